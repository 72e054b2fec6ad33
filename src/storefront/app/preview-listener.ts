/**
 * A studio preview's page (`pageState.preview`, a valid preview token came with it) takes the
 * studio's draft settings live: messages of this origin only, checked by the contract and the
 * settings read leniently, replace the web settings in the query cache, so the plan is drawn
 * again from them in the browser (plan-provider.tsx), without a reload. Loaded only on such a
 * page: never part of a shopper's first load.
 */
import type { QueryClient } from '@tanstack/react-query';
import { parseWebSettingsLenient } from '#schemas/web-settings';
import { previewDraftMessageSchema, type PreviewAnswer } from '#schemas/studio-preview';
import { menuKeys } from '../features/menu/api/query-keys.ts';
import { settingsKeys } from '../features/settings/api/query-keys.ts';
import { switchLanguage, type I18n } from '../i18n/i18n.ts';

const afterPaint = (then: () => void) => requestAnimationFrame(() => requestAnimationFrame(then));

/** Once the page is hydrated (storefront.tsx marks it): a draft applied earlier would not match the server's markup. */
function whenHydrated(then: () => void): void {
  const root = document.documentElement;
  if (root.dataset.hydrated) return then();
  const observer = new MutationObserver(() => {
    if (!root.dataset.hydrated) return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}

export function listenToStudio(queryClient: QueryClient, i18n: I18n): void {
  whenHydrated(() => listen(queryClient, i18n));
}

function listen(queryClient: QueryClient, i18n: I18n): void {
  const origin = location.origin;
  // The draft stays until the next message: never refetched over with the published settings.
  queryClient.setQueryDefaults(settingsKeys.web, { staleTime: Infinity });
  // The draft's menu came with the page (its render asked with the preview token): kept, never
  // refetched over with the published menu. The studio reloads the frame after an item's edit.
  queryClient.setQueryDefaults(menuKeys.overalls('WEB').slice(0, 1), { staleTime: Infinity, refetchOnWindowFocus: false });
  const answer = (to: MessageEventSource | null, message: PreviewAnswer) => to?.postMessage(message, { targetOrigin: origin });
  window.addEventListener('message', (event) => {
    if (event.origin !== origin) return;
    const parsed = previewDraftMessageSchema.safeParse(event.data);
    if (!parsed.success) return;
    const { id, settings, language } = parsed.data;
    queryClient.setQueryData(settingsKeys.web, parseWebSettingsLenient(settings).settings);
    const switched = language && language !== i18n.language ? switchLanguage(i18n, language) : Promise.resolve();
    void switched.then(() => afterPaint(() => answer(event.source, { type: 'studio-preview-shown', id })));
  });
  if (window.parent !== window) answer(window.parent, { type: 'studio-preview-ready' });
}
