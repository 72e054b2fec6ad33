// @vitest-environment jsdom
/**
 * Sign-in, the profile and the end of a session as a shopper gets them: each page rendered by
 * the real server in process, hydrated as main.tsx does, its API client talking to the same
 * server (its development SMS outbox gives the codes). SPEC points 2-9 and the accounts issue.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createServer } from '#server/app';
import { userSchema, type User } from '#schemas/entities';
import { TOAST_DURATION_MS } from '#engine/layout-plan';
import { clearCookies } from '#storefront/lib/cookies.ts';
import { pageNavigation } from '#storefront/lib/page-navigation.ts';
import { readToken, sessionStore } from '#storefront/lib/session.ts';
import { brandKey, STORED } from '#storefront/lib/storage.ts';
import { toastStore } from '#storefront/lib/toasts.ts';
import { takeLaterNotice } from '#storefront/lib/later-notice.ts';
import { lazyModuleKeys, preloadModules } from '#storefront/lib/lazy-modules.tsx';
import { renderStorefront } from '#storefront/testing/render-storefront.tsx';
import { sourcePages } from '#test-support/source-pages.ts';
import { uz } from '#storefront/i18n/dictionaries/uz.ts';
import { profileUz } from '#storefront/i18n/dictionaries/profile/uz.ts';
import { accountUz } from '#storefront/i18n/dictionaries/account/uz.ts';
import { accountRu } from '#storefront/i18n/dictionaries/account/ru.ts';

let server: Awaited<ReturnType<typeof createServer>>;
const request = (url: string, init?: RequestInit) => server.app.request(url, init);
/** The outbox answers on the loopback interface only. */
const LOOPBACK = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

const merchants = new Map<string, string>();
async function merchantId(sub: string): Promise<string> {
  if (!merchants.has(sub)) {
    const res = await request(`/users/v1/merchants/sub/${sub}`);
    merchants.set(sub, ((await res.json()) as { id: string }).id);
  }
  return merchants.get(sub)!;
}

let phoneSeq = 0;
/** A phone no other test used (each phone may get a few codes an hour). */
const newPhone = () => `99893${String(2_000_000 + ++phoneSeq * 104_729).slice(-7)}`;

async function api(sub: string, method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { merchant: await merchantId(sub) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await server.app.request(path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) }, LOOPBACK);
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

