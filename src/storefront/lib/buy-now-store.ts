/**
 * "Buy in one click" (SPEC 2, the product page): the checkout orders the one item chosen, with
 * its modifications and count, and leaves the basket as it was (issue 19, item 20). The item is
 * held here apart from the basket: a zustand store per brand in session storage (a reload of the
 * checkout keeps it, closing the tab forgets it), read back through the basket's own line schema.
 * It ends when that order is placed, when the shopper opens the basket, or when they choose to
 * order the basket instead. The product page loads this module on the button's press, so it
 * weighs nothing on the first load.
 */
import { useEffect } from 'react';
import * as z from 'zod/mini';
import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { LINE_COUNT_MAX, LINE_MODIFICATIONS_MAX, MODIFICATION_COUNT_MAX } from '#schemas/order-limits';
import { useBrand } from './app-context.tsx';
import { addLine, type AddToBasket, type BasketLine } from './basket-store.ts';
import { perBrand } from './brand-stores.ts';
import { brandKey, STORED } from './storage.ts';
import { useHydrated } from './use-hydrated.ts';

const lineSchema = z.object({
  productId: z.int().check(z.positive()),
  count: z.int().check(z.positive(), z.lte(LINE_COUNT_MAX)),
  modifications: z
    .array(z.object({ id: z.int().check(z.positive()), count: z.int().check(z.positive(), z.lte(MODIFICATION_COUNT_MAX)) }))
    .check(z.maxLength(LINE_MODIFICATIONS_MAX)),
  price: z.optional(z.int().check(z.nonnegative())),
});

interface BuyNowState {
  readonly line: BasketLine | null;
  start(add: AddToBasket): void;
  end(): void;
}

function createBuyNowStore(merchantId: string) {
  return createStore<BuyNowState>()(
    persist(
      (set) => ({
        line: null,
        start: (add) => set({ line: addLine([], add)[0] ?? null }),
        end: () => set({ line: null }),
      }),
      {
        name: brandKey(merchantId, STORED.buyNow),
        storage: createJSONStorage(() => sessionStorage),
        partialize: (state) => ({ line: state.line }),
        merge: (persisted, current) => {
          const parsed = z.object({ line: z.nullable(lineSchema) }).safeParse(persisted);
          return { ...current, line: parsed.success && parsed.data.line ? (addLine([], parsed.data.line)[0] ?? null) : null };
        },
        skipHydration: true,
      },
    ),
  );
}

export const buyNowStore = perBrand(createBuyNowStore);

/** Starts buying one item alone: the checkout that follows orders it, not the basket. */
export function startBuyNow(merchantId: string, add: AddToBasket): void {
  buyNowStore(merchantId).getState().start(add);
}

/** The item being bought in one click, or null (on the server and while hydrating too). */
export function useBuyNow(): { readonly line: BasketLine | null; readonly end: () => void } {
  const hydrated = useHydrated();
  const store = buyNowStore(useBrand().merchantId);
  useEffect(() => {
    if (!store.persist.hasHydrated()) void store.persist.rehydrate();
  }, [store]);
  const line = useStore(store, (state) => state.line);
  const end = useStore(store, (state) => state.end);
  return { line: hydrated ? line : null, end };
}
