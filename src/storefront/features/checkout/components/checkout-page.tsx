import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Branch } from '#schemas/entities';
import type { Address, OrderRequest } from '#schemas/order-entities';
import type { OrderQuote } from '#schemas/order-endpoints';
import type { ServiceType } from '#schemas/common';
import { formatMoney } from '#domain/pricing';
import { autoAddressId, freshOrderRequest } from '#domain/order-request';
import { branchesForBasket } from '#domain/basket-branch';
import { orderSchedule, preparationMinutes } from '#domain/order-time';
import { orderMessageText } from '#domain/order-messages';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { StateMessage } from '#storefront/components/ui/state-message.tsx';
import { Skeleton } from '#storefront/components/ui/skeleton.tsx';
import { asKey, useT } from '#storefront/i18n/use-t.ts';
import { useOrderTexts } from '#storefront/i18n/use-order-texts.ts';
import { useCartTexts } from '#storefront/i18n/use-cart-texts.ts';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { isApiError, toApiError } from '#storefront/lib/api-error.ts';
import { paths } from '#storefront/lib/paths.ts';
import { notify } from '#storefront/lib/toasts.ts';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import { useHydrated } from '#storefront/lib/use-hydrated.ts';
import { useSession } from '#storefront/lib/session.ts';
import { useMainAction } from '#storefront/lib/main-action.ts';
import { useBranches } from '#storefront/features/branches/api/get-branches.ts';
import { useBasketView } from '#storefront/features/basket/use-basket-view.ts';
import { useOrderRequest } from '#storefront/lib/order-request-store.ts';
import { submissionOf } from '../submission.ts';
import { dayLabel } from '#domain/order-dates';
import { useOrderQuote, usePlaceOrder } from '../api/order-calls.ts';
import { useSavedAddresses } from '#storefront/features/addresses/api/addresses.ts';
import { useOrderSetting } from '../api/get-order-setting.ts';
import '#storefront/components/ui/forms.css';

/** Payment types offered until online payments arrive (issue: cash and terminal only). */

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <fieldset className="checkout__section">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

function TextField({ label, value, onChange, maxLength, type = 'text', inputMode, multiline = false }: {
  readonly label: string; readonly value: string | null | undefined; readonly onChange: (v: string) => void;
  readonly maxLength: number; readonly type?: string; readonly inputMode?: 'numeric' | 'tel' | 'text'; readonly multiline?: boolean;
}) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      {multiline ? (
        <textarea className="field__input" value={value ?? ''} maxLength={maxLength} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input className="field__input" type={type} inputMode={inputMode} value={value ?? ''} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />
      )}
    </label>
  );
}

function Choice({ name, checked, onChange, children, hint }: {
  readonly name: string; readonly checked: boolean; readonly onChange: () => void; readonly children: ReactNode; readonly hint?: string | null;
}) {
  return (
    <label className="choice">
      <input type="radio" name={name} checked={checked} onChange={onChange} />
      <span className="choice__text">{children}{hint ? <span className="choice__hint">{hint}</span> : null}</span>
    </label>
  );
}

