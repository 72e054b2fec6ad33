/**
 * When an order can be made, in the branch's time zone (Asia/Tashkent, UTC+5, no daylight
 * saving; branch-hours.ts), with `now` passed in.
 *
 * - An opening is a branch's hours on one date: from `open` that day to `close` (the next day
 *   when it closes before it opens; equal times are the whole date). A closed day and a holiday
 *   (Branch `holidays`) start no opening; the early hours of an opening from the day before
 *   still run. Openings that touch (a 24/7 branch) are one stretch.
 * - ASAP ("now") only while the branch is open and the order, started now, is ready by closing:
 *   now + preparation <= the end of the current stretch.
 * - "Later" offers today and the next N days (order settings `scheduleDaysAhead`), each with
 *   15-minute slots on the quarter hour. A slot is the time the order is ready: it is at least
 *   the opening plus the preparation time, at most the closing, and at least now + preparation.
 *   A slot belongs to the date it falls on (a 01:00 slot of a branch open until 02:00 is the
 *   next date's).
 * - A scheduled order names a day (YYYY-MM-DD) and a time (HH:MM, SPEC point 5); the server
 *   recomputes the offer and refuses a slot it does not offer, so an injected slot never passes.
 *
 * Preparation is the longest `timeCookingMax` of the basket's products (a kitchen cooks the
 * dishes side by side), else DEFAULT_PREPARATION_MINUTES.
 */
import { clockTimeSchema, LOCAL_DATE_PATTERN, WEEK_DAYS, type WeekDay } from '#schemas/common';
import type { Branch, Product } from '#schemas/entities';
import { BRANCH_UTC_OFFSET_MINUTES, hoursOnDay } from './branch-hours.ts';
import { problem, type OrderProblem } from './order-problem.ts';

export const DEFAULT_PREPARATION_MINUTES = 30;
export const SLOT_MINUTES = 15;
/** Days after today offered when the city's order settings set none (their default too). */
export const DEFAULT_SCHEDULE_DAYS_AHEAD = 2;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const OFFSET_MS = BRANCH_UTC_OFFSET_MINUTES * MINUTE_MS;
const SLOT_MS = SLOT_MINUTES * MINUTE_MS;

/** The preparation time of a basket in minutes: its longest dish, else the default. */
export function preparationMinutes(products: readonly Pick<Product, 'timeCookingMax'>[], fallback: number = DEFAULT_PREPARATION_MINUTES): number {
  const times = products.map((p) => p.timeCookingMax).filter((t): t is number => t != null && t > 0);
  return times.length > 0 ? Math.max(...times) : fallback;
}

// ---- dates in the branch's time zone ----------------------------------------------------------

