import { useState } from 'react';
import { Link } from 'react-router';
import type { Address, OrderRequest } from '#schemas/order-entities';
import { autoAddressId, isAutoAddressId } from '#domain/order-request';
import { addressInWords, withSavedAddress } from '#domain/order-address';
import { asKey, useT } from '#storefront/i18n/use-t.ts';
import { paths } from '#storefront/lib/paths.ts';
import { useSavedAddresses } from '#storefront/features/addresses/api/addresses.ts';
import { Choice, Section, TextField } from './form-parts.tsx';

/** The delivery address: saved ones, the current position, and the details the courier needs. */
export function DeliveryAddress({
  request,
  update,
  signedIn,
  problem,
  preselected,
  keeping,
}: {
  readonly request: OrderRequest;
  readonly update: (change: (r: OrderRequest) => OrderRequest) => void;
  readonly signedIn: boolean;
  /** Why the address keeps the order from being placed (none chosen, outside the area). */
  readonly problem: string | null;
  /** The address is the last used saved one, chosen for the shopper. */
  readonly preselected: boolean;
  /** What is typed here can be kept with the address (a new one, or changes to a saved one). */
  readonly keeping: AddressKeeping | null;
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
        // A new point keeps the street and house typed for the point it replaces (not a saved address's).
        update((r) => {
          const streetName = r.address && isAutoAddressId(r.address.id) ? r.address.streetName : null;
          return {
            ...r,
            address: { id: autoAddressId(`${latitude},${longitude}`), type: r.addressType ?? 'HOUSE', latitude, longitude, name: null, streetName },
          };
        });
      },
      () => setLocating('denied'),
      { maximumAge: 0, timeout: 15_000 },
    );
  };

  const choose = (a: Address) => update((r) => withSavedAddress(r, a));
  // An address is named by its name or street and house, never by its coordinates.
  const label = (a: Address) => addressInWords(a) || t('order.pointOnMap');
  const current = address && address.latitude != null && address.longitude != null && isAutoAddressId(address.id) ? label(address) : null;

  return (
    <Section title={t('order.address')} field="address" problem={problem}>
      {(saved.data?.length ?? 0) > 0 ? (
        <div className="choices choices--column" role="radiogroup" aria-label={t('order.savedAddresses')}>
          {saved.data!.map((a) => (
            <Choice key={a.id} name="saved-address" checked={address?.id === a.id} onChange={() => choose(a)}>
              {label(a)}
            </Choice>
          ))}
        </div>
      ) : null}
      {preselected ? (
        <p className="field__hint" data-testid="address-preselected">
          {t('order.addressPreselected')}
        </p>
      ) : null}
      {current ? <p className="checkout__message">{current}</p> : null}
      <div className="checkout__row">
        <button type="button" className="button" onClick={locate} disabled={locating === 'asking'}>
          {locating === 'asking' ? t('order.locating') : t('order.useLocation')}
        </button>
        <Link className="button button--link" to={`${paths.addressDelivery}?back=${encodeURIComponent(paths.checkout)}`}>
          {t('order.chooseOnMap')}
        </Link>
        {signedIn ? (
          <Link className="button button--link" to={`${paths.profileAddressCreate}?back=${encodeURIComponent(paths.checkout)}`}>
            {t('order.addAddress')}
          </Link>
        ) : null}
      </div>
      {locating === 'denied' ? (
        <p className="field__error" role="alert">
          {t('branches.geolocationDenied')}
        </p>
      ) : null}
      <div className="choices" role="radiogroup" aria-label={t('order.addressType')}>
        {(['HOUSE', 'APARTMENT'] as const).map((type) => (
          <Choice
            key={type}
            name="address-type"
            checked={(request.addressType ?? 'HOUSE') === type}
            onChange={() => update((r) => ({ ...r, addressType: type }))}
          >
            {t(asKey(`order.addressTypes.${type}`))}
          </Choice>
        ))}
      </div>
      {address ? (
        <TextField
          label={t('order.street')}
          value={address.streetName}
          maxLength={200}
          onChange={(v) => update((r) => ({ ...r, address: r.address ? { ...r.address, streetName: v } : r.address }))}
        />
      ) : null}
      <div className="checkout__grid">
        {(request.addressType ?? 'HOUSE') === 'APARTMENT' ? (
          <>
            <TextField label={t('order.entrance')} value={request.entrance} maxLength={20} onChange={(v) => update((r) => ({ ...r, entrance: v }))} />
            <TextField
              label={t('order.floor')}
              value={request.floor}
              maxLength={20}
              inputMode="numeric"
              onChange={(v) => update((r) => ({ ...r, floor: v }))}
            />
            <TextField label={t('order.flat')} value={request.office} maxLength={20} onChange={(v) => update((r) => ({ ...r, office: v }))} />
            <TextField label={t('order.domophone')} value={request.domophone} maxLength={20} onChange={(v) => update((r) => ({ ...r, domophone: v }))} />
          </>
        ) : (
          <TextField label={t('order.office')} value={request.office} maxLength={20} onChange={(v) => update((r) => ({ ...r, office: v }))} />
        )}
      </div>
      {keeping ? (
        <label className="choice" data-testid="keep-address">
          <input type="checkbox" checked={keeping.on} onChange={(e) => keeping.set(e.target.checked)} />
          <span className="choice__text">{t(keeping.kind === 'create' ? 'order.keepNewAddress' : 'order.keepAddressChanges')}</span>
        </label>
      ) : null}
    </Section>
  );
}

/** The checkout's offer to keep what was typed with the address (use-checkout.ts). */
export interface AddressKeeping {
  readonly kind: 'create' | 'update';
  readonly on: boolean;
  readonly set: (on: boolean) => void;
}
