/**
 * A page as a visitor gets it, in jsdom: the real server (in process) renders it, the document
 * takes the server's HTML, and the storefront hydrates it the way main.tsx does, its API client
 * talking to the same server. Hydration problems are collected, not hidden. Test support only.
 */
import { act, render, type RenderResult } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import type { PageState } from '#schemas/page';
import type { FetchLike } from '../lib/api-client.ts';
import { prepareClient, readPageState } from '../app/client.ts';
import { Storefront } from '../app/storefront.tsx';

export type RequestLike = (url: string, init: RequestInit) => Response | Promise<Response>;

export interface RenderStorefrontOptions {
  /** The in-process server's `app.request`. */
  readonly request: RequestLike;
  /** The brand's sub-domain. */
  readonly sub: string;
  readonly path?: string;
}

export interface RenderedStorefront extends RenderResult {
  readonly state: PageState;
  /** The HTTP status of the server's page. */
  readonly status: number;
  /** Errors React recovered from while hydrating (a mismatch between server and browser among them). */
  readonly hydrationErrors: unknown[];
}

/** A fetch for `app.request`-style handlers: relative URLs are resolved against the test host. */
export function fetchThrough(request: RequestLike): FetchLike {
  return async (input, init) => request(new URL(input, 'http://localhost').toString(), init);
}

/** The server's page for a path, following its redirects, with the document's cookies. */
async function serverPage(request: RequestLike, host: string, path: string): Promise<{ html: string; status: number; path: string }> {
  let current = path;
  for (let hops = 0; hops < 3; hops++) {
    const response = await request(current, { headers: { host, cookie: document.cookie } });
    for (const cookie of response.headers.getSetCookie()) document.cookie = cookie;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      current = location;
      continue;
    }
    return { html: await response.text(), status: response.status, path: current };
  }
  throw new Error(`too many redirects from ${path}`);
}

export async function renderStorefront({ request, sub, path = '/' }: RenderStorefrontOptions): Promise<RenderedStorefront> {
  const page = await serverPage(request, `${sub}.localhost`, path);
  history.replaceState(null, '', page.path);
  const parsed = new DOMParser().parseFromString(page.html, 'text/html');
  for (const { name, value } of [...parsed.documentElement.attributes]) document.documentElement.setAttribute(name, value);
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  const state = readPageState(document);
  const root = document.getElementById('root');
  if (!state || !root) throw new Error(`the page of ${page.path} has no state or no root`);
  const { api, queryClient, i18n } = await prepareClient(state, fetchThrough(request));
  const hydrationErrors: unknown[] = [];
  let result!: RenderResult;
  await act(async () => {
    result = render(<Storefront state={state} api={api} queryClient={queryClient} i18n={i18n} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />, {
      container: root,
      hydrate: true,
      onRecoverableError: (error) => hydrationErrors.push(error),
    });
  });
  return { ...result, state, status: page.status, hydrationErrors };
}
