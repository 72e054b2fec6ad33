/**
 * Table reservations ("Bron", SPEC 1 and 2): which slots a branch offers and whether a booking fits.
 * A slot starts on the branch's grid of `slotMinutes`, no sooner than `noticeMinutes` from now and
 * no later than `daysAhead` days ahead, inside one of the branch's openings with room for the whole
 * stay (`stayMinutes`) before it closes. Its free seats are the branch's `seats` less the guests of
 * every reservation that overlaps the stay and still holds its table (not accepted yet, or
 * accepted). A booking fits when its slot is offered and has seats for its guests; the server
 * checks it again, locked, so concurrent bookings cannot pass the capacity. A shopper may cancel up
 * to `cancelBeforeMinutes` before the start. `now` is passed in.
 */
import type { Branch } from '#schemas/entities';
import type { Language } from '#schemas/common';
import { BRANCH_UTC_OFFSET_MINUTES } from './branch-hours.ts';
import { openings } from './order-time.ts';

export interface BookingRules {
  /** Seats the branch books out at once. */
  readonly seats: number;
  readonly slotMinutes: number;
  /** How long a table is held from the start. */
  readonly stayMinutes: number;
  /** How soon a booking may start at the earliest. */
  readonly noticeMinutes: number;
  readonly daysAhead: number;
  readonly maxGuests: number;
  readonly cancelBeforeMinutes: number;
}

export const DEFAULT_BOOKING_RULES: BookingRules = {
  seats: 20,
  slotMinutes: 30,
  stayMinutes: 90,
  noticeMinutes: 60,
  daysAhead: 14,
  maxGuests: 10,
  cancelBeforeMinutes: 120,
};

/** The branch's rules (`branch.booking`), each missing or unusable one the default. */
export function bookingRulesOf(branch: Pick<Branch, 'booking'>): BookingRules {
  const given = (branch.booking ?? {}) as Partial<Record<keyof BookingRules, unknown>>;
  const pick = (key: keyof BookingRules, min: number, max: number) => {
    const value = given[key];
    return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : DEFAULT_BOOKING_RULES[key];
  };
  return {
    seats: pick('seats', 1, 10_000),
    slotMinutes: pick('slotMinutes', 5, 240),
    stayMinutes: pick('stayMinutes', 15, 720),
    noticeMinutes: pick('noticeMinutes', 0, 7 * 24 * 60),
    daysAhead: pick('daysAhead', 0, 90),
    maxGuests: pick('maxGuests', 1, 1_000),
    cancelBeforeMinutes: pick('cancelBeforeMinutes', 0, 7 * 24 * 60),
  };
}

/** Whether the branch takes bookings at all. */
export const takesBookings = (branch: Pick<Branch, 'settings' | 'isActive' | 'deleted'>): boolean =>
  branch.isActive && !branch.deleted && branch.settings?.bookingEnabled === true;

/** A booking that holds its table: [startMs, endMs) for `guests`. */
export interface HeldTable {
  readonly startMs: number;
  readonly endMs: number;
  readonly guests: number;
}

export interface BookingSlot {
  /** Branch-local HH:MM. */
  readonly time: string;
  readonly startMs: number;
  readonly free: number;
}

export interface BookingDay {
  /** Branch-local YYYY-MM-DD. */
  readonly date: string;
  readonly slots: readonly BookingSlot[];
}

const MINUTE_MS = 60_000;
const OFFSET_MS = BRANCH_UTC_OFFSET_MINUTES * MINUTE_MS;
const DAY_MS = 86_400_000;
const localDay = (ms: number) => Math.floor((ms + OFFSET_MS) / DAY_MS);
const dateText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const clockText = (ms: number) => new Date(ms + OFFSET_MS).toISOString().slice(11, 16);

/** Seats left in [start, start + stay) given the tables held. */
export function freeSeats(rules: BookingRules, held: readonly HeldTable[], startMs: number): number {
  const endMs = startMs + rules.stayMinutes * MINUTE_MS;
  const taken = held.filter((h) => h.startMs < endMs && startMs < h.endMs).reduce((sum, h) => sum + h.guests, 0);
  return Math.max(0, rules.seats - taken);
}

