import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { start } from './start.ts';
import { App } from './app.tsx';

// Rare outcomes of startup: their code loads only when needed.
const MerchantMissingApp = lazy(() => import('./startup-outcomes.tsx').then((m) => ({ default: m.MerchantMissingApp })));
const StartupFailedApp = lazy(() => import('./startup-outcomes.tsx').then((m) => ({ default: m.StartupFailedApp })));

async function main() {
  const root = document.getElementById('root');
  if (!root) return;
  const result = await start({
    host: location.host,
    search: location.search,
    pathname: location.pathname,
    doc: document,
    viewport: { width: window.innerWidth, height: window.innerHeight },
    replacePath: (path) => history.replaceState(null, '', path),
  });
  // The server's shell stays on screen until React has something to show.
  switch (result.kind) {
    case 'reload':
      location.reload();
      return;
    case 'merchant-missing':
      createRoot(root).render(<StrictMode><Suspense><MerchantMissingApp i18n={result.i18n} /></Suspense></StrictMode>);
      return;
    case 'failed':
      createRoot(root).render(<StrictMode><Suspense><StartupFailedApp i18n={result.i18n} error={result.error} /></Suspense></StrictMode>);
      return;
    case 'ready': {
      const app = createRoot(root);
      // A transition renders in slices that yield to the browser, so the first render of a long
      // menu is no long task blocking input; the server's shell stays on screen meanwhile.
      startTransition(() => {
        app.render(
          <StrictMode>
            <App api={result.api} brand={result.brand} queryClient={result.queryClient} i18n={result.i18n} />
          </StrictMode>,
        );
      });
    }
  }
}

void main();
