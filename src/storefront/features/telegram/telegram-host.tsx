/**
 * Where the Telegram mini app joins the storefront: on the telegram channel only (the page state
 * says so, from the menu-button URL), after hydration, it loads the SDK's chunk
 * (telegram-app.tsx), which starts only inside Telegram. On the web none of it is fetched, and
 * a failure to load leaves the storefront as it is.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import type { PageChannel } from '#schemas/page';
import { ErrorBoundary } from '#storefront/components/ui/error-boundary.tsx';
import { useBrand } from '#storefront/lib/app-context.tsx';
import { useHydrated } from '#storefront/lib/use-hydrated.ts';

const Nothing: ComponentType = () => null;

let loading: Promise<{ default: ComponentType }> | null = null;

/** Starts loading the Telegram chunk (main.tsx asks before hydrating, so it is there by then). */
export function loadTelegram(): Promise<{ default: ComponentType }> {
  loading ??= import('./telegram-app.tsx').then((module) => ({ default: module.startTelegram() ? module.default : Nothing }));
  return loading;
}

/** Whether a page of this channel loads the Telegram chunk. */
export const usesTelegram = (channel: PageChannel): boolean => channel === 'telegram';

const TelegramApp = lazy(loadTelegram);

export function TelegramHost() {
  const { channel } = useBrand();
  const hydrated = useHydrated();
  if (!usesTelegram(channel) || !hydrated) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <TelegramApp />
      </Suspense>
    </ErrorBoundary>
  );
}
