/**
 * Scheduled work (DESIGN, scale-out): runs on every instance, and each piece of it takes its
 * rows with `FOR UPDATE SKIP LOCKED` inside the transaction that does the work, so however many
 * instances run it at once, each row is worked on once:
 * - scheduled orders falling due (AT_TIME -> OPEN at their slot minus the preparation time);
 * - the cashback a completed order earned, credited to its shopper's balance once;
 * - now and then, events past their use and expired stream tickets are forgotten.
 *
 * Which merchants have work is found with one owner query; the work itself runs per merchant
 * through `asMerchant`, under row-level security like every tenant query.
 */
import type { Database } from '../db/database.ts';
import * as tq from '../db/tracking-queries.ts';
import type { OrderLife } from './order-life.ts';

/** Rows one transaction takes at most; the rest wait for the next run. */
const BATCH = 100;
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
  readonly #log: (line: string) => void;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<SchedulerRun> | null = null;
  #lastPrune = 0;

  constructor(db: Database, life: OrderLife, options: { now: () => Date; log?: (line: string) => void }) {
    this.#db = db;
    this.#life = life;
    this.#now = options.now;
    this.#log = options.log ?? (() => {});
  }

  /** Runs every `intervalMs` until closed. */
  start(intervalMs: number): void {
    this.#timer = setInterval(() => {
      // A tick while a run is under way is skipped, not queued.
      if (this.#running) return;
      this.runOnce().catch((error: unknown) => this.#log(`scheduler: ${(error as Error).message}`));
    }, intervalMs);
    this.#timer.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running?.catch(() => {});
  }

  /**
   * One run. Asked for while a run is under way on this instance, it waits for that one and then
   * runs, so what it answers began after it was asked for (a run already under way may have read
   * the clock before what the caller just did).
   */
  runOnce(): Promise<SchedulerRun> {
    const run: Promise<SchedulerRun> = (this.#running ?? Promise.resolve()).catch(() => {}).then(() => this.#run()).finally(() => {
      if (this.#running === run) this.#running = null;
    });
    this.#running = run;
    return run;
  }

  async #run(): Promise<SchedulerRun> {
    const now = this.#now();
    let activated = 0;
    for (const merchantId of await tq.merchantsWithDueOrders(this.#db, now)) {
      activated += await this.#db.asMerchant(merchantId, async (tx) => {
        let moved = 0;
        for (const order of await tq.lockDueOrders(tx, merchantId, now, BATCH)) {
          if (await this.#life.moveLocked(tx, merchantId, order, 'OPEN', { actor: 'scheduler', now })) moved++;
        }
        return moved;
      });
    }
    let credited = 0;
    for (const merchantId of await tq.merchantsWithCashbackDue(this.#db)) {
      credited += (await this.#db.asMerchant(merchantId, (tx) => tq.creditCashback(tx, merchantId, now, BATCH))).filter((o) => o.amount > 0).length;
    }
    if (Date.now() - this.#lastPrune >= PRUNE_EVERY_MS) {
      this.#lastPrune = Date.now();
      await tq.prune(this.#db, now);
    }
    return { activated, credited };
  }
}
