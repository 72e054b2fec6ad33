/**
 * The layers of DESIGN.md import one way only: storefront -> engine -> domain -> schemas and
 * server -> domain -> schemas. domain/ and engine/ stay pure: no React, no I/O, no clock.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

type Layer = 'schemas' | 'domain' | 'engine' | 'storefront' | 'server';
const LAYER_DIRS: Record<Layer, string> = {
  schemas: 'schemas',
  domain: 'src/domain',
  engine: 'src/engine',
  storefront: 'src/storefront',
  server: 'src/server',
};
const ALLOWED: Record<Layer, readonly Layer[]> = {
  schemas: ['schemas'],
  domain: ['domain', 'schemas'],
  engine: ['engine', 'domain', 'schemas'],
  storefront: ['storefront', 'engine', 'domain', 'schemas'],
  server: ['server', 'domain', 'schemas'],
};
const ALIASES: Record<string, Layer> = { '#schemas/': 'schemas', '#domain/': 'domain', '#engine/': 'engine', '#server/': 'server' };

function sourceFiles(dir: string): string[] {
  const abs = join(root, dir);
  let entries: string[];
  try {
    entries = readdirSync(abs);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(abs, name);
    if (statSync(path).isDirectory()) return sourceFiles(relative(root, path));
    return /\.(ts|tsx)$/.test(name) ? [relative(root, path)] : [];
  });
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    found.push((m[1] ?? m[2])!);
  }
  return found;
}

function layerOfPath(path: string): Layer | null {
  for (const [layer, dir] of Object.entries(LAYER_DIRS) as [Layer, string][]) {
    if (path === dir || path.startsWith(`${dir}/`)) return layer;
  }
  return null;
}

function layerOfImport(file: string, spec: string): Layer | null {
  for (const [prefix, layer] of Object.entries(ALIASES)) if (spec.startsWith(prefix)) return layer;
  if (spec.startsWith('.')) return layerOfPath(relative(root, resolve(root, dirname(file), spec)));
  return null;
}

describe('layer boundaries (DESIGN.md, repository layout)', () => {
  for (const [layer, dir] of Object.entries(LAYER_DIRS) as [Layer, string][]) {
    it(`${dir} imports only from ${ALLOWED[layer].join(', ')}`, () => {
      const violations: string[] = [];
      for (const file of sourceFiles(dir)) {
        for (const spec of importsOf(file)) {
          const target = layerOfImport(file, spec);
          // Tests may start the real server in process (component tests talk to it).
          if (target === 'server' && isTest(file)) continue;
          if (target && !ALLOWED[layer].includes(target)) violations.push(`${file} imports ${spec}`);
        }
      }
      expect(violations).toEqual([]);
    });
  }

  it('domain and engine import no React, do no I/O, read no clock and draw no random numbers', () => {
    const banned = /\b(window|document|localStorage|sessionStorage|navigator)\b\.|\bindexedDB\b|\bfetch\(|Date\.now\(|new Date\(\)|performance\.now\(|Math\.random\(/;
    const violations: string[] = [];
    for (const file of [...sourceFiles('src/domain'), ...sourceFiles('src/engine')]) {
      if (isTest(file)) continue;
      for (const spec of importsOf(file)) {
        if (/^(react|react-dom|node:|hono|@tanstack|zustand|i18next)/.test(spec)) violations.push(`${file} imports ${spec}`);
      }
      readFileSync(join(root, file), 'utf8').split('\n').forEach((line, i) => {
        if (!line.trim().startsWith('*') && !line.trim().startsWith('//') && banned.test(line)) {
          violations.push(`${file}:${i + 1}: ${line.trim()}`);
        }
      });
    }
    expect(violations).toEqual([]);
  });

  it('SQL lives only in src/server/db', () => {
    const sql = /\b(SELECT\s+[\w*]|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|CREATE\s+TABLE)\b/;
    const violations = sourceFiles('src')
      .filter((f) => !f.startsWith('src/server/db/') && !isTest(f))
      .filter((f) => sql.test(readFileSync(join(root, f), 'utf8')));
    expect(violations).toEqual([]);
  });

  it('no barrel index files and kebab-case names', () => {
    const files = ['schemas', 'src', 'tests'].flatMap(sourceFiles);
    expect(files.filter((f) => /(^|\/)index\.tsx?$/.test(f))).toEqual([]);
    expect(files.filter((f) => !/^[a-z0-9.-]+$/.test(f.split('/').pop()!))).toEqual([]);
  });
});
