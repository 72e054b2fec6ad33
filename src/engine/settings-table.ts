import { DEFAULT_WEB_SETTINGS, WEB_SETTINGS_FIELDS } from '#schemas/web-settings';
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
