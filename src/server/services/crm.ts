/**
 * New orders to the merchant's amoCRM as leads (web setting `amoCRMActive`; decision 022). The
 * scheduler's run (services/scheduler.ts) calls `runDue`, on every instance:
 *
 * 1. For each merchant with amoCRMActive on and amoCRM credentials (a preset's `merchant.amoCRM`,
 *    sealed into the server's secrets like payment credentials), the orders placed in the last day
 *    go into `crm_outbox`, once each (its key is the order), except those still waiting for an
 *    online payment (sent once paid) or expired unpaid. A day bounds the scan and keeps a merchant
 *    who turns amoCRM on from flooding it with old orders; it is far longer than a payment window.
 *    Nothing of orders.ts changes: the outbox is filled from the orders themselves.
 * 2. Its due rows are taken under a lease (db/crm-queries.ts: `FOR UPDATE SKIP LOCKED`, then the
 *    row's `next_at` moved past the run) and sent: the lead with the shopper as its contact, then a
 *    note with the lines. The lead's id is kept as soon as amoCRM answers it, so a retry adds the
 *    note, never a second lead; a lead asked for with no clear answer (a timeout, a 5xx, a crash)
 *    is looked for by its name before another is made. A failure counts an attempt, keeps the error
 *    (never a secret) and waits 1 min, doubling up to 1 h; after 12 failures the order is given up
 *    and said once. A failure ends the merchant's share of the run (the rest wait: at once after a
 *    refusal of that one lead, a minute when amoCRM is down or busy, an hour when it refuses the
 *    token).
 * 3. Tokens: a private integration's long-lived token is used as it is. With `oauth`, a refused
 *    access token (or one past its expiry) is refreshed once per run, under a lock on the stored
 *    credentials so that two instances never spend one refresh token twice; the new pair is sealed
 *    as `amocrm-tokens`, tied to the preset's refresh token it descends from.
 *
 * A merchant with amoCRMActive on and no credentials sends nothing (said once in the log).
 */
import { formatMoney } from '#domain/pricing';
import { languageSchema, type Language, type LocalizedText } from '#schemas/common';
import { amoCRMCredentialsSchema, type AmoCRMCredentials } from '#schemas/preset';
import { createHash } from 'node:crypto';
import type { Database, Sql } from '../db/database.ts';
import { readSecret, writeSecret } from '../db/account-queries.ts';
import * as cq from '../db/crm-queries.ts';
import {
  addLeadNote,
  AmoCRMError,
  amoCRMAccount,
  createLead,
  findLead,
  refreshTokens,
  type AmoCRMAccount,
  type AmoCRMLead,
  type AmoCRMOAuth,
  type FetchLike,
} from '../crm/amocrm.ts';
import type { PeriodicWork } from './periodic-work.ts';
import type { SecretBox } from './secrets.ts';

/** The sealed secret's name of a merchant's amoCRM credentials. */
export const CRM_SECRET = 'amocrm';
/** The sealed secret's name of the token pair an OAuth refresh gave (see `StoredTokens`). */
export const CRM_TOKENS_SECRET = 'amocrm-tokens';

/** The first retry of a failed lead waits this long; each further failure doubles it. */
export const CRM_RETRY_FIRST_MS = 60_000;
/** The longest wait between retries, and the wait after amoCRM refused the token. */
export const CRM_RETRY_MAX_MS = 3_600_000;
/** Failures after which an order is given up. */
export const CRM_MAX_ATTEMPTS = 12;
/** Orders placed this long ago at most are sent (and looked for in the orders at each run). */
export const CRM_NEW_ORDERS_WINDOW_MS = 86_400_000;
/** An access token this close to its expiry is refreshed before it is used. */
const TOKEN_EXPIRY_MARGIN_MS = 60_000;
/** Rows a merchant sends per run at most (two calls each; amoCRM takes 7 a second). */
const BATCH = 10;
/** A taken row is nobody else's for this long: longer than a run sends (RUN_BUDGET_MS, and a last lead of two 10 s calls). */
const LEASE_MS = 10 * 60_000;
/**
 * A run stops sending after this long (the rest is due at once, for the next run): the scheduler's
 * other work (scheduled orders, unpaid orders' expiry) waits for the run to end.
 */
const RUN_BUDGET_MS = 20_000;

export interface CrmOptions {
  /** Calls to amoCRM (tests: a local fake's). */
  readonly fetch: FetchLike;
  /** Every merchant's amoCRM address instead of its own (tests: the local fake). */
  readonly baseUrl?: string;
  readonly log?: (line: string) => void;
}

