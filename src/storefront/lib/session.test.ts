// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userSchema } from '#schemas/entities';
import { endSession, forceLogout, readSession, readToken, sessionStore } from './session.ts';
import { brandKey, STORED } from './storage.ts';
import { takeLaterNotice } from './later-notice.ts';
import { COOKIE, readCookie, writeCookie } from './cookies.ts';

const user = (merchantId: string, phone = '998901234567') => userSchema.parse({ id: `u-${merchantId}`, phone, merchantId });
let n = 0;
/** A merchant no earlier test used: stores live for the page, one per merchant. */
const fresh = () => `m${++n}-${Date.now()}`;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the session of a brand (SPEC point 3 and 4: one per brand, kept in storage)', () => {
  it('is persisted under a key that names the merchant, and each brand keeps its own', () => {
    const [burger, coffee] = [fresh(), fresh()];
    sessionStore(burger).getState().signIn('token-burger', user(burger), null);
    expect(JSON.parse(localStorage.getItem(brandKey(burger, STORED.session))!).state).toMatchObject({ token: 'token-burger', user: { id: `u-${burger}` } });
    expect(readToken(coffee)).toBeNull();
    sessionStore(coffee).getState().signIn('token-coffee', user(coffee), null);
    expect(readToken(burger)).toBe('token-burger');
    expect(readToken(coffee)).toBe('token-coffee');
  });

  it('a brand tab opened later reads its saved session back, or starts an empty one', () => {
    const [saved, other] = [fresh(), fresh()];
    localStorage.setItem(brandKey(saved, STORED.session), JSON.stringify({ state: { token: 't', user: user(saved) }, version: 0 }));
    expect(readSession(saved)).toMatchObject({ token: 't', user: { id: `u-${saved}` } });
    expect(readSession(other)).toEqual({});
  });

  it('reads back only a session that passes the schema', () => {
    const id = fresh();
    localStorage.setItem(brandKey(id, STORED.session), JSON.stringify({ state: { token: 't', user: { id: 'no phone' } }, version: 0 }));
    expect(readSession(id)).toEqual({});
    const other = fresh();
    localStorage.setItem(brandKey(other, STORED.session), '{broken');
    expect(readSession(other)).toEqual({});
  });

  it('takes a new profile only while signed in', () => {
    const id = fresh();
    sessionStore(id).getState().setUser(user(id));
    expect(readSession(id).user).toBeUndefined();
    sessionStore(id).getState().signIn('t', user(id), null);
    sessionStore(id).getState().setUser(user(id, '998911112233'));
    expect(readSession(id).user?.phone).toBe('998911112233');
  });
});

describe('logout (SPEC point 4) and the forced logout of a 401 (SPEC point 8)', () => {
  it('forgets token and profile, clears storage and cookies but the merchant, and goes to / with the notice', () => {
    const id = fresh();
    sessionStore(id).getState().signIn('t', user(id), null);
    writeCookie(COOKIE.merchant, id);
    writeCookie(COOKIE.language, 'ru');
    localStorage.setItem(brandKey(id, STORED.searchHistory), '{}');
    const go = vi.fn();
    forceLogout(id, go);
    expect(go).toHaveBeenCalledWith('/');
    expect(readSession(id)).toEqual({});
    expect(localStorage.getItem(brandKey(id, STORED.searchHistory))).toBeNull();
    expect(readCookie(COOKIE.language)).toBeNull();
    expect(readCookie(COOKIE.merchant)).toBe(id);
    expect(takeLaterNotice()).toEqual({ key: 'errors.sessionExpired', tone: 'error' });
    // read once
    expect(takeLaterNotice()).toBeNull();
  });

  it('ends a session once, however many calls fail together; a new sign-in may end again', () => {
    const id = fresh();
    sessionStore(id).getState().signIn('t', user(id), null);
    const go = vi.fn();
    forceLogout(id, go);
    forceLogout(id, go);
    endSession(id, null, go);
    expect(go).toHaveBeenCalledTimes(1);
    sessionStore(id).getState().signIn('t2', user(id), null);
    endSession(id, { key: 'notice.signedOut', tone: 'success' }, go);
    expect(go).toHaveBeenCalledTimes(2);
    expect(takeLaterNotice()).toEqual({ key: 'notice.signedOut', tone: 'success' });
  });
});
