/**
 * The stylesheets colour each text state of the engine's table (#engine/theme-contrast) with the
 * tokens the table names, whose contrast the engine's tests check for every brand: a state drawn
 * with other tokens would escape that check (a chosen modification's price was muted grey on the
 * main colour, 1.07:1 on sushi).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEXT_ON_THEME } from '#engine/theme-contrast';

const storefront = new URL('..', import.meta.url).pathname;
const css = readdirSync(storefront, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => readFileSync(join(storefront, file), 'utf8'))
  .join('\n')
  .replace(/\/\*[\s\S]*?\*\//g, '');

/** The declarations of every rule whose selector list names `selector` itself. */
function declarationsOf(selector: string): [property: string, value: string][] {
  const found: [string, string][] = [];
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!selectors!.split(',').some((s) => s.trim() === selector)) continue;
    for (const declaration of body!.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) found.push([declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()]);
    }
  }
  return found;
}

describe('text on the theme in the stylesheets', () => {
  const drawn = TEXT_ON_THEME.filter((p) => p.state.startsWith('.'));

  it.each(drawn)("$state: its rules colour text and background with the table's tokens", ({ state, text, background }) => {
    const declarations = declarationsOf(state);
    const colours = declarations.filter(([property, value]) => /^(color|background(-color)?)$/.test(property) && value.startsWith('var('));
    expect(colours.length, `a rule of ${state} colouring it`).toBeGreaterThan(0);
    for (const [property, value] of colours) {
      expect(value, `${state} ${property}`).toBe(`var(${property === 'color' ? text : background})`);
    }
  });
});
