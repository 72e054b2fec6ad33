/** The benchmark's own arithmetic: options, medians, which trace tasks count as the scroll's, and the interactions' medians. */
import { describe, expect, it } from 'vitest';
import { overTarget, summarise, type ActionSample } from './interactions.ts';
import { tasksBetweenMarks } from './long-menu.ts';
import { parseOptions } from './options.ts';
import { median, percentile } from './stats.ts';

describe('parseOptions', () => {
  it('runs every part on every brand and route by default', () => {
    const o = parseOptions([]);
    expect([...o.only]).toEqual([
      'js',
      'lighthouse',
      'interactions',
      'render',
      'overalls',
      'large',
      'studio',
      'signin',
      'orders',
      'streams',
      'kill',
      'payments',
    ]);
    expect([o.streams, o.moves, o.kills]).toEqual([1000, 100, 20]);
    expect(o.brands).toBeNull();
    expect(o.routes).toBeNull();
    expect(o.runs).toBe(3);
  });

  it('narrows to parts, brands and routes', () => {
    const o = parseOptions(['--only=lighthouse', '--brand=burger,sushi', '--routes=home,product', '--runs=5']);
    expect([...o.only]).toEqual(['lighthouse']);
    expect(o.brands).toEqual(['burger', 'sushi']);
    expect(o.routes).toEqual(['home', 'product']);
    expect(o.runs).toBe(5);
  });

  it('refuses what it does not know', () => {
    expect(() => parseOptions(['--only=speed'])).toThrow(/no part speed/);
    expect(() => parseOptions(['--routes=payment'])).toThrow(/no route payment/);
    expect(parseOptions(['--routes=checkout']).routes).toEqual(['checkout']);
    expect(() => parseOptions(['--brnad=burger'])).toThrow(/unknown option --brnad/);
    expect(() => parseOptions(['--runs=0'])).toThrow(/positive integer/);
  });
});

describe('median and percentile', () => {
  it('take the middle and the nearest rank', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
  });
});

describe('tasksBetweenMarks', () => {
  const mark = (message: string, ts: number) => ({ name: 'TimeStamp', ph: 'I', pid: 1, tid: 7, ts, args: { data: { message } } });
  const task = (ts: number, durMs: number, tid = 7) => ({ name: 'RunTask', ph: 'X', pid: 1, tid, ts, dur: durMs * 1000 });

  it('counts the tasks of the thread that logged the marks, between the marks', () => {
    const events = [
      task(0, 80), // before the scroll
      mark('bench:scroll:start', 1_000_000),
      task(1_100_000, 60),
      task(1_200_000, 4),
      task(1_300_000, 90, 9), // another thread
      mark('bench:scroll:end', 2_000_000),
      task(2_100_000, 70), // after
    ];
    expect(tasksBetweenMarks(events)).toEqual([60, 4]);
  });

  it('refuses a trace without the marks', () => {
    expect(() => tasksBetweenMarks([task(0, 10)])).toThrow(/no scroll marks/);
  });
});

describe('interactions', () => {
  const run = (ms: Partial<Record<'chip' | 'add' | 'product' | 'basket' | 'language', number | null>>) =>
    Object.fromEntries(
      (['chip', 'add', 'product', 'basket', 'language'] as const).map((a) => [
        a,
        { longestMs: ms[a] === undefined ? 0 : ms[a], type: null } satisfies ActionSample,
      ]),
    ) as Record<'chip' | 'add' | 'product' | 'basket' | 'language', ActionSample>;

  it("takes each action's median of the runs' longest events", () => {
    const r = summarise('sushi', [run({ add: 312, chip: 24 }), run({ add: 56, chip: 40 }), run({ add: 80, chip: 32 })], 'basket');
    expect(r.medianMs.add).toBe(80);
    expect(r.medianMs.chip).toBe(32);
    expect(r.medianMs.product).toBe(0);
    expect(r.runsMs.add).toEqual([312, 56, 80]);
  });

  it('leaves out an action the home has no control for', () => {
    expect(summarise('minimal', [run({ language: null }), run({ language: null })], null).medianMs.language).toBeNull();
  });

  it('lists the medians at 100 ms or more', () => {
    const brands = [summarise('sushi', [run({ add: 104 })], 'basket'), summarise('burger', [run({ add: 96, basket: null })], 'choice')];
    expect(overTarget(brands)).toEqual(['sushi add 104 ms >= 100 ms']);
  });
});
