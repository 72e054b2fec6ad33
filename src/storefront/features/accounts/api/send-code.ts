import { useMutation } from '@tanstack/react-query';
import { sendCodeEndpoint } from '#schemas/account-endpoints';
import type { Language } from '#schemas/common';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi } from '#storefront/lib/app-context.tsx';
import { useT } from '#storefront/i18n/use-t.ts';

/** Sends a sign-in code to the phone, its SMS in the shopper's language. */
export const sendCode = (api: ApiClient, phone: string, language: Language) => api.call(sendCodeEndpoint, { body: { phone, language } });

export function useSendCode() {
  const api = useApi();
  const { language } = useT();
  return useMutation({ mutationFn: (phone: string) => sendCode(api, phone, language) });
}
