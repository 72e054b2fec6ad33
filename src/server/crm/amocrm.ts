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
 * - `GET /api/v4/leads?query=<text>` searches the leads' filled fields: `{ _embedded: { leads:
 *   [{ id, name, price, ... }] } }`, or 204 with no body when nothing matches.
 * - Every call carries `Authorization: Bearer <token>`: either the long-lived token of a private
 *   integration (valid 1 day to 5 years, no refresh token), or an OAuth 2.0 access token (24 h).
 *   401: the token is wrong, expired or revoked; 429: more than 7 requests a second; errors come
 *   as application/problem+json.
 * - OAuth 2.0: `POST /oauth2/access_token` with `{ client_id, client_secret, grant_type:
 *   "refresh_token", refresh_token, redirect_uri }` answers `{ token_type: "Bearer", expires_in,
 *   access_token, refresh_token }`. The refresh token (3 months) is single use: each refresh
 *   gives a new pair, and the old refresh token is spent.
 *
 * This module speaks the protocol only; services/crm.ts decides what is sent when, and retries.
 * No message of an error here carries the token: errors end up in `crm_outbox.last_error`.
 */
import type { AmoCRMCredentials } from '#schemas/preset';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export const AMOCRM_PATHS = {
  complexLeads: '/api/v4/leads/complex',
  leads: '/api/v4/leads',
  accessToken: '/oauth2/access_token',
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
  constructor(
    readonly kind: AmoCRMFailureKind,
    readonly status: number | null,
    message: string,
  ) {
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

/**
 * One call; answers the parsed JSON, or null for 204 No Content. `token` null: no Authorization
 * (the OAuth token endpoint). The path is named in errors, never a query string or a token.
 */
async function call(
  fetch: FetchLike,
  base: string,
  method: 'GET' | 'POST',
  path: string,
  query: string,
  token: string | null,
  body?: unknown,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${base}${path}${query}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = error instanceof Error ? (error.name === 'TimeoutError' ? `no answer in ${CALL_TIMEOUT_MS / 1000} s` : error.message) : 'the call failed';
    throw new AmoCRMError('network', null, `${method} ${path}: ${cause}`);
  }
  if (!response.ok) {
    throw new AmoCRMError(kindOf(response.status), response.status, `${method} ${path} answered ${response.status}${await problemOf(response)}`);
  }
  if (response.status === 204) return null;
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    throw new AmoCRMError('answer', response.status, `${method} ${path} answered no JSON`);
  }
}

const post = (fetch: FetchLike, account: AmoCRMAccount, path: string, body: unknown) => call(fetch, account.base, 'POST', path, '', account.accessToken, body);

const isLeadId = (id: unknown): id is number | string => typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id));

/** The body of `POST /api/v4/leads/complex` for one lead. */
export function complexLeadBody(account: AmoCRMAccount, lead: AmoCRMLead): unknown[] {
  const { contact } = lead;
  return [
    {
      name: lead.name,
      price: lead.price,
      request_id: lead.requestId,
      ...(account.pipelineId !== undefined ? { pipeline_id: account.pipelineId } : {}),
      ...(account.statusId !== undefined ? { status_id: account.statusId } : {}),
      _embedded: {
        contacts: [
          {
            name: contact.name,
            ...(contact.firstName ? { first_name: contact.firstName } : {}),
            ...(contact.lastName ? { last_name: contact.lastName } : {}),
            ...(contact.phone ? { custom_fields_values: [{ field_code: 'PHONE', values: [{ enum_code: 'MOB', value: contact.phone }] }] } : {}),
          },
        ],
      },
    },
  ];
}

/** Creates the lead with its contact; answers the lead's id. */
export async function createLead(fetch: FetchLike, account: AmoCRMAccount, lead: AmoCRMLead): Promise<string> {
  const answer = await post(fetch, account, AMOCRM_PATHS.complexLeads, complexLeadBody(account, lead));
  const first = Array.isArray(answer) ? (answer[0] as { id?: unknown } | undefined) : undefined;
  const id = first?.id;
  if (!isLeadId(id)) {
    throw new AmoCRMError('answer', 200, `POST ${AMOCRM_PATHS.complexLeads} answered no lead id`);
  }
  return String(id);
}

/** Adds a common (text) note to a lead. */
export async function addLeadNote(fetch: FetchLike, account: AmoCRMAccount, leadId: string, text: string): Promise<void> {
  await post(fetch, account, AMOCRM_PATHS.leadNotes(leadId), [{ note_type: 'common', params: { text } }]);
}

/**
 * The lead an earlier attempt may have made although its answer never arrived: the newest lead
 * named exactly `name` with this price, or null. amoCRM's `query` matches parts of words, so the
 * name is compared here.
 */
export async function findLead(fetch: FetchLike, account: AmoCRMAccount, lead: Pick<AmoCRMLead, 'name' | 'price'>): Promise<string | null> {
  const query = `?${new URLSearchParams({ query: lead.name, limit: '50' })}`;
  const answer = await call(fetch, account.base, 'GET', AMOCRM_PATHS.leads, query, account.accessToken);
  const leads = (answer as { _embedded?: { leads?: unknown } } | null)?._embedded?.leads;
  if (!Array.isArray(leads)) return null;
  const ids = (leads as { id?: unknown; name?: unknown; price?: unknown }[])
    .filter((l) => l.name === lead.name && Number(l.price) === lead.price && isLeadId(l.id))
    .map((l) => Number(l.id));
  return ids.length > 0 ? String(Math.max(...ids)) : null;
}

/** The OAuth 2.0 client of an amoCRM integration, and the refresh token to spend. */
export interface AmoCRMOAuth {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUri: string;
  readonly refreshToken: string;
}

export interface AmoCRMTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
  /** When the access token expires, by amoCRM's `expires_in`. */
  readonly expiresAt: Date;
}

/**
 * Spends the refresh token for a new pair. A 400 or 401 (the refresh token spent, expired or the
 * client unknown) is an `auth` failure: only a new authorization helps.
 */
export async function refreshTokens(fetch: FetchLike, base: string, oauth: AmoCRMOAuth, now: Date): Promise<AmoCRMTokens> {
  let answer: unknown;
  try {
    answer = await call(fetch, base, 'POST', AMOCRM_PATHS.accessToken, '', null, {
      client_id: oauth.clientId,
      client_secret: oauth.clientSecret,
      grant_type: 'refresh_token',
      refresh_token: oauth.refreshToken,
      redirect_uri: oauth.redirectUri,
    });
  } catch (error) {
    if (error instanceof AmoCRMError && error.status === 400) throw new AmoCRMError('auth', 400, error.message.replace(/^amoCRM: /, ''));
    throw error;
  }
  const body = answer as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown } | null;
  if (typeof body?.access_token !== 'string' || !body.access_token || typeof body.refresh_token !== 'string' || !body.refresh_token) {
    throw new AmoCRMError('answer', 200, `POST ${AMOCRM_PATHS.accessToken} answered no tokens`);
  }
  const seconds = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 86_400;
  return { accessToken: body.access_token, refreshToken: body.refresh_token, expiresAt: new Date(now.getTime() + seconds * 1000) };
}
