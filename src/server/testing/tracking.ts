/**
 * What the tracking tests share: the alpha fixture set up for ordering, requests through the
 * in-process app, signing in through the development outbox, placing orders, the operator API,
 * and a reader of server-sent event streams.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from '../app.ts';
import { forceOrderStatus } from '../db/test-queries.ts';
import { FIXTURE_PRESETS, loadPreset } from './test-server.ts';

export const ALPHA = 'alpha-id';
export const BETA = 'beta-id';
export const LOOPBACK = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
/** Monday 2026-11-23, 13:00 in Tashkent: the center branch is open (10:00-23:00). */
export const NOON = new Date('2026-11-23T08:00:00Z');
export const CENTER = { latitude: 41.3111, longitude: 69.2797 };
/** An address inside the center branch's delivery zone. */
export const INSIDE = { latitude: 41.32, longitude: 69.28 };

/** The alpha fixture with delivery, pick-up and dine-in, cash, cashback, cancel by the shopper, a zone around the center branch. */
/**
 * The alpha fixture made ready to order: the center branch offers every service and delivers in
 * a square zone around it (`zoneMinimum` its minimum), product 100 has a sauce group. `edit`
 * adds what a test file needs on top (settings, promos, order settings).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a preset is edited as plain JSON
export function orderingPreset(zoneMinimum: number, edit: (preset: any) => void): string {
  const preset = JSON.parse(readFileSync(join(FIXTURE_PRESETS, 'alpha.json'), 'utf8'));
  Object.assign(preset.webSettings, { deliveryActive: true, pickupActive: true, dineInActive: true, cashActive: true, cashbackActive: true });
  const center = preset.branches.find((b: { id: string }) => b.id === 'center');
  center.settings = { deliveryEnabled: true, pickupEnabled: true, dineinEnabled: true };
  const d = 0.05;
  center.deliveryZones = [
    {
      id: 'near',
      name: { uz: 'Markaz' },
      deliveryPrice: 10_000,
      minimalDeliveryPrice: zoneMinimum,
      polygon: [
        { latitude: CENTER.latitude - d, longitude: CENTER.longitude - d },
        { latitude: CENTER.latitude - d, longitude: CENTER.longitude + d },
        { latitude: CENTER.latitude + d, longitude: CENTER.longitude + d },
        { latitude: CENTER.latitude + d, longitude: CENTER.longitude - d },
      ],
    },
  ];
  preset.menu.products.find((p: { id: number }) => p.id === 100).modificationGroups = [
    {
      id: 1,
      name: { uz: 'Sous' },
      minCount: 0,
      maxCount: 2,
      modifications: [
        { id: 11, name: { uz: 'Pishloq' }, price: 3_000 },
        { id: 12, name: { uz: 'Achchiq' }, price: 5_000 },
      ],
    },
  ];
  edit(preset);
  return JSON.stringify(preset);
}

export const trackingPreset = (): string =>
  orderingPreset(0, (preset) => {
    preset.webSettings.cancelOrderActive = true;
    preset.menu.products.find((p: { id: number }) => p.id === 100).timeCookingMax = 40;
    preset.orderSettings = [{ cityId: 'tashkent', cashbackPercent: 10, scheduleDaysAhead: 2 }];
  });

export async function loadTrackingPreset(server: Server): Promise<void> {
  const load = await loadPreset(server, 'alpha.json', trackingPreset());
  if (load.status !== 'loaded' && load.status !== 'unchanged') throw new Error(`preset: ${load.status}`);
}

export interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers field by field
  body: any;
}

export interface RequestOptions {
  token?: string;
  operatorKey?: string;
  body?: unknown;
  key?: string;
  merchant?: string;
  headers?: Record<string, string>;
}

export async function request(server: Server, method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { merchant: options.merchant ?? ALPHA, 'content-type': 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.operatorKey) headers.authorization = `Bearer ${options.operatorKey}`;
  if (options.key) headers['idempotency-key'] = options.key;
  const res = await server.app.request(path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) }, LOOPBACK);
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: res.status, headers: res.headers, body };
}

let phoneSeq = 0;
export interface Shopper {
  readonly token: string;
  readonly id: string;
  readonly phone: string;
}

export async function signIn(server: Server, merchant = ALPHA): Promise<Shopper> {
  const phone = `99894${String(1_000_000 + (process.pid % 1000) * 1000 + phoneSeq++).padStart(7, '0')}`;
  await request(server, 'POST', '/users/v1/auth/send-code', { merchant, body: { phone } });
  const [message] = (await request(server, 'GET', `/dev/outbox?phone=${phone}`, { merchant })).body;
  const code = /\b(\d{6})\b/.exec(message.text)![1];
  const verified = await request(server, 'POST', '/users/v1/auth/verify', { merchant, body: { phone, code } });
  if (verified.status !== 200) throw new Error(`sign-in: ${verified.status} ${JSON.stringify(verified.body)}`);
  return { token: verified.body.token, id: verified.body.user.id, phone };
}

/** A staff member's studio token: the code sent to their phone, read from the development outbox. */
export async function staffSignIn(server: Server, phone: string, merchant = ALPHA): Promise<string> {
  const sent = await request(server, 'POST', '/studio/v1/auth/send-code', { merchant, body: { phone } });
  if (sent.status !== 200) throw new Error(`studio send-code: ${sent.status} ${JSON.stringify(sent.body)}`);
  const [message] = (await request(server, 'GET', `/dev/outbox?phone=${phone}`, { merchant })).body;
  const code = /\b(\d{6})\b/.exec(message.text)![1];
  const verified = await request(server, 'POST', '/studio/v1/auth/verify', { merchant, body: { phone, code } });
  if (verified.status !== 200) throw new Error(`studio verify: ${verified.status} ${JSON.stringify(verified.body)}`);
  return verified.body.token;
}

