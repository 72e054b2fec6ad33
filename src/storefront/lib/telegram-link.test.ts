import { describe, expect, it } from 'vitest';
import { linkingTelegram, telegramLinked } from './telegram-link.ts';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('telegramLinked', () => {
  it('settles at once when no link was started', async () => {
    expect(await settled(telegramLinked())).toBe(true);
  });

  it('waits for a link under way, and settles when it fails too', async () => {
    let finish!: () => void;
    linkingTelegram(
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
    );
    const waiting = telegramLinked();
    expect(await settled(waiting)).toBe(false);
    finish();
    expect(await settled(waiting)).toBe(true);

    linkingTelegram(Promise.reject(new Error('offline')));
    expect(await settled(telegramLinked())).toBe(true);
  });
});
