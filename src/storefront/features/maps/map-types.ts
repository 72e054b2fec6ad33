/** What a map screen asks a map to draw, whichever map draws it (Yandex or Leaflet). */
import { DEFAULT_MAP_CENTER } from '#domain/geo';

export interface MapPoint {
  readonly latitude: number;
  readonly longitude: number;
}

export type MarkerKind = 'branch' | 'address' | 'courier';

export interface MapMarker extends MapPoint {
  /** Stable across renders: a marker that moves is the same marker (the courier). */
  readonly id: string;
  readonly kind: MarkerKind;
  /** The marker's accessible name (a branch's name, "Courier"). */
  readonly label: string;
  /** Where it is in words (a branch's address), read in the list instead of its coordinates. */
  readonly detail?: string;
}

/** SPEC point 9: the default map centre, near Tashkent. */
export const DEFAULT_CENTER: MapPoint = DEFAULT_MAP_CENTER;
export const DEFAULT_ZOOM = 12;
/** Close enough to place a pin on a house. */
export const PICK_ZOOM = 16;

/** Props of both map implementations (leaflet-map.tsx, yandex-map.tsx). */
export interface MapImplementationProps {
  readonly markers: readonly MapMarker[];
  /** Where the view starts; none: the markers' bounds, else the default centre. */
  readonly center?: MapPoint;
  readonly zoom?: number;
  /** A map to place a pin on: its centre is the pin, reported whenever the view settles. */
  readonly onCentre?: (point: MapPoint) => void;
  /** The map's accessible name. */
  readonly label: string;
  /** Tiles (Leaflet only). */
  readonly tileUrl: string;
  readonly tileAttribution: string;
}

/** A point with 5 decimals (about a metre), as screens show and links carry it. */
export const formatPoint = (p: MapPoint) => `${p.latitude.toFixed(5)}, ${p.longitude.toFixed(5)}`;

/** A link that opens the point in a map of the shopper's own (works without any script). */
export const pointLink = (p: MapPoint) =>
  `https://www.openstreetmap.org/?mlat=${p.latitude.toFixed(6)}&mlon=${p.longitude.toFixed(6)}#map=17/${p.latitude.toFixed(6)}/${p.longitude.toFixed(6)}`;
