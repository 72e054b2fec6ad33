/**
 * The Telegram mini app, as far as the storefront reads it: the init data that marks a visit as
 * made inside Telegram (menu channel TG, automatic login later).
 */
interface TelegramWindow {
  readonly Telegram?: { readonly WebApp?: { readonly initData?: unknown } };
}

/** Non-empty init data when the page runs inside the Telegram mini app, else null. */
export function telegramInitData(win: TelegramWindow = globalThis as TelegramWindow): string | null {
  const initData = win.Telegram?.WebApp?.initData;
  return typeof initData === 'string' && initData.length > 0 ? initData : null;
}
