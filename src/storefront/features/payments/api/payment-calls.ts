/**
 * Paying an order and the saved cards (schemas/payment-endpoints.ts): where to pay an own order
 * now, switching its method, paying it with a saved card, and the cards themselves. The provider
 * page's address is asked for when the shopper goes there, never on a page's load: Uzum registers
 * a payment for it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentType } from '#schemas/common';
import {
  cardFormEndpoint,
  cardsEndpoint,
  changePaymentMethodEndpoint,
  checkoutEndpoint,
  payWithCardEndpoint,
  removeCardEndpoint,
  saveCardEndpoint,
} from '#schemas/payment-endpoints';
import { useT } from '#storefront/i18n/use-t.ts';
import { useApi } from '#storefront/lib/app-context.tsx';
import { paymentsKeys } from './query-keys.ts';

/** Where to pay an own order now (GET /payments/v2/checkout/{id}), in the shopper's language. */
export function useCheckoutLink() {
  const api = useApi();
  const { language } = useT();
  return useMutation({ mutationFn: (orderId: string) => api.call(checkoutEndpoint, { params: { id: orderId }, query: { language } }) });
}

/** Another offered method for an own unpaid order; an online one answers its provider's page. */
export function useChangeMethod(orderId: string) {
  const api = useApi();
  const { language } = useT();
  return useMutation({
    mutationFn: (paymentType: PaymentType) => api.call(changePaymentMethodEndpoint, { params: { id: orderId }, query: { language }, body: { paymentType } }),
  });
}

/** Pays an own unpaid order with a saved card (Payme's receipt, charged by our server). */
export function usePayWithCard() {
  const api = useApi();
  const { language } = useT();
  return useMutation({
    mutationFn: ({ orderId, cardId }: { readonly orderId: string; readonly cardId: string }) =>
      api.call(payWithCardEndpoint, { params: { id: orderId }, query: { language }, body: { cardId } }),
  });
}

/** The shopper's saved cards, asked only while `enabled` (signed in, cards offered). */
export function useSavedCards(enabled: boolean) {
  const api = useApi();
  return useQuery({ queryKey: paymentsKeys.cards, queryFn: ({ signal }) => api.call(cardsEndpoint, { signal }), enabled });
}

/** Where the browser sends a new card: Payme's Subscribe API and the cashbox id (both public). */
export function useCardForm() {
  const api = useApi();
  return useQuery({ queryKey: paymentsKeys.cardForm, queryFn: ({ signal }) => api.call(cardFormEndpoint, { signal }), retry: 1 });
}

/** Keeps a card Payme verified, by its token; the list then shows it. */
export function useSaveCard() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.call(saveCardEndpoint, { body: { token } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: paymentsKeys.cards }),
  });
}

export function useRemoveCard() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(removeCardEndpoint, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: paymentsKeys.cards }),
  });
}
