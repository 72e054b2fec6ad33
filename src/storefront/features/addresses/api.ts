/** The shopper's saved addresses (ours: /users/v1/addresses): list, save, delete. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAddressEndpoint, deleteAddressEndpoint, type AddressInput } from '#schemas/account-endpoints';
import { useApi } from '#storefront/lib/app-context.tsx';

export { useSavedAddresses } from '../checkout/api/order-calls.ts';

export function useCreateAddress() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (address: AddressInput) => api.call(createAddressEndpoint, { body: address }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['addresses'] }),
  });
}

export function useDeleteAddress() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(deleteAddressEndpoint, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['addresses'] }),
  });
}
