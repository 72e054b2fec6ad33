/**
 * How the studio edits a web-settings field: the settings-field table's input when it names one
 * (#engine/settings-fields), else what the field's schema is: a flag, an enum (its wire values),
 * a number, or a text.
 */
import { DEFAULT_WEB_SETTINGS, webSettingsShape, type WebSettingsField } from '#schemas/web-settings';
import { SETTINGS_FIELDS, type FieldInput, type SettingsField } from '#engine/settings-fields';

export type FieldKind =
  | { readonly kind: 'toggle' }
  | { readonly kind: 'choice'; readonly options: readonly string[] }
  | { readonly kind: 'number' }
  | { readonly kind: 'text' }
  | { readonly kind: 'localized' }
  | { readonly kind: FieldInput };

interface SchemaInternals {
  readonly _zod: { readonly def: { readonly type: string; readonly innerType?: SchemaInternals; readonly entries?: Readonly<Record<string, string>> } };
}

/** The schema under its default and nullable wrappers. */
const unwrap = (schema: SchemaInternals): SchemaInternals => (schema._zod.def.innerType ? unwrap(schema._zod.def.innerType) : schema);

export function fieldKind(field: WebSettingsField): FieldKind {
  const role: SettingsField = SETTINGS_FIELDS[field];
  if ('input' in role && role.input) return { kind: role.input };
  if (typeof DEFAULT_WEB_SETTINGS[field] === 'boolean') return { kind: 'toggle' };
  const { def } = unwrap(webSettingsShape[field] as unknown as SchemaInternals)._zod;
  if (def.type === 'enum' && def.entries) return { kind: 'choice', options: Object.values(def.entries) };
  if (def.type === 'number') return { kind: 'number' };
  // Localised data (#schemas/common localizedDataSchema, decision 024): a text per language.
  if (def.type === 'pipe') return { kind: 'localized' };
  return { kind: 'text' };
}
