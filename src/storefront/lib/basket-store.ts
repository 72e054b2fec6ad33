/**
 * The brand's basket (SPEC point 3): lines of a product, its chosen modifications and a count,
 * in the order they were added. A zustand store per brand, persisted in local storage under a key that names the merchant; what is read back passes a schema, and
 * anything else is an empty basket. Lines carry ids and counts only, never prices: prices come
 * from the menu every time they are shown (features/basket/use-basket-view.ts) and from the
 * server's own data when the order is placed.
 *
 * Two additions of the same product with the same modifications are one line; the same product
 * with other modifications is a line of its own.
 *
 * Every write replaces the lines with the result of a pure, tested function (addLine and the
 * like), so the store is written with zustand's `set`: immer would add 3.4 KB to every page and
 * no safety (docs/decisions/013).
 */
import { useEffect } from 'react';
import * as z from 'zod/mini';
import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { basketCookieValue, basketHintOf, MAX_BASKET_LINES } from '#domain/basket-hint';
import { LINE_COUNT_MAX, LINE_MODIFICATIONS_MAX, MODIFICATION_COUNT_MAX } from '#schemas/order-limits';
import { useBrand } from '#storefront/lib/app-context.tsx';
import { COOKIE, deleteCookie, readCookie, writeCookie } from '#storefront/lib/cookies.ts';
import { brandKey, STORED } from '#storefront/lib/storage.ts';
import { perBrand } from '#storefront/lib/brand-stores.ts';
import { useHydrated } from '#storefront/lib/use-hydrated.ts';

/** The most units of one line the basket keeps: the contract's cap (the merchant's own limit is shown on top: use-order-limits.ts). */
export const MAX_LINE_COUNT = LINE_COUNT_MAX;

export interface BasketModification {
  readonly id: number;
  readonly count: number;
}

export interface BasketLine {
  /** The product and its modifications (lineKey): one line per distinct choice. */
  readonly key: string;
  readonly productId: number;
  readonly count: number;
  readonly modifications: BasketModification[];
  /**
   * The unit price (modifiers and discount counted) the shopper saw when adding: a menu that now
   * says otherwise flags the line until the shopper accepts the new price. Absent: not known.
   */
  readonly price?: number;
}

/** Modifications sorted by id, counts of at least one, one entry per id. */
function normalised(modifications: readonly BasketModification[]): BasketModification[] {
  const byId = new Map<number, number>();
  for (const m of modifications) byId.set(m.id, (byId.get(m.id) ?? 0) + Math.max(1, Math.trunc(m.count)));
  return [...byId].sort(([a], [b]) => a - b).map(([id, count]) => ({ id, count }));
}

/** The key of a product with its modifications: `12` or `12:5x1,9x2`. */
export function lineKey(productId: number, modifications: readonly BasketModification[] = []): string {
  const mods = normalised(modifications);
  return mods.length ? `${productId}:${mods.map((m) => `${m.id}x${m.count}`).join(',')}` : String(productId);
}

const clampCount = (count: number) => Math.min(MAX_LINE_COUNT, Math.max(0, Math.trunc(count)));

export interface AddToBasket {
  readonly productId: number;
  readonly modifications?: readonly BasketModification[];
  /** Units to add, 1 when not given. */
  readonly count?: number;
  /** The unit price shown when adding. */
  readonly price?: number;
}

/** The lines after adding: to the line of the same choice, else a new line at the end. */
export function addLine(lines: readonly BasketLine[], add: AddToBasket): BasketLine[] {
  const modifications = normalised(add.modifications ?? []);
  const key = lineKey(add.productId, modifications);
  const units = clampCount(add.count ?? 1);
  if (units === 0) return [...lines];
  const existing = lines.find((l) => l.key === key);
  const price = add.price !== undefined && Number.isInteger(add.price) && add.price >= 0 ? { price: add.price } : {};
  if (existing) return lines.map((l) => (l.key === key ? { ...l, ...price, count: clampCount(l.count + units) } : l));
  // No more lines than an order takes.
  if (lines.length >= MAX_BASKET_LINES) return [...lines];
  return [...lines, { key, productId: add.productId, count: units, modifications, ...price }];
}

interface BasketState {
  readonly lines: BasketLine[];
  add(add: AddToBasket): void;
  /** Adds several lines at once (a reorder). */
  addAll(adds: readonly AddToBasket[]): void;
  /** Sets a line's count; 0 removes it. */
  setCount(key: string, count: number): void;
  remove(key: string): void;
  /** The shopper saw the line's new unit price. */
  acceptPrice(key: string, price: number): void;
  /** Removes the lines of a product, whatever their modifications (a vanished product). */
  removeProduct(productId: number): void;
  clear(): void;
}

