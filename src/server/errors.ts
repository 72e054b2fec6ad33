/**
 * The API's errors: `{ code, description: { ru, uz, eng } }` with the status of
 * schemas/errors.ts. Handlers throw an ApiFailure; the app's error handler answers it.
 */
import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { API_ERROR_CODES, type ApiError, type ApiErrorCode } from '#schemas/errors';
import { unknownKeys } from '#schemas/unknown-keys';
import { MESSAGES, message, type MessageKey } from './messages.ts';

export class ApiFailure extends Error {
  readonly status: number;
  readonly body: ApiError;

  constructor(code: ApiErrorCode, options: Omit<Partial<ApiError>, 'code'> = {}) {
    const description = options.description ?? MESSAGES[code];
    super(`${code}: ${description.eng}`);
    this.status = API_ERROR_CODES[code];
    this.body = {
      code,
      description,
      ...(options.fields ? { fields: options.fields } : {}),
      ...(options.retryAfterSeconds !== undefined ? { retryAfterSeconds: options.retryAfterSeconds } : {}),
      ...(options.problem !== undefined ? { problem: options.problem } : {}),
      ...(options.totals !== undefined ? { totals: options.totals } : {}),
      ...(options.allowed !== undefined ? { allowed: options.allowed } : {}),
      ...(options.dependents !== undefined ? { dependents: options.dependents } : {}),
    };
  }
}

/** NOT_FOUND saying what was not found (a key of the server's messages). */
export const notFound = (what: MessageKey = 'NOT_FOUND') => new ApiFailure('NOT_FOUND', { description: message(what) });

/** Refuses (400) a value holding a key `schema` does not declare, naming each by its JSON path under `at`. */
export function refuseUnknownKeys(schema: z.ZodMiniType, value: unknown, at: readonly (string | number)[]): void {
  const unknown = unknownKeys(schema, value, at);
  if (unknown.length > 0)
    throw new ApiFailure('BAD_REQUEST', { description: message('unknownKeys'), fields: unknown.map((u) => ({ path: u.path, message: u.message })) });
}

/** The app's error handler: an ApiFailure as its body and status, anything else a logged 500. */
export function answerError(error: Error, c: Context): Response {
  if (error instanceof ApiFailure) {
    if (error.body.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.body.retryAfterSeconds));
    return c.json(error.body, error.status as 400);
  }
  console.error(`${c.req.method} ${c.req.path}:`, error);
  return c.json(new ApiFailure('INTERNAL').body, 500);
}
