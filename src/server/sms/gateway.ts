/**
 * The one interface of the SMS gateways (INTEGRATIONS.md, "SMS gateways"): a message to a
 * phone `998XXXXXXXXX`, sent or refused with an SmsSendError that says whether a later try may
 * succeed. Adapters never put credentials or tokens into an error.
 */
export interface SmsMessage {
  readonly phone: string;
  readonly text: string;
}

export interface SmsGateway {
  send(message: SmsMessage, signal?: AbortSignal): Promise<void>;
}

export type GatewayName = 'ESKIZ' | 'PLAY_MOBILE';

export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly gateway: GatewayName,
    readonly retryable: boolean,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

export interface SmsCredentials {
  readonly gateway: GatewayName;
  readonly username: string;
  readonly password: string;
  /** Eskiz `from` / Play Mobile `originator`; the providers' defaults when absent. */
  readonly sender?: string | null;
}

export interface GatewayUrls {
  /** Eskiz API base, without a trailing slash. */
  readonly eskiz: string;
  /** Play Mobile's send URL. */
  readonly playMobile: string;
}

export const DEFAULT_GATEWAY_URLS: GatewayUrls = {
  eskiz: 'https://notify.eskiz.uz/api',
  playMobile: 'https://send.smsxabar.uz/broker-api/send',
};

/** A gateway call waits this long at most. */
export const GATEWAY_TIMEOUT_MS = 10_000;

/** The caller's signal and a timeout, whichever comes first. */
export function deadline(timeoutMs: number, signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/** Whether a fetch failure is the network's or a timeout's (worth another try later). */
export function networkFailure(error: unknown, gateway: GatewayName, what: string): SmsSendError {
  const name = (error as Error | undefined)?.name;
  const reason = name === 'TimeoutError' ? 'timed out' : name === 'AbortError' ? 'was aborted' : 'could not connect';
  return new SmsSendError(`${gateway} ${what} ${reason}`, gateway, true);
}
