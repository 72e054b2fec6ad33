// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearCookies, COOKIE, readCookie, writeCookie } from './cookies.ts';

afterEach(() => clearCookies());

describe('cookies (language cookie 365 days, merchant cookie)', () => {
  it('writes and reads back an encoded value', () => {
    writeCookie(COOKIE.language, 'ru');
    writeCookie('odd', 'a b;c');
    expect(readCookie(COOKIE.language)).toBe('ru');
    expect(readCookie('odd')).toBe('a b;c');
    expect(readCookie('missing')).toBeNull();
  });

  it('parses a cookie header without confusing names that share a prefix', () => {
    expect(readCookie('lang', 'language=eng; lang=uz')).toBe('uz');
    expect(readCookie('lang', 'lang=%E0%A4%A')).toBeNull();
  });

  it('clears every cookie except the ones to keep', () => {
    writeCookie(COOKIE.merchant, 'm1');
    writeCookie(COOKIE.language, 'uz');
    writeCookie(COOKIE.page, '1');
    clearCookies([COOKIE.merchant]);
    expect(readCookie(COOKIE.merchant)).toBe('m1');
    expect(readCookie(COOKIE.language)).toBeNull();
    expect(readCookie(COOKIE.page)).toBeNull();
  });

  it('expires after the days asked for', () => {
    // jsdom drops a cookie whose expiry is in the past
    writeCookie('short', 'x', { days: -1 });
    expect(readCookie('short')).toBeNull();
  });
});
