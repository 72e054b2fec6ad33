/**
 * The order being made (SPEC point 3: the session's order request): service type, address,
 * branch, table, time, promo, cashback, payment, comment. It lives in the brand's session store
 * (lib/session.ts), which keeps it as a plain object so the order schemas stay out of the first
 * load; here, with the ordering screens (vite.config.ts keeps it out of the first load), it is read back through `orderRequestSchema` and
 * written whole. The basket lines are the basket store's (lib/basket-store.ts) and
 * join the request only when it is sent.
 *
 * Screens that choose part of the order (the map screens choosing an address or a branch, the
 * saved-address list) write it here; the checkout reads it.
 */
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { orderRequestSchema, type OrderRequest } from '#schemas/order-entities';
import { useBrand } from '#storefront/lib/app-context.tsx';
import { sessionStore } from '#storefront/lib/session.ts';
import { useHydrated } from '#storefront/lib/use-hydrated.ts';

/** A stored request as an OrderRequest; an unreadable one is a fresh request. */
export function parseOrderRequest(stored: unknown): OrderRequest {
  const parsed = orderRequestSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : orderRequestSchema.parse({});
}

/** The brand's order request now (outside React: event handlers, after a submit). */
export function readOrderRequest(merchantId: string): OrderRequest {
  return parseOrderRequest(sessionStore(merchantId).getState().session.orderRequest);
}

/** Changes the brand's order request: `change` answers the new one from the current one. */
export function updateOrderRequest(merchantId: string, change: (current: OrderRequest) => OrderRequest): void {
  const next = change(readOrderRequest(merchantId));
  sessionStore(merchantId).getState().setOrderRequest(next);
}

/** The brand's order request as screens see it: a fresh one until hydrated, the stored one after. */
export function useOrderRequest(): { readonly request: OrderRequest; readonly update: (change: (current: OrderRequest) => OrderRequest) => void } {
  const { merchantId } = useBrand();
  const hydrated = useHydrated();
  const stored = useStore(sessionStore(merchantId), (state) => state.session.orderRequest);
  const request = useMemo(() => parseOrderRequest(hydrated ? stored : null), [hydrated, stored]);
  const update = useMemo(() => (change: (current: OrderRequest) => OrderRequest) => updateOrderRequest(merchantId, change), [merchantId]);
  return { request, update };
}
