/**
 * A preset file checked as the loader checks it, without a database: JSON syntax, the shape and
 * references (`validatePreset`), the staff's phones, and the pictures it names under PUBLIC_DIR's
 * images/ (an https URL is taken as it is, never fetched). Every problem is located in the file's
 * text: its JSON path at a line and column, printed `FILE:LINE:COLUMN $.path: message` so editors
 * link it. `npm run preset:check`, the loader and the dev server's preset watch share these rules.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { findNodeAtLocation, parse, parseTree, printParseErrorCode, type Node, type ParseError, type Segment } from 'jsonc-parser';
import { normalizePhone } from '#domain/phone';
import { validatePreset, type Preset, type PresetIssue, type PresetResult } from '#schemas/preset';

/** A problem with where it is in the file (1-based line and column). */
export interface LocatedIssue extends PresetIssue {
  readonly line: number;
  readonly column: number;
}

export interface CheckOptions {
  /** PUBLIC_DIR's images/: a picture the preset names must be a file there. Absent: pictures are not checked. */
  readonly imagesDir?: string | null;
}

/** Every picture a preset names, with the JSON path that names it. */
export function presetImages(p: Preset): { path: string; image: string }[] {
  const out: { path: string; image: string }[] = [];
  const add = (path: string, image: string | null | undefined) => {
    if (image) out.push({ path, image });
  };
  add('$.merchant.logo', p.merchant.logo);
  add('$.webSettings.logo', p.webSettings.logo);
  add('$.webSettings.favicon', p.webSettings.favicon);
  p.menu.groups.forEach((g, i) => add(`$.menu.groups[${i}].image`, g.image));
  p.menu.categories.forEach((c, i) => add(`$.menu.categories[${i}].image`, c.image));
  p.menu.products.forEach((x, i) => {
    add(`$.menu.products[${i}].image`, x.image);
    x.gallery.forEach((g, j) => add(`$.menu.products[${i}].gallery[${j}]`, g));
    x.modificationGroups.forEach((group, j) =>
      group.modifications.forEach((m, k) => add(`$.menu.products[${i}].modificationGroups[${j}].modifications[${k}].image`, m.image)),
    );
  });
  p.banners.forEach((b, i) => add(`$.banners[${i}].image`, b.image));
  p.stories.forEach((s, i) => {
    add(`$.stories[${i}].cover`, s.cover);
    add(`$.stories[${i}].image`, s.image);
  });
  p.brands.forEach((b, i) => add(`$.brands[${i}].image`, b.image));
  p.paymentMethods.forEach((m, i) => add(`$.paymentMethods[${i}].icon`, m.icon));
  return out;
}

/** The pictures of a preset that are not files under `imagesDir` (an https URL is not fetched). */
export function missingImages(p: Preset, imagesDir: string): PresetIssue[] {
  const issues: PresetIssue[] = [];
  for (const { path, image } of presetImages(p)) {
    if (/^https:\/\//i.test(image)) continue;
    const file = resolve(imagesDir, image);
    const inside = !isAbsolute(image) && !relative(imagesDir, file).startsWith('..');
    if (!inside || !existsSync(file)) issues.push({ path, message: `no picture ${image} in ${imagesDir} (a file name under images/, or an https URL)` });
  }
  return issues;
}

/** A parsed preset against the loader's rules: shape and references, staff phones, pictures. */
export function checkPreset(raw: unknown, options: CheckOptions = {}): PresetResult {
  const result = validatePreset(raw);
  if (!result.ok) return result;
  const issues: PresetIssue[] = [];
  // Staff by a phone the studio can sign in.
  result.preset.staff.forEach((s, i) => {
    if (normalizePhone(s.phone) === null) issues.push({ path: `$.staff[${i}].phone`, message: 'expected an Uzbek mobile number +998 (XX) XXX-XX-XX' });
  });
  if (options.imagesDir) issues.push(...missingImages(result.preset, options.imagesDir));
  return issues.length > 0 ? { ok: false, issues } : result;
}

const SYNTAX_WORDS: Readonly<Record<string, string>> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'not a number JSON can read',
  PropertyNameExpected: 'expected a key in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: 'expected a colon after the key',
  CommaExpected: 'expected a comma',
  CloseBraceExpected: 'expected } to close the object',
  CloseBracketExpected: 'expected ] to close the list',
  EndOfFileExpected: 'expected the end of the file',
  InvalidCommentToken: 'JSON has no comments',
  UnexpectedEndOfComment: 'JSON has no comments',
  UnexpectedEndOfString: 'a string is not closed',
  UnexpectedEndOfNumber: 'a number is cut short',
  InvalidUnicode: 'a bad \\u escape',
  InvalidEscapeCharacter: 'a bad escape after \\',
  InvalidCharacter: 'a control character in a string (escape it)',
};

