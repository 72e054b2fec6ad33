/**
 * Play Mobile (send.smsxabar.uz broker API): one JSON POST with HTTP Basic credentials; success
 * is a 200 (`Request is received`), a refusal a 400 whose JSON names an error code under
 * `error-code` or `error_code` (sources differ: both are read).
 */
import { randomBytes } from 'node:crypto';
import { deadline, GATEWAY_TIMEOUT_MS, networkFailure, SmsSendError, type SmsGateway } from './gateway.ts';

export interface PlayMobileOptions {
  readonly url: string;
  readonly login: string;
  readonly password: string;
  /** The approved originator; Play Mobile's default is 3700. */
  readonly originator?: string | null;
  readonly timeoutMs?: number;
  readonly fetch?: typeof globalThis.fetch;
}

/** Play Mobile's error codes; only its internal error (100) is worth another try. */
export const PLAY_MOBILE_ERRORS: Readonly<Record<string, string>> = {
  100: 'internal error',
  101: 'syntax error',
  102: 'account locked',
  103: 'no channel',
  202: 'empty recipient',
  205: 'empty message-id',
  401: 'empty originator',
  404: 'empty or bad content',
  405: 'empty or bad content',
  406: 'empty or bad content',
};

/** A message id of its own per message: 24 lowercase hex characters. */
export const messageId = () => randomBytes(12).toString('hex');

export function createPlayMobileGateway(options: PlayMobileOptions): SmsGateway {
  const doFetch = options.fetch ?? globalThis.fetch;
  const authorization = `Basic ${Buffer.from(`${options.login}:${options.password}`).toString('base64')}`;
  return {
    async send({ phone, text }, signal) {
      const body = {
        messages: [{ recipient: phone, 'message-id': messageId(), sms: { originator: options.originator || '3700', content: { text } } }],
      };
      let res: Response;
      try {
        res = await doFetch(options.url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify(body),
          signal: deadline(options.timeoutMs ?? GATEWAY_TIMEOUT_MS, signal),
        });
      } catch (error) {
        throw networkFailure(error, 'PLAY_MOBILE', 'send');
      }
      if (res.ok) return;
      if (res.status === 401 || res.status === 403) {
        throw new SmsSendError("PLAY_MOBILE refused the credentials: check the merchant's login and password", 'PLAY_MOBILE', false, String(res.status));
      }
      const error = (await res.json().catch(() => null)) as Record<string, unknown> | null;
      const code = error ? String(error['error-code'] ?? error.error_code ?? '') : '';
      if (code) {
        const meaning = PLAY_MOBILE_ERRORS[code] ?? 'unknown error';
        throw new SmsSendError(`PLAY_MOBILE error ${code}: ${meaning}`, 'PLAY_MOBILE', code === '100', code);
      }
      throw new SmsSendError(`PLAY_MOBILE answered ${res.status}`, 'PLAY_MOBILE', res.status >= 500, String(res.status));
    },
  };
}