async function lastCode(sub: string, phone: string): Promise<string> {
  const { body } = await api(sub, 'GET', `/dev/outbox?phone=${phone}`);
  const code = /\b(\d{6})\b/.exec((body as { text: string }[])[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** Signs a phone in through the API and keeps the session as the sign-in screen would. */
async function signedIn(sub: string, phone = newPhone()): Promise<{ token: string; user: User; phone: string }> {
  expect((await api(sub, 'POST', '/users/v1/auth/send-code', { body: { phone } })).status).toBe(200);
  const { status, body } = await api(sub, 'POST', '/users/v1/auth/verify', { body: { phone, code: await lastCode(sub, phone) } });
  expect(status).toBe(200);
  const { token, user } = body as { token: string; user: unknown };
  const parsed = userSchema.parse(user);
  sessionStore(await merchantId(sub))
    .getState()
    .signIn(token, parsed, null);
  return { token, user: parsed, phone };
}

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const toastTexts = () => toastStore.getState().toasts.map((t) => t.text);

beforeAll(async () => {
  server = await createServer({ dataDir: 'memory', pages: sourcePages(), sms: { mode: 'outbox' }, accountSettings: { codesPerAddressHour: 10_000 } });
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  cleanup();
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  act(() => {
    for (const toast of toastStore.getState().toasts) toastStore.getState().dismiss(toast.id);
  });
  vi.restoreAllMocks();
});

describe('the server renders the sign-in and profile screens without knowing the shopper, and hydration agrees', () => {
  it.each(['/login', '/login/confirm', '/login/rules', '/profile', '/profile/user', '/language'])('%s hydrates signed out without a mismatch', async (path) => {
    const page = await renderStorefront({ request, sub: 'burger', path });
    await act(async () => {});
    expect(page.hydrationErrors).toEqual([]);
    expect(page.status).toBe(200);
  });

  it.each(['/profile', '/profile/user', '/login'])('%s hydrates signed in without a mismatch: the shopper appears after hydration', async (path) => {
    await signedIn('burger');
    const page = await renderStorefront({ request, sub: 'burger', path });
    await act(async () => {});
    expect(page.hydrationErrors).toEqual([]);
  });

  it("the server's profile holds a placeholder where the shopper will be, never a shopper", async () => {
    await signedIn('burger');
    const res = await request('/profile', { headers: { host: 'burger.localhost' } });
    const html = await res.text();
    expect(html).toContain('profile-card" aria-busy="true"');
    expect(html).not.toContain(profileUz.loginRequired);
    expect(html).toContain(`<h1 class="page-title">${accountUz.profileTitle}</h1>`);
  });
});

describe('/login (SPEC point 5: the phone, masked +998 (XX) XXX-XX-XX)', () => {
  it('masks the number as it is typed, and a deleted mask character deletes a digit', async () => {
    await renderStorefront({ request, sub: 'burger', path: '/login' });
    const phone = input(accountUz.phone);
    expect(phone.getAttribute('placeholder')).toBe('+998 (XX) XXX-XX-XX');
    expect(phone.type).toBe('tel');
    type(phone, '9');
    expect(phone.value).toBe('+998 (9');
    type(phone, '+998 (9012');
    expect(phone.value).toBe('+998 (90) 12');
    type(phone, '+998 (90) ');
    expect(phone.value).toBe('+998 (90)');
    type(phone, '+998 (90');
    expect(phone.value).toBe('+998 (9');
    // a pasted full number keeps its national digits
    type(phone, '+998901234567');
    expect(phone.value).toBe('+998 (90) 123-45-67');
  });

  it("says SPEC's required text for an empty number and another for a wrong one, and links the rules", async () => {
    await renderStorefront({ request, sub: 'burger', path: '/login' });
    fireEvent.click(screen.getByRole('button', { name: accountUz.getCode }));
    expect(screen.getByText(accountUz.required).textContent).toBe("Iltimos, ushbu maydonni to'ldiring!");
    expect(input(accountUz.phone).getAttribute('aria-invalid')).toBe('true');
    type(input(accountUz.phone), '12345');
    fireEvent.click(screen.getByRole('button', { name: accountUz.getCode }));
    expect(screen.getByText(accountUz.wrongPhone)).toBeTruthy();
    expect(input(accountUz.phone).value).toBe('+998 (12) 345');
    expect(screen.getByRole('link', { name: accountUz.rulesLink }).getAttribute('href')).toBe('/login/rules');
  });

  it("speaks the language the shopper switches to: the screens' own texts come along", async () => {
    await renderStorefront({ request, sub: 'burger', path: '/login' });
    fireEvent.change(screen.getByRole('combobox', { name: uz.language.label }), { target: { value: 'ru' } });
    expect(await screen.findByRole('heading', { level: 1, name: accountRu.signInTitle })).toBeTruthy();
    expect(screen.getByLabelText(accountRu.phone)).toBeTruthy();
  });

  it("/login/rules shows the brand's terms with the way back to sign-in", async () => {
    await renderStorefront({ request, sub: 'burger', path: '/login/rules' });
    expect(screen.getByRole('heading', { level: 1, name: accountUz.rulesTitle })).toBeTruthy();
    expect(document.querySelectorAll('.policy__paragraph').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: accountUz.toSignIn }).getAttribute('href')).toBe('/login');
  });
});

describe('sign-in by SMS code (the accounts issue; SPEC point 5 for the wrong code)', () => {
  it('sends a code, refuses a wrong one keeping what was typed, signs in with the right one and returns to the stored redirect url', async () => {
    const id = await merchantId('burger');
    localStorage.setItem(brandKey(id, STORED.redirect), JSON.stringify('/search'));
    const phone = newPhone();
    await renderStorefront({ request, sub: 'burger', path: '/login' });
    type(input(accountUz.phone), phone);
    fireEvent.click(screen.getByRole('button', { name: accountUz.getCode }));
    await waitFor(() => expect(location.pathname).toBe('/login/confirm'));
    await screen.findByText(`Kod +998 (${phone.slice(3, 5)}) ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)} raqamiga yuborildi`);

    const code = input(accountUz.code);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.maxLength).toBe(6);
    // the resend waits for its countdown
    expect(screen.queryByRole('button', { name: accountUz.resend })).toBeNull();
    expect(screen.getByText(/Kodni qayta yuborish \d:\d\d dan keyin/)).toBeTruthy();

    const right = await lastCode('burger', phone);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    type(code, '12');
    fireEvent.click(screen.getByRole('button', { name: accountUz.confirm }));
    expect(screen.getByText(accountUz.wrongCode)).toBeTruthy();
    // the sixth digit sends the code
    type(code, wrong);
    await screen.findByText("Noto'g'ri kod yoki kod kiritish muddati o'tib ketgan.", { selector: '.form-error p' });
    expect(input(accountUz.code).value).toBe(wrong);
    expect(readToken(id)).toBeNull();
    // the button does not send the refused code again: five more sends would burn the code
    const confirmButton = screen.getByRole('button', { name: accountUz.confirm });
    for (let i = 0; i < 5; i++) {
      fireEvent.click(confirmButton);
      await waitFor(() => expect(confirmButton.getAttribute('aria-disabled')).toBeNull());
    }

    type(input(accountUz.code), right);
    await waitFor(() => expect(location.pathname).toBe('/search'));
    expect(readToken(id)).toMatch(/\S{20,}/);
    expect(toastTexts()).toContain(accountUz.welcome);
    const stored = JSON.parse(localStorage.getItem(brandKey(id, STORED.session))!) as { state: { user: { phone: string } } };
    expect(stored.state.user.phone).toBe(phone);
    // the redirect url is used once
    expect(localStorage.getItem(brandKey(id, STORED.redirect))).toBeNull();
  });

  it("shows the server's limit in the shopper's language, with when to try again, and keeps the number", async () => {
    const phone = newPhone();
    // the resend cooldown: a second code at once is refused
    expect((await api('burger', 'POST', '/users/v1/auth/send-code', { body: { phone } })).status).toBe(200);
    await renderStorefront({ request, sub: 'burger', path: '/login' });
    type(input(accountUz.phone), phone);
    fireEvent.click(screen.getByRole('button', { name: accountUz.getCode }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Juda ko'p urinish/);
    expect(alert.textContent).toMatch(/\d:\d\d dan keyin qayta urinib ko'ring/);
    expect(location.pathname).toBe('/login');
    expect(input(accountUz.phone).value.replace(/\D/g, '')).toBe(phone);
  });

  it("/login/confirm without a code asked for in this tab is /login's", async () => {
    await renderStorefront({ request, sub: 'burger', path: '/login/confirm' });
    await waitFor(() => expect(location.pathname).toBe('/login'));
  });

  it('/login/confirm signed in already, with no code asked for, is the profile (as /login), not a code form waiting forever', async () => {
    await signedIn('burger');
    await renderStorefront({ request, sub: 'burger', path: '/login/confirm' });
    await waitFor(() => expect(location.pathname).toBe('/profile'));
  });
});

describe('/profile (SPEC point 6: signed out, the screens say that signing in unlocks the full product)', () => {
  it("signed out: the message and the way to sign in, which comes back here; the plan's entries, language, contacts", async () => {
    const id = await merchantId('burger');
    await renderStorefront({ request, sub: 'burger', path: '/profile' });
    expect(await screen.findByText(profileUz.loginRequired)).toBeTruthy();
    const login = screen.getByRole('link', { name: profileUz.login });
    expect(login.getAttribute('href')).toBe('/login');
    fireEvent.click(login);
    expect(JSON.parse(localStorage.getItem(brandKey(id, STORED.redirect))!)).toBe('/profile');
  });

  it("lists the plan's entries, the languages and the brand's contacts", async () => {
    await renderStorefront({ request, sub: 'burger', path: '/profile' });
    expect(screen.getByRole('link', { name: profileUz.user }).getAttribute('href')).toBe('/profile/user');
    const pages = screen.getByRole('region', { name: accountUz.information });
    expect(within(pages).getByRole('link', { name: profileUz.about }).getAttribute('href')).toBe('/about');
    expect(screen.getByRole('radiogroup', { name: uz.language.label })).toBeTruthy();
    expect(screen.getByRole('heading', { name: accountUz.contacts })).toBeTruthy();
  });

  it("signed in: the shopper's name and phone, and the way to edit them", async () => {
    const { phone } = await signedIn('burger');
    await renderStorefront({ request, sub: 'burger', path: '/profile' });
    const card = (await screen.findByText(accountUz.noName)).closest('.profile-card') as HTMLElement;
    expect(within(card).getByText(`+998 (${phone.slice(3, 5)}) ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}`)).toBeTruthy();
    expect(within(card).getByRole('link', { name: accountUz.edit }).getAttribute('href')).toBe('/profile/user');
  });

  it('each brand keeps its own session: a shopper signed in at burger is a guest at coffee, which sends no token', async () => {
    await signedIn('burger');
    const seen: (string | null)[] = [];
    const spy = vi.spyOn(server.app, 'request');
    await renderStorefront({ request, sub: 'coffee', path: '/profile' });
    expect(await screen.findByText(profileUz.loginRequired)).toBeTruthy();
    for (const [, init] of spy.mock.calls) seen.push(new Headers((init as RequestInit | undefined)?.headers).get('authorization'));
    expect(seen.every((header) => header === null)).toBe(true);
  });
});

describe("/profile/user (the shopper's own screen)", () => {
  it('sends a signed-out shopper to /login and back after signing in', async () => {
    const id = await merchantId('burger');
    await renderStorefront({ request, sub: 'burger', path: '/profile/user' });
    await waitFor(() => expect(location.pathname).toBe('/login'));
    expect(JSON.parse(localStorage.getItem(brandKey(id, STORED.redirect))!)).toBe('/profile/user');
  });

  it('edits the profile: a refused field is marked and nothing typed is lost; saved, the server has it', async () => {
    const { token } = await signedIn('burger');
    await renderStorefront({ request, sub: 'burger', path: '/profile/user' });
    const first = await screen.findByLabelText(accountUz.firstName);
    fireEvent.click(screen.getByRole('button', { name: accountUz.save }));
    expect(screen.getByText(accountUz.required)).toBeTruthy();
    type(first, 'Aziz1');
    type(input(accountUz.email), 'not-an-email');
    type(input(accountUz.birthday), '2999-01-01');
    fireEvent.click(screen.getByRole('radio', { name: accountUz.female }));
    fireEvent.click(screen.getByRole('button', { name: accountUz.save }));
    expect(screen.getAllByText(accountUz.wrongName)).toHaveLength(1);
    expect(screen.getByText(accountUz.wrongEmail)).toBeTruthy();
    expect(screen.getByText(accountUz.wrongBirthday)).toBeTruthy();
    expect(input(accountUz.email).value).toBe('not-an-email');

    type(input(accountUz.firstName), "Aziza O'ktam");
    type(input(accountUz.lastName), 'Karimova');
    type(input(accountUz.email), 'aziza@example.uz');
    type(input(accountUz.birthday), '1995-04-12');
    fireEvent.click(screen.getByRole('button', { name: accountUz.save }));
    await waitFor(() => expect(toastTexts()).toContain(accountUz.saved));
    const me = await api('burger', 'GET', '/users/v1/users/me', { token });
    expect(me.body).toMatchObject({ firstName: "Aziza O'ktam", lastName: 'Karimova', email: 'aziza@example.uz', birthday: '1995-04-12', gender: 'FEMALE' });
    expect(input(accountUz.firstName).value).toBe("Aziza O'ktam");
  });

  it('changes the phone in two steps: the new number, then its code', async () => {
    const { token } = await signedIn('burger');
    const next = newPhone();
    await renderStorefront({ request, sub: 'burger', path: '/profile/user' });
    fireEvent.click(await screen.findByRole('button', { name: accountUz.changePhone }));
    type(input(accountUz.newPhone), next);
    fireEvent.click(screen.getByRole('button', { name: accountUz.getCode }));
    const code = await screen.findByLabelText(accountUz.code);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    type(code, await lastCode('burger', next));
    await waitFor(() => expect(toastTexts()).toContain(accountUz.phoneChanged));
    expect((await api('burger', 'GET', '/users/v1/users/me', { token })).body).toMatchObject({ phone: next });
    expect(screen.getByText(`+998 (${next.slice(3, 5)}) ${next.slice(5, 8)}-${next.slice(8, 10)}-${next.slice(10)}`)).toBeTruthy();
  });

  it("a phone change to a number another account holds says so in the shopper's language, keeping the number", async () => {
    const taken = await signedIn('burger');
    await signedIn('burger');
    await renderStorefront({ request, sub: 'burger', path: '/profile/user' });
    fireEvent.click(await screen.findByRole('button', { name: accountUz.changePhone }));
    type(input(accountUz.newPhone), taken.phone);
    fireEvent.click(screen.getByRole('button', { name: accountUz.getCode }));
    expect((await screen.findByRole('alert')).textContent).toContain('Bu raqam boshqa hisobga biriktirilgan');
    expect(input(accountUz.newPhone).value.replace(/\D/g, '')).toBe(taken.phone);
  });

  it('signs out: the token is revoked, storage and cookies cleared but the merchant, to / with a notice', async () => {
    const id = await merchantId('burger');
    const { token } = await signedIn('burger');
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    await renderStorefront({ request, sub: 'burger', path: '/profile/user' });
    fireEvent.click(await screen.findByRole('button', { name: accountUz.signOut }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(readToken(id)).toBeNull();
    expect(localStorage.getItem(brandKey(id, STORED.session))).toBeNull();
    expect(takeLaterNotice()).toEqual({ key: 'notice.signedOut', tone: 'success' });
    expect((await api('burger', 'GET', '/users/v1/users/me', { token })).status).toBe(401);
  });

  it('deletes the account only after the confirmation', async () => {
    const id = await merchantId('burger');
    const { token } = await signedIn('burger');
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    await renderStorefront({ request, sub: 'burger', path: '/profile/user' });
    fireEvent.click(await screen.findByRole('button', { name: accountUz.deleteAccount }));
    const dialog = await screen.findByRole('dialog', { name: accountUz.deleteTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: accountUz.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await api('burger', 'GET', '/users/v1/users/me', { token })).status).toBe(200);

    fireEvent.click(screen.getByRole('button', { name: accountUz.deleteAccount }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: accountUz.deleteConfirm }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(readToken(id)).toBeNull();
    expect(takeLaterNotice()).toEqual({ key: 'notice.deleted', tone: 'success' });
    expect((await api('burger', 'GET', '/users/v1/users/me', { token })).status).toBe(401);
  });
});

describe('the forced logout (SPEC point 8: a 401 on any call but logout)', () => {
  it("a token revoked elsewhere ends the session at the next call, and the next page says why for the notifications' duration", async () => {
    const id = await merchantId('burger');
    const { token } = await signedIn('burger');
    expect((await api('burger', 'POST', '/users/v1/users/logout', { token })).status).toBe(200);
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    await renderStorefront({ request, sub: 'burger', path: '/profile' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(readToken(id)).toBeNull();
    cleanup();

    // The page after the logout (the home's carousel needs a real browser; any page shows the
    // notice). Its timers run on a clock the test moves, so the notice's time on screen is
    // counted exactly, however slow the machine. The notifications' module is loaded ahead, so
    // the notice is drawn, and its timer started, in the update that raises it.
    await preloadModules(lazyModuleKeys().filter((key) => key.endsWith('/toaster.tsx')));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await renderStorefront({ request, sub: 'burger', path: '/search' });
      const notice = screen.getByRole('alert');
      expect(notice.textContent).toContain('Bazi narsalar eskirgan! Iltimos tizimga boshqattan kiring');
      await act(async () => {
        vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
      });
      expect(screen.queryByText(uz.errors.sessionExpired)).not.toBeNull();
      await act(async () => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.queryByText(uz.errors.sessionExpired)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
