/**
 * Expensive work (image encodes) with a bound on how much runs at once and how much waits, shared
 * by key: requests that ask for the same key while it is queued or running share one job.
 *
 * A request passes its AbortSignal: when its client leaves, it stops waiting; a queued job whose
 * waiters have all left is dropped before it starts. A started job runs to its end (an encode
 * cannot be cancelled), so what it produces can still be kept by the work itself.
 */

/** The queue is full: answer 503 and let the client retry. */
export class QueueFull extends Error {
  constructor() {
    super('work queue full');
  }
}

/** The request's client left before its job finished. */
export class Abandoned extends Error {
  constructor() {
    super('client left');
  }
}

interface Waiter<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}

interface Job<T> {
  readonly key: string;
  readonly work: () => Promise<T>;
  readonly waiters: Set<Waiter<T>>;
  started: boolean;
}

export interface WorkQueueOptions {
  /** Jobs running at once. */
  readonly concurrency: number;
  /** Jobs waiting for a slot at most; a new job past it is refused with QueueFull. */
  readonly queueLimit: number;
}

export class SharedWorkQueue<T> {
  readonly #options: WorkQueueOptions;
  /** Jobs queued or running, by key. */
  readonly #jobs = new Map<string, Job<T>>();
  readonly #queued: Job<T>[] = [];
  #running = 0;

  constructor(options: WorkQueueOptions) {
    if (options.concurrency < 1 || options.queueLimit < 0) throw new Error('a work queue needs a slot');
    this.#options = options;
  }

  /** Jobs running now. */
  get running(): number {
    return this.#running;
  }

  /** Jobs waiting for a slot now. */
  get queued(): number {
    return this.#queued.length;
  }

  /**
   * The result of the job of `key`: joins the one queued or running, else queues `work`.
   * Rejects with QueueFull when it would have to queue past the limit, with Abandoned when
   * `signal` aborts first (at once when it already has).
   */
  run(key: string, work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(new Abandoned());
    let job = this.#jobs.get(key);
    if (!job) {
      const slotFree = this.#running < this.#options.concurrency;
      if (!slotFree && this.#queued.length >= this.#options.queueLimit) return Promise.reject(new QueueFull());
      job = { key, work, waiters: new Set(), started: false };
      this.#jobs.set(key, job);
      this.#queued.push(job);
    }
    const joined = job;
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        if (!joined.waiters.delete(waiter)) return;
        reject(new Abandoned());
        if (joined.waiters.size === 0 && !joined.started) this.#drop(joined);
      };
      const waiter: Waiter<T> = {
        resolve: (value) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(value);
        },
        reject: (error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      };
      joined.waiters.add(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#pump();
    });
  }

  #drop(job: Job<T>): void {
    const at = this.#queued.indexOf(job);
    if (at >= 0) this.#queued.splice(at, 1);
    if (this.#jobs.get(job.key) === job) this.#jobs.delete(job.key);
  }

  #pump(): void {
    while (this.#running < this.#options.concurrency && this.#queued.length > 0) {
      const job = this.#queued.shift()!;
      job.started = true;
      this.#running += 1;
      let result: Promise<T>;
      try {
        result = job.work();
      } catch (error) {
        result = Promise.reject(error);
      }
      result
        .then(
          (value) => {
            for (const waiter of job.waiters) waiter.resolve(value);
          },
          (error: unknown) => {
            for (const waiter of job.waiters) waiter.reject(error);
          },
        )
        .finally(() => {
          this.#running -= 1;
          if (this.#jobs.get(job.key) === job) this.#jobs.delete(job.key);
          this.#pump();
        });
    }
  }
}
