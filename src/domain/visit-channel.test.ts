import { describe, expect, it } from 'vitest';
import { visitChannel } from './visit-channel.ts';

describe('the channel of a visit (issue 9: the server renders the Telegram channel from the menu-button URL)', () => {
  it('?tg=1 renders the telegram channel and sets the cookie once', () => {
    expect(visitChannel('?tg=1', undefined)).toEqual({ channel: 'telegram', cookie: 'set' });
    expect(visitChannel('?vendor=burger&tg=1', 'web')).toEqual({ channel: 'telegram', cookie: 'set' });
    expect(visitChannel('?tg=1', 'telegram')).toEqual({ channel: 'telegram', cookie: 'keep' });
  });

  it('later pages of the visit keep the channel from the cookie', () => {
    expect(visitChannel('', 'telegram')).toEqual({ channel: 'telegram', cookie: 'keep' });
    expect(visitChannel('?vendor=burger', 'telegram')).toEqual({ channel: 'telegram', cookie: 'keep' });
  });

  it('?tg=0 leaves the channel; no parameter and no cookie is the web', () => {
    expect(visitChannel('?tg=0', 'telegram')).toEqual({ channel: 'web', cookie: 'clear' });
    expect(visitChannel('', undefined)).toEqual({ channel: 'web', cookie: 'keep' });
    expect(visitChannel('?tg=0', undefined)).toEqual({ channel: 'web', cookie: 'keep' });
  });

  it('a bad value in the query or the cookie is the web, never an error', () => {
    for (const [search, cookie] of [
      ['?tg=yes', undefined],
      ['?tg=', 'TELEGRAM'],
      ['', '<script>'],
      ['?TG=1', undefined],
    ] as const) {
      expect(visitChannel(search, cookie), `${search} ${cookie}`).toEqual({ channel: 'web', cookie: 'keep' });
    }
  });
});
