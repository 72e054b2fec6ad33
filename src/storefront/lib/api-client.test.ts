import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '#schemas/endpoint-table';
import { MERCHANT_HEADER } from '#schemas/endpoints';
import { DEFAULT_WEB_SETTINGS } from '#schemas/web-settings';
import { createApiClient, type FetchLike } from './api-client.ts';
import { ApiError, CLIENT_ERROR_TEXT } from './api-error.ts';

interface Seen {
  url: string;
  init: RequestInit;
}

function recorder(answer: (url: string) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch: FetchLike = async (url, init) => {
    seen.push({ url, init });
    return answer(url);
  };
  return { seen, fetch };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const headersOf = (s: Seen | undefined) => new Headers(s?.init.headers);

const city = { id: 'c1', name: { uz: 'Toshkent' }, latitude: 41.3, longitude: 69.2 };

describe('api client (SPEC point 7: merchant header, bearer on WITH_TOKEN calls, 30 s timeout, typed errors)', () => {
  it('sends the merchant header on every call', async () => {
    const { seen, fetch } = recorder(() => json([]));
    const api = createApiClient({ fetch, base: '', merchantId: () => 'm-42', token: () => null });
    await api.call(endpoints.branches);
    expect(headersOf(seen[0]).get(MERCHANT_HEADER)).toBe('m-42');
    expect(seen[0]!.url).toBe('/users/v1/branches');
  });

  it('sends a bearer token only on WITH_TOKEN calls and only when a token exists', async () => {
    const { seen, fetch } = recorder((url) => json(url.includes('city') ? [city] : []));
    let token: string | null = null;
    const api = createApiClient({ fetch, base: '', merchantId: () => 'm', token: () => token });
    await api.call(endpoints.cities, { params: { merchantId: 'm' } });
    expect(headersOf(seen[0]).has('Authorization')).toBe(false);
    token = 'secret';
    await api.call(endpoints.cities, { params: { merchantId: 'm' } });
    expect(headersOf(seen[1]).get('Authorization')).toBe('Bearer secret');
    await api.call(endpoints.branches);
    expect(headersOf(seen[2]).has('Authorization')).toBe(false);
  });

  it('fills path parameters and the query', async () => {
    const { seen, fetch } = recorder(() => json({ groups: [], categories: [], products: [] }));
    const api = createApiClient({ fetch, base: 'https://api.example', merchantId: () => 'm', token: () => null });
    await api.call(endpoints.overalls, { query: { type: 'TG' } });
    expect(seen[0]!.url).toBe('https://api.example/products/v1/overalls?type=TG');
  });

  it('times out with a TIMEOUT error that carries texts in all three languages', async () => {
    vi.useFakeTimers();
    try {
      const fetch: FetchLike = (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      const api = createApiClient({ fetch, base: '', merchantId: () => 'm', token: () => null, timeoutMs: 30_000 });
      const pending = api.request(endpoints.branches);
      await vi.advanceTimersByTimeAsync(29_999);
      let settled = false;
      void pending.then(() => {
        settled = true;
      });
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const { error } = await pending;
      expect(error?.code).toBe('TIMEOUT');
      expect(error?.description).toEqual(CLIENT_ERROR_TEXT.TIMEOUT);
      expect(error?.description.uz).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns a network failure into a NETWORK error', async () => {
    const api = createApiClient({ fetch: () => Promise.reject(new TypeError('Failed to fetch')), base: '', merchantId: () => 'm', token: () => null });
    await expect(api.call(endpoints.branches)).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });

  it("carries the server's error shape: code, description {ru, uz, eng} and status", async () => {
    const body = { code: 'MERCHANT_NOT_FOUND', description: { ru: 'Нет', uz: "Yo'q", eng: 'None' } };
    const { fetch } = recorder(() => json(body, 404));
    const api = createApiClient({ fetch, base: '', merchantId: () => null, token: () => null });
    const { error, data } = await api.request(endpoints.merchantBySub, { params: { sub: 'nope' } });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'MERCHANT_NOT_FOUND', status: 404, description: body.description });
  });

  it('answers INVALID_RESPONSE when a success answer breaks the contract', async () => {
    const { fetch } = recorder(() => json([{ id: 'x' }]));
    const api = createApiClient({ fetch, base: '', merchantId: () => 'm', token: () => null });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(api.call(endpoints.branches)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('parses web settings leniently: a bad field takes its default instead of failing the call', async () => {
    const { fetch } = recorder(() => json({ mainColor: 'red', bannersActive: 'yes', title: 'Burger' }));
    const api = createApiClient({ fetch, base: '', merchantId: () => 'm', token: () => null });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const settings = await api.call(endpoints.webSettings);
    expect(settings.mainColor).toBe(DEFAULT_WEB_SETTINGS.mainColor);
    expect(settings.bannersActive).toBe(DEFAULT_WEB_SETTINGS.bannersActive);
    // A title stored as a plain string is localised data read as the uz text (decision 024).
    expect(settings.title).toEqual({ uz: 'Burger' });
  });

  it('takes the forced-logout path on a 401, except for logout itself', async () => {
    const body = { code: 'UNAUTHORIZED', description: { ru: 'a', uz: 'b', eng: 'c' } };
    const { fetch } = recorder(() => json(body, 401));
    const onUnauthorized = vi.fn();
    const api = createApiClient({ fetch, base: '', merchantId: () => 'm', token: () => 't', onUnauthorized });
    await api.request(endpoints.me);
    expect(onUnauthorized).toHaveBeenCalledWith('me', 't');
    await api.request(endpoints.logout);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('sends a JSON body with its content type', async () => {
    const { seen, fetch } = recorder(() => json({ token: 'x' }));
    const api = createApiClient({ fetch, base: '', merchantId: () => 'm', token: () => null });
    await api.call(endpoints.botToken, { body: { initData: 'abc' } });
    expect(seen[0]!.init.method).toBe('POST');
    expect(headersOf(seen[0]).get('Content-Type')).toBe('application/json');
    expect(seen[0]!.init.body).toBe(JSON.stringify({ initData: 'abc' }));
  });
});
