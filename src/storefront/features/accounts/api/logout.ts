import { useMutation } from '@tanstack/react-query';
import { logoutEndpoint } from '#schemas/account-endpoints';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi } from '#storefront/lib/app-context.tsx';

/** Revokes the token on the server. A token already dead answers 401, which is no reason to stop. */
export const logout = (api: ApiClient) => api.request(logoutEndpoint);

export function useLogout() {
  const api = useApi();
  return useMutation({ mutationFn: () => logout(api) });
}