let keySeq = 0;
export const newKey = () => `track-${process.pid}-${Date.now().toString(36)}-${keySeq++}`;

export const pickup = (extra: Record<string, unknown> = {}) => ({
  serviceType: 'PICK_UP',
  branch: { id: 'center' },
  paymentType: 'CASH',
  cartItems: [{ productId: 101, count: 1 }],
  totalPrice: 0,
  ...extra,
});
export const delivery = (extra: Record<string, unknown> = {}) => ({
  serviceType: 'DELIVERY',
  paymentType: 'CASH',
  address: INSIDE,
  cartItems: [{ productId: 101, count: 1 }],
  totalPrice: 0,
  ...extra,
});
export const dineIn = (extra: Record<string, unknown> = {}) => pickup({ serviceType: 'DINE_IN', tableId: '7', ...extra });

/** Places an order at the server's total (asked first with total 0); throws unless it is placed. */
export async function place(server: Server, shopper: Shopper, body: Record<string, unknown>, path = '/orders/v1/orders'): Promise<Answer['body']> {
  const first = await request(server, 'POST', path, { token: shopper.token, key: newKey(), body });
  const placed =
    first.status === 409 && first.body.code === 'PRICE_CHANGED'
      ? await request(server, 'POST', path, { token: shopper.token, key: newKey(), body: { ...body, totalPrice: first.body.totals.totalPrice } })
      : first;
  if (placed.status !== 201) throw new Error(`order not placed: ${placed.status} ${JSON.stringify(placed.body)}`);
  return placed.body;
}

export const operatorMove = (server: Server, key: string, orderId: string, status: string, extra: Record<string, unknown> = {}) =>
  request(server, 'POST', `/operator/v1/orders/${orderId}/status`, { operatorKey: key, body: { status, ...extra } });

/** Sets an order's status directly (test set-up: a state to try moves from). */
export async function forceStatus(server: Server, orderId: string, status: string): Promise<void> {
  await forceOrderStatus(server.db, orderId, status);
}

export interface SseEvent {
  readonly id: string | null;
  readonly event: string | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read events field by field
  readonly data: any;
}

export interface OpenStream {
  readonly status: number;
  readonly events: SseEvent[];
  /** Everything received, comments included. */
  text(): string;
  /** The first event (from the start) that `match` accepts, waiting up to `timeoutMs`. */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Waits until the received text contains `needle`. */
  waitForText(needle: string, timeoutMs?: number): Promise<void>;
  /** Whether the server ended the stream. */
  readonly ended: Promise<void>;
  close(): Promise<void>;
}

/** Opens an event stream through the in-process app and reads it as a browser would. */
export async function openStream(
  server: Server,
  path: string,
  options: { token?: string; merchant?: string; headers?: Record<string, string> } = {},
): Promise<OpenStream> {
  const headers: Record<string, string> = { merchant: options.merchant ?? ALPHA, accept: 'text/event-stream', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await server.app.request(path, { headers }, LOOPBACK);
  const events: SseEvent[] = [];
  let raw = '';
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of [...waiters]) w();
  };
  if (res.status !== 200 || !res.body) {
    raw = await res.text();
    return {
      status: res.status,
      events,
      text: () => raw,
      ended: Promise.resolve(),
      next: () => Promise.reject(new Error(`stream answered ${res.status}: ${raw}`)),
      waitForText: () => Promise.reject(new Error(`stream answered ${res.status}`)),
      close: async () => {},
    };
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  const ended = (async () => {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        break;
      }
      if (chunk.done) break;
      const text = decoder.decode(chunk.value, { stream: true });
      raw += text;
      pending += text;
      let at: number;
      while ((at = pending.indexOf('\n\n')) >= 0) {
        const block = pending.slice(0, at);
        pending = pending.slice(at + 2);
        const fields = new Map<string, string>();
        for (const line of block.split('\n')) {
          if (!line || line.startsWith(':')) continue;
          const colon = line.indexOf(':');
          const name = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          fields.set(name, fields.has(name) && name === 'data' ? `${fields.get(name)}\n${value}` : value);
        }
        if (fields.has('data')) events.push({ id: fields.get('id') ?? null, event: fields.get('event') ?? null, data: JSON.parse(fields.get('data')!) });
      }
      wake();
    }
    wake();
  })();
  const waitUntil = (done: () => boolean, what: string, timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      if (done()) return resolve();
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out waiting for ${what}; received:\n${raw}`));
      }, timeoutMs);
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
    });
  return {
    status: res.status,
    events,
    text: () => raw,
    ended,
    next: async (match, timeoutMs = 5000) => {
      await waitUntil(() => events.some(match), 'an event', timeoutMs);
      return events.find(match)!;
    },
    waitForText: (needle, timeoutMs = 5000) => waitUntil(() => raw.includes(needle), JSON.stringify(needle), timeoutMs),
    close: async () => {
      await reader.cancel().catch(() => {});
      await ended;
    },
  };
}

/** Waits until `check` holds, polling every 10 ms, up to `timeoutMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}
