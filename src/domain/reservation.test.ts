import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { branchSchema } from '#schemas/entities';
import { bookingDays, bookingRulesOf, checkBooking, DEFAULT_BOOKING_RULES, freeSeats, mayCancelBooking, type HeldTable } from './reservation.ts';

// Monday 2026-11-23 09:00 in Tashkent (UTC+5).
const NOW = new Date('2026-11-23T04:00:00Z');
const at = (local: string) => Date.parse(`${local}:00+05:00`);
const branch = branchSchema.parse({
  id: 'b1',
  cityId: 'tashkent',
  merchantId: 'm1',
  name: { uz: 'Markaz' },
  latitude: 41.3,
  longitude: 69.2,
  open: '10:00',
  close: '22:00',
  settings: { bookingEnabled: true },
  booking: { seats: 10, slotMinutes: 30, stayMinutes: 120, noticeMinutes: 60, daysAhead: 1, maxGuests: 6, cancelBeforeMinutes: 60 },
});
const rules = bookingRulesOf(branch);

describe("table bookings: slots from the branch's hours, notice, days ahead and stay", () => {
  it("reads the branch's rules, each bad or missing one the default", () => {
    expect(rules).toEqual({ seats: 10, slotMinutes: 30, stayMinutes: 120, noticeMinutes: 60, daysAhead: 1, maxGuests: 6, cancelBeforeMinutes: 60 });
    expect(bookingRulesOf({ booking: { seats: -1, slotMinutes: 1.5 } })).toEqual(DEFAULT_BOOKING_RULES);
  });

  it('today from opening (notice passed) to the last start the stay fits in; tomorrow the whole day', () => {
    const days = bookingDays(branch, rules, NOW, []);
    expect(days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24']);
    expect(days[0]!.slots[0]).toEqual({ time: '10:00', startMs: at('2026-11-23T10:00'), free: 10 });
    expect(days[0]!.slots.at(-1)!.time).toBe('20:00');
    expect(days[1]!.slots).toHaveLength(days[0]!.slots.length);
    // Later in the day the notice moves the first slot.
    const noon = bookingDays(branch, rules, new Date(at('2026-11-23T12:10')), []);
    expect(noon[0]!.slots[0]!.time).toBe('13:30');
  });

  it("a slot's free seats are the seats less every booking overlapping its stay", () => {
    const held: HeldTable[] = [{ startMs: at('2026-11-23T18:00'), endMs: at('2026-11-23T20:00'), guests: 4 }];
    expect(freeSeats(rules, held, at('2026-11-23T16:00'))).toBe(10);
    expect(freeSeats(rules, held, at('2026-11-23T16:30'))).toBe(6);
    expect(freeSeats(rules, held, at('2026-11-23T19:30'))).toBe(6);
    expect(freeSeats(rules, held, at('2026-11-23T20:00'))).toBe(10);
  });

  it('a booking fits an offered slot with seats; too many guests, no seats, an odd time or a branch without bookings do not', () => {
    const held: HeldTable[] = [{ startMs: at('2026-11-23T18:00'), endMs: at('2026-11-23T20:00'), guests: 8 }];
    expect(checkBooking(branch, rules, NOW, held, { startMs: at('2026-11-23T14:00'), guests: 6 })).toBeNull();
    expect(checkBooking(branch, rules, NOW, held, { startMs: at('2026-11-23T14:00'), guests: 7 })).toBe('tooManyGuests');
    expect(checkBooking(branch, rules, NOW, held, { startMs: at('2026-11-23T18:30'), guests: 3 })).toBe('noSeats');
    expect(checkBooking(branch, rules, NOW, held, { startMs: at('2026-11-23T14:10'), guests: 2 })).toBe('slotNotOffered');
    expect(checkBooking(branch, rules, NOW, held, { startMs: at('2026-11-23T09:30'), guests: 2 })).toBe('slotNotOffered');
    expect(
      checkBooking({ ...branch, settings: { ...branch.settings!, bookingEnabled: false } }, rules, NOW, [], { startMs: at('2026-11-23T14:00'), guests: 2 }),
    ).toBe('bookingUnavailable');
  });

  it('property: bookings the rule lets through one by one never hold more seats than the branch has at any moment', () => {
    const slots = bookingDays(branch, rules, NOW, [])
      .flatMap((d) => d.slots)
      .map((s) => s.startMs);
    fc.assert(
      fc.property(fc.array(fc.record({ slot: fc.constantFrom(...slots), guests: fc.integer({ min: 1, max: 6 }) }), { maxLength: 60 }), (asks) => {
        const held: HeldTable[] = [];
        for (const ask of asks) {
          if (checkBooking(branch, rules, NOW, held, { startMs: ask.slot, guests: ask.guests }) === null) {
            held.push({ startMs: ask.slot, endMs: ask.slot + rules.stayMinutes * 60_000, guests: ask.guests });
          }
        }
        for (const moment of slots) {
          const seated = held.filter((h) => h.startMs <= moment && moment < h.endMs).reduce((sum, h) => sum + h.guests, 0);
          expect(seated).toBeLessThanOrEqual(rules.seats);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a shopper cancels up to the cut-off before the start', () => {
    expect(mayCancelBooking(rules, new Date(at('2026-11-23T13:00')), at('2026-11-23T14:00'))).toBe(true);
    expect(mayCancelBooking(rules, new Date(at('2026-11-23T13:01')), at('2026-11-23T14:00'))).toBe(false);
  });
});
