import type { OrderQuoteRequest } from '#schemas/order-endpoints';

/** The checkout feature's query keys: a city's order settings, and the quote of an order on a channel. */
export const checkoutKeys = {
  orderSetting: (cityId: string | null | undefined) => ['orderSetting', cityId ?? null] as const,
  /** The request is compared by value: the same order asks once. */
  quote: (channel: string, request: OrderQuoteRequest | null) => ['orderQuote', channel, request] as const,
};
