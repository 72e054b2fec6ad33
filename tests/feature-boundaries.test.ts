/**
 * The storefront's features and the contract keep their edges (CONVENTIONS.md, layout and
 * boundaries): a feature reaches another only through the modules that feature offers, the
 * features import each other one way only, the shared layers below them import no feature,
 * server data is asked through each feature's api/ with keys from its one factory, and the
 * contract exports nothing that nobody uses.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const FEATURES = 'src/storefront/features';

/**
 * What each feature offers the others, by path inside the feature. Everything else is the
 * feature's own. A module joins this list when another feature needs it, and only if the
 * features then still import each other one way (the test below).
 */
const PUBLIC: Readonly<Record<string, readonly string[]>> = {
  /** A countdown to a moment (a code's resend, an order's time to pay). */
  accounts: [
    'use-seconds-left.ts',
    /** Sending a signed-out shopper to sign in and back (a favourite's heart, a booking). */
    'redirect.ts',
    /** A form's parts: a labelled field, the phone mask, the form's error and its submit (the vacancy's application). */
    'components/field.tsx',
    'components/form-error.tsx',
    'components/phone-input.tsx',
    'components/submit-button.tsx',
  ],
  /** The saved addresses (the checkout's list) and the `?lat=&lng=&back=` hand-over of the map screens. */
  addresses: ['api/addresses.ts', 'point-params.ts'],
  /** The basket resolved against the menu (the checkout prices from it). */
  basket: ['use-basket-view.ts'],
  /** A product's heart: the product page's, and the card's slot for it. */
  favourites: ['components/favourite-heart.tsx', 'components/favourite-slot.tsx'],
  /** The menu filter's button (the menu) and a product's diet and allergen marks (its reviews' block). */
  'menu-filter': [
    'components/menu-filter-button.tsx',
    'components/diet-marks.tsx',
    'menu-filter.css',
    /** A category page whose every dish the filter hides (features/menu). */
    'components/filtered-out.tsx',
  ],
  /** A product's grade, allergens and reviews (its page), and rating an order's lines (the order's page). */
  reviews: ['components/product-extras.tsx', 'components/order-line-reviews.tsx'],
  /** A city's order settings (the cashback screen reads the percent an order earns). */
  checkout: ['api/get-order-setting.ts'],
  /** The merchant's branches, and a branch's hours as a shopper reads them. */
  branches: ['api/get-branches.ts', 'hours-text.ts'],
  /** A map with its points listed beside it. */
  maps: ['map-view.tsx', 'map-types.ts', 'points-list.tsx'],
  /** The menu, a product's price and its add button (the basket recommends products). */
  menu: ['api/get-overalls.ts', 'components/add-button.tsx', 'components/product-price.tsx'],
  /** The ways to pay drawn, a saved card to pay with, an order's payment, and going to pay a placed order. */
  payments: ['components/payment-mark.tsx', 'components/saved-card-choice.tsx', 'components/order-payment.tsx', 'use-pay-order.ts'],
};

function filesUnder(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(join(root, dir));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return filesUnder(path);
    return /\.(ts|tsx|mts)$/.test(name) ? [path] : [];
  });
}

const readSource = (file: string) => readFileSync(join(root, file), 'utf8');

/**
 * Every module a file reaches: static imports and re-exports, `import()`, and the source paths
 * handed to lazyModule (the storefront's code-split modules are named by path).
 */
function specifiersOf(file: string): string[] {
  const text = readSource(file);
  const lazy = [...text.matchAll(/lazyModule(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]/g)].map((m) => `/${m[1]}`);
  return [...ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName), ...lazy];
}

/** The repository path a specifier names, or null for a package. */
function resolveSpecifier(file: string, spec: string): string | null {
  if (spec.startsWith('#storefront/')) return `src/storefront/${spec.slice('#storefront/'.length)}`;
  if (spec.startsWith('#schemas/')) return `schemas/${spec.slice('#schemas/'.length).replace(/\.ts$/, '')}.ts`;
  if (spec.startsWith('/')) return spec.slice(1);
  if (spec.startsWith('.')) return relative(root, resolve(root, dirname(file), spec));
  return null;
}

