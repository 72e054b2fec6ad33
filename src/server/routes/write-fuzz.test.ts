/**
 * Hostile bodies on every write endpoint, on each database: whatever a client sends (NUL and
 * lone surrogates in any string or key, numbers past every column's range, wrong types, nesting
 * thousands deep, huge arrays and strings, bytes that are no JSON or no UTF-8), the answer is a
 * success or the client's fault, never a 5xx. Each body starts from a valid body of its endpoint
 * and breaks it a little, so that it gets past the first check into the rules and the database.
 * Every 5xx is collected with its body and the error the server logged, and the run fails listing
 * them by cause. FUZZ_SEED=<n> replays a run.
 */
import { format } from 'node:util';
import { sign } from '@tma.js/init-data-node';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type * as z from 'zod/mini';
import { addressInputSchema, userUpdateSchema } from '#schemas/account-endpoints';
import { endpoints } from '#schemas/endpoint-table';
import { buildPath, type HttpMethod } from '#schemas/endpoints';
import { courierInputSchema, operatorEndpoints } from '#schemas/operator-endpoints';
import { IDEMPOTENCY_HEADER, orderLineInputSchema, orderSubmissionSchema, ratingInputSchema } from '#schemas/order-endpoints';
import { featureEndpoints } from '#schemas/feature-endpoints';
import type { Server } from '../app.ts';
import { describeEachBackend, loadPreset } from '../testing/test-server.ts';
import {
  ALPHA,
  delivery,
  forceStatus,
  INSIDE,
  LOOPBACK,
  newKey,
  NOON,
  pickup,
  place,
  request,
  signIn,
  trackingPreset,
  type Shopper,
} from '../testing/tracking.ts';

/** The tracking fixture with the shopper's features on: favourites, bookings at the center, a table, a vacancy. */
function fuzzPreset(): string {
  const preset = JSON.parse(trackingPreset());
  Object.assign(preset.webSettings, { favouriteActive: true, vacanciesActive: true, bookingActive: true, receiverActive: true });
  const center = preset.branches.find((b: { id: string }) => b.id === 'center');
  center.settings.bookingEnabled = true;
  center.booking = { seats: 10_000, noticeMinutes: 0, daysAhead: 7, maxGuests: 1_000 };
  center.tables = [{ id: 't1', name: '1', seats: 4 }];
  preset.vacancies = [{ id: 'cook', title: { uz: 'Oshpaz' }, text: { uz: 'Oshxonada ishlash' } }];
  return JSON.stringify(preset);
}

/** Bodies sent per backend, split over the endpoints by their weights. */
const FUZZ_BODIES = 5_000;
/** The run's seed; endpoint number i draws from SEED + i. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
if (!Number.isSafeInteger(SEED)) throw new Error(`FUZZ_SEED must be an integer, not ${process.env.FUZZ_SEED}`);

const ALPHA_BOT = '111111:alpha-bot-token-AAAA';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = readonly (string | number)[];

// ---- what a body can be made of -----------------------------------------------------------------

/** Text PostgreSQL cannot store or UTF-8 cannot encode, put inside a string or a key. */
const HOSTILE_TEXT = [
  { text: '\u0000', name: 'NUL' },
  { text: '\ud800', name: 'lone high surrogate' },
  { text: '\udfff', name: 'lone low surrogate' },
  { text: '\udfff\ud800', name: 'reversed surrogate pair' },
] as const;
/** At and past int2 and int4, past the safe integers, negative, fractional, and the doubles' ends. */
const HOSTILE_NUMBERS = [
  1e308,
  -1e308,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  -1,
  15_194_790_000,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 15,
  2 ** 63,
  0.5,
  5e-324,
];
/** Number literals JSON allows that no JavaScript number keeps as written. */
const HOSTILE_NUMBER_LITERALS = ['1e309', '-1e309', '123456789012345678901234567890', '-0', '1.0', '1E+2'];
const WRONG_TYPES: Readonly<Record<string, (original: Json) => Json>> = {
  null: () => null,
  true: () => true,
  '0': () => 0,
  '""': () => '',
  '"fuzz"': () => 'fuzz',
  '[]': () => [],
  '{}': () => ({}),
  'inside an array': (original) => [original],
  'inside an object': (original) => ({ value: original }),
  'as JSON text': (original) => JSON.stringify(original) ?? 'null',
};
const HOSTILE_KEYS = [
  { key: '\u0000', name: 'NUL' },
  { key: 'a\u0000b', name: 'NUL' },
  { key: '\ud800', name: 'lone surrogate' },
  { key: 'x\udfff', name: 'lone surrogate' },
  { key: '__proto__', name: '__proto__' },
  { key: 'constructor', name: 'constructor' },
  { key: '', name: 'empty' },
  { key: 'k'.repeat(5_000), name: '5000 characters' },
] as const;
const DEPTHS = [1_000, 3_000, 10_000];
/** Well past every body limit of the server: a huge array stops growing here. */
const MAX_PAYLOAD = 200_000;
const LENGTHS = [101, 1_000, 10_000];
const STRING_LENGTHS = [1_000, 10_000, 100_000];
/** Bytes no UTF-8 decoder accepts: stray, overlong NUL, encoded surrogates, past U+10FFFF. */
const INVALID_UTF8 = [[0xff], [0xfe, 0xff], [0x80], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xed, 0xbf, 0xbf], [0xf4, 0x90, 0x80, 0x80]];
const NOT_JSON = [
  '',
  ' ',
  'undefined',
  'NaN',
  'Infinity',
  '{',
  '}',
  '[',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  '\u0000',
  '{"a":"\u0000"}',
  '"\ud800"',
  'null',
  '[]',
  '0',
  'true',
  '"text"',
  '{"\\u0000":1}',
  '{"a":"\\ud800"}',
  '{"__proto__":{"admin":true}}',
  '--\r\n\r\n',
];
/** JSON most often, so that most raw bodies are read as the client claims. */
const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  null,
];

interface Step {
  readonly op: Op;
  /** Which of the fitting paths (modulo their number). */
  readonly pick: number;
}

/** What one step does to the body: a value it puts at a path, or a key it adds or breaks. */
type Op =
  | { readonly kind: 'text'; readonly text: number; readonly at: number }
  | { readonly kind: 'long'; readonly length: number }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'literal'; readonly literal: string }
  | { readonly kind: 'type'; readonly type: string }
  | { readonly kind: 'deep'; readonly depth: number; readonly shape: 'object' | 'array' }
  | { readonly kind: 'array'; readonly length: number }
  | { readonly kind: 'addKey'; readonly key: number; readonly value: Json }
  | { readonly kind: 'renameKey'; readonly text: number; readonly at: number };

