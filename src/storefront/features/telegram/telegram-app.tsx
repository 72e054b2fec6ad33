/**
 * The storefront inside Telegram, driven through `@tma.js/sdk-react` (Telegram's own script is
 * never loaded). This module is a chunk of its own, loaded only on the telegram channel
 * (telegram-host.tsx), and starts only when the SDK finds Telegram's launch parameters.
 *
 * Every platform feature is used only when `isAvailable()` says this Telegram version has it:
 * BackButton and haptics 6.1, closing confirmation 6.2, vertical-swipe control 7.7, bottom bar
 * colour 7.10, safe-area insets 8.0 (INTEGRATIONS.md, "Telegram Mini Apps").
 */
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  backButton,
  closingBehavior,
  hapticFeedback,
  init,
  isColorDark,
  isTMA,
  mainButton,
  miniApp,
  openLink,
  retrieveLaunchParams,
  swipeBehavior,
  themeParams,
  toRGB,
  viewport,
} from '@tma.js/sdk-react';
import { useApi, useBrand, usePlan } from '#storefront/lib/app-context.tsx';
import { useSession } from '#storefront/lib/session.ts';
import { mainActionStore, setMainActionHost } from '#storefront/lib/main-action.ts';
import { appShownAgain, setOutsideHost } from '#storefront/lib/outside-page.ts';
import { toastStore, type Toast } from '#storefront/lib/toasts.ts';
import { basketStore } from '#storefront/lib/basket-store.ts';
import { backButtonTarget, chromeColours, insetVariables, mainButtonView, telegramThemeTokens, type ChromeColours } from './native-ui.ts';
import { TelegramSession } from './telegram-session.tsx';
import { BOT_BASKET_DELAY_MS, botBasketOf, saveBotBasket } from './bot-basket.ts';

let started: boolean | null = null;

/**
 * Starts the SDK once: true inside Telegram (launch parameters found and the SDK initialised),
 * false anywhere else, where nothing of this module runs.
 */
export function startTelegram(): boolean {
  if (started !== null) return started;
  started = false;
  if (!isTMA()) return false;
  try {
    // Telegram Web's custom styles would be an inline style element the page's policy refuses.
    init({ acceptCustomStyles: false });
  } catch (error) {
    console.error('Telegram: the SDK could not start', error);
    return false;
  }
  if (themeParams.mount.isAvailable()) themeParams.mount();
  if (miniApp.mount.isAvailable()) miniApp.mount();
  if (backButton.mount.isAvailable()) backButton.mount();
  if (mainButton.mount.isAvailable()) mainButton.mount();
  if (closingBehavior.mount.isAvailable()) closingBehavior.mount();
  if (swipeBehavior.mount.isAvailable()) swipeBehavior.mount();
  started = true;
  return true;
}

/** Telegram's loader goes once the first screen is painted; the app takes the full height, and an in-page swipe never closes it. */
function useLaunch() {
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (miniApp.ready.isAvailable()) miniApp.ready();
      if (viewport.expand.isAvailable()) viewport.expand();
      if (swipeBehavior.disableVertical.isAvailable()) swipeBehavior.disableVertical();
    });
    return () => cancelAnimationFrame(frame);
  }, []);
}

/** The safe areas as CSS variables on the root element, kept current (they can arrive late, after a fullscreen change). */
function useSafeAreas() {
  useEffect(() => {
    const root = document.documentElement;
    const apply = () => {
      for (const [name, value] of Object.entries(insetVariables(viewport.safeAreaInsets(), viewport.contentSafeAreaInsets()))) {
        root.style.setProperty(name, value);
      }
    };
    const offs = [viewport.safeAreaInsets.sub(apply), viewport.contentSafeAreaInsets.sub(apply)];
    if (viewport.mount.isAvailable() && !viewport.isMounted()) {
      viewport.mount().then(apply, (error: unknown) => console.error('Telegram: no viewport data', error));
    } else {
      apply();
    }
    return () => offs.forEach((off) => off());
  }, []);
}

/** A colour as Telegram takes it (#RRGGBB); null for anything it would refuse. */
function rgb(colour: string | undefined) {
  try {
    return colour ? toRGB(colour) : null;
  } catch {
    return null;
  }
}

function paintChrome(colours: ChromeColours) {
  const header = rgb(colours.header);
  if (header && miniApp.setHeaderColor.isAvailable() && miniApp.setHeaderColor.supports('rgb')) miniApp.setHeaderColor(header);
  const background = rgb(colours.background);
  if (background && miniApp.setBgColor.isAvailable()) miniApp.setBgColor(background);
  const bottomBar = rgb(colours.bottomBar);
  if (bottomBar && miniApp.setBottomBarColor.isAvailable()) miniApp.setBottomBarColor(bottomBar);
}

/**
 * The page's colours (B8): the brand's theme, or with telegramTheme TELEGRAM the user's Telegram
 * theme, followed live when they change it. Telegram's header and bottom bar match either way;
 * the MainButton wears the page's main colour.
 */
