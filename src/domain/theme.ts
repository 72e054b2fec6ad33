/**
 * SPEC point 9: text on the main colour is white for a dark main colour, otherwise black.
 * Shared by the layout engine and the server's HTML shell.
 */
export type MainColorType = 'dark' | 'light';

export function textOnMain(mainColorType: MainColorType): '#FFFFFF' | '#000000' {
  return mainColorType === 'dark' ? '#FFFFFF' : '#000000';
}

/** The generic title when the brand names none (SPEC point 9). */
export const GENERIC_TITLE = 'Online menu';

/** The page title of a brand: its title, else its brand name, else the generic title. */
export function brandTitle(settings: { readonly title?: string | null; readonly brand?: string | null }): string {
  return settings.title?.trim() || settings.brand?.trim() || GENERIC_TITLE;
}
