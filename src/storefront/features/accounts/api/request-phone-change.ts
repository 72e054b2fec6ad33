import { useMutation } from '@tanstack/react-query';
import { requestPhoneChangeEndpoint } from '#schemas/account-endpoints';
import type { Language } from '#schemas/common';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi } from '#storefront/lib/app-context.tsx';
import { useT } from '#storefront/i18n/use-t.ts';

/** The first step of a phone change: a code goes to the new number. */
export const requestPhoneChange = (api: ApiClient, phone: string, language: Language) =>
  api.call(requestPhoneChangeEndpoint, { body: { phone, type: 'WEB', language } });

export function useRequestPhoneChange() {
  const api = useApi();
  const { language } = useT();
  return useMutation({ mutationFn: (phone: string) => requestPhoneChange(api, phone, language) });
}
