/**
 * The SQL of the amoCRM outbox (services/crm.ts; `crm_outbox` of migration 010): which merchants
 * send their orders, the orders they have to send, and each row's attempts.
 *
 * A row is taken by a short transaction that moves its `next_at` past the time a send may take (a
 * lease), with `FOR UPDATE SKIP LOCKED`, and the calls to amoCRM run after that transaction: no
 * transaction waits on another system, and an instance never takes a row another one holds,
 * under its lock or under its lease. The merchants' query runs as the owner (it reads which of
 * them have credentials); the rest runs inside `db.asMerchant`.
 */
import { ORDER_STATUSES } from '#domain/order-status';
import { NEVER_THE_RESTAURANTS } from '#domain/payment';
import type { LocalizedText } from '#schemas/common';
import type { OrderInput } from '#schemas/order-entities';
import type { Row, Sql } from './database.ts';

export interface CrmMerchant extends Row {
  readonly merchantId: string;
  readonly sub: string;
  /** When its amoCRM credentials were stored; null: it has none. */
  readonly credentialsAt: Date | null;
  /** Its web settings' main language as stored (the caller checks it). */
  readonly mainLanguage: string | null;
}

/** Owner query: active merchants whose web settings turn amoCRMActive on (exactly `true`, as the lenient parse reads it). */
export async function merchantsWithCrmOn(sql: Sql, secretName: string): Promise<CrmMerchant[]> {
  return sql.query<CrmMerchant>(
    `select m.id as "merchantId", m.sub, s.updated_at as "credentialsAt", w.data->>'mainLanguage' as "mainLanguage"
       from web_settings w
       join merchants m on m.id = w.merchant_id
       left join merchant_secrets s on s.merchant_id = m.id and s.name = $1
      where w.data->'amoCRMActive' = 'true'::jsonb and m.is_active and not m.deleted
      order by m.id`,
    [secretName],
  );
}

/**
 * Puts the merchant's orders placed since `since` that are not in the outbox yet (and not waiting
 * for their payment) into it, due at `now`; answers how many. Naming every status lets the
 * orders' (merchant, status, created_at) index find the recent ones without reading the rest.
 */
export async function enqueueNewOrders(sql: Sql, merchantId: string, since: Date, now: Date): Promise<number> {
  const rows = await sql.query(
    `insert into crm_outbox (merchant_id, order_id, next_at)
     select o.merchant_id, o.id, $3 from orders o
      where o.merchant_id = $1 and o.status = any($4::text[]) and o.created_at >= $2
        and o.payment_state <> all($5::text[])
        and not exists (select 1 from crm_outbox c where c.merchant_id = o.merchant_id and c.order_id = o.id)
      order by o.created_at, o.id
     on conflict (merchant_id, order_id) do nothing
     returning order_id`,
    [merchantId, since, now, ORDER_STATUSES, NEVER_THE_RESTAURANTS],
  );
  return rows.length;
}

/** A line of an order as services/orders.ts snapshots it. */
export interface CrmLine {
  readonly productId: number;
  readonly name: LocalizedText;
  readonly count: number;
  /** The line's price after its discount, so'm. */
  readonly price: number;
  readonly modifiers?: readonly { readonly name: LocalizedText; readonly count: number }[];
}

/** An outbox row taken to send, with what the lead is made of. */
export interface CrmDue extends Row {
  readonly orderId: string;
  /** Failed attempts so far. */
  readonly attempts: number;
  /** The lead made by an earlier attempt whose note failed; null: none yet. */
  readonly leadId: string | null;
  /** An earlier attempt asked for the lead and never learnt whether it was made. */
  readonly leadRequested: boolean;
  readonly number: number;
  readonly totalPrice: number;
  readonly data: OrderInput;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly phone: string | null;
  readonly lines: CrmLine[];
}

/**
 * Takes up to `limit` due rows of the merchant (not sent, under `maxAttempts` failures, due by
 * `now`), leased until `leaseUntil`; rows another instance holds are skipped. Oldest orders first.
 */