/** The feature a repository path belongs to, and the path inside it. */
function featureOf(path: string): { readonly name: string; readonly inside: string } | null {
  if (!path.startsWith(`${FEATURES}/`)) return null;
  const [name, ...rest] = path.slice(FEATURES.length + 1).split('/');
  return { name: name!, inside: rest.join('/') };
}

interface CrossImport {
  readonly file: string;
  readonly from: string;
  readonly to: string;
  readonly module: string;
}

function crossFeatureImports(): CrossImport[] {
  return filesUnder(FEATURES).flatMap((file) => {
    const from = featureOf(file)!.name;
    return specifiersOf(file).flatMap((spec) => {
      const target = resolveSpecifier(file, spec);
      const feature = target ? featureOf(target) : null;
      return feature && feature.name !== from ? [{ file, from, to: feature.name, module: feature.inside }] : [];
    });
  });
}

describe("feature boundaries (CONVENTIONS.md: a feature does not import another feature's internals)", () => {
  const imports = crossFeatureImports();

  it('a feature imports another feature only through the modules that feature offers', () => {
    const internal = imports
      .filter((i) => !(PUBLIC[i.to] ?? []).includes(i.module))
      .map((i) => `${i.file} imports ${i.to}'s ${i.module}, which ${i.to} does not offer`);
    expect(internal).toEqual([]);
  });

  it('features import each other one way only: no cycle among them', () => {
    const edges = new Map<string, Set<string>>();
    for (const i of imports) edges.set(i.from, (edges.get(i.from) ?? new Set()).add(i.to));
    const cycles: string[] = [];
    const visit = (feature: string, path: readonly string[]) => {
      for (const next of edges.get(feature) ?? []) {
        if (path.includes(next)) cycles.push([...path.slice(path.indexOf(next)), next].join(' -> '));
        else visit(next, [...path, next]);
      }
    };
    for (const feature of edges.keys()) visit(feature, [feature]);
    expect([...new Set(cycles)]).toEqual([]);
  });

  it('every module a feature offers exists, and some other feature uses it', () => {
    const offered = Object.entries(PUBLIC).flatMap(([feature, modules]) => modules.map((module) => ({ feature, module })));
    const stale = offered.filter(({ feature, module }) => {
      const exists = statSync(join(root, FEATURES, feature, module), { throwIfNoEntry: false })?.isFile() ?? false;
      return !exists || !imports.some((i) => i.to === feature && i.module === module);
    });
    expect(stale).toEqual([]);
  });

  it('the layers below the features (components/ui, lib, i18n) import no feature', () => {
    const below = ['src/storefront/components', 'src/storefront/lib', 'src/storefront/i18n'].flatMap(filesUnder);
    const upward = below.flatMap((file) =>
      specifiersOf(file)
        .map((spec) => resolveSpecifier(file, spec))
        .filter((target): target is string => !!target && featureOf(target) !== null)
        .map((target) => `${file} imports ${target}`),
    );
    expect(upward).toEqual([]);
  });
});

describe("server data through each feature's api/ (CONVENTIONS.md: query keys from one factory per feature)", () => {
  const storefront = filesUnder('src/storefront').filter((f) => !/\.test\.tsx?$/.test(f));

  it("query keys are written only in a feature's api/query-keys.ts", () => {
    const written = storefront
      .filter((f) => !/\/features\/[^/]+\/api\/query-keys\.ts$/.test(f))
      .filter((f) => /queryKey:\s*\[|\w+Keys\s*=\s*\{/.test(readSource(f)));
    expect(written).toEqual([]);
  });

  it("queries are made in a feature's api/ only; screens and components call its hooks", () => {
    const querying = storefront
      .filter((f) => !/\/features\/[^/]+\/api\//.test(f))
      .filter((f) => /\buse(?:Suspense)?(?:Infinite)?Quer(?:y|ies)\s*\(/.test(readSource(f)));
    expect(querying).toEqual([]);
  });
});

/** The names a module exports: declarations with `export`, and `export { ... }` lists. */
function exportedNames(file: string): string[] {
  const source = ts.createSourceFile(file, readSource(file), ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) => {
    if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      return statement.exportClause.elements.map((e) => e.name.text);
    }
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) return [];
    if (ts.isVariableStatement(statement)) return statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []));
    const named = statement as ts.DeclarationStatement;
    return named.name && ts.isIdentifier(named.name) ? [named.name.text] : [];
  });
}

