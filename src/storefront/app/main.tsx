/**
 * The browser entry: reads the state the server rendered the page from, loads what hydration
 * needs (the page's language and its lazy modules), and hydrates the server's markup. From
 * then on the storefront is a single-page app.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { PAGE_STATE_ELEMENT_ID, pageStateSchema, type PageState } from '#schemas/page';
import './styles.css';
import { createApiClient } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { forceLogout, readToken } from '../lib/session.ts';
import { checkAppVersion } from '../lib/storage.ts';
import { createI18n } from '../i18n/i18n.ts';
import { preloadModules, setPageBuild } from './lazy-modules.tsx';
import { Storefront } from './storefront.tsx';
import { syncDocumentLanguage } from './theme.ts';

/** The page state the server inlined; null (and the page stays as the server drew it) when it is unreadable. */
function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
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

async function main() {
  const root = document.getElementById('root');
  const state = readPageState();
  if (!root || !state) return;
  // SPEC point 4, version check: a different stored version clears stored state and reloads.
  if (checkAppVersion() === 'reload') {
    location.reload();
    return;
  }
  setPageBuild(state.buildId);
  const queryClient = createQueryClient();
  // The server's own dehydrated cache: every answer in it passed the contract's schemas there.
  hydrate(queryClient, state.queries as DehydratedState);
  const { merchantId } = state;
  const api = createApiClient({
    merchantId: () => merchantId,
    token: () => (merchantId ? readToken(merchantId) : null),
    onUnauthorized: () => forceLogout(),
  });
  const [i18n] = await Promise.all([createI18n(state.language, state.fallback), preloadModules(state.modules)]);
  syncDocumentLanguage(i18n);
  // A transition: hydration yields to the browser between slices instead of one long task.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <Storefront state={state} api={api} queryClient={queryClient} i18n={i18n} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />
      </StrictMode>,
    );
  });
}

void main();