function useTheme() {
  const { theme } = usePlan();
  useEffect(() => {
    const root = document.documentElement;
    const apply = () => {
      const params = themeParams.state();
      const own = theme.source === 'telegram' ? telegramThemeTokens(params) : {};
      for (const [name, value] of Object.entries(own)) root.style.setProperty(name, value);
      // Read from the new parameters themselves: derived signals may not have caught up inside this callback.
      if (theme.source === 'telegram') root.dataset.theme = params.bg_color && isColorDark(params.bg_color) ? 'dark' : 'light';
      const tokens = { ...theme.tokens, ...own };
      paintChrome(chromeColours(tokens));
      const main = rgb(tokens['--color-main']);
      const onMain = rgb(tokens['--color-on-main']);
      if (main && onMain && mainButton.setParams.isAvailable()) mainButton.setParams({ bgColor: main, textColor: onMain });
    };
    apply();
    if (theme.source !== 'telegram') return;
    const off = themeParams.state.sub(apply);
    return () => {
      off();
      // Back to the brand's tokens (the plan's, as the page's own style element has them).
      for (const name of Object.keys(telegramThemeTokens(themeParams.state()))) {
        const brand = theme.tokens[name];
        if (brand) root.style.setProperty(name, brand);
      }
      root.dataset.theme = theme.mode;
    };
  }, [theme]);
}

/** The BackButton follows the router: hidden on the home screen, back (or home, on the screen the app opened on) elsewhere. */
function useBackButton() {
  const location = useLocation();
  const navigate = useNavigate();
  const target = backButtonTarget(location.pathname, location.key);
  useEffect(() => {
    if (target === 'hidden') {
      if (backButton.hide.isAvailable()) backButton.hide();
      return;
    }
    if (!backButton.show.isAvailable()) return;
    backButton.show();
    // The pages' own back links give way to it (.back-link, app/styles.css).
    document.documentElement.dataset.backButton = '';
    const off = backButton.onClick(() => {
      if (target === 'back') navigate(-1);
      else navigate('/', { replace: true });
    });
    return () => {
      off();
      delete document.documentElement.dataset.backButton;
    };
  }, [target, navigate]);
}

/** The MainButton shows the screen's main action (lib/main-action.ts); the screen's own button hides meanwhile. */
function useMainButton() {
  useEffect(() => {
    if (!mainButton.setParams.isAvailable()) return;
    setMainActionHost(true);
    const show = () => mainButton.setParams(mainButtonView(mainActionStore.getState().action));
    show();
    const unsubscribe = mainActionStore.subscribe(show);
    const offClick = mainButton.onClick(() => {
      const { action } = mainActionStore.getState();
      if (action?.enabled && !action.busy) action.run();
    });
    return () => {
      unsubscribe();
      offClick();
      setMainActionHost(false);
      mainButton.setParams({ isVisible: false });
    };
  }, []);
}

/**
 * A provider's payment page opens outside the app (openLink): Telegram never brings the shopper
 * back by itself, so the screens hear when the app is on screen again and read the order anew.
 */
function useOutsidePages() {
  useEffect(() => {
    if (!openLink.isAvailable()) return;
    setOutsideHost({ open: (url) => openLink(url) });
    const off = miniApp.isActive.sub((active) => {
      if (active) appShownAgain();
    });
    return () => {
      off();
      setOutsideHost(null);
    };
  }, []);
}

/** Haptics on basket changes, errors and successes; closing asks first while the basket has items. */
function useBasketFeedback() {
  const { merchantId } = useBrand();
  useEffect(() => {
    const store = basketStore(merchantId);
    // The stored basket first: reading it back is no change the shopper made.
    if (!store.persist.hasHydrated()) void store.persist.rehydrate();
    const units = (lines: readonly { count: number }[]) => lines.reduce((sum, line) => sum + line.count, 0);
    const confirmClosing = (full: boolean) => {
      const change = full ? closingBehavior.enableConfirmation : closingBehavior.disableConfirmation;
      if (change.isAvailable()) change();
    };
    confirmClosing(store.getState().lines.length > 0);
    const offBasket = store.subscribe((state, previous) => {
      const now = units(state.lines);
      const before = units(previous.lines);
      if (now !== before && hapticFeedback.impactOccurred.isAvailable()) hapticFeedback.impactOccurred(now > before ? 'light' : 'soft');
      if (state.lines.length > 0 !== previous.lines.length > 0) confirmClosing(state.lines.length > 0);
    });
    const offToasts = toastStore.subscribe((state, previous) => {
      const shown = new Set(previous.toasts.map((toast: Toast) => toast.id));
      for (const toast of state.toasts) {
        if (shown.has(toast.id) || toast.tone === 'info') continue;
        if (hapticFeedback.notificationOccurred.isAvailable()) hapticFeedback.notificationOccurred(toast.tone);
      }
    });
    return () => {
      offBasket();
      offToasts();
      confirmClosing(false);
    };
  }, [merchantId]);
}

/** The Telegram user of the launch (init data's user.id); null when the launch names none. */
function telegramUserId(): number | null {
  try {
    return retrieveLaunchParams().tgWebAppData?.user?.id ?? null;
  } catch {
    return null;
  }
}

/** While signed in, the basket is handed to the bot once it rests (bot-basket.ts): the bot can show it in the chat. */
function useBotBasket() {
  const api = useApi();
  const { merchantId } = useBrand();
  const { status } = useSession();
  useEffect(() => {
    const telegramId = telegramUserId();
    if (status !== 'signed-in' || telegramId === null) return;
    const store = basketStore(merchantId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = store.subscribe((state, previous) => {
      if (state.lines === previous.lines) return;
      clearTimeout(timer);
      timer = setTimeout(() => void saveBotBasket(api, botBasketOf(store.getState().lines, merchantId, telegramId)), BOT_BASKET_DELAY_MS);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [api, merchantId, status]);
}

function TelegramApp(): ReactNode {
  useLaunch();
  useTheme();
  useSafeAreas();
  useBackButton();
  useMainButton();
  useOutsidePages();
  useBasketFeedback();
  useBotBasket();
  return <TelegramSession />;
}

export default TelegramApp;
