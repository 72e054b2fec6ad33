/**
 * Which channel a page visit is on. Telegram's launch data sits in the URL fragment the server
 * never sees, so the bot's menu-button URL carries `?tg=1`: that visit, and every later page
 * of it (the channel cookie, kept for the browser session), renders the `telegram` channel.
 * `?tg=0` leaves it. Anything else in the cookie is no channel and reads as the web.
 */
import type { Channel } from './offer.ts';

/** The query parameter of the bot's menu-button URL (`https://burger.example.uz/?tg=1`). */
export const TELEGRAM_QUERY_PARAM = 'tg';

export interface VisitChannel {
  readonly channel: Channel;
  /** What the channel cookie must become: `set` it, `clear` it, or leave it (`keep`). */
  readonly cookie: 'set' | 'clear' | 'keep';
}

export function visitChannel(search: string, cookie: string | null | undefined): VisitChannel {
  const asked = new URLSearchParams(search).get(TELEGRAM_QUERY_PARAM);
  if (asked === '1') return { channel: 'telegram', cookie: cookie === 'telegram' ? 'keep' : 'set' };
  if (asked === '0') return { channel: 'web', cookie: cookie ? 'clear' : 'keep' };
  return { channel: cookie === 'telegram' ? 'telegram' : 'web', cookie: 'keep' };
}
