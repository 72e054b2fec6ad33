/**
 * The whole storefront for one page state, the same tree on the server and in the browser: a
 * ready brand (its providers, the plan, the routes), a missing merchant, or a brand that could
 * not be loaded. Only the router differs: StaticRouter on the server, BrowserRouter here.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { PageState } from '#schemas/page';
import { DEFAULT_MAP_CONFIG } from '#schemas/map-config';
import type { I18n } from '../i18n/i18n.ts';
import { TextsProvider } from '../i18n/use-t.ts';
import type { ApiClient } from '../lib/api-client.ts';
import { ApiContext, BrandContext, type Brand } from '../lib/app-context.tsx';
import { RenderContext, type RenderRecord } from '../lib/render-context.tsx';
import { PageHydrationContext, pageHydration, useHydrated } from '../lib/use-hydrated.ts';
import { PlanProvider } from './plan-provider.tsx';
import type { LayoutPlan } from '#engine/layout-plan';
import { AppRoutes } from './router.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';
import { AppToasts } from './app-toasts.tsx';
import { SessionRefresh } from '../features/accounts/session-refresh.tsx';
import { TelegramHost } from '../features/telegram/telegram-host.tsx';
import { MerchantMissingApp, StartupFailedApp } from './startup-outcomes.tsx';
import { syncDocumentLanguage } from './theme.ts';

export interface StorefrontProps {
  readonly state: PageState;
  readonly api: ApiClient;
  readonly queryClient: QueryClient;
  readonly i18n: I18n;
  /** The server render's record (status, modules, meta); none in the browser. */
  readonly record?: RenderRecord;
  readonly router: (routes: ReactNode) => ReactNode;
}

export function Storefront(props: StorefrontProps) {
  // This page's hydration, its own (the server renders a page per request in one process).
  const [hydration] = useState(pageHydration);
  return (
    <PageHydrationContext.Provider value={hydration}>
      <StorefrontTree {...props} />
    </PageHydrationContext.Provider>
  );
}

function StorefrontTree({ state, api, queryClient, i18n, record, router }: StorefrontProps) {
  const brand = useMemo<Brand | null>(
    () =>
      state.merchantId
        ? {
            merchantId: state.merchantId,
            sub: state.sub,
            channel: state.channel,
            site: state.site,
            buildId: state.buildId,
            maps: state.maps ?? DEFAULT_MAP_CONFIG,
            basketAtRender: state.basket,
            shopperAtRender: state.shopper,
          }
        : null,
    [state],
  );
  // `<html lang>` follows the language (the server wrote the first one).
  useEffect(() => syncDocumentLanguage(i18n), [i18n]);
  // Marks the page as taken over by the app (tests and styles may wait for it): once the
  // browser's own state is drawn, which commits with this component's switch.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = 'true';
  }, [hydrated]);
  let body: ReactNode;
  if (state.kind === 'ready' && brand) {
    body = (
      <QueryClientProvider client={queryClient}>
        <ApiContext.Provider value={api}>
          <BrandContext.Provider value={brand}>
            <PlanProvider initialPlan={state.plan as LayoutPlan | undefined}>
              {router(
                <>
                  <AppRoutes />
                  <ScrollRestoration />
                  <TelegramHost />
                </>,
              )}
              <SessionRefresh />
              <AppToasts />
            </PlanProvider>
          </BrandContext.Provider>
        </ApiContext.Provider>
      </QueryClientProvider>
    );
  } else if (state.kind === 'failed') {
    body = <StartupFailedApp error={state.error?.description ?? null} />;
  } else {
    body = <MerchantMissingApp />;
  }
  return (
    <RenderContext.Provider value={record ?? null}>
      <I18nextProvider i18n={i18n}>
        <TextsProvider>{body}</TextsProvider>
      </I18nextProvider>
    </RenderContext.Provider>
  );
}
