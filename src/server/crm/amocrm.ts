/**
 * amoCRM's API v4 (amocrm.ru/developers, "Сделки" and "События и примечания"; the same API as
 * Kommo's): a new order becomes a lead with its shopper as the lead's contact, then a note on the
 * lead with the order's lines.
 *
 * - `POST /api/v4/leads/complex`, a JSON array of leads (at most 50), each with at most one
 *   contact in `_embedded.contacts`; the contact's phone is the field `PHONE` (an `enum_code` such
 *   as `MOB`). It answers an array `[{ id, contact_id, company_id, request_id: [...], merged }]`:
 *   `id` is the lead's. With the account's duplicate control on, `merged: true` says the lead was
 *   joined to an earlier one.
 * - `POST /api/v4/leads/{id}/notes`, a JSON array of notes: `note_type: "common"`,
 *   `params.text`.
 * - Every call carries `Authorization: Bearer <token>`: the long-lived token of a private
 *   integration (valid 1 day to 5 years, no refresh token). 401: the token is wrong, expired or
 *   revoked; 429: more than 7 requests a second; errors come as application/problem+json.
 *
 * This module speaks the protocol only; services/crm.ts decides what is sent when, and retries.
 * No message of an error here carries the token: errors end up in `crm_outbox.last_error`.
 */
import type { AmoCRMCredentials } from '#schemas/preset';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export const AMOCRM_PATHS = {
  complexLeads: '/api/v4/leads/complex',
  leadNotes: (leadId: string) => `/api/v4/leads/${encodeURIComponent(leadId)}/notes`,
} as const;

/** How long one call may take; a lead waits for the next attempt past it. */
const CALL_TIMEOUT_MS = 10_000;
/** The most of an error answer's text kept (amoCRM's `title` and `detail`). */
const DETAIL_CHARS = 200;

export interface AmoCRMAccount {
  /** `https://<subdomain>.amocrm.ru`, or the account's own address. */
  readonly base: string;
  readonly accessToken: string;
  readonly pipelineId?: number;
  readonly statusId?: number;
}

/** The account of the merchant's credentials; `baseOverride` (tests: a local fake) replaces its address. */
export function amoCRMAccount(credentials: AmoCRMCredentials, baseOverride?: string): AmoCRMAccount {
  const base = baseOverride ?? credentials.baseUrl ?? `https://${credentials.subdomain}.amocrm.ru`;
  return { base: base.replace(/\/+$/, ''), accessToken: credentials.accessToken, pipelineId: credentials.pipelineId, statusId: credentials.statusId };
}

/** A lead as we send it: one order. */
export interface AmoCRMLead {
  /** `Order #<number>`. */
  readonly name: string;
  /** The order's total, integer so'm. */
  readonly price: number;
  /** Our order id, echoed in the answer's `request_id`. */
  readonly requestId: string;
  readonly contact: { readonly name: string; readonly firstName: string | null; readonly lastName: string | null; readonly phone: string | null };
}

export type AmoCRMFailureKind = 'auth' | 'rate' | 'server' | 'refused' | 'network' | 'answer';

export class AmoCRMError extends Error {
  constructor(readonly kind: AmoCRMFailureKind, readonly status: number | null, message: string) {
    super(`amoCRM: ${message}`);
  }
}

const kindOf = (status: number): AmoCRMFailureKind =>
  status === 401 || status === 403 ? 'auth' : status === 429 ? 'rate' : status >= 500 ? 'server' : 'refused';

/** The title and detail of an application/problem+json answer, cut short, or nothing. */
async function problemOf(response: Response): Promise<string> {
  try {
    const body = JSON.parse(await response.text()) as { title?: unknown; detail?: unknown };
    const parts = [body.title, body.detail].filter((p): p is string => typeof p === 'string' && p.length > 0);
    return parts.length ? `: ${parts.join(', ').slice(0, DETAIL_CHARS)}` : '';
  } catch {
    return '';
  }
}

async function post(fetch: FetchLike, account: AmoCRMAccount, path: string, body: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${account.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${account.accessToken}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = error instanceof Error ? (error.name === 'TimeoutError' ? `no answer in ${CALL_TIMEOUT_MS / 1000} s` : error.message) : 'the call failed';
    throw new AmoCRMError('network', null, `POST ${path}: ${cause}`);
  }
  if (!response.ok) {
    throw new AmoCRMError(kindOf(response.status), response.status, `POST ${path} answered ${response.status}${await problemOf(response)}`);
  }
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    throw new AmoCRMError('answer', response.status, `POST ${path} answered no JSON`);
  }
}

/** The body of `POST /api/v4/leads/complex` for one lead. */
export function complexLeadBody(account: AmoCRMAccount, lead: AmoCRMLead): unknown[] {
  const { contact } = lead;
  return [{
    name: lead.name,
    price: lead.price,
    request_id: lead.requestId,
    ...(account.pipelineId !== undefined ? { pipeline_id: account.pipelineId } : {}),
    ...(account.statusId !== undefined ? { status_id: account.statusId } : {}),
    _embedded: {
      contacts: [{
        name: contact.name,
        ...(contact.firstName ? { first_name: contact.firstName } : {}),
        ...(contact.lastName ? { last_name: contact.lastName } : {}),
        ...(contact.phone ? { custom_fields_values: [{ field_code: 'PHONE', values: [{ enum_code: 'MOB', value: contact.phone }] }] } : {}),
      }],
    },
  }];
}

/** Creates the lead with its contact; answers the lead's id. */
export async function createLead(fetch: FetchLike, account: AmoCRMAccount, lead: AmoCRMLead): Promise<string> {
  const answer = await post(fetch, account, AMOCRM_PATHS.complexLeads, complexLeadBody(account, lead));
  const first = Array.isArray(answer) ? (answer[0] as { id?: unknown } | undefined) : undefined;
  const id = first?.id;
  if (typeof id !== 'number' && !(typeof id === 'string' && /^\d+$/.test(id))) {
    throw new AmoCRMError('answer', 200, `POST ${AMOCRM_PATHS.complexLeads} answered no lead id`);
  }
  return String(id);
}

/** Adds a common (text) note to a lead. */
export async function addLeadNote(fetch: FetchLike, account: AmoCRMAccount, leadId: string, text: string): Promise<void> {
  await post(fetch, account, AMOCRM_PATHS.leadNotes(leadId), [{ note_type: 'common', params: { text } }]);
}
