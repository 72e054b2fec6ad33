/** The checkout's calls: the quote and placing the order (the city's order settings: get-order-setting.ts). */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  CHANNEL_HEADER,
  createOrderEndpoint,
  createScheduledOrderEndpoint,
  IDEMPOTENCY_HEADER,
  orderQuoteEndpoint,
  type OrderQuoteRequest,
  type OrderSubmissionInput,
} from '#schemas/order-endpoints';
import { useApi, useBrand } from '#storefront/lib/app-context.tsx';
import { telegramLinked } from '#storefront/lib/telegram-link.ts';
import { checkoutKeys } from './query-keys.ts';

/** The mini app's order calls wait for a Telegram link under way: the server refuses them unlinked. */
const channelReady = (channel: string) => (channel === 'telegram' ? telegramLinked() : Promise.resolve());

/**
 * The order being made, priced by the server (POST /orders/v1/orders/quote): the totals placing
 * would charge, or the rule that would refuse it. The last answer stays while a new one comes.
 */
export function useOrderQuote(request: OrderQuoteRequest | null) {
  const api = useApi();
  const { channel } = useBrand();
  return useQuery({
    queryKey: checkoutKeys.quote(channel, request),
    queryFn: async ({ signal }) => {
      await channelReady(channel);
      return api.call(orderQuoteEndpoint, { body: request!, signal, headers: { [CHANNEL_HEADER]: channel } });
    },
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

export interface PlaceOrder {
  readonly submission: OrderSubmissionInput;
  readonly scheduled: boolean;
  /** A fresh key per attempt: a retry of the same attempt (the network's) makes one order. */
  readonly key: string;
}

/** Places the order on the page's channel: the mini app's orders are TELEGRAM_BOT, paid as the bot offers. */
export function usePlaceOrder() {
  const api = useApi();
  const { channel } = useBrand();
  return useMutation({
    mutationFn: async ({ submission, scheduled, key }: PlaceOrder) => {
      await channelReady(channel);
      return api.call(scheduled ? createScheduledOrderEndpoint : createOrderEndpoint, {
        body: submission,
        headers: { [IDEMPOTENCY_HEADER]: key, [CHANNEL_HEADER]: channel },
      });
    },
  });
}
