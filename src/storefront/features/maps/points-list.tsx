/**
 * The map's points as text: what each is, where it is in words (else its coordinates) and a link
 * that opens it in a map of the shopper's own. Always beside the map: it is what a screen reader or a keyboard reads, and
 * what remains readable wherever a map cannot draw.
 */
import type { ReactNode } from 'react';
import { asKey, useT } from '#storefront/i18n/use-t.ts';
import { formatPoint, pointLink, type MapMarker } from './map-types.ts';
import './maps.css';

export function PointsList({
  markers,
  action,
  detail,
}: {
  readonly markers: readonly MapMarker[];
  /** A control per point (choose this branch). */
  readonly action?: (marker: MapMarker) => ReactNode;
  /** What a point is, read instead of its coordinates (a branch's address and hours). */
  readonly detail?: (marker: MapMarker) => ReactNode;
}) {
  const { t } = useT();
  return (
    <ul className="map-points" aria-label={t('maps.points')}>
      {markers.map((marker) => (
        <li key={marker.id} className="map-point" data-kind={marker.kind}>
          <span className={`map-point__dot map-point__dot--${marker.kind}`} aria-hidden="true" />
          <span className="map-point__body">
            <strong>
              {t(asKey(`maps.kind.${marker.kind}`))}: {marker.label}
            </strong>
            {detail ? (
              detail(marker)
            ) : marker.detail ? (
              <span className="map-point__coords">{marker.detail}</span>
            ) : (
              <span className="map-point__coords" data-testid={`coords-${marker.kind}`}>
                {formatPoint(marker)}
              </span>
            )}
            <a href={pointLink(marker)} target="_blank" rel="noopener noreferrer">
              {t('maps.openInMap')}
              <span className="visually-hidden">: {marker.label}</span>
            </a>
          </span>
          {action ? action(marker) : null}
        </li>
      ))}
    </ul>
  );
}
