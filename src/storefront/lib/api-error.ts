/**
 * The typed error of every API call: the server's `{ code, description: { ru, uz, eng } }`
 * (schemas/errors.ts) plus the HTTP status. Failures that never reached the server (no
 * network, timeout, an answer that does not match the contract) get codes and texts of
 * their own, in the same three languages, so every error can be shown the same way.
 */
import type { ApiError as ApiErrorBody } from '#schemas/errors';

export type ErrorDescription = ApiErrorBody['description'];

export const CLIENT_ERROR = {
  NETWORK: 'NETWORK',
  TIMEOUT: 'TIMEOUT',
  ABORTED: 'ABORTED',
  INVALID_RESPONSE: 'INVALID_RESPONSE',
  UNKNOWN: 'UNKNOWN',
} as const;
export type ClientErrorCode = keyof typeof CLIENT_ERROR;

export const CLIENT_ERROR_TEXT: Readonly<Record<ClientErrorCode, ErrorDescription>> = {
  NETWORK: {
    uz: "Internet bilan aloqa yo'q. Ulanishni tekshirib, qayta urinib ko'ring.",
    ru: 'Нет соединения с интернетом. Проверьте подключение и попробуйте снова.',
    eng: 'No connection. Check your internet and try again.',
  },
  TIMEOUT: {
    uz: "Server o'z vaqtida javob bermadi. Qayta urinib ko'ring.",
    ru: 'Сервер не ответил вовремя. Попробуйте ещё раз.',
    eng: 'The server took too long to answer. Please try again.',
  },
  ABORTED: {
    uz: "So'rov bekor qilindi.",
    ru: 'Запрос отменён.',
    eng: 'The request was cancelled.',
  },
  INVALID_RESPONSE: {
    uz: "Serverdan kutilmagan javob keldi. Qayta urinib ko'ring.",
    ru: 'Сервер прислал неожиданный ответ. Попробуйте ещё раз.',
    eng: 'The server sent an unexpected answer. Please try again.',
  },
  UNKNOWN: {
    uz: "Nimadir xato ketdi. Qayta urinib ko'ring.",
    ru: 'Что-то пошло не так. Попробуйте ещё раз.',
    eng: 'Something went wrong. Please try again.',
  },
};

export class ApiError extends Error {
  readonly code: string;
  readonly description: ErrorDescription;
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  readonly fields: ApiErrorBody['fields'];
  /** TOO_MANY_REQUESTS: seconds until the same request may be tried again; null otherwise. */
  readonly retryAfterSeconds: number | null;
  /** ORDER_REFUSED: the rule's key; null otherwise. */
  readonly problem: string | null;
  /** PRICE_CHANGED: the server's totals; null otherwise. */
  readonly totals: ApiErrorBody['totals'] | null;
  /** A studio item not removed: what still points at it; empty otherwise. */
  readonly dependents: NonNullable<ApiErrorBody['dependents']>;

  constructor(body: ApiErrorBody, status: number) {
    super(`${body.code} (${status}): ${body.description.eng}`);
    this.name = 'ApiError';
    this.code = body.code;
    this.description = body.description;
    this.status = status;
    this.fields = body.fields;
    this.retryAfterSeconds = body.retryAfterSeconds ?? null;
    this.problem = body.problem ?? null;
    this.totals = body.totals ?? null;
    this.dependents = body.dependents ?? [];
  }

  static client(code: ClientErrorCode, status = 0): ApiError {
    return new ApiError({ code, description: CLIENT_ERROR_TEXT[code] }, status);
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** Any thrown value as an ApiError (render errors and the like become UNKNOWN). */
export const toApiError = (value: unknown): ApiError => (isApiError(value) ? value : ApiError.client('UNKNOWN'));
