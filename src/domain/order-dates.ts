/**
 * Dates of orders as the shopper reads them, in the branch's time zone (Asia/Tashkent): a day
 * of the schedule ("Sesh, 24-noyabr"), an order's time ("24-noyabr 2026, 14:05"). Written from
 * our own month and weekday names, not the runtime's locale data: browsers without Uzbek data
 * (Chromium's own builds among them) print "M11 24, Tue" for `uz`, and the server and the
 * browser must write the same words.
 */
import type { Language } from '#schemas/common';
import { localClock, localDate } from './order-time.ts';

const MONTHS: Readonly<Record<Language, readonly string[]>> = {
  uz: ['yanvar', 'fevral', 'mart', 'aprel', 'may', 'iyun', 'iyul', 'avgust', 'sentabr', 'oktabr', 'noyabr', 'dekabr'],
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
  eng: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

/** Short weekday names, Sunday first (Date#getUTCDay). */
const WEEKDAYS: Readonly<Record<Language, readonly string[]>> = {
  uz: ['Yak', 'Dush', 'Sesh', 'Chor', 'Pay', 'Jum', 'Shan'],
  ru: ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'],
  eng: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

interface DayParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly weekday: number;
}

function partsOf(date: string): DayParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCDate() !== day || utc.getUTCMonth() !== month - 1) return null;
  return { year, month, day, weekday: utc.getUTCDay() };
}

const dayMonth = (p: DayParts, language: Language) => (language === 'uz' ? `${p.day}-${MONTHS.uz[p.month - 1]}` : `${p.day} ${MONTHS[language][p.month - 1]}`);

/** A branch-local day (YYYY-MM-DD) with its weekday: "Sesh, 24-noyabr", "вт, 24 ноября", "Tue, 24 Nov"; the text itself when it is no date. */
export function dayLabel(date: string, language: Language): string {
  const p = partsOf(date);
  return p ? `${WEEKDAYS[language][p.weekday]}, ${dayMonth(p, language)}` : date;
}

/** An instant as the branch's date and time: "24-noyabr 2026, 14:05", "24 ноября 2026, 14:05", "24 Nov 2026, 14:05". */
export function dateTimeLabel(at: Date, language: Language): string {
  if (Number.isNaN(at.getTime())) return '';
  const p = partsOf(localDate(at))!;
  return `${dayMonth(p, language)} ${p.year}, ${localClock(at)}`;
}

/** An instant as the branch's time of day, HH:MM. */
export const timeLabel = (at: Date): string => (Number.isNaN(at.getTime()) ? '' : localClock(at));

/**
 * A day as a date with its year: "24-noyabr 2026", "24 ноября 2026", "24 Nov 2026". Takes a
 * branch-local day (YYYY-MM-DD) or an instant (read in the branch's zone); '' for neither.
 */
export function dateLabel(value: string, language: Language): string {
  const at = new Date(value);
  const p = partsOf(value) ?? (Number.isNaN(at.getTime()) ? null : partsOf(localDate(at)));
  return p ? `${dayMonth(p, language)} ${p.year}` : '';
}
