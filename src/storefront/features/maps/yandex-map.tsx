/**
 * The Yandex map (YANDEX, LAMENU_YANDEX), drawn with the v3 API's own classes once the loader has
 * it (map-view.tsx renders this only then). Yandex speaks [longitude, latitude]; the storefront
 * speaks latitude first everywhere else, so the conversion stays in this file.
 */
import { useEffect, useRef } from 'react';
import type { LngLat, YMap, YMapMarker } from '@yandex/ymaps3-types';
import { DEFAULT_CENTER, DEFAULT_ZOOM, PICK_ZOOM, type MapImplementationProps, type MapMarker, type MapPoint } from './map-types.ts';
import type { Ymaps3 } from './yandex-loader.ts';
import { densest } from './map-focus.ts';

const lngLat = (p: MapPoint): LngLat => [p.longitude, p.latitude];

function markerElement(marker: MapMarker): HTMLElement {
  const element = document.createElement('span');
  element.className = `map-marker map-marker--${marker.kind} map-marker--yandex`;
  element.title = marker.label;
  const pin = document.createElement('span');
  pin.className = 'map-marker__pin';
  const label = document.createElement('span');
  label.className = 'visually-hidden';
  label.textContent = marker.label;
  element.append(pin, label);
  return element;
}

export default function YandexMap({ markers, center, zoom, onCentre, label }: MapImplementationProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<YMap | null>(null);
  const drawn = useRef(new Map<string, YMapMarker>());
  const api = (globalThis as { ymaps3?: Ymaps3 }).ymaps3;

  useEffect(() => {
    if (!api || !box.current) return;
    const start = center ?? densest(markers)[0] ?? DEFAULT_CENTER;
    const created = new api.YMap(box.current, { location: { center: lngLat(start), zoom: zoom ?? (center ? PICK_ZOOM : DEFAULT_ZOOM) } });
    created.addChild(new api.YMapDefaultSchemeLayer({}));
    created.addChild(new api.YMapDefaultFeaturesLayer({}));
    if (onCentre) {
      const report = (c: Readonly<LngLat>) => onCentre({ latitude: c[1], longitude: c[0] });
      created.addChild(
        new api.YMapListener({
          onActionEnd: ({ location }) => report(location.center),
          onClick: (_object, event) => created.update({ location: { center: event.coordinates, duration: 300 } }),
        }),
      );
      report(created.center);
    }
    map.current = created;
    const markersNow = drawn.current;
    return () => {
      markersNow.clear();
      created.destroy();
      map.current = null;
    };
    // The map is made once; markers follow below.
  }, [api]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const current = map.current;
    if (!api || !current) return;
    const seen = new Set<string>();
    for (const marker of markers) {
      seen.add(marker.id);
      const existing = drawn.current.get(marker.id);
      if (existing) existing.update({ coordinates: lngLat(marker) });
      else {
        const created = new api.YMapMarker({ coordinates: lngLat(marker) }, markerElement(marker));
        current.addChild(created);
        drawn.current.set(marker.id, created);
      }
    }
    for (const [id, marker] of drawn.current) {
      if (seen.has(id)) continue;
      current.removeChild(marker);
      drawn.current.delete(id);
    }
  }, [api, markers]);

  return <div ref={box} className="map-frame__map" role="region" aria-label={label} />;
}
