/**
 * Online payment (docs/decisions/018-payments.md): order first, then payment. An order paid through
 * Payme, Click or Uzum is placed unpaid (services/orders.ts) and reaches the kitchen only when a
 * provider's server-to-server call says it is paid; a return URL proves nothing.
 *
 * Every provider call is decided by its adapter (server/payments/: payme.ts, click.ts, uzum.ts)
 * from the order and the attempt as they are, inside one transaction that first locks the order's
 * row: calls about one order decide one after another, on any instance, and a decision and its
 * writes commit together or not at all (a kill -9 in the middle leaves nothing half-written). The
 * same call made 50 times at once pays the order once.
 *
 * Calls of ours to a provider (registering with Uzum, paying with a saved card, a refund, a
 * two-step completion) are never made while a transaction holds an order: an attempt records what
 * is under way first, so a crash between the two leaves a row that says so.
 */
import { createHash, randomUUID } from 'node:crypto';
import { awaitsPayment, isOnlinePayment, toTiyin } from '#domain/payment';
import { isCompleted } from '#domain/order-status';
import { offeredPaymentTypes, type Channel } from '#domain/offer';
import { orderMessage, problem } from '#domain/order-messages';
import type { Language, PaymentType } from '#schemas/common';
import type { PaymentSettings, User } from '#schemas/entities';
import type { CheckoutAnswer, SavedCard } from '#schemas/payment-endpoints';
import type { Database, Sql } from '../db/database.ts';
import * as pq from '../db/payment-queries.ts';
import { ApiFailure, notFound } from '../errors.ts';
import { message } from '../messages.ts';
import {
  clickAnswer,
  clickPayUrl,
  clickPrepareIdOf,
  clickSigned,
  decideClick,
  readClickCall,
  type ClickAnswer,
  type ClickAttempt,
  type ClickEffect,
} from '../payments/click.ts';
import {
  decidePayme,
  paymeAuthorized,
  paymeCheckoutUrl,
  paymeError,
  paymeFiscalData,
  paymeIdOf,
  paymeStatementWindow,
  readPaymeCall,
  statementEntry,
  accountOrderId,
  type PaymeAnswer,
  type PaymeEffect,
  type PaymeState,
  type PaymeTransaction,
} from '../payments/payme.ts';
import {
  cancelReceipt,
  checkCard,
  payWithCard,
  removeCard,
  RECEIPT_CANCEL_QUEUED,
  RECEIPT_CANCELLED,
  RECEIPT_PAID,
  type FetchLike,
} from '../payments/payme-subscribe.ts';
import type { PayableOrder } from '../payments/provider.ts';
import {
  completeUzumPayment,
  decideUzum,
  readUzumCallback,
  refundUzumPayment,
  registerUzumPayment,
  uzumCallbackAuthorized,
  type UzumAttempt,
  type UzumEffect,
  type UzumSettings,
} from '../payments/uzum.ts';
import type { BrandData } from './brand-data.ts';
import type { OrderLife } from './order-life.ts';
import { changePaymentIn } from './payment-ledger.ts';
import type { PaymentProviders } from './payment-providers.ts';
import type { PeriodicWork } from './periodic-work.ts';
import type { SecretBox } from './secrets.ts';

/** The sandbox's Subscribe API (routes/payment-sandbox.ts), and the host the server calls it by, in process. */
export const SANDBOX_SUBSCRIBE_PATH = '/payments/sandbox/payme-subscribe';
export const SANDBOX_HOST = 'payment-sandbox.internal';

/** Rows one scheduled transaction takes at most. */
const BATCH = 50;
/** The sealed secret's name of a saved card's token. */
const CARD_SECRET = 'card-token';

export interface PaymentsOptions {
  readonly now: () => Date;
  /** Calls to the providers' APIs (tests name local fakes; the sandbox its own pages). */
  readonly fetch: FetchLike;
  readonly log?: (line: string) => void;
}

/** Where the shopper is: the page's origin (return URLs) and language (the provider page's). */
export interface Visit {
  readonly origin: string;
  readonly language: Language;
  readonly channel: Channel;
}

const orderPage = (origin: string, orderId: string) => `${origin}/profile/orders/${encodeURIComponent(orderId)}`;

/** An order as the adapters read it. */
function payableOf(row: pq.PaymentOrderRow, now: number): PayableOrder {
  const waiting = awaitsPayment(row.paymentState) && row.status !== 'CANCELED';
  return {
    id: row.id,
    number: row.number,
    paymentType: row.paymentType,
    total: row.totalPrice,
    awaitsPayment: waiting && (row.paymentExpiresMs ?? 0) > now,
    paid: row.paymentState === 'PAID',
    expiresAt: row.paymentExpiresMs ?? 0,
    fulfilled: isCompleted(row.status),
  };
}

