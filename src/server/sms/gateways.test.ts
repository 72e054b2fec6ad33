/** The SMS adapters against local fakes of Eskiz and Play Mobile: the wire format and every failure. */
import { afterEach, describe, expect, it } from 'vitest';
import { createEskizGateway } from './eskiz.ts';
import { SmsSendError } from './gateway.ts';
import { createPlayMobileGateway } from './play-mobile.ts';
import { startFakeEskiz, startFakePlayMobile, type FakeGateway } from './testing/fake-gateways.ts';

const message = { phone: '998901234567', text: 'Burger: tasdiqlash kodi 123456.' };
const fakes: FakeGateway[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});

async function failure(promise: Promise<unknown>): Promise<SmsSendError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
}

describe('Eskiz', () => {
  async function setup(options: { password?: string; timeoutMs?: number } = {}) {
    const fake = await startFakeEskiz();
    fakes.push(fake);
    const gateway = createEskizGateway({
      baseUrl: fake.url,
      email: fake.account.email,
      password: options.password ?? fake.account.password,
      timeoutMs: options.timeoutMs,
    });
    return { fake, gateway };
  }

  it('logs in once with form fields, then sends with the bearer token and form fields', async () => {
    const { fake, gateway } = await setup();
    await gateway.send(message);
    await gateway.send({ ...message, phone: '998911112233' });
    expect(fake.counts.logins).toBe(1);
    const [login, send] = fake.received;
    expect(login).toMatchObject({ method: 'POST', path: '/api/auth/login' });
    expect(login!.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(login!.body))).toEqual({ email: fake.account.email, password: fake.account.password });
    expect(send).toMatchObject({ method: 'POST', path: '/api/message/sms/send' });
    expect(send!.headers.authorization).toBe('Bearer eskiz-token-1');
    expect(fake.messages).toEqual([
      { phone: '998901234567', text: message.text, from: '4546' },
      { phone: '998911112233', text: message.text, from: '4546' },
    ]);
  });

  it('an expired token is refreshed and the send tried again; twenty sends at once refresh once', async () => {
    const { fake, gateway } = await setup();
    await gateway.send(message);
    fake.expireTokens();
    await Promise.all(Array.from({ length: 20 }, () => gateway.send(message)));
    expect(fake.counts.refreshes).toBe(1);
    expect(fake.counts.logins).toBe(1);
    expect(fake.messages).toHaveLength(21);
  });

  it('when refreshing fails it logs in again', async () => {
    const { fake, gateway } = await setup();
    await gateway.send(message);
    fake.expireTokens();
    fake.failRefresh = true;
    await gateway.send(message);
    expect(fake.counts.refreshes).toBe(1);
    expect(fake.counts.logins).toBe(2);
    expect(fake.messages).toHaveLength(2);
  });

  it('wrong credentials: not worth another try, and the password is in no message', async () => {
    const { gateway } = await setup({ password: 'wrong-password-xyz' });
    const error = await failure(gateway.send(message));
    expect(error.retryable).toBe(false);
    expect(error.message).not.toContain('wrong-password-xyz');
  });

  it('down or slow: worth another try later', async () => {
    const { fake, gateway } = await setup({ timeoutMs: 200 });
    await gateway.send(message);
    fake.down = true;
    expect((await failure(gateway.send(message))).retryable).toBe(true);
    fake.down = false;
    fake.delayMs = 500;
    const slow = await failure(gateway.send(message));
    expect(slow.retryable).toBe(true);
    expect(slow.message).toContain('timed out');
    await fake.close();
    expect((await failure(gateway.send(message))).message).toContain('could not connect');
  });

  it('the caller can abort', async () => {
    const { fake, gateway } = await setup();
    fake.delayMs = 1000;
    const controller = new AbortController();
    const sending = gateway.send(message, controller.signal);
    setTimeout(() => controller.abort(), 50);
    expect((await failure(sending)).message).toContain('aborted');
  });
});

describe('Play Mobile', () => {
  async function setup(options: { password?: string } = {}) {
    const fake = await startFakePlayMobile();
    fakes.push(fake);
    const gateway = createPlayMobileGateway({ url: fake.url, login: fake.account.login, password: options.password ?? fake.account.password });
    return { fake, gateway };
  }

  it('posts the documented JSON with basic auth and a message id of its own', async () => {
    const { fake, gateway } = await setup();
    await gateway.send(message);
    await gateway.send(message);
    const [request] = fake.received;
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from('shop:pm-secret').toString('base64')}`);
    expect(request!.headers['content-type']).toContain('application/json');
    expect(fake.messages[0]).toMatchObject({ recipient: '998901234567', originator: '3700', text: message.text });
    expect(fake.messages[0]!.messageId).toMatch(/^[a-z0-9]{1,40}$/);
    expect(fake.messages[1]!.messageId).not.toBe(fake.messages[0]!.messageId);
  });

  it.each([
    [100, 'error-code', true],
    [101, 'error_code', false],
    [102, 'error-code', false],
    [103, 'error_code', false],
    [202, 'error-code', false],
    [205, 'error_code', false],
    [401, 'error-code', false],
    [405, 'error_code', false],
  ] as const)('error %i under %s: retryable %s', async (code, key, retryable) => {
    const { fake, gateway } = await setup();
    fake.error = { code, key };
    const error = await failure(gateway.send(message));
    expect(error).toMatchObject({ code: String(code), retryable, gateway: 'PLAY_MOBILE' });
  });

  it('wrong credentials, a server error and no server at all', async () => {
    const bad = await setup({ password: 'not-the-password' });
    const refused = await failure(bad.gateway.send(message));
    expect(refused.retryable).toBe(false);
    expect(refused.message).not.toContain('not-the-password');
    const { fake, gateway } = await setup();
    fake.down = true;
    expect((await failure(gateway.send(message))).retryable).toBe(true);
    await fake.close();
    expect((await failure(gateway.send(message))).retryable).toBe(true);
  });
});
