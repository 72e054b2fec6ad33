// @vitest-environment jsdom
/**
 * The browser's API client as main.tsx prepares it: it carries only its own brand's token, and
 * a 401 ends the session that token belonged to (SPEC points 6 and 8).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { meEndpoint, branchesEndpoint } from '#schemas/endpoints';
import { userSchema } from '#schemas/entities';
import type { PageState } from '#schemas/page';
import type { FetchLike } from '../lib/api-client.ts';
import { pageNavigation } from '../lib/page-navigation.ts';
import { readToken, sessionStore } from '../lib/session.ts';
import { takeLaterNotice } from '../lib/later-notice.ts';
import { prepareClient } from './client.ts';

let n = 0;
const fresh = () => `client-${++n}-${Date.now()}`;
const user = (merchantId: string) => userSchema.parse({ id: `u-${merchantId}`, phone: '998901234567', merchantId });

const state = (merchantId: string): PageState => ({
  kind: 'ready',
  merchantId,
  sub: merchantId,
  channel: 'web',
  language: 'uz',
  fallback: 'uz',
  buildId: 'test',
  site: { protocol: 'http:', port: '' },
  queries: null,
  modules: [],
});

function server(status: number, body: unknown) {
  const seen: Headers[] = [];
  const fetch: FetchLike = async (_url, init) => {
    seen.push(new Headers(init.headers));
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { seen, fetch };
}

const unauthorized = { code: 'UNAUTHORIZED', description: { uz: 'a', ru: 'b', eng: 'c' } };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("the browser's API client", () => {
  it("sends this brand's token on WITH_TOKEN calls only, never another brand's", async () => {
    const [burger, coffee] = [fresh(), fresh()];
    sessionStore(burger).getState().signIn('burger-token', user(burger), null);
    const { seen, fetch } = server(200, user(coffee));
    const coffeeClient = (await prepareClient(state(coffee), fetch)).api;
    await coffeeClient.request(meEndpoint);
    expect(seen[0]!.has('Authorization')).toBe(false);

    sessionStore(coffee).getState().signIn('coffee-token', user(coffee), null);
    await coffeeClient.request(meEndpoint);
    expect(seen[1]!.get('Authorization')).toBe('Bearer coffee-token');
    await coffeeClient.request(branchesEndpoint);
    expect(seen[2]!.has('Authorization')).toBe(false);
  });

  it("reads the brand's saved session back before the page hydrates", async () => {
    const id = fresh();
    localStorage.setItem(`sf:${id}:session`, JSON.stringify({ state: { token: 'saved', user: user(id) }, version: 0 }));
    const { seen, fetch } = server(200, user(id));
    const { api } = await prepareClient(state(id), fetch);
    await api.request(meEndpoint);
    expect(seen[0]!.get('Authorization')).toBe('Bearer saved');
  });

  it('a 401 to the current token is the forced logout, with its notice on the next page', async () => {
    const id = fresh();
    sessionStore(id).getState().signIn('revoked', user(id), null);
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    const { api } = await prepareClient(state(id), server(401, unauthorized).fetch);
    await api.request(meEndpoint);
    expect(assign).toHaveBeenCalledWith('/');
    expect(readToken(id)).toBeNull();
    expect(takeLaterNotice()).toEqual({ key: 'errors.sessionExpired', tone: 'error' });
  });

  it('a 401 without a token, or to a token a newer sign-in replaced, ends no session', async () => {
    const id = fresh();
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    let answer!: (response: Response) => void;
    const fetch: FetchLike = () =>
      new Promise((resolve) => {
        answer = resolve;
      });
    const { api } = await prepareClient(state(id), fetch);
    const signedOut = api.request(meEndpoint);
    answer(new Response(JSON.stringify(unauthorized), { status: 401 }));
    await signedOut;
    expect(assign).not.toHaveBeenCalled();

    sessionStore(id).getState().signIn('old', user(id), null);
    const late = api.request(meEndpoint);
    sessionStore(id).getState().signIn('new', user(id), null);
    answer(new Response(JSON.stringify(unauthorized), { status: 401 }));
    await late;
    expect(assign).not.toHaveBeenCalled();
    expect(readToken(id)).toBe('new');
  });
});