export async function takeDue(sql: Sql, merchantId: string, options: { now: Date; leaseUntil: Date; maxAttempts: number; limit: number }): Promise<CrmDue[]> {
  return sql.query<CrmDue>(
    `with due as (
       select order_id from crm_outbox
        where merchant_id = $1 and sent_at is null and attempts < $4 and next_at <= $2
        order by next_at, order_id limit $5 for update skip locked
     ), taken as (
       update crm_outbox c set next_at = $3 from due
        where c.merchant_id = $1 and c.order_id = due.order_id
        returning c.order_id, c.attempts, c.lead_id, c.lead_requested_at
     )
     select taken.order_id as "orderId", taken.attempts, taken.lead_id as "leadId",
            taken.lead_requested_at is not null as "leadRequested",
            o.number, o.total_price as "totalPrice", o.data,
            u.first_name as "firstName", u.last_name as "lastName", coalesce(u.phone, o.data->'user'->>'phone') as phone,
            coalesce((select jsonb_agg(l.data order by l.position) from order_lines l
                       where l.merchant_id = o.merchant_id and l.order_id = o.id), '[]'::jsonb) as lines
       from taken
       join orders o on o.merchant_id = $1 and o.id = taken.order_id
       left join users u on u.merchant_id = o.merchant_id and u.id = o.user_id
      order by o.created_at, o.id`,
    [merchantId, options.now, options.leaseUntil, options.maxAttempts, options.limit],
  );
}

/** What attempts so far left on a row: its lead, whether one was asked for unanswered, its failures. */
export async function outboxRow(sql: Sql, merchantId: string, orderId: string): Promise<Pick<CrmDue, 'leadId' | 'leadRequested' | 'attempts'>[]> {
  return sql.query<Pick<CrmDue, 'leadId' | 'leadRequested' | 'attempts'> & Row>(
    `select lead_id as "leadId", lead_requested_at is not null as "leadRequested", attempts
       from crm_outbox where merchant_id = $1 and order_id = $2`,
    [merchantId, orderId],
  );
}

/** A lead is about to be asked for: until an answer says otherwise, it may exist. */
export async function recordLeadRequested(sql: Sql, merchantId: string, orderId: string, at: Date): Promise<void> {
  await sql.query('update crm_outbox set lead_requested_at = $3 where merchant_id = $1 and order_id = $2', [merchantId, orderId, at]);
}

/** The lead exists (its note may still fail): a later attempt adds the note only. */
export async function recordLead(sql: Sql, merchantId: string, orderId: string, leadId: string): Promise<void> {
  await sql.query('update crm_outbox set lead_id = $3 where merchant_id = $1 and order_id = $2', [merchantId, orderId, leadId]);
}

export async function recordSent(sql: Sql, merchantId: string, orderId: string, leadId: string, now: Date): Promise<void> {
  await sql.query('update crm_outbox set lead_id = $3, sent_at = $4, last_error = null where merchant_id = $1 and order_id = $2', [
    merchantId,
    orderId,
    leadId,
    now,
  ]);
}

/**
 * One more failed attempt, tried again at `nextAt`; answers the failures so far. `leadNotMade`:
 * amoCRM's answer says no lead was made (a refusal), so the next attempt need not look for one.
 */
export async function recordFailure(
  sql: Sql,
  merchantId: string,
  orderId: string,
  failure: { error: string; nextAt: Date; leadNotMade: boolean },
): Promise<number> {
  const rows = await sql.query<{ attempts: number }>(
    `update crm_outbox set attempts = attempts + 1, last_error = $3, next_at = $4,
            lead_requested_at = case when $5::boolean then null else lead_requested_at end
      where merchant_id = $1 and order_id = $2
     returning attempts`,
    [merchantId, orderId, failure.error.slice(0, 1000), failure.nextAt, failure.leadNotMade],
  );
  return rows[0]?.attempts ?? 0;
}

/** Rows taken but not tried (amoCRM refused the run's first call): due again at `nextAt`, no attempt counted. */
export async function putBack(sql: Sql, merchantId: string, orderIds: readonly string[], nextAt: Date): Promise<void> {
  if (orderIds.length === 0) return;
  await sql.query('update crm_outbox set next_at = $3 where merchant_id = $1 and order_id = any($2::text[]) and sent_at is null', [
    merchantId,
    orderIds,
    nextAt,
  ]);
}

/**
 * Locks the merchant's stored amoCRM credentials until the transaction ends: one instance at a time
 * spends the refresh token (it is single use). Answers false when the merchant has none.
 */
export async function lockCrmCredentials(sql: Sql, merchantId: string, secretName: string): Promise<boolean> {
  const rows = await sql.query('select 1 from merchant_secrets where merchant_id = $1 and name = $2 for update', [merchantId, secretName]);
  return rows.length > 0;
}
