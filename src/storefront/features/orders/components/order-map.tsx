import { useMemo } from 'react';
import { Link } from 'react-router';
import { pickText } from '#domain/localized';
import { addressInWords } from '#domain/order-address';
import { courierStatusLabel, isCompleted, orderStatusLabel } from '#domain/order-status';
import { RouteNotFound } from '#storefront/components/ui/route-not-found.tsx';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { Skeleton } from '#storefront/components/ui/skeleton.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { useMapsTexts } from '#storefront/i18n/use-maps-texts.ts';
import { useOrdersTexts } from '#storefront/i18n/use-orders-texts.ts';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { toApiError } from '#storefront/lib/api-error.ts';
import { paths } from '#storefront/lib/paths.ts';
import { useHydrated } from '#storefront/lib/use-hydrated.ts';
import { useBranches } from '#storefront/features/branches/api/get-branches.ts';
import { MapView } from '#storefront/features/maps/map-view.tsx';
import type { MapMarker } from '#storefront/features/maps/map-types.ts';
import { PointsList } from '#storefront/features/maps/points-list.tsx';
import { useCourier, useOrder } from '../api/orders.ts';
import { courierLine } from '../courier-line.ts';
import { useOrderLive } from '../use-order-live.ts';
import '../orders.css';

/**
 * /profile/orders/{id}/map: the order's branch, its delivery address and its courier, who moves
 * live while the order is on its way (the order's own stream keeps its status current; the
 * courier's position is asked for every few seconds meanwhile). Another shopper's order is a 404,
 * as on the order's page.
 */
export function OrderMapView({ id }: { readonly id: string }) {
  useOrdersTexts();
  useMapsTexts();
  const { t, language } = useT();
  const plan = usePlan();
  const hydrated = useHydrated();
  const query = useOrder(id);
  const order = query.data;
  const active = !!order && !isCompleted(order.status) && order.status !== 'CANCELED';
  useOrderLive(id, order?.lastEventId ?? null, hydrated && active);
  const branches = useBranches();
  const courierId = order?.serviceType === 'DELIVERY' ? (order.courierId ?? null) : null;
  // The server shows a courier only while they carry the order: once it is done, the last answer stays.
  const courier = useCourier(courierId, { ask: active, follow: order?.status === 'ON_WAY' });

  const branchId = (order?.branch as { id?: string } | null | undefined)?.id ?? null;
  const branch = branches.data?.find((b) => b.id === branchId) ?? null;
  const branchName = branch ? pickText(branch.name, language, plan.languages.fallback) : '';
  const address = order?.serviceType === 'DELIVERY' ? order.address : null;
  const addressText = addressInWords(address);
  const position = courier.data?.position ?? null;
  const summary = (order as Record<string, unknown> | undefined)?.courier as { firstName?: string | null; lastName?: string | null } | null | undefined;
  const courierName = [summary?.firstName, summary?.lastName].filter(Boolean).join(' ');

  const markers = useMemo(() => {
    const list: MapMarker[] = [];
    if (branch?.latitude != null && branch.longitude != null) {
      list.push({
        id: 'branch',
        kind: 'branch',
        latitude: branch.latitude,
        longitude: branch.longitude,
        label: branchName || t('maps.kind.branch'),
        detail: pickText(branch.address, language, plan.languages.fallback) || undefined,
      });
    }
    if (address?.latitude != null && address.longitude != null) {
      list.push({ id: 'address', kind: 'address', latitude: address.latitude, longitude: address.longitude, label: addressText || t('maps.kind.address') });
    }
    if (position)
      list.push({ id: 'courier', kind: 'courier', latitude: position.latitude, longitude: position.longitude, label: courierName || t('maps.kind.courier') });
    return list;
  }, [branch, branchName, address, addressText, position, courierName, t, language, plan.languages.fallback]);

  if (!hydrated || query.isPending) {
    return (
      <div className="checkout" aria-busy="true">
        <Skeleton className="skeleton--title" />
        <div className="map-frame">
          <div className="map-frame__placeholder" />
        </div>
      </div>
    );
  }
  if (query.error || !order) {
    const error = toApiError(query.error);
    if (error.status === 404)
      return (
        <RouteNotFound
          hint={t('orders.notFound')}
          action={
            <Link className="button button--primary" to={paths.profileOrders}>
              {t('orders.title')}
            </Link>
          }
        />
      );
    return <LoadState headingLevel={1} error={error} retry={query.refetch} />;
  }

  const line = courierLine(order, position !== null);
  const courierText =
    line === 'courierOnWay' ? `${t('maps.order.courierOnWay')} · ${courierStatusLabel(order.courierStatus, language)}` : t(`maps.order.${line}`);

  return (
    <div className="checkout order-map">
      <h1 className="page-title">{t('maps.order.title', { number: order.number ?? '—' })}</h1>
      <p className="order-detail__status" aria-live="polite">
        <span className="badge" data-status={order.status}>
          {orderStatusLabel(order.status, language)}
        </span>
        <span className="order-map__courier">{courierText}</span>
      </p>
      <MapView markers={markers} label={t('maps.order.title', { number: order.number ?? '—' })} />
      <PointsList markers={markers} />
      <Link className="button" to={paths.profileOrder(id)}>
        {t('maps.order.toOrder')}
      </Link>
    </div>
  );
}
