/**
 * Placing an order (DESIGN "Orders and money"): the server is the authority on money. From the
 * submission it takes only what the shopper chose (products by id with counts and modifiers,
 * service, branch, address, payment type, promo code, cashback, time) and recomputes every
 * price from its own data with the domain's rules. A shown total that differs places nothing
 * and answers the server's totals; a rule that refuses answers its message in three languages.
 *
 * One transaction writes the order, a snapshot of each line, its first history event, its
 * idempotency key, the stock it takes and the cashback it spends, or nothing. The same key with
 * the same body answers the first order again; with another body it is refused.
 */
import { initialPaymentState, paymentExpiresAt } from '#domain/payment';
import { createHash, randomUUID } from 'node:crypto';
import type { ServiceType } from '#schemas/common';
import type { OrderSubmission } from '#schemas/order-endpoints';
import type { Branch, PaymentSettings, User } from '#schemas/entities';
import type { DeliveryTariffRequest, OrderInput, Promo } from '#schemas/order-entities';
import { branchesForBasket, checkStock, sellsPerBranch } from '#domain/basket-branch';
import { cashbackEarned, checkCashback } from '#domain/cashback';
import { chooseDeliveryBranch, quoteDelivery, type DeliveryQuote } from '#domain/delivery';
import { checkAddressPoint } from '#domain/checkout-blockers';
import { offeredPaymentTypes, offeredServiceTypes, type Channel } from '#domain/offer';
import { checkLineCounts, checkOrderTotal, orderLimitsOf } from '#domain/order-limits';
import { changeFromOf, checkChangeFrom } from '#domain/order-cash';
import { orderMessage, problem, type OrderProblem } from '#domain/order-messages';
import { checkMinimalDeliveryPrice, minimalDeliveryPrice, orderTotals, priceLine, resolveBasket, type ResolvedLine } from '#domain/order-pricing';
import { courierComment } from '#domain/order-request';
import { checkAsap, checkScheduledTime, preparationMinutes } from '#domain/order-time';
import { activationTime } from '#domain/order-status';
import { checkPromo, checkPromoUses, findPromo } from '#domain/promo';
import type { Database } from '../db/database.ts';
import type { StoredOrder } from '../db/order-columns.ts';
import * as oq from '../db/order-queries.ts';
import { ApiFailure } from '../errors.ts';
import { message } from '../messages.ts';
import type { BrandData } from './brand-data.ts';
import type { Tables } from './tables.ts';
import { normalizePhone } from '#domain/phone';

/** The refusal of a rule: 422 with the rule's message and key; the problem itself rides along for the quote. */
export const refuse = (p: OrderProblem) => Object.assign(new ApiFailure('ORDER_REFUSED', { description: orderMessage(p), problem: p.key }), { refused: p });

const refusalOf = (error: unknown): OrderProblem | null =>
  error instanceof ApiFailure && 'refused' in error ? (error as ApiFailure & { refused: OrderProblem }).refused : null;

/** A problem as the quote answers it: its key, the values its text names and its text in three languages. */
const answered = (p: OrderProblem) => ({ key: p.key, ...(p.values ? { values: { ...p.values } } : {}), description: orderMessage(p) });

/** A body's fingerprint: the same submission gives the same hash whatever its key order. */
export function bodyHash(value: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
      );
    return v;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

export interface PlaceOrderInput {
  readonly merchantId: string;
  readonly user: User;
  readonly submission: OrderSubmission;
  /** POST /orders/v1/orders/at-time: a scheduled order. */
  readonly scheduled: boolean;
  readonly idempotencyKey: string;
  readonly channel: Channel;
  readonly now: Date;
}

export interface OrderQuoteAnswer {
  readonly totals: Record<string, number | boolean> | null;
  readonly branch: { readonly id: string; readonly name: unknown } | null;
  readonly promo: { readonly code: string; readonly message: Readonly<Record<string, string>> } | null;
  readonly cashbackEarned: number;
  readonly deliverAt: string | null;
  readonly problems: readonly ReturnType<typeof answered>[];
  readonly freeDeliveryAbove: number | null;
}

export interface Placed {
  readonly order: StoredOrder;
  /** The key had already made this order: nothing new was written. */
  readonly replay: boolean;
}

const ORDER_DEVICE: Readonly<Record<Channel, OrderInput['orderDevice']>> = { web: 'CLIENT_WEB', telegram: 'TELEGRAM_BOT' };

