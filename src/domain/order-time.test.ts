import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WEEK_DAYS } from '#schemas/common';
import { branchSchema, type Branch } from '#schemas/entities';
import { isBranchOpen } from './branch-hours.ts';
import {
  branchTimeText,
  canOrderNow,
  checkAsap,
  checkScheduledTime,
  DEFAULT_PREPARATION_MINUTES,
  isOpenAt,
  localDate,
  localInstant,
  orderSchedule,
  preparationMinutes,
} from './order-time.ts';

const branch = (extra: Record<string, unknown> = {}): Branch =>
  branchSchema.parse({ id: 'b1', cityId: 'tashkent', merchantId: 'm1', name: { uz: 'Markaz' }, latitude: 41.3, longitude: 69.2, ...extra });
/** A moment in Tashkent time (UTC+5). 2024-01-01 is a Monday. */
const tashkent = (isoLocal: string) => new Date(`${isoLocal}+05:00`);
const MINUTE = 60_000;

const daily = branch({ open: '10:00', close: '23:00' });
const overnight = branch({
  workHours: [
    { day: 'MONDAY', open: '18:00', close: '02:00' },
    { day: 'TUESDAY', isOpen: false, open: '00:00', close: '00:00' },
  ],
  open: '10:00',
  close: '22:00',
});
const allDay = branch({ open: '00:00', close: '00:00' });

describe("preparation time: the basket's longest timeCookingMax, else the default", () => {
  it('takes the longest dish', () => {
    expect(preparationMinutes([{ timeCookingMax: 12 }, { timeCookingMax: 25 }, { timeCookingMax: null }])).toBe(25);
  });

  it('the default when no dish says', () => {
    expect(DEFAULT_PREPARATION_MINUTES).toBe(30);
    expect(preparationMinutes([{ timeCookingMax: null }, {}])).toBe(30);
    expect(preparationMinutes([], 45)).toBe(45);
  });
});

describe('branch time: dates and clock times in Tashkent (UTC+5)', () => {
  it('the local date, and an instant from a day and a time', () => {
    expect(localDate(new Date('2024-01-01T19:30:00Z'))).toBe('2024-01-02');
    expect(localInstant('2024-01-02', '00:30')?.toISOString()).toBe('2024-01-01T19:30:00.000Z');
    expect(branchTimeText(new Date('2024-01-01T19:30:00Z'))).toBe('2024-01-02T00:30:00+05:00');
  });

  it('no instant for a malformed day or time', () => {
    for (const [day, time] of [
      ['2024-02-30', '12:00'],
      ['2024-1-2', '12:00'],
      ['2024-01-02', '9:00'],
      ['2024-01-02', '24:00'],
      ['2024-01-02', '12:00:00'],
    ]) {
      expect(localInstant(day!, time!), `${day} ${time}`).toBeNull();
    }
    expect(localInstant('2024-02-29', '12:00')).not.toBeNull();
  });
});

describe('ASAP: only while the branch is open and can prepare the order before closing', () => {
  it('ready by closing: yes; ready after it: no', () => {
    expect(canOrderNow(daily, tashkent('2024-01-01T22:29:00'), 30)).toBe(true);
    expect(canOrderNow(daily, tashkent('2024-01-01T22:30:00'), 30)).toBe(true);
    expect(canOrderNow(daily, tashkent('2024-01-01T22:31:00'), 30)).toBe(false);
    expect(checkAsap(daily, tashkent('2024-01-01T22:31:00'), 30)).toEqual({ ok: false, problem: { key: 'branchClosed' } });
  });

  it('not before opening nor after closing', () => {
    expect(canOrderNow(daily, tashkent('2024-01-01T09:59:00'), 0)).toBe(false);
    expect(canOrderNow(daily, tashkent('2024-01-01T10:00:00'), 30)).toBe(true);
    expect(canOrderNow(daily, tashkent('2024-01-01T23:00:00'), 0)).toBe(false);
  });

  it('hours past midnight: the early hours belong to the day before', () => {
    expect(canOrderNow(overnight, tashkent('2024-01-02T01:30:00'), 30)).toBe(true);
    expect(canOrderNow(overnight, tashkent('2024-01-02T01:31:00'), 30)).toBe(false);
  });

  it('a branch open around the clock takes orders across midnight', () => {
    expect(canOrderNow(allDay, tashkent('2024-01-01T23:50:00'), 30)).toBe(true);
    expect(checkAsap(allDay, tashkent('2024-01-01T23:50:00'), 30)).toEqual({ ok: true });
  });

  it("not on a holiday; the holiday's early hours of the night before still run", () => {
    const holiday = branch({ open: '10:00', close: '02:00', holidays: ['2024-01-02'] });
    expect(canOrderNow(holiday, tashkent('2024-01-02T12:00:00'), 30)).toBe(false);
    expect(isOpenAt(holiday, tashkent('2024-01-02T12:00:00'))).toBe(false);
    expect(canOrderNow(holiday, tashkent('2024-01-02T01:00:00'), 30)).toBe(true);
  });

  it('never at an inactive or deleted branch', () => {
    expect(canOrderNow(branch({ open: '00:00', close: '00:00', isActive: false }), tashkent('2024-01-01T12:00:00'), 0)).toBe(false);
    expect(canOrderNow(branch({ open: '00:00', close: '00:00', deleted: true }), tashkent('2024-01-01T12:00:00'), 0)).toBe(false);
  });
});

