/**
 * Colours that come with a brand's data (a category's text colour, a label's colours, a group
 * brand's colour) as class names with one stylesheet rule each. The page's Content-Security-
 * Policy refuses inline style attributes in its markup, so the server's page carries these
 * rules in a style element it hashes, and the components name the classes.
 */
import type { Brand as CatalogBrand, OverallMenu } from '#schemas/entities';
import { parseHexColor, readableTextOn, textOnMain } from '#domain/theme';

export type ColorRole = 'fg' | 'bg';

/** `#RRGGBB` (or `#RGB`) in lower-case six digits; null for anything else. */
function normalise(hex: string | null | undefined): string | null {
  if (!hex) return null;
  const rgb = parseHexColor(hex);
  return rgb ? rgb.map((c) => c.toString(16).padStart(2, '0')).join('') : null;
}

/** The class of a data colour in a role, or undefined when there is no (valid) colour. */
export function colorClass(role: ColorRole, hex: string | null | undefined): string | undefined {
  const digits = normalise(hex);
  return digits ? `${role}-${digits}` : undefined;
}

/** The readable text colour's class on a data background colour (white or black). */
export function textOnColorClass(hex: string | null | undefined): string | undefined {
  const digits = normalise(hex);
  return digits ? colorClass('fg', textOnMain(`#${digits}`, 'dark')) : undefined;
}

/** The class of the text on a label: its own colour while readable on its background. */
export function labelTextClass(label: { readonly color?: string | null; readonly textColor?: string | null }): string | undefined {
  return label.color ? colorClass('fg', readableTextOn(label.color, label.textColor)) : colorClass('fg', label.textColor);
}

/** Every data colour of a brand's menu and group catalog, as the rules of its classes. */
export function dataColorCss(menu: OverallMenu | undefined, brands: readonly CatalogBrand[] | undefined): string {
  const rules = new Map<string, string>();
  const add = (role: ColorRole, hex: string | null | undefined) => {
    const digits = normalise(hex);
    if (!digits) return;
    rules.set(`${role}-${digits}`, role === 'fg' ? `color:#${digits}` : `background-color:#${digits}`);
  };
  for (const category of menu?.categories ?? []) add('fg', category.textColor);
  for (const product of menu?.products ?? []) {
    for (const label of product.labels) {
      add('bg', label.color);
      add('fg', label.color ? readableTextOn(label.color, label.textColor) : label.textColor);
    }
  }
  for (const brand of brands ?? []) {
    add('bg', brand.color);
    if (brand.color) add('fg', textOnMain(brand.color, 'dark'));
  }
  // `html:root .name` outranks the stylesheet's rules of one or two classes (a label's default
  // background, the current brand tab's colours).
  return [...rules]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, rule]) => `html:root .${name}{${rule}}`)
    .join('');
}
