import * as z from 'zod/mini';
import { presetSchema } from './preset.ts';

/** The preset format as JSON Schema text (input side: fields with defaults are optional). */
export function presetJsonSchemaText(): string {
  const schema = z.toJSONSchema(presetSchema, { io: 'input', unrepresentable: 'any' });
  return `${JSON.stringify({ ...schema, title: 'Storefront brand preset' }, null, 2)}\n`;
}