/** The delivery address: saved ones, the current position, and the details the courier needs. */
function DeliveryAddress({ request, update, signedIn }: {
  readonly request: OrderRequest; readonly update: (change: (r: OrderRequest) => OrderRequest) => void; readonly signedIn: boolean;
}) {
  const { t } = useT();
  const saved = useSavedAddresses(signedIn);
  const [locating, setLocating] = useState<'idle' | 'asking' | 'denied'>('idle');
  const address = request.address;
  // Asked only when the shopper asks, and fresh each time: they may have moved since.
  const locate = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setLocating('denied');
      return;
    }
    setLocating('asking');
    navigator.geolocation.getCurrentPosition(
      ({ coords: { latitude, longitude } }) => {
        setLocating('idle');
        update((r) => ({ ...r, address: { id: autoAddressId(`${latitude},${longitude}`), type: r.addressType ?? 'HOUSE', latitude, longitude, name: null } }));
      },
      () => setLocating('denied'),
      { maximumAge: 0, timeout: 15_000 },
    );
  };

  const choose = (a: Address) => update((r) => ({ ...r, address: a, addressType: a.type ?? r.addressType, office: a.office ?? r.office, domophone: a.domophone ?? r.domophone, entrance: a.entrance ?? r.entrance, floor: a.floor ?? r.floor }));
  const label = (a: Address) => [a.name, a.streetName, a.houseNumber].filter(Boolean).join(', ') || `${a.latitude?.toFixed(5)}, ${a.longitude?.toFixed(5)}`;
  const current = address && address.latitude != null && address.longitude != null && address.id?.startsWith('auto-')
    ? t('order.myLocation', { lat: address.latitude.toFixed(5), lng: address.longitude.toFixed(5) }) : null;

  return (
    <Section title={t('order.address')}>
      {(saved.data?.length ?? 0) > 0 ? (
        <div className="choices choices--column" role="radiogroup" aria-label={t('order.savedAddresses')}>
          {saved.data!.map((a) => (
            <Choice key={a.id} name="saved-address" checked={address?.id === a.id} onChange={() => choose(a)}>{label(a)}</Choice>
          ))}
        </div>
      ) : null}
      {current ? <p className="checkout__message">{current}</p> : !address ? <p className="field__hint">{t('order.noAddress')}</p> : null}
      <div className="checkout__row">
        <button type="button" className="button" onClick={locate} disabled={locating === 'asking'}>
          {locating === 'asking' ? t('order.locating') : t('order.useLocation')}
        </button>
        <Link className="button button--link" to={`${paths.addressDelivery}?back=${encodeURIComponent(paths.checkout)}`}>{t('order.chooseOnMap')}</Link>
        {signedIn ? <Link className="button button--link" to={`${paths.profileAddressCreate}?back=${encodeURIComponent(paths.checkout)}`}>{t('order.addAddress')}</Link> : null}
      </div>
      {locating === 'denied' ? <p className="field__error" role="alert">{t('branches.geolocationDenied')}</p> : null}
      <div className="choices" role="radiogroup" aria-label={t('order.addressType')}>
        {(['HOUSE', 'APARTMENT'] as const).map((type) => (
          <Choice key={type} name="address-type" checked={(request.addressType ?? 'HOUSE') === type} onChange={() => update((r) => ({ ...r, addressType: type }))}>
            {t(asKey(`order.addressTypes.${type}`))}
          </Choice>
        ))}
      </div>
      {address ? (
        <TextField label={t('order.street')} value={address.streetName} maxLength={200} onChange={(v) => update((r) => ({ ...r, address: r.address ? { ...r.address, streetName: v } : r.address }))} />
      ) : null}
      <div className="checkout__grid">
        {(request.addressType ?? 'HOUSE') === 'APARTMENT' ? (
          <>
            <TextField label={t('order.entrance')} value={request.entrance} maxLength={20} onChange={(v) => update((r) => ({ ...r, entrance: v }))} />
            <TextField label={t('order.floor')} value={request.floor} maxLength={20} inputMode="numeric" onChange={(v) => update((r) => ({ ...r, floor: v }))} />
            <TextField label={t('order.office')} value={request.office} maxLength={20} onChange={(v) => update((r) => ({ ...r, office: v }))} />
            <TextField label={t('order.domophone')} value={request.domophone} maxLength={20} onChange={(v) => update((r) => ({ ...r, domophone: v }))} />
          </>
        ) : (
          <TextField label={t('order.office')} value={request.office} maxLength={20} onChange={(v) => update((r) => ({ ...r, office: v }))} />
        )}
      </div>
    </Section>
  );
}

function Summary({ quote }: { readonly quote: OrderQuote['totals'] }) {
  const { t, language } = useT();
  const money = (n: number) => formatMoney(n, language);
  const rows: [string, number, boolean?][] = [
    [t('order.products'), quote.productPrice],
    [t('order.discount'), -quote.productDiscount],
    [t('order.promoDiscount'), -quote.promoDiscount],
    [t('order.delivery'), quote.deliveryPrice],
    [t('order.deliveryDiscount'), -quote.deliveryDiscount],
    [t('order.serviceFee'), quote.servicePrice],
    [t('order.cashbackUsed'), -quote.cashback],
  ];
  return (
    <dl className="summary">
      {rows.filter(([, value], i) => i === 0 || value !== 0).map(([label, value]) => (
        <div key={label} className="summary__row"><dt>{label}</dt><dd>{value < 0 ? `−${money(-value)}` : money(value)}</dd></div>
      ))}
      <div className="summary__row summary__row--total"><dt>{t('order.toPay')}</dt><dd data-testid="order-total">{money(quote.totalPrice)}</dd></div>
    </dl>
  );
}

