/**
 * The checkout's state and its one action (SPEC.md point 5): the order request with the choices
 * in effect (#domain/order-choices), the server's quote of exactly that order, the schedule of
 * an order for later, and placing it with a fresh Idempotency-Key per attempt, the shown total
 * included. The steps draw from it; everything chosen stays in the session's order request, so
 * a reload or a detour keeps it.
 */
import { useState } from 'react';
import type { Branch } from '#schemas/entities';
import type { OrderQuote } from '#schemas/order-endpoints';
import { formatMoney } from '#domain/pricing';
import { freshOrderRequest } from '#domain/order-request';
import { laterTimeMissing, orderChoices } from '#domain/order-choices';
import { submissionOf } from '#domain/order-submission';
import { orderSchedule, preparationMinutes } from '#domain/order-time';
import { ORDER_MESSAGES, orderMessageText, problem, type OrderMessageKey, type OrderProblem } from '#domain/order-messages';
import { checkAddressNamed, checkAddressPoint, checkReceiver, orderBlockers, problemField, type CheckoutField } from '#domain/checkout-blockers';
import { branchServes } from '#domain/geo';
import { changeFromOf, checkChangeFrom } from '#domain/order-cash';
import { initialPaymentState } from '#domain/payment';
import { useT } from '#storefront/i18n/use-t.ts';
import { useBrand, usePlan } from '#storefront/lib/app-context.tsx';
import { isApiError, toApiError } from '#storefront/lib/api-error.ts';
import { notify } from '#storefront/lib/toasts.ts';
import { useHydrated } from '#storefront/lib/use-hydrated.ts';
import { useMainAction } from '#storefront/lib/main-action.ts';
import { useOrderRequest } from '#storefront/lib/order-request-store.ts';
import { useSession } from '#storefront/lib/session.ts';
import { useSeatedTable } from '#storefront/lib/table-store.ts';
import { useCreateAddress, useSavedAddresses, useUpdateAddress } from '#storefront/features/addresses/api/addresses.ts';
import { addressToKeep } from '#domain/order-address';
import { useBranches } from '#storefront/features/branches/api/get-branches.ts';
import { pickText } from '#domain/localized';
import { useOrderLines } from './use-order-lines.ts';
import { usePayOrder } from '#storefront/features/payments/use-pay-order.ts';
import { useOrderQuote, usePlaceOrder } from './api/order-calls.ts';
import { useHomeOrderSetting, useOrderSetting } from './api/get-order-setting.ts';

/** A problem as checkout shows it: at its field and beside the place button. */
export interface ShownProblem {
  readonly problem: OrderProblem;
  readonly field: CheckoutField;
  readonly text: string;
}

const isMessageKey = (key: string): key is OrderMessageKey => Object.hasOwn(ORDER_MESSAGES, key);

/** The quote's problems as the rules' own (an unknown key, from a newer server, is left out). */
const quotedProblems = (answer: OrderQuote | undefined): OrderProblem[] =>
  (answer?.problems ?? []).flatMap((p) => (isMessageKey(p.key) ? [problem(p.key, p.values)] : []));

export interface Placed {
  readonly id: string;
  readonly number: number | null;
}

