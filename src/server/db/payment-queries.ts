/**
 * The SQL of payments: an order as a payment sees it (locked), every attempt to pay it through a
 * provider, the order's payment state, the unpaid orders that expire, and saved cards. Run inside
 * `db.asMerchant` (row-level security applies) except the owner queries named so.
 */
import type { OnlineProvider, PaymentState } from '#domain/payment';
import type { PaymentType } from '#schemas/common';
import type { Row, Sql } from './database.ts';
import { LOCKED_COLUMNS, type LockedOrder } from './order-columns.ts';

/** Where an attempt is paid: a provider's page, or a receipt with a saved card (Payme's Subscribe API). */
export type AttemptProvider = OnlineProvider | 'PAYME_CARD';

/** An order as a payment reads it, with the columns of a locked order. */
export interface PaymentOrderRow extends LockedOrder {
  readonly paymentType: PaymentType;
  readonly totalPrice: number;
  /** Unix ms; null for an order that waits for no payment. */
  readonly paymentExpiresMs: number | null;
}

const PAYMENT_COLUMNS = `${LOCKED_COLUMNS}, payment_type as "paymentType", total_price as "totalPrice",
  (extract(epoch from payment_expires_at) * 1000)::bigint as "paymentExpiresMs"`;

/** The order, locked until the transaction ends: one payment decision of an order at a time. */
export async function lockPaymentOrder(sql: Sql, merchantId: string, orderId: string): Promise<PaymentOrderRow | null> {
  const rows = await sql.query<PaymentOrderRow>(`select ${PAYMENT_COLUMNS} from orders where merchant_id = $1 and id = $2 for update`, [merchantId, orderId]);
  return rows[0] ?? null;
}

/** The order without a lock (a shopper's read of where to pay). */
export async function paymentOrder(sql: Sql, merchantId: string, orderId: string): Promise<PaymentOrderRow | null> {
  const rows = await sql.query<PaymentOrderRow>(`select ${PAYMENT_COLUMNS} from orders where merchant_id = $1 and id = $2`, [merchantId, orderId]);
  return rows[0] ?? null;
}

/** Sets the payment's state (and its method), laid over the order's wire object too. */
export async function setPayment(
  sql: Sql,
  merchantId: string,
  orderId: string,
  change: { state: PaymentState; type?: PaymentType; expiresAt?: Date | null; now: Date; reachesKitchen?: boolean },
): Promise<void> {
  await sql.query(
    `update orders set payment_state = $3, payment_type = coalesce($4, payment_type),
            payment_expires_at = case when $5 then $6 else payment_expires_at end,
            -- Paid, or switched to cash: the kitchen counts its time from now.
            status_changed_at = case when $8 then $7 else status_changed_at end,
            updated_at = $7,
            data = data || jsonb_build_object('paymentState', $3::text, 'isPaid', $3::text = 'PAID') || coalesce(jsonb_build_object('paymentType', $4::text), '{}'::jsonb)
      where merchant_id = $1 and id = $2`,
    [
      merchantId,
      orderId,
      change.state,
      change.type ?? null,
      change.expiresAt !== undefined,
      change.expiresAt ?? null,
      change.now,
      change.reachesKitchen ?? false,
    ],
  );
}

/** One attempt to pay an order. Times are Unix ms (0: not yet). */
export interface AttemptRow extends Row {
  readonly id: string;
  readonly orderId: string;
  readonly provider: AttemptProvider;
  readonly externalId: string | null;
  readonly prepareId: number;
  readonly state: string;
  readonly amountTiyin: number;
  readonly providerTime: number | null;
  readonly createdMs: number;
  readonly performedMs: number;
  readonly cancelledMs: number;
  readonly reason: number | null;
  readonly data: Record<string, unknown>;
}

const ATTEMPT_COLUMNS = `id, order_id as "orderId", provider, external_id as "externalId", prepare_id as "prepareId", state, amount_tiyin as "amountTiyin",
  provider_time as "providerTime", created_ms as "createdMs", performed_ms as "performedMs", cancelled_ms as "cancelledMs", reason, data`;

/** The attempt a provider names by its own id (Payme's id, Click's click_trans_id, Uzum's order id). */
export async function attemptByExternal(sql: Sql, merchantId: string, provider: AttemptProvider, externalId: string): Promise<AttemptRow | null> {
  const rows = await sql.query<AttemptRow>(`select ${ATTEMPT_COLUMNS} from payment_attempts where merchant_id = $1 and provider = $2 and external_id = $3`, [
    merchantId,
    provider,
    externalId,
  ]);
  return rows[0] ?? null;
}

/**
 * Holds a provider's own id of a payment to the end of the transaction: two calls naming one id
 * for different orders (each locking only its own order) decide one after the other, so the
 * second sees the first's attempt instead of colliding with it on the unique index.
 */
export async function lockExternalId(sql: Sql, merchantId: string, provider: AttemptProvider, externalId: string): Promise<void> {
  await sql.query('select pg_advisory_xact_lock(hashtext($1))', [`payment:${merchantId}:${provider}:${externalId}`]);
}

