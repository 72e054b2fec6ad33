/**
 * "Buy in one click" (SPEC 2, the product page): the checkout orders the one item chosen, with
 * its modifications and count, and leaves the basket as it was (issue 19, item 20). The item is
 * held here apart from the basket: a zustand store per brand in session storage (a reload of the
 * checkout keeps it, closing the tab forgets it), read back through the basket's own line schema.
 * The product page sends the item in the checkout's address (`/checkout?buy=<line key>&count=N`),
 * so this module weighs nothing on its first load; the checkout keeps it here and drops the
 * address's copy. It ends when that order is placed, or when the shopper orders the basket
 * instead (the basket's own way to the checkout says so).
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

/**
 * The item a checkout address names (`buy` = a basket line key, `12` or `12:5x1,9x2`, and
 * `count`), or null when it names none or a malformed one.
 */
export function itemOfParams(params: URLSearchParams): AddToBasket | null {
  const key = params.get('buy');
  const match = key === null ? null : /^(\d{1,9})(?::((?:\d{1,9}x\d{1,3})(?:,\d{1,9}x\d{1,3})*))?$/.exec(key);
  if (!match) return null;
  const modifications = (match[2]?.split(',') ?? []).map((m) => {
    const [id, count] = m.split('x');
    return { id: Number(id), count: Number(count) };
  });
  const parsed = lineSchema.safeParse({ productId: Number(match[1]), count: Number(params.get('count') ?? '1'), modifications });
  return parsed.success ? parsed.data : null;
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
