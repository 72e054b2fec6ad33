/**
 * Renders the whole storefront the way main.tsx does, in jsdom, with the API client talking to
 * whatever `fetch` the test passes (the in-process server's `app.request`). Test support only.
 */
import { Suspense } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import type { FetchLike } from '../lib/api-client.ts';
import { start, type StartResult } from '../app/start.ts';
import { App } from '../app/app.tsx';
import { MerchantMissingApp, StartupFailedApp } from '../app/startup-outcomes.tsx';

export interface RenderStorefrontOptions {
  readonly fetch: FetchLike;
  /** The brand, named the development way (`?vendor=`). */
  readonly vendor: string;
  readonly path?: string;
  readonly viewport?: { readonly width: number; readonly height: number };
}

export async function renderStorefront({ fetch, vendor, path = '/', viewport = { width: 360, height: 800 } }: RenderStorefrontOptions): Promise<RenderResult & { result: StartResult }> {
  const url = new URL(path, location.origin);
  url.searchParams.set('vendor', vendor);
  history.replaceState(null, '', `${url.pathname}${url.search}`);
  Object.assign(window, { innerWidth: viewport.width, innerHeight: viewport.height });
  const result = await start({
    host: location.host,
    search: location.search,
    pathname: location.pathname,
    doc: document,
    fetch,
    viewport,
    replacePath: (next) => history.replaceState(null, '', next),
  });
  let ui;
  switch (result.kind) {
    case 'ready':
      ui = <App api={result.api} brand={result.brand} queryClient={result.queryClient} i18n={result.i18n} />;
      break;
    case 'merchant-missing':
      ui = <MerchantMissingApp i18n={result.i18n} />;
      break;
    case 'failed':
      ui = <StartupFailedApp i18n={result.i18n} error={result.error} />;
      break;
    case 'reload':
      throw new Error('the version check asked for a reload');
  }
  return { ...render(<Suspense>{ui}</Suspense>), result };
}

/** A fetch for `app.request`-style handlers: relative URLs are resolved against the test host. */
export function fetchThrough(request: (url: string, init: RequestInit) => Response | Promise<Response>): FetchLike {
  return async (input, init) => request(new URL(input, 'http://localhost').toString(), init);
}
