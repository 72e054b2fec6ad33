import { useCallback, useState } from 'react';
import type { Location } from '#schemas/entities';

export type GeolocationState =
  { readonly status: 'idle' } | { readonly status: 'asking' } | { readonly status: 'granted'; readonly position: Location } | { readonly status: 'denied' };

/** The visitor's position, asked for only when they ask (no prompt on page load). */
export function useGeolocation() {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });
  const request = useCallback(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState({ status: 'denied' });
      return;
    }
    setState({ status: 'asking' });
    navigator.geolocation.getCurrentPosition(
      (position) => setState({ status: 'granted', position: { latitude: position.coords.latitude, longitude: position.coords.longitude } }),
      () => setState({ status: 'denied' }),
      { maximumAge: 300_000, timeout: 15_000 },
    );
  }, []);
  return { state, request };
}
