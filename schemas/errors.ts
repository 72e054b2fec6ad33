/**
 * The error shape of the whole API: `{ code, description: { ru, uz, eng } }` with the HTTP
 * status that fits. The storefront shows the description in the user's language.
 */
import * as z from 'zod/mini';

export const apiErrorSchema = z.object({
  code: z.string(),
  description: z.object({ ru: z.string(), uz: z.string(), eng: z.string() }),
  /** Where a request was refused field by field: the JSON path of each bad field. */
  fields: z.optional(
    z.array(
      z.object({
        path: z.string(),
        message: z.string(),
        /** The problem in words in each language, where the server words it (the studio's brand items). */
        text: z.optional(z.object({ ru: z.string(), uz: z.string(), eng: z.string() })),
      }),
    ),
  ),
  /** TOO_MANY_REQUESTS: seconds until the same request may be tried again. */
  retryAfterSeconds: z.optional(z.int()),
  /** An order refused by a rule: the rule's key (src/domain/order-messages.ts). */
  problem: z.optional(z.string()),
  /** An order whose shown total was not the server's: the server's totals, nothing placed. */
  totals: z.optional(z.record(z.string(), z.union([z.number(), z.boolean()]))),
  /** STATUS_NOT_ALLOWED: the statuses the order may move to from where it is. */
  allowed: z.optional(z.array(z.string())),
  /** A brand item not removed: what still points at it (the studio's brand draft). */
  dependents: z.optional(z.array(z.object({ collection: z.string(), key: z.string(), name: z.unknown() }))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const API_ERROR_CODES = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  MERCHANT_NOT_FOUND: 404,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** An edit of an item changed since its editor read it (`If-Match`): the description names who. */
  PRECONDITION_FAILED: 412,
  /** A sign-in limit was reached (codes per phone or address, resend cooldown). */
  TOO_MANY_REQUESTS: 429,
  /** A wrong, used or expired sign-in code (SPEC 5). */
  WRONG_CODE: 400,
  /** The phone is not an Uzbek mobile number. */
  INVALID_PHONE: 400,
  /** The SMS gateway did not take the message: nothing was spent, try again. */
  SMS_NOT_SENT: 502,
  /** An order a rule refuses (SPEC's message in the description). */
  ORDER_REFUSED: 422,
  /** The total shown was not the server's: `totals` carries the server's; nothing was placed. */
  PRICE_CHANGED: 409,
  /** A status move the order's state machine does not allow: `allowed` names the ones it does. */
  STATUS_NOT_ALLOWED: 409,
  INTERNAL: 500,
  /** Busy for now (a full work queue): try again shortly. */
  UNAVAILABLE: 503,
} as const;
export type ApiErrorCode = keyof typeof API_ERROR_CODES;
