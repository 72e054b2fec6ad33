/**
 * Writes presets/preset.schema.json (scripts/preset-schema-file.ts), so a preset author gets
 * editor completion and help (`"$schema": "./preset.schema.json"`). A test checks the file is current.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { presetSchemaFileText } from './preset-schema-file.ts';

const target = fileURLToPath(new URL('../presets/preset.schema.json', import.meta.url));
writeFileSync(target, presetSchemaFileText());
console.log(`wrote ${target}`);
