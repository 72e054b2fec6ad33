import { describe, expect, it } from 'vitest';
import { GENERIC_TITLE, textOnMain } from './theme.ts';

describe('theme rules (SPEC point 9)', () => {
  it('text on the main colour is white for a dark main colour, otherwise black', () => {
    expect(textOnMain('dark')).toBe('#FFFFFF');
    expect(textOnMain('light')).toBe('#000000');
  });

  it('a generic title exists for a brand that names none', () => {
    expect(GENERIC_TITLE.trim().length).toBeGreaterThan(0);
  });
});
