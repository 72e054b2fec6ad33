/**
 * The layers of DESIGN.md import one way only: storefront -> engine -> domain -> schemas and
 * server -> domain -> schemas. domain/ and engine/ stay pure: no React, no I/O, no clock.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import ts from 'typescript';
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
const ALIASES: Record<string, Layer> = {
  '#schemas/': 'schemas',
  '#domain/': 'domain',
  '#engine/': 'engine',
  '#server/': 'server',
  '#storefront/': 'storefront',
};

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

/** Route modules that still import src/server/db, each to move to a service: none left, and none may return. */
const ROUTES_IMPORTING_DB_PENDING: readonly string[] = [];

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

/**
 * The opening words of an SQL statement, in any case (the code writes its SQL in lower case),
 * at the start of a literal or after `;` or `(`. Only string and template literals are read, so
 * comments never count, and prose that uses these words mid-sentence does not match.
 */
const SQL_STATEMENT = new RegExp(
  String.raw`(?:^|[;(])\s*(?:${[
    String.raw`select\b[\s\S]*?\bfrom\b`,
    String.raw`select\s+[\w.]+\s*\(`,
    String.raw`insert\s+into\b`,
    String.raw`update\s+\S+\s+set\b`,
    String.raw`delete\s+from\b`,
    String.raw`with\s+\w+\s+as\s*\(`,
    String.raw`(?:create|alter|drop)\s+(?:(?:or\s+replace|unique|temporary|temp)\s+)*(?:table|index|schema|view|function|trigger|role|policy|type|extension|sequence)\b`,
    String.raw`truncate\s+(?:table\s+)?\w`,
    String.raw`(?:grant|revoke)\s+[\w\s,]+\s+on\b`,
  ].join('|')})`,
  'i',
);
/** A literal that opens like a sentence ("Select a branch from the map") is text for people. */
const SENTENCE_START = /^\s*[A-Z][a-z]/;
const SQL_WORDS = /\b(?:select|insert|update|delete|create|alter|drop|truncate|grant|revoke)\b|\bwith\s+\w+\s+as\b/i;

/** The string and template literals of a file that read as SQL, with their line. */
function sqlLiteralsOf(file: string): { line: number; text: string }[] {
  const text = readFileSync(join(root, file), 'utf8');
  if (!SQL_WORDS.test(text)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    let literal: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literal = node.text;
    // Interpolations stand in as one word, so `select ${columns} from t` still reads as SQL.
    else if (ts.isTemplateExpression(node)) literal = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' x ');
    if (literal !== null && !SENTENCE_START.test(literal) && SQL_STATEMENT.test(literal)) {
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: literal.replace(/\s+/g, ' ').trim() });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
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
    const banned =
      /\b(window|document|localStorage|sessionStorage|navigator)\b\.|\bindexedDB\b|\bfetch\(|Date\.now\(|new Date\(\)|performance\.now\(|Math\.random\(/;
    const violations: string[] = [];
    for (const file of [...sourceFiles('src/domain'), ...sourceFiles('src/engine')]) {
      if (isTest(file)) continue;
      for (const spec of importsOf(file)) {
        if (/^(react|react-dom|node:|hono|@tanstack|zustand|i18next)/.test(spec)) violations.push(`${file} imports ${spec}`);
      }
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (!line.trim().startsWith('*') && !line.trim().startsWith('//') && banned.test(line)) {
            violations.push(`${file}:${i + 1}: ${line.trim()}`);
          }
        });
    }
    expect(violations).toEqual([]);
  });

  it('SQL lives only in src/server/db', () => {
    // Tests and bench/ may read the database from outside to check what the server did.
    const violations = ['schemas', 'src', 'scripts']
      .flatMap(sourceFiles)
      .filter((f) => !f.startsWith('src/server/db/') && !isTest(f))
      .flatMap((f) => sqlLiteralsOf(f).map(({ line, text }) => `${f}:${line}: ${text.slice(0, 80)}`));
    expect(violations).toEqual([]);
  });

  it('server routes call services: no module of src/server/routes imports src/server/db (DESIGN.md, the server)', () => {
    const violations = sourceFiles('src/server/routes')
      .filter((file) => !isTest(file))
      .flatMap((file) =>
        importsOf(file)
          .filter(
            (spec) =>
              spec.startsWith('#server/db/') || (spec.startsWith('.') && relative(root, resolve(root, dirname(file), spec)).startsWith('src/server/db/')),
          )
          .map((spec) => `${file} imports ${spec}`),
      );
    // An exemption that no longer applies fails as well, so the list only shrinks.
    const pending = violations.filter((v) => ROUTES_IMPORTING_DB_PENDING.some((p) => v.startsWith(`${p} `)));
    expect(violations.filter((v) => !pending.includes(v))).toEqual([]);
    expect(ROUTES_IMPORTING_DB_PENDING.filter((p) => !pending.some((v) => v.startsWith(`${p} `)))).toEqual([]);
  });

  it('the server types its data once, at the query: no `as unknown as` in src/server', () => {
    const violations = sourceFiles('src/server')
      .filter((file) => !isTest(file))
      .flatMap((file) =>
        readFileSync(join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => (/\bas unknown as\b/.test(line) ? [`${file}:${i + 1}`] : [])),
      );
    expect(violations).toEqual([]);
  });

  it('imports reach another folder by its alias, never by climbing three folders up', () => {
    const violations = ['src', 'schemas', 'tests', 'scripts', 'bench'].flatMap(sourceFiles).flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith('../../../'))
        .map((spec) => `${file} imports ${spec}`),
    );
    expect(violations).toEqual([]);
  });

  it('a load that failed reads the same on every screen: only components/ui/load-state.tsx writes the load-failed title and its retry', () => {
    // The app's own failures (the route error boundary, a brand that is not available, the
    // start-up outcome) are pages of their own, not a screen's load.
    const ownPages = [
      'src/storefront/app/route-error-boundary.tsx',
      'src/storefront/app/startup-outcomes.tsx',
      'src/storefront/features/merchant/components/merchant-not-available.tsx',
    ];
    const violations = sourceFiles('src/storefront')
      .filter((file) => !isTest(file) && file !== 'src/storefront/components/ui/load-state.tsx' && !ownPages.includes(file))
      .filter((file) => /t\('(?:errors\.loadFailed|common\.retry)'\)/.test(readFileSync(join(root, file), 'utf8')));
    expect(violations).toEqual([]);
  });

  it('no barrel index files and kebab-case names', () => {
    const files = ['schemas', 'src', 'tests'].flatMap(sourceFiles);
    expect(files.filter((f) => /(^|\/)index\.tsx?$/.test(f))).toEqual([]);
    expect(files.filter((f) => !/^[a-z0-9.-]+$/.test(f.split('/').pop()!))).toEqual([]);
  });
});
