/**
 * The storefront's stylesheets (the global one and each feature's) and the layout engine agree
 * on the widths where the layout changes (BREAKPOINTS), the stylesheets name no colour of their
 * own (every colour is a theme token of the plan), the tokens are declared in one place, and
 * every stylesheet is imported by the code that draws what it styles.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '#engine/layout-plan';
import { planLayout } from '#engine/plan-layout';
import { DEFAULT_WEB_SETTINGS } from '#schemas/web-settings';

const storefront = new URL('..', import.meta.url).pathname;
const files = readdirSync(storefront, { recursive: true, encoding: 'utf8' }).map((file) => join(storefront, file));
const sheets = new Map(files.filter((file) => file.endsWith('.css')).map((file) => [relative(storefront, file), readFileSync(file, 'utf8')]));
const GLOBAL = 'app/styles.css';
const global = sheets.get(GLOBAL)!;
const every = [...sheets.values()].join('\n');

describe('the stylesheets', () => {
  it("switch layout only at the engine's breakpoints", () => {
    const widths = new Set([...every.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].map((m) => (m[1] === 'max' ? Math.ceil(Number(m[2])) : Number(m[2]))));
    expect([...widths].sort((a, b) => a - b)).toEqual([BREAKPOINTS.tablet, BREAKPOINTS.desktop]);
  });

  it("have a column class for every column count the plan can ask for, at every breakpoint (the menu's)", () => {
    const menu = sheets.get('features/menu/menu.css')!;
    const plan = planLayout(DEFAULT_WEB_SETTINGS, {
      channel: 'web',
      language: 'uz',
      categories: [
        { id: 1, viewType: 'BIG' },
        { id: 2, viewType: 'MEDIUM' },
        { id: 3, viewType: 'SMALL' },
      ],
      paymentSettings: [],
      brandCount: 0,
      hasBanners: false,
      hasStories: false,
    });
    for (const { columns } of Object.values(plan.categories)) {
      expect(menu).toContain(`.cols-${columns.phone} {`);
      expect(menu).toContain(`.cols-tablet-${columns.tablet} {`);
      expect(menu).toContain(`.cols-desktop-${columns.desktop} {`);
    }
  });

  it("use only the plan's theme tokens for colours (one palette)", () => {
    const tokens = Object.keys(
      planLayout(DEFAULT_WEB_SETTINGS, {
        channel: 'web',
        language: 'uz',
        categories: [],
        paymentSettings: [],
        brandCount: 0,
        hasBanners: false,
        hasStories: false,
      }).theme.tokens,
    );
    const used = new Set([...every.matchAll(/var\((--color-[\w-]+)/g)].map((m) => m[1]!));
    expect([...used].filter((name) => !tokens.includes(name))).toEqual([]);
    expect(every).not.toMatch(/--sf-(main|bg|surface|text|muted|border|skeleton|danger|success)/);
  });

  it("declare the storefront's tokens in the global stylesheet only; a feature's stylesheet uses them", () => {
    const declared = (css: string) => [...css.matchAll(/(?:^|[{;\s])(--(?:sf|color)-[\w-]+)\s*:/g)].map((m) => m[1]!);
    expect(declared(global)).toContain('--sf-radius');
    for (const [path, css] of sheets) if (path !== GLOBAL) expect(declared(css), path).toEqual([]);
  });

  it('are each imported by the code that draws what they style: the global one by the entry alone', () => {
    const sources = files.filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)).map((file) => [file, readFileSync(file, 'utf8')] as const);
    for (const path of sheets.keys()) {
      const importers = sources
        .filter(([file, code]) =>
          [...code.matchAll(/^import '([^']+\.css)';$/gm)].some(([, spec]) => {
            const target = spec!.startsWith('#storefront/') ? spec!.slice('#storefront/'.length) : relative(storefront, join(file, '..', spec!));
            return target === path;
          }),
        )
        .map(([file]) => relative(storefront, file));
      if (path === GLOBAL) expect(importers).toEqual(['app/main.tsx']);
      else expect(importers.length, path).toBeGreaterThan(0);
    }
  });

  it("keep the messenger's page at the plan's fixed width (SPEC point 9: 700)", () => {
    const { navigation } = planLayout(DEFAULT_WEB_SETTINGS, {
      channel: 'telegram',
      language: 'uz',
      categories: [],
      paymentSettings: [],
      brandCount: 0,
      hasBanners: false,
      hasStories: false,
    });
    expect(/\.layout--messenger \{([^}]*)\}/.exec(global)?.[1]).toContain(`max-width: ${navigation.maxWidth}px;`);
  });

  it("stack notifications the plan's gap apart (SPEC point 9: 16 px), with a place for each of the four corners", () => {
    const { toasts } = planLayout(DEFAULT_WEB_SETTINGS, {
      channel: 'web',
      language: 'uz',
      categories: [],
      paymentSettings: [],
      brandCount: 0,
      hasBanners: false,
      hasStories: false,
    });
    const rule = /\.toasts \{([^}]*)\}/.exec(global)?.[1] ?? '';
    expect(rule).toContain(`gap: ${toasts.gapPx}px;`);
    for (const position of ['top-right', 'top-left', 'bottom-right', 'bottom-left']) expect(global).toContain(`.toasts--${position}`);
  });
});
