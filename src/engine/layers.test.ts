import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * CONVENTIONS, layout and boundaries: layers import downward only (schemas <- domain <- engine),
 * and domain/ and engine/ never import React, fetch, storage or the clock (`now` is passed in).
 */
const SRC = new URL('../', import.meta.url);

function sources(layer: 'domain' | 'engine') {
  const dir = new URL(`${layer}/`, SRC);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => ({ name: `${layer}/${name}`, text: readFileSync(new URL(name, dir), 'utf8') }));
}

const importsOf = (text: string) => [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]!);

/** Strips comments so a rule quoted in prose is not mistaken for code. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

const FORBIDDEN_CALLS: readonly [string, RegExp][] = [
  ['fetch', /\bfetch\s*\(/],
  ['storage', /\b(localStorage|sessionStorage|indexedDB)\b/],
  ['cookies', /\bdocument\.cookie\b/],
  ['the DOM', /\b(window|document|navigator)\./],
  ['the clock', /\bDate\.now\s*\(|\bnew Date\(\s*\)|\bperformance\.now\s*\(/],
  ['randomness', /\bMath\.random\s*\(/],
];

describe('pure layers (CONVENTIONS: layout and boundaries)', () => {
  const domain = sources('domain');
  const engine = sources('engine');

  it('finds the sources it checks', () => {
    expect(domain.map((f) => f.name)).toContain('domain/menu-assembly.ts');
    expect(engine.map((f) => f.name)).toContain('engine/plan-layout.ts');
  });

  it('domain imports only schemas and its own files', () => {
    for (const file of domain) {
      for (const spec of importsOf(file.text)) {
        expect(spec.startsWith('#schemas/') || /^\.\/[\w-]+\.ts$/.test(spec), `${file.name} imports ${spec}`).toBe(true);
      }
    }
  });

  it('engine imports only schemas, domain and its own files', () => {
    for (const file of engine) {
      for (const spec of importsOf(file.text)) {
        expect(/^#(schemas|domain)\//.test(spec) || /^\.\/[\w-]+\.ts$/.test(spec), `${file.name} imports ${spec}`).toBe(true);
      }
    }
  });

  it('neither touches fetch, storage, the DOM, the clock or randomness', () => {
    for (const file of [...domain, ...engine]) {
      for (const [what, pattern] of FORBIDDEN_CALLS) expect(pattern.test(code(file.text)), `${file.name} uses ${what}`).toBe(false);
    }
  });
});
