/**
 * What the browser prepares before it hydrates a page: the page state the server inlined, the
 * query cache seeded from it, the API client, the page's language and its lazy modules. Used by
 * main.tsx, and by the component tests that hydrate a server-rendered page the same way.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { PAGE_STATE_ELEMENT_ID, pageStateSchema, type PageState } from '#schemas/page';
import { createApiClient, type ApiClient, type FetchLike } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { forceLogout, readToken, sessionStore } from '../lib/session.ts';
import { createI18n, type I18n } from '../i18n/i18n.ts';
import { preloadModules, setPageBuild } from '../lib/lazy-modules.tsx';

/** The page state the server inlined; null (the page then stays as the server drew it) when it is unreadable. */
export function readPageState(doc: Document = document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = pageStateSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    console.error('page state does not match the contract', parsed.error.issues);
  } catch {
    console.error('page state is not JSON');
  }
  return null;
}

export interface ClientStart {
  readonly api: ApiClient;
  readonly queryClient: QueryClient;
  readonly i18n: I18n;
}

export async function prepareClient(state: PageState, fetch?: FetchLike): Promise<ClientStart> {
  setPageBuild(state.buildId);
  const queryClient = createQueryClient();
  // The server's own dehydrated cache: every answer in it passed the contract's schemas there.
  if (state.queries) hydrate(queryClient, state.queries as DehydratedState);
  const { merchantId } = state;
  const api = createApiClient({
    fetch,
    merchantId: () => merchantId,
    // Only this page's brand's token: a tab of one brand never sends another's.
    token: () => (merchantId ? readToken(merchantId) : null),
    // SPEC point 8: a 401 ends the session it was sent with. A call that carried no token, or
    // a token already replaced by a newer sign-in, has no session to end.
    onUnauthorized: (_name, sent) => {
      if (merchantId && sent !== null && sent === readToken(merchantId)) forceLogout(merchantId);
    },
  });
  // The brand's session is read back from storage before hydration; screens still see it only
  // once hydrated (lib/session.ts).
  if (merchantId) void sessionStore(merchantId).persist.rehydrate();
  const [i18n] = await Promise.all([createI18n(state.language, state.fallback), preloadModules(state.modules)]);
  return { api, queryClient, i18n };
}
