/**
 * The one rule every text from outside passes before any schema reads it: text is well-formed
 * Unicode without NUL. PostgreSQL cannot store a NUL in `text` or `jsonb`, and a lone surrogate
 * (half of a UTF-16 pair) is no character at all: it cannot be encoded as UTF-8, so the database
 * refuses it and no screen can draw it. Checked once at the boundary (the server's body and query
 * readers), for every string and every object key, so no field needs a rule of its own.
 *
 * Input is also bounded in depth: no request of the contract nests deeper than a few levels, and a
 * walk over a deeper value would only spend the server's stack.
 */

/** The deepest nesting of objects and arrays an input may have. */
export const MAX_INPUT_DEPTH = 32;

/** A NUL, or a surrogate that is not one half of a pair. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this rule finds
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a string is text the product can store and show. */
export const isSafeText = (text: string): boolean => !UNSAFE_TEXT.test(text);

/** The text with each unsafe character replaced by U+FFFD, to name a bad key in an answer. */
export const shownText = (text: string): string => text.replace(new RegExp(UNSAFE_TEXT.source, 'g'), '\ufffd');

export interface InputProblem {
  /** Where, as the keys and indexes from the top of the value. */
  readonly path: readonly (string | number)[];
  readonly message: string;
}

export const UNSAFE_TEXT_MESSAGE = 'expected text without NUL characters or broken Unicode (lone surrogates)';
export const TOO_DEEP_MESSAGE = `expected at most ${MAX_INPUT_DEPTH} levels of nesting`;

/**
 * The first problem of a parsed input (JSON, a query string's record), or null: a string or a key
 * that is not safe text, or nesting past MAX_INPUT_DEPTH. Walks without recursion, so no input can
 * overflow the stack.
 */
export function inputProblem(value: unknown): InputProblem | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return { path, message: UNSAFE_TEXT_MESSAGE };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) return { path, message: TOO_DEEP_MESSAGE };
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], path: [...path, i] });
      continue;
    }
    const keys = Object.keys(current);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      if (!isSafeText(key)) return { path: [...path, shownText(key)], message: UNSAFE_TEXT_MESSAGE };
      stack.push({ value: (current as Record<string, unknown>)[key], path: [...path, key] });
    }
  }
  return null;
}