describe('"later": today and the next N days, 15-minute slots from opening plus preparation to closing', () => {
  it('a whole day ahead: from opening + preparation to closing, on the quarter hour', () => {
    const days = orderSchedule(daily, tashkent('2024-01-01T08:00:00'), { preparation: 30, daysAhead: 2 });
    expect(days.map((d) => [d.date, d.weekDay])).toEqual([
      ['2024-01-01', 'MONDAY'],
      ['2024-01-02', 'TUESDAY'],
      ['2024-01-03', 'WEDNESDAY'],
    ]);
    for (const day of days) {
      expect(day.slots[0]).toBe('10:30');
      expect(day.slots.at(-1)).toBe('23:00');
      expect(day.slots).toHaveLength(51);
      expect(day.slots[1]).toBe('10:45');
    }
  });

  it('the first slot is never the opening time itself, and is rounded up to the quarter hour', () => {
    expect(orderSchedule(daily, tashkent('2024-01-01T08:00:00'), { preparation: 20, daysAhead: 0 })[0]!.slots[0]).toBe('10:30');
    expect(orderSchedule(daily, tashkent('2024-01-01T08:00:00'), { preparation: 15, daysAhead: 0 })[0]!.slots[0]).toBe('10:15');
  });

  it('today starts at now + preparation', () => {
    const [today, tomorrow] = orderSchedule(daily, tashkent('2024-01-01T12:07:00'), { preparation: 30, daysAhead: 1 });
    expect(today!.slots[0]).toBe('12:45');
    expect(tomorrow!.slots[0]).toBe('10:30');
  });

  it('after closing, today offers nothing and the next days still do: an order ahead while closed', () => {
    const [today, tomorrow] = orderSchedule(daily, tashkent('2024-01-01T23:30:00'), { preparation: 30, daysAhead: 1 });
    expect(today!.slots).toEqual([]);
    expect(tomorrow!.slots.length).toBeGreaterThan(0);
    expect(canOrderNow(daily, tashkent('2024-01-01T23:30:00'), 30)).toBe(false);
  });

  it('a closed day and a holiday offer nothing', () => {
    const b = branch({
      open: '10:00',
      close: '22:00',
      workHours: [{ day: 'TUESDAY', isOpen: false, open: '10:00', close: '22:00' }],
      holidays: ['2024-01-03'],
    });
    const days = orderSchedule(b, tashkent('2024-01-01T08:00:00'), { preparation: 30, daysAhead: 3 });
    expect(days.map((d) => d.slots.length)).toEqual([47, 0, 0, 47]);
  });

  it('slots past midnight belong to the date they fall on', () => {
    const [monday, tuesday] = orderSchedule(overnight, tashkent('2024-01-01T08:00:00'), { preparation: 30, daysAhead: 1 });
    expect(monday!.slots[0]).toBe('18:30');
    expect(monday!.slots.at(-1)).toBe('23:45');
    // Tuesday is closed: only Monday's night runs into it.
    expect(tuesday!.slots).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00', '01:15', '01:30', '01:45', '02:00']);
  });

  it('around the clock: every quarter hour from now + preparation', () => {
    const [today, tomorrow] = orderSchedule(allDay, tashkent('2024-01-01T23:20:00'), { preparation: 30, daysAhead: 1 });
    expect(today!.slots).toEqual([]);
    expect(tomorrow!.slots[0]).toBe('00:00');
    expect(tomorrow!.slots).toHaveLength(96);
  });

  it('N = 0 offers today only; N defaults to 2', () => {
    expect(orderSchedule(daily, tashkent('2024-01-01T08:00:00'), { preparation: 30, daysAhead: 0 })).toHaveLength(1);
    expect(orderSchedule(daily, tashkent('2024-01-01T08:00:00'), { preparation: 30 })).toHaveLength(3);
  });
});

