/**
 * A shopper's live order events as server-sent events (Hono's `streamSSE`): every event carries
 * its stored id, so the browser's EventSource reconnects with `Last-Event-ID` and the stream
 * replays what came after it from `order_events` before going live. A stream:
 * - subscribes to the instance's event hub first and buffers while it replays, then sends the
 *   buffer past the last id replayed, so nothing falls between the replay and going live;
 * - writes a comment line every heartbeat, and checks now and then that the sign-in it was opened
 *   with is still live (logout or account deletion ends it);
 * - ends when the client leaves (the subscription is dropped at once) and when the hub says
 *   announcements may have been missed (the client reconnects and replays).
 *
 * How a browser authenticates (EventSource sends no header): docs/decisions/008-order-tracking.md.
 */
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { StoredEvent } from './db/order-event-queries.ts';
import { ApiFailure } from './errors.ts';
import type { StreamSettings } from './http.ts';
import { wireEvent, type OrderEventHub } from './services/order-events.ts';
import type { ShopperOrders } from './services/shopper-orders.ts';

/** Events replayed per query. */
const REPLAY_PAGE = 500;
/** What an EventSource waits before it reconnects (SSE `retry`). */
export const RECONNECT_MS = 3000;

export interface StreamScope {
  readonly merchantId: string;
  readonly userId: string;
  /** One order's events; null: every order of the shopper. */
  readonly orderId: string | null;
  /** Replay after this id; null: live events only. */
  readonly lastEventId: number | null;
  /** The sign-in the stream was opened with (its SHA-256). */
  readonly tokenHash: string;
}

const EVENT_ID = /^\d{1,15}$/;

/** The id to resume after: the `Last-Event-ID` header (EventSource's reconnect), else the `lastEventId` query; 400 when not an id. */
export function lastEventIdOf(c: Context): number | null {
  const value = c.req.header('last-event-id') ?? c.req.query('lastEventId');
  if (value === undefined || value === '') return null;
  if (!EVENT_ID.test(value)) throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.header.last-event-id', message: 'expected an event id (digits)' }] });
  return Number(value);
}

export function eventStream(c: Context, deps: { orders: ShopperOrders; hub: OrderEventHub; settings: StreamSettings }, scope: StreamScope): Response {
  const { orders, hub, settings } = deps;
  // Proxies must neither buffer nor compress it (nginx reads X-Accel-Buffering).
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let last = scope.lastEventId ?? 0;
    let replaying = true;
    const buffered: StoredEvent[] = [];
    let end!: () => void;
    const ended = new Promise<void>((resolve) => {
      end = resolve;
    });
    // Writes go one after another; a write to a client that left resolves without effect.
    let writing: Promise<unknown> = Promise.resolve();
    const write = (text: string) => {
      writing = writing.then(() => stream.write(text));
    };
    const send = (event: StoredEvent) => {
      if (event.id <= last) return;
      last = event.id;
      writing = writing.then(() => stream.writeSSE({ id: String(event.id), event: event.type, data: JSON.stringify(wireEvent(event)) }));
    };
    const unsubscribe = hub.subscribe(scope.merchantId, scope.userId, {
      event: (event) => {
        if (scope.orderId && event.orderId !== scope.orderId) return;
        if (replaying) buffered.push(event);
        else send(event);
      },
      reset: () => end(),
    });
    stream.onAbort(() => end());
    let lastCheck = Date.now();
    const heartbeat = setInterval(() => {
      write(': heartbeat\n\n');
      if (Date.now() - lastCheck < settings.recheckMs) return;
      lastCheck = Date.now();
      orders.signInLive(scope.merchantId, scope.tokenHash).then(
        (live) => {
          if (!live) end();
        },
        () => {},
      );
    }, settings.heartbeatMs);
    try {
      write(`retry: ${RECONNECT_MS}\n\n`);
      if (scope.lastEventId !== null) {
        for (;;) {
          const page = await orders.eventsAfter(scope.merchantId, scope.userId, { orderId: scope.orderId, afterId: last, limit: REPLAY_PAGE });
          for (const event of page) send(event);
          if (page.length < REPLAY_PAGE) break;
        }
      }
      replaying = false;
      for (const event of buffered.sort((a, b) => a.id - b.id)) send(event);
      buffered.length = 0;
      await ended;
    } finally {
      clearInterval(heartbeat);
      unsubscribe();
    }
  });
}
