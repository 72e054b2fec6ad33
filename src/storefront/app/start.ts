/**
 * Everything that happens before the first render: version check, path prefix, boot data,
 * the merchant, the API client, the query cache seeded from boot data, the web settings and
 * the language. Answers what main.tsx should render.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { I18n } from '../i18n/i18n.ts';
import { languageSchema, type Language, type PolicyType } from '#schemas/common';
import type { BootData } from '#schemas/boot';
import { parseWebSettingsLenient, type WebSettings } from '#schemas/web-settings';
import { subFromHost } from '#domain/merchant-host';
import { planLayout } from '#engine/plan-layout';
import type { Channel, LayoutContext } from '#engine/layout-plan';
import { createApiClient, type ApiClient, type FetchLike } from '../lib/api-client.ts';
import { COOKIE, readCookie, writeCookie } from '../lib/cookies.ts';
import { checkAppVersion, clearStoredState } from '../lib/storage.ts';
import { forceLogout, readToken } from '../lib/session.ts';
import { telegramInitData } from '../lib/telegram.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { paths } from '../lib/paths.ts';
import { createI18n } from '../i18n/i18n.ts';
import { webSettingsKeys, webSettingsQueryOptions } from '../features/settings/api/get-web-settings.ts';
import { overallsKeys, overallsQueryOptions, overallsType } from '../features/menu/api/get-overalls.ts';
import { cityKeys, citiesQueryOptions } from '../features/branches/api/get-cities.ts';
import { policyKeys, policyQueryOptions } from '../features/policies/api/get-policy.ts';
import { bannerKeys } from '../features/home-media/api/get-banners.ts';
import { storyKeys } from '../features/home-media/api/get-stories.ts';
import { brandCatalogKeys } from '../features/brands/api/get-brand-catalog.ts';
import { getMerchantBySub } from '../features/merchant/api/get-merchant.ts';
import type { Brand } from '../lib/app-context.tsx';
import { readBootData, resolveMerchant } from './boot.ts';
import { applyPathPrefix } from './path-prefix.ts';
import { syncDocumentLanguage } from './theme.ts';

export interface StartEnvironment {
  readonly host: string;
  readonly search: string;
  readonly doc: Document;
  readonly fetch?: FetchLike;
  readonly viewport: LayoutContext['viewport'];
  /** Replace the address bar without a reload (history.replaceState in the browser). */
  readonly replacePath: (path: string) => void;
  readonly pathname: string;
}

export type StartResult =
  | { readonly kind: 'reload' }
  | { readonly kind: 'merchant-missing'; readonly i18n: I18n }
  | { readonly kind: 'failed'; readonly i18n: I18n; readonly error: unknown }
  | {
      readonly kind: 'ready';
      readonly brand: Brand;
      readonly api: ApiClient;
      readonly queryClient: QueryClient;
      readonly i18n: I18n;
    };

/** The language the visitor asked for: the cookie, when it holds a known language. */
export function askedLanguage(): Language | null {
  const parsed = languageSchema.safeParse(readCookie(COOKIE.language));
  return parsed.success ? parsed.data : null;
}

/** The languages of the plan for these settings (offered, fallback, current). */
export function planLanguages(settings: WebSettings, channel: Channel, viewport: LayoutContext['viewport'], asked: Language) {
  return planLayout(settings, {
    channel, viewport, language: asked, categories: [], paymentSettings: [], brandCount: 0, hasBanners: false, hasStories: false,
  }).languages;
}

function seed(queryClient: QueryClient, boot: BootData, merchantId: string, channel: Channel): void {
  if (boot.webSettings !== undefined) {
    queryClient.setQueryData(webSettingsKeys.all, parseWebSettingsLenient(boot.webSettings).settings);
  }
  // The server inlines the web menu; the mini app asks for its own (TG) channel.
  if (boot.overalls && channel === 'web') queryClient.setQueryData(overallsKeys.type('WEB'), boot.overalls);
  if (boot.cities) queryClient.setQueryData(cityKeys.merchant(merchantId), boot.cities);
  if (boot.policies) {
    for (const type of ['ABOUT_COMPANY', 'TERMS', 'PRIVACY_POLICY'] as const satisfies readonly PolicyType[]) {
      queryClient.setQueryData(policyKeys.type(type), boot.policies.find((p) => p.type === type) ?? null);
    }
  }
  if (boot.banners) queryClient.setQueryData(bannerKeys.all, boot.banners);
  if (boot.stories) queryClient.setQueryData(storyKeys.all, boot.stories);
  if (boot.brands) queryClient.setQueryData(brandCatalogKeys.all, boot.brands);
}

export async function start(env: StartEnvironment): Promise<StartResult> {
  if (checkAppVersion() === 'reload') return { kind: 'reload' };
  // SPEC point 2: /ru/... and /uz/... set the language cookie and go to the root.
  const prefixed = applyPathPrefix(env.pathname);
  if (prefixed) env.replacePath(prefixed);

  const boot = readBootData(env.doc);
  const channel: Channel = telegramInitData() ? 'telegram' : 'web';
  let merchantId: string | null = readCookie(COOKIE.merchant);
  const api = createApiClient({
    fetch: env.fetch,
    merchantId: () => merchantId,
    token: () => (merchantId ? readToken(merchantId) : null),
    onUnauthorized: () => forceLogout(),
  });

  const resolution = await resolveMerchant({
    boot,
    sub: subFromHost(env.host, env.search),
    cookieMerchantId: merchantId,
    lookup: (sub) => getMerchantBySub(api, sub),
  });
  const asked = askedLanguage() ?? 'uz';

  if (resolution.status === 'missing') {
    clearStoredState({ keepMerchant: false });
    env.replacePath(paths.merchantNotAvailable);
    const i18n = await createI18n(asked, 'uz');
    syncDocumentLanguage(i18n, env.doc);
    return { kind: 'merchant-missing', i18n };
  }
  merchantId = resolution.merchantId;
  writeCookie(COOKIE.merchant, merchantId);

  const queryClient = createQueryClient();
  if (boot) seed(queryClient, boot, merchantId, channel);
  // Startup step 2, in parallel: settings, about text, cities and the menu overview.
  const settingsPromise = queryClient.fetchQuery(webSettingsQueryOptions(api));
  void queryClient.prefetchQuery(policyQueryOptions(api, 'ABOUT_COMPANY'));
  void queryClient.prefetchQuery(citiesQueryOptions(api, merchantId));
  void queryClient.prefetchQuery(overallsQueryOptions(api, overallsType(channel)));

  let settings: WebSettings;
  try {
    settings = await settingsPromise;
  } catch (error) {
    const i18n = await createI18n(asked, 'uz');
    syncDocumentLanguage(i18n, env.doc);
    return { kind: 'failed', i18n, error };
  }
  const languages = planLanguages(settings, channel, env.viewport, asked);
  const i18n = await createI18n(languages.current, languages.fallback);
  syncDocumentLanguage(i18n, env.doc);
  return {
    kind: 'ready',
    brand: { merchantId, merchant: resolution.merchant, channel },
    api,
    queryClient,
    i18n,
  };
}
