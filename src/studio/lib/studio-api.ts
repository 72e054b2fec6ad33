/**
 * The studio's calls: the storefront's typed client (lib/api-client.ts) over the studio's
 * endpoints, with the brand of the page (the server writes it into `<meta name="merchant">`) and
 * the member's staff token. A 401 ends the studio session of that brand.
 */
import { createContext, useContext } from 'react';
import { createApiClient, type ApiClient } from '#storefront/lib/api-client.ts';
import { readStaffToken, writeStaffToken } from './session.ts';

export interface StudioContextValue {
  readonly api: ApiClient;
  readonly merchantId: string;
}

/** The brand the server named in the page; null on a host that names none. */
export function pageMerchant(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>('meta[name="merchant"]')?.content || null;
}

export function createStudioApi(merchantId: string): ApiClient {
  return createApiClient({
    merchantId: () => merchantId,
    token: () => readStaffToken(merchantId),
    onUnauthorized: (_name, sent) => {
      if (sent !== null && sent === readStaffToken(merchantId)) writeStaffToken(merchantId, null);
    },
  });
}

export const StudioContext = createContext<StudioContextValue | null>(null);

export function useStudio(): StudioContextValue {
  const value = useContext(StudioContext);
  if (!value) throw new Error('useStudio outside the studio');
  return value;
}