/** The identifiers a module uses, its own declarations' names left out. */
function usedIdentifiers(file: string): Set<string> {
  const source = ts.createSourceFile(file, readSource(file), ts.ScriptTarget.Latest, true);
  const used = new Set<string>();
  const visit = (node: ts.Node) => {
    const parent = node.parent as ts.Node & { readonly name?: ts.Node };
    const declaring =
      parent &&
      parent.name === node &&
      (ts.isVariableDeclaration(parent) ||
        ts.isFunctionDeclaration(parent) ||
        ts.isTypeAliasDeclaration(parent) ||
        ts.isInterfaceDeclaration(parent) ||
        ts.isClassDeclaration(parent) ||
        ts.isEnumDeclaration(parent));
    if (ts.isIdentifier(node) && !declaring) used.add(node.text);
    node.forEachChild(visit);
  };
  visit(source);
  return used;
}

/**
 * What every module of the repository takes from each contract module, by name: named imports
 * and re-exports, destructured `import()`, `import('...').Name` types; `*` for a whole module.
 */
function namesTakenFromSchemas(files: readonly string[]): Map<string, Set<string>> {
  const taken = new Map<string, Set<string>>();
  const take = (file: string, spec: string, names: readonly string[]) => {
    const target = resolveSpecifier(file, spec)?.replace(/^(schemas\/[^/.]+)$/, '$1.ts');
    if (!target?.startsWith('schemas/') || target === file) return;
    const set = taken.get(target) ?? new Set<string>();
    names.forEach((n) => set.add(n));
    taken.set(target, set);
  };
  for (const file of files) {
    const source = ts.createSourceFile(file, readSource(file), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        const spec = node.moduleSpecifier.text;
        if (ts.isImportDeclaration(node)) {
          const bindings = node.importClause?.namedBindings;
          if (bindings && ts.isNamedImports(bindings))
            take(
              file,
              spec,
              bindings.elements.map((e) => (e.propertyName ?? e.name).text),
            );
          else if (bindings) take(file, spec, ['*']);
        } else if (node.exportClause && ts.isNamedExports(node.exportClause)) {
          take(
            file,
            spec,
            node.exportClause.elements.map((e) => (e.propertyName ?? e.name).text),
          );
        } else {
          take(file, spec, ['*']);
        }
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        const holder = ts.isAwaitExpression(node.parent) ? node.parent.parent : node.parent;
        const names =
          ts.isVariableDeclaration(holder) && ts.isObjectBindingPattern(holder.name)
            ? holder.name.elements.map((e) => ((e.propertyName ?? e.name) as ts.Identifier).text)
            : ['*'];
        take(file, node.arguments[0].text, names);
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
        take(file, node.argument.literal.text, node.qualifier && ts.isIdentifier(node.qualifier) ? [node.qualifier.text] : ['*']);
      }
      node.forEachChild(visit);
    };
    visit(source);
  }
  return taken;
}

describe('the contract exports nothing unused (schemas/)', () => {
  it('every export of schemas/*.ts is used: imported somewhere in the repository, or used by its own module', () => {
    const everywhere = ['src', 'schemas', 'tests', 'bench', 'scripts'].flatMap(filesUnder).concat(readdirSync(root).filter((name) => /\.(ts|mts)$/.test(name)));
    const contract = filesUnder('schemas').filter((f) => !f.includes('/', 'schemas/'.length) && !/\.test\.ts$/.test(f));
    const taken = namesTakenFromSchemas(everywhere);
    const unused = contract.flatMap((file) => {
      const names = taken.get(file) ?? new Set<string>();
      if (names.has('*')) return [];
      const own = usedIdentifiers(file);
      return exportedNames(file)
        .filter((name) => !names.has(name) && !own.has(name))
        .map((name) => `${file}: ${name}`);
    });
    expect(unused).toEqual([]);
  });
});
