/**
 * Keeps the brand's session current after hydration: once a page, a signed-in shopper's profile
 * is asked for again (a token revoked meanwhile answers 401: the forced logout of SPEC point 8),
 * and a sign-in or sign-out in another tab of the same brand reaches this one.
 */
import { useEffect, useRef } from 'react';
import { useApi, useBrand } from '#storefront/lib/app-context.tsx';
import { sessionStore, useSession } from '#storefront/lib/session.ts';
import { brandKey, STORED } from '#storefront/lib/storage.ts';
import { getMe } from './api/get-me.ts';

export function SessionRefresh() {
  const api = useApi();
  const { merchantId } = useBrand();
  const { status } = useSession();
  const settled = useRef(false);

  useEffect(() => {
    if (status === 'pending' || settled.current) return;
    settled.current = true;
    if (status !== 'signed-in') return;
    const store = sessionStore(merchantId);
    // A failure other than 401 keeps the stored profile: it is shown until the next page.
    getMe(api).then(
      (user) => store.getState().setUser(user),
      () => {},
    );
  }, [status, api, merchantId]);

  useEffect(() => {
    const key = brandKey(merchantId, STORED.session);
    const onStorage = (event: StorageEvent) => {
      // `key` null: another tab cleared storage (its logout).
      if (event.key === key || event.key === null) void sessionStore(merchantId).persist.rehydrate();
    };
    addEventListener('storage', onStorage);
    return () => removeEventListener('storage', onStorage);
  }, [merchantId]);

  return null;
}