/**
 * A body as choices only (which path, which value), so that the valid body it breaks is made
 * fresh for each run: ids and init data that a success used up are not reused.
 */
type Plan =
  | { readonly kind: 'mutate'; readonly steps: readonly Step[] }
  /** One of the endpoint's extreme bodies (valid, at the contract's limits), maybe changed further. */
  | { readonly kind: 'extreme'; readonly pick: number; readonly steps: readonly Step[] }
  | { readonly kind: 'json'; readonly value: Json }
  | { readonly kind: 'raw'; readonly raw: Raw; readonly contentType: string | null };

type Raw =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'truncated'; readonly at: number }
  | { readonly kind: 'suffix'; readonly suffix: string }
  | { readonly kind: 'bytes'; readonly bytes: readonly number[]; readonly pick: number }
  | { readonly kind: 'unclosed'; readonly depth: number; readonly shape: 'object' | 'array' };

const index = (list: readonly unknown[]) => fc.nat({ max: list.length - 1 });

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('text' as const), text: index(HOSTILE_TEXT), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('long' as const), length: fc.constantFrom(...STRING_LENGTHS) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('number' as const), value: fc.constantFrom(...HOSTILE_NUMBERS) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('literal' as const), literal: fc.constantFrom(...HOSTILE_NUMBER_LITERALS) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('type' as const), type: fc.constantFrom(...Object.keys(WRONG_TYPES)) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('deep' as const),
      depth: fc.constantFrom(...DEPTHS),
      shape: fc.constantFrom('object' as const, 'array' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('array' as const), length: fc.constantFrom(...LENGTHS) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('addKey' as const), key: index(HOSTILE_KEYS), value: fc.constantFrom<Json>('fuzz', { admin: true }) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('renameKey' as const), text: index(HOSTILE_TEXT), at: fc.nat() }) },
);

