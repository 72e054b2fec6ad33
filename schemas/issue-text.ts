/**
 * What a failed check expected, in words: the error map every parse of outside input passes
 * (presets, query strings, the environment). `zod/mini` ships no messages of its own (every issue
 * would read "Invalid input"), and loading a whole locale would weigh on the storefront's bundle;
 * this map is a few hundred bytes. A schema's own `{ error }` (hexColorSchema, idSchema) wins over it.
 */
import type * as z from 'zod/mini';

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
  date: 'a date',
  bigint: 'a big integer',
};

/**
 * What each pattern of a check without its own message expects, in words, by the pattern as zod
 * reports it (`/source/flags`): a reader never sees a regular expression. A pattern not listed
 * reads as "a string of the allowed form"; a test keeps every pattern of the preset's schemas here.
 */
const PATTERN_WORDS: Readonly<Record<string, string>> = {
  '/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/': 'a sub-domain: 1-63 lower-case latin letters, digits or hyphens, starting and ending with a letter or digit',
  '/^[A-Za-z_][A-Za-z0-9_]{0,40}$/': 'a field name: a latin letter or _, then at most 40 letters, digits or _',
  '/^\\d{1,20}$/': '1-20 digits',
  '/^\\d{1,15}$/': '1-15 digits',
  '/^\\d+$/': 'digits only',
  '/^-?\\d+(\\.\\d+)?$/': 'a decimal number',
  '/^https:\\/\\/[a-z0-9.-]+(?::\\d{1,5})?\\/?$/i': 'an https address without a path (https://example.kommo.com)',
  '/^postgres(ql)?:\\/\\//': 'a postgres:// URL',
  '/^[a-z_][a-z0-9_]{0,62}$/': 'a schema name: a lower-case latin letter or _, then at most 62 lower-case letters, digits or _',
};

/** A pattern's expectation in words (never the pattern itself). */
export function patternInWords(pattern: string | undefined): string {
  return (pattern !== undefined && PATTERN_WORDS[pattern]) || 'a string of the allowed form';
}

/** The JSON type of a value as the messages name it. */
export function typeOfInput(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  return typeof input;
}

const quoted = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');

function bound(issue: { origin: string; inclusive?: boolean; exact?: boolean }, value: number | bigint, side: 'least' | 'most'): string {
  const n = String(value);
  switch (issue.origin) {
    case 'string':
      return issue.exact ? `expected exactly ${n} characters` : `expected at ${side} ${n} characters`;
    case 'array':
    case 'set':
      return issue.exact ? `expected exactly ${n} items` : `expected at ${side} ${n} items`;
    default: {
      const what = issue.origin === 'int' ? 'an integer' : 'a number';
      if (issue.inclusive === false) return `expected ${what} ${side === 'least' ? 'above' : 'below'} ${n}`;
      return `expected ${what} at ${side} ${n}`;
    }
  }
}

/** The message of one issue: what was expected, and what came when the type was wrong. */
export const describeIssue: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${TYPE_NAMES[issue.expected] ?? issue.expected}, received ${typeOfInput(issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `expected ${quoted(issue.values)}` : `expected one of ${quoted(issue.values)}`;
    case 'too_small':
      return bound(issue, issue.minimum, 'least');
    case 'too_big':
      return bound(issue, issue.maximum, 'most');
    case 'invalid_format':
      return issue.format === 'regex' ? `expected ${patternInWords(issue.pattern)}` : `expected a valid ${issue.format}`;
    case 'not_multiple_of':
      return `expected a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `unexpected ${issue.keys.length === 1 ? 'key' : 'keys'} ${quoted(issue.keys)}`;
    case 'invalid_union':
      return 'expected one of the allowed forms';
    case 'invalid_key':
      return 'expected a valid key';
    case 'invalid_element':
      return 'expected valid elements';
    default:
      return 'expected a valid value';
  }
};