const paymeTransactionOf = (a: pq.AttemptRow): PaymeTransaction => ({
  paymeId: a.externalId ?? '',
  id: a.id,
  orderId: a.orderId,
  state: Number(a.state) as PaymeState,
  amountTiyin: a.amountTiyin,
  paymeTime: a.providerTime ?? 0,
  createTime: a.createdMs,
  performTime: a.performedMs,
  cancelTime: a.cancelledMs,
  reason: a.reason,
});

const clickAttemptOf = (a: pq.AttemptRow): ClickAttempt => ({
  clickTransId: a.externalId ?? '',
  prepareId: a.prepareId,
  orderId: a.orderId,
  amountTiyin: a.amountTiyin,
  state: a.state as ClickAttempt['state'],
});

const uzumAttemptOf = (a: pq.AttemptRow): UzumAttempt => ({
  uzumOrderId: a.externalId ?? '',
  orderId: a.orderId,
  amountTiyin: a.amountTiyin,
  state: a.state as UzumAttempt['state'],
});

export class Payments {
  readonly #db: Database;
  readonly #data: BrandData;
  readonly #life: OrderLife;
  readonly #providers: PaymentProviders;
  /** Each merchant's providers (the sandbox's routes read them). */
  get providers(): PaymentProviders {
    return this.#providers;
  }

  /** Whether merchants without credentials pay in the sandbox. */
  get sandbox(): boolean {
    return this.#providers.sandbox;
  }
  readonly #box: SecretBox;
  readonly #now: () => Date;
  readonly #fetch: FetchLike;
  readonly #log: (line: string) => void;

  constructor(db: Database, data: BrandData, life: OrderLife, providers: PaymentProviders, box: SecretBox, options: PaymentsOptions) {
    this.#db = db;
    this.#data = data;
    this.#life = life;
    this.#providers = providers;
    this.#box = box;
    this.#now = options.now;
    const outside = options.fetch;
    // The sandbox's own API is answered by this app in process; everything else goes out.
    this.#fetch = (url, init) => (new URL(url).host === SANDBOX_HOST && this.#inProcess ? this.#inProcess(url, init) : outside(url, init));
    this.#log = options.log ?? (() => {});
  }

  #inProcess: FetchLike | null = null;

  /** The app that answers the sandbox's own API in process (set once the app is built). */
  answerSandboxWith(request: FetchLike): void {
    this.#inProcess = request;
  }

  // ---- what a merchant offers -----------------------------------------------------------------

  /**
   * The payment settings as the storefront's plan and the order's check read them: an online type
   * whose provider this merchant cannot take (no credentials, no sandbox) is inactive.
   */
  async offeredSettings(merchantId: string): Promise<PaymentSettings[]> {
    const [rows, providers] = await Promise.all([this.#data.paymentSettings(merchantId), this.#providers.of(merchantId)]);
    return rows.map((row) => (isOnlinePayment(row.type) && !providers[row.type] ? { ...row, isActive: false } : row));
  }

  // ---- the shopper's side ---------------------------------------------------------------------

  async #ownOrder(tx: Sql, merchantId: string, userId: string, orderId: string, lock: boolean): Promise<pq.PaymentOrderRow> {
    const row = lock ? await pq.lockPaymentOrder(tx, merchantId, orderId) : await pq.paymentOrder(tx, merchantId, orderId);
    if (!row || row.userId !== userId) throw notFound('orderNotFound');
    return row;
  }

  #answer(row: pq.PaymentOrderRow, url: string | null, sandbox: boolean): CheckoutAnswer {
    const now = this.#now().getTime();
    const open = payableOf(row, now).awaitsPayment;
    return {
      url: open ? url : null,
      provider: isOnlinePayment(row.paymentType) ? row.paymentType : null,
      amount: row.totalPrice,
      status: row.paymentState,
      expiresAt: row.paymentExpiresMs && open ? new Date(row.paymentExpiresMs).toISOString() : null,
      sandbox,
    };
  }

  /** Where to pay an own order now (GET /payments/v2/checkout/{id}): the provider's page while it waits. */
  async checkout(merchantId: string, user: User, orderId: string, visit: Visit): Promise<CheckoutAnswer> {
    const row = await this.#db.asMerchant(merchantId, (tx) => this.#ownOrder(tx, merchantId, user.id, orderId, false));
    const now = this.#now().getTime();
    if (!payableOf(row, now).awaitsPayment || !isOnlinePayment(row.paymentType)) return this.#answer(row, null, false);
    const providers = await this.#providers.of(merchantId);
    const provider = row.paymentType;
    const returnUrl = orderPage(visit.origin, row.id);
    const sandboxBase = `${visit.origin}/payments/sandbox/${encodeURIComponent(merchantId)}`;
    switch (provider) {
      case 'PAYME': {
        const payme = providers.PAYME;
        if (!payme) return this.#answer(row, null, false);
        const url = paymeCheckoutUrl({
          base: payme.sandbox ? `${sandboxBase}/payme` : this.#providers.urls.paymeCheckout,
          merchantId: payme.credentials.merchantId,
          accountField: payme.credentials.accountField,
          orderId: row.id,
          amount: row.totalPrice,
          language: visit.language,
          returnUrl,
        });
        return this.#answer(row, url, payme.sandbox);
      }
      case 'CLICK': {
        const click = providers.CLICK;
        if (!click) return this.#answer(row, null, false);
        const url = clickPayUrl({
          base: click.sandbox ? `${sandboxBase}/click` : this.#providers.urls.clickPay,
          serviceId: click.credentials.serviceId,
          merchantId: click.credentials.merchantId,
          orderId: row.id,
          amount: row.totalPrice,
          returnUrl,
        });
        return this.#answer(row, url, click.sandbox);
      }
      case 'UZUM':
        return this.#uzumCheckout(merchantId, user, row, visit);
    }
  }