const rawArbitrary: fc.Arbitrary<Raw> = fc.oneof(
  fc.record({ kind: fc.constant('text' as const), text: fc.oneof(fc.constantFrom(...NOT_JSON), fc.string({ unit: 'binary', maxLength: 64 })) }),
  fc.record({ kind: fc.constant('truncated' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('suffix' as const), suffix: fc.constantFrom('x', ',', '}', ']', ' null', '\u0000', '{}', '\ud800') }),
  fc.record({ kind: fc.constant('bytes' as const), bytes: fc.constantFrom(...INVALID_UTF8), pick: fc.nat() }),
  fc.record({ kind: fc.constant('unclosed' as const), depth: fc.constantFrom(...DEPTHS), shape: fc.constantFrom('object' as const, 'array' as const) }),
);

const stepArbitrary: fc.Arbitrary<Step> = fc.record({ op: opArbitrary, pick: fc.nat() });

const planArbitrary: fc.Arbitrary<Plan> = fc.oneof(
  { weight: 13, arbitrary: fc.record({ kind: fc.constant('mutate' as const), steps: fc.array(stepArbitrary, { minLength: 1, maxLength: 3 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('extreme' as const), pick: fc.nat(), steps: fc.array(stepArbitrary, { maxLength: 1 }) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('raw' as const), raw: rawArbitrary, contentType: fc.constantFrom(...CONTENT_TYPES) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('json' as const), value: fc.jsonValue({ maxDepth: 4 }) as fc.Arbitrary<Json> }) },
);

// ---- making a body from a plan ------------------------------------------------------------------

interface Made {
  readonly payload: string | Uint8Array<ArrayBuffer>;
  readonly contentType: string | null;
  /** What was done to the valid body, step by step. */
  readonly label: string;
  /** The kind of each step with its path, indexes dropped: what the report groups by. */
  readonly kinds: readonly string[];
}

const isObject = (value: Json): value is { [key: string]: Json } => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Own, enumerable, and never the prototype: a `__proto__` key is a key like any other. */
function put(target: object, key: string | number, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function nodesOf(root: Json): { path: Path; value: Json }[] {
  const found: { path: Path; value: Json }[] = [];
  const stack: { path: Path; value: Json }[] = [{ path: [], value: root }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    found.push(node);
    if (Array.isArray(node.value)) node.value.forEach((value, i) => stack.push({ path: [...node.path, i], value }));
    else if (isObject(node.value)) for (const [key, value] of Object.entries(node.value)) stack.push({ path: [...node.path, key], value });
  }
  return found;
}

function setAt(root: Json, path: Path, value: Json): Json {
  if (path.length === 0) return value;
  let parent = root as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  put(parent, path[path.length - 1]!, value);
  return root;
}

const pathText = (path: Path) =>
  `$${path.map((p) => (typeof p === 'number' ? `[${p}]` : /^[A-Za-z_]\w*$/.test(p) ? `.${p}` : `[${JSON.stringify(p)}]`)).join('')}`;
const pathClass = (path: Path) => pathText(path).replace(/\[\d+\]/g, '[]');
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text);
const show = (value: Json) => clip(JSON.stringify(value) ?? 'undefined', 60);
const withInserted = (text: string, insert: string, at: number) => {
  const i = at % (text.length + 1);
  return text.slice(0, i) + insert + text.slice(i);
};
const nested = (depth: number, shape: 'object' | 'array') =>
  shape === 'object' ? '{"a":'.repeat(depth) + '0' + '}'.repeat(depth) : '['.repeat(depth) + ']'.repeat(depth);

function build(base: Json, plan: Exclude<Plan, { kind: 'extreme' }>): Made {
  if (plan.kind === 'json') {
    return { payload: JSON.stringify(plan.value), contentType: 'application/json', label: `any JSON ${show(plan.value)}`, kinds: ['$ any JSON value'] };
  }
  if (plan.kind === 'raw') return buildRaw(base, plan.raw, plan.contentType);
  // What JSON.stringify cannot write (a number literal as written, nesting thousands deep) travels
  // as a marker string, replaced in the text afterwards.
  const literals = new Map<string, string>();
  const marker = (literal: string) => {
    const name = `\ue000fuzz${literals.size}\ue000`;
    literals.set(name, literal);
    return name;
  };
  let body: Json = structuredClone(base);
  const labels: string[] = [];
  const kinds: string[] = [];
  for (const { op, pick } of plan.steps) {
    const all = nodesOf(body).filter((n) => !(typeof n.value === 'string' && literals.has(n.value)));
    // The whole body became a literal: nothing is left to change.
    if (all.length === 0) break;
    const among = (test: (value: Json) => boolean) => {
      const fit = all.filter((n) => test(n.value));
      const from = fit.length > 0 ? fit : all;
      return from[pick % from.length]!;
    };
    if (op.kind === 'addKey' || op.kind === 'renameKey') {
      const objects = all.filter((n) => isObject(n.value));
      const { path, value } = objects.length > 0 ? objects[pick % objects.length]! : { path: [], value: {} };
      const target = value as { [key: string]: Json };
      // No object left (an earlier step made the body a scalar): the key goes on a new one.
      if (objects.length === 0) body = target;
      const keys = Object.keys(target);
      if (op.kind === 'renameKey' && keys.length > 0) {
        const old = keys[op.at % keys.length]!;
        const hostile = HOSTILE_TEXT[op.text]!;
        const renamed = withInserted(old, hostile.text, op.at);
        const kept = target[old]!;
        delete target[old];
        put(target, renamed, kept);
        labels.push(`${pathText([...path, old])} renamed ${JSON.stringify(renamed)}`);
        kinds.push(`${pathClass([...path, old])} key with ${hostile.name}`);
      } else {
        const hostile = op.kind === 'addKey' ? HOSTILE_KEYS[op.key]! : HOSTILE_KEYS[0];
        const added = op.kind === 'addKey' ? structuredClone(op.value) : 'fuzz';
        put(target, hostile.key, added);
        labels.push(`${pathText(path)} gets key ${clip(JSON.stringify(hostile.key), 30)}: ${show(added)}`);
        kinds.push(`${pathClass(path)} added key ${hostile.name}`);
      }
      continue;
    }
    const isText = (v: Json) => typeof v === 'string' || v === null;
    const isNumber = (v: Json) => typeof v === 'number' || v === null;
    const node = op.kind === 'text' || op.kind === 'long' ? among(isText) : op.kind === 'number' || op.kind === 'literal' ? among(isNumber) : among(() => true);
    const original = node.value;
    let value: Json;
    let shown: string;
    let kind: string;
    switch (op.kind) {
      case 'text': {
        const hostile = HOSTILE_TEXT[op.text]!;
        value = withInserted(typeof original === 'string' ? original : 'fuzz', hostile.text, op.at);
        shown = show(value);
        kind = `string with ${hostile.name}`;
        break;
      }
      case 'long':
        value = `${typeof original === 'string' ? original : ''}${'ы'.repeat(op.length)}`;
        shown = `a string of ${value.length}`;
        kind = 'long string';
        break;
      case 'number':
        value = op.value;
        shown = String(op.value);
        kind = `number ${op.value}`;
        break;
      case 'literal':
        value = marker(op.literal);
        shown = `literal ${op.literal}`;
        kind = `number literal ${op.literal}`;
        break;
      case 'type':
        value = WRONG_TYPES[op.type]!(original);
        shown = `${op.type} ${show(value)}`;
        kind = `wrong type ${op.type}`;
        break;
      case 'deep':
        value = marker(nested(op.depth, op.shape));
        shown = `${op.shape} nested ${op.depth} deep`;
        kind = 'deep nesting';
        break;
      case 'array': {
        const item = Array.isArray(original) ? (original[0] ?? 0) : original;
        // Past every body limit already: a bigger one would only fill the test's memory.
        const length = Math.min(op.length, Math.ceil(MAX_PAYLOAD / ((JSON.stringify(item) ?? '').length + 1)));
        value = Array.from({ length }, () => structuredClone(item));
        shown = `an array of ${length} × ${show(item)}`;
        kind = 'huge array';
        break;
      }
    }
    body = setAt(body, node.path, value);
    labels.push(`${pathText(node.path)} ← ${shown}`);
    kinds.push(`${pathClass(node.path)} ${kind}`);
  }
  let text = JSON.stringify(body) ?? 'null';
  for (const [name, literal] of literals) text = text.split(JSON.stringify(name)).join(literal);
  return { payload: text, contentType: 'application/json', label: labels.join('; ') || 'as it is', kinds };
}

/** The body of a plan: from the endpoint's valid body, or from one of its extreme ones. */
function make(target: Target, f: Fixture, plan: Plan): Made {
  if (plan.kind !== 'extreme') return build(target.body(f), plan);
  const extremes = target.extremes ?? [];
  if (extremes.length === 0) return build(target.body(f), { kind: 'mutate', steps: plan.steps });
  const extreme = extremes[plan.pick % extremes.length]!;
  const made = build(extreme.body(f), { kind: 'mutate', steps: plan.steps });
  return { ...made, label: `${extreme.name}: ${made.label}`, kinds: [`extreme: ${extreme.name}`, ...made.kinds] };
}

function buildRaw(base: Json, raw: Raw, contentType: string | null): Made {
  const valid = JSON.stringify(base);
  const as = contentType === 'application/json' ? '' : ` as ${contentType ?? 'no content type'}`;
  switch (raw.kind) {
    case 'text':
      return { payload: raw.text, contentType, label: `the text ${clip(JSON.stringify(raw.text), 60)}${as}`, kinds: ['$ not JSON'] };
    case 'truncated': {
      const at = raw.at % valid.length;
      return { payload: valid.slice(0, at), contentType, label: `the valid body cut after ${at} characters${as}`, kinds: ['$ cut JSON'] };
    }
    case 'suffix':
      return { payload: valid + raw.suffix, contentType, label: `the valid body, then ${JSON.stringify(raw.suffix)}${as}`, kinds: ['$ JSON with a tail'] };
    case 'unclosed': {
      const opening = raw.shape === 'object' ? '{"a":' : '[';
      return { payload: opening.repeat(raw.depth), contentType, label: `${raw.depth} unclosed ${raw.shape}s${as}`, kinds: ['$ unclosed nesting'] };
    }
    case 'bytes': {
      // Invalid UTF-8 in place of one string of the valid body.
      const strings = nodesOf(base).filter((n) => typeof n.value === 'string');
      const node = strings.length > 0 ? strings[raw.pick % strings.length]! : { path: [] as Path };
      const marker = '\ue000bytes\ue000';
      const [before, after] = JSON.stringify(setAt(structuredClone(base), node.path, marker)).split(marker) as [string, string];
      const encoder = new TextEncoder();
      const payload = new Uint8Array([...encoder.encode(before), ...raw.bytes, ...encoder.encode(after)]);
      const hex = raw.bytes.map((b) => b.toString(16).padStart(2, '0')).join(' ');
      return { payload, contentType, label: `${pathText(node.path)} ← bytes ${hex} (no UTF-8)${as}`, kinds: [`${pathClass(node.path)} invalid UTF-8`] };
    }
  }
}

// ---- the endpoints ------------------------------------------------------------------------------

interface Fixture {
  shopper: Shopper;
  operatorKey: string;
  webhookSecret: string;
  addressId: string;
  /** The shown total of the valid order body, now and scheduled. */
  orderTotal: number;
  scheduledTotal: number;
  /** A delivered order of the shopper's, not rated yet. */
  ratingOrderId: string;
  /** A delivered order of the shopper's whose products are not reviewed yet. */
  reviewOrderId: string;
  /** The printed code of the center's table. */
  tableToken: string;
  /** An open order of the shopper's. */
  cancelOrderId: string;
  /** An open delivery the operator moves and assigns a courier to. */
  deliveryOrderId: string;
  /** A Telegram user the bot signed in, linked to its shopper. */
  telegram: { readonly id: number; readonly token: string };
  /** A shopper the bot's logout signs out again and again. */
  leaver: { readonly telegramId: number; readonly userId: string; token: string };
}

interface Answer {
  readonly status: number;
  readonly text: string;
}

interface Target {
  /** The contract's row: the method, the path, and the schema the valid body must pass. */
  readonly endpoint: { readonly name: string; readonly method: HttpMethod; readonly path: string; readonly body: z.ZodMiniType | null };
  readonly weight: number;
  readonly params?: (f: Fixture) => Record<string, string>;
  readonly headers: (f: Fixture) => Record<string, string>;
  readonly idempotent?: boolean;
  /** A valid body, made fresh for each run. */
  readonly body: (f: Fixture) => Json;
  /** Valid bodies at the contract's limits: the largest counts, amounts, lengths and coordinates. */
  readonly extremes?: readonly { readonly name: string; readonly body: (f: Fixture) => Json }[];
  /**
   * An order: a body the server prices differently (409 with its totals) is sent again with the
   * server's total, as the storefront does, so that what the body changed reaches the order.
   */
  readonly pricedAgain?: boolean;
  /** Puts back what a success used up, so the next body meets the same state. */
  readonly reset?: (server: Server, f: Fixture, answer: Answer) => Promise<void>;
}

/** The bot's webhook is Telegram's call, outside the contract: the path is the route's own. */
const telegramWebhook = { name: 'telegramWebhook', method: 'POST', path: '/webbot/v1/telegram/:merchantId/webhook', body: null } as const;

let telegramSeq = 6_000_000_000;
const nextTelegramId = () => telegramSeq++;
let phoneSeq = 0;
const nextPhone = () => `99893${String(1_000_000 + (process.pid % 1000) * 1000 + phoneSeq++).padStart(7, '0')}`;

/**
 * Init data of the alpha bot, signed at NOON, the clock the server is given. The server accepts
 * init data a year old, so a check against the real clock passes as well.
 */
const initData = (id: number) =>
  sign(
    { user: { id, first_name: 'Aziz', last_name: 'Karimov', language_code: 'uz' }, query_id: 'AAH', chat_type: 'private', chat_instance: '1' } as never,
    ALPHA_BOT,
    NOON,
  );

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const asShopper = (f: Fixture) => bearer(f.shopper.token);
const asOperator = (f: Fixture) => bearer(f.operatorKey);

const orderBody = (extra: Record<string, Json> = {}): Json => ({
  serviceType: 'DELIVERY',
  paymentType: 'CASH',
  branch: { id: 'center' },
  cartItems: [
    { productId: 100, count: 2, modifications: [{ id: 11, count: 1 }] },
    { productId: 101, count: 1, modifications: [] },
  ],
  address: {
    id: null,
    latitude: INSIDE.latitude,
    longitude: INSIDE.longitude,
    name: 'Uy',
    streetName: 'Amir Temur',
    houseNumber: '15',
    details: 'Hovli tomondan',
  },
  addressType: 'APARTMENT',
  office: '3',
  domophone: '12',
  entrance: '2',
  floor: '5',
  tableId: null,
  promoCode: null,
  cashback: 0,
  comment: "Eshik oldida qoldiring, qo'ng'iroq qiling",
  sendChequePhone: '998901234567',
  day: null,
  time: null,
  ...extra,
});
/** A slot the fixture's center branch offers the day after NOON. */
const SLOT = { day: '2026-11-24', time: '12:00' };
const addressBody = (): Json => ({
  type: 'APARTMENT',
  name: 'Uy',
  streetName: 'Amir Temur',
  houseNumber: '15',
  details: '3-podyezd',
  description: 'Yashil darvoza',
  latitude: INSIDE.latitude,
  longitude: INSIDE.longitude,
  cityId: 'tashkent',
  office: '3',
  domophone: '12',
  entrance: '2',
  floor: '5',
  comment: "Qo'ng'iroq qiling",
});

// ---- the contract's limits, read from its schemas -------------------------------------------------

/**
 * The largest n up to `ceiling` whose value the schema takes, by bisection: a limit of the
 * contract read from the contract rather than typed again. Null when it refuses even n = 1.
 */
function largestAccepted(schema: z.ZodMiniType, valueOf: (n: number) => unknown, ceiling: number): number | null {
  if (!schema.safeParse(valueOf(1)).success) return null;
  let low = 1;
  let high = ceiling;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (schema.safeParse(valueOf(mid)).success) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * The body with each string as long as its field takes, written in `letter` (two UTF-8 bytes, or
 * an emoji of two UTF-16 units). A field that takes no such text, or is named in `keep`, keeps its value.
 */
function longestStrings(schema: { readonly shape: Readonly<Record<string, z.ZodMiniType>> }, body: Json, letter: string, keep: readonly string[] = []): Json {
  const longest: Record<string, Json> = { ...(body as Record<string, Json>) };
  for (const [key, value] of Object.entries(longest)) {
    const field = schema.shape[key];
    if (typeof value !== 'string' || !field || keep.includes(key)) continue;
    const n = largestAccepted(field, (length) => letter.repeat(length), 100_000);
    if (n !== null) longest[key] = letter.repeat(n);
  }
  return longest;
}

const LINE_COUNT = largestAccepted(orderLineInputSchema, (n) => ({ productId: 101, count: n }), Number.MAX_SAFE_INTEGER) ?? 1;
const MODIFIER_COUNT =
  largestAccepted(orderLineInputSchema, (n) => ({ productId: 100, count: 1, modifications: [{ id: 11, count: n }] }), Number.MAX_SAFE_INTEGER) ?? 1;
const ORDER_LINES = largestAccepted(orderSubmissionSchema.shape.cartItems, (n) => Array.from({ length: n }, () => ({ productId: 101, count: 1 })), 10_000) ?? 1;

/**
 * Orders at the contract's limits: the most lines of the most units (once priced, a total past
 * int4), the most of each modifier, every text at its longest, a cashback and a shown total of
 * 2^53-1. Those priced otherwise go again at the server's total (`pricedAgain`).
 */
const orderExtremes = (extra: Record<string, Json>) => [
  {
    name: `${ORDER_LINES} lines of ${LINE_COUNT}`,
    body: () =>
      orderBody({ ...extra, cartItems: Array.from({ length: ORDER_LINES }, () => ({ productId: 101, count: LINE_COUNT, modifications: [] })), totalPrice: 0 }),
  },
  {
    name: `a line of ${LINE_COUNT} with ${MODIFIER_COUNT} of each modifier`,
    body: () =>
      orderBody({
        ...extra,
        cartItems: [
          {
            productId: 100,
            count: LINE_COUNT,
            modifications: [
              { id: 11, count: MODIFIER_COUNT },
              { id: 12, count: MODIFIER_COUNT },
            ],
          },
        ],
        totalPrice: 0,
      }),
  },
  {
    name: 'every text at its longest',
    body: () => ({ ...(longestStrings(orderSubmissionSchema, orderBody(), 'Ж', ['sendChequePhone']) as object), ...extra, totalPrice: 0 }),
  },
  { name: 'a cashback of 2^53-1', body: (f: Fixture) => orderBody({ ...extra, cashback: Number.MAX_SAFE_INTEGER, totalPrice: f.orderTotal }) },
  { name: 'a shown total of 2^53-1', body: () => orderBody({ ...extra, totalPrice: Number.MAX_SAFE_INTEGER }) },
];
const addressExtremes = [
  {
    name: 'every text at its longest in Cyrillic, a corner of the map',
    body: () => ({ ...(longestStrings(addressInputSchema, addressBody(), 'Ж') as object), latitude: 90, longitude: -180 }),
  },
  {
    name: 'every text at its longest in emoji, the other corner',
    body: () => ({ ...(longestStrings(addressInputSchema, addressBody(), '😋') as object), latitude: -90, longitude: 180 }),
  },
];
const userBody = (): Json => ({ firstName: 'Aziz', lastName: "Qo'chqorov", email: 'aziz@example.uz', birthday: '1990-05-01', gender: 'MALE' });
const courierBody = (): Json => ({ firstName: 'Bobur', lastName: 'Aliyev', phone: '998901112233', branchId: 'center' });
const contactUpdate = (id: number): Json => ({
  update_id: 1,
  message: {
    message_id: 1,
    from: { id, is_bot: false, first_name: 'Aziz' },
    chat: { id, type: 'private' },
    date: 1,
    contact: { phone_number: '+998901112233', first_name: 'Aziz', user_id: id },
  },
});

const TARGETS: readonly Target[] = [
  {
    endpoint: endpoints.createOrder,
    weight: 6,
    headers: asShopper,
    idempotent: true,
    pricedAgain: true,
    body: (f) => orderBody({ totalPrice: f.orderTotal }),
    extremes: orderExtremes({}),
  },
  {
    endpoint: endpoints.createScheduledOrder,
    weight: 3,
    headers: asShopper,
    idempotent: true,
    pricedAgain: true,
    body: (f) => orderBody({ ...SLOT, totalPrice: f.scheduledTotal }),
    extremes: orderExtremes(SLOT),
  },
  {
    endpoint: endpoints.orderQuote,
    weight: 4,
    headers: asShopper,
    body: () => orderBody({ scheduled: false }),
    extremes: orderExtremes({ scheduled: false }),
  },
  {
    endpoint: endpoints.rateOrder,
    weight: 2,
    headers: asShopper,
    params: (f) => ({ id: f.ratingOrderId }),
    body: () => ({ grade: 5, comment: 'Juda mazali, rahmat!' }),
    extremes: [
      { name: 'the longest comment in Cyrillic', body: () => longestStrings(ratingInputSchema, { grade: 1, comment: 'ы' }, 'ы') },
      { name: 'the longest comment in emoji', body: () => longestStrings(ratingInputSchema, { grade: 5, comment: '😋' }, '😋') },
    ],
    // An order is rated once: the next body rates another.
    reset: async (server, f) => {
      f.ratingOrderId = await deliveredOrder(server, f.shopper);
    },
  },
  {
    endpoint: endpoints.cancelOrder,
    weight: 1,
    headers: asShopper,
    params: (f) => ({ id: f.cancelOrderId }),
    body: () => ({ reason: "Fikrimni o'zgartirdim" }),
    reset: (server, f) => forceStatus(server, f.cancelOrderId, 'OPEN'),
  },
  {
    endpoint: endpoints.deliveryTariff,
    weight: 3,
    headers: asShopper,
    body: () => ({ productPrice: 64_000, distance: 1.5, branchId: 'center', ...INSIDE, address: 'Amir Temur 15', cityId: 'tashkent' }),
    extremes: [
      { name: 'a basket of 2^53-1', body: () => ({ productPrice: Number.MAX_SAFE_INTEGER, branchId: 'center', ...INSIDE }) },
      { name: 'a basket of 2^31', body: () => ({ productPrice: 2 ** 31, branchId: 'center', ...INSIDE }) },
      { name: 'a distance of 1e308', body: () => ({ productPrice: 64_000, distance: 1e308, branchId: 'center', ...INSIDE }) },
      { name: 'the corners of the map', body: () => ({ productPrice: 64_000, branchId: 'center', latitude: -90, longitude: 180 }) },
    ],
  },
  {
    endpoint: endpoints.changePaymentMethod,
    weight: 1,
    headers: asShopper,
    params: (f) => ({ id: f.cancelOrderId }),
    body: () => ({ paymentType: 'CASH' }),
  },
  {
    endpoint: endpoints.saveCard,
    weight: 1,
    headers: asShopper,
    body: () => ({ token: 'a'.repeat(64) }),
  },
  {
    endpoint: endpoints.payWithCard,
    weight: 1,
    headers: asShopper,
    params: (f) => ({ id: f.cancelOrderId }),
    body: () => ({ cardId: 'card-1' }),
  },
  {
    endpoint: endpoints.updateUser,
    weight: 3,
    headers: asShopper,
    params: (f) => ({ id: f.shopper.id }),
    body: userBody,
    extremes: [{ name: 'the longest names', body: () => longestStrings(userUpdateSchema, userBody(), 'Ж') }],
  },
  { endpoint: endpoints.requestPhoneChange, weight: 2, headers: asShopper, body: () => ({ phone: nextPhone(), type: 'WEB', language: 'uz' }) },
  {
    endpoint: endpoints.verifyPhoneChange,
    weight: 2,
    headers: asShopper,
    body: () => ({ id: null, code: '123456', phone: nextPhone(), type: 'WEB', time: 1_700_000_000, timestamp: 1_700_000_000_000 }),
  },
  {
    endpoint: endpoints.createAddress,
    weight: 3,
    headers: asShopper,
    body: addressBody,
    extremes: addressExtremes,
    // A shopper keeps at most 50: each saved one is forgotten again.
    reset: async (server, f, answer) => {
      const { id } = JSON.parse(answer.text) as { id: string };
      await request(server, 'DELETE', buildPath(endpoints.deleteAddress.path, { id }), { token: f.shopper.token });
    },
  },
  { endpoint: endpoints.updateAddress, weight: 3, headers: asShopper, params: (f) => ({ id: f.addressId }), body: addressBody, extremes: addressExtremes },
  { endpoint: endpoints.sendCode, weight: 2, headers: () => ({}), body: () => ({ phone: nextPhone(), language: 'ru' }) },
  { endpoint: endpoints.verifyCode, weight: 2, headers: () => ({}), body: () => ({ phone: nextPhone(), code: '123456' }) },
  { endpoint: endpoints.botToken, weight: 1, headers: () => ({}), body: (f) => ({ initData: initData(f.telegram.id) }) },
  { endpoint: endpoints.botContact, weight: 1, headers: () => ({}), body: (f) => ({ initData: initData(f.telegram.id) }) },
  {
    endpoint: endpoints.botLogin,
    weight: 2,
    headers: () => ({}),
    // A new Telegram user each time: their names are written only when their shopper is made.
    body: () => ({ status: null, initData: initData(nextTelegramId()), phone: null, firstName: 'Aziz', lastName: 'Karimov' }),
    extremes: [
      { name: 'names of 10000 letters', body: () => ({ initData: initData(nextTelegramId()), firstName: 'Ж'.repeat(10_000), lastName: '😋'.repeat(5_000) }) },
    ],
  },
  { endpoint: endpoints.botAuth, weight: 1, headers: asShopper, body: () => ({ initData: initData(nextTelegramId()) }) },
  {
    endpoint: endpoints.botLogoutVariant,
    weight: 1,
    headers: (f) => bearer(f.leaver.token),
    body: (f) => ({ initData: initData(f.leaver.telegramId), language: 'uz' }),
    reset: async (server, f) => {
      f.leaver.token = (await server.accounts.issueToken(ALPHA, f.leaver.userId)).token;
    },
  },
  {
    endpoint: endpoints.botBasket,
    weight: 2,
    headers: (f) => bearer(f.telegram.token),
    body: (f) => ({
      cartItems: [{ productId: 101, count: 2, modificationIds: [] }],
      branch: null,
      branchId: 'center',
      telegramId: String(f.telegram.id),
      merchantId: ALPHA,
      paymentType: 'CASH',
      comment: 'Tezroq, iltimos',
      promoCode: null,
      promoId: null,
    }),
    extremes: [
      {
        name: '2000 lines of 2^53-1',
        body: (f) => ({
          cartItems: Array.from({ length: 2_000 }, () => ({ productId: Number.MAX_SAFE_INTEGER, count: Number.MAX_SAFE_INTEGER })),
          telegramId: f.telegram.id,
          merchantId: ALPHA,
          promoId: Number.MAX_SAFE_INTEGER,
        }),
      },
    ],
  },
  {
    endpoint: telegramWebhook,
    weight: 2,
    params: () => ({ merchantId: ALPHA }),
    headers: (f) => ({ 'x-telegram-bot-api-secret-token': f.webhookSecret }),
    body: () => contactUpdate(nextTelegramId()),
    extremes: [
      {
        name: 'ids past 2^63 and a long phone',
        body: () => ({ update_id: 2 ** 64, message: { from: { id: 2 ** 64 }, contact: { phone_number: `+${'9'.repeat(10_000)}`, user_id: 2 ** 64 } } }),
      },
    ],
  },
  {
    endpoint: featureEndpoints.addFavourite,
    weight: 2,
    headers: asShopper,
    body: () => ({ productId: 101 }),
    extremes: [{ name: 'a product id of 2^31-1', body: () => ({ productId: 2 ** 31 - 1 }) }],
  },
  {
    endpoint: featureEndpoints.createReservation,
    weight: 3,
    headers: asShopper,
    body: () => ({ branchId: 'center', day: '2026-11-24', time: '15:00', guests: 2, comment: 'Deraza yonida' }),
    extremes: [
      {
        name: '1000 guests and the longest comment',
        body: () => ({ branchId: 'center', day: '2026-11-24', time: '15:00', guests: 1_000, comment: 'Ж'.repeat(300) }),
      },
    ],
    // A shopper holds a few bookings at once: each made one is cancelled again.
    reset: async (server, f, answer) => {
      const { id } = JSON.parse(answer.text) as { id: string };
      await request(server, 'POST', buildPath(featureEndpoints.cancelReservation.path, { id }), { token: f.shopper.token });
    },
  },
  {
    endpoint: featureEndpoints.applyToVacancy,
    weight: 2,
    headers: () => ({}),
    params: () => ({ id: 'cook' }),
    body: () => ({ name: 'Aziz Karimov', phone: nextPhone(), text: 'Tajribam bor' }),
    extremes: [{ name: 'the longest texts', body: () => ({ name: 'Ж'.repeat(80), phone: nextPhone(), text: '😋'.repeat(500) }) }],
  },
  {
    endpoint: featureEndpoints.callWaiter,
    weight: 1,
    headers: () => ({}),
    params: (f) => ({ token: f.tableToken }),
    body: () => ({ kind: 'WAITER' }),
  },
  {
    endpoint: featureEndpoints.reviewOrder,
    weight: 2,
    headers: asShopper,
    params: (f) => ({ id: f.reviewOrderId }),
    body: () => ({ lines: [{ position: 0, grade: 5, text: 'Juda mazali' }] }),
    extremes: [
      {
        name: 'a hundred lines of the longest text',
        body: () => ({ lines: Array.from({ length: 100 }, (_, i) => ({ position: i, grade: 1, text: 'ы'.repeat(1_000) })) }),
      },
    ],
    // A line is reviewed once: the next body reviews another order.
    reset: async (server, f) => {
      f.reviewOrderId = await deliveredOrder(server, f.shopper);
    },
  },
  {
    endpoint: operatorEndpoints.operatorMove,
    weight: 2,
    headers: asOperator,
    params: (f) => ({ id: f.deliveryOrderId }),
    body: () => ({ status: 'ACCEPTED', paid: false, reason: 'Oshxona tayyor' }),
    reset: (server, f) => forceStatus(server, f.deliveryOrderId, 'OPEN'),
  },
  {
    endpoint: operatorEndpoints.operatorAssignCourier,
    weight: 1,
    headers: asOperator,
    params: (f) => ({ id: f.deliveryOrderId }),
    body: () => ({ courierId: 'c-fuzz' }),
  },
  {
    endpoint: operatorEndpoints.operatorSaveCourier,
    weight: 2,
    headers: asOperator,
    params: () => ({ id: 'c-fuzz-saved' }),
    body: courierBody,
    extremes: [
      { name: 'the longest texts in Cyrillic', body: () => longestStrings(courierInputSchema, courierBody(), 'Ж') },
      { name: 'the longest texts in emoji', body: () => longestStrings(courierInputSchema, courierBody(), '😋') },
    ],
  },
  {
    endpoint: operatorEndpoints.operatorCourierStatus,
    weight: 1,
    headers: asOperator,
    params: () => ({ id: 'c-fuzz' }),
    body: () => ({ status: 'PERFORMER_FOUND' }),
  },
  {
    endpoint: operatorEndpoints.operatorCourierPosition,
    weight: 1,
    headers: asOperator,
    params: () => ({ id: 'c-fuzz' }),
    body: () => ({ ...INSIDE }),
    extremes: [{ name: 'the corners of the map', body: () => ({ latitude: 90, longitude: -180 }) }],
  },
];

/** FUZZ_BODIES split by weight, the remainder to the first endpoints. */
const BODIES = (() => {
  const total = TARGETS.reduce((sum, t) => sum + t.weight, 0);
  const counts = TARGETS.map((t) => Math.floor((FUZZ_BODIES * t.weight) / total));
  let left = FUZZ_BODIES - counts.reduce((sum, n) => sum + n, 0);
  for (let i = 0; left > 0; i++, left--) counts[i % counts.length]!++;
  return counts;
})();

async function botLogin(server: Server, telegramId: number): Promise<{ token: string; userId: string }> {
  const login = await request(server, 'POST', endpoints.botLogin.path, { body: { initData: initData(telegramId) } });
  if (login.status !== 200) throw new Error(`bot login: ${login.status} ${JSON.stringify(login.body)}`);
  return { token: login.body.token, userId: login.body.user.id };
}

async function deliveredOrder(server: Server, shopper: Shopper): Promise<string> {
  const order = await place(server, shopper, pickup());
  await forceStatus(server, order.id, 'DELIVERED');
  return order.id;
}

/** The server's total for an order body, asked with a shown total it refuses. */
async function totalOf(server: Server, shopper: Shopper, path: string, body: Json): Promise<number> {
  const answer = await request(server, 'POST', path, { token: shopper.token, key: newKey(), body: { ...(body as object), totalPrice: 0 } });
  if (answer.status !== 409) throw new Error(`no total for ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.totals.totalPrice;
}

/** The body again with the total a 409 answered, when it is a JSON object that survives a round trip. */
function atServerTotal(made: Made, answer: Answer): Made | null {
  if (typeof made.payload !== 'string') return null;
  let body: Json;
  let total: unknown;
  try {
    body = JSON.parse(made.payload) as Json;
    total = (JSON.parse(answer.text) as { totals?: { totalPrice?: unknown } }).totals?.totalPrice;
  } catch {
    return null;
  }
  if (!isObject(body) || typeof total !== 'number' || JSON.stringify(body) !== made.payload) return null;
  put(body, 'totalPrice', total);
  return { ...made, payload: JSON.stringify(body), label: `${made.label}; again at the server's total ${total}` };
}

async function send(server: Server, target: Target, f: Fixture, made: Made): Promise<Answer> {
  const headers: Record<string, string> = { merchant: ALPHA, ...target.headers(f) };
  if (made.contentType) headers['content-type'] = made.contentType;
  if (target.idempotent) headers[IDEMPOTENCY_HEADER] = newKey();
  const path = buildPath(target.endpoint.path, target.params?.(f));
  const res = await server.app.request(path, { method: target.endpoint.method, headers, body: made.payload }, LOOPBACK);
  return { status: res.status, text: await res.text() };
}

// ---- the report ---------------------------------------------------------------------------------

interface Failure {
  readonly status: number;
  readonly made: Made;
  readonly answer: string;
  /** What the server logged while it answered. */
  readonly logged: string;
}

/** The first line of what the error handler logged: the error's name, message and code. */
function loggedText(args: unknown[]): string {
  const error = args.find((a): a is Error => a instanceof Error);
  const code = (error as { code?: unknown } | undefined)?.code;
  const text = error ? `${error.name}: ${error.message}${code ? ` [${String(code)}]` : ''}` : format(...args);
  return clip(text.split('\n')[0]!.trim(), 200);
}

const printable = (payload: string | Uint8Array<ArrayBuffer>) => {
  const text = typeof payload === 'string' ? payload : `bytes ${new TextDecoder().decode(payload)}`;
  // Spread keeps a surrogate pair whole: what is left alone is lone.
  const escaped = [...text].map((c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 || (c.length === 1 && code >= 0xd800 && code <= 0xdfff) ? `\\u${code.toString(16).padStart(4, '0')}` : c;
  });
  return clip(escaped.join(''), 400);
};

function report(target: Target, seed: number, count: number, failures: readonly Failure[], statuses: ReadonlyMap<number, number>): string {
  const groups = new Map<string, Failure[]>();
  for (const failure of failures) {
    // The same error with another value in it is the same cause.
    const key = `${failure.status} ${failure.logged.replace(/"[^"]*"/g, '"…"')}`;
    groups.set(key, [...(groups.get(key) ?? []), failure]);
  }
  const lines = [
    `${target.endpoint.method} ${target.endpoint.path}: ${failures.length} of ${count} bodies answered 5xx` +
      ` (seed ${seed}; FUZZ_SEED=${SEED} replays the run)`,
    `answers: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ')}`,
  ];
  for (const [, group] of [...groups].sort(([, a], [, b]) => b.length - a.length)) {
    // A body of one change names its cause; one of several only says the cause is among them.
    const alone = group.filter((failure) => failure.made.kinds.length === 1);
    const kinds = new Map<string, number>();
    for (const failure of alone.length > 0 ? alone : group) for (const kind of new Set(failure.made.kinds)) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    // The plainest cause: the fewest changes, then the shortest body.
    const plainer = (a: Failure, b: Failure) => a.made.kinds.length - b.made.kinds.length || a.made.payload.length - b.made.payload.length;
    const example = group.reduce((a, b) => (plainer(b, a) < 0 ? b : a));
    lines.push(
      '',
      `• ${example.status} ×${group.length}, logged: ${example.logged || '(nothing)'}`,
      `  ${alone.length > 0 ? 'from' : 'among'}: ${[...kinds]
        .sort(([, a], [, b]) => b - a)
        .slice(0, 8)
        .map(([kind, n]) => `${kind} ×${n}`)
        .join(', ')}` + (alone.length > 0 && alone.length < group.length ? `; and ${group.length - alone.length} bodies of several changes` : ''),
      `  e.g. ${example.made.label}`,
      `  body: ${printable(example.made.payload)}`,
      `  answer: ${clip(example.answer, 200)}`,
    );
  }
  return lines.join('\n');
}

it('every write endpoint of the contract that takes a body is fuzzed', () => {
  const fuzzed = new Set(TARGETS.map((t) => t.endpoint.name));
  const withBody = [...Object.values(endpoints), ...Object.values(operatorEndpoints)].filter((e) => e.method !== 'GET' && e.body !== null);
  expect(withBody.map((e) => e.name).filter((name) => !fuzzed.has(name))).toEqual([]);
  expect(BODIES.reduce((sum, n) => sum + n, 0)).toBe(FUZZ_BODIES);
});

describeEachBackend(
  'hostile bodies on the write endpoints',
  (server) => {
    const f = {} as Fixture;
    /** Where the error handler's logging goes while a body is answered. */
    let logged: string[] | null = null;

    beforeAll(async () => {
      const print = console.error.bind(console);
      vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => (logged ? logged.push(loggedText(args)) : print(...args)));
      const s = server();
      const loaded = await loadPreset(s, 'alpha.json', fuzzPreset());
      if (loaded.status !== 'loaded' && loaded.status !== 'unchanged') throw new Error(`preset: ${loaded.status}`);
      f.shopper = await signIn(s);
      f.operatorKey = await s.operatorKeys.create(ALPHA, 'fuzz');
      f.tableToken = (await request(s, 'GET', featureEndpoints.operatorTables.path, { operatorKey: f.operatorKey })).body[0].token;
      f.webhookSecret = s.telegram.webhookSecret(ALPHA);
      f.orderTotal = await totalOf(s, f.shopper, endpoints.createOrder.path, orderBody());
      f.scheduledTotal = await totalOf(s, f.shopper, endpoints.createScheduledOrder.path, orderBody(SLOT));
      f.ratingOrderId = await deliveredOrder(s, f.shopper);
      f.reviewOrderId = await deliveredOrder(s, f.shopper);
      f.cancelOrderId = (await place(s, f.shopper, pickup())).id;
      f.deliveryOrderId = (await place(s, f.shopper, delivery())).id;
      const saved = await request(s, 'POST', endpoints.createAddress.path, { token: f.shopper.token, body: addressBody() });
      if (saved.status !== 201) throw new Error(`address: ${saved.status} ${JSON.stringify(saved.body)}`);
      f.addressId = saved.body.id;
      const courier = await request(s, 'PUT', buildPath(operatorEndpoints.operatorSaveCourier.path, { id: 'c-fuzz' }), {
        operatorKey: f.operatorKey,
        body: { firstName: 'Sardor', branchId: 'center' },
      });
      if (courier.status !== 200) throw new Error(`courier: ${courier.status} ${JSON.stringify(courier.body)}`);
      const telegramId = nextTelegramId();
      f.telegram = { id: telegramId, token: (await botLogin(s, telegramId)).token };
      const leaverId = nextTelegramId();
      f.leaver = { telegramId: leaverId, ...(await botLogin(s, leaverId)) };
    });

    afterAll(() => {
      vi.mocked(console.error).mockRestore();
    });

    /** Sends a body with the server's logging caught; an order priced otherwise goes again at the server's total. */
    async function exchange(target: Target, first: Made): Promise<{ made: Made; answer: Answer; lines: string[] }> {
      const lines: string[] = [];
      logged = lines;
      let made = first;
      try {
        let answer = await send(server(), target, f, made);
        const again = target.pricedAgain && answer.status === 409 ? atServerTotal(made, answer) : null;
        if (again) {
          made = again;
          answer = await send(server(), target, f, made);
        }
        return { made, answer, lines };
      } catch (error) {
        // No answer at all is worse than a 500: counted with them.
        return { made, answer: { status: 0, text: String(error) }, lines };
      } finally {
        logged = null;
      }
    }

    it("every valid body a run starts from passes its endpoint's schema, and the valid order is placed", async () => {
      for (const target of TARGETS) {
        const parsed = target.endpoint.body?.safeParse(target.body(f));
        expect(parsed?.error?.issues ?? [], target.endpoint.name).toEqual([]);
      }
      const placed = await request(server(), 'POST', endpoints.createOrder.path, {
        token: f.shopper.token,
        key: newKey(),
        body: orderBody({ totalPrice: f.orderTotal }),
      });
      expect(placed.status).toBe(201);
      const scheduled = await request(server(), 'POST', endpoints.createScheduledOrder.path, {
        token: f.shopper.token,
        key: newKey(),
        body: orderBody({ ...SLOT, totalPrice: f.scheduledTotal }),
      });
      expect(scheduled.status).toBe(201);
    });

    TARGETS.forEach((target, i) => {
      const count = BODIES[i]!;
      const seed = SEED + i;
      it(
        `${target.endpoint.method} ${target.endpoint.path}: ${count} hostile bodies, never a 5xx`,
        async () => {
          const failures: Failure[] = [];
          const statuses = new Map<number, number>();
          await fc.assert(
            fc.asyncProperty(planArbitrary, async (plan) => {
              const { made, answer, lines } = await exchange(target, make(target, f, plan));
              statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
              if (answer.status >= 500 || answer.status === 0) failures.push({ status: answer.status, made, answer: answer.text, logged: lines.join(' | ') });
              else if (answer.status < 300) await target.reset?.(server(), f, answer);
            }),
            { seed, numRuns: count, endOnFailure: true },
          );
          expect(failures.length, report(target, seed, count, failures, statuses)).toBe(0);
        },
        60_000 + count * 100,
      );
    });
  },
  {
    sms: { mode: 'outbox' },
    // Codes are sent and tried far more often than a person could: no limit may answer first.
    accountSettings: { resendSeconds: 0, codesPerPhoneHour: 1_000_000, codesPerAddressHour: 1_000_000, maxFailures: 1_000_000 },
    clock: () => NOON,
    telegram: { botTokens: { alpha: ALPHA_BOT }, initDataMaxAgeSeconds: 365 * 86_400 },
  },
);
