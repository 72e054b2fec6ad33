import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pickText } from '#domain/localized';
import { formatMoney } from '#domain/pricing';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { Skeleton } from '#storefront/components/ui/skeleton.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { useMapsTexts } from '#storefront/i18n/use-maps-texts.ts';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { paths } from '#storefront/lib/paths.ts';
import { useHydrated } from '#storefront/lib/use-hydrated.ts';
import { MapView } from '../maps/map-view.tsx';
import { DEFAULT_CENTER, formatPoint, type MapPoint } from '../maps/map-types.ts';
import { useDeliveryPoint } from './api/get-delivery-point.ts';
import { pointOfParams, pointParams, safeBack } from './point-params.ts';
import '#storefront/components/ui/forms.css';

/**
 * /address/delivery: the shopper moves the map (drag, tap, or the keyboard's arrows on the
 * focused map) under a pin in its centre; the point is checked with the server as soon as the map
 * settles: inside a zone they go on to the new-address form with the point filled in, outside
 * they read why. The form itself (no map) is one link away.
 */
export function DeliveryPointView() {
  useMapsTexts();
  const { t, language } = useT();
  const plan = usePlan();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const back = safeBack(params);
  const [start] = useState(() => pointOfParams(params) ?? DEFAULT_CENTER);
  const [point, setPoint] = useState<MapPoint | null>(null);
  const answer = useDeliveryPoint(point);
  const withoutMap = `${paths.profileAddressCreate}${back ? `?${new URLSearchParams({ back })}` : ''}`;

  let verdict = null;
  if (!point || answer.isPending || answer.error) {
    verdict = (
      <LoadState
        inline
        pending={!point || answer.isPending}
        error={answer.error}
        skeleton={
          <p className="checkout__message" aria-busy="true">
            {t('maps.delivery.checking')}
          </p>
        }
      />
    );
  } else if (answer.data.ok) {
    const zone = answer.data.zoneName ? pickText(answer.data.zoneName, language, plan.languages.fallback) : null;
    verdict = (
      <>
        <p className="checkout__message checkout__message--ok" role="status">
          {t('maps.delivery.inZone')}
          {zone ? ` · ${zone}` : ''} · {t('maps.delivery.price', { price: formatMoney(answer.data.price, language) })}
        </p>
        <Link className="button button--primary button--block" to={`${paths.profileAddressCreate}?${pointParams(point, back)}`}>
          {t('maps.delivery.continue')}
        </Link>
      </>
    );
  } else {
    const message = answer.data.message ? answer.data.message[language] : t('maps.delivery.noBranch');
    verdict = (
      <p className="field__error" role="alert">
        {message}
      </p>
    );
  }

  return (
    <div className="map-screen">
      <MapView markers={[]} center={start} onCentre={setPoint} label={t('maps.delivery.title')} />
      <div className="map-panel">
        <h1 className="page-title">{t('maps.delivery.title')}</h1>
        <p className="field__hint">{t('maps.delivery.hint')}</p>
        {hydrated ? (
          <>
            <p className="map-point__coords" data-testid="delivery-point">
              {t('maps.delivery.point', { point: formatPoint(point ?? start) })}
            </p>
            <div aria-live="polite">{verdict}</div>
          </>
        ) : (
          <Skeleton className="skeleton--paragraph" />
        )}
        <Link className="button button--link" to={withoutMap}>
          {t('maps.delivery.withoutMap')}
        </Link>
      </div>
    </div>
  );
}
