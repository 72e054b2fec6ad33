/**
 * What a returning shopper's browser holds for a brand: a signed-in session and a basket of a
 * few products, as the storefront stores them in local storage (lib/session.ts,
 * features/basket/basket-store.ts and the nearest branch's entry of lib/nearest-branch-store.ts,
 * asked once per brand: zustand's persist format), and the session cookie. Signed in through the real API
 * with a code from the development outbox (the benchmark server runs with SMS_MODE=outbox). A
 * shopper who only filled a basket is `basketStorage`.
 */
import { signedInSchema } from '#schemas/account-endpoints';
import { overallMenuSchema } from '#schemas/entities';
import { SHOPPER_COOKIE } from '../src/server/shopper-cookie.ts';
import { APP_VERSION, brandKey, STORED, VERSION_KEY } from '../src/storefront/lib/storage.ts';
import type { BenchServer } from './server.ts';

let phoneSeq = 0;

async function call(server: BenchServer, merchant: string, path: string, init: RequestInit = {}): Promise<unknown> {
  const res = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    ...init,
    headers: { merchant, 'content-type': 'application/json', ...init.headers },
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

/** What a visitor's browser holds for a brand's origin: local storage entries and cookies. */
export interface BrowserState {
  readonly storage: Readonly<Record<string, string>>;
  /** Cookies of the origin, as the server set them (the session cookie is HttpOnly). */
  readonly cookies: Readonly<Record<string, string>>;
}

/**
 * A signed-in shopper of `sub` with `products` products in the basket: the session in local
 * storage and the session cookie signing in set (decision 027).
 */
export async function returningShopper(server: BenchServer, sub: string, products = 3): Promise<BrowserState> {
  const merchant = ((await call(server, '', `/users/v1/merchants/sub/${sub}`)) as { id: string }).id;
  const phone = `99890${String(Date.now() % 100_000).padStart(5, '0')}${String(++phoneSeq).padStart(2, '0')}`;
  await call(server, merchant, '/users/v1/auth/send-code', { method: 'POST', body: JSON.stringify({ phone }) });
  const [message] = (await call(server, merchant, `/dev/outbox?phone=${phone}`)) as { text: string }[];
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  const signedIn = signedInSchema.parse(await call(server, merchant, '/users/v1/auth/verify', { method: 'POST', body: JSON.stringify({ phone, code }) }));
  return {
    storage: {
      ...(await basketStorage(server, sub, products, merchant)),
      [brandKey(merchant, STORED.session)]: JSON.stringify({ state: { token: signedIn.token, user: signedIn.user }, version: 0 }),
    },
    cookies: { [SHOPPER_COOKIE]: signedIn.token },
  };
}

/** Local storage entries of a shopper of `sub` (not signed in) with `products` products in the basket. */
export async function basketStorage(server: BenchServer, sub: string, products = 1, merchantId?: string): Promise<Record<string, string>> {
  const merchant = merchantId ?? ((await call(server, '', `/users/v1/merchants/sub/${sub}`)) as { id: string }).id;
  const menu = overallMenuSchema.parse(await call(server, merchant, '/products/v1/overalls?type=WEB'));
  // Products that need no choice, as a shopper adds them from a list.
  const lines = menu.products
    .filter((p) => !p.modificationGroups.some((g) => g.isRequired))
    .slice(0, products)
    .map((p, i) => ({ key: String(p.id), productId: p.id, count: i + 1, modifications: [] }));
  if (lines.length === 0) throw new Error(`${sub}: no product without a required choice`);
  return {
    [VERSION_KEY]: APP_VERSION,
    [brandKey(merchant, STORED.basket)]: JSON.stringify({ state: { lines }, version: 0 }),
    // Filling the basket, they were asked for their position once, as every visitor is (and refused).
    [brandKey(merchant, STORED.nearestBranch)]: JSON.stringify({ state: { branchId: null, source: null, asked: true }, version: 0 }),
  };
}
