/**
 * Scheduled work (DESIGN, scale-out): runs on every instance, and each piece of it takes its
 * rows with `FOR UPDATE SKIP LOCKED` inside the transaction that does the work, so however many
 * instances run it at once, each row is worked on once:
 * - scheduled orders falling due (AT_TIME -> OPEN at their slot minus the preparation time);
 * - the cashback a completed order earned, credited to its shopper's balance once;
 * - unpaid online orders past their window, cancelled, and the calls of ours to the payment
 *   providers that are due (refunds, two-step completions) (payments.ts);
 * - new orders of merchants with amoCRM on, sent to it as leads (crm.ts);
 * - now and then, events past their use and expired stream tickets are forgotten.
 *
 * Which merchants have work is found with one owner query; the work itself runs per merchant
 * through `asMerchant`, under row-level security like every tenant query. One merchant's failure
 * never stops another's, and one row's failure never stops the rows behind it
 * (services/periodic-work.ts; docs/decisions/015-money-and-scheduled-work.md).
 */
import type { Database } from '../db/database.ts';
import * as sq from '../db/scheduled-queries.ts';
import type { LockedOrder } from '../db/order-columns.ts';
import type { OrderLife } from './order-life.ts';
import type { Payments } from './payments.ts';
import type { Crm } from './crm.ts';
import { PeriodicWork, type RowWork } from './periodic-work.ts';

/** Rows one transaction takes at most; the rest wait for the next run. */
const DEFAULT_BATCH = 100;
const PRUNE_EVERY_MS = 3_600_000;

export interface SchedulerRun {
  /** Scheduled orders moved to OPEN by this run. */
  readonly activated: number;
  /** Orders whose cashback (above 0) this run credited. */
  readonly credited: number;
}

export class Scheduler {
  readonly #db: Database;
  readonly #life: OrderLife;
  readonly #now: () => Date;
  readonly #batch: number;
  readonly #periodic: PeriodicWork<SchedulerRun>;
  #lastPrune = 0;

  readonly #payments: Payments | null;
  readonly #crm: Crm | null;

  constructor(db: Database, life: OrderLife, options: { now: () => Date; log?: (line: string) => void; batch?: number; payments?: Payments; crm?: Crm }) {
    this.#db = db;
    this.#life = life;
    this.#payments = options.payments ?? null;
    this.#crm = options.crm ?? null;
    this.#now = options.now;
    this.#batch = options.batch ?? DEFAULT_BATCH;
    this.#periodic = new PeriodicWork('scheduler', () => this.#run(), options.log ?? (() => {}));
  }

  /** Runs every `intervalMs` until closed. */
  start(intervalMs: number): void {
    this.#periodic.start(intervalMs);
  }

  close(): Promise<void> {
    return this.#periodic.close();
  }

  /** One run (see PeriodicWork.runOnce). */
  runOnce(): Promise<SchedulerRun> {
    return this.#periodic.runOnce();
  }

  /** A scheduled order falling due moves to OPEN. */
  readonly #due: RowWork<LockedOrder> = {
    kind: 'due-order',
    id: (order) => order.id,
    describe: (order) => `moving scheduled order ${order.number} (${order.id}) to OPEN`,
    run: async (tx, merchantId, order) => (await this.#life.moveLocked(tx, merchantId, order, 'OPEN', { actor: 'scheduler', now: this.#now() })) !== null,
  };

  /** A completed order's cashback goes to its shopper's balance. */
  readonly #cashback: RowWork<sq.CashbackDue> = {
    kind: 'cashback',
    id: (row) => row.orderId,
    describe: (row) => `crediting ${row.amount} so'm of cashback for order ${row.orderId} to shopper ${row.userId}`,
    run: async (tx, merchantId, row) => {
      await sq.creditCashback(tx, merchantId, row, this.#now());
      return row.amount > 0;
    },
  };

  async #run(): Promise<SchedulerRun> {
    const now = this.#now();
    const periodic = this.#periodic;
    let activated = 0;
    for (const merchantId of await sq.merchantsWithDueOrders(this.#db, now)) {
      activated += await periodic.guard(
        merchantId,
        'scheduled orders',
        () =>
          this.#db.asMerchant(merchantId, async (tx) =>
            periodic.eachRow(tx, merchantId, await sq.lockDueOrders(tx, merchantId, now, this.#batch), this.#due, now),
          ),
        0,
      );
    }
    let credited = 0;
    for (const merchantId of await sq.merchantsWithCashbackDue(this.#db, now)) {
      credited += await periodic.guard(
        merchantId,
        'cashback',
        () =>
          this.#db.asMerchant(merchantId, async (tx) =>
            periodic.eachRow(tx, merchantId, await sq.lockCashbackDue(tx, merchantId, now, this.#batch), this.#cashback, now),
          ),
        0,
      );
    }
    // Unpaid online orders past their window, and the calls of ours to the providers (refunds, completions).
    if (this.#payments) {
      await this.#payments.expireDue(periodic, now);
      await this.#payments.providerCallsDue(periodic, now);
    }
    // New orders to the merchants' amoCRM, after the payments that decide whether an order is sent.
    if (this.#crm) await this.#crm.runDue(periodic, now);
    if (Date.now() - this.#lastPrune >= PRUNE_EVERY_MS) {
      this.#lastPrune = Date.now();
      await sq.prune(this.#db, now);
    }
    return { activated, credited };
  }
}
