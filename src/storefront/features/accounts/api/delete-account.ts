import { useMutation } from '@tanstack/react-query';
import { deleteAccountEndpoint } from '#schemas/account-endpoints';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi } from '#storefront/lib/app-context.tsx';

/** Deletes the shopper's account: personal data removed, every token revoked. */
export const deleteAccount = (api: ApiClient) => api.call(deleteAccountEndpoint);

export function useDeleteAccount() {
  const api = useApi();
  return useMutation({ mutationFn: () => deleteAccount(api) });
}