describe('a scheduled order needs a day and an HH:MM time, and only an offered slot passes', () => {
  const now = tashkent('2024-01-01T12:07:00');
  const options = { preparation: 30, daysAhead: 2 };

  it('an offered slot passes, with its instant for deliveryAt', () => {
    expect(checkScheduledTime(daily, now, { day: '2024-01-02', time: '12:15' }, options)).toEqual({
      ok: true,
      at: tashkent('2024-01-02T12:15:00'),
      deliveryAt: '2024-01-02T12:15:00+05:00',
    });
  });

  it('a missing or malformed day or time: choose the day and time', () => {
    for (const chosen of [
      {},
      { day: '2024-01-02' },
      { time: '12:15' },
      { day: '02.01.2024', time: '12:15' },
      { day: '2024-01-02', time: '12.15' },
      { day: '2024-01-02', time: '' },
    ]) {
      expect(checkScheduledTime(daily, now, chosen, options), JSON.stringify(chosen)).toEqual({ ok: false, problem: { key: 'scheduleRequired' } });
    }
  });

  it('an injected slot is refused: off the grid, too soon, past, before opening + preparation, after closing, beyond the days offered, on a holiday', () => {
    const refused = { ok: false, problem: { key: 'slotNotOffered' } };
    for (const [day, time] of [
      ['2024-01-02', '12:10'],
      ['2024-01-01', '12:30'],
      ['2024-01-01', '11:00'],
      ['2024-01-02', '10:15'],
      ['2024-01-02', '23:15'],
      ['2024-01-04', '12:00'],
      ['2023-12-31', '12:00'],
    ]) {
      expect(checkScheduledTime(daily, now, { day, time }, options), `${day} ${time}`).toEqual(refused);
    }
    expect(checkScheduledTime(branch({ open: '10:00', close: '23:00', holidays: ['2024-01-02'] }), now, { day: '2024-01-02', time: '12:15' }, options)).toEqual(
      refused,
    );
  });

  it('the first slot of today is exactly now + preparation rounded up', () => {
    expect(checkScheduledTime(daily, now, { day: '2024-01-01', time: '12:45' }, options).ok).toBe(true);
    expect(checkScheduledTime(daily, now, { day: '2024-01-01', time: '12:30' }, options).ok).toBe(false);
  });
});