interface Placed {
  readonly id: string;
  readonly number: number | null;
}

function Confirmation({ placed }: { readonly placed: Placed }) {
  const { t, language } = useT();
  const plan = usePlan();
  const orderPage = plan.routes.some((r) => r.id === 'profileOrderDetail');
  return (
    <div className="confirmation" role="status">
      <h1 className="page-title">{orderMessageText({ key: 'orderConfirmedTitle' }, language)}</h1>
      <p>{orderMessageText({ key: 'orderConfirmed' }, language)}</p>
      {placed.number !== null ? <p className="checkout__message">{t('order.confirmedNumber', { number: placed.number })}</p> : null}
      {orderPage ? <Link className="button button--primary" to={paths.profileOrder(placed.id)}>{t('order.toOrder')}</Link> : null}
      <Link className="button" to={paths.home}>{t('order.toMenu')}</Link>
    </div>
  );
}

/**
 * Checkout (SPEC 5): how the order is received, where and when, promo, cashback, payment and
 * comments; the price is the server's quote of exactly this order, and placing sends it with a
 * fresh Idempotency-Key per attempt, the shown total included. Everything chosen is kept in the
 * session's order request, so a reload or a detour keeps it.
 */
export function CheckoutPage() {
  useOrderTexts();
  useCartTexts();
  const { t, language } = useT();
  const plan = usePlan();
  const text = useLocalized();
  const hydrated = useHydrated();
  const session = useSession();
  const { request, update } = useOrderRequest();
  const { basket, view, overalls } = useBasketView();
  const branches = useBranches();
  const [promoInput, setPromoInput] = useState<string | null>(null);
  const [placed, setPlaced] = useState<Placed | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const placing = usePlaceOrder();

  const services = plan.service.types.filter((s): s is Extract<ServiceType, 'DELIVERY' | 'PICK_UP' | 'DINE_IN'> => s === 'DELIVERY' || s === 'PICK_UP' || s === 'DINE_IN');
  const payments = plan.payment.methods;
  const serviceType = services.includes(request.serviceType) ? request.serviceType : services[0] ?? null;
  const paymentType = request.paymentType && payments.includes(request.paymentType) ? request.paymentType : payments[0] ?? null;
  const effective: OrderRequest = { ...request, serviceType: serviceType ?? request.serviceType, paymentType };

  // Cheap to work out on each render; the quote's key is compared by value, not identity.
  const resolved = view?.lines.flatMap((l) => (l.resolved ? [l.resolved] : [])) ?? [];
  const branchOptions = serviceType && serviceType !== 'DELIVERY' && branches.data ? branchesForBasket(branches.data, resolved, { serviceType }) : [];
  // A chosen branch that no longer fits the basket or the service is not kept.
  const branch = effective.branch && branchOptions.some((b) => b.id === effective.branch!.id) ? effective.branch : branchOptions[0] ?? null;
  const priced: OrderRequest = { ...effective, branch: serviceType === 'DELIVERY' ? effective.branch : branch };
  const submission = view && view.flagged === 0 ? submissionOf(priced, basket.lines) : null;
  const quote = useOrderQuote(hydrated ? submission : null);
  const quoteError = quote.error && isApiError(quote.error) ? quote.error : null;

  const scheduleBranchId = serviceType === 'DELIVERY' ? quote.data?.branch.id : branch?.id;
  const scheduleBranch: Branch | null = branches.data?.find((b) => b.id === scheduleBranchId) ?? null;
  const setting = useOrderSetting(scheduleBranch?.cityId);
  const schedule = scheduleBranch && hydrated && request.later
    ? orderSchedule(scheduleBranch, new Date(), { preparation: preparationMinutes(resolved.map((l) => l.product)), daysAhead: setting.data?.scheduleDaysAhead })
    : [];

  const place = () => {
    if (!submission || !quote.data || placing.isPending) return;
    const { scheduled, ...rest } = submission;
    setNotice(null);
    placing.mutate({ submission: { ...rest, totalPrice: quote.data.totals.totalPrice }, scheduled: !!scheduled, key: crypto.randomUUID() }, {
      onSuccess: (order) => {
        basket.clear();
        update((r) => freshOrderRequest(r));
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

  const timeMissing = !!request.later && (!request.day || !request.time);
  const canPlace = !!submission && !!quote.data && !quote.isFetching && !quoteError && !placing.isPending && !timeMissing;
  const formShown = !placed && hydrated && !overalls.isPending && !branches.isPending && basket.lines.length > 0 && !!view && !branches.error && view.flagged === 0;
  const placeLabel = placing.isPending ? t('order.placing') : quote.data ? `${t('order.place')} · ${formatMoney(quote.data.totals.totalPrice, language)}` : t('order.place');
  // In the Telegram mini app the MainButton places the order and this page's own button hides.
  const hostShowsPlace = useMainAction(formShown ? { label: placeLabel, enabled: canPlace, busy: placing.isPending, run: place } : null);

  if (placed) return <Confirmation placed={placed} />;
  if (!hydrated || overalls.isPending || branches.isPending) {
    return (
      <div className="checkout" aria-busy="true">
        <h1 className="page-title">{t('nav.checkout')}</h1>
        <Skeleton className="skeleton--paragraph" />
        <Skeleton className="skeleton--paragraph" />
      </div>
    );
  }
  if (basket.lines.length === 0) {
    return <StateMessage headingLevel={1} title={t('basket.empty')} text={t('basket.emptyHint')} action={<Link className="button button--primary" to={paths.home}>{t('basket.toMenu')}</Link>} />;
  }
  if (!view || branches.error) {
    return <LoadState headingLevel={1} error={overalls.error ?? branches.error} retry={() => { void overalls.refetch(); void branches.refetch(); }} />;
  }
  if (view.flagged > 0) {
    return <StateMessage headingLevel={1} tone="error" title={t('cart.flagged')} action={<Link className="button button--primary" to={paths.basket}>{t('cart.basketTitle')}</Link>} />;
  }

  const promoText = promoInput ?? request.promoCode ?? '';
  const appliedPromo = quote.data?.promo ?? null;
  const promoProblem = quoteError?.problem?.startsWith('promo') ? quoteError.description[language] : null;
  const otherProblem = quoteError && !promoProblem ? quoteError.description[language] : null;
  const balance = session.user?.cashback ?? 0;

  return (
    <form className="checkout" onSubmit={(e) => { e.preventDefault(); place(); }} noValidate>
      <h1 className="page-title">{t('nav.checkout')}</h1>

      {services.length > 1 ? (
        <Section title={t('order.service')}>
          <div className="choices" role="radiogroup" aria-label={t('order.service')}>
            {services.map((s) => (
              <Choice key={s} name="service" checked={serviceType === s} onChange={() => update((r) => ({ ...r, serviceType: s }))}>
                {t(asKey(`order.serviceType.${s}`))}
              </Choice>
            ))}
          </div>
        </Section>
      ) : null}

      {serviceType === 'DELIVERY' ? <DeliveryAddress request={effective} update={update} signedIn={session.status === 'signed-in'} /> : null}

      {serviceType === 'PICK_UP' || serviceType === 'DINE_IN' ? (
        <Section title={t('order.branch')}>
          {branchOptions.length === 0 ? <p className="field__error" role="alert">{t('order.noBranch')}</p> : (
            <div className="choices choices--column" role="radiogroup" aria-label={t('order.branch')}>
              {branchOptions.map((b) => (
                <Choice key={b.id} name="branch" checked={branch?.id === b.id} onChange={() => update((r) => ({ ...r, branch: b }))} hint={b.address ?? null}>
                  {text(b.name)}
                </Choice>
              ))}
            </div>
          )}
          {serviceType === 'PICK_UP' ? <Link className="button button--link" to={`${paths.addressPickup}?back=${encodeURIComponent(paths.checkout)}`}>{t('order.chooseBranchOnMap')}</Link> : null}
          {serviceType === 'DINE_IN' ? (
            <TextField label={t('order.table')} value={request.tableId} maxLength={20} inputMode="numeric" onChange={(v) => update((r) => ({ ...r, tableId: v }))} />
          ) : null}
        </Section>
      ) : null}

      <Section title={t('order.when')}>
        <div className="choices" role="radiogroup" aria-label={t('order.when')}>
          <Choice name="when" checked={!request.later} onChange={() => update((r) => ({ ...r, later: false }))}>{t('order.now')}</Choice>
          <Choice name="when" checked={!!request.later} onChange={() => update((r) => ({ ...r, later: true }))}>{t('order.later')}</Choice>
        </div>
        {request.later ? (
          <div className="checkout__row">
            <label className="field">
              <span className="field__label">{t('order.day')}</span>
              <select className="field__input" value={request.day ?? ''} onChange={(e) => update((r) => ({ ...r, day: e.target.value || null, time: null }))}>
                <option value="">—</option>
                {schedule.map((d) => <option key={d.date} value={d.date} disabled={d.slots.length === 0}>{dayLabel(d.date, language)}</option>)}
              </select>
            </label>
            <label className="field">
              <span className="field__label">{t('order.time')}</span>
              <select className="field__input" value={request.time ?? ''} onChange={(e) => update((r) => ({ ...r, time: e.target.value || null }))} disabled={!request.day}>
                <option value="">—</option>
                {(schedule.find((d) => d.date === request.day)?.slots ?? []).map((slot) => <option key={slot} value={slot}>{slot}</option>)}
              </select>
            </label>
          </div>
        ) : null}
        {request.later && request.day && (schedule.find((d) => d.date === request.day)?.slots.length ?? 0) === 0 ? <p className="field__hint">{t('order.noSlots')}</p> : null}
      </Section>

      {plan.features.promo ? (
        <Section title={t('order.promo')}>
          <div className="checkout__row">
            <label className="field">
              <span className="field__label">{t('order.promo')}</span>
              <input className="field__input" value={promoText} maxLength={64} autoCapitalize="characters" aria-invalid={promoProblem ? true : undefined}
                onChange={(e) => setPromoInput(e.target.value)} />
            </label>
            <button type="button" className="button" onClick={() => update((r) => ({ ...r, promoCode: promoText.trim() || null }))}>{t('order.apply')}</button>
            {request.promoCode ? (
              <button type="button" className="button button--link" onClick={() => { setPromoInput(''); update((r) => ({ ...r, promoCode: null })); }}>{t('order.removePromo')}</button>
            ) : null}
          </div>
          {promoProblem ? <p className="field__error" role="alert">{promoProblem}</p> : null}
          {appliedPromo && !promoProblem ? <p className="checkout__message checkout__message--ok" role="status">{appliedPromo.message[language]}</p> : null}
        </Section>
      ) : null}

      {plan.features.cashback && balance > 0 ? (
        <Section title={t('order.cashback')}>
          <p className="field__hint">{t('order.cashbackBalance', { value: formatMoney(balance, language) })}</p>
          <TextField label={t('order.cashback')} value={request.cashback ? String(request.cashback) : ''} maxLength={12} inputMode="numeric"
            onChange={(v) => update((r) => ({ ...r, cashback: Math.min(balance, Number(v.replace(/\D/g, '')) || 0) || null }))} />
        </Section>
      ) : null}

      <Section title={t('order.payment')}>
        <div className="choices" role="radiogroup" aria-label={t('order.payment')}>
          {payments.map((m) => (
            <Choice key={m} name="payment" checked={paymentType === m} onChange={() => update((r) => ({ ...r, paymentType: m }))}>
              {t(asKey(`order.paymentType.${m}`))}
            </Choice>
          ))}
        </div>
      </Section>

      <Section title={t('order.comment')}>
        <TextField label={t('order.comment')} value={request.comment} maxLength={500} multiline onChange={(v) => update((r) => ({ ...r, comment: v }))} />
        <TextField label={t('order.chequePhone')} value={request.sendChequePhone} maxLength={32} type="tel" inputMode="tel" onChange={(v) => update((r) => ({ ...r, sendChequePhone: v }))} />
      </Section>

      <section className="checkout__section" aria-labelledby="checkout-summary">
        <h2 id="checkout-summary" className="checkout__title">{t('order.summary')}</h2>
        {quote.data ? <Summary quote={quote.data.totals} /> : submission && quote.isFetching ? <p aria-live="polite">{t('order.pricing')}</p> : null}
        {otherProblem ? <p className="field__error" role="alert">{otherProblem}</p> : null}
      </section>

      <div className="checkout__place">
        {notice ? <p className="field__error" role="alert">{notice}</p> : null}
        {hostShowsPlace ? null : (
          <button type="submit" className="button button--primary button--block" disabled={!canPlace} aria-disabled={placing.isPending || undefined}>
            {placeLabel}
          </button>
        )}
      </div>
    </form>
  );
}
