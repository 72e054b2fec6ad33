/**
 * The checkout's state and its one action (SPEC.md point 5): the order request with the choices
 * in effect (#domain/order-choices), the server's quote of exactly that order, the schedule of
 * an order for later, and placing it with a fresh Idempotency-Key per attempt, the shown total
 * included. The steps draw from it; everything chosen stays in the session's order request, so
 * a reload or a detour keeps it.
 */
import { useState } from 'react';
import type { Branch } from '#schemas/entities';
import { formatMoney } from '#domain/pricing';
import { freshOrderRequest } from '#domain/order-request';
import { laterTimeMissing, orderChoices } from '#domain/order-choices';
import { submissionOf } from '#domain/order-submission';
import { orderSchedule, preparationMinutes } from '#domain/order-time';
import { orderMessageText } from '#domain/order-messages';
import { isPromoProblem } from '#domain/promo';
import { changeFromOf, checkChangeFrom } from '#domain/order-cash';
import { initialPaymentState } from '#domain/payment';
import { useT } from '#storefront/i18n/use-t.ts';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { isApiError, toApiError } from '#storefront/lib/api-error.ts';
import { notify } from '#storefront/lib/toasts.ts';
import { useHydrated } from '#storefront/lib/use-hydrated.ts';
import { useMainAction } from '#storefront/lib/main-action.ts';
import { useOrderRequest } from '#storefront/lib/order-request-store.ts';
import { useBranches } from '#storefront/features/branches/api/get-branches.ts';
import { useBasketView } from '#storefront/features/basket/use-basket-view.ts';
import { usePayOrder } from '#storefront/features/payments/use-pay-order.ts';
import { useOrderQuote, usePlaceOrder } from './api/order-calls.ts';
import { useOrderSetting } from './api/get-order-setting.ts';

export interface Placed {
  readonly id: string;
  readonly number: number | null;
}

export function useCheckout() {
  const { t, language } = useT();
  const plan = usePlan();
  const hydrated = useHydrated();
  const { request, update } = useOrderRequest();
  const { basket, view, overalls } = useBasketView();
  const branches = useBranches();
  const [placed, setPlaced] = useState<Placed | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const placing = usePlaceOrder();
  const payment = usePayOrder();
  /** A saved card to pay a Payme order with instead of Payme's page (none: the page). */
  const [cardId, setCardId] = useState<string | null>(null);

  // Cheap to work out on each render; the quote's key is compared by value, not identity.
  const resolved = view?.lines.flatMap((l) => (l.resolved ? [l.resolved] : [])) ?? [];
  const choices = orderChoices(request, { services: plan.service.types, payments: plan.payment.methods, branches: branches.data ?? null, lines: resolved });
  const submission = view && view.flagged === 0 ? submissionOf(choices.priced, basket.lines) : null;
  const quote = useOrderQuote(hydrated ? submission : null);
  const quoteError = quote.error && isApiError(quote.error) ? quote.error : null;
  // A refusal of the promo code shows by the promo field; any other under the total.
  const promoProblem = quoteError && isPromoProblem(quoteError.problem) ? quoteError.description[language] : null;
  const otherProblem = quoteError && !promoProblem ? quoteError.description[language] : null;

  const scheduleBranchId = choices.serviceType === 'DELIVERY' ? quote.data?.branch.id : choices.branch?.id;
  const scheduleBranch: Branch | null = branches.data?.find((b) => b.id === scheduleBranchId) ?? null;
  const setting = useOrderSetting(scheduleBranch?.cityId);
  const schedule = scheduleBranch && hydrated && request.later
    ? orderSchedule(scheduleBranch, new Date(), { preparation: preparationMinutes(resolved.map((l) => l.product)), daysAhead: setting.data?.scheduleDaysAhead })
    : [];

  // The note a cash order is paid with is checked against the total here; the quote leaves it out, so typing it asks nothing.
  const changeProblem = quote.data ? checkChangeFrom(choices.paymentType, request.changeFrom, quote.data.totals.totalPrice) : null;

  const place = () => {
    if (!submission || !quote.data || placing.isPending || payment.paying) return;
    const { scheduled, ...rest } = submission;
    const totalPrice = quote.data.totals.totalPrice;
    // Order first, then payment (docs/decisions/018-payments.md): an online order is placed unpaid, then paid.
    const paysOnline = initialPaymentState(rest.paymentType, totalPrice) === 'PENDING';
    const card = rest.paymentType === 'PAYME' ? cardId : null;
    setNotice(null);
    placing.mutate({
      submission: { ...rest, changeFrom: changeFromOf(rest.paymentType, request.changeFrom), totalPrice }, scheduled: !!scheduled, key: crypto.randomUUID(),
    }, {
      onSuccess: (order) => {
        basket.clear();
        update((r) => freshOrderRequest(r));
        if (paysOnline) {
          void payment.pay(order.id, card);
          return;
        }
        notify('success', `${orderMessageText({ key: 'orderConfirmedTitle' }, language)}: ${orderMessageText({ key: 'orderConfirmed' }, language)}`);
        setPlaced({ id: order.id, number: typeof order.number === 'number' ? order.number : null });
        scrollTo({ top: 0 });
      },
      onError: (error) => {
        const failure = toApiError(error);
        if (failure.code === 'PRICE_CHANGED') {
          setNotice(t('order.priceChangedNotice'));
          void quote.refetch();
        } else {
          setNotice(failure.description[language]);
        }
      },
    });
  };

  const busy = placing.isPending || payment.paying;
  const canPlace = !!submission && !!quote.data && !quote.isFetching && !quoteError && !busy && !changeProblem && !laterTimeMissing(request);
  const loading = !hydrated || overalls.isPending || branches.isPending;
  const formShown = !placed && !loading && basket.lines.length > 0 && !!view && !branches.error && view.flagged === 0;
  const placeLabel = payment.paying ? t('payment.paying') : placing.isPending ? t('order.placing') : quote.data ? `${t('order.place')} · ${formatMoney(quote.data.totals.totalPrice, language)}` : t('order.place');
  // In the Telegram mini app the MainButton places the order and this page's own button hides.
  const hostShowsPlace = useMainAction(formShown ? { label: placeLabel, enabled: canPlace, busy, run: place } : null);

  return {
    request: choices.request, update, choices, schedule,
    /** What keeps the form from showing: still loading, nothing to order, a failed load, lines that need a look. */
    loading,
    empty: basket.lines.length === 0,
    failure: !view || branches.error ? { error: overalls.error ?? branches.error, retry: () => { void overalls.refetch(); void branches.refetch(); } } : null,
    flagged: !!view && view.flagged > 0,
    /** The server's price of the order as chosen, or why it would be refused. */
    quote: { totals: quote.data?.totals ?? null, promo: quote.data?.promo ?? null, pricing: !!submission && quote.isFetching, promoProblem, problem: otherProblem },
    placed, notice, place, canPlace, placing: busy, placeLabel, hostShowsPlace,
    /** The order is placed and the shopper is on the way to pay it (the basket is already empty). */
    leaving: payment.paying,
    /** Cash: why the note named cannot pay the order. Payme: the saved card chosen to pay with. */
    changeProblem, card: { id: cardId, choose: setCardId },
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
