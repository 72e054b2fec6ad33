// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { APP_VERSION, brandKey, checkAppVersion, readStored, STORED, VERSION_KEY, writeStored } from './storage.ts';
import { COOKIE, readCookie, writeCookie } from './cookies.ts';
import { readSession, writeSession } from './session.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage', () => {
  it('keys brand entries by merchant, so two brands keep separate sessions', () => {
    writeSession('burger', { token: 'a' });
    writeSession('coffee', { token: 'b' });
    expect(readSession('burger').token).toBe('a');
    expect(readSession('coffee').token).toBe('b');
    expect(brandKey('burger', STORED.session)).not.toBe(brandKey('coffee', STORED.session));
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
    writeSession('burger', { token: 'old' });
    writeCookie(COOKIE.language, 'ru');
    writeCookie(COOKIE.merchant, 'burger');
    expect(checkAppVersion()).toBe('reload');
    expect(readSession('burger').token).toBeUndefined();
    expect(readCookie(COOKIE.language)).toBeNull();
    expect(readCookie(COOKIE.merchant)).toBe('burger');
    // the reload finds the version equal: no loop
    expect(checkAppVersion()).toBe('ok');
  });
});
