import { meEndpoint } from '#schemas/endpoints';
import type { ApiClient } from '#storefront/lib/api-client.ts';

/** The signed-in shopper as the server has them now (a dead token answers 401: forced logout). */
export const getMe = (api: ApiClient, signal?: AbortSignal) => api.call(meEndpoint, { signal });
