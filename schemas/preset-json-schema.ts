import * as z from 'zod/mini';
import { presetSchema } from './preset.ts';

type JsonSchema = { [key: string]: unknown; properties?: Record<string, JsonSchema>; additionalProperties?: unknown };

/**
 * Every object as strict as the loader: a key no schema declares is refused by the loader
 * (unknown-keys.ts), so the editor marks it too, where zod's loose objects would allow any key.
 */
function strict(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(strict);
  if (!node || typeof node !== 'object') return;
  const schema = node as JsonSchema;
  const loose = schema.properties && schema.additionalProperties && typeof schema.additionalProperties === 'object';
  if (loose && Object.keys(schema.additionalProperties as object).length === 0) schema.additionalProperties = false;
  Object.values(schema).forEach(strict);
}

/**
 * The preset format as JSON Schema text (input side: fields with defaults are optional), objects
 * strict as the loader is, and each web-settings field described (`webSettings`: the field's
 * description, from the settings-field table; see src/engine/settings-table.ts).
 */
export function presetJsonSchemaText(options: { readonly webSettings?: Readonly<Record<string, string>> } = {}): string {
  const schema = z.toJSONSchema(presetSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  strict(schema);
  const fields = schema.properties?.webSettings?.properties ?? {};
  for (const [field, description] of Object.entries(options.webSettings ?? {})) {
    if (fields[field]) fields[field] = { description, ...fields[field] };
  }
  return `${JSON.stringify({ ...schema, title: 'Storefront brand preset' }, null, 2)}\n`;
}
