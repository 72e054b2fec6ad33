/**
 * The stylesheet and the layout engine agree on the widths where the layout changes
 * (BREAKPOINTS), and the stylesheet names no colour of its own: every colour is a theme token
 * of the plan.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '#engine/layout-plan';
import { planLayout } from '#engine/plan-layout';
import { DEFAULT_WEB_SETTINGS } from '#schemas/web-settings';

const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');

describe('styles.css', () => {
  it('switches layout only at the engine\'s breakpoints', () => {
    const widths = new Set([...css.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].map((m) => (m[1] === 'max' ? Math.ceil(Number(m[2])) : Number(m[2]))));
    expect([...widths].sort((a, b) => a - b)).toEqual([BREAKPOINTS.tablet, BREAKPOINTS.desktop]);
  });

  it('has a column class for every column count the plan can ask for, at every breakpoint', () => {
    const plan = planLayout(DEFAULT_WEB_SETTINGS, {
      channel: 'web', language: 'uz', categories: [{ id: 1, viewType: 'BIG' }, { id: 2, viewType: 'MEDIUM' }, { id: 3, viewType: 'SMALL' }],
      paymentSettings: [], brandCount: 0, hasBanners: false, hasStories: false,
    });
    for (const { columns } of Object.values(plan.categories)) {
      expect(css).toContain(`.cols-${columns.phone} {`);
      expect(css).toContain(`.cols-tablet-${columns.tablet} {`);
      expect(css).toContain(`.cols-desktop-${columns.desktop} {`);
    }
  });

  it('uses only the plan\'s theme tokens for colours (one palette)', () => {
    const tokens = Object.keys(planLayout(DEFAULT_WEB_SETTINGS, {
      channel: 'web', language: 'uz', categories: [], paymentSettings: [], brandCount: 0, hasBanners: false, hasStories: false,
    }).theme.tokens);
    const used = new Set([...css.matchAll(/var\((--color-[\w-]+)/g)].map((m) => m[1]!));
    expect([...used].filter((name) => !tokens.includes(name))).toEqual([]);
    expect(css).not.toMatch(/--sf-(main|bg|surface|text|muted|border|skeleton|danger|success)/);
  });

  it('keeps the messenger\'s page at the plan\'s fixed width (SPEC point 9: 700)', () => {
    const { navigation } = planLayout(DEFAULT_WEB_SETTINGS, {
      channel: 'telegram', language: 'uz', categories: [], paymentSettings: [], brandCount: 0, hasBanners: false, hasStories: false,
    });
    expect(/\.layout--messenger \{([^}]*)\}/.exec(css)?.[1]).toContain(`max-width: ${navigation.maxWidth}px;`);
  });

  it('stacks notifications the plan\'s gap apart (SPEC point 9: 16 px), with a place for each of the four corners', () => {
    const { toasts } = planLayout(DEFAULT_WEB_SETTINGS, {
      channel: 'web', language: 'uz', categories: [], paymentSettings: [], brandCount: 0, hasBanners: false, hasStories: false,
    });
    const rule = /\.toasts \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toContain(`gap: ${toasts.gapPx}px;`);
    for (const position of ['top-right', 'top-left', 'bottom-right', 'bottom-left']) expect(css).toContain(`.toasts--${position}`);
  });
});
