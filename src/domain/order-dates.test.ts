import { describe, expect, it } from 'vitest';
import { dateTimeLabel, dayLabel, timeLabel } from './order-dates.ts';

describe('order dates in the branch time zone, in the shopper language', () => {
  it('names a schedule day with its weekday', () => {
    expect(dayLabel('2026-11-24', 'uz')).toBe('Sesh, 24-noyabr');
    expect(dayLabel('2026-11-24', 'ru')).toBe('вт, 24 ноября');
    expect(dayLabel('2026-11-24', 'eng')).toBe('Tue, 24 Nov');
    expect(dayLabel('2027-01-03', 'uz')).toBe('Yak, 3-yanvar');
  });

  it('leaves what is no date as it is', () => {
    expect(dayLabel('2026-02-30', 'uz')).toBe('2026-02-30');
    expect(dayLabel('tomorrow', 'ru')).toBe('tomorrow');
  });

  it('writes an instant as Tashkent date and time, whatever the runtime time zone', () => {
    // 21:30 UTC is 02:30 the next day in Tashkent (UTC+5).
    const at = new Date('2026-12-31T21:30:00Z');
    expect(dateTimeLabel(at, 'uz')).toBe('1-yanvar 2027, 02:30');
    expect(dateTimeLabel(at, 'ru')).toBe('1 января 2027, 02:30');
    expect(dateTimeLabel(at, 'eng')).toBe('1 Jan 2027, 02:30');
    expect(timeLabel(at)).toBe('02:30');
    expect(dateTimeLabel(new Date('x'), 'uz')).toBe('');
  });
});
