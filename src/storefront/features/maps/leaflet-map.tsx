/**
 * The Leaflet map (brands with mapType LEAFLET, and every brand whose Yandex map cannot load):
 * react-leaflet over the tiles the server names (MAP_TILE_URL). A chunk of its own, imported only
 * in the browser after hydration: Leaflet reads `window` when it is imported.
 *
 * Leaflet's stylesheet comes with this chunk (decision 017): loaded before the map first draws,
 * never part of a page without a map.
 */
import { useEffect, useMemo, useRef } from 'react';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer, ZoomControl, useMap, useMapEvents } from 'react-leaflet';
import { densest } from './map-focus.ts';
import { DEFAULT_CENTER, DEFAULT_ZOOM, PICK_ZOOM, type MapImplementationProps, type MapMarker, type MapPoint } from './map-types.ts';
import 'leaflet/dist/leaflet.css';

/** A marker drawn by the storefront's stylesheet (no image files), named for screen readers. */
function icon(marker: MapMarker): L.DivIcon {
  const content = document.createElement('span');
  const pin = document.createElement('span');
  pin.className = 'map-marker__pin';
  const label = document.createElement('span');
  label.className = 'visually-hidden';
  label.textContent = marker.label;
  content.append(pin, label);
  // The courier is a dot centred on its point; the others are pins whose tip is the point.
  const anchor: [number, number] = marker.kind === 'courier' ? [14, 14] : [14, 34];
  return L.divIcon({ className: `map-marker map-marker--${marker.kind}`, html: content, iconSize: [28, 28], iconAnchor: anchor });
}

function MarkerOf({ marker }: { readonly marker: MapMarker }) {
  // The icon is made once per marker: a moving courier keeps its element, only its position changes.
  const markerIcon = useMemo(() => icon(marker), [marker.kind, marker.label]); // eslint-disable-line react-hooks/exhaustive-deps -- rebuilt only when its look changes
  return <Marker position={[marker.latitude, marker.longitude]} icon={markerIcon} interactive={false} keyboard={false} title={marker.label} />;
}

/**
 * Every marker in sight (one marker: close on it), again whenever a marker comes or goes (the
 * branches arrive after the order; the courier sets off). A marker that only moves keeps the view.
 */
function FitMarkers({ markers, center }: { readonly markers: readonly MapMarker[]; readonly center?: MapPoint }) {
  const map = useMap();
  const fitted = useRef('');
  const ids = markers
    .map((m) => m.id)
    .sort()
    .join(' ');
  useEffect(() => {
    if (center || markers.length === 0 || fitted.current === ids) return;
    fitted.current = ids;
    const shown = densest(markers);
    // Room for the pins drawn above their points and for the zoom buttons in the top-right corner.
    if (shown.length === 1) map.setView([shown[0]!.latitude, shown[0]!.longitude], 15);
    else
      map.fitBounds(L.latLngBounds(shown.map((m) => [m.latitude, m.longitude] as [number, number])), {
        paddingTopLeft: [40, 72],
        paddingBottomRight: [64, 40],
        maxZoom: 16,
      });
  }, [map, markers, center, ids]);
  return null;
}

/** Reports the centre whenever the view settles; a tap moves the centre (and so the pin) there. */
function CentreReporter({ onCentre }: { readonly onCentre: (point: MapPoint) => void }) {
  const map = useMapEvents({
    moveend: () => {
      const c = map.getCenter();
      onCentre({ latitude: c.lat, longitude: c.lng });
    },
    click: (event) => map.panTo(event.latlng),
  });
  useEffect(() => {
    const c = map.getCenter();
    onCentre({ latitude: c.lat, longitude: c.lng });
  }, [map, onCentre]);
  return null;
}

/** The map container is a named region (it takes keyboard focus: arrow keys pan, + and - zoom). */
function Named({ label }: { readonly label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

export default function LeafletMap({ markers, center, zoom, onCentre, label, tileUrl, tileAttribution }: MapImplementationProps) {
  const start = center ?? DEFAULT_CENTER;
  return (
    <MapContainer
      className="map-frame__map"
      center={[start.latitude, start.longitude]}
      zoom={zoom ?? (center ? PICK_ZOOM : DEFAULT_ZOOM)}
      scrollWheelZoom={false}
      zoomControl={false}
    >
      {/* The top-left corner holds the layout's way back. */}
      <ZoomControl position="topright" />
      <Named label={label} />
      <TileLayer url={tileUrl} attribution={tileAttribution} />
      {markers.map((marker) => (
        <MarkerOf key={marker.id} marker={marker} />
      ))}
      <FitMarkers markers={markers} center={center} />
      {onCentre ? <CentreReporter onCentre={onCentre} /> : null}
    </MapContainer>
  );
}