/** Click's attempt by the prepare id we answered. */
export async function attemptByPrepareId(sql: Sql, merchantId: string, prepareId: number): Promise<AttemptRow | null> {
  const rows = await sql.query<AttemptRow>(
    `select ${ATTEMPT_COLUMNS} from payment_attempts where merchant_id = $1 and provider = 'CLICK' and prepare_id = $2`,
    [merchantId, prepareId],
  );
  return rows[0] ?? null;
}

/** The attempts of an order of one provider in a state (Payme's state 1: being paid), newest first. */
export async function attemptsOfOrder(
  sql: Sql,
  merchantId: string,
  orderId: string,
  filter: { provider?: AttemptProvider; state?: string } = {},
): Promise<AttemptRow[]> {
  return sql.query<AttemptRow>(
    `select ${ATTEMPT_COLUMNS} from payment_attempts where merchant_id = $1 and order_id = $2
        and ($3::text is null or provider = $3) and ($4::text is null or state = $4)
      order by created_ms desc, prepare_id desc`,
    [merchantId, orderId, filter.provider ?? null, filter.state ?? null],
  );
}

/** The prepare id the next attempt will have (Click's `merchant_prepare_id`, answered before the row is written). */
export async function nextPrepareId(sql: Sql): Promise<number> {
  const rows = await sql.query<{ id: number }>("select nextval('payment_prepare_ids') as id");
  return rows[0]!.id;
}

export interface NewAttempt {
  readonly id: string;
  /** Click's attempts take the id answered to Prepare. */
  readonly prepareId?: number;
  readonly orderId: string;
  readonly provider: AttemptProvider;
  readonly externalId: string | null;
  readonly state: string;
  readonly amountTiyin: number;
  readonly providerTime?: number | null;
  readonly createdMs: number;
  readonly data?: Record<string, unknown>;
}

/** Writes an attempt. */
export async function insertAttempt(sql: Sql, merchantId: string, attempt: NewAttempt): Promise<void> {
  await sql.query(
    `insert into payment_attempts (merchant_id, id, order_id, provider, external_id, state, amount_tiyin, provider_time, created_ms, data, prepare_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, coalesce($11, nextval('payment_prepare_ids')))`,
    [
      merchantId,
      attempt.id,
      attempt.orderId,
      attempt.provider,
      attempt.externalId,
      attempt.state,
      attempt.amountTiyin,
      attempt.providerTime ?? null,
      attempt.createdMs,
      JSON.stringify(attempt.data ?? {}),
      attempt.prepareId ?? null,
    ],
  );
}

/** Moves an attempt: its state and, where given, when it was performed or cancelled and why. */
export async function updateAttempt(
  sql: Sql,
  merchantId: string,
  id: string,
  change: { state: string; performedMs?: number; cancelledMs?: number; reason?: number | null; data?: Record<string, unknown> },
): Promise<void> {
  await sql.query(
    `update payment_attempts set state = $3, performed_ms = coalesce($4, performed_ms), cancelled_ms = coalesce($5, cancelled_ms),
            reason = case when $6 then $7 else reason end, data = data || $8::jsonb
      where merchant_id = $1 and id = $2`,
    [
      merchantId,
      id,
      change.state,
      change.performedMs ?? null,
      change.cancelledMs ?? null,
      change.reason !== undefined,
      change.reason ?? null,
      JSON.stringify(change.data ?? {}),
    ],
  );
}

/** Names the provider's id of an attempt once it is known (a card payment's receipt). */
export async function updateAttemptExternal(sql: Sql, merchantId: string, id: string, externalId: string): Promise<void> {
  await sql.query('update payment_attempts set external_id = $3 where merchant_id = $1 and id = $2', [merchantId, id, externalId]);
}

/** Payme's transactions created (by Payme's time) in [from, to], oldest first (GetStatement). */
export async function paymeStatement(sql: Sql, merchantId: string, from: number, to: number): Promise<AttemptRow[]> {
  return sql.query<AttemptRow>(
    `select ${ATTEMPT_COLUMNS} from payment_attempts where merchant_id = $1 and provider = 'PAYME' and provider_time between $2 and $3
      order by provider_time, prepare_id`,
    [merchantId, from, to],
  );
}

// ---- scheduled work: unpaid orders that expire, refunds to ask for -----------------------------

/** Owner query: merchants with unpaid online orders past their window. */
export async function merchantsWithPaymentsDue(sql: Sql, now: Date): Promise<string[]> {
  const rows = await sql.query<{ m: string }>(
    `select distinct merchant_id as m from orders o where payment_state in ('PENDING', 'FAILED') and payment_expires_at <= $1
        and not exists (select 1 from work_failures f where f.merchant_id = o.merchant_id and f.kind = 'payment-expiry' and f.row_id = o.id and f.retry_at > $1)`,
    [now],
  );
  return rows.map((r) => r.m);
}

