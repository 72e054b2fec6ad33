import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WEEK_DAYS } from '#schemas/common';
import { branchSchema, type Branch } from '#schemas/entities';
import { BRANCH_UTC_OFFSET_MINUTES, branchHoursOn, hoursOnDay, isBranchOpen, isRoundTheClock } from './branch-hours.ts';

const branch = (extra: Record<string, unknown> = {}): Branch =>
  branchSchema.parse({ id: 'b1', cityId: 'c1', merchantId: 'm1', name: { uz: 'Markaz' }, latitude: 41.3, longitude: 69.2, ...extra });

/** A moment given in Tashkent local time (UTC+5). 2024-01-01 is a Monday. */
const tashkent = (isoLocal: string) => new Date(`${isoLocal}+05:00`);

describe('branch hours: work hours per weekday (SPEC point 3, Branch workHours MONDAY to SUNDAY)', () => {
  it('a day with its own work hours uses them; a closed day has none', () => {
    const b = branch({
      open: '09:00',
      close: '21:00',
      workHours: [
        { day: 'SATURDAY', open: '11:00', close: '23:00' },
        { day: 'SUNDAY', isOpen: false, open: '00:00', close: '00:00' },
      ],
    });
    expect(hoursOnDay(b, 'SATURDAY')).toEqual({ open: '11:00', close: '23:00' });
    expect(hoursOnDay(b, 'SUNDAY')).toBeNull();
  });

  it("a day without its own entry takes the branch's default open and close", () => {
    expect(hoursOnDay(branch({ open: '09:00', close: '21:00' }), 'MONDAY')).toEqual({ open: '09:00', close: '21:00' });
    expect(hoursOnDay(branch(), 'MONDAY')).toBeNull();
  });

  it('today is the weekday in Tashkent time (UTC+5), not in UTC', () => {
    expect(BRANCH_UTC_OFFSET_MINUTES).toBe(300);
    const b = branch({
      workHours: [
        { day: 'MONDAY', open: '08:00', close: '20:00' },
        { day: 'TUESDAY', open: '10:00', close: '18:00' },
      ],
    });
    // Monday 20:30 UTC is already Tuesday 01:30 in Tashkent.
    expect(branchHoursOn(b, new Date('2024-01-01T20:30:00Z'))).toEqual({ open: '10:00', close: '18:00' });
    expect(branchHoursOn(b, new Date('2024-01-01T18:30:00Z'))).toEqual({ open: '08:00', close: '20:00' });
  });
});

describe('isRoundTheClock', () => {
  it('hours that open and close at the same minute are round the clock; any other hours are not', () => {
    expect(isRoundTheClock({ open: '00:00', close: '00:00' })).toBe(true);
    expect(isRoundTheClock({ open: '08:00', close: '08:00' })).toBe(true);
    expect(isRoundTheClock({ open: '00:00', close: '23:59' })).toBe(false);
    expect(isRoundTheClock({ open: '10:00', close: '02:00' })).toBe(false);
  });
});

describe('isBranchOpen', () => {
  const daily = branch({ open: '09:00', close: '21:00' });

  it('open from the opening minute, closed from the closing minute', () => {
    expect(isBranchOpen(daily, tashkent('2024-01-01T08:59:00'))).toBe(false);
    expect(isBranchOpen(daily, tashkent('2024-01-01T09:00:00'))).toBe(true);
    expect(isBranchOpen(daily, tashkent('2024-01-01T20:59:00'))).toBe(true);
    expect(isBranchOpen(daily, tashkent('2024-01-01T21:00:00'))).toBe(false);
  });

  it("hours past midnight: the early hours belong to the previous day's opening", () => {
    const late = branch({
      workHours: [
        { day: 'MONDAY', open: '18:00', close: '02:00' },
        { day: 'TUESDAY', isOpen: false, open: '00:00', close: '00:00' },
        { day: 'WEDNESDAY', isOpen: false, open: '00:00', close: '00:00' },
      ],
    });
    expect(isBranchOpen(late, tashkent('2024-01-01T17:59:00'))).toBe(false);
    expect(isBranchOpen(late, tashkent('2024-01-01T23:30:00'))).toBe(true);
    // Tuesday is closed all day, but 01:00 still belongs to Monday's opening.
    expect(isBranchOpen(late, tashkent('2024-01-02T01:00:00'))).toBe(true);
    expect(isBranchOpen(late, tashkent('2024-01-02T02:00:00'))).toBe(false);
    // Tuesday was closed, so Wednesday's early hours are closed too.
    expect(isBranchOpen(late, tashkent('2024-01-03T01:00:00'))).toBe(false);
  });

  it('closing at 00:00 means open until midnight', () => {
    const b = branch({ open: '10:00', close: '00:00' });
    expect(isBranchOpen(b, tashkent('2024-01-01T23:59:00'))).toBe(true);
    expect(isBranchOpen(b, tashkent('2024-01-02T00:00:00'))).toBe(false);
    expect(isBranchOpen(b, tashkent('2024-01-02T09:59:00'))).toBe(false);
  });

  it('equal open and close times mean open around the clock', () => {
    const b = branch({ open: '00:00', close: '00:00' });
    expect(isBranchOpen(b, tashkent('2024-01-01T03:00:00'))).toBe(true);
    expect(isBranchOpen(b, tashkent('2024-01-01T23:59:00'))).toBe(true);
  });

  it('a branch with no hours at all is closed', () => {
    expect(isBranchOpen(branch(), tashkent('2024-01-01T12:00:00'))).toBe(false);
  });

  const anyMoment = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true });

  it('property: an inactive or deleted branch is never open (SPEC point 3, Branch isActive, deleted)', () => {
    fc.assert(
      fc.property(anyMoment, fc.constantFrom({ isActive: false }, { deleted: true }), (now, flags) => {
        expect(isBranchOpen(branch({ open: '00:00', close: '00:00', ...flags }), now)).toBe(false);
      }),
    );
  });

  it("property: open exactly when the Tashkent clock is inside today's same-day hours", () => {
    const clock = fc.integer({ min: 0, max: 23 * 60 + 59 });
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(anyMoment, clock, clock, (now, a, b) => {
        fc.pre(a !== b);
        const [open, close] = a < b ? [a, b] : [b, a];
        const local = new Date(now.getTime() + 5 * 3_600_000);
        const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
        const sameEveryDay = branch({ workHours: WEEK_DAYS.map((day) => ({ day, open: hhmm(open), close: hhmm(close) })) });
        expect(isBranchOpen(sameEveryDay, now)).toBe(minute >= open && minute < close);
      }),
    );
  });
});