export interface CrmRun {
  /** Orders put into the outbox by this run. */
  readonly queued: number;
  /** Leads sent (with their notes) by this run. */
  readonly sent: number;
  /** Attempts that failed in this run. */
  readonly failed: number;
}

const NONE: CrmRun = { queued: 0, sent: 0, failed: 0 };

/** The pair an OAuth refresh gave; `from` names (by its hash) the preset's refresh token it descends from. */
interface StoredTokens {
  readonly from: string;
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly expiresAt: string;
}

/** The token to call with, and how to refresh it (null: a long-lived token). */
interface Tokens {
  readonly accessToken: string;
  readonly oauth: AmoCRMOAuth | null;
  readonly expiresAt: Date | null;
}

const fingerprint = (refreshToken: string) => createHash('sha256').update(refreshToken).digest('hex');

/** What a failure says about the merchant's other leads: wait how long before trying them. */
const restWaitMs = (kind: AmoCRMError['kind'] | null) =>
  kind === 'auth' ? CRM_RETRY_MAX_MS : kind === 'server' || kind === 'network' || kind === 'rate' ? CRM_RETRY_FIRST_MS : 0;

/** The wait after the `attempts`-th failure: 1 min, doubling, at most 1 h. */
export const crmRetryDelay = (attempts: number): number => Math.min(CRM_RETRY_MAX_MS, CRM_RETRY_FIRST_MS * 2 ** Math.min(Math.max(attempts - 1, 0), 30));

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** An error's text with the secrets taken out, whatever said them. */
const scrubbed = (text: string, secrets: readonly string[]) => secrets.reduce((t, secret) => (secret ? t.split(secret).join('[secret]') : t), text);

/** Labels of the lead's note, in the merchant's main language. */
const NOTE_LABELS: Readonly<Record<Language, Readonly<Record<'delivery' | 'service' | 'total' | 'payment' | 'address' | 'comment', string>>>> = {
  ru: { delivery: 'Доставка', service: 'Обслуживание', total: 'Итого', payment: 'Оплата', address: 'Адрес', comment: 'Комментарий' },
  uz: { delivery: 'Yetkazib berish', service: 'Xizmat', total: 'Jami', payment: "To'lov", address: 'Manzil', comment: 'Izoh' },
  eng: { delivery: 'Delivery', service: 'Service', total: 'Total', payment: 'Payment', address: 'Address', comment: 'Comment' },
};

const nameIn = (text: LocalizedText | undefined, language: Language, fallback: string) => text?.[language] || text?.ru || text?.uz || text?.eng || fallback;

/** A phone as amoCRM shows it: digits with a leading +. */
const phoneOf = (value: string | null) => {
  const digits = value?.replace(/\D/g, '') ?? '';
  return digits ? `+${digits}` : null;
};

