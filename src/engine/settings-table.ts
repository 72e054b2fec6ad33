import { DEFAULT_WEB_SETTINGS, WEB_SETTINGS_FIELDS, type WebSettingsField } from '#schemas/web-settings';
import { SETTINGS_FIELDS, type FieldRole } from './settings-fields.ts';

/** The markdown of docs/web-settings-fields.md. */
export function settingsTableMarkdown(): string {
  const rows = WEB_SETTINGS_FIELDS.map((field) => {
    const role: FieldRole = SETTINGS_FIELDS[field];
    const effect = 'drives' in role ? `drives \`${role.drives}\`` : `none: ${role.none}`;
    return `| \`${field}\` | \`${JSON.stringify(DEFAULT_WEB_SETTINGS[field])}\` | ${effect} |`;
  });
  return [
    '# Web settings and the layout plan',
    '',
    'Every field of the merchant web settings, its default, and the decision of',
    '`planLayout` (src/engine/plan-layout.ts) it drives, or why it drives none.',
    'Written by `npx tsx scripts/write-settings-table.ts` from src/engine/settings-fields.ts;',
    'a test keeps this file equal to the code.',
    '',
    '| field | default | plan decision |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/**
 * Each field's description for the editor's JSON schema of presets: its name as the studio shows
 * it (`labels`), the studio's group, and the plan decision it drives, or why none.
 */
export function settingsFieldDescriptions(labels: Partial<Readonly<Record<WebSettingsField, string>>> = {}): Record<WebSettingsField, string> {
  return Object.fromEntries(
    WEB_SETTINGS_FIELDS.map((field) => {
      const role: FieldRole = SETTINGS_FIELDS[field];
      const effect = 'drives' in role ? `Drives the layout plan's ${role.drives}.` : `No layout decision: ${role.none}.`;
      const label = labels[field];
      return [field, `${label ? `${label} ` : ''}(studio: ${SETTINGS_FIELDS[field].group}). ${effect}`];
    }),
  ) as Record<WebSettingsField, string>;
}