describe('properties of the offer', () => {
  const quarter = fc.integer({ min: 0, max: 95 }).map((q) => `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`);
  /** Any week: each day open (same-day, overnight, around the clock) or closed, on quarter hours. */
  const branchArb = fc
    .array(fc.tuple(fc.boolean(), quarter, quarter), { minLength: 7, maxLength: 7 })
    .map((days) => branch({ workHours: days.map(([isOpen, open, close], i) => ({ day: WEEK_DAYS[i], isOpen: isOpen || i === 0, open, close })) }));
  const nowArb = fc.integer({ min: Date.parse('2024-01-01T00:00:00Z'), max: Date.parse('2026-12-31T00:00:00Z') }).map((t) => new Date(t));
  const prepArb = fc.integer({ min: 1, max: 120 });

  /** Whether the branch is open through [from, to): hours change on quarter hours only. */
  const openThrough = (b: Branch, from: number, to: number) => {
    const checks = [from, to - MINUTE];
    for (let q = Math.ceil(from / (15 * MINUTE)) * 15 * MINUTE; q < to; q += 15 * MINUTE) checks.push(q);
    return checks.every((t) => isBranchOpen(b, new Date(t)));
  };
  const instantsOf = (b: Branch, now: Date, prep: number, daysAhead: number) =>
    orderSchedule(b, now, { preparation: prep, daysAhead }).flatMap((d) => d.slots.map((s) => localInstant(d.date, s)!.getTime()));

  it('property: every slot is at least now + preparation, and the branch is open through its preparation', () => {
    fc.assert(
      fc.property(branchArb, nowArb, prepArb, fc.integer({ min: 0, max: 3 }), (b, now, prep, daysAhead) => {
        const slots = instantsOf(b, now, prep, daysAhead);
        for (const t of slots) {
          expect(t).toBeGreaterThanOrEqual(now.getTime() + prep * MINUTE);
          expect(openThrough(b, t - prep * MINUTE, t)).toBe(true);
          expect((t / MINUTE) % 15).toBe(0);
        }
        for (let i = 1; i < slots.length; i++) expect(slots[i]).toBeGreaterThan(slots[i - 1]!);
      }),
      { numRuns: 150 },
    );
  });

  it('property: every quarter hour that fits is offered (nothing open is left out)', () => {
    fc.assert(
      fc.property(branchArb, nowArb, prepArb, (b, now, prep) => {
        const offered = new Set(instantsOf(b, now, prep, 1));
        const lastDay = localInstant(orderSchedule(b, now, { preparation: prep, daysAhead: 1 })[1]!.date, '00:00')!.getTime() + 86_400_000;
        const first = Math.ceil((now.getTime() + prep * MINUTE) / (15 * MINUTE)) * 15 * MINUTE;
        for (let t = first; t < lastDay; t += 15 * MINUTE) {
          expect(offered.has(t), new Date(t).toISOString()).toBe(openThrough(b, t - prep * MINUTE, t));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('property: ASAP with no preparation is exactly "the branch is open"; with preparation, open through it', () => {
    fc.assert(
      fc.property(branchArb, nowArb, prepArb, (b, now, prep) => {
        expect(canOrderNow(b, now, 0)).toBe(isBranchOpen(b, now));
        const t = now.getTime();
        expect(canOrderNow(b, now, prep)).toBe(openThrough(b, t, t + prep * MINUTE));
      }),
      { numRuns: 200 },
    );
  });

  it('property: holidays only take slots away', () => {
    fc.assert(
      fc.property(branchArb, nowArb, prepArb, fc.integer({ min: 0, max: 3 }), (b, now, prep, offset) => {
        const holiday = localDate(new Date(now.getTime() + offset * 86_400_000));
        const withHoliday = { ...b, holidays: [holiday] };
        const before = new Set(instantsOf(b, now, prep, 3));
        const after = instantsOf(withHoliday, now, prep, 3);
        for (const t of after) expect(before.has(t)).toBe(true);
        // A holiday is the same as its weekday closed: the night before still runs into it.
        const weekDay = orderSchedule(withHoliday, now, { preparation: prep, daysAhead: 3 }).find((d) => d.date === holiday)!.weekDay;
        const closedThatDay = { ...b, workHours: b.workHours.map((w) => (w.day === weekDay ? { ...w, isOpen: false } : w)) };
        expect(orderSchedule(withHoliday, now, { preparation: prep, daysAhead: 3 })).toEqual(
          orderSchedule(closedThatDay, now, { preparation: prep, daysAhead: 3 }),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('property: a scheduled day and time passes exactly when it is offered', () => {
    fc.assert(
      fc.property(
        branchArb,
        nowArb,
        prepArb,
        fc.integer({ min: -1, max: 3 }),
        quarter,
        fc.integer({ min: 0, max: 14 }),
        (b, now, prep, offset, time, nudge) => {
          const day = localDate(new Date(now.getTime() + offset * 86_400_000));
          const minute = Number(time.slice(3)) + (nudge === 0 ? 0 : nudge % 15);
          const chosen = { day, time: `${time.slice(0, 3)}${String(Math.min(59, minute)).padStart(2, '0')}` };
          const offered = orderSchedule(b, now, { preparation: prep, daysAhead: 2 }).some((d) => d.date === chosen.day && d.slots.includes(chosen.time));
          expect(checkScheduledTime(b, now, chosen, { preparation: prep, daysAhead: 2 }).ok).toBe(offered);
        },
      ),
      { numRuns: 300 },
    );
  });
});
