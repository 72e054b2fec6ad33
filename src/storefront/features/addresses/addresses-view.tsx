import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Address } from '#schemas/order-entities';
import { checkAddressNamed } from '#domain/checkout-blockers';
import { addressInWords, withSavedAddress } from '#domain/order-address';
import { orderMessageText } from '#domain/order-messages';
import { withChosenService } from '#domain/order-choices';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { StateMessage } from '#storefront/components/ui/state-message.tsx';
import { Skeleton } from '#storefront/components/ui/skeleton.tsx';
import { asKey, useT } from '#storefront/i18n/use-t.ts';
import { useOrderTexts } from '#storefront/i18n/use-order-texts.ts';
import { useBrand } from '#storefront/lib/app-context.tsx';
import { toApiError } from '#storefront/lib/api-error.ts';
import { paths } from '#storefront/lib/paths.ts';
import { notify } from '#storefront/lib/toasts.ts';
import { useHydrated } from '#storefront/lib/use-hydrated.ts';
import { useSession } from '#storefront/lib/session.ts';
import { updateOrderRequest } from '#storefront/lib/order-request-store.ts';
import { useNearestBranchId } from '#storefront/lib/nearest-branch-store.ts';
import { useBranches } from '#storefront/features/branches/api/get-branches.ts';
import { useCreateAddress, useDeleteAddress, useSavedAddresses } from './api/addresses.ts';
import { pointOfParams } from './point-params.ts';
import { addressDraftStore, type AddressDraftText } from './address-draft-store.ts';
import '#storefront/components/ui/forms.css';

/** Where a form or a choice returns to: a `back` path of this site, else the default. */
function useBack(fallback: string): string {
  const [params] = useSearchParams();
  const back = params.get('back');
  return back && back.startsWith('/') && !back.startsWith('//') ? back : fallback;
}

