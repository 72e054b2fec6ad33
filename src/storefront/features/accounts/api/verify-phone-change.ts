import { useMutation } from '@tanstack/react-query';
import { verifyPhoneChangeEndpoint } from '#schemas/account-endpoints';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi } from '#storefront/lib/app-context.tsx';

/** The second step of a phone change: the new number's code; answers the user with it. */
export const verifyPhoneChange = (api: ApiClient, phone: string, code: string) => api.call(verifyPhoneChangeEndpoint, { body: { phone, code } });

export function useVerifyPhoneChange() {
  const api = useApi();
  return useMutation({ mutationFn: ({ phone, code }: { phone: string; code: string }) => verifyPhoneChange(api, phone, code) });
}
