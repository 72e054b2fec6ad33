/**
 * What the Telegram mini app's own controls show for the app's state: the BackButton for the
 * router's place, the MainButton for the screen's main action, and the CSS variables of the
 * safe areas. Plain data in and out (the SDK calls live in telegram-app.tsx), so each rule is
 * tested without Telegram.
 */
import type { MainAction } from '#storefront/lib/main-action.ts';

/**
 * The BackButton: hidden on the home screen; elsewhere it goes back in the app's own history,
 * or home when the mini app was opened on this screen (there is no page of the app to go back to,
 * and leaving the history would leave the app).
 */
export type BackButtonTarget = 'hidden' | 'back' | 'home';

/** `locationKey` is react-router's: `default` for the screen the app was opened on. */
export function backButtonTarget(pathname: string, locationKey: string): BackButtonTarget {
  if (pathname === '/' || pathname === '') return 'hidden';
  return locationKey === 'default' ? 'home' : 'back';
}

export interface MainButtonView {
  readonly isVisible: boolean;
  readonly text: string;
  readonly isEnabled: boolean;
  readonly isLoaderVisible: boolean;
}

const HIDDEN: MainButtonView = { isVisible: false, text: '', isEnabled: false, isLoaderVisible: false };

/**
 * The MainButton for the screen's main action (lib/main-action.ts): hidden without one; while
 * the action runs it shows its progress and takes no second press.
 */
export function mainButtonView(action: Pick<MainAction, 'label' | 'enabled' | 'busy'> | null): MainButtonView {
  if (!action) return HIDDEN;
  return { isVisible: true, text: action.label, isEnabled: action.enabled && !action.busy, isLoaderVisible: action.busy };
}

export interface Insets {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

const SIDES = ['top', 'right', 'bottom', 'left'] as const;

/**
 * The safe areas as CSS variables: `--tg-safe-*` the device's (notch, home indicator), and
 * `--tg-content-safe-*` Telegram's own controls over the content in fullscreen. The stylesheet
 * adds the two (styles.css, `--sf-safe-*`), falling back to `env(safe-area-inset-*)` outside
 * Telegram, where these are never set. Inside Telegram on iOS `env()` is 0, hence the SDK's.
 */
export function insetVariables(safe: Insets, content: Insets): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const side of SIDES) {
    variables[`--tg-safe-${side}`] = `${Math.max(0, safe[side])}px`;
    variables[`--tg-content-safe-${side}`] = `${Math.max(0, content[side])}px`;
  }
  return variables;
}

/** Telegram's theme parameters (themeParams, snake_case keys) to the stylesheet's colour tokens. */
const THEME_TOKENS: readonly (readonly [token: string, keys: readonly string[]])[] = [
  ['--color-bg', ['secondary_bg_color', 'bg_color']],
  ['--color-surface', ['section_bg_color', 'bg_color']],
  ['--color-text', ['text_color']],
  ['--color-muted', ['hint_color', 'subtitle_text_color']],
  ['--color-border', ['section_separator_color']],
  ['--color-skeleton', ['secondary_bg_color']],
  ['--color-main', ['button_color']],
  ['--color-on-main', ['button_text_color']],
  ['--color-danger', ['destructive_text_color']],
];

/**
 * The page in the user's Telegram colours (telegramTheme TELEGRAM): each token Telegram gives a
 * colour for, the first of its keys that is set; a token Telegram leaves out keeps the brand's.
 */
export function telegramThemeTokens(params: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const [token, keys] of THEME_TOKENS) {
    const colour = keys.map((key) => params[key]).find((value) => value !== undefined && /^#[0-9a-f]{6}$/i.test(value));
    if (colour) tokens[token] = colour;
  }
  return tokens;
}

export interface ChromeColours {
  /** Telegram's header above the app: the page's own header colour. */
  readonly header: string;
  /** Behind the app (overscroll): the page's background. */
  readonly background: string;
  /** Telegram's bottom bar (around the MainButton): the page's bottom tab bar. */
  readonly bottomBar: string;
}

/** Telegram's own header and bottom bar in the colours the page wears, so app and client read as one surface. */
export function chromeColours(tokens: Readonly<Record<string, string>>): ChromeColours {
  return { header: tokens['--color-main']!, background: tokens['--color-bg']!, bottomBar: tokens['--color-surface']! };
}