  /** Uzum's page of the order: the registration still open, else a new one (the provider is called outside any transaction). */
  async #uzumCheckout(merchantId: string, user: User, row: pq.PaymentOrderRow, visit: Visit): Promise<CheckoutAnswer> {
    const uzum = (await this.#providers.of(merchantId)).UZUM;
    if (!uzum) return this.#answer(row, null, false);
    const amountTiyin = toTiyin(row.totalPrice);
    const open = await this.#db.asMerchant(merchantId, (tx) => pq.attemptsOfOrder(tx, merchantId, row.id, { provider: 'UZUM', state: 'REGISTERED' }));
    const current = open.find((a) => a.amountTiyin === amountTiyin && typeof a.data.redirectUrl === 'string');
    if (current) return this.#answer(row, current.data.redirectUrl as string, uzum.sandbox);
    const timeoutSeconds = Math.max(60, Math.round(((row.paymentExpiresMs ?? 0) - this.#now().getTime()) / 1000));
    let registered: { uzumOrderId: string; redirectUrl: string };
    if (uzum.sandbox) {
      const uzumOrderId = randomUUID();
      const query = new URLSearchParams({ order: row.id, amount: String(row.totalPrice), return: orderPage(visit.origin, row.id) });
      registered = { uzumOrderId, redirectUrl: `${visit.origin}/payments/sandbox/${encodeURIComponent(merchantId)}/uzum/${uzumOrderId}?${query}` };
    } else {
      try {
        registered = await registerUzumPayment(this.#fetch, this.#uzumSettings(uzum.credentials), {
          orderId: row.id,
          userId: user.id,
          amount: row.totalPrice,
          successUrl: orderPage(visit.origin, row.id),
          failureUrl: orderPage(visit.origin, row.id),
          timeoutSeconds,
        });
      } catch (error) {
        this.#log(`payments: Uzum register of order ${row.id} at ${merchantId}: ${(error as Error).message}`);
        throw new ApiFailure('UNAVAILABLE', { description: message('paymentProviderFailed') });
      }
    }
    await this.#db.asMerchant(merchantId, (tx) =>
      pq.insertAttempt(tx, merchantId, {
        id: randomUUID(),
        orderId: row.id,
        provider: 'UZUM',
        externalId: registered.uzumOrderId,
        state: 'REGISTERED',
        amountTiyin,
        createdMs: this.#now().getTime(),
        data: { redirectUrl: registered.redirectUrl },
      }),
    );
    return this.#answer(row, registered.redirectUrl, uzum.sandbox);
  }

  #uzumSettings(credentials: { terminalId: string; apiKey: string; payType: 'ONE_STEP' | 'TWO_STEP' }): UzumSettings {
    return { base: this.#providers.urls.uzumCheckout, ...credentials };
  }

  /**
   * Switches an own unpaid order to another offered method (POST /payments/v1/orders/{id}/method):
   * online to online keeps waiting for the new provider; to cash or terminal the order needs no
   * payment and goes to the kitchen. Never a second order.
   */
  async changeMethod(merchantId: string, user: User, orderId: string, type: PaymentType, visit: Visit): Promise<CheckoutAnswer> {
    const [{ settings }, rows] = await Promise.all([this.#data.settings(merchantId), this.offeredSettings(merchantId)]);
    if (!offeredPaymentTypes(settings, rows, visit.channel).includes(type)) {
      throw new ApiFailure('ORDER_REFUSED', { description: orderMessage(problem('paymentUnavailable')), problem: 'paymentUnavailable' });
    }
    const now = this.#now();
    await this.#db.asMerchant(merchantId, async (tx) => {
      const row = await this.#ownOrder(tx, merchantId, user.id, orderId, true);
      if (!payableOf(row, now.getTime()).awaitsPayment) throw new ApiFailure('CONFLICT', { description: message('paymentNotAwaited') });
      if (type === row.paymentType && row.paymentState === 'PENDING') return;
      const online = isOnlinePayment(type);
      await changePaymentIn(tx, merchantId, row, {
        state: online ? 'PENDING' : 'NONE',
        type,
        now,
        reachesKitchen: !online,
        ...(online ? {} : { expiresAt: null }),
      });
    });
    return this.checkout(merchantId, user, orderId, visit);
  }

  // ---- Payme's Merchant API -------------------------------------------------------------------

  /** One JSON-RPC call of Payme's (always answered with HTTP 200). */
  async payme(merchantId: string, authorization: string | undefined, body: unknown): Promise<PaymeAnswer> {
    const payme = (await this.#providers.of(merchantId)).PAYME;
    const id = body && typeof body === 'object' && 'id' in body && (typeof body.id === 'number' || typeof body.id === 'string') ? body.id : null;
    if (!payme || !paymeAuthorized(authorization, payme.credentials.key)) return paymeError('auth', id);
    const read = readPaymeCall(body);
    if (!read.ok) return read.answer;
    const { call } = read;
    const { accountField } = payme.credentials;
    const now = this.#now().getTime();
    switch (call.method) {
      case 'GetStatement': {
        const window = paymeStatementWindow(call.params);
        if (!window) return paymeError('badRequest', call.id);
        const { from, to } = window;
        const rows = await this.#db.asMerchant(merchantId, (tx) => pq.paymeStatement(tx, merchantId, from, to));
        return { result: { transactions: rows.map((a) => statementEntry(paymeTransactionOf(a), accountField)) }, id: call.id };
      }
      case 'ChangePassword':
        // The key is the merchant's, set where its credentials are (the preset or the environment), not by a call.
        return paymeError('system', call.id);
      case 'SetFiscalData': {
        const paymeId = paymeIdOf(call.params);
        const fiscal = paymeFiscalData(call.params);
        if (!paymeId || !fiscal) return paymeError('badRequest', call.id);
        const done = await this.#db.asMerchant(merchantId, async (tx) => {
          const attempt = await pq.attemptByExternal(tx, merchantId, 'PAYME', paymeId);
          if (!attempt) return false;
          await pq.updateAttempt(tx, merchantId, attempt.id, { state: attempt.state, data: { fiscal } });
          return true;
        });
        return done ? { result: { success: true }, id: call.id } : paymeError('transactionNotFound', call.id);
      }
      default:
        break;
    }
    const paymeId = paymeIdOf(call.params);
    return this.#db.asMerchant(merchantId, async (tx) => {
      if (paymeId) await pq.lockExternalId(tx, merchantId, 'PAYME', paymeId);
      // The order a call is about: its account (Check, Create of a new id) or its transaction's.
      const known = paymeId ? await pq.attemptByExternal(tx, merchantId, 'PAYME', paymeId) : null;
      const orderId = known?.orderId ?? accountOrderId(call.params, accountField);
      const row = orderId ? await pq.lockPaymentOrder(tx, merchantId, orderId) : null;
      const transaction = paymeId ? await pq.attemptByExternal(tx, merchantId, 'PAYME', paymeId) : null;
      const pending = row
        ? ((await pq.attemptsOfOrder(tx, merchantId, row.id, { provider: 'PAYME', state: '1' })).find((a) => a.externalId !== paymeId) ?? null)
        : null;
      const decision = decidePayme(call, {
        order: row ? payableOf(row, now) : null,
        transaction: transaction ? paymeTransactionOf(transaction) : null,
        pendingOfOrder: pending ? paymeTransactionOf(pending) : null,
        now,
        newId: randomUUID(),
        accountField,
      });
      for (const effect of decision.effects) await this.#applyPayme(tx, merchantId, row, effect, now);
      return decision.answer;
    });
  }

  async #applyPayme(tx: Sql, merchantId: string, row: pq.PaymentOrderRow | null, effect: PaymeEffect, now: number): Promise<void> {
    const at = new Date(now);
    switch (effect.kind) {
      case 'create': {
        const t = effect.transaction;
        await pq.insertAttempt(tx, merchantId, {
          id: t.id,
          orderId: t.orderId,
          provider: 'PAYME',
          externalId: t.paymeId,
          state: '1',
          amountTiyin: t.amountTiyin,
          providerTime: t.paymeTime,
          createdMs: t.createTime,
        });
        return;
      }
      case 'perform': {
        const attempt = await pq.attemptByExternal(tx, merchantId, 'PAYME', effect.paymeId);
        await pq.updateAttempt(tx, merchantId, attempt!.id, { state: '2', performedMs: effect.performTime });
        await this.#paid(tx, merchantId, row!, at, { provider: 'PAYME', attempt: attempt!.id });
        return;
      }
      case 'cancel': {
        const attempt = await pq.attemptByExternal(tx, merchantId, 'PAYME', effect.paymeId);
        await pq.updateAttempt(tx, merchantId, attempt!.id, { state: String(effect.state), cancelledMs: effect.cancelTime, reason: effect.reason });
        if (!row) return;
        if (effect.state === -2) await this.#refunded(tx, merchantId, row, at, { provider: 'PAYME', attempt: attempt!.id, reason: effect.reason });
        else await this.#failed(tx, merchantId, row, at, { provider: 'PAYME', attempt: attempt!.id, reason: effect.reason });
        return;
      }
    }
  }

  // ---- the payment's outcomes -----------------------------------------------------------------

  /** Paid: the order reaches the kitchen (PAID). */
  async #paid(tx: Sql, merchantId: string, row: pq.PaymentOrderRow, now: Date, detail: Record<string, unknown>): Promise<void> {
    await changePaymentIn(tx, merchantId, row, { state: 'PAID', now, reachesKitchen: true, expiresAt: null, detail });
  }

  /** An attempt failed: the order may still be paid again until it expires (FAILED). */
  async #failed(tx: Sql, merchantId: string, row: pq.PaymentOrderRow, now: Date, detail: Record<string, unknown>): Promise<void> {
    if (row.paymentState !== 'PENDING') return;
    await changePaymentIn(tx, merchantId, row, { state: 'FAILED', now, detail });
  }

  /** The provider gave the money back: REFUNDED, and the order is cancelled if it still runs. */
  async #refunded(tx: Sql, merchantId: string, row: pq.PaymentOrderRow, now: Date, detail: Record<string, unknown>): Promise<void> {
    if (row.status !== 'CANCELED' && !isCompleted(row.status)) {
      await this.#life.moveLocked(tx, merchantId, row, 'CANCELED', { actor: 'payment', now, reason: 'PAYMENT_REFUNDED', refund: false });
    }
    await changePaymentIn(tx, merchantId, row, { state: 'REFUNDED', now, detail });
  }

  // ---- Click's SHOP API -----------------------------------------------------------------------

  /** Click's Prepare (`action` 0) or Complete (1), form-encoded; always answered with JSON. */
  async click(merchantId: string, action: 0 | 1, form: Readonly<Record<string, unknown>>): Promise<ClickAnswer> {
    const click = (await this.#providers.of(merchantId)).CLICK;
    const read = readClickCall(form, action);
    const echo = { clickTransId: String(form.click_trans_id ?? ''), merchantTransId: String(form.merchant_trans_id ?? ''), action };
    if (!read.ok) return clickAnswer(echo, read.error);
    const { call } = read;
    if (!click || !clickSigned(call, click.credentials)) return clickAnswer(call, 'sign');
    const now = this.#now().getTime();
    const prepareId = clickPrepareIdOf(call);
    return this.#db.asMerchant(merchantId, async (tx) => {
      if (action === 0) await pq.lockExternalId(tx, merchantId, 'CLICK', call.clickTransId);
      const byPrepare = prepareId !== null ? await pq.attemptByPrepareId(tx, merchantId, prepareId) : null;
      const orderId = /^[A-Za-z0-9_-]{1,64}$/.test(call.merchantTransId) ? call.merchantTransId : null;
      const row = orderId ? await pq.lockPaymentOrder(tx, merchantId, orderId) : null;
      const attempt =
        action === 0
          ? await pq.attemptByExternal(tx, merchantId, 'CLICK', call.clickTransId)
          : byPrepare
            ? await pq.attemptByPrepareId(tx, merchantId, byPrepare.prepareId)
            : null;
      const decision = decideClick(call, {
        order: row ? payableOf(row, now) : null,
        attempt: attempt ? clickAttemptOf(attempt) : null,
        now,
        newPrepareId: action === 0 ? await pq.nextPrepareId(tx) : 0,
      });
      for (const effect of decision.effects) await this.#applyClick(tx, merchantId, row!, effect, now);
      return decision.answer;
    });
  }

  async #applyClick(tx: Sql, merchantId: string, row: pq.PaymentOrderRow, effect: ClickEffect, now: number): Promise<void> {
    const at = new Date(now);
    if (effect.kind === 'prepare') {
      const a = effect.attempt;
      await pq.insertAttempt(tx, merchantId, {
        id: randomUUID(),
        prepareId: a.prepareId,
        orderId: a.orderId,
        provider: 'CLICK',
        externalId: a.clickTransId,
        state: 'PREPARED',
        amountTiyin: a.amountTiyin,
        createdMs: now,
      });
      return;
    }
    const attempt = await pq.attemptByPrepareId(tx, merchantId, effect.prepareId);
    if (effect.kind === 'complete') {
      await pq.updateAttempt(tx, merchantId, attempt!.id, { state: 'COMPLETED', performedMs: now });
      await this.#paid(tx, merchantId, row, at, { provider: 'CLICK', attempt: attempt!.id });
    } else {
      await pq.updateAttempt(tx, merchantId, attempt!.id, { state: 'CANCELLED', cancelledMs: now });
      await this.#failed(tx, merchantId, row, at, { provider: 'CLICK', attempt: attempt!.id });
    }
  }

  // ---- Uzum Checkout's callback ---------------------------------------------------------------

  /** Uzum's callback: 200 once handled (Uzum retries anything else), 401 for wrong credentials. */
  async uzum(merchantId: string, authorization: string | undefined, body: unknown): Promise<{ status: 200 | 400 | 401 | 404 }> {
    const uzum = (await this.#providers.of(merchantId)).UZUM;
    if (!uzum || !uzumCallbackAuthorized(authorization, uzum.credentials)) return { status: 401 };
    const callback = readUzumCallback(body);
    if (!callback) return { status: 400 };
    const now = this.#now().getTime();
    return this.#db.asMerchant(merchantId, async (tx) => {
      const known = await pq.attemptByExternal(tx, merchantId, 'UZUM', callback.uzumOrderId);
      const row = known ? await pq.lockPaymentOrder(tx, merchantId, known.orderId) : null;
      const attempt = known ? await pq.attemptByExternal(tx, merchantId, 'UZUM', callback.uzumOrderId) : null;
      const decision = decideUzum(callback, attempt ? uzumAttemptOf(attempt) : null, row ? payableOf(row, now) : null, now);
      for (const effect of decision.effects) await this.#applyUzum(tx, merchantId, row!, attempt!, effect, now, uzum.credentials.payType);
      return { status: decision.status };
    });
  }

  async #applyUzum(
    tx: Sql,
    merchantId: string,
    row: pq.PaymentOrderRow,
    attempt: pq.AttemptRow,
    effect: UzumEffect,
    now: number,
    payType: string,
  ): Promise<void> {
    const at = new Date(now);
    const detail = { provider: 'UZUM', attempt: attempt.id };
    switch (effect.kind) {
      case 'authorized':
        // The two-step flow: the scheduled provider calls complete it, outside this transaction.
        await pq.updateAttempt(tx, merchantId, attempt.id, { state: payType === 'TWO_STEP' ? 'COMPLETE_DUE' : 'AUTHORIZED' });
        return;
      case 'paid':
        await pq.updateAttempt(tx, merchantId, attempt.id, { state: 'COMPLETED', performedMs: now });
        await this.#paid(tx, merchantId, row, at, detail);
        return;
      case 'failed':
        await pq.updateAttempt(tx, merchantId, attempt.id, { state: 'FAILED', cancelledMs: now });
        await this.#failed(tx, merchantId, row, at, detail);
        return;
      case 'refunded':
        await pq.updateAttempt(tx, merchantId, attempt.id, { state: 'REFUNDED', cancelledMs: now });
        if (row.paymentState === 'PAID') await this.#refunded(tx, merchantId, row, at, detail);
        return;
      case 'refundNeeded':
        await pq.updateAttempt(tx, merchantId, attempt.id, { state: 'REFUND_DUE', performedMs: now, data: { refundReason: 'ORDER_NOT_PAYABLE' } });
        return;
    }
  }

  // ---- saved cards (Payme's Subscribe API) ----------------------------------------------------

  async #cardProvider(merchantId: string) {
    const [{ settings }, payme] = await Promise.all([this.#data.settings(merchantId), this.#providers.of(merchantId).then((p) => p.PAYME)]);
    if (!settings.cardActive || !payme) throw new ApiFailure('FORBIDDEN', { description: message('cardsUnavailable') });
    const base = payme.sandbox ? this.#sandboxSubscribeBase : this.#providers.urls.paymeSubscribe;
    return { settings: { base, cashboxId: payme.credentials.cashboxId, key: payme.credentials.key }, sandbox: payme.sandbox };
  }

  /** The sandbox's Subscribe API as the server calls it: through the app in process (routes/payment-sandbox.ts). */
  readonly #sandboxSubscribeBase = `http://${SANDBOX_HOST}${SANDBOX_SUBSCRIBE_PATH}`;

  /** Where the browser sends a new card: Payme's Subscribe API (the sandbox's on its own origin) and the cashbox id. */
  async cardForm(merchantId: string, visit: Pick<Visit, 'origin'>): Promise<{ apiUrl: string; cashboxId: string; sandbox: boolean }> {
    const { settings, sandbox } = await this.#cardProvider(merchantId);
    return { apiUrl: `${sandbox ? `${visit.origin}${SANDBOX_SUBSCRIBE_PATH}` : settings.base}/api`, cashboxId: settings.cashboxId, sandbox };
  }

  #cardWire(row: pq.CardRow): SavedCard {
    return { id: row.id, number: row.numberMasked, expire: row.expire, provider: 'PAYME', createdDate: row.createdDate };
  }

  async cards(merchantId: string, userId: string): Promise<SavedCard[]> {
    const rows = await this.#db.asMerchant(merchantId, (tx) => pq.cardsOfUser(tx, merchantId, userId));
    return rows.map((r) => this.#cardWire(r));
  }

  /** Keeps a card the browser created and verified with Payme, once Payme confirms its token. */
  async saveCard(merchantId: string, userId: string, token: string): Promise<SavedCard> {
    const { settings } = await this.#cardProvider(merchantId);
    let card;
    try {
      card = await checkCard(this.#fetch, settings, token);
    } catch {
      throw new ApiFailure('ORDER_REFUSED', { description: message('cardNotKept'), problem: 'cardNotKept' });
    }
    if (!card.verify || card.token !== token) throw new ApiFailure('ORDER_REFUSED', { description: message('cardNotKept'), problem: 'cardNotKept' });
    const row = await this.#db.asMerchant(merchantId, (tx) =>
      pq.insertCard(tx, merchantId, {
        id: randomUUID(),
        userId,
        tokenSealed: this.#box.seal(merchantId, CARD_SECRET, token),
        tokenHash: createHash('sha256').update(token).digest('hex'),
        numberMasked: card.number,
        expire: card.expire,
      }),
    );
    return this.#cardWire(row);
  }

  async removeCard(merchantId: string, userId: string, cardId: string): Promise<void> {
    const row = await this.#db.asMerchant(merchantId, (tx) => pq.cardOfUser(tx, merchantId, userId, cardId));
    if (!row) throw notFound('cardNotFound');
    const token = this.#box.open(merchantId, CARD_SECRET, row.tokenSealed);
    if (token) {
      const { settings } = await this.#cardProvider(merchantId).catch(() => ({ settings: null }));
      // Forgotten here whatever Payme answers: the shopper asked for it gone.
      if (settings)
        await removeCard(this.#fetch, settings, token).catch((error: Error) => this.#log(`payments: cards.remove at ${merchantId}: ${error.message}`));
    }
    await this.#db.asMerchant(merchantId, (tx) => pq.deleteCard(tx, merchantId, userId, cardId));
  }

  /**
   * Pays an own unpaid order with a saved card. An attempt is written first (CARD_PENDING, the
   * order locked), so a second card payment of the same order waits for this one's outcome and a
   * crash leaves a row that says a payment was under way.
   */
  async payWithCard(merchantId: string, user: User, orderId: string, cardId: string, visit: Visit): Promise<CheckoutAnswer> {
    const { settings } = await this.#cardProvider(merchantId);
    const now = this.#now();
    const attemptId = randomUUID();
    const { token, amount } = await this.#db.asMerchant(merchantId, async (tx) => {
      const row = await this.#ownOrder(tx, merchantId, user.id, orderId, true);
      if (!payableOf(row, now.getTime()).awaitsPayment || !isOnlinePayment(row.paymentType))
        throw new ApiFailure('CONFLICT', { description: message('paymentNotAwaited') });
      const card = await pq.cardOfUser(tx, merchantId, user.id, cardId);
      const opened = card ? this.#box.open(merchantId, CARD_SECRET, card.tokenSealed) : null;
      if (!opened) throw notFound('cardNotFound');
      const busy = (await pq.attemptsOfOrder(tx, merchantId, row.id)).some((a) => a.state === 'CARD_PENDING' || (a.provider === 'PAYME' && a.state === '1'));
      if (busy) throw new ApiFailure('CONFLICT', { description: message('paymentNotAwaited') });
      await pq.insertAttempt(tx, merchantId, {
        id: attemptId,
        orderId: row.id,
        provider: 'PAYME_CARD',
        externalId: null,
        state: 'CARD_PENDING',
        amountTiyin: toTiyin(row.totalPrice),
        createdMs: now.getTime(),
        data: { cardId },
      });
      return { token: opened, amount: row.totalPrice };
    });
    let receipt: { id: string; state: number } | null = null;
    try {
      receipt = await payWithCard(this.#fetch, settings, { orderId, amount, token });
    } catch (error) {
      this.#log(`payments: card payment of order ${orderId} at ${merchantId}: ${(error as Error).message}`);
    }
    const paidReceipt = receipt && receipt.state === RECEIPT_PAID ? receipt : null;
    await this.#db.asMerchant(merchantId, async (tx) => {
      const row = await pq.lockPaymentOrder(tx, merchantId, orderId);
      if (!row) return;
      if (!paidReceipt) {
        await pq.updateAttempt(tx, merchantId, attemptId, { state: 'FAILED', cancelledMs: this.#now().getTime(), data: { receipt: receipt?.id ?? null } });
        await this.#failed(tx, merchantId, row, this.#now(), { provider: 'PAYME_CARD', attempt: attemptId });
        return;
      }
      await pq.updateAttemptExternal(tx, merchantId, attemptId, paidReceipt.id);
      if (payableOf(row, this.#now().getTime()).awaitsPayment) {
        await pq.updateAttempt(tx, merchantId, attemptId, { state: 'PAID', performedMs: this.#now().getTime() });
        await this.#paid(tx, merchantId, row, this.#now(), { provider: 'PAYME_CARD', attempt: attemptId });
      } else {
        // Expired or switched while the card was charged: the money goes back.
        await pq.updateAttempt(tx, merchantId, attemptId, { state: 'REFUND_DUE', performedMs: this.#now().getTime() });
      }
    });
    if (!paidReceipt) throw new ApiFailure('ORDER_REFUSED', { description: message('cardPaymentRefused'), problem: 'cardPaymentRefused' });
    return this.checkout(merchantId, user, orderId, visit);
  }

  // ---- scheduled work -------------------------------------------------------------------------

  /** Unpaid online orders past their window: cancelled (stock and cashback released), the payment EXPIRED. */
  async expireDue(periodic: PeriodicWork<unknown>, now: Date): Promise<number> {
    let expired = 0;
    for (const merchantId of await pq.merchantsWithPaymentsDue(this.#db, now)) {
      expired += await periodic.guard(
        merchantId,
        'unpaid orders',
        () =>
          this.#db.asMerchant(merchantId, async (tx) =>
            periodic.eachRow(
              tx,
              merchantId,
              await pq.lockPaymentsDue(tx, merchantId, now, BATCH),
              {
                kind: 'payment-expiry',
                id: (row) => row.id,
                describe: (row) => `expiring unpaid order ${row.number} (${row.id})`,
                run: async (rowTx, rowMerchant, row) => {
                  if (row.status !== 'CANCELED') {
                    await this.#life.moveLocked(rowTx, rowMerchant, row, 'CANCELED', { actor: 'payment', now, reason: 'PAYMENT_EXPIRED', refund: false });
                  }
                  // The payment's history event names the status the order is in now: cancelled.
                  await changePaymentIn(rowTx, rowMerchant, { ...row, status: 'CANCELED' }, { state: 'EXPIRED', now, expiresAt: null });
                  return true;
                },
              },
              now,
            ),
          ),
        0,
      );
    }
    return expired;
  }

  /** Calls of ours to the providers that are due: refunds to ask for, two-step payments to complete. */
  async providerCallsDue(periodic: PeriodicWork<unknown>, now: Date): Promise<number> {
    let done = 0;
    for (const merchantId of await pq.merchantsWithProviderCallsDue(this.#db, now)) {
      const providers = await this.#providers.of(merchantId);
      done += await periodic.guard(
        merchantId,
        'provider calls',
        () =>
          this.#db.asMerchant(merchantId, async (tx) =>
            periodic.eachRow(
              tx,
              merchantId,
              await pq.lockProviderCallsDue(tx, merchantId, now, BATCH),
              {
                kind: 'refund',
                id: (a) => a.id,
                describe: (a) => `${a.state === 'COMPLETE_DUE' ? 'completing' : 'refunding'} the ${a.provider} payment ${a.id} of order ${a.orderId}`,
                run: (rowTx, rowMerchant, a) => this.#providerCall(rowTx, rowMerchant, a, providers, now),
              },
              now,
            ),
          ),
        0,
      );
    }
    return done;
  }

  async #providerCall(tx: Sql, merchantId: string, a: pq.AttemptRow, providers: Awaited<ReturnType<PaymentProviders['of']>>, now: Date): Promise<boolean> {
    const order = await pq.lockPaymentOrder(tx, merchantId, a.orderId);
    if (!order) return false;
    if (a.provider === 'UZUM') {
      const uzum = providers.UZUM;
      if (!uzum) throw new Error('Uzum is not configured any more');
      if (!uzum.sandbox) {
        const settings = this.#uzumSettings(uzum.credentials);
        if (a.state === 'COMPLETE_DUE') await completeUzumPayment(this.#fetch, settings, a.externalId ?? '', a.amountTiyin);
        else await refundUzumPayment(this.#fetch, settings, a.externalId ?? '', a.amountTiyin);
      }
      if (a.state === 'COMPLETE_DUE') {
        await pq.updateAttempt(tx, merchantId, a.id, { state: 'COMPLETED', performedMs: now.getTime() });
        if (payableOf(order, now.getTime()).awaitsPayment) await this.#paid(tx, merchantId, order, now, { provider: 'UZUM', attempt: a.id });
        else await pq.updateAttempt(tx, merchantId, a.id, { state: 'REFUND_DUE' });
        return true;
      }
      await pq.updateAttempt(tx, merchantId, a.id, { state: 'REFUNDED', cancelledMs: now.getTime() });
    } else if (a.provider === 'PAYME_CARD') {
      const payme = providers.PAYME;
      if (!payme) throw new Error('Payme is not configured any more');
      const base = payme.sandbox ? this.#sandboxSubscribeBase : this.#providers.urls.paymeSubscribe;
      const receipt = await cancelReceipt(this.#fetch, { base, cashboxId: payme.credentials.cashboxId, key: payme.credentials.key }, a.externalId ?? '');
      if (receipt.state !== RECEIPT_CANCELLED && receipt.state !== RECEIPT_CANCEL_QUEUED)
        throw new Error(`receipt ${a.externalId} answered state ${receipt.state}`);
      await pq.updateAttempt(tx, merchantId, a.id, { state: 'REFUNDED', cancelledMs: now.getTime() });
    } else {
      return false;
    }
    if (order.paymentState === 'PAID') await this.#refunded(tx, merchantId, order, now, { provider: a.provider, attempt: a.id });
    return true;
  }
}