const modificationSchema = z.object({ id: z.int().check(z.positive()), count: z.int().check(z.positive(), z.lte(MODIFICATION_COUNT_MAX)) });
const persistedSchema = z.object({
  lines: z
    .array(
      z.object({
        productId: z.int().check(z.positive()),
        count: z.int().check(z.positive(), z.lte(MAX_LINE_COUNT)),
        modifications: z.array(modificationSchema).check(z.maxLength(LINE_MODIFICATIONS_MAX)),
        price: z.optional(z.int().check(z.nonnegative())),
      }),
    )
    .check(z.maxLength(MAX_BASKET_LINES)),
});

/**
 * Keeps the `basket` cookie's copy of the line count (#domain/basket-hint) in step with the
 * store, so the server's basket page is the empty basket or its placeholder as it should be. An
 * empty basket has no cookie (no cookie reads as empty): a brand's empty basket removes only a
 * cookie that names that brand.
 */
function keepBasketHint(merchantId: string, lines: number): void {
  const current = readCookie(COOKIE.basket);
  if (lines === 0) {
    if (current !== null && basketHintOf(current, merchantId) === 'lines') deleteCookie(COOKIE.basket);
    return;
  }
  const value = basketCookieValue(merchantId, lines);
  if (current !== value) writeCookie(COOKIE.basket, value, { framed: true });
}

function createBasketStore(merchantId: string) {
  const store = createBasketState(merchantId);
  if (typeof document !== 'undefined') {
    store.persist.onFinishHydration((state) => keepBasketHint(merchantId, state.lines.length));
    store.subscribe((state, previous) => {
      if (state.lines.length !== previous.lines.length && store.persist.hasHydrated()) keepBasketHint(merchantId, state.lines.length);
    });
  }
  return store;
}

function createBasketState(merchantId: string) {
  return createStore<BasketState>()(
    persist(
      (set) => ({
        lines: [],
        add: (add) => set((state) => ({ lines: addLine(state.lines, add) })),
        addAll: (adds) => set((state) => ({ lines: adds.reduce<BasketLine[]>((lines, add) => addLine(lines, add), state.lines) })),
        setCount: (key, count) =>
          set((state) => {
            const units = clampCount(count);
            return { lines: units === 0 ? state.lines.filter((l) => l.key !== key) : state.lines.map((l) => (l.key === key ? { ...l, count: units } : l)) };
          }),
        remove: (key) => set((state) => ({ lines: state.lines.filter((l) => l.key !== key) })),
        acceptPrice: (key, price) => set((state) => ({ lines: state.lines.map((l) => (l.key === key ? { ...l, price } : l)) })),
        removeProduct: (productId) => set((state) => ({ lines: state.lines.filter((l) => l.productId !== productId) })),
        clear: () => set({ lines: [] }),
      }),
      {
        name: brandKey(merchantId, STORED.basket),
        storage: createJSONStorage(() => localStorage),
        partialize: (state) => ({ lines: state.lines }),
        // Storage is input from outside: only well-formed lines are taken back, keyed again here.
        merge: (persisted, current) => {
          const parsed = persistedSchema.safeParse(persisted);
          if (!parsed.success) return current;
          return { ...current, lines: parsed.data.lines.reduce<BasketLine[]>((lines, line) => addLine(lines, line), []) };
        },
        skipHydration: true,
      },
    ),
  );
}

/** The basket store of one brand. */
export const basketStore = perBrand(createBasketStore);
type BasketStore = ReturnType<typeof createBasketStore>;

const NO_LINES: readonly BasketLine[] = [];

/** Reads the stored basket into the store once, if nothing has read it yet. */
function readStored(store: BasketStore): void {
  if (!store.persist.hasHydrated()) void store.persist.rehydrate();
}

/**
 * Adds to the brand's basket, reading the stored one first: an addition never lands in a basket
 * that storage then replaces.
 */
export function addToBasket(store: BasketStore, add: AddToBasket): void {
  readStored(store);
  store.getState().add(add);
}

/**
 * The basket's `add` alone, for the add button of a product card: the card neither subscribes to
 * the lines nor re-renders when they change, and mounts with no hook of the store (a long menu
 * mounts a few cards at every step of a scroll).
 */
export function useBasketAdd(): (add: AddToBasket) => void {
  const store = basketStore(useBrand().merchantId);
  return (add) => addToBasket(store, add);
}

/**
 * The brand's basket as screens see it: empty on the server and while hydrating (the server's
 * pages are shared and know no basket), the stored lines after.
 */
export function useBasket() {
  const hydrated = useHydrated();
  const store = basketStore(useBrand().merchantId);
  useEffect(() => readStored(store), [store]);
  const lines = useStore(store, (state) => state.lines);
  const actions = useStore(store, (state) => state);
  return {
    lines: hydrated ? lines : NO_LINES,
    /** Units in the basket (the badge). */
    count: hydrated ? lines.reduce((sum, l) => sum + l.count, 0) : 0,
    add: actions.add,
    addAll: actions.addAll,
    setCount: actions.setCount,
    remove: actions.remove,
    acceptPrice: actions.acceptPrice,
    removeProduct: actions.removeProduct,
    clear: actions.clear,
  };
}