interface Priced {
  readonly branch: Branch;
  readonly lines: readonly ResolvedLine[];
  readonly totals: ReturnType<typeof orderTotals>;
  readonly deliverAt: Date | null;
  readonly promo: Promo | null;
  readonly deliveryZoneId: string | null;
  readonly tariffId: string | null;
  /** The basket total above which the delivering tariff charges nothing; null without one. */
  readonly freeDeliveryAbove: number | null;
  readonly cashbackEarned: number;
  /** Minutes the kitchen needs (a scheduled order falls due this long before its slot). */
  readonly preparation: number;
  /** How long an unpaid online order waits for its payment (web settings). */
  readonly paymentWindowMinutes: number;
}

export class Orders {
  readonly #db: Database;
  readonly #data: BrandData;
  /** The payment settings as the merchant can take them (payments.ts offeredSettings): the plan reads the same. */
  readonly #paymentSettings: (merchantId: string) => Promise<readonly PaymentSettings[]>;

  /** Reads a table's printed code (services/tables.ts); none: codes are refused. */
  readonly #tables: Pick<Tables, 'read'> | null;

  constructor(
    db: Database,
    data: BrandData,
    paymentSettings: (merchantId: string) => Promise<readonly PaymentSettings[]> = (id) => data.paymentSettings(id),
    tables: Pick<Tables, 'read'> | null = null,
  ) {
    this.#db = db;
    this.#data = data;
    this.#paymentSettings = paymentSettings;
    this.#tables = tables;
  }

