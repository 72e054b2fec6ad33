// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  APP_VERSION,
  brandKey,
  checkAppVersion,
  clearForLogout,
  merchantOfKey,
  readStored,
  STORED,
  TELEGRAM_INIT_DATA_KEY,
  VERSION_KEY,
  writeStored,
} from './storage.ts';
import { COOKIE, readCookie, writeCookie } from './cookies.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const storedSession = (merchantId: string) => JSON.parse(localStorage.getItem(brandKey(merchantId, STORED.session)) ?? 'null') as unknown;

describe('storage', () => {
  it('keys brand entries by merchant, so two brands keep separate sessions', () => {
    writeStored(brandKey('burger', STORED.session), { state: { token: 'a' } });
    writeStored(brandKey('coffee', STORED.session), { state: { token: 'b' } });
    expect(storedSession('burger')).toEqual({ state: { token: 'a' } });
    expect(storedSession('coffee')).toEqual({ state: { token: 'b' } });
    expect(brandKey('burger', STORED.session)).not.toBe(brandKey('coffee', STORED.session));
    expect(merchantOfKey(brandKey('m-1', STORED.signIn))).toBe('m-1');
    expect(merchantOfKey(VERSION_KEY)).toBeNull();
  });

  it('reads back only what passes the schema', () => {
    localStorage.setItem('k', '{not json');
    expect(readStored('k', z.array(z.string()))).toBeNull();
    writeStored('k', [1, 2]);
    expect(readStored('k', z.array(z.string()))).toBeNull();
    writeStored('k', ['a']);
    expect(readStored('k', z.array(z.string()))).toEqual(['a']);
  });

  it('version check: first visit stores the version, a different stored version clears state and reloads once', () => {
    expect(checkAppVersion()).toBe('ok');
    expect(localStorage.getItem(VERSION_KEY)).toBe(APP_VERSION);

    localStorage.setItem(VERSION_KEY, '2.0.9');
    writeStored(brandKey('burger', STORED.session), { state: { token: 'old' } });
    writeCookie(COOKIE.language, 'ru');
    writeCookie(COOKIE.merchant, 'burger');
    sessionStorage.setItem(TELEGRAM_INIT_DATA_KEY, 'query_id=2');
    expect(checkAppVersion()).toBe('reload');
    expect(storedSession('burger')).toBeNull();
    // Inside Telegram the reloaded page is still the mini app, signed in from the same init data.
    expect(sessionStorage.getItem(TELEGRAM_INIT_DATA_KEY)).toBe('query_id=2');
    expect(readCookie(COOKIE.language)).toBeNull();
    expect(readCookie(COOKIE.merchant)).toBe('burger');
    // the reload finds the version equal: no loop
    expect(checkAppVersion()).toBe('ok');
  });

  it("a logout (SPEC point 4) clears storage and cookies but the merchant and channel cookies, the Telegram init data, the basket and other brands' entries", () => {
    writeStored(brandKey('burger', STORED.session), { state: { token: 'a' } });
    writeStored(brandKey('burger', STORED.searchHistory), { state: { entries: ['x'] } });
    writeStored(brandKey('burger', STORED.basket), { state: { lines: ['espresso'] } });
    writeStored(brandKey('coffee', STORED.session), { state: { token: 'b' } });
    localStorage.setItem('unrelated', '1');
    sessionStorage.setItem(TELEGRAM_INIT_DATA_KEY, 'query_id=1');
    sessionStorage.setItem('tapps/launchParams', '"tgWebAppVersion=8.0"');
    sessionStorage.setItem(brandKey('burger', STORED.signIn), '{}');
    writeCookie(COOKIE.language, 'ru');
    writeCookie(COOKIE.merchant, 'burger');
    writeCookie(COOKIE.channel, 'telegram');

    clearForLogout('burger');

    expect(storedSession('burger')).toBeNull();
    expect(localStorage.getItem(brandKey('burger', STORED.searchHistory))).toBeNull();
    expect(localStorage.getItem('unrelated')).toBeNull();
    expect(sessionStorage.getItem(brandKey('burger', STORED.signIn))).toBeNull();
    expect(readCookie(COOKIE.language)).toBeNull();
    expect(storedSession('coffee')).toEqual({ state: { token: 'b' } });
    // The basket is the dishes chosen, not the account's: it outlives the sign-out.
    expect(JSON.parse(localStorage.getItem(brandKey('burger', STORED.basket))!)).toEqual({ state: { lines: ['espresso'] } });
    expect(sessionStorage.getItem(TELEGRAM_INIT_DATA_KEY)).toBe('query_id=1');
    // The SDK's launch parameters too: the fresh page after the logout is still the mini app.
    expect(sessionStorage.getItem('tapps/launchParams')).toBe('"tgWebAppVersion=8.0"');
    expect(readCookie(COOKIE.merchant)).toBe('burger');
    expect(readCookie(COOKIE.channel)).toBe('telegram');
  });
});
