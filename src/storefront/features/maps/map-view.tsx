/**
 * A map on a screen, Yandex or Leaflet as the brand's plan says (map-choice.ts). The server and
 * the hydrating browser draw a placeholder of the map's size (both map libraries need `window`,
 * and the map's code is a chunk of its own that no other screen loads); after hydration the map
 * is drawn over the same box, so nothing shifts. The screens list the same points in text beside
 * the map (points-list.tsx): the map is never the only way to read or choose.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useBrand, usePlan } from '#storefront/lib/app-context.tsx';
import { useHydrated } from '#storefront/lib/use-hydrated.ts';
import { useMerchant } from './api/get-merchant.ts';
import { mapToDraw } from './map-choice.ts';
import type { MapImplementationProps } from './map-types.ts';
import { yandexLoader, type LoaderStatus } from './yandex-loader.ts';
import './maps.css';

const LeafletMap = lazy(() => import('./leaflet-map.tsx'));
const YandexMap = lazy(() => import('./yandex-map.tsx'));

export type MapViewProps = Omit<MapImplementationProps, 'tileUrl' | 'tileAttribution'>;

function Placeholder({ busy }: { readonly busy: boolean }) {
  return <div className="map-frame__placeholder" aria-hidden="true" data-busy={busy || undefined} />;
}

const serverStatus = (): LoaderStatus => 'pending';

/** The Yandex API for a Yandex brand (its merchant's key), loaded once per page; nothing for Leaflet. */
function useYandex(wanted: boolean): LoaderStatus {
  const { sub } = useBrand();
  const merchant = useMerchant(wanted);
  const loader = wanted && typeof window !== 'undefined' ? yandexLoader() : null;
  const status = useSyncExternalStore(
    (listener) => loader?.subscribe(listener) ?? (() => {}),
    () => loader?.status() ?? 'pending',
    serverStatus,
  );
  const key = merchant.data?.yandexMapKey ?? null;
  const settled = merchant.isSuccess || merchant.isError || !sub;
  useEffect(() => {
    if (!loader || !settled || loader.status() !== 'pending') return;
    // SPEC point 8: no key is the loader's error, like any other failure: the screen draws Leaflet.
    loader.load({ apikey: key ?? '' }).catch(() => {});
  }, [loader, settled, key]);
  return status;
}

export function MapView(props: MapViewProps) {
  const plan = usePlan();
  const { maps } = useBrand();
  const hydrated = useHydrated();
  const yandex = useYandex(hydrated && plan.features.map === 'yandex');
  const drawn = hydrated ? mapToDraw(plan.features.map, yandex) : 'waiting';
  const Implementation = drawn === 'yandex' ? YandexMap : drawn === 'leaflet' ? LeafletMap : null;
  return (
    <div className="map-frame" data-map={drawn}>
      {Implementation ? (
        <Suspense fallback={<Placeholder busy />}>
          <Implementation {...props} tileUrl={maps.tileUrl} tileAttribution={maps.tileAttribution} />
        </Suspense>
      ) : (
        <Placeholder busy={drawn === 'waiting' && hydrated} />
      )}
      {props.onCentre ? <span className="map-frame__pin" aria-hidden="true" /> : null}
    </div>
  );
}
