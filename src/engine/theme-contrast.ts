/**
 * What the stylesheets draw text on: every state of a button, chip, tile, badge and label, and
 * the other controls that carry text, as the theme token of its text over the theme token of its
 * background. The stylesheets (app/styles.css and each feature's) colour these states with exactly
 * these tokens; a plan's tokens must give each pair at least MIN_TEXT_CONTRAST (WCAG 2 AA for
 * text), whatever the brand's main colour and mode. Disabled controls are left out: WCAG 1.4.3
 * asks no contrast of an inactive control.
 */
import { contrastRatio } from '#domain/theme';
import type { ThemePlan } from './layout-plan.ts';

/** A colour token of the plan's theme (ThemePlan.tokens). */
export type ThemeToken =
  | '--color-main'
  | '--color-on-main'
  | '--color-bg'
  | '--color-surface'
  | '--color-text'
  | '--color-muted'
  | '--color-skeleton'
  | '--color-danger'
  | '--color-on-danger'
  | '--color-success';

export interface TextOnTheme {
  /** The component and state: the stylesheet's selector of its rule, or what it is where several rules draw it. */
  readonly state: string;
  readonly text: ThemeToken;
  readonly background: ThemeToken;
}

const pair = (state: string, text: ThemeToken, background: ThemeToken): TextOnTheme => ({ state, text, background });

export const TEXT_ON_THEME: readonly TextOnTheme[] = [
  pair('.button', '--color-text', '--color-surface'),
  pair('.button--primary', '--color-on-main', '--color-main'),
  pair('.button--danger', '--color-on-danger', '--color-danger'),
  pair('.button--danger-text', '--color-danger', '--color-surface'),
  pair('.button--link', '--color-muted', '--color-bg'),
  pair('a link button on a card', '--color-muted', '--color-surface'),
  pair('.add-button', '--color-on-main', '--color-main'),
  pair('.counter__button', '--color-text', '--color-skeleton'),
  pair('.floating-basket', '--color-on-main', '--color-main'),
  pair('.chip', '--color-text', '--color-surface'),
  pair(".chip[aria-current='true']", '--color-on-main', '--color-main'),
  // A chosen modification: its name and its price alike (the price was muted grey on the brand colour).
  pair('.chip[data-checked]', '--color-on-main', '--color-main'),
  pair('.chip[data-checked] .tile__price', '--color-on-main', '--color-main'),
  pair('.tile__price', '--color-muted', '--color-surface'),
  pair('a modification tile', '--color-text', '--color-surface'),
  pair(".pager__link[aria-current='page']", '--color-on-main', '--color-main'),
  pair('.brand-tab', '--color-muted', '--color-surface'),
  pair(".brand-tab[aria-current='page']", '--color-on-main', '--color-main'),
  pair('.badge', '--color-text', '--color-skeleton'),
  pair('.badge--count', '--color-on-danger', '--color-danger'),
  pair('.product-card__badge', '--color-on-danger', '--color-danger'),
  pair('.label', '--color-text', '--color-skeleton'),
  pair('.site-header', '--color-on-main', '--color-main'),
  pair('.main-nav--bottom .main-nav__link', '--color-muted', '--color-surface'),
  pair('.main-nav--bottom .main-nav__link.active', '--color-text', '--color-surface'),
  pair('.tabs__tab', '--color-muted', '--color-bg'),
  pair('.toast', '--color-text', '--color-surface'),
  pair('.toast__icon', '--color-on-main', '--color-main'),
  pair('.toast--success .toast__icon', '--color-surface', '--color-success'),
  pair('.toast--error .toast__icon', '--color-on-danger', '--color-danger'),
  pair('.field__error', '--color-danger', '--color-bg'),
  pair('an error on a card', '--color-danger', '--color-surface'),
  pair('muted text on the page', '--color-muted', '--color-bg'),
  pair('muted text on a card', '--color-muted', '--color-surface'),
];

export interface MeasuredContrast extends TextOnTheme {
  readonly ratio: number;
}

/** The contrast of each state of TEXT_ON_THEME in a plan's theme. */
export function themeContrasts(theme: Pick<ThemePlan, 'tokens'>): MeasuredContrast[] {
  return TEXT_ON_THEME.map((p) => {
    const text = theme.tokens[p.text];
    const background = theme.tokens[p.background];
    if (!text || !background) throw new Error(`the theme has no ${text ? p.background : p.text} (${p.state})`);
    return { ...p, ratio: contrastRatio(text, background) };
  });
}