/** The lead of an order: `Order #<number>`, its total, its shopper as the contact. */
export function leadOf(row: cq.CrmDue): AmoCRMLead {
  const phone = phoneOf(row.phone);
  const fullName = [row.firstName, row.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return {
    name: `Order #${row.number}`,
    price: row.totalPrice,
    requestId: row.orderId,
    contact: { name: fullName || phone || `Order #${row.number}`, firstName: row.firstName?.trim() || null, lastName: row.lastName?.trim() || null, phone },
  };
}

/** The note on the lead: the lines, the delivery, the total, how it is paid, where it goes. */
export function noteOf(row: cq.CrmDue, language: Language): string {
  const label = NOTE_LABELS[language];
  const money = (amount: number) => formatMoney(amount, language);
  const lines = row.lines.map((line) => {
    const modifiers = (line.modifiers ?? []).map((m) => `${nameIn(m.name, language, '?')}${m.count > 1 ? ` ×${m.count}` : ''}`);
    return `${line.count} × ${nameIn(line.name, language, `#${line.productId}`)}${modifiers.length ? ` (${modifiers.join(', ')})` : ''}: ${money(line.price)}`;
  });
  const { data } = row;
  const address = data.address ? [data.address.streetName ?? data.address.name, data.address.houseNumber, data.address.details].filter(Boolean).join(', ') : '';
  return [
    `Order #${row.number}${data.serviceType ? ` · ${data.serviceType}` : ''}`,
    ...lines,
    ...(data.deliveryPrice ? [`${label.delivery}: ${money(data.deliveryPrice)}`] : []),
    ...(data.servicePrice ? [`${label.service}: ${money(data.servicePrice)}`] : []),
    `${label.total}: ${money(row.totalPrice)}`,
    ...(data.paymentType ? [`${label.payment}: ${data.paymentType}`] : []),
    ...(address ? [`${label.address}: ${address}`] : []),
    ...(data.comment ? [`${label.comment}: ${data.comment}`] : []),
  ].join('\n');
}

/** The refresh under way per database and merchant, in this process. */
const refreshing = new WeakMap<Database, Map<string, Promise<Tokens>>>();

export class Crm {
  readonly #db: Database;
  readonly #box: SecretBox;
  readonly #fetch: FetchLike;
  readonly #baseUrl: string | undefined;
  readonly #log: (line: string) => void;
  /** What was said and still holds, by key: each is said once until it changes. */
  readonly #said = new Set<string>();

  constructor(db: Database, box: SecretBox, options: CrmOptions) {
    this.#db = db;
    this.#box = box;
    this.#fetch = options.fetch;
    this.#baseUrl = options.baseUrl;
    this.#log = options.log ?? (() => {});
  }

  #sayOnce(key: string, line: string): void {
    if (this.#said.has(key)) return;
    this.#said.add(key);
    this.#log(line);
  }

  /** The merchant's credentials, or null (none, or not readable: said once). */
  async #credentials(merchantId: string, sub: string): Promise<AmoCRMCredentials | null> {
    const text = await readSecret(this.#db, this.#box, merchantId, CRM_SECRET);
    let parsed: ReturnType<typeof amoCRMCredentialsSchema.safeParse> | null = null;
    try {
      parsed = text === null ? null : amoCRMCredentialsSchema.safeParse(JSON.parse(text));
    } catch {
      parsed = null;
    }
    if (parsed?.success) {
      this.#said.delete(`${merchantId}:unreadable`);
      return parsed.data;
    }
    this.#sayOnce(
      `${merchantId}:unreadable`,
      `crm: the stored amoCRM credentials of ${sub} (merchant ${merchantId}) cannot be read ` +
        '(sealed with another SECRETS_KEY?): its orders wait until its preset is loaded again',
    );
    return null;
  }

  /** One run: each merchant's new orders into the outbox, then its due leads sent. */
  async runDue(periodic: PeriodicWork<unknown>, now: Date): Promise<CrmRun> {
    let total = NONE;
    for (const merchant of await cq.merchantsWithCrmOn(this.#db, CRM_SECRET)) {
      if (!merchant.credentialsAt) {
        this.#sayOnce(
          `${merchant.merchantId}:none`,
          `crm: amoCRMActive is on for ${merchant.sub}, which has no amoCRM credentials ` + '(merchant.amoCRM of its preset): its orders are not sent',
        );
        continue;
      }
      this.#said.delete(`${merchant.merchantId}:none`);
      const run = await periodic.guard(merchant.merchantId, 'amoCRM leads', () => this.#runMerchant(merchant, now), NONE);
      total = { queued: total.queued + run.queued, sent: total.sent + run.sent, failed: total.failed + run.failed };
    }
    return total;
  }

  /** The token to call with: the pair of the last refresh while it descends from the preset's refresh token, else the preset's. */
  async #tokens(sql: Sql, merchantId: string, credentials: AmoCRMCredentials): Promise<Tokens> {
    const { oauth } = credentials;
    if (!oauth) return { accessToken: credentials.accessToken, oauth: null, expiresAt: null };
    let stored: StoredTokens | null = null;
    try {
      const text = await readSecret(sql, this.#box, merchantId, CRM_TOKENS_SECRET);
      stored = text === null ? null : (JSON.parse(text) as StoredTokens);
    } catch {
      stored = null;
    }
    if (stored && stored.from === fingerprint(oauth.refreshToken) && stored.accessToken && stored.refreshToken) {
      return { accessToken: stored.accessToken, oauth: { ...oauth, refreshToken: stored.refreshToken }, expiresAt: new Date(stored.expiresAt) };
    }
    return { accessToken: credentials.accessToken, oauth, expiresAt: null };
  }

  /**
   * A new access token in place of `spent`; the refresh token is spent once. One refresh per
   * merchant is in flight in this process (the others wait for it), and on PostgreSQL it runs under
   * a lock on the stored credentials, so an instance that finds another's refresh done takes its
   * token. PGlite has one process, and its transaction would hold every query during the call.
   */
  #refresh(merchantId: string, credentials: AmoCRMCredentials, base: string, spent: string, now: Date): Promise<Tokens> {
    let inFlight = refreshing.get(this.#db);
    if (!inFlight) refreshing.set(this.#db, (inFlight = new Map()));
    const under = inFlight.get(merchantId);
    if (under) return under;
    const refresh = (
      this.#db.kind === 'postgres'
        ? this.#db.transaction(async (tx) => {
            if (!(await cq.lockCrmCredentials(tx, merchantId, CRM_SECRET))) throw new AmoCRMError('auth', null, 'the credentials are gone');
            return this.#refreshIn(tx, merchantId, credentials, base, spent, now);
          })
        : this.#refreshIn(this.#db, merchantId, credentials, base, spent, now)
    ).finally(() => inFlight.delete(merchantId));
    inFlight.set(merchantId, refresh);
    return refresh;
  }

  async #refreshIn(sql: Sql, merchantId: string, credentials: AmoCRMCredentials, base: string, spent: string, now: Date): Promise<Tokens> {
    const origin = credentials.oauth;
    if (!origin) throw new AmoCRMError('auth', null, 'the token was refused and cannot be refreshed (no oauth)');
    const current = await this.#tokens(sql, merchantId, credentials);
    if (current.accessToken !== spent || !current.oauth) return current;
    const fresh = await refreshTokens(this.#fetch, base, current.oauth, now);
    const stored: StoredTokens = {
      from: fingerprint(origin.refreshToken),
      accessToken: fresh.accessToken,
      refreshToken: fresh.refreshToken,
      expiresAt: fresh.expiresAt.toISOString(),
    };
    await writeSecret(sql, this.#box, merchantId, CRM_TOKENS_SECRET, JSON.stringify(stored));
    return { accessToken: fresh.accessToken, oauth: { ...current.oauth, refreshToken: fresh.refreshToken }, expiresAt: fresh.expiresAt };
  }

  async #runMerchant(merchant: cq.CrmMerchant, now: Date): Promise<CrmRun> {
    const { merchantId } = merchant;
    const credentials = await this.#credentials(merchantId, merchant.sub);
    if (!credentials) return NONE;
    const since = new Date(now.getTime() - CRM_NEW_ORDERS_WINDOW_MS);
    const queued = await this.#db.asMerchant(merchantId, (tx) => cq.enqueueNewOrders(tx, merchantId, since, now));
    const due = await this.#db.asMerchant(merchantId, (tx) =>
      cq.takeDue(tx, merchantId, {
        now,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
        maxAttempts: CRM_MAX_ATTEMPTS,
        limit: BATCH,
      }),
    );
    if (due.length === 0) return { queued, sent: 0, failed: 0 };
    const base = amoCRMAccount(credentials, this.#baseUrl).base;
    const language = languageSchema.safeParse(merchant.mainLanguage).data ?? 'ru';
    const session: Session = { merchant, credentials, base, tokens: await this.#tokens(this.#db, merchantId, credentials), refreshed: false };
    const started = Date.now();
    let sent = 0;
    let failed = 0;
    for (const [index, row] of due.entries()) {
      const outcome = await this.#send(session, row, language, now);
      if (outcome === 'sent') sent++;
      else failed++;
      const rest = due.slice(index + 1).map((r) => r.orderId);
      // After a failure the rest are not tried now: what failed one lead (amoCRM down, the token
      // refused, too many requests) would fail them all, one timeout after another.
      if (rest.length > 0 && (outcome !== 'sent' || Date.now() - started > RUN_BUDGET_MS)) {
        const later = new Date(now.getTime() + (outcome === 'sent' ? 0 : restWaitMs(outcome)));
        await this.#db.asMerchant(merchantId, (tx) => cq.putBack(tx, merchantId, rest, later));
        break;
      }
    }
    if (sent > 0) {
      const recovered = [this.#said.delete(`${merchantId}:failing`), this.#said.delete(`${merchantId}:refused`)].some(Boolean);
      if (recovered) this.#log(`crm: leads of ${merchant.sub} reach amoCRM again`);
    }
    return { queued, sent, failed };
  }

  /** The lead of one row (found, or made) and its note; each step kept as soon as it is done. */
  async #deliver(session: Session, row: cq.CrmDue, language: Language, now: Date): Promise<void> {
    const { merchantId } = session.merchant;
    const account: AmoCRMAccount = { ...amoCRMAccount(session.credentials, this.#baseUrl), accessToken: session.tokens.accessToken };
    const lead = leadOf(row);
    let leadId = row.leadId;
    if (!leadId && row.leadRequested) {
      // An earlier attempt asked for this lead and never heard back: it may exist.
      const found = await findLead(this.#fetch, account, lead);
      if (found) {
        leadId = found;
        await this.#db.asMerchant(merchantId, (tx) => cq.recordLead(tx, merchantId, row.orderId, found));
      }
    }
    if (!leadId) {
      await this.#db.asMerchant(merchantId, (tx) => cq.recordLeadRequested(tx, merchantId, row.orderId, now));
      const created = await createLead(this.#fetch, account, lead);
      leadId = created;
      // Kept at once: a retry after a failed note adds the note, not a second lead.
      await this.#db.asMerchant(merchantId, (tx) => cq.recordLead(tx, merchantId, row.orderId, created));
    }
    await addLeadNote(this.#fetch, account, leadId, noteOf(row, language));
    const sentLead = leadId;
    await this.#db.asMerchant(merchantId, (tx) => cq.recordSent(tx, merchantId, row.orderId, sentLead, now));
  }

  async #send(session: Session, row: cq.CrmDue, language: Language, now: Date): Promise<'sent' | AmoCRMError['kind'] | null> {
    const { merchant } = session;
    const { merchantId } = merchant;
    let current = row;
    try {
      const expiring = session.tokens.expiresAt !== null && session.tokens.expiresAt.getTime() - TOKEN_EXPIRY_MARGIN_MS <= now.getTime();
      if (expiring && session.tokens.oauth && !session.refreshed) {
        session.refreshed = true;
        session.tokens = await this.#refresh(merchantId, session.credentials, session.base, session.tokens.accessToken, now);
      }
      try {
        await this.#deliver(session, current, language, now);
      } catch (error) {
        if (!(error instanceof AmoCRMError && error.kind === 'auth' && session.tokens.oauth && !session.refreshed)) throw error;
        // A refused access token: refreshed once per run, then this lead again (the refusal made none).
        session.refreshed = true;
        session.tokens = await this.#refresh(merchantId, session.credentials, session.base, session.tokens.accessToken, now);
        const [again] = await this.#db.asMerchant(merchantId, (tx) => cq.outboxRow(tx, merchantId, row.orderId));
        current = again ? { ...row, ...again } : row;
        await this.#deliver(session, current, language, now);
      }
      return 'sent';
    } catch (error) {
      const kind = error instanceof AmoCRMError ? error.kind : null;
      const message = scrubbed(messageOf(error), [
        session.tokens.accessToken,
        session.tokens.oauth?.refreshToken ?? '',
        session.credentials.accessToken,
        session.credentials.oauth?.refreshToken ?? '',
        session.credentials.oauth?.clientSecret ?? '',
      ]);
      const delay = kind === 'auth' ? CRM_RETRY_MAX_MS : crmRetryDelay(current.attempts + 1);
      // A refusal is an answer: no lead was made. Anything else may have made one.
      const leadNotMade = kind === 'auth' || kind === 'rate' || kind === 'refused';
      const attempts = await this.#db.asMerchant(merchantId, (tx) =>
        cq.recordFailure(tx, merchantId, row.orderId, { error: message, nextAt: new Date(now.getTime() + delay), leadNotMade }),
      );
      if (kind === 'auth') {
        this.#sayOnce(
          `${merchantId}:refused`,
          `crm: amoCRM refused the token of ${merchant.sub} (${message}): its leads wait, tried again every hour; ` +
            'a new token (or a new OAuth refresh token) goes into merchant.amoCRM of its preset',
        );
      } else {
        this.#sayOnce(
          `${merchantId}:failing`,
          `crm: the lead of order ${row.number} (${row.orderId}) of ${merchant.sub} failed: ${message}. ` +
            `Leads are tried again after ${CRM_RETRY_FIRST_MS / 1000} s, doubling up to ${CRM_RETRY_MAX_MS / 60_000} min (crm_outbox)`,
        );
      }
      if (attempts >= CRM_MAX_ATTEMPTS) {
        this.#log(`crm: order ${row.number} (${row.orderId}) of ${merchant.sub} is given up after ${attempts} failed attempts; the last: ${message}`);
      }
      return kind;
    }
  }
}

/** One merchant's share of a run: its credentials and the token in use (refreshed at most once). */
interface Session {
  readonly merchant: cq.CrmMerchant;
  readonly credentials: AmoCRMCredentials;
  readonly base: string;
  tokens: Tokens;
  refreshed: boolean;
}