export function useCheckout() {
  const { t, language } = useT();
  const plan = usePlan();
  const { channel } = useBrand();
  const hydrated = useHydrated();
  const { request: stored, update } = useOrderRequest();
  const orderLines = useOrderLines();
  const { lines, view, overalls } = orderLines;
  const branches = useBranches();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const saved = useSavedAddresses(signedIn);
  // At a table (issue 22): dine-in at the table's branch with its signed code; no address, no table number.
  const seated = useSeatedTable();
  const seatedBranch = seated ? (branches.data?.find((b) => b.id === seated.branchId) ?? null) : null;
  const request = seated
    ? { ...stored, serviceType: 'DINE_IN' as const, branch: seatedBranch ?? stored.branch, tableId: seated.tableId, tableToken: seated.token }
    : stored.tableToken
      ? { ...stored, tableToken: null }
      : stored;
  const [lastTotals, setLastTotals] = useState<OrderQuote['totals']>(null);
  const [placed, setPlaced] = useState<Placed | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const placing = usePlaceOrder();
  const payment = usePayOrder();
  /** A saved card to pay a Payme order with instead of Payme's page (none: the page). */
  const [cardId, setCardId] = useState<string | null>(null);

  // Cheap to work out on each render; the quote's key is compared by value, not identity.
  const resolved = view?.lines.flatMap((l) => (l.resolved ? [l.resolved] : [])) ?? [];
  // The service a shopper has not chosen yet: the default of their city (the nearest branch's) on this channel.
  const homeSetting = useHomeOrderSetting().data;
  const choices = orderChoices(request, {
    services: seated ? ['DINE_IN'] : plan.service.types,
    defaultService: channel === 'telegram' ? homeSetting?.defaultTelegramDeliveryType : homeSetting?.defaultWebSiteDeliveryType,
    payments: plan.payment.methods,
    branches: branches.data ?? null,
    lines: resolved,
    now: hydrated ? new Date() : null,
    savedAddresses: saved.data ?? null,
  });
  // A receiver still being typed is said at its field; the order is priced without it meanwhile.
  const receiverProblem = plan.features.receiver && !seated ? checkReceiver(request.receiver) : null;
  const asChosen = receiverProblem ? { ...choices.priced, receiver: null } : choices.priced;
  const priced = seated && seatedBranch ? { ...asChosen, branch: seatedBranch } : asChosen;
  const submission = view && view.flagged === 0 ? submissionOf(priced, lines) : null;
  const quote = useOrderQuote(hydrated ? submission : null);
  // An answer for another request (kept while the new one comes) says nothing about this one's problems.
  const answer = submission ? quote.data : undefined;
  const quoteError = quote.error && isApiError(quote.error) ? quote.error : null;
  const serverProblems = quotedProblems(answer);
  // A promo that does not apply does not block: the quote priced the order without it.
  const promoRefusal = serverProblems.find((p) => problemField(p.key) === 'promo') ?? null;
  const promoProblem = promoRefusal ? orderMessageText(promoRefusal, language) : null;
  const otherProblem = quoteError ? quoteError.description[language] : null;

  // The bill keeps the last good totals while the order as it stands cannot be priced.
  const totals = answer?.totals ?? null;
  if (totals && totals !== lastTotals) setLastTotals(totals);
  const shownTotals = totals ?? lastTotals;

  const deliveryBranch =
    (branches.data ?? []).find((b) => b.isMain && branchServes(b, 'DELIVERY')) ?? (branches.data ?? []).find((b) => branchServes(b, 'DELIVERY'));
  // "Later" always offers days: before delivery is priced, from the brand's main delivering branch.
  const scheduleBranchId = choices.serviceType === 'DELIVERY' ? (answer?.branch?.id ?? deliveryBranch?.id) : priced.branch?.id;
  const scheduleBranch: Branch | null = branches.data?.find((b) => b.id === scheduleBranchId) ?? null;
  const setting = useOrderSetting(scheduleBranch?.cityId);
  const schedule =
    scheduleBranch && hydrated && request.later
      ? orderSchedule(scheduleBranch, new Date(), {
          preparation: preparationMinutes(resolved.map((l) => l.product)),
          daysAhead: setting.data?.scheduleDaysAhead,
        })
      : [];

  // The note a cash order is paid with is checked against the total here; the quote leaves it out, so typing it asks nothing.
  const changeProblem = totals ? checkChangeFrom(choices.paymentType, request.changeFrom, totals.totalPrice) : null;

  // Every problem, once, at its field and beside the button, the one the shopper can act on first.
  const delivery = choices.serviceType === 'DELIVERY';
  const localProblems: (OrderProblem | null)[] = [
    delivery ? checkAddressPoint(priced.address) : null,
    delivery ? checkAddressNamed(priced.address) : null,
    !delivery && !seated && branches.data && choices.branchOptions.length === 0 ? problem('noBranchForBasket') : null,
    choices.serviceType === 'DINE_IN' && !seated && !request.tableId?.trim() ? problem('tableRequired') : null,
    receiverProblem,
    laterTimeMissing(request) ? problem('scheduleRequired') : null,
    changeProblem,
  ];
  const blockers: ShownProblem[] = orderBlockers([...localProblems, ...serverProblems]).map((p) => ({
    problem: p,
    field: problemField(p.key),
    text: orderMessageText(p, language),
  }));
  const problemAt = (field: CheckoutField) => blockers.find((b) => b.field === field)?.text ?? null;

  // What the shopper typed for the address is kept with it, when they agree (issue 31).
  const addressKeep = signedIn && hydrated ? addressToKeep(priced, saved.data ?? []) : null;
  const [keepAddress, setKeepAddress] = useState(true);
  const createAddress = useCreateAddress();
  const updateAddress = useUpdateAddress();
  const keepTheAddress = () => {
    if (!addressKeep || !keepAddress) return;
    if (addressKeep.kind === 'create') createAddress.mutate(addressKeep.address);
    else updateAddress.mutate({ id: addressKeep.id, address: addressKeep.address });
  };

  const place = () => {
    if (!submission || !totals || blockers.length > 0 || placing.isPending || payment.paying) return;
    const { scheduled, ...rest } = submission;
    const totalPrice = totals.totalPrice;
    // Order first, then payment (docs/decisions/018-payments.md): an online order is placed unpaid, then paid.
    const paysOnline = initialPaymentState(rest.paymentType, totalPrice) === 'PENDING';
    const card = rest.paymentType === 'PAYME' ? cardId : null;
    setNotice(null);
    placing.mutate(
      {
        // A promo the quote refused is left out: the order is placed at the price shown.
        submission: { ...rest, promoCode: promoRefusal ? null : rest.promoCode, changeFrom: changeFromOf(rest.paymentType, request.changeFrom), totalPrice },
        scheduled: !!scheduled,
        key: crypto.randomUUID(),
      },
      {
        onSuccess: (order) => {
          keepTheAddress();
          orderLines.placed();
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
      },
    );
  };

  const busy = placing.isPending || payment.paying;
  const canPlace = !!submission && !!totals && !quote.isFetching && !quoteError && !busy && blockers.length === 0;
  const loading = !hydrated || overalls.isPending || branches.isPending;
  const formShown = !placed && !loading && lines.length > 0 && !!view && !branches.error && view.flagged === 0;
  const placeLabel = payment.paying
    ? t('payment.paying')
    : placing.isPending
      ? t('order.placing')
      : totals
        ? `${t('order.place')} · ${formatMoney(totals.totalPrice, language)}`
        : t('order.place');
  // In the Telegram mini app the MainButton places the order and this page's own button hides.
  const hostShowsPlace = useMainAction(formShown ? { label: placeLabel, enabled: canPlace, busy, run: place } : null);

  return {
    request: choices.request,
    update,
    choices,
    addressKeeping: addressKeep ? { kind: addressKeep.kind, on: keepAddress, set: setKeepAddress } : null,
    schedule,
    /** What keeps the form from showing: still loading, nothing to order, a failed load, lines that need a look. */
    loading,
    empty: lines.length === 0,
    /** Buying one item alone (the basket stays): the way to order the basket instead. */
    alone:
      orderLines.alone && view?.lines[0]?.product
        ? {
            name: pickText(view.lines[0].product.name, language, plan.languages.fallback),
            count: view.lines[0].line.count,
            orderBasket: orderLines.orderBasket,
          }
        : null,
    failure:
      !view || branches.error
        ? {
            error: overalls.error ?? branches.error,
            retry: () => {
              void overalls.refetch();
              void branches.refetch();
            },
          }
        : null,
    flagged: !!view && view.flagged > 0,
    /** The server's price of the order as chosen, or why it would be refused. */
    quote: {
      /** The totals shown: this order's, else the last good ones (`stale`). */
      totals: shownTotals,
      stale: !totals && !!shownTotals,
      promo: answer?.promo ?? null,
      pricing: !!submission && quote.isFetching,
      promoProblem,
      problem: otherProblem,
      freeDeliveryAbove: answer?.freeDeliveryAbove ?? null,
    },
    /** What keeps the order from being placed, most actionable first; `problemAt` the text of a field's. */
    blockers,
    problemAt,
    /** The table the shopper sits at: the order is dine-in there. */
    seated,
    signedIn,
    savedAddresses: saved.data ?? [],
    placed,
    notice,
    place,
    canPlace,
    placing: busy,
    placeLabel,
    hostShowsPlace,
    /** The order is placed and the shopper is on the way to pay it (the basket is already empty). */
    leaving: payment.paying,
    /** Cash: why the note named cannot pay the order. Payme: the saved card chosen to pay with. */
    changeProblem,
    card: { id: cardId, choose: setCardId },
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
