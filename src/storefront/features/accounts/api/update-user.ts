import { useMutation } from '@tanstack/react-query';
import { updateUserEndpoint, type UserUpdate } from '#schemas/account-endpoints';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi } from '#storefront/lib/app-context.tsx';

/** Saves the shopper's own profile; answers the user as saved. */
export const updateUser = (api: ApiClient, id: string, update: UserUpdate) => api.call(updateUserEndpoint, { params: { id }, body: update });

export function useUpdateUser() {
  const api = useApi();
  return useMutation({ mutationFn: ({ id, update }: { id: string; update: UserUpdate }) => updateUser(api, id, update) });
}
