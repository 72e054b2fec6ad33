/**
 * Sign-in by SMS code and the shopper's account, on each database: codes, limits, tokens,
 * tenancy, profile rules, phone change, logout, deletion, the outbox and the sealed secrets.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#schemas/errors';
import { signedInSchema, codeSentSchema } from '#schemas/account-endpoints';
import { userSchema } from '#schemas/entities';
import type { Server, ServerOptions } from '../app.ts';
import { describeEachBackend } from '../testing/test-server.ts';
import { startFakeEskiz } from '../sms/testing/fake-gateways.ts';

const ALPHA = 'alpha-id';
const BETA = 'beta-id';
const LOOPBACK = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

let phoneSeq = 0;
/** A fresh Uzbek mobile number per call (tests share one server per block). */
const newPhone = () => `99890${String(1_000_000 + ((phoneSeq++ * 7919) % 9_000_000)).padStart(7, '0')}`;

interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers field by field
  body: any;
}

async function send(
  server: Server,
  method: string,
  path: string,
  options: { merchant?: string; token?: string; body?: unknown; env?: object; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { merchant: options.merchant ?? ALPHA, ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await server.app.request(
    path,
    {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    },
    options.env ?? LOOPBACK,
  );
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

const sendCode = (server: Server, phone: string, merchant = ALPHA, env: object = LOOPBACK) =>
  send(server, 'POST', '/users/v1/auth/send-code', { merchant, body: { phone }, env });
const verify = (server: Server, phone: string, code: string, merchant = ALPHA) =>
  send(server, 'POST', '/users/v1/auth/verify', { merchant, body: { phone, code } });

async function outbox(server: Server, phone: string, merchant = ALPHA): Promise<{ phone: string; text: string; sentAt: string }[]> {
  const res = await send(server, 'GET', `/dev/outbox?phone=${phone}`, { merchant });
  expect(res.status).toBe(200);
  return res.body;
}

async function lastCode(server: Server, phone: string, merchant = ALPHA): Promise<string> {
  const [message] = await outbox(server, phone, merchant);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code for ${phone}`);
  return code;
}

async function signIn(server: Server, phone = newPhone(), merchant = ALPHA) {
  expect((await sendCode(server, phone, merchant)).status).toBe(200);
  const res = await verify(server, phone, await lastCode(server, phone, merchant), merchant);
  expect(res.status).toBe(200);
  return { phone, token: res.body.token as string, user: res.body.user as { id: string; phone: string } };
}

/** A code that is surely not `code`. */
const otherThan = (code: string, seed = 1) => String((Number(code) + 1 + seed * 7) % 1_000_000).padStart(6, '0');

const outboxMode: ServerOptions = { sms: { mode: 'outbox' } };

describeEachBackend(
  'sign-in by SMS code',
  (server) => {
    it('sends a code and signs in: a new phone creates the shopper, the same phone finds them again', async () => {
      const phone = newPhone();
      const sent = await sendCode(server(), `+998 (${phone.slice(3, 5)}) ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}`);
      expect(sent.status).toBe(200);
      expect(codeSentSchema.parse(sent.body)).toEqual({ ttlSeconds: 300, resendSeconds: 60 });
      const code = await lastCode(server(), phone);
      const first = await verify(server(), phone, code);
      expect(first.status).toBe(200);
      expect(signedInSchema.safeParse(first.body).success).toBe(true);
      expect(first.body.user).toMatchObject({ phone, merchantId: ALPHA });
      expect(first.body.token.length).toBeGreaterThanOrEqual(22);

      await server().db.query("update sign_in_codes set created_at = created_at - interval '2 minutes'");
      const again = await signIn(server(), phone);
      expect(again.user.id).toBe(first.body.user.id);
      expect(again.token).not.toBe(first.body.token);
    });

    it('answers a known and an unknown phone identically', async () => {
      const known = await signIn(server());
      await server().db.query("update sign_in_codes set created_at = created_at - interval '2 minutes'");
      const a = await sendCode(server(), known.phone);
      const b = await sendCode(server(), newPhone());
      expect(a.status).toBe(b.status);
      expect(a.body).toEqual(b.body);
      expect([...a.headers.keys()].sort()).toEqual([...b.headers.keys()].sort());
    });

    it('refuses a phone that is no Uzbek mobile number, in three languages', async () => {
      for (const phone of ['+7 912 123 45 67', '998711234567', '12', 'x'.repeat(20)]) {
        const res = await sendCode(server(), phone);
        expect(res.status, phone).toBe(400);
        expect(apiErrorSchema.parse(res.body).code).toBe('INVALID_PHONE');
        expect(res.body.description.uz).toContain('+998');
      }
      expect((await send(server(), 'POST', '/users/v1/auth/send-code', { body: { phone: 5 } })).status).toBe(400);
      const broken = await server().app.request('/users/v1/auth/send-code', {
        method: 'POST',
        headers: { merchant: ALPHA, 'content-type': 'application/json' },
        body: '{',
      });
      expect(broken.status).toBe(400);
    });

    it('the SMS text is the default of the language with the brand and the code', async () => {
      const phone = newPhone();
      await send(server(), 'POST', '/users/v1/auth/send-code', { body: { phone, language: 'ru' } });
      const [message] = await outbox(server(), phone);
      expect(message!.text).toMatch(/^.+: код подтверждения \d{6}\. Никому его не сообщайте\.$/);
    });

    it('a resend waits out the cooldown, and says how long with Retry-After', async () => {
      const phone = newPhone();
      expect((await sendCode(server(), phone)).status).toBe(200);
      const again = await sendCode(server(), phone);
      expect(again.status).toBe(429);
      expect(again.body.code).toBe('TOO_MANY_REQUESTS');
      expect(again.body.retryAfterSeconds).toBeGreaterThan(50);
      expect(again.body.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect(again.headers.get('retry-after')).toBe(String(again.body.retryAfterSeconds));
    });

    it('of ten sends at once to one phone exactly one goes', async () => {
      const phone = newPhone();
      const answers = await Promise.all(Array.from({ length: 10 }, () => sendCode(server(), phone)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(9);
      expect(await outbox(server(), phone)).toHaveLength(1);
    });

    it("a wrong, a used, an expired and another merchant's code are refused with SPEC's text", async () => {
      const phone = newPhone();
      await sendCode(server(), phone);
      const code = await lastCode(server(), phone);
      const wrong = await verify(server(), phone, otherThan(code));
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe('WRONG_CODE');
      expect(wrong.body.description.uz).toBe("Noto'g'ri kod yoki kod kiritish muddati o'tib ketgan.");
      expect((await verify(server(), phone, 'abc')).body.code).toBe('WRONG_CODE');

      expect((await verify(server(), phone, code, BETA)).body.code).toBe('WRONG_CODE');
      expect((await verify(server(), phone, code)).status).toBe(200);
      expect((await verify(server(), phone, code)).body.code).toBe('WRONG_CODE');

      const late = newPhone();
      await sendCode(server(), late);
      const lateCode = await lastCode(server(), late);
      await server().db.query("update sign_in_codes set expires_at = now() - interval '1 second' where phone = $1", [late]);
      expect((await verify(server(), late, lateCode)).body.code).toBe('WRONG_CODE');
    });

    it('after five wrong tries even the right code fails', async () => {
      const phone = newPhone();
      await sendCode(server(), phone);
      const code = await lastCode(server(), phone);
      for (let i = 0; i < 5; i++) expect((await verify(server(), phone, otherThan(code, i))).status).toBe(400);
      expect((await verify(server(), phone, code)).body.code).toBe('WRONG_CODE');
    });

    it('five wrong tries burn that code only: a new code within the hourly cap signs the owner in (no lock-out of the phone)', async () => {
      const phone = newPhone();
      await sendCode(server(), phone);
      const first = await lastCode(server(), phone);
      for (let i = 0; i < 5; i++) await verify(server(), phone, otherThan(first, i));
      expect((await verify(server(), phone, first)).body.code).toBe('WRONG_CODE');
      await server().db.query("update sign_in_codes set created_at = created_at - interval '2 minutes' where phone = $1", [phone]);
      expect((await sendCode(server(), phone)).status).toBe(200);
      const second = await lastCode(server(), phone);
      expect((await verify(server(), phone, otherThan(second))).status).toBe(400);
      expect((await verify(server(), phone, second)).status).toBe(200);
    });

    it('the wrong guesses at one phone in an hour stay at most codes per hour x tries per code (25)', async () => {
      const phone = newPhone();
      let guesses = 0;
      for (let sent = 0; sent < 5; sent++) {
        expect((await sendCode(server(), phone, ALPHA, from(`10.44.0.${sent}`))).status).toBe(200);
        const code = await lastCode(server(), phone);
        // Every guess after the fifth is refused without being weighed: the code is burnt.
        for (let i = 0; i < 8; i++) if ((await verify(server(), phone, otherThan(code, i))).status === 400) guesses++;
        const weighed = await server().db.query<{ failures: number }>('select failures from sign_in_codes where phone = $1 order by id desc limit 1', [phone]);
        expect(weighed[0]!.failures).toBe(5);
        await server().db.query("update sign_in_codes set created_at = created_at - interval '61 seconds' where phone = $1", [phone]);
      }
      expect((await sendCode(server(), phone, ALPHA, from('10.44.0.9'))).status).toBe(429);
      const total = await server().db.query<{ failures: number }>('select sum(failures)::int as failures from sign_in_codes where phone = $1', [phone]);
      expect(total[0]!.failures).toBe(25);
      expect(guesses).toBe(40);
    });

    it('the outbox answers only on the loopback interface, unforwarded', async () => {
      const phone = newPhone();
      await sendCode(server(), phone);
      expect((await send(server(), 'GET', `/dev/outbox?phone=${phone}`, { env: from('10.1.2.3') })).status).toBe(404);
      expect((await send(server(), 'GET', `/dev/outbox?phone=${phone}`, { env: {} })).status).toBe(404);
      expect((await send(server(), 'GET', `/dev/outbox?phone=${phone}`, { headers: { 'x-forwarded-for': '8.8.8.8' } })).status).toBe(404);
      const own = await send(server(), 'GET', `/dev/outbox?phone=${phone}`);
      expect(own.status).toBe(200);
      expect(own.body[0]).toMatchObject({ phone });
      // Another merchant's outbox does not hold it.
      expect((await send(server(), 'GET', `/dev/outbox?phone=${phone}`, { merchant: BETA })).body).toEqual([]);
    });
  },
  { ...outboxMode, accountSettings: { codesPerAddressHour: 10_000 } },
);

describeEachBackend(
  'sign-in limits',
  (server) => {
    it('at most five codes per phone per hour', async () => {
      const phone = newPhone();
      for (let i = 0; i < 5; i++) expect((await sendCode(server(), phone, ALPHA, from(`10.20.0.${i}`))).status).toBe(200);
      const sixth = await sendCode(server(), phone, ALPHA, from('10.20.0.9'));
      expect(sixth.status).toBe(429);
      expect(sixth.body.retryAfterSeconds).toBeGreaterThan(3500);
    });

    it('a cap per client address, at every merchant together', async () => {
      const address = '10.9.8.7';
      for (let i = 0; i < 3; i++) expect((await sendCode(server(), newPhone(), i % 2 ? BETA : ALPHA, from(address))).status).toBe(200);
      expect((await sendCode(server(), newPhone(), BETA, from(address))).status).toBe(429);
      expect((await sendCode(server(), newPhone(), ALPHA, from('10.9.8.6'))).status).toBe(200);
    });

    it('10,000 guesses spread over codes and phones give no sign-in', async () => {
      const phones = Array.from({ length: 200 }, newPhone);
      const address = (round: number, i: number) => from(`10.${round}.${i}.1`);
      for (const [i, phone] of phones.entries()) expect((await sendCode(server(), phone, ALPHA, address(10, i))).status).toBe(200);
      const codes = new Map<string, string>();
      for (const phone of phones) codes.set(phone, await lastCode(server(), phone));
      let signedIn = 0;
      let guesses = 0;
      for (let round = 0; round < 50; round++) {
        if (round === 25) {
          // Halfway, every phone gets a fresh code: the count of wrong tries goes with it.
          for (const [i, phone] of phones.entries()) expect((await sendCode(server(), phone, ALPHA, address(11, i))).status).toBe(200);
          for (const phone of phones) codes.set(phone, await lastCode(server(), phone));
        }
        const answers = await Promise.all(
          phones.map((phone) => {
            const real = codes.get(phone)!;
            // The real code is tried too, once the tries are spent: it must not work either.
            const guess = round === 10 || round === 30 ? real : otherThan(real, round);
            return verify(server(), phone, guess);
          }),
        );
        guesses += answers.length;
        signedIn += answers.filter((a) => a.status === 200).length;
      }
      expect(guesses).toBe(10_000);
      expect(signedIn).toBe(0);
    }, 180_000);
  },
  { ...outboxMode, accountSettings: { resendSeconds: 0, codesPerAddressHour: 3 } },
);

describeEachBackend(
  "the shopper's account",
  (server) => {
    it('a token works at its merchant only, and WITH_TOKEN calls check a token when one is sent', async () => {
      const { token, user } = await signIn(server());
      const me = await send(server(), 'GET', '/users/v1/users/me', { token });
      expect(me.status).toBe(200);
      expect(userSchema.parse(me.body)).toMatchObject({ id: user.id });
      expect((await send(server(), 'GET', '/users/v1/users/me', { token, merchant: BETA })).status).toBe(401);
      expect((await send(server(), 'GET', '/users/v1/users/me')).status).toBe(401);
      expect((await send(server(), 'GET', '/users/v1/users/me', { token: 'x'.repeat(43) })).status).toBe(401);
      expect((await send(server(), 'GET', '/users/v1/users/me', { headers: { authorization: 'Basic abc' } })).status).toBe(401);

      expect((await send(server(), 'GET', `/users/v1/city-merchant/merchant/${ALPHA}`, { token })).status).toBe(200);
      expect((await send(server(), 'GET', `/users/v1/city-merchant/merchant/${BETA}`, { token })).status).toBe(401);
      expect((await send(server(), 'GET', `/users/v1/city-merchant/merchant/${BETA}`)).status).toBe(200);
      expect((await send(server(), 'GET', '/users/v1/local/branch/closest?lat=41.3&lon=69.2', { token })).status).toBe(200);
      expect((await send(server(), 'GET', '/users/v1/local/branch/closest?lat=41.3&lon=69.2', { token, merchant: BETA })).status).toBe(401);
    });

    it('a token is renewed by use', async () => {
      const { token } = await signIn(server());
      await server().db.query("update auth_tokens set last_used_at = now() - interval '2 days', expires_at = now() + interval '1 day'");
      expect((await send(server(), 'GET', '/users/v1/users/me', { token })).status).toBe(200);
      const [row] = await server().db.query<{ days: number }>(
        'select extract(epoch from expires_at - now())::float8 / 86400 as days from auth_tokens order by last_used_at desc limit 1',
      );
      expect(row!.days).toBeGreaterThan(29);
      await server().db.query("update auth_tokens set expires_at = now() - interval '1 second'");
      expect((await send(server(), 'GET', '/users/v1/users/me', { token })).status).toBe(401);
    });

    it("edits only the caller's own profile, with each field checked", async () => {
      const { token, user } = await signIn(server());
      const other = await signIn(server());
      const ok = await send(server(), 'PUT', `/users/v1/users/${user.id}`, {
        token,
        body: {
          firstName: 'Oʻktam',
          lastName: "Ne'matov",
          email: 'oktam@example.uz',
          birthday: '1990-05-17',
          gender: 'MALE',
          phone: '998000000000',
          cashback: 10 ** 6,
        },
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({
        firstName: 'Oʻktam',
        lastName: "Ne'matov",
        email: 'oktam@example.uz',
        birthday: '1990-05-17',
        gender: 'MALE',
        phone: user.phone,
        cashback: 0,
      });
      expect((await send(server(), 'GET', '/users/v1/users/me', { token })).body.birthday).toBe('1990-05-17');

      expect((await send(server(), 'PUT', `/users/v1/users/${other.user.id}`, { token, body: { firstName: 'X' } })).status).toBe(403);
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      for (const body of [
        { email: 'not-mail' },
        { birthday: tomorrow },
        { birthday: '1990-02-30' },
        { gender: 'OTHER' },
        { firstName: 'R2D2' },
        { firstName: 'a'.repeat(51) },
      ]) {
        const res = await send(server(), 'PUT', `/users/v1/users/${user.id}`, { token, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.fields[0].path).toMatch(/^\$\.body\./);
      }
      const cleared = await send(server(), 'PUT', `/users/v1/users/${user.id}`, { token, body: { email: '', birthday: null } });
      expect(cleared.body).toMatchObject({ email: null, birthday: null, firstName: 'Oʻktam' });
    });

    it('changes the phone in two steps: the new number, then its code', async () => {
      const { token, user } = await signIn(server());
      const taken = await signIn(server());
      expect((await send(server(), 'PUT', '/users/v1/users/phone', { token, body: { phone: taken.phone, type: 'WEB' } })).status).toBe(409);
      expect((await send(server(), 'PUT', '/users/v1/users/phone', { token, body: { phone: user.phone, type: 'WEB' } })).status).toBe(400);

      const next = newPhone();
      const asked = await send(server(), 'PUT', '/users/v1/users/phone', { token, body: { phone: next, type: 'WEB' } });
      expect(asked.status).toBe(200);
      expect(codeSentSchema.safeParse(asked.body).success).toBe(true);
      const code = await lastCode(server(), next);
      // The code signs nobody in: it is for the change only.
      expect((await verify(server(), next, code)).status).toBe(400);
      const wrong = await send(server(), 'PUT', '/users/v1/users/phone/verify', { token, body: { phone: next, code: otherThan(code) } });
      expect(wrong.body.code).toBe('WRONG_CODE');
      const done = await send(server(), 'PUT', '/users/v1/users/phone/verify', { token, body: { phone: next, code } });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ id: user.id, phone: next });
      expect((await send(server(), 'GET', '/users/v1/users/me', { token })).body.phone).toBe(next);
    });

    it("a code for one shopper's phone change does not change another's", async () => {
      const a = await signIn(server());
      const b = await signIn(server());
      const next = newPhone();
      await send(server(), 'PUT', '/users/v1/users/phone', { token: a.token, body: { phone: next, type: 'WEB' } });
      const code = await lastCode(server(), next);
      expect((await send(server(), 'PUT', '/users/v1/users/phone/verify', { token: b.token, body: { phone: next, code } })).status).toBe(400);
      expect((await send(server(), 'GET', '/users/v1/users/me', { token: b.token })).body.phone).toBe(b.phone);
    });

    it('signing in sets the session cookie the pages read (HttpOnly, Lax); the API never takes it for a token; logout and deletion clear it', async () => {
      const phone = newPhone();
      expect((await sendCode(server(), phone)).status).toBe(200);
      const res = await verify(server(), phone, await lastCode(server(), phone));
      const token = res.body.token as string;
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(new RegExp(`^shopper=${token}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax$`));
      // A call with the cookie and no Authorization header is anyone's call: no cross-site request can act as the shopper.
      expect((await send(server(), 'GET', '/users/v1/users/me', { headers: { cookie: `shopper=${token}` } })).status).toBe(401);
      const cleared = /^shopper=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/;
      expect((await send(server(), 'POST', '/users/v1/users/logout', { token })).headers.get('set-cookie')).toMatch(cleared);
      const again = await signIn(server());
      expect((await send(server(), 'DELETE', '/users/v1/users', { token: again.token })).headers.get('set-cookie')).toMatch(cleared);
    });

    it('logout revokes that token only', async () => {
      const { phone, token } = await signIn(server());
      await server().db.query("update sign_in_codes set created_at = created_at - interval '2 minutes'");
      const second = await signIn(server(), phone);
      expect((await send(server(), 'POST', '/users/v1/users/logout', { token })).status).toBe(200);
      expect((await send(server(), 'GET', '/users/v1/users/me', { token })).status).toBe(401);
      expect((await send(server(), 'POST', '/users/v1/users/logout', { token })).status).toBe(401);
      expect((await send(server(), 'GET', '/users/v1/users/me', { token: second.token })).status).toBe(200);
    });

    it('deleting the account removes the personal data and every token; the phone can start afresh', async () => {
      const { phone, token, user } = await signIn(server());
      await send(server(), 'PUT', `/users/v1/users/${user.id}`, { token, body: { firstName: 'Aziza', email: 'a@example.uz' } });
      await server().db.query("update sign_in_codes set created_at = created_at - interval '2 minutes'");
      const second = await signIn(server(), phone);
      expect((await send(server(), 'DELETE', '/users/v1/users', { token })).status).toBe(200);
      expect((await send(server(), 'GET', '/users/v1/users/me', { token })).status).toBe(401);
      expect((await send(server(), 'GET', '/users/v1/users/me', { token: second.token })).status).toBe(401);
      const [row] = await server().db.query('select phone, first_name, email, birthday, deleted_at from users where id = $1', [user.id]);
      expect(row).toMatchObject({ phone: null, first_name: null, email: null, birthday: null });
      expect(row!.deleted_at).not.toBeNull();
      await server().db.query("update sign_in_codes set created_at = created_at - interval '2 minutes'");
      const fresh = await signIn(server(), phone);
      expect(fresh.user.id).not.toBe(user.id);
    });
  },
  { ...outboxMode, accountSettings: { codesPerAddressHour: 10_000 } },
);

// alpha's preset names ESKIZ with these credentials (tests/fixtures/presets/alpha.json).
const eskiz = await startFakeEskiz({ email: 'alpha-sms', password: 'secret-password' });
afterAll(() => eskiz.close());

describeEachBackend(
  "sign-in through the merchant's gateway",
  (server) => {
    it("the code goes through the merchant's Eskiz account and signs in", async () => {
      const phone = newPhone();
      expect((await sendCode(server(), phone)).status).toBe(200);
      const sent = eskiz.messages.at(-1)!;
      expect(sent.phone).toBe(phone);
      const code = /\b(\d{6})\b/.exec(sent.text)![1]!;
      expect((await verify(server(), phone, code)).status).toBe(200);
    });

    it('gateway down: a clear "try again", and the cooldown is not spent', async () => {
      const phone = newPhone();
      eskiz.down = true;
      try {
        const res = await sendCode(server(), phone);
        expect(res.status).toBe(502);
        expect(res.body.code).toBe('SMS_NOT_SENT');
        expect(res.body.description.uz).toContain("Qayta urinib ko'ring");
      } finally {
        eskiz.down = false;
      }
      expect((await sendCode(server(), phone)).status).toBe(200);
      expect(eskiz.messages.at(-1)!.phone).toBe(phone);
    });

    it('a merchant without gateway credentials cannot send, and says so', async () => {
      const res = await sendCode(server(), newPhone(), BETA);
      expect(res.status).toBe(502);
      expect(res.body.code).toBe('SMS_NOT_SENT');
    });
  },
  { sms: { mode: 'gateway', urls: { eskiz: eskiz.url } }, accountSettings: { codesPerAddressHour: 10_000 } },
);

describeEachBackend('merchant secrets', (server) => {
  it('the application role cannot read them, and merchant rows hold none', async () => {
    const rows = await server().db.query<{ sealed: string }>('select sealed from merchant_secrets where merchant_id = $1', [ALPHA]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sealed).not.toContain('secret-password');
    await expect(server().db.asMerchant(ALPHA, (tx) => tx.query('select * from merchant_secrets'))).rejects.toThrow(/permission denied/);
    const [merchant] = await server().db.asMerchant(ALPHA, (tx) =>
      tx.query<{ data: Record<string, unknown> }>('select data from merchants where id = $1', [ALPHA]),
    );
    expect(merchant!.data.smsPassword).toBeUndefined();
    expect(merchant!.data.smsUsername).toBeUndefined();
    expect(JSON.stringify(merchant)).not.toContain('secret-password');
  });

  it("with a merchant's gateway credentials the default mode is the gateway, and the outbox is gone", async () => {
    expect(server().smsMode).toBe('gateway');
    expect((await send(server(), 'GET', '/dev/outbox?phone=998901234567')).status).toBe(404);
  });
});

describe('outbox mode in production', () => {
  it('is refused unless allowed', async () => {
    const { startTestServer } = await import('../testing/test-server.ts');
    await expect(startTestServer('pglite', { sms: { mode: 'outbox', production: true } })).rejects.toThrow(/SMS_OUTBOX_ALLOWED/);
    const allowed = await startTestServer('pglite', { sms: { mode: 'outbox', production: true, outboxAllowed: true } });
    expect(allowed.smsMode).toBe('outbox');
    await allowed.close();
  });
});

describeEachBackend(
  'saved addresses and order settings',
  (server) => {
    const home = {
      type: 'APARTMENT',
      name: 'Uy',
      streetName: 'Amir Temur',
      houseNumber: '15',
      latitude: 41.31,
      longitude: 69.28,
      cityId: 'tashkent',
      entrance: '2',
      floor: '5',
      domophone: '52',
    };

    it('a shopper lists, saves, changes and forgets only their own addresses', async () => {
      const a = await signIn(server());
      const b = await signIn(server());
      expect((await send(server(), 'GET', '/users/v1/addresses', { token: a.token })).body).toEqual([]);
      const created = await send(server(), 'POST', '/users/v1/addresses', { token: a.token, body: { ...home, id: 'mine', userId: b.user.id } });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ ...home });
      expect(created.body.id).not.toBe('mine');
      const id = created.body.id as string;

      expect((await send(server(), 'GET', '/users/v1/addresses', { token: b.token })).body).toEqual([]);
      expect((await send(server(), 'PUT', `/users/v1/addresses/${id}`, { token: b.token, body: home })).status).toBe(404);
      expect((await send(server(), 'DELETE', `/users/v1/addresses/${id}`, { token: b.token })).status).toBe(404);
      expect((await send(server(), 'GET', '/users/v1/addresses', { token: a.token, merchant: BETA })).status).toBe(401);

      const changed = await send(server(), 'PUT', `/users/v1/addresses/${id}`, { token: a.token, body: { ...home, floor: '6' } });
      expect(changed.body).toMatchObject({ id, floor: '6' });
      const list = await send(server(), 'GET', '/users/v1/addresses', { token: a.token });
      expect(list.body.map((x: { id: string }) => x.id)).toEqual([id]);
      expect((await send(server(), 'DELETE', `/users/v1/addresses/${id}`, { token: a.token })).status).toBe(200);
      expect((await send(server(), 'GET', '/users/v1/addresses', { token: a.token })).body).toEqual([]);
      expect((await send(server(), 'GET', '/users/v1/addresses')).status).toBe(401);
    });

    it("an address typed without the map is kept with no point and the city of the brand's main branch, or the city given", async () => {
      const { token } = await signIn(server());
      const typed = await send(server(), 'POST', '/users/v1/addresses', {
        token,
        body: { ...home, latitude: undefined, longitude: undefined, cityId: undefined },
      });
      expect(typed.status).toBe(201);
      expect(typed.body).toMatchObject({ streetName: 'Amir Temur', cityId: 'tashkent' });
      expect([typed.body.latitude ?? null, typed.body.longitude ?? null]).toEqual([null, null]);
      const pinned = await send(server(), 'PUT', `/users/v1/addresses/${typed.body.id}`, { token, body: home });
      expect(pinned.body).toMatchObject({ latitude: 41.31, longitude: 69.28 });
    });

    it("refuses an address with neither a street nor a name, in the shopper's language, and keeps nothing", async () => {
      const { token } = await signIn(server());
      for (const body of [
        { ...home, name: null, streetName: null },
        { ...home, name: '  ', streetName: ' ' },
      ]) {
        const res = await send(server(), 'POST', '/users/v1/addresses', { token, body });
        expect(res.status).toBe(400);
        expect(res.body.description.uz).toBe("Ko'cha va uy raqamini yoki manzil nomini kiriting");
        expect(res.body.fields[0].path).toBe('$.body.streetName');
      }
      expect((await send(server(), 'GET', '/users/v1/addresses', { token })).body).toEqual([]);
    });

    it('refuses an address with one coordinate, with a city the merchant lacks, or too long', async () => {
      const { token } = await signIn(server());
      for (const body of [
        { ...home, latitude: undefined },
        { ...home, longitude: null },
        { ...home, latitude: 91 },
        { ...home, cityId: 'paris' },
        { ...home, comment: 'x'.repeat(501) },
      ]) {
        const res = await send(server(), 'POST', '/users/v1/addresses', { token, body });
        expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(res.body.fields[0].path).toMatch(/^\$\.body\./);
      }
    });

    it('keeps at most 50 addresses a shopper, and deleting the account forgets them', async () => {
      const { token } = await signIn(server());
      for (let i = 0; i < 50; i++) expect((await send(server(), 'POST', '/users/v1/addresses', { token, body: { ...home, name: `#${i}` } })).status).toBe(201);
      expect((await send(server(), 'POST', '/users/v1/addresses', { token, body: home })).status).toBe(409);
      await send(server(), 'DELETE', '/users/v1/users', { token });
      const [row] = await server().db.query<{ n: number }>("select count(*)::int as n from addresses where data->>'name' = '#0'");
      expect(row!.n).toBe(0);
    });

    it('answers the order settings of a city, 404 for a city without them', async () => {
      const res = await send(server(), 'GET', '/orders/v1/order/setting/tashkent');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ cityId: 'tashkent', isServiceFeeEnabled: true, serviceFeeAmount: 5000, minimalDeliveryPrice: 30000 });
      expect((await send(server(), 'GET', '/orders/v1/order/setting/samarkand')).status).toBe(404);
      expect((await send(server(), 'GET', '/orders/v1/order/setting/tashkent', { merchant: BETA })).status).toBe(404);
      expect((await send(server(), 'GET', '/orders/v1/order/setting/tashkent', { token: 'x'.repeat(43) })).status).toBe(401);
    });
  },
  { ...outboxMode, accountSettings: { codesPerAddressHour: 10_000 } },
);
