import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPresetFiles, checkPresetText, formatIssue, type LocatedIssue } from './preset-check.ts';

const root = resolve(import.meta.dirname, '../../..');
const presetsDir = join(root, 'presets');
const imagesDir = join(root, 'public', 'images');
const demoFiles = readdirSync(presetsDir)
  .filter((n) => n.endsWith('.json') && n !== 'preset.schema.json')
  .map((n) => join(presetsDir, n));
const minimalText = readFileSync(join(presetsDir, 'minimal.json'), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'preset-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The minimal preset, changed and written with two-space indents, and the text it became. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a preset changed as its JSON
function written(name: string, change: (raw: Record<string, any>) => void): { file: string; text: string } {
  const raw = JSON.parse(minimalText) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  change(raw);
  const text = `${JSON.stringify(raw, null, 2)}\n`;
  const file = join(dir, name);
  writeFileSync(file, text);
  return { file, text };
}

/** 1-based line and column where `needle` first starts after the line holding `after`. */
function whereIs(text: string, needle: string, after = ''): { line: number; column: number } {
  const lines = text.split('\n');
  const from = after ? lines.findIndex((l) => l.includes(after)) : 0;
  const line = lines.findIndex((l, i) => i >= from && l.includes(needle));
  return { line: line + 1, column: lines[line]!.indexOf(needle) + 1 };
}

const printed = (file: string, issues: readonly LocatedIssue[]) => issues.map((i) => formatIssue(file, i));

describe("preset check: the loader's rules, every problem at FILE:LINE:COLUMN with its JSON path", () => {
  it('passes every demo preset with its pictures', () => {
    const checks = checkPresetFiles(demoFiles, { imagesDir });
    expect(checks.map((c) => [c.file, printed(c.file, c.issues)])).toEqual(demoFiles.map((f) => [f, []]));
    expect(checks.every((c) => c.sub)).toBe(true);
  });

  it('names a dangling id at the line and column of its key', () => {
    const { file, text } = written('dangling.json', (raw) => {
      raw.menu.products[2].categoryId = 999;
    });
    const [check] = checkPresetFiles([file], { imagesDir });
    const at = whereIs(text, '"categoryId": 999');
    expect(printed(file, check!.issues)).toEqual([`${file}:${at.line}:${at.column} $.menu.products[2].categoryId: no category 999`]);
  });

  it('names a picture that is not under images/, and takes an https URL as it is', () => {
    const { file, text } = written('picture.json', (raw) => {
      raw.menu.products[0].image = 'minimal/nowhere.webp';
      raw.menu.products[1].image = 'https://cdn.example.uz/dish.webp';
    });
    const [check] = checkPresetFiles([file], { imagesDir });
    const at = whereIs(text, '"image": "minimal/nowhere.webp"');
    expect(printed(file, check!.issues)).toEqual([
      `${file}:${at.line}:${at.column} $.menu.products[0].image: no picture minimal/nowhere.webp in ${imagesDir} (a file name under images/, or an https URL)`,
    ]);
  });

  it('gives a syntax error its line and column, in words', () => {
    // A comma missing after the sub's line: the next key is where JSON stops.
    const text = minimalText.replace('"sub": "minimal",', '"sub": "minimal"');
    const result = checkPresetText(text, { imagesDir });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const at = whereIs(text, '"name"', '"sub": "minimal"');
    expect(result.issues[0]).toEqual({ path: '$', message: 'not JSON: expected a comma', ...at });
  });

  it('calls a misspelt key unknown and names the nearest known key', () => {
    const { file } = written('misspelt.json', (raw) => {
      raw.webSettings.mainColour = '#FF0000';
    });
    const [check] = checkPresetFiles([file], { imagesDir });
    expect(printed(file, check!.issues)).toEqual([
      expect.stringMatching(/:\d+:\d+ \$\.webSettings(\.mainColour)?: (mainColour: )?unknown key; did you mean mainColor\?$/),
    ]);
  });

  it('npm run preset:check writes nothing and exits non-zero on any problem', async () => {
    const bad = written('bad-sub.json', (raw) => {
      raw.merchant.sub = 'Bad_Sub';
    });
    const run = promisify(execFile);
    const cli = join(root, 'src/server/preset-check.ts');
    const tsx = join(root, 'node_modules/.bin/tsx');
    const env = { ...process.env, PUBLIC_DIR: join(root, 'public'), DATA_DIR: join(dir, 'never-opened') };
    const good = await run(tsx, [cli, join(presetsDir, 'minimal.json')], { env });
    expect(good.stdout).toContain('minimal.json: ok (minimal)');
    const failed = await run(tsx, [cli, join(presetsDir, 'minimal.json'), bad.file], { env }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    const at = whereIs(bad.text, '"sub": "Bad_Sub"');
    expect(failed?.stderr).toContain(
      `${bad.file}:${at.line}:${at.column} $.merchant.sub: expected a sub-domain: 1-63 lower-case latin letters, digits or hyphens, starting and ending with a letter or digit`,
    );
    expect(readdirSync(dir)).not.toContain('never-opened');
  });
});
