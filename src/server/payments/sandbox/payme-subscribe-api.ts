/**
 * Payme's Subscribe API as the payment sandbox serves it (and the adapter's tests run against, on
 * 127.0.0.1): JSON-RPC at `POST /api` with Payme's methods, test cards and SMS code
 * (INTEGRATIONS.md: cards 8600 0691 9540 6311 and 8600 4954 7331 6478, expiry 03/99, code
 * 666666). The browser's methods take `X-Auth: <cashbox id>`; the server's take
 * `X-Auth: <cashbox id>:<key>`. Cards and receipts live in memory: it is a test double, never a
 * production path.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { sameSecret } from '../../secret-compare.ts';

const TEST_CARDS = new Set(['8600069195406311', '8600495473316478']);
const TEST_EXPIRE = '0399';
export const SANDBOX_SMS_CODE = '666666';

interface Card {
  number: string;
  expire: string;
  token: string;
  verified: boolean;
  removed: boolean;
}
interface Receipt {
  id: string;
  amount: number;
  account: unknown;
  state: number;
  token: string | null;
}

const mask = (number: string) => `${number.slice(0, 6)}******${number.slice(-4)}`;

export function paymeSubscribeApi(accounts: (cashboxId: string) => string | null | Promise<string | null>): Hono {
  const cards = new Map<string, Card>();
  const receipts = new Map<string, Receipt>();
  const app = new Hono();
  app.post('/api', async (c) => {
    let body: { id?: unknown; method?: unknown; params?: Record<string, unknown> };
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: { code: -32700, message: 'Parse error' }, id: null });
    }
    const id = typeof body.id === 'number' || typeof body.id === 'string' ? body.id : null;
    const fail = (code: number, message: string) => c.json({ error: { code, message }, id });
    const ok = (result: Record<string, unknown>) => c.json({ result, id });
    const params = body.params && typeof body.params === 'object' ? body.params : {};
    const [cashbox, key] = (c.req.header('x-auth') ?? '').split(':');
    const known = cashbox ? await accounts(cashbox) : null;
    if (known === null) return fail(-32504, 'Insufficient privileges');
    const serverSide = key !== undefined;
    if (serverSide && !sameSecret(known, key)) return fail(-32504, 'Insufficient privileges');
    const card = () => {
      const found = typeof params.token === 'string' ? cards.get(params.token) : undefined;
      return found && !found.removed ? found : null;
    };
    const cardAnswer = (x: Card) => ({ card: { number: mask(x.number), expire: x.expire, token: x.token, recurrent: true, verify: x.verified } });
    switch (body.method) {
      case 'cards.create': {
        const input = params.card as { number?: unknown; expire?: unknown } | undefined;
        const number = typeof input?.number === 'string' ? input.number.replace(/\s+/g, '') : '';
        const expire = typeof input?.expire === 'string' ? input.expire : '';
        if (!/^\d{16}$/.test(number)) return fail(-31300, 'Card number is wrong');
        if (!TEST_CARDS.has(number) || expire !== TEST_EXPIRE) return fail(-31900, 'Card not found');
        const token = randomBytes(24).toString('hex');
        const created = { number, expire, token, verified: false, removed: false };
        cards.set(token, created);
        return ok(cardAnswer(created));
      }
      case 'cards.get_verify_code': {
        const x = card();
        return x ? ok({ sent: true, phone: '99890*****67', wait: 60_000 }) : fail(-31400, 'Card not found');
      }
      case 'cards.verify': {
        const x = card();
        if (!x) return fail(-31400, 'Card not found');
        if (params.code !== SANDBOX_SMS_CODE) return fail(-31103, 'SMS code is wrong');
        x.verified = true;
        return ok(cardAnswer(x));
      }
      case 'cards.check':
      case 'cards.remove': {
        if (!serverSide) return fail(-32504, 'Insufficient privileges');
        const x = card();
        if (!x) return fail(-31400, 'Card not found');
        if (body.method === 'cards.remove') {
          x.removed = true;
          return ok({ success: true });
        }
        return ok(cardAnswer(x));
      }
      case 'receipts.create': {
        if (!serverSide) return fail(-32504, 'Insufficient privileges');
        if (typeof params.amount !== 'number' || !Number.isSafeInteger(params.amount) || params.amount <= 0) return fail(-31001, 'Wrong amount');
        const receipt = { id: randomBytes(12).toString('hex'), amount: params.amount, account: params.account, state: 0, token: null };
        receipts.set(receipt.id, receipt);
        return ok({ receipt: { _id: receipt.id, state: 0, amount: receipt.amount, account: receipt.account } });
      }
      case 'receipts.pay':
      case 'receipts.cancel': {
        if (!serverSide) return fail(-32504, 'Insufficient privileges');
        const receipt = typeof params.id === 'string' ? receipts.get(params.id) : undefined;
        if (!receipt) return fail(-31602, 'Receipt not found');
        if (body.method === 'receipts.pay') {
          const x = card();
          if (!x || !x.verified) return fail(-31400, 'Card not found');
          if (receipt.state === 0) Object.assign(receipt, { state: 4, token: x.token });
        } else if (receipt.state === 4) {
          receipt.state = 50;
        }
        return ok({ receipt: { _id: receipt.id, state: receipt.state, amount: receipt.amount, account: receipt.account } });
      }
      default:
        return fail(-32601, 'Method not found');
    }
  });
  return app;
}