function SavedList({ onChoose }: { readonly onChoose?: (a: Address) => void }) {
  const { t, language } = useT();
  const session = useSession();
  const saved = useSavedAddresses(session.status === 'signed-in');
  const remove = useDeleteAddress();
  const [confirming, setConfirming] = useState<string | null>(null);
  if (saved.isPending || saved.error) return <LoadState pending={saved.isPending} lines={2} error={saved.error} retry={saved.refetch} />;
  if (saved.data.length === 0) return <StateMessage title={t('order.noSaved')} />;
  return (
    <ul className="orders__list">
      {saved.data.map((a) => (
        <li key={a.id} className="order-row">
          <div className="order-row__link">
            <span className="order-row__head">
              <strong>{addressInWords(a) || t('order.mapPoint')}</strong>
              <span className="badge">{t(asKey(`order.addressTypes.${a.type ?? 'HOUSE'}`))}</span>
            </span>
            <span className="checkout__row">
              {onChoose ? (
                <button type="button" className="button button--primary" onClick={() => onChoose(a)}>
                  {t('order.chooseAddressTitle')}
                </button>
              ) : null}
              {confirming === a.id ? (
                <span role="alertdialog" aria-label={t('order.deleteConfirm')} className="checkout__row">
                  <span>{t('order.deleteConfirm')}</span>
                  <button
                    type="button"
                    className="button button--danger"
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(a.id!, {
                        onSuccess: () => {
                          setConfirming(null);
                          notify('success', t('order.deletedAddress'));
                        },
                        onError: (error) => {
                          setConfirming(null);
                          notify('error', toApiError(error).description[language]);
                        },
                      })
                    }
                  >
                    {t('order.deleteYes')}
                  </button>
                  <button type="button" className="button" onClick={() => setConfirming(null)}>
                    {t('order.deleteNo')}
                  </button>
                </span>
              ) : (
                <button type="button" className="button button--link button--danger-text" onClick={() => setConfirming(a.id ?? null)}>
                  {t('order.deleteAddress')}
                </button>
              )}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /profile/address: the shopper's saved addresses. */
export function AddressesView() {
  useOrderTexts();
  const { t } = useT();
  const hydrated = useHydrated();
  return (
    <div className="orders">
      <h1 className="page-title">{t('order.addressesTitle')}</h1>
      {hydrated ? <SavedList /> : <Skeleton className="skeleton--paragraph" />}
      <Link className="button button--primary button--block" to={paths.profileAddressCreate}>
        {t('order.addAddress')}
      </Link>
    </div>
  );
}

/** A saved address becomes the order's delivery address, with its details. */
function chooseForOrder(merchantId: string, a: Address): void {
  updateOrderRequest(merchantId, (r) => withSavedAddress(withChosenService(r, 'DELIVERY'), a));
}

/** /choose-address: a saved address becomes the order's, then back to checkout. */
export function ChooseAddressView() {
  useOrderTexts();
  const { t } = useT();
  const { merchantId } = useBrand();
  const navigate = useNavigate();
  const back = useBack(paths.checkout);
  const hydrated = useHydrated();
  const choose = (a: Address) => {
    chooseForOrder(merchantId, a);
    void navigate(back);
  };
  return (
    <div className="orders">
      <h1 className="page-title">{t('order.chooseAddressTitle')}</h1>
      {hydrated ? <SavedList onChoose={choose} /> : <Skeleton className="skeleton--paragraph" />}
      <Link className="button button--block" to={`${paths.profileAddressCreate}?back=${encodeURIComponent(paths.chooseAddress)}`}>
        {t('order.addAddress')}
      </Link>
    </div>
  );
}

function Field({
  label,
  name,
  value,
  onChange,
  maxLength,
  inputMode,
}: {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (v: string) => void;
  readonly maxLength: number;
  readonly inputMode?: 'numeric' | 'text';
}) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input className="field__input" name={name} value={value} maxLength={maxLength} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

/**
 * /profile/address/create: a new saved address at the shopper's position or at the point chosen
 * on the map (/address/delivery passes it as `lat` and `lng`), with its details, which the trip
 * to the map keeps. Coming from the checkout, the saved address becomes the order's.
 */
export function CreateAddressView() {
  useOrderTexts();
  const { t, language } = useT();
  const navigate = useNavigate();
  const { merchantId } = useBrand();
  const [params] = useSearchParams();
  const back = useBack(paths.profileAddress);
  const create = useCreateAddress();
  const [point, setPoint] = useState<{ latitude: number; longitude: number } | null>(() => pointOfParams(params));
  const [locating, setLocating] = useState<'idle' | 'asking' | 'denied'>('idle');
  const [unnamed, setUnnamed] = useState(false);
  // Saved without a point, the address keeps the city of the shopper's branch.
  const branches = useBranches();
  const chosenBranchId = useNearestBranchId();
  const shopperCityId = branches.data?.find((b) => b.id === chosenBranchId)?.cityId ?? null;
  // What is typed lives in the brand's draft, so a trip to the map and back keeps it.
  const drafts = addressDraftStore(merchantId);
  const form = useStore(drafts, (state) => state.draft);
  useEffect(() => {
    void drafts.persist.rehydrate();
  }, [drafts]);
  const set = (key: AddressDraftText) => (value: string) => {
    setUnnamed(false);
    drafts.getState().change({ [key]: value });
  };

  const locate = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return setLocating('denied');
    setLocating('asking');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating('idle');
        setPoint({ latitude: coords.latitude, longitude: coords.longitude });
      },
      () => setLocating('denied'),
      { maximumAge: 0, timeout: 15_000 },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A street or a name, as the server asks; the point may wait (typed without the map).
    if (checkAddressNamed({ name: form.name, streetName: form.streetName })) return setUnnamed(true);
    const text = (v: string) => v.trim() || null;
    create.mutate(
      {
        ...(point ?? { cityId: shopperCityId }),
        type: form.type,
        name: text(form.name),
        streetName: text(form.streetName),
        houseNumber: text(form.houseNumber),
        entrance: text(form.entrance),
        floor: text(form.floor),
        office: text(form.office),
        domophone: text(form.domophone),
        comment: text(form.comment),
      },
      {
        onSuccess: (saved) => {
          notify('success', t('order.savedAddress'));
          drafts.getState().clear();
          if (back === paths.checkout) chooseForOrder(merchantId, saved);
          void navigate(back);
        },
      },
    );
  };
  return (
    <form className="checkout" onSubmit={submit} noValidate>
      <h1 className="page-title">{t('order.addAddress')}</h1>
      <fieldset className="checkout__section">
        <legend>{t('order.address')}</legend>
        {point ? <p className="checkout__message">{t('order.myLocation')}</p> : null}
        <div className="checkout__row">
          <button type="button" className="button" onClick={locate} disabled={locating === 'asking'}>
            {locating === 'asking' ? t('order.locating') : t('order.useLocation')}
          </button>
          <Link
            className="button button--link"
            to={`${paths.addressDelivery}?${new URLSearchParams({ ...(point ? { lat: String(point.latitude), lng: String(point.longitude) } : {}), back })}`}
          >
            {t('order.chooseOnMap')}
          </Link>
        </div>
        {locating === 'denied' ? (
          <p className="field__error" role="alert">
            {t('branches.geolocationDenied')}
          </p>
        ) : null}
        {point ? null : <p className="field__hint">{t('order.withoutPoint')}</p>}
        {unnamed ? (
          <p className="field__error" role="alert">
            {orderMessageText({ key: 'addressStreetRequired' }, language)}
          </p>
        ) : null}
        <div className="choices" role="radiogroup" aria-label={t('order.addressType')}>
          {(['HOUSE', 'APARTMENT'] as const).map((type) => (
            <label key={type} className="choice">
              <input type="radio" name="type" checked={form.type === type} onChange={() => drafts.getState().change({ type })} />
              <span className="choice__text">{t(asKey(`order.addressTypes.${type}`))}</span>
            </label>
          ))}
        </div>
        <Field label={t('order.addressName')} name="name" value={form.name} onChange={set('name')} maxLength={100} />
        <div className="checkout__grid">
          <Field label={t('order.street')} name="streetName" value={form.streetName} onChange={set('streetName')} maxLength={200} />
          <Field label={t('order.houseNumber')} name="houseNumber" value={form.houseNumber} onChange={set('houseNumber')} maxLength={20} />
          {form.type === 'APARTMENT' ? (
            <>
              <Field label={t('order.entrance')} name="entrance" value={form.entrance} onChange={set('entrance')} maxLength={20} />
              <Field label={t('order.floor')} name="floor" value={form.floor} onChange={set('floor')} maxLength={20} inputMode="numeric" />
              <Field label={t('order.domophone')} name="domophone" value={form.domophone} onChange={set('domophone')} maxLength={20} />
            </>
          ) : null}
          <Field
            label={t(form.type === 'APARTMENT' ? 'order.flat' : 'order.office')}
            name="office"
            value={form.office}
            onChange={set('office')}
            maxLength={20}
          />
        </div>
        <Field label={t('order.addressComment')} name="comment" value={form.comment} onChange={set('comment')} maxLength={500} />
      </fieldset>
      {create.error ? (
        <p className="field__error" role="alert">
          {toApiError(create.error).description[language]}
        </p>
      ) : null}
      <div className="checkout__place">
        <button type="submit" className="button button--primary button--block" disabled={create.isPending}>
          {t('order.save')}
        </button>
      </div>
    </form>
  );
}
