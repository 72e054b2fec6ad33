import { useMutation } from '@tanstack/react-query';
import { verifyCodeEndpoint } from '#schemas/account-endpoints';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi } from '#storefront/lib/app-context.tsx';

/** Signs in with the code: the token and the user (a new phone creates the user). */
export const verifyCode = (api: ApiClient, phone: string, code: string) => api.call(verifyCodeEndpoint, { body: { phone, code } });

export function useVerifyCode() {
  const api = useApi();
  return useMutation({ mutationFn: ({ phone, code }: { phone: string; code: string }) => verifyCode(api, phone, code) });
}