  /**
   * The submission as the rules read it: at a table, the branch and table of its signed code (a
   * code that is not valid is refused); the receiver only when the brand takes one
   * (`receiverActive`), with a phone that must be a mobile number.
   */
  async #seated<T extends { merchantId: string; submission: OrderSubmission }>(input: T): Promise<T> {
    const s = input.submission;
    let seated: OrderSubmission = s;
    if (s.serviceType === 'DINE_IN' && s.tableToken) {
      const table = this.#tables ? await this.#tables.read(input.merchantId, s.tableToken) : null;
      if (!table) throw refuse(problem('tableCodeInvalid'));
      seated = { ...seated, branch: { id: table.branchId }, tableId: table.tableId };
    }
    const { settings } = await this.#data.settings(input.merchantId);
    if (!settings.receiverActive || !s.receiver?.phone) {
      seated = { ...seated, receiver: null };
    } else {
      const phone = normalizePhone(s.receiver.phone);
      if (!phone) throw refuse(problem('receiverPhoneInvalid'));
      seated = { ...seated, receiver: { name: s.receiver.name ?? null, phone } };
    }
    return seated === s ? input : { ...input, submission: seated };
  }

  /**
   * Every rule of SPEC 5 and 9 over the submission, from the server's own data. With `collect`
   * (the quote), a refusal that still leaves a price (the time, a promo or cashback that does not
   * apply, the minimum, the change note, the ceiling) is collected instead of thrown, and the
   * order is priced without the promo or cashback refused.
   */
  async #price(input: PlaceOrderInput, checkTime = true, collect?: OrderProblem[]): Promise<Priced> {
    const soft = (p: OrderProblem) => {
      if (!collect) throw refuse(p);
      collect.push(p);
    };
    const { merchantId, submission: s, now } = input;
    const [{ settings }, overalls, paymentRows, { branches, tariffs, promos, orderSettings }] = await Promise.all([
      this.#data.settings(merchantId),
      this.#data.overalls(merchantId, input.channel === 'telegram' ? 'TG' : 'WEB'),
      this.#paymentSettings(merchantId),
      this.#data.ordering(merchantId),
    ]);
    const products = overalls.menu.products;
    const serviceType: ServiceType = s.serviceType;
    if (!offeredServiceTypes(settings).includes(serviceType)) throw refuse(problem('serviceUnavailable'));
    if (!offeredPaymentTypes(settings, paymentRows, input.channel).includes(s.paymentType)) {
      throw refuse(problem('paymentUnavailable'));
    }

    const resolved = resolveBasket(s.cartItems, new Map(products.map((p) => [p.id, p])));
    if (!resolved.ok) throw refuse(resolved.problem);
    const lines = resolved.lines;
    const basket = lines.reduce((sum, l) => sum + priceLine(l).price, 0);

    const perBranch = sellsPerBranch(products);

    let branch: Branch;
    let deliveryPrice = 0;
    let zoneMinimum = 0;
    let deliveryZoneId: string | null = null;
    let tariffId: string | null = null;
    if (serviceType === 'DELIVERY') {
      const unpriced = checkAddressPoint(s.address);
      if (unpriced) throw refuse(unpriced);
      const quote = chooseDeliveryBranch({ branches, lines, basketTotal: basket, address: s.address, tariffs, perBranch });
      if (!quote.ok) throw refuse(quote.problem);
      branch = quote.branch;
      deliveryPrice = quote.price;
      zoneMinimum = quote.zoneMinimum;
      deliveryZoneId = quote.zone?.id ?? null;
      tariffId = quote.tariffId;
    } else {
      if (!s.branch?.id) throw refuse(problem('branchRequired'));
      if (serviceType === 'DINE_IN' && !s.tableId) soft(problem('tableRequired'));
      // A branch that carries the basket but keeps too few of something says so (SPEC 8).
      const short = branches.some((b) => b.id === s.branch!.id) ? checkStock(lines, s.branch.id) : null;
      if (short) throw refuse(short);
      const candidates = branchesForBasket(branches, lines, { serviceType, perBranch });
      const chosen = candidates.find((b) => b.id === s.branch!.id);
      if (!chosen) throw refuse(problem('noBranchForBasket'));
      branch = branches.find((b) => b.id === chosen.id)!;
    }
    const shortage = checkStock(lines, branch.id);
    if (shortage) throw refuse(shortage);

    const orderSetting = orderSettings.find((o) => o.cityId === branch.cityId) ?? null;
    const limits = orderLimitsOf(settings);
    const tooMany = checkLineCounts(lines, limits);
    if (tooMany) throw refuse(tooMany);
    const preparation = preparationMinutes(lines.map((l) => l.product));
    let deliverAt: Date | null = null;
    if (!checkTime) {
      // A quote of a scheduled order whose time is not chosen yet: priced, the time checked later.
    } else if (input.scheduled) {
      const slot = checkScheduledTime(branch, now, { day: s.day, time: s.time }, { preparation, daysAhead: orderSetting?.scheduleDaysAhead });
      if (!slot.ok) soft(slot.problem);
      else deliverAt = slot.at;
    } else {
      const asap = checkAsap(branch, now, preparation);
      if (!asap.ok) soft(asap.problem);
    }

    let promo: Promo | null = null;
    if (s.promoCode?.trim()) {
      const checked = checkPromo(settings.promoActive ? findPromo(promos, s.promoCode) : null, { basketTotal: basket, now });
      if (!checked.ok) soft(checked.problem);
      else promo = checked.promo;
    }
    const cashbackProblem = checkCashback({ requested: s.cashback, balance: input.user.cashback, active: settings.cashbackActive });
    if (cashbackProblem) soft(cashbackProblem);

    const minimum = checkMinimalDeliveryPrice({
      serviceType,
      basketTotal: basket,
      minimal: minimalDeliveryPrice(orderSetting, { minimalDeliveryPrice: zoneMinimum }),
    });
    if (!minimum.ok) soft(minimum.problem);

    const totals = orderTotals({
      lines,
      serviceType,
      deliveryPrice,
      orderSetting,
      promo,
      cashback: settings.cashbackActive && !cashbackProblem ? { requested: s.cashback ?? 0, balance: input.user.cashback } : null,
    });
    const tooMuch = checkOrderTotal(totals.totalPrice, limits);
    if (tooMuch) soft(tooMuch);
    const changeProblem = checkChangeFrom(s.paymentType, s.changeFrom, totals.totalPrice);
    if (changeProblem) soft(changeProblem);
    const freeDeliveryAbove = tariffId ? (tariffs.find((t) => t.id === tariffId)?.freeAbovePrice ?? null) : null;
    const earned = cashbackEarned(totals, { active: settings.cashbackActive, percent: orderSetting?.cashbackPercent ?? 0 });
    return {
      branch,
      lines,
      totals,
      deliverAt,
      promo,
      deliveryZoneId,
      tariffId,
      freeDeliveryAbove,
      cashbackEarned: earned,
      preparation,
      paymentWindowMinutes: settings.paymentWindowMinutes,
    };
  }

  async #existing(merchantId: string, userId: string, key: string, hash: string): Promise<StoredOrder | null> {
    return this.#db.asMerchant(merchantId, async (tx) => {
      const row = await oq.idempotencyKey(tx, merchantId, userId, key);
      if (!row) return null;
      if (row.bodyHash !== hash) throw keyReused();
      return oq.orderOfUser(tx, merchantId, userId, row.orderId);
    });
  }

  /**
   * The submission priced by every rule, nothing placed (the checkout's price). A scheduled
   * order without its day and time yet is priced without the time rule, so the checkout learns
   * the branch whose slots it offers; placing it checks the time like any other.
   */
  async quote(given: Omit<PlaceOrderInput, 'idempotencyKey'>): Promise<OrderQuoteAnswer> {
    // A refusal is the quote's answer, not its failure (issue 19, item 9): 200 with what refuses.
    const problems: OrderProblem[] = [];
    let priced: Priced;
    let input: Omit<PlaceOrderInput, 'idempotencyKey'>;
    try {
      input = await this.#seated(given);
      const timeChosen = !input.scheduled || (!!input.submission.day && !!input.submission.time);
      priced = await this.#price({ ...input, idempotencyKey: '' }, timeChosen, problems);
      const { promo } = priced;
      if (promo) {
        // Read without the lock: placing counts again, locked.
        const uses = await this.#db.asMerchant(input.merchantId, (tx) => oq.promoUses(tx, input.merchantId, promo.code, input.user.id));
        const used = checkPromoUses(promo, uses);
        if (used) {
          // Priced again without the promo that is used up: it does not block, it just does not apply.
          const without: OrderProblem[] = [];
          priced = await this.#price({ ...input, submission: { ...input.submission, promoCode: null }, idempotencyKey: '' }, timeChosen, without);
          problems.splice(0, problems.length, used, ...without);
        }
      }
    } catch (error) {
      const refused = refusalOf(error);
      if (!refused) throw error;
      return { totals: null, branch: null, promo: null, cashbackEarned: 0, deliverAt: null, problems: [answered(refused)], freeDeliveryAbove: null };
    }
    return {
      totals: { ...priced.totals },
      branch: { id: priced.branch.id, name: priced.branch.name },
      promo: priced.promo ? { code: priced.promo.code, message: orderMessage(problem('promoApplied')) } : null,
      cashbackEarned: priced.cashbackEarned,
      deliverAt: priced.deliverAt?.toISOString() ?? null,
      problems: problems.map(answered),
      freeDeliveryAbove: priced.freeDeliveryAbove,
    };
  }

  /**
   * The delivery price of an address from one branch, by the rule and from the data an order is
   * charged with; a quote with no price says why.
   */
  async deliveryQuote(merchantId: string, request: DeliveryTariffRequest): Promise<DeliveryQuote> {
    const { branches, tariffs } = await this.#data.ordering(merchantId);
    const branch = branches.find((b) => b.id === request.branchId) ?? null;
    return quoteDelivery({ basketTotal: request.productPrice, address: request, branch, tariffs });
  }

  async place(given: PlaceOrderInput): Promise<Placed> {
    const hash = bodyHash({ scheduled: given.scheduled, submission: given.submission });
    const earlier = await this.#existing(given.merchantId, given.user.id, given.idempotencyKey, hash);
    if (earlier) return { order: earlier, replay: true };
    const input = await this.#seated(given);
    const { merchantId, user, submission: s } = input;

    const priced = await this.#price(input);
    if (priced.totals.totalPrice !== s.totalPrice) {
      throw new ApiFailure('PRICE_CHANGED', { totals: { ...priced.totals } });
    }
    const id = randomUUID();
    const status: StoredOrder['status'] = input.scheduled ? 'AT_TIME' : 'OPEN';
    const snapshot = priced.lines.map((line) => {
      const price = priceLine(line);
      return {
        productId: line.product.id,
        data: {
          productId: line.product.id,
          name: line.product.name,
          count: line.count,
          unitPrice: price.unitPrice,
          unitBase: price.unitBase,
          price: price.price,
          discount: price.discount,
          modifiers: line.modifiers.map((m) => ({ id: m.modification.id, name: m.modification.name, price: m.price, count: m.count })),
        },
      };
    });
    const details = { office: s.office, domophone: s.domophone, entrance: s.entrance, floor: s.floor };

    const number = await oq.nextOrderNumber(this.#db, merchantId);
    return this.#db.asMerchant(merchantId, async (tx) => {
      await oq.lockIdempotencyKey(tx, merchantId, user.id, input.idempotencyKey);
      const row = await oq.idempotencyKey(tx, merchantId, user.id, input.idempotencyKey);
      if (row) {
        if (row.bodyHash !== hash) throw keyReused();
        return { order: (await oq.orderOfUser(tx, merchantId, user.id, row.orderId))!, replay: true };
      }
      if (priced.promo) {
        await oq.lockPromo(tx, merchantId, priced.promo.code);
        const used = checkPromoUses(priced.promo, await oq.promoUses(tx, merchantId, priced.promo.code, user.id));
        if (used) throw refuse(used);
      }
      const units = new Map<number, number>();
      for (const line of priced.lines) units.set(line.product.id, (units.get(line.product.id) ?? 0) + line.count);
      if (!(await oq.takeStock(tx, merchantId, priced.branch.id, units))) throw refuse(problem('notEnoughStock'));
      if (!(await oq.spendCashback(tx, merchantId, user.id, priced.totals.cashback))) {
        throw refuse(problem('cashbackOverBalance', { balance: 0 }));
      }
      const t = priced.totals;
      // Order first, then payment: an online payment waits for its provider, then expires.
      const paymentState = initialPaymentState(s.paymentType, t.totalPrice) === 'PENDING' ? 'PENDING' : 'NONE';
      const paymentExpires = paymentState === 'PENDING' ? paymentExpiresAt(input.now, priced.paymentWindowMinutes) : null;
      const order: StoredOrder = {
        id,
        number,
        status,
        serviceType: s.serviceType,
        orderDevice: ORDER_DEVICE[input.channel],
        cityId: priced.branch.cityId,
        // The branch and the shopper as the contract's order names them (schemas/entities.ts).
        branch: {
          id: priced.branch.id,
          merchantId: priced.branch.merchantId,
          cityId: priced.branch.cityId,
          name: priced.branch.name,
          address: priced.branch.address ?? null,
          latitude: priced.branch.latitude,
          longitude: priced.branch.longitude,
        },
        address: s.serviceType === 'DELIVERY' ? { ...s.address, id: null } : null,
        addressType: s.addressType ?? null,
        ...details,
        courierComment: s.serviceType === 'DELIVERY' ? courierComment(details) : null,
        tableId: s.serviceType === 'DINE_IN' ? s.tableId : null,
        tableName: s.serviceType === 'DINE_IN' ? (priced.branch.tables.find((t) => t.id === s.tableId)?.name ?? null) : null,
        receiver: s.receiver?.phone ? { name: s.receiver.name ?? null, phone: s.receiver.phone } : null,
        paymentType: s.paymentType,
        paymentState,
        paymentExpiresAt: paymentExpires?.toISOString() ?? null,
        isPaid: false,
        promoCode: priced.promo?.code ?? null,
        promoId: priced.promo ? Number(priced.promo.id) || null : null,
        comment: s.comment ?? null,
        sendChequePhone: s.sendChequePhone ?? null,
        changeFrom: changeFromOf(s.paymentType, s.changeFrom),
        later: input.scheduled,
        day: input.scheduled ? s.day : null,
        time: input.scheduled ? s.time : null,
        deliveryAt: priced.deliverAt?.toISOString() ?? null,
        deliveryZoneId: priced.deliveryZoneId,
        deliveryTariffId: priced.tariffId,
        productCount: t.productCount,
        productPrice: t.productPrice,
        productDiscount: t.productDiscount,
        totalProductPrice: t.totalProductPrice,
        totalProductDiscount: t.totalProductDiscount,
        deliveryPrice: t.deliveryPrice,
        deliveryDiscount: t.deliveryDiscount,
        servicePrice: t.servicePrice,
        totalDiscount: t.totalDiscount,
        cashback: t.cashback,
        cashbackEarned: priced.cashbackEarned,
        totalPrice: t.totalPrice,
        cartItems: s.cartItems.map((item) => ({
          productId: item.productId,
          count: item.count,
          modificationIds: item.modifications.map((m) => m.id),
          modifications: item.modifications.map((m) => ({ id: m.id, count: m.count ?? 1 })),
        })),
        lines: snapshot.map((l) => l.data),
        user: { id: user.id, merchantId: user.merchantId, phone: user.phone },
        timestamp: input.now.getTime(),
        createdDate: input.now.toISOString(),
      };
      await oq.insertOrder(tx, {
        merchantId,
        id,
        number,
        userId: user.id,
        status,
        serviceType: s.serviceType,
        branchId: priced.branch.id,
        paymentType: s.paymentType,
        totalPrice: t.totalPrice,
        cashbackSpent: t.cashback,
        promoCode: priced.promo?.code ?? null,
        paymentState,
        paymentExpiresAt: paymentExpires,
        deliverAt: priced.deliverAt,
        dueAt: priced.deliverAt ? activationTime(priced.deliverAt, priced.preparation) : null,
        placedAt: input.now,
        data: order,
        lines: snapshot,
        idempotency: { key: input.idempotencyKey, bodyHash: hash },
      });
      return { order, replay: false };
    });
  }
}

export const keyReused = () => new ApiFailure('CONFLICT', { description: message('idempotencyKeyReused') });
