/**
 * Takes the shopper to pay a placed order (docs/decisions/018-payments.md: order first, then
 * payment): with a saved card, charged by our server while they wait here, or on the provider's
 * page. Either way the order's page is where they end up: it follows the payment live, and the
 * provider's return link leads there too. The checkout's entry is replaced by the order's, so going
 * back from the provider's page never lands on an emptied checkout.
 */
import { useNavigate } from 'react-router';
import { useT } from '#storefront/i18n/use-t.ts';
import { toApiError } from '#storefront/lib/api-error.ts';
import { openOutside } from '#storefront/lib/outside-page.ts';
import { paths } from '#storefront/lib/paths.ts';
import { notify } from '#storefront/lib/toasts.ts';
import { useCheckoutLink, usePayWithCard } from './api/payment-calls.ts';

export function usePayOrder() {
  const { t, language } = useT();
  const navigate = useNavigate();
  const link = useCheckoutLink();
  const card = usePayWithCard();

  const pay = async (orderId: string, cardId: string | null): Promise<void> => {
    const orderPage = paths.profileOrder(orderId);
    if (cardId) {
      try {
        await card.mutateAsync({ orderId, cardId });
      } catch (error) {
        // The order stays, unpaid: its page offers paying again or another method.
        notify('error', toApiError(error).description[language]);
      }
      void navigate(orderPage, { replace: true });
      return;
    }
    let url: string | null = null;
    try {
      url = (await link.mutateAsync(orderId)).url;
    } catch {
      notify('error', t('payment.linkFailed'));
    }
    void navigate(orderPage, { replace: true });
    if (url) openOutside(url);
  };

  return { pay, paying: link.isPending || card.isPending };
}
