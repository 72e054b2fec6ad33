import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, buildNeeded, buildStamp, STAMP_FILE } from '../scripts/build-stamp.ts';

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  write('src/a.ts', 'export const a = 1;');
  write('src/deep/b.tsx', 'export const b = 2;');
  write('index.html', '<html></html>');
  write('package-lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build stamp: npm start builds only when the sources differ from the last build', () => {
  it('is the same for the same files and changes with any input file, name or VITE_ variable', () => {
    const first = buildStamp(root, {});
    expect(buildStamp(root, {})).toBe(first);
    write('src/deep/b.tsx', 'export const b = 3;');
    const edited = buildStamp(root, {});
    expect(edited).not.toBe(first);
    write('src/deep/c.ts', '');
    expect(buildStamp(root, {})).not.toBe(edited);
    expect(buildStamp(root, { VITE_API_BASE: 'https://api.example.uz' })).not.toBe(buildStamp(root, {}));
    expect(buildStamp(root, { OTHER: 'x' })).toBe(buildStamp(root, {}));
  });

  it('ignores files the build does not read', () => {
    const before = buildStamp(root, {});
    write('presets/brand.json', '{}');
    write('README.md', '# notes');
    expect(buildStamp(root, {})).toBe(before);
  });

  it('asks for a build until the outputs and a matching stamp are there', () => {
    const stamp = buildStamp(root, {});
    expect(buildNeeded(root, stamp)).toBe(`${BUILD_OUTPUTS[0]} is missing`);
    for (const file of BUILD_OUTPUTS) write(file, 'built');
    expect(buildNeeded(root, stamp)).toBe(`${STAMP_FILE} is missing`);
    write(STAMP_FILE, `${stamp}\n`);
    expect(buildNeeded(root, stamp)).toBeNull();
    write('src/a.ts', 'export const a = 2;');
    expect(buildNeeded(root, buildStamp(root, {}))).toBe('the sources changed since the last build');
  });
});
