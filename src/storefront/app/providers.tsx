import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { I18n } from '../i18n/i18n.ts';
import { ApiContext, BrandContext, type Brand } from '../lib/app-context.tsx';
import type { ApiClient } from '../lib/api-client.ts';
import { I18nContext } from '../i18n/use-t.ts';
import { PlanProvider } from './plan-provider.tsx';

export interface ProvidersProps {
  readonly api: ApiClient;
  readonly brand: Brand;
  readonly queryClient: QueryClient;
  readonly i18n: I18n;
  readonly children: ReactNode;
}

export function Providers({ api, brand, queryClient, i18n, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nContext.Provider value={i18n}>
        <ApiContext.Provider value={api}>
          <BrandContext.Provider value={brand}>
            <PlanProvider>{children}</PlanProvider>
          </BrandContext.Provider>
        </ApiContext.Provider>
      </I18nContext.Provider>
    </QueryClientProvider>
  );
}