/** Every slot the branch offers from `now`, by day (today and the next `daysAhead`), each with its free seats. */
export function bookingDays(branch: Branch, rules: BookingRules, now: Date, held: readonly HeldTable[]): BookingDay[] {
  const t = now.getTime();
  const today = localDay(t);
  const earliest = t + rules.noticeMinutes * MINUTE_MS;
  const horizon = (today + rules.daysAhead + 1) * DAY_MS - OFFSET_MS;
  const grid = rules.slotMinutes * MINUTE_MS;
  const stay = rules.stayMinutes * MINUTE_MS;
  const byDay = new Map<number, BookingSlot[]>();
  if (takesBookings(branch)) {
    for (const opening of openings(branch, now, rules.daysAhead)) {
      let slot = Math.ceil((Math.max(opening.start, earliest) + OFFSET_MS) / grid) * grid - OFFSET_MS;
      for (; slot + stay <= opening.end && slot < horizon; slot += grid) {
        const day = localDay(slot);
        byDay.set(day, [...(byDay.get(day) ?? []), { time: clockText(slot), startMs: slot, free: freeSeats(rules, held, slot) }]);
      }
    }
  }
  return Array.from({ length: rules.daysAhead + 1 }, (_, i) => today + i).map((day) => ({ date: dateText(day), slots: byDay.get(day) ?? [] }));
}

export type BookingProblem = 'bookingUnavailable' | 'slotNotOffered' | 'tooManyGuests' | 'noSeats';

/** Whether a booking of `guests` at `startMs` fits now; the problem when it does not. */
export function checkBooking(
  branch: Branch,
  rules: BookingRules,
  now: Date,
  held: readonly HeldTable[],
  booking: { startMs: number; guests: number },
): BookingProblem | null {
  if (!takesBookings(branch)) return 'bookingUnavailable';
  if (!Number.isInteger(booking.guests) || booking.guests < 1 || booking.guests > rules.maxGuests) return 'tooManyGuests';
  const offered = bookingDays(branch, rules, now, held)
    .flatMap((d) => d.slots)
    .find((s) => s.startMs === booking.startMs);
  if (!offered) return 'slotNotOffered';
  return offered.free >= booking.guests ? null : 'noSeats';
}

/** Whether a shopper may still cancel a booking that starts at `startMs`. */
export const mayCancelBooking = (rules: BookingRules, now: Date, startMs: number): boolean => now.getTime() <= startMs - rules.cancelBeforeMinutes * MINUTE_MS;

/** The messages of a refused booking, in the storefront's three languages. */
export const BOOKING_MESSAGES: Readonly<Record<BookingProblem | 'tooLateToCancel', Readonly<Record<Language, string>>>> = {
  bookingUnavailable: {
    uz: "Bu filialda stol band qilib bo'lmaydi",
    ru: 'В этом филиале нельзя забронировать столик',
    eng: 'This branch does not take table bookings',
  },
  slotNotOffered: {
    uz: "Bu vaqtga band qilib bo'lmaydi, boshqa vaqtni tanlang",
    ru: 'На это время бронь недоступна, выберите другое',
    eng: 'This time cannot be booked, choose another',
  },
  tooManyGuests: { uz: "Mehmonlar soni juda ko'p", ru: 'Слишком много гостей', eng: 'Too many guests for one booking' },
  noSeats: { uz: "Bu vaqtga bo'sh joy qolmagan", ru: 'На это время нет свободных мест', eng: 'No seats are left at this time' },
  tooLateToCancel: {
    uz: "Bronni endi bekor qilib bo'lmaydi: filialga qo'ng'iroq qiling",
    ru: 'Бронь уже нельзя отменить: позвоните в филиал',
    eng: 'It is too late to cancel: call the branch',
  },
};
