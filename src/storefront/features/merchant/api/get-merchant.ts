import { merchantBySubEndpoint } from '#schemas/endpoints';
import type { Merchant } from '#schemas/entities';
import type { ApiClient } from '../../../lib/api-client.ts';

/**
 * The merchant of a sub-domain, as an error and result pair: startup decides what a failure
 * means (SPEC point 4, merchant lookup failure). A merchant without an id counts as none.
 */
export async function getMerchantBySub(api: ApiClient, sub: string): Promise<Merchant | null> {
  const { error, data } = await api.request(merchantBySubEndpoint, { params: { sub } });
  if (error || !data.id) return null;
  return data;
}
