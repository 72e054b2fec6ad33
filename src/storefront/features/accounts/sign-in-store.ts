/**
 * A sign-in under way: the phone a code went to, when another may be asked for and when the
 * code runs out. A zustand store per brand, written with zustand's `set` (docs/decisions/013) and
 * kept in session storage (a reload of /login/confirm keeps it, closing the tab forgets it) under
 * a key that names the merchant, read back through a schema after hydration.
 */
import * as z from 'zod/mini';
import { useEffect } from 'react';
import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CodeSent } from '#schemas/account-endpoints';
import { normalizePhone } from '#domain/phone';
import { perBrand } from '#storefront/lib/brand-stores.ts';
import { brandKey, STORED } from '#storefront/lib/storage.ts';
import { useHydrated } from '#storefront/lib/use-hydrated.ts';

const pendingSchema = z.object({
  /** `998XXXXXXXXX`. */
  phone: z.string().check(z.refine((phone: string) => normalizePhone(phone) === phone)),
  /** Epoch ms. */
  resendAt: z.number(),
  expiresAt: z.number(),
});
export type PendingSignIn = z.infer<typeof pendingSchema>;

interface SignInState {
  readonly pending: PendingSignIn | null;
  /** Storage has been read back (never on the server, which has none). */
  readonly read: boolean;
  codeSent(phone: string, sent: CodeSent, now: number): void;
  clear(): void;
  markRead(): void;
}

function createSignInStore(merchantId: string) {
  return createStore<SignInState>()(
    persist(
      (set) => ({
        pending: null,
        read: false,
        codeSent: (phone, sent, now) => set({ pending: { phone, resendAt: now + sent.resendSeconds * 1000, expiresAt: now + sent.ttlSeconds * 1000 } }),
        clear: () => set({ pending: null }),
        markRead: () => set({ read: true }),
      }),
      {
        name: brandKey(merchantId, STORED.signIn),
        storage: createJSONStorage(() => sessionStorage),
        partialize: (state) => ({ pending: state.pending }),
        merge: (persisted, current) => {
          const parsed = z.object({ pending: z.nullable(pendingSchema) }).safeParse(persisted);
          return { ...current, pending: parsed.success ? parsed.data.pending : null };
        },
        onRehydrateStorage: () => (state) => state?.markRead(),
        skipHydration: true,
      },
    ),
  );
}

export const signInStore = perBrand(createSignInStore);

/**
 * The brand's sign-in under way: `undefined` until hydrated and read back from storage, then
 * the pending sign-in or null.
 */
export function usePendingSignIn(merchantId: string): PendingSignIn | null | undefined {
  const store = signInStore(merchantId);
  const hydrated = useHydrated();
  // Each visit of a sign-in screen reads storage back: storage is the record.
  useEffect(() => {
    void store.persist.rehydrate();
  }, [store]);
  const pending = useStore(store, (state) => state.pending);
  const read = useStore(store, (state) => state.read);
  return hydrated && read ? pending : undefined;
}
