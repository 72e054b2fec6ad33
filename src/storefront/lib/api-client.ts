/**
 * The one API client: typed calls over the endpoint table of schemas/endpoints.ts. Every call
 * carries the merchant header, times out after REQUEST_TIMEOUT_MS, and is validated with the
 * endpoint's response schema (web settings leniently: a bad field takes its default). A bearer
 * token goes only on WITH_TOKEN calls and only when one exists; a 401 on any call but logout
 * takes the forced-logout path.
 *
 * `call` throws an ApiError (what react-query wants); `request` answers an error and result
 * pair, for product calls whose callers handle failures themselves (SPEC point 7).
 */
import type * as z from 'zod/mini';
import { buildPath, MERCHANT_HEADER, REQUEST_TIMEOUT_MS, type AnyEndpoint, type ResponseOf } from '#schemas/endpoints';
import { apiErrorSchema } from '#schemas/errors';
import { parseWebSettingsLenient } from '#schemas/web-settings';
import { ApiError } from './api-error.ts';

type InputOf<S> = S extends z.ZodMiniType ? z.input<S> : never;

export interface CallOptions<E extends AnyEndpoint> {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: InputOf<E['query']>;
  readonly body?: InputOf<E['body']>;
  readonly signal?: AbortSignal;
  /** Headers of the call itself (an order's Idempotency-Key). */
  readonly headers?: Readonly<Record<string, string>>;
}

export type Result<T> = { readonly error: null; readonly data: T } | { readonly error: ApiError; readonly data: null };

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** Defaults to the global fetch; tests pass the in-process server. */
  readonly fetch?: FetchLike;
  readonly base?: string;
  readonly timeoutMs?: number;
  /** The merchant id for the merchant header (cookie or resolved merchant). */
  readonly merchantId: () => string | null;
  /** The current brand's token, if any. */
  readonly token: () => string | null;
  /** A 401 on a call other than logout, with the token the call carried (null: it carried none). */
  readonly onUnauthorized?: (name: string, token: string | null) => void;
}

export interface ApiClient {
  call<E extends AnyEndpoint>(endpoint: E, options?: CallOptions<E>): Promise<ResponseOf<E>>;
  request<E extends AnyEndpoint>(endpoint: E, options?: CallOptions<E>): Promise<Result<ResponseOf<E>>>;
}

/** Logout calls answer 401 for an expired token; that is no reason to force another logout. */
const LOGOUT_CALLS: readonly string[] = ['logout', 'botLogout', 'botLogoutVariant'];

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

let reportedSettings = false;

function parseResponse<E extends AnyEndpoint>(endpoint: E, raw: unknown): { ok: true; data: ResponseOf<E> } | { ok: false } {
  const { name } = endpoint;
  if (name === 'webSettings') {
    const { settings, replaced } = parseWebSettingsLenient(raw);
    if (replaced.length > 0 && !reportedSettings) {
      reportedSettings = true;
      console.warn('web settings: replaced by defaults', replaced);
    }
    return { ok: true, data: settings as ResponseOf<E> };
  }
  const parsed = endpoint.response.safeParse(raw);
  if (!parsed.success) {
    console.error(`${name}: answer does not match the contract`, parsed.error.issues);
    return { ok: false };
  }
  return { ok: true, data: parsed.data as ResponseOf<E> };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = options.base ?? API_BASE;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  async function call<E extends AnyEndpoint>(endpoint: E, { params, query, body, signal, headers: extraHeaders }: CallOptions<E> = {}): Promise<ResponseOf<E>> {
    const { name } = endpoint;
    const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
    const merchantId = options.merchantId();
    if (merchantId) headers[MERCHANT_HEADER] = merchantId;
    const token = endpoint.withToken ? options.token() : null;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    signal?.addEventListener('abort', forwardAbort, { once: true });

    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${base}${buildPath(endpoint.path, params)}${queryString(query)}`, {
        method: endpoint.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      text = await response.text();
    } catch {
      throw ApiError.client(timedOut ? 'TIMEOUT' : signal?.aborted ? 'ABORTED' : 'NETWORK');
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }

    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      throw ApiError.client(response.ok ? 'INVALID_RESPONSE' : 'UNKNOWN', response.status);
    }

    if (!response.ok) {
      if (response.status === 401 && !LOGOUT_CALLS.includes(name)) options.onUnauthorized?.(name, token || null);
      const parsed = apiErrorSchema.safeParse(json);
      throw parsed.success ? new ApiError(parsed.data, response.status) : ApiError.client('UNKNOWN', response.status);
    }
    const parsed = parseResponse(endpoint, json);
    if (!parsed.ok) throw ApiError.client('INVALID_RESPONSE', response.status);
    return parsed.data;
  }

  async function request<E extends AnyEndpoint>(endpoint: E, callOptions?: CallOptions<E>): Promise<Result<ResponseOf<E>>> {
    try {
      return { error: null, data: await call(endpoint, callOptions) };
    } catch (error) {
      return { error: error instanceof ApiError ? error : ApiError.client('UNKNOWN'), data: null };
    }
  }

  return { call, request };
}