/** 1-based line and column of an offset in the text. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: offset - start + 1 };
}

/** A preset's text as JSON: the value, or every syntax error at its line and column. */
export function parsePresetJson(text: string): { ok: true; value: unknown } | { ok: false; issues: LocatedIssue[] } {
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (errors.length === 0) {
    try {
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch (error) {
      return { ok: false, issues: [{ path: '$', message: `not JSON: ${(error as Error).message}`, line: 1, column: 1 }] };
    }
  }
  return {
    ok: false,
    issues: errors.map((e) => {
      const code = printParseErrorCode(e.error);
      return { path: '$', message: `not JSON: ${SYNTAX_WORDS[code] ?? code}`, ...lineColumn(text, e.offset) };
    }),
  };
}

/** `$.menu.products[3].name` as segments: menu, products, 3, name. */
export function pathSegments(path: string): Segment[] {
  const segments: Segment[] = [];
  for (const m of path.slice(1).matchAll(/\.([^.[\]]+)|\[(\d+)\]/g)) segments.push(m[2] !== undefined ? Number(m[2]) : m[1]!);
  return segments;
}

/**
 * Where a JSON path is in the text: the key of the property it names (or the item), else the
 * nearest enclosing value that is there (a missing key is reported at its object).
 */
export function locatePath(tree: Node | undefined, text: string, path: string): { line: number; column: number } {
  if (!tree) return { line: 1, column: 1 };
  const segments = pathSegments(path);
  for (let n = segments.length; n >= 0; n--) {
    const node = findNodeAtLocation(tree, segments.slice(0, n));
    if (!node) continue;
    const at = node.parent?.type === 'property' ? node.parent : node;
    return lineColumn(text, at.offset);
  }
  return { line: 1, column: 1 };
}

/** Problems of a file's text, each at its line and column. */
export function locateIssues(text: string, issues: readonly PresetIssue[]): LocatedIssue[] {
  const tree = parseTree(text);
  return issues.map((issue) => ('line' in issue ? (issue as LocatedIssue) : { ...issue, ...locatePath(tree, text, issue.path) }));
}

/** A preset file's text checked whole: the preset when it passes, else every problem located. */
export function checkPresetText(text: string, options: CheckOptions = {}): { ok: true; preset: Preset } | { ok: false; issues: LocatedIssue[] } {
  const parsed = parsePresetJson(text);
  if (!parsed.ok) return parsed;
  const result = checkPreset(parsed.value, options);
  return result.ok ? result : { ok: false, issues: locateIssues(text, result.issues) };
}

/** One problem as editors link it: `FILE:LINE:COLUMN $.path: message`. */
export function formatIssue(file: string, issue: LocatedIssue): string {
  return `${file}:${issue.line}:${issue.column} ${issue.path}: ${issue.message}`;
}

export interface FileCheck {
  readonly file: string;
  /** The brand's sub when the file passes. */
  readonly sub: string | null;
  readonly issues: readonly LocatedIssue[];
}

/** Files checked one by one (an unreadable file is a problem of its own); nothing is written. */
export function checkPresetFiles(files: readonly string[], options: CheckOptions = {}): FileCheck[] {
  return files.map((file) => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      return {
        file,
        sub: null,
        issues: [{ path: '$', message: `cannot read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, line: 1, column: 1 }],
      };
    }
    const result = checkPresetText(text, options);
    return result.ok ? { file, sub: result.preset.merchant.sub, issues: [] } : { file, sub: null, issues: result.issues };
  });
}
