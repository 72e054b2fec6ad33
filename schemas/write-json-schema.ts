/**
 * Writes presets/preset.schema.json from the preset schema, so a preset author gets editor
 * completion (`"$schema": "./preset.schema.json"`). A test checks the file is current.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { presetJsonSchemaText } from './preset-json-schema.ts';

const target = fileURLToPath(new URL('../presets/preset.schema.json', import.meta.url));
writeFileSync(target, presetJsonSchemaText());
console.log(`wrote ${target}`);
