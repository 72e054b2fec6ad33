/**
 * Keys no schema declares: found, and left out. The contract's entity objects are loose (a newer
 * server never breaks an older storefront), so parsing keeps a key it does not know; a brand's
 * data must not, or a secret under a misspelt or future key (`smsPasword`, `pos`) would be
 * stored and published. `unknownKeys` walks a zod/mini schema and a raw value together and names
 * every key an object schema does not declare, with the nearest known key; `knownOnly` answers
 * the value with exactly the schema's keys.
 *
 * Server only: the storefront never imports this module (nor schemas/preset.ts, which uses it),
 * so neither it nor fastest-levenshtein reaches the shopper's browser.
 */
import { closest, distance } from 'fastest-levenshtein';
import type * as z from 'zod/mini';

export interface UnknownKey {
  /** JSON path of the key, e.g. `$.webSettings.mainColour`. */
  readonly path: string;
  /** `mainColour: unknown key; did you mean mainColor?` (no suggestion when no known key is near). */
  readonly message: string;
}

type Path = (string | number)[];
/** Walks one value: answers it with only the declared keys, and reports the others when asked. */
type Walk = (value: unknown, path: Path, found: UnknownKey[] | null) => unknown;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function pathText(path: readonly (string | number)[]): string {
  let text = '$';
  for (const key of path) text += typeof key === 'number' ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
  return text;
}

/** The nearest declared key, when it is near enough to be the one meant (a typo, not another word). */
export function nearestKey(key: string, known: readonly string[]): string | null {
  if (known.length === 0) return null;
  const best = closest(key, known as string[]);
  return distance(key, best) <= Math.max(1, Math.floor(key.length / 4)) ? best : null;
}

export function unknownKeyMessage(key: string, known: readonly string[]): string {
  const near = nearestKey(key, known);
  return near ? `${key}: unknown key; did you mean ${near}?` : `${key}: unknown key`;
}

type Def = { readonly type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodMiniType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const walks = new WeakMap<z.ZodMiniType, Walk>();
const same: Walk = (value) => value;

/** The walk of a schema, built once per schema (its nested walks on first use: recursion is allowed). */
function walkOf(schema: z.ZodMiniType): Walk {
  let walk = walks.get(schema);
  if (!walk) {
    let built: Walk | null = null;
    walk = (value, path, found) => (built ??= build(schema))(value, path, found);
    walks.set(schema, walk);
  }
  return walk;
}

/** Whether a schema (past its wrappers) takes an object with keys, or an array. */
function kindOf(schema: z.ZodMiniType): 'object' | 'array' | 'other' {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
    case 'record':
      return 'object';
    case 'array':
    case 'tuple':
      return 'array';
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'catch':
    case 'readonly':
      return kindOf(def.innerType as z.ZodMiniType);
    case 'pipe':
      return kindOf(def.in as z.ZodMiniType);
    case 'lazy':
      return kindOf((def.getter as () => z.ZodMiniType)());
    default:
      return 'other';
  }
}

function build(schema: z.ZodMiniType): Walk {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodMiniType>;
      const known = Object.keys(shape);
      const children = new Map(known.map((key) => [key, walkOf(shape[key]!)]));
      return (value, path, found) => {
        if (!isRecord(value)) return value;
        const out: Record<string, unknown> = {};
        for (const key of Object.keys(value)) {
          const child = children.get(key);
          if (child) {
            if (found) path.push(key);
            out[key] = child(value[key], path, found);
            if (found) path.pop();
          } else if (found) {
            found.push({ path: pathText([...path, key]), message: unknownKeyMessage(key, known) });
          }
        }
        return out;
      };
    }
    case 'record': {
      const child = walkOf(def.valueType as z.ZodMiniType);
      return (value, path, found) => {
        if (!isRecord(value)) return value;
        const out: Record<string, unknown> = {};
        for (const key of Object.keys(value)) {
          if (found) path.push(key);
          out[key] = child(value[key], path, found);
          if (found) path.pop();
        }
        return out;
      };
    }
    case 'array': {
      const child = walkOf(def.element as z.ZodMiniType);
      return (value, path, found) => {
        if (!Array.isArray(value)) return value;
        return value.map((item, i) => {
          if (found) path.push(i);
          const out = child(item, path, found);
          if (found) path.pop();
          return out;
        });
      };
    }
    case 'tuple': {
      const items = (def.items as z.ZodMiniType[]).map(walkOf);
      const rest = def.rest ? walkOf(def.rest as z.ZodMiniType) : same;
      return (value, path, found) => {
        if (!Array.isArray(value)) return value;
        return value.map((item, i) => {
          if (found) path.push(i);
          const out = (items[i] ?? rest)(item, path, found);
          if (found) path.pop();
          return out;
        });
      };
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'catch':
    case 'readonly':
      return walkOf(def.innerType as z.ZodMiniType);
    case 'pipe':
      // A raw value meets the pipe's input; a transform's output is no schema to walk.
      return walkOf(def.in as z.ZodMiniType);
    case 'lazy':
      return (value, path, found) => walkOf((def.getter as () => z.ZodMiniType)())(value, path, found);
    case 'union': {
      const options = def.options as z.ZodMiniType[];
      const objects = options.filter((o) => kindOf(o) === 'object').map(walkOf);
      const arrays = options.filter((o) => kindOf(o) === 'array').map(walkOf);
      return (value, path, found) => {
        const candidates = Array.isArray(value) ? arrays : isRecord(value) ? objects : [];
        if (candidates.length === 0) return value;
        if (candidates.length === 1) return candidates[0]!(value, path, found);
        // Several object (or array) options: the one that knows the value best, the first of equals.
        let best: { out: unknown; found: UnknownKey[] } | null = null;
        for (const candidate of candidates) {
          const own: UnknownKey[] = [];
          const out = candidate(value, [...path], own);
          if (!best || own.length < best.found.length) best = { out, found: own };
          if (own.length === 0) break;
        }
        found?.push(...best!.found);
        return best!.out;
      };
    }
    case 'intersection': {
      const left = defOf(def.left as z.ZodMiniType);
      const right = defOf(def.right as z.ZodMiniType);
      if (left.type === 'object' && right.type === 'object') {
        const merged = { ...(left.shape as object), ...(right.shape as object) } as Record<string, z.ZodMiniType>;
        return build({ _zod: { def: { type: 'object', shape: merged } } } as unknown as z.ZodMiniType);
      }
      return same;
    }
    default:
      return same;
  }
}

/** Every key of `value` that an object schema of `schema` does not declare, with its JSON path under `at`. */
export function unknownKeys(schema: z.ZodMiniType, value: unknown, at: readonly (string | number)[] = []): UnknownKey[] {
  const found: UnknownKey[] = [];
  walkOf(schema)(value, [...at], found);
  return found;
}

/** `value` with exactly the keys `schema` declares, at every depth (a copy; `value` is not changed). */
export function knownOnly<T>(schema: z.ZodMiniType, value: T): T {
  return walkOf(schema)(value, [], null) as T;
}

/** A function that answers values with exactly the keys of `schema`, built once (for reads in a loop). */
export function projection<T>(schema: z.ZodMiniType): (value: T) => T {
  const walk = walkOf(schema);
  return (value) => walk(value, [], null) as T;
}
