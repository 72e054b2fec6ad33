/**
 * Eskiz (notify.eskiz.uz): log in with e-mail and password for a bearer token (30 days), send
 * with it; on a 401 refresh the token (`PATCH /auth/refresh`), else log in again, and send once
 * more. One token request is in flight at a time: sends that meet an expired token together
 * share it.
 */
import { deadline, GATEWAY_TIMEOUT_MS, networkFailure, SmsSendError, type SmsGateway } from './gateway.ts';

export interface EskizOptions {
  readonly baseUrl: string;
  readonly email: string;
  readonly password: string;
  /** The approved sender name; Eskiz's default is 4546. */
  readonly from?: string | null;
  readonly timeoutMs?: number;
  readonly fetch?: typeof globalThis.fetch;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

export function createEskizGateway(options: EskizOptions): SmsGateway {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? GATEWAY_TIMEOUT_MS;
  let token: string | null = null;
  let pending: Promise<string> | null = null;

  async function call(path: string, init: RequestInit, signal: AbortSignal | undefined, what: string): Promise<Response> {
    try {
      return await doFetch(`${base}${path}`, { ...init, signal: deadline(timeoutMs, signal) });
    } catch (error) {
      throw networkFailure(error, 'ESKIZ', what);
    }
  }

  async function tokenFrom(res: Response, what: string): Promise<string> {
    const body = (await res.json().catch(() => null)) as { data?: { token?: unknown } } | null;
    const value = body?.data?.token;
    if (typeof value !== 'string' || !value) throw new SmsSendError(`ESKIZ ${what}: no token in the answer`, 'ESKIZ', true);
    return value;
  }

  async function login(signal?: AbortSignal): Promise<string> {
    const res = await call('/auth/login', { method: 'POST', body: form({ email: options.email, password: options.password }) }, signal, 'login');
    if (res.status === 401 || res.status === 403)
      throw new SmsSendError("ESKIZ login refused: check the merchant's e-mail and password", 'ESKIZ', false, String(res.status));
    if (!res.ok) throw new SmsSendError(`ESKIZ login answered ${res.status}`, 'ESKIZ', res.status >= 500, String(res.status));
    return tokenFrom(res, 'login');
  }

  async function renew(stale: string | null, signal?: AbortSignal): Promise<string> {
    if (stale) {
      const res = await call('/auth/refresh', { method: 'PATCH', headers: { authorization: `Bearer ${stale}` } }, signal, 'token refresh').catch(() => null);
      if (res?.ok) {
        const fresh = await tokenFrom(res, 'token refresh').catch(() => null);
        if (fresh) return fresh;
      }
    }
    return login(signal);
  }

  /** A token: the one held, or one request (shared by everyone waiting) for a new one. */
  function currentToken(stale: string | null, signal?: AbortSignal): Promise<string> {
    if (token && token !== stale) return Promise.resolve(token);
    pending ??= renew(stale, signal)
      .then((fresh) => {
        token = fresh;
        return fresh;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  async function sendWith(bearer: string, phone: string, text: string, signal?: AbortSignal): Promise<Response> {
    const fields: Record<string, string> = { mobile_phone: phone, message: text, from: options.from || '4546' };
    return call('/message/sms/send', { method: 'POST', headers: { authorization: `Bearer ${bearer}` }, body: form(fields) }, signal, 'send');
  }

  return {
    async send({ phone, text }, signal) {
      let bearer = await currentToken(null, signal);
      let res = await sendWith(bearer, phone, text, signal);
      if (res.status === 401) {
        bearer = await currentToken(bearer, signal);
        res = await sendWith(bearer, phone, text, signal);
      }
      if (res.ok) return;
      const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
      const detail = typeof body?.message === 'string' ? `: ${body.message.slice(0, 200)}` : '';
      throw new SmsSendError(`ESKIZ send answered ${res.status}${detail}`, 'ESKIZ', res.status >= 500 || res.status === 429, String(res.status));
    },
  };
}
