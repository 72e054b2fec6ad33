/**
 * The editor's JSON schema of presets (presets/preset.schema.json): current, every committed preset passes
 * it, a misspelt key fails it as the loader refuses it, and every web-settings field carries its
 * description from the settings-field table.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { WEB_SETTINGS_FIELDS } from '#schemas/web-settings';
import { presetSchemaFileText } from '../scripts/preset-schema-file.ts';

const presetsDir = new URL('../presets/', import.meta.url);
const schema = JSON.parse(readFileSync(new URL('preset.schema.json', presetsDir), 'utf8')) as {
  properties: { webSettings: { properties: Record<string, { description?: string }> } };
};
const validate = new Ajv2020({ strict: false, allErrors: true }).compile(schema);
const presets = readdirSync(presetsDir).filter((f) => f.endsWith('.json') && f !== 'preset.schema.json');
const read = (file: string) => JSON.parse(readFileSync(new URL(file, presetsDir), 'utf8')) as Record<string, Record<string, unknown>>;

describe("the editor's JSON schema of presets", () => {
  it('the committed file is current (npm run preset:schema)', () => {
    expect(readFileSync(new URL('preset.schema.json', presetsDir), 'utf8')).toBe(presetSchemaFileText());
  });

  it.each(presets)('%s passes it', (file) => {
    expect(validate(read(file)), JSON.stringify(validate.errors)).toBe(true);
  });

  it('marks a misspelt key where the loader refuses it, at any depth', () => {
    const preset = read('minimal.json');
    expect(validate({ ...preset, webSettings: { ...preset.webSettings, mainColour: '#000000' } })).toBe(false);
    expect(validate.errors).toContainEqual(expect.objectContaining({ instancePath: '/webSettings', params: { additionalProperty: 'mainColour' } }));
    const branches = preset.branches as unknown as Record<string, unknown>[];
    expect(validate({ ...preset, branches: [{ ...branches[0], adress: 'x' }, ...branches.slice(1)] })).toBe(false);
    expect(validate.errors).toContainEqual(expect.objectContaining({ instancePath: '/branches/0', params: { additionalProperty: 'adress' } }));
  });

  it('describes every web-settings field: what the studio calls it and what it drives', () => {
    const fields = schema.properties.webSettings.properties;
    for (const field of WEB_SETTINGS_FIELDS)
      expect(fields[field]?.description, field).toMatch(/\(studio: \w+\)\. (Drives the layout plan's|No layout decision)/);
    expect(fields.mainColor!.description).toBe("Main colour (studio: brand). Drives the layout plan's theme.mainColor, theme.tokens.");
  });
});
