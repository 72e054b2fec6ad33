/**
 * The sign-in and profile pages as the server renders them, in Node (no browser storage, no
 * window): every one renders, with its heading, and none of them knows the shopper (the page is
 * shared by every visitor, whatever token the request might carry).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '#server/app';
import { sourcePages } from '#test-support/source-pages.ts';
import { uz } from '#storefront/i18n/dictionaries/uz.ts';
import { profileUz } from '#storefront/i18n/dictionaries/profile/uz.ts';
import { accountUz } from '#storefront/i18n/dictionaries/account/uz.ts';

let server: Awaited<ReturnType<typeof createServer>>;
beforeAll(async () => {
  server = await createServer({ dataDir: 'memory', pages: sourcePages(), sms: { mode: 'outbox' } });
});
afterAll(async () => {
  await server.close();
});

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await server.app.request(path, { headers: { host: 'burger.localhost', ...headers } });
  return { status: res.status, html: await res.text() };
};

describe('the account pages on the server', () => {
  it.each([
    ['/login', accountUz.signInTitle],
    ['/login/confirm', accountUz.confirmTitle],
    ['/login/rules', accountUz.rulesTitle],
    ['/profile', accountUz.profileTitle],
    ['/language', uz.language.label],
  ])('%s renders with its heading', async (path, heading) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  });

  it('/profile/user renders the placeholder of a screen that needs a signed-in shopper', async () => {
    const { status, html } = await page('/profile/user');
    expect(status).toBe(200);
    expect(html).toContain('class="screen-skeleton" aria-busy="true"');
    expect(html).not.toContain(accountUz.firstName);
    // The page names the screen it could not draw: the browser loads its module at the start with the
    // rest, not after the session is known (and then import after import).
    expect(html).toContain('"src/storefront/routes/profile-user.tsx"');
  });

  it('a request with a bearer token gets the same page: the server renders no shopper', async () => {
    const plain = await page('/profile');
    const withToken = await page('/profile', { authorization: 'Bearer some-token-of-someone-0123456789' });
    const root = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
    expect(root(withToken.html)).toBe(root(plain.html));
    expect(plain.html).toContain('aria-busy="true"');
    expect(plain.html).not.toContain(profileUz.loginRequired);
  });
});
