/**
 * The merchant studio's entry (studio.html, its own chunks: docs/decisions/020-studio.md). The
 * server names the brand of the host in `<meta name="merchant">`; the studio draws its sections
 * in the browser only.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import './studio.css';
import { createStudioI18n, storedLanguage } from './i18n/i18n.ts';
import { createStudioApi, pageMerchant, StudioContext } from './lib/studio-api.ts';
import { StudioApp } from './studio-app.tsx';
import { NoBrand } from './components/status.tsx';

async function main() {
  const root = document.getElementById('studio');
  if (!root) return;
  const language = storedLanguage();
  const i18n = await createStudioI18n(language);
  document.documentElement.lang = language === 'eng' ? 'en' : language;
  const merchantId = pageMerchant();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        {merchantId ? (
          <StudioContext.Provider value={{ api: createStudioApi(merchantId), merchantId }}>
            <QueryClientProvider client={queryClient}>
              <BrowserRouter basename="/studio">
                <StudioApp />
              </BrowserRouter>
            </QueryClientProvider>
          </StudioContext.Provider>
        ) : (
          <NoBrand />
        )}
      </I18nextProvider>
    </StrictMode>,
  );
}

void main();
