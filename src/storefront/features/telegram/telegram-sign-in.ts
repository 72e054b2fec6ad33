/**
 * Signing in from Telegram's init data (SPEC point 1, and point 4's messenger contact request):
 * the server checks the init data against the merchant's bot and answers a token when this
 * Telegram user is linked to a shopper. When not, and the merchant requires a phone, Telegram
 * is asked for the user's contact: the phone goes to the bot (the server's webhook links it),
 * and the app, waiting, signs in once the server has it. A contact not sent is asked for again.
 * Without that requirement the first visit signs in at once.
 */
import { botAuthEndpoint, botContactEndpoint, botLoginEndpoint, botSettingsEndpoint, botTokenEndpoint } from '#schemas/bot-endpoints';
import type { User } from '#schemas/entities';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import type { ApiError } from '#storefront/lib/api-error.ts';

export type SignInOutcome =
  | { readonly kind: 'signed-in'; readonly token: string; readonly user: User }
  /** The user did not share the contact, or the bot never received it: ask again. */
  | { readonly kind: 'not-sent' }
  | { readonly kind: 'failed'; readonly error: ApiError };

export interface ContactSteps {
  /** Asks Telegram for the user's contact; true when the user shared it. */
  askContact(): Promise<boolean>;
  /** The contact was shared: the app waits for the bot to receive it. */
  onWaiting(): void;
  /** Waits between two checks of whether the bot has the contact. */
  pause(ms: number): Promise<void>;
}

export interface ContactWait {
  /** How often the server is asked whether the bot received the contact. */
  readonly checks: number;
  readonly intervalMs: number;
}

/** The bot usually has the contact within a second or two; after half a minute the shopper is asked again. */
export const CONTACT_WAIT: ContactWait = { checks: 30, intervalMs: 1000 };

function answered(result: { error: ApiError | null; data: { token: string; user?: User | null } | null }): SignInOutcome {
  if (result.error) return { kind: 'failed', error: result.error };
  const { token, user } = result.data!;
  // The contract lets a token come without its user; ours always sends both.
  return user ? { kind: 'signed-in', token, user } : { kind: 'not-sent' };
}

async function contactReceived(api: ApiClient, initData: string): Promise<boolean | ApiError> {
  const status = await api.request(botContactEndpoint, { body: { initData } });
  return status.error ?? status.data.status === 'SENT';
}

export async function signInWithTelegram(api: ApiClient, initData: string, steps: ContactSteps, wait: ContactWait = CONTACT_WAIT): Promise<SignInOutcome> {
  const linked = await api.request(botTokenEndpoint, { body: { initData } });
  if (!linked.error || linked.error.code !== 'NOT_FOUND') return answered(linked);

  const settings = await api.request(botSettingsEndpoint);
  if (settings.error) return { kind: 'failed', error: settings.error };
  if (settings.data.isPhoneVerificationRequired) {
    let received = await contactReceived(api, initData);
    if (received !== true) {
      if (typeof received !== 'boolean') return { kind: 'failed', error: received };
      if (!(await steps.askContact())) return { kind: 'not-sent' };
      steps.onWaiting();
      for (let check = 0; check < wait.checks && received !== true; check++) {
        await steps.pause(wait.intervalMs);
        received = await contactReceived(api, initData);
        if (typeof received !== 'boolean') return { kind: 'failed', error: received };
      }
      if (!received) return { kind: 'not-sent' };
    }
  }
  return answered(await api.request(botLoginEndpoint, { body: { initData } }));
}

/**
 * Links this Telegram user to a shopper already signed in another way (a code by SMS inside the
 * mini app): the next visit signs in from Telegram, and orders from here count as Telegram's.
 */
export const linkTelegram = (api: ApiClient, initData: string) => api.request(botAuthEndpoint, { body: { initData } });
