/**
 * The browser entry: reads the state the server rendered the page from, loads what hydration
 * needs (the page's language and its lazy modules), and hydrates the server's markup. From
 * then on the storefront is a single-page app.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './styles.css';
import { checkAppVersion } from '../lib/storage.ts';
import { prepareClient, readPageState } from './client.ts';
import { Storefront } from './storefront.tsx';
import { yieldToBrowser } from '../lib/yield-to-browser.ts';
import { loadTelegram, usesTelegram } from '../features/telegram/telegram-host.tsx';
import { METRICA_DATASET_KEY } from '#domain/metrica';

async function main() {
  // The page's start is three tasks, none of them long on a slow phone: evaluating the modules
  // (this one), reading the page's state into the client, and hydrating (itself in slices).
  await yieldToBrowser();
  const root = document.getElementById('root');
  const state = readPageState();
  if (!root || !state) return;
  // SPEC point 4, version check: a different stored version clears stored state and reloads.
  if (checkAppVersion() === 'reload') {
    location.reload();
    return;
  }
  // The mini app's chunk loads beside the page's own (a failure leaves the page as it is).
  if (usesTelegram(state.channel)) loadTelegram().catch(() => {});
  const { api, queryClient, i18n } = await prepareClient(state);
  // A studio preview takes the draft's edits live (a chunk of its own, on such a page only).
  if (state.preview) import('./preview-listener.ts').then((m) => m.listenToStudio(queryClient, i18n)).catch(() => {});
  await yieldToBrowser();
  // A transition: hydration yields to the browser between slices instead of one long task.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <Storefront state={state} api={api} queryClient={queryClient} i18n={i18n} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />
      </StrictMode>,
    );
  });
  // The brand's Metrica counter, on a page that names one (lib/metrica.ts, decision 022).
  if (document.documentElement.dataset[METRICA_DATASET_KEY]) import('../lib/metrica.ts').then((m) => m.startMetrica()).catch(() => {});
}

void main();