/** Unpaid online orders of a merchant past their window, locked; rows another instance holds are skipped. */
export async function lockPaymentsDue(sql: Sql, merchantId: string, now: Date, limit: number): Promise<(PaymentOrderRow & { failedBefore: boolean })[]> {
  return sql.query<PaymentOrderRow & { failedBefore: boolean }>(
    `select ${PAYMENT_COLUMNS}, exists (select 1 from work_failures f where f.merchant_id = o.merchant_id and f.kind = 'payment-expiry' and f.row_id = o.id) as "failedBefore"
       from orders o where merchant_id = $1 and payment_state in ('PENDING', 'FAILED') and payment_expires_at <= $2
        and not exists (select 1 from work_failures f where f.merchant_id = o.merchant_id and f.kind = 'payment-expiry' and f.row_id = o.id and f.retry_at > $2)
      order by payment_expires_at, id limit $3 for update skip locked`,
    [merchantId, now, limit],
  );
}

/** Attempts waiting for a call of ours to their provider: a refund to ask for, a two-step payment to complete. */
export const PROVIDER_CALL_STATES = ['REFUND_DUE', 'COMPLETE_DUE'] as const;

/** Owner query: merchants with calls to make to a provider. */
export async function merchantsWithProviderCallsDue(sql: Sql, now: Date): Promise<string[]> {
  const rows = await sql.query<{ m: string }>(
    `select distinct merchant_id as m from payment_attempts a where state in ('REFUND_DUE', 'COMPLETE_DUE')
        and not exists (select 1 from work_failures f where f.merchant_id = a.merchant_id and f.kind = 'refund' and f.row_id = a.id and f.retry_at > $1)`,
    [now],
  );
  return rows.map((r) => r.m);
}

/** Attempts of a merchant waiting for a call to their provider, locked. */
export async function lockProviderCallsDue(sql: Sql, merchantId: string, now: Date, limit: number): Promise<(AttemptRow & { failedBefore: boolean })[]> {
  return sql.query<AttemptRow & { failedBefore: boolean }>(
    `select ${ATTEMPT_COLUMNS}, exists (select 1 from work_failures f where f.merchant_id = a.merchant_id and f.kind = 'refund' and f.row_id = a.id) as "failedBefore"
       from payment_attempts a where merchant_id = $1 and state in ('REFUND_DUE', 'COMPLETE_DUE')
        and not exists (select 1 from work_failures f where f.merchant_id = a.merchant_id and f.kind = 'refund' and f.row_id = a.id and f.retry_at > $2)
      order by created_ms, prepare_id limit $3 for update skip locked`,
    [merchantId, now, limit],
  );
}

// ---- saved cards ------------------------------------------------------------------------------

export interface CardRow extends Row {
  readonly id: string;
  readonly userId: string;
  readonly tokenSealed: string;
  readonly numberMasked: string;
  readonly expire: string;
  readonly createdDate: string;
}

const CARD_COLUMNS = `id, user_id as "userId", token_sealed as "tokenSealed", number_masked as "numberMasked", expire,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdDate"`;

export async function cardsOfUser(sql: Sql, merchantId: string, userId: string): Promise<CardRow[]> {
  return sql.query<CardRow>(`select ${CARD_COLUMNS} from saved_cards where merchant_id = $1 and user_id = $2 order by created_at desc, id`, [
    merchantId,
    userId,
  ]);
}

export async function cardOfUser(sql: Sql, merchantId: string, userId: string, cardId: string): Promise<CardRow | null> {
  const rows = await sql.query<CardRow>(`select ${CARD_COLUMNS} from saved_cards where merchant_id = $1 and user_id = $2 and id = $3`, [
    merchantId,
    userId,
    cardId,
  ]);
  return rows[0] ?? null;
}

/** Keeps a card; the same token saved again answers the card already kept. */
export async function insertCard(
  sql: Sql,
  merchantId: string,
  card: { id: string; userId: string; tokenSealed: string; tokenHash: string; numberMasked: string; expire: string },
): Promise<CardRow> {
  await sql.query(
    `insert into saved_cards (merchant_id, id, user_id, token_sealed, token_hash, number_masked, expire) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (merchant_id, user_id, token_hash) do nothing`,
    [merchantId, card.id, card.userId, card.tokenSealed, card.tokenHash, card.numberMasked, card.expire],
  );
  const rows = await sql.query<CardRow>(`select ${CARD_COLUMNS} from saved_cards where merchant_id = $1 and user_id = $2 and token_hash = $3`, [
    merchantId,
    card.userId,
    card.tokenHash,
  ]);
  return rows[0]!;
}

export async function deleteCard(sql: Sql, merchantId: string, userId: string, cardId: string): Promise<boolean> {
  const rows = await sql.query('delete from saved_cards where merchant_id = $1 and user_id = $2 and id = $3 returning id', [merchantId, userId, cardId]);
  return rows.length > 0;
}
