/**
 * `npm run preset:new` (services/preset-template.ts): the preset it writes passes the loader's own
 * check, pictures included, wherever it is written, with a `$schema` that resolves from there.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { checkPresetFiles } from './preset-check.ts';
import { writeNewPreset } from './preset-template.ts';

const dir = mkdtempSync(join(tmpdir(), 'sf-new-'));
const schemaFile = resolve(import.meta.dirname, '../../../presets/preset.schema.json');
const imagesDir = join(dir, 'public', 'images');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('writes a preset that passes the check, pictures and all, its $schema resolving from where it is written', async () => {
  for (const file of [join(dir, 'presets', 'cafe.json'), join(dir, 'elsewhere', 'deep', 'cafe.json')]) {
    writeNewPreset({ sub: 'cafe', file, imagesDir, schemaFile });
    const [check] = checkPresetFiles([file], { imagesDir });
    expect(check).toMatchObject({ sub: 'cafe', issues: [] });
    const preset = (await import(file, { with: { type: 'json' } })).default as { $schema: string };
    expect(existsSync(resolve(dirname(file), preset.$schema))).toBe(true);
  }
  expect(existsSync(join(imagesDir, 'cafe', 'logo.svg'))).toBe(true);
});

it('refuses a sub-domain that is none, in words, and never overwrites a file', () => {
  expect(() => writeNewPreset({ sub: 'My Cafe', file: join(dir, 'x.json'), imagesDir, schemaFile })).toThrow(/is no sub-domain: use lower-case latin letters/);
  expect(() => writeNewPreset({ sub: '-cafe', file: join(dir, 'x.json'), imagesDir, schemaFile })).toThrow(/is no sub-domain/);
  expect(() => writeNewPreset({ sub: 'cafe', file: join(dir, 'presets', 'cafe.json'), imagesDir, schemaFile })).toThrow(/exists/);
});
