// @vitest-environment jsdom
/**
 * A preview page takes the studio's draft (issue 21): messages of its own origin only, checked by
 * the contract, the settings read leniently into the query cache the plan is drawn from; anything
 * else leaves the page as it is.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAIN_COLOR, type WebSettings } from '#schemas/web-settings';
import type { PreviewDraftMessage } from '#schemas/studio-preview';
import { createQueryClient } from '../lib/query-client.ts';
import { settingsKeys } from '../features/settings/api/query-keys.ts';
import { createI18n } from '../i18n/i18n.ts';
import { listenToStudio } from './preview-listener.ts';

const queryClient = createQueryClient();
const draft = (settings: Record<string, unknown>, id = 1): PreviewDraftMessage => ({ type: 'studio-draft', id, settings });
const post = (data: unknown, origin = location.origin) => window.dispatchEvent(new MessageEvent('message', { data, origin }));
const shown = () => queryClient.getQueryData<WebSettings>(settingsKeys.web);

beforeAll(async () => {
  globalThis.requestAnimationFrame ??= (callback) => setTimeout(() => callback(0), 0) as unknown as number;
  document.documentElement.dataset.hydrated = 'true';
  listenToStudio(queryClient, await createI18n('uz', 'uz'));
});

describe('the preview listener', () => {
  it('draws a draft of its own origin: the settings, read leniently, replace the web settings', () => {
    post(draft({ mainColor: '#7B1FA2', ruLangActive: false }));
    expect(shown()?.mainColor).toBe('#7B1FA2');
    expect(shown()?.ruLangActive).toBe(false);
    post(draft({ mainColor: 'purple' }, 2));
    expect(shown()?.mainColor).toBe(DEFAULT_MAIN_COLOR);
  });

  it('ignores another origin and anything that is not a draft message', () => {
    post(draft({ mainColor: '#112233' }));
    post(draft({ mainColor: '#000000' }), 'https://evil.example');
    post({ type: 'studio-draft', settings: 'all of them' });
    post('hello');
    expect(shown()?.mainColor).toBe('#112233');
  });
});
