/**
 * What an order rule answers when it refuses (or confirms): the key of its message in
 * order-messages.ts and the money its text names. A module of its own so the rules carry no
 * message table: only what shows a message in words loads the table.
 */
import type { OrderMessageKey } from './order-messages.ts';

export interface OrderProblem {
  readonly key: OrderMessageKey;
  /** Placeholder values: integer so'm, e.g. `{ minPrice: 100000 }` for `{minPrice}`, or a `{count}`. */
  readonly values?: Readonly<Record<string, number>>;
}

export const problem = (key: OrderMessageKey, values?: Readonly<Record<string, number>>): OrderProblem => (values ? { key, values } : { key });
