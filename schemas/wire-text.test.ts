import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inputProblem, isSafeText, MAX_INPUT_DEPTH, TOO_DEEP_MESSAGE, UNSAFE_TEXT_MESSAGE } from './wire-text.ts';

describe('text from outside is well-formed Unicode without NUL (schemas/wire-text.ts)', () => {
  it('refuses NUL and lone surrogates, keeps pairs, emoji, Cyrillic and Uzbek apostrophes', () => {
    expect(isSafeText("O'zbekiston, Тошкент 🍔")).toBe(true);
    expect(isSafeText('\ud83c\udf54')).toBe(true);
    expect(isSafeText('a\u0000b')).toBe(false);
    expect(isSafeText('\ud800')).toBe(false);
    expect(isSafeText('x\udfff')).toBe(false);
    expect(isSafeText('\udc00\ud800')).toBe(false);
  });

  it('names the first bad string or key by its path', () => {
    expect(inputProblem({ comment: 'ok', address: { streetName: 'Amir\u0000' } })).toEqual({ path: ['address', 'streetName'], message: UNSAFE_TEXT_MESSAGE });
    expect(inputProblem({ cartItems: [{ productId: 1 }, { note: '\ud800' }] })).toEqual({ path: ['cartItems', 1, 'note'], message: UNSAFE_TEXT_MESSAGE });
    expect(inputProblem({ ['k\u0000']: 1 })).toEqual({ path: ['k\ufffd'], message: UNSAFE_TEXT_MESSAGE });
    expect(inputProblem({ a: [1, true, null, 'fine'] })).toBeNull();
  });

  it('refuses nesting past the bound without overflowing the stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(inputProblem(deep)).toEqual({ path: Array(MAX_INPUT_DEPTH).fill(0), message: TOO_DEEP_MESSAGE });
    let fine: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) fine = { a: fine };
    expect(inputProblem(fine)).toBeNull();
  });

  it('property: a value is refused exactly when one of its strings is not well-formed or holds NUL', () => {
    const wellFormed = (s: string) => !s.includes('\u0000') && s === Buffer.from(s, 'utf8').toString('utf8');
    fc.assert(
      fc.property(
        fc.json({ depthSize: 'small', stringUnit: 'binary' }).map((j) => JSON.parse(j) as unknown),
        (value) => {
          const strings: string[] = [];
          JSON.stringify(value, (key, v: unknown) => {
            strings.push(key);
            if (typeof v === 'string') strings.push(v);
            return v;
          });
          expect(inputProblem(value) === null).toBe(strings.every(wellFormed));
        },
      ),
      { numRuns: 500 },
    );
  });
});
