/**
 * The live events of orders, fanned out to the streams open on this instance (DESIGN,
 * scale-out). A move writes its event in its own transaction and announces it on the database's
 * ORDER_EVENTS_CHANNEL; every instance listens and hands the event to its streams of that
 * shopper. So a move made on one instance reaches a shopper connected to another.
 *
 * When the listener is lost (PostgreSQL), announcements may be missed: every open stream is
 * ended, and its client reconnects with Last-Event-ID and replays from the stored events. The
 * same happens when the listener comes back (streams opened while it was lost).
 */
import * as z from 'zod/mini';
import { ORDER_EVENTS_CHANNEL, type Database } from '../db/database.ts';
import type { StoredEvent } from '../db/order-event-queries.ts';

const storedEventSchema = z.object({
  id: z.int().check(z.positive()),
  merchantId: z.string(),
  userId: z.string(),
  orderId: z.string(),
  type: z.enum(['status', 'courier', 'position', 'payment']),
  data: z.record(z.string(), z.unknown()),
  at: z.string(),
});

export interface EventSubscriber {
  /** An event of the subscriber's shopper, in the order the database numbered them. */
  event(event: StoredEvent): void;
  /** Announcements may have been missed: the subscriber must end and be replayed. */
  reset(): void;
}

/** An event as a shopper receives it (SSE `data`, a notification). */
export type WireEvent = Record<string, unknown> & Pick<StoredEvent, 'id' | 'type' | 'orderId' | 'at'>;

/** The wire form of an event (SSE `data`): its id, type, order and time with its own fields. */
export function wireEvent(event: StoredEvent): WireEvent {
  return { ...event.data, id: event.id, type: event.type, orderId: event.orderId, at: event.at };
}

export class OrderEventHub {
  readonly #db: Database;
  /** `merchantId:userId` -> the subscribers of that shopper's events. */
  readonly #subscribers = new Map<string, Set<EventSubscriber>>();
  #unlisten: (() => Promise<void>) | null = null;
  #count = 0;

  constructor(db: Database) {
    this.#db = db;
  }

  async start(): Promise<void> {
    this.#unlisten = await this.#db.listen(
      (payload) => this.#receive(payload),
      () => this.#resetAll(),
      ORDER_EVENTS_CHANNEL,
    );
  }

  async close(): Promise<void> {
    await this.#unlisten?.();
    this.#unlisten = null;
    this.#resetAll();
  }

  /** Streams open on this instance. */
  get size(): number {
    return this.#count;
  }

  subscribe(merchantId: string, userId: string, subscriber: EventSubscriber): () => void {
    const key = `${merchantId}:${userId}`;
    let set = this.#subscribers.get(key);
    if (!set) {
      set = new Set();
      this.#subscribers.set(key, set);
    }
    set.add(subscriber);
    this.#count++;
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      this.#count--;
      const current = this.#subscribers.get(key);
      current?.delete(subscriber);
      if (current?.size === 0) this.#subscribers.delete(key);
    };
  }

  #receive(payload: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    const event = storedEventSchema.safeParse(parsed);
    if (!event.success) return;
    const set = this.#subscribers.get(`${event.data.merchantId}:${event.data.userId}`);
    if (!set) return;
    for (const subscriber of [...set]) subscriber.event(event.data);
  }

  #resetAll(): void {
    const all = [...this.#subscribers.values()].flatMap((set) => [...set]);
    for (const subscriber of all) subscriber.reset();
  }
}
