/**
 * The text of presets/preset.schema.json: the preset format's JSON Schema with each web-settings
 * field described as the studio names and explains it (the settings-field table), so the editor
 * explains every field. Written by `npm run preset:schema`; a test keeps the file current.
 */
import { settingsFieldDescriptions } from '#engine/settings-table';
import { presetJsonSchemaText } from '#schemas/preset-json-schema';
import { eng } from '../src/studio/i18n/eng.ts';

export const presetSchemaFileText = (): string => presetJsonSchemaText({ webSettings: settingsFieldDescriptions(eng.fields) });
