/**
 * Leaving the single-page app for a fresh page (a logout starts the next page from nothing).
 * One object, so component tests in jsdom, which cannot navigate, can replace `assign`.
 */
export const pageNavigation = {
  assign(path: string): void {
    location.assign(path);
  },
};
