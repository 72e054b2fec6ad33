/**
 * What the scheduler and the demo kitchen share: a run every so often (a tick while a run is under
 * way is skipped, not queued), and work that fails without stopping the rest.
 *
 * - Per merchant: `guard` runs one merchant's share of a run; its failure is said once (until it
 *   works again) and the run goes on to the next merchant.
 * - Per row: `eachRow` works each row in a savepoint of its own. A row that fails is undone, kept
 *   in `work_failures` and left alone for a while (a minute, doubling up to an hour), so it never
 *   blocks the rows behind it; its first failure is said once, clearly, and so is its recovery.
 */
import type { Sql } from '../db/database.ts';
import * as sq from '../db/scheduled-queries.ts';

/** The first retry of a failed row waits this long; each further failure doubles it. */
export const ROW_RETRY_FIRST_MS = 60_000;
/** The longest wait between retries of a failed row. */
export const ROW_RETRY_MAX_MS = 3_600_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface RowWork<R> {
  readonly kind: sq.WorkKind;
  /** The row's id (an order's id). */
  id(row: R): string;
  /** What the row is, for a person reading the log ("cashback of order 12 (…)"). */
  describe(row: R): string;
  /** The work on one row of a merchant; true when it did something. */
  run(tx: Sql, merchantId: string, row: R): Promise<boolean>;
}

export class PeriodicWork<T> {
  readonly #name: string;
  readonly #work: () => Promise<T>;
  readonly #log: (line: string) => void;
  /** Failures said and not yet recovered, by key: each is said once. */
  readonly #said = new Set<string>();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<T> | null = null;

  constructor(name: string, work: (periodic: PeriodicWork<T>) => Promise<T>, log: (line: string) => void) {
    this.#name = name;
    this.#work = () => work(this);
    this.#log = log;
  }

  /** Runs every `intervalMs` until closed. */
  start(intervalMs: number): void {
    this.#timer = setInterval(() => {
      if (this.#running) return;
      this.runOnce().catch((error: unknown) => this.#sayOnce('run', `${this.#name}: a run failed: ${messageOf(error)}`));
    }, intervalMs);
    this.#timer.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running?.catch(() => {});
  }

  /**
   * One run. Asked for while a run is under way, it waits for that one and then runs, so what it
   * answers began after it was asked for (a run under way may have read the clock before what the
   * caller just did).
   */
  runOnce(): Promise<T> {
    const run: Promise<T> = (this.#running ?? Promise.resolve())
      .catch(() => {})
      .then(() => this.#work())
      .then((result) => {
        this.#recovered('run', `${this.#name}: runs again`);
        return result;
      })
      .finally(() => {
        if (this.#running === run) this.#running = null;
      });
    this.#running = run;
    return run;
  }

  #sayOnce(key: string, line: string): void {
    if (this.#said.has(key)) return;
    this.#said.add(key);
    this.#log(line);
  }

  #recovered(key: string, line: string): void {
    if (this.#said.delete(key)) this.#log(line);
  }

  /** One merchant's share of a run: its failure is said once and answers `fallback`, and the run goes on. */
  async guard<R>(merchantId: string, what: string, work: () => Promise<R>, fallback: R): Promise<R> {
    const key = `${merchantId}:${what}`;
    try {
      const result = await work();
      this.#recovered(key, `${this.#name}: ${what} of merchant ${merchantId} works again`);
      return result;
    } catch (error) {
      this.#sayOnce(
        key,
        `${this.#name}: ${what} of merchant ${merchantId} failed: ${messageOf(error)}; other merchants go on, and it is tried again at the next run`,
      );
      return fallback;
    }
  }

  /** Works each row in a savepoint of its own (see the module's comment); answers how many did something. */
  async eachRow<R>(tx: Sql, merchantId: string, rows: readonly sq.Retried<R>[], work: RowWork<R>, now: Date): Promise<number> {
    let done = 0;
    for (const row of rows) {
      const id = work.id(row);
      try {
        if (await sq.inSavepoint(tx, () => work.run(tx, merchantId, row))) done++;
        if (row.failedBefore) {
          await sq.forgetWorkFailure(tx, merchantId, work.kind, id);
          this.#log(`${this.#name}: ${work.describe(row)} at merchant ${merchantId} worked after failing before`);
        }
      } catch (error) {
        const message = messageOf(error);
        const attempts = await sq.recordWorkFailure(tx, {
          merchantId,
          kind: work.kind,
          rowId: id,
          error: message,
          now,
          firstDelayMs: ROW_RETRY_FIRST_MS,
          maxDelayMs: ROW_RETRY_MAX_MS,
        });
        // Later failures only push the retry further out: the first one was said.
        if (attempts === 1) {
          this.#log(
            `${this.#name}: ${work.describe(row)} at merchant ${merchantId} failed: ${message}. It is left alone and tried again later ` +
              `(after ${ROW_RETRY_FIRST_MS / 1000} s, doubling up to ${ROW_RETRY_MAX_MS / 60_000} min; see work_failures); the other rows go on`,
          );
        }
      }
    }
    return done;
  }
}
