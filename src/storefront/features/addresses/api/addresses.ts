/** The shopper's saved addresses (ours: /users/v1/addresses): list, save, delete. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addressesEndpoint, createAddressEndpoint, deleteAddressEndpoint, updateAddressEndpoint, type AddressInput } from '#schemas/account-endpoints';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi } from '#storefront/lib/app-context.tsx';
import { addressesKeys } from './query-keys.ts';

export const savedAddressesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: addressesKeys.saved, queryFn: ({ signal }) => api.call(addressesEndpoint, { signal }) });

/** The signed-in shopper's saved addresses; nothing is asked while `enabled` is false (signed out). */
export const useSavedAddresses = (enabled: boolean) => useQuery({ ...savedAddressesQueryOptions(useApi()), enabled });

export function useCreateAddress() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (address: AddressInput) => api.call(createAddressEndpoint, { body: address }),
    onSuccess: () => void client.invalidateQueries({ queryKey: addressesKeys.saved }),
  });
}

export function useUpdateAddress() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, address }: { readonly id: string; readonly address: AddressInput }) =>
      api.call(updateAddressEndpoint, { params: { id }, body: address }),
    onSuccess: () => void client.invalidateQueries({ queryKey: addressesKeys.saved }),
  });
}

export function useDeleteAddress() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(deleteAddressEndpoint, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: addressesKeys.saved }),
  });
}