/** Days since 1970-01-01 of the branch-local date at an instant. */
const localDayNumber = (ms: number) => Math.floor((ms + OFFSET_MS) / DAY_MS);
/** The instant of local midnight starting a local day number. */
const midnightOf = (day: number) => day * DAY_MS - OFFSET_MS;
const dateText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const weekDayOf = (day: number): WeekDay => WEEK_DAYS[(new Date(day * DAY_MS).getUTCDay() + 6) % 7]!;
const pad = (n: number) => String(n).padStart(2, '0');
const clockText = (ms: number) => {
  const minute = Math.floor(((((ms + OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
};
const minutesOf = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The branch-local date of an instant, YYYY-MM-DD. */
export const localDate = (at: Date): string => dateText(localDayNumber(at.getTime()));

/** The branch-local time of day of an instant, HH:MM. */
export const localClock = (at: Date): string => clockText(at.getTime());

/** The instant of a branch-local day and time, or null when either is not well formed (a real date, HH:MM). */
export function localInstant(day: string, time: string): Date | null {
  if (!LOCAL_DATE_PATTERN.test(day) || !clockTimeSchema.safeParse(time).success) return null;
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, mo - 1, d);
  // 2026-02-30 rolls over to March: not a date.
  if (new Date(utc).getUTCDate() !== d) return null;
  return new Date(utc - OFFSET_MS + minutesOf(time) * MINUTE_MS);
}

/** An instant written in the branch's time zone, e.g. `2026-03-02T13:15:00+05:00` (an order's `deliveryAt`). */
export function branchTimeText(at: Date): string {
  const sign = BRANCH_UTC_OFFSET_MINUTES >= 0 ? '+' : '-';
  const offset = Math.abs(BRANCH_UTC_OFFSET_MINUTES);
  return `${dateText(localDayNumber(at.getTime()))}T${clockText(at.getTime())}:00${sign}${pad(Math.floor(offset / 60))}:${pad(offset % 60)}`;
}

// ---- openings ---------------------------------------------------------------------------------

/** A stretch of time the branch is open, [start, end) in ms. */
export interface Opening {
  readonly start: number;
  readonly end: number;
}

/**
 * The branch's openings that start on local days `fromDay`..`toDay` (day numbers), merged where
 * they touch. An inactive or deleted branch has none.
 */
function openingsBetween(branch: Branch, fromDay: number, toDay: number): Opening[] {
  if (!branch.isActive || branch.deleted) return [];
  const holidays = new Set(branch.holidays);
  const openings: Opening[] = [];
  for (let day = fromDay; day <= toDay; day++) {
    if (holidays.has(dateText(day))) continue;
    const hours = hoursOnDay(branch, weekDayOf(day));
    if (!hours) continue;
    const open = minutesOf(hours.open);
    const close = minutesOf(hours.close);
    // Equal times are the whole date, as isBranchOpen reads them.
    const start = midnightOf(day) + (open === close ? 0 : open) * MINUTE_MS;
    const length = close > open ? close - open : close < open ? 24 * 60 - open + close : 24 * 60;
    const end = start + length * MINUTE_MS;
    const last = openings[openings.length - 1];
    if (last && start <= last.end) openings[openings.length - 1] = { start: last.start, end: Math.max(last.end, end) };
    else openings.push({ start, end });
  }
  return openings;
}

/** The branch's openings around `now`: from the day before to `daysAhead` days after (merged). */
export function openings(branch: Branch, now: Date, daysAhead = 1): Opening[] {
  const today = localDayNumber(now.getTime());
  return openingsBetween(branch, today - 1, today + daysAhead);
}

/** Whether the branch is open at `now`, holidays counted. */
export function isOpenAt(branch: Branch, now: Date): boolean {
  const t = now.getTime();
  return openings(branch, now, 0).some((o) => o.start <= t && t < o.end);
}

/** Whether an order can be made for "as soon as possible": open now and ready by closing. */
export function canOrderNow(branch: Branch, now: Date, preparation: number): boolean {
  const t = now.getTime();
  // Two days ahead: a stretch that runs through midnight (24/7) is seen past the preparation.
  const current = openings(branch, now, 2).find((o) => o.start <= t && t < o.end);
  return current !== undefined && t + Math.max(0, preparation) * MINUTE_MS <= current.end;
}

export type TimeCheck = { readonly ok: true } | { readonly ok: false; readonly problem: OrderProblem };

/** ASAP refused with "order for a later time" when `canOrderNow` says no. */
export function checkAsap(branch: Branch, now: Date, preparation: number): TimeCheck {
  return canOrderNow(branch, now, preparation) ? { ok: true } : { ok: false, problem: problem('branchClosed') };
}

// ---- the schedule -----------------------------------------------------------------------------

export interface ScheduleOptions {
  /** Minutes to prepare the basket (`preparationMinutes`). */
  readonly preparation: number;
  /** Days after today to offer (order settings `scheduleDaysAhead`). */
  readonly daysAhead?: number;
}

export interface ScheduleDay {
  /** Branch-local date, YYYY-MM-DD. */
  readonly date: string;
  readonly weekDay: WeekDay;
  /** Ready times HH:MM on this date, ascending; empty when the branch offers none. */
  readonly slots: readonly string[];
}

/** Every slot instant (ms) offered from `now`, ascending. */
function slotInstants(branch: Branch, now: Date, options: ScheduleOptions): number[] {
  const t = now.getTime();
  const today = localDayNumber(t);
  const lastDay = today + Math.max(0, Math.floor(options.daysAhead ?? DEFAULT_SCHEDULE_DAYS_AHEAD));
  const preparation = Math.max(0, options.preparation) * MINUTE_MS;
  const horizon = midnightOf(lastDay + 1);
  const slots: number[] = [];
  for (const opening of openingsBetween(branch, today - 1, lastDay)) {
    const earliest = Math.max(opening.start + preparation, t + preparation);
    // The quarter-hour grid of the branch's clock.
    let slot = Math.ceil((earliest + OFFSET_MS) / SLOT_MS) * SLOT_MS - OFFSET_MS;
    for (; slot <= opening.end && slot < horizon; slot += SLOT_MS) slots.push(slot);
  }
  return slots;
}

/** The "later" offer: today and the next `daysAhead` days, each with its slots. */
export function orderSchedule(branch: Branch, now: Date, options: ScheduleOptions): ScheduleDay[] {
  const today = localDayNumber(now.getTime());
  const daysAhead = Math.max(0, Math.floor(options.daysAhead ?? DEFAULT_SCHEDULE_DAYS_AHEAD));
  const byDay = new Map<number, string[]>();
  for (const slot of slotInstants(branch, now, options)) {
    const day = localDayNumber(slot);
    byDay.set(day, [...(byDay.get(day) ?? []), clockText(slot)]);
  }
  return Array.from({ length: daysAhead + 1 }, (_, i) => today + i).map((day) => ({
    date: dateText(day),
    weekDay: weekDayOf(day),
    slots: byDay.get(day) ?? [],
  }));
}

export type SlotCheck = { readonly ok: true; readonly at: Date; readonly deliveryAt: string } | { readonly ok: false; readonly problem: OrderProblem };

/**
 * A scheduled order's day and time: both present and well formed (else "choose the day and
 * time"), and one of the slots offered at `now` (else "not taken for the chosen time"). The
 * answer carries the instant and its text for the order's `deliveryAt`.
 */
export function checkScheduledTime(
  branch: Branch,
  now: Date,
  chosen: { readonly day?: string | null; readonly time?: string | null },
  options: ScheduleOptions,
): SlotCheck {
  const at = chosen.day && chosen.time ? localInstant(chosen.day, chosen.time) : null;
  if (!at) return { ok: false, problem: problem('scheduleRequired') };
  if (!slotInstants(branch, now, options).includes(at.getTime())) return { ok: false, problem: problem('slotNotOffered') };
  return { ok: true, at, deliveryAt: branchTimeText(at) };
}
