import { WEEK_DAYS, type WeekDay } from '#schemas/common';
import type { Branch } from '#schemas/entities';

/** Branches keep Tashkent time: UTC+5 all year, no daylight saving. */
export const BRANCH_UTC_OFFSET_MINUTES = 5 * 60;

export interface DayHours {
  readonly open: string;
  readonly close: string;
}

const minutesOf = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Local weekday and minute of the day in the branches' time zone. */
function localTime(now: Date): { day: WeekDay; minute: number } {
  const shifted = new Date(now.getTime() + BRANCH_UTC_OFFSET_MINUTES * 60_000);
  // getUTCDay: 0 = Sunday; WEEK_DAYS starts on Monday.
  const day = WEEK_DAYS[(shifted.getUTCDay() + 6) % 7]!;
  return { day, minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

/** Hours of a branch on a weekday: its work-hours entry, else its default open/close; null when closed. */
export function hoursOnDay(branch: Branch, day: WeekDay): DayHours | null {
  const entry = branch.workHours.find((w) => w.day === day);
  if (entry) return entry.isOpen ? { open: entry.open, close: entry.close } : null;
  if (branch.open && branch.close) return { open: branch.open, close: branch.close };
  return null;
}

/** Today's hours (in the branches' time zone) at `now`; null when closed all day. */
export function branchHoursOn(branch: Branch, now: Date): DayHours | null {
  return hoursOnDay(branch, localTime(now).day);
}

/** Hours that open and close at the same minute: open around the clock (00:00-00:00). */
export function isRoundTheClock(hours: DayHours): boolean {
  return minutesOf(hours.open) === minutesOf(hours.close);
}

/**
 * Whether the branch is open at `now`. Hours that close at or before they open run past
 * midnight (10:00-02:00): the early hours belong to the previous day's opening.
 * Equal open and close times mean open around the clock.
 */
export function isBranchOpen(branch: Branch, now: Date): boolean {
  if (!branch.isActive || branch.deleted) return false;
  const { day, minute } = localTime(now);
  const today = hoursOnDay(branch, day);
  if (today) {
    const open = minutesOf(today.open);
    const close = minutesOf(today.close);
    if (isRoundTheClock(today)) return true;
    if (close > open ? minute >= open && minute < close : minute >= open) return true;
  }
  const previousDay = WEEK_DAYS[(WEEK_DAYS.indexOf(day) + 6) % 7]!;
  const yesterday = hoursOnDay(branch, previousDay);
  if (yesterday) {
    const open = minutesOf(yesterday.open);
    const close = minutesOf(yesterday.close);
    if (close < open && minute < close) return true;
  }
  return false;
}
