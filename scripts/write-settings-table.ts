/** Writes docs/web-settings-fields.md from src/engine/settings-fields.ts. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { settingsTableMarkdown } from '#engine/settings-table';

const target = fileURLToPath(new URL('../docs/web-settings-fields.md', import.meta.url));
writeFileSync(target, settingsTableMarkdown());
console.log(`wrote ${target}`);
