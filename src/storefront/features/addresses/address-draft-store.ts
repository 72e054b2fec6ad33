/**
 * The new address a shopper is typing, kept while they leave the form to pick its point on the
 * map and come back (issue 19, item 6: the text typed must not be lost). A zustand store per
 * brand in session storage (a reload keeps it, closing the tab forgets it), read back through a
 * schema after hydration, and cleared once the address is saved.
 */
import * as z from 'zod/mini';
import { createStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { perBrand } from '#storefront/lib/brand-stores.ts';
import { brandKey, STORED } from '#storefront/lib/storage.ts';

const text = z.string().check(z.maxLength(500));
const draftSchema = z.object({
  type: z.enum(['HOUSE', 'APARTMENT']),
  name: text,
  streetName: text,
  houseNumber: text,
  entrance: text,
  floor: text,
  office: text,
  domophone: text,
  comment: text,
});
export type AddressDraft = z.infer<typeof draftSchema>;
export type AddressDraftText = Exclude<keyof AddressDraft, 'type'>;

export const EMPTY_ADDRESS_DRAFT: AddressDraft = {
  type: 'HOUSE',
  name: '',
  streetName: '',
  houseNumber: '',
  entrance: '',
  floor: '',
  office: '',
  domophone: '',
  comment: '',
};

interface AddressDraftState {
  readonly draft: AddressDraft;
  change(patch: Partial<AddressDraft>): void;
  clear(): void;
}

function createAddressDraftStore(merchantId: string) {
  return createStore<AddressDraftState>()(
    persist(
      (set) => ({
        draft: EMPTY_ADDRESS_DRAFT,
        change: (patch) => set((state) => ({ draft: { ...state.draft, ...patch } })),
        clear: () => set({ draft: EMPTY_ADDRESS_DRAFT }),
      }),
      {
        name: brandKey(merchantId, STORED.addressDraft),
        storage: createJSONStorage(() => sessionStorage),
        partialize: (state) => ({ draft: state.draft }),
        merge: (persisted, current) => {
          const parsed = z.object({ draft: draftSchema }).safeParse(persisted);
          return { ...current, draft: parsed.success ? parsed.data.draft : EMPTY_ADDRESS_DRAFT };
        },
        skipHydration: true,
      },
    ),
  );
}

export const addressDraftStore = perBrand(createAddressDraftStore);
