/**
 * Where the link of the mini app's Telegram user to a shopper signed in another way stands (a
 * code by SMS inside the mini app). The server takes orders on the telegram channel only from a
 * linked shopper, so the checkout's calls on that channel wait for a link under way.
 */
let pending: Promise<void> = Promise.resolve();

/** Notes a link under way: the telegram channel's next calls wait until it settles, well or not. */
export function linkingTelegram(link: Promise<unknown>): void {
  pending = link.then(
    () => undefined,
    () => undefined,
  );
}

/** Settles once no link is under way. */
export const telegramLinked = (): Promise<void> => pending;
