/**
 * Local fakes of the SMS gateways that speak their documented protocols (INTEGRATIONS.md), on
 * 127.0.0.1, for the adapters' tests and the sign-in API's: no test reaches a provider.
 * Switches make them fail the ways the real ones do.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface Received {
  readonly path: string;
  readonly method: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

export interface FakeGateway {
  readonly url: string;
  /** Every request, in order. */
  readonly received: Received[];
  close(): Promise<void>;
}

async function listen(
  handle: (req: IncomingMessage, body: string) => Promise<{ status: number; body: string; type?: string }>,
): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      handle(req, Buffer.concat(chunks).toString()).then(
        (answer) => {
          res.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json' });
          res.end(answer.body);
        },
        () => {
          res.destroy();
        },
      );
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { server, url: `http://127.0.0.1:${address.port}` };
}

const closer = (server: Server) => () =>
  new Promise<void>((ok) => {
    server.close(() => ok());
    server.closeAllConnections();
  });

export interface FakeEskiz extends FakeGateway {
  /** The credentials it accepts. */
  readonly account: { email: string; password: string };
  /** Counts of token requests. */
  readonly counts: { logins: number; refreshes: number };
  /** The tokens it takes for sends now (others answer 401). */
  expireTokens(): void;
  /** Refreshing answers 401 (only a new login gives a token). */
  failRefresh: boolean;
  /** Sends answer 500. */
  down: boolean;
  /** Each answer waits this long first. */
  delayMs: number;
  /** Messages sent: phone, text, from. */
  readonly messages: { phone: string; text: string; from: string }[];
}

export async function startFakeEskiz(account = { email: 'shop@example.uz', password: 'eskiz-secret' }): Promise<FakeEskiz> {
  let serial = 0;
  let valid = new Set<string>();
  const fake = {
    received: [] as Received[],
    messages: [] as { phone: string; text: string; from: string }[],
    counts: { logins: 0, refreshes: 0 },
    account,
    failRefresh: false,
    down: false,
    delayMs: 0,
    expireTokens: () => {
      valid = new Set();
    },
  };
  const issue = () => {
    const token = `eskiz-token-${++serial}`;
    valid.add(token);
    return JSON.stringify({ message: 'token_generated', data: { token }, token_type: 'bearer' });
  };
  const bearer = (req: IncomingMessage) => /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
  const { server, url } = await listen(async (req, body) => {
    fake.received.push({ path: req.url ?? '', method: req.method ?? '', headers: req.headers, body });
    if (fake.delayMs) await new Promise((r) => setTimeout(r, fake.delayMs));
    const fields = new URLSearchParams(body);
    if (req.method === 'POST' && req.url === '/api/auth/login') {
      fake.counts.logins++;
      if (fields.get('email') !== account.email || fields.get('password') !== account.password) {
        return { status: 401, body: JSON.stringify({ message: 'Invalid credentials' }) };
      }
      return { status: 200, body: issue() };
    }
    if (req.method === 'PATCH' && req.url === '/api/auth/refresh') {
      fake.counts.refreshes++;
      if (fake.failRefresh || !bearer(req).startsWith('eskiz-token-')) return { status: 401, body: JSON.stringify({ message: 'Unauthenticated' }) };
      return { status: 200, body: issue() };
    }
    if (req.method === 'POST' && req.url === '/api/message/sms/send') {
      if (fake.down) return { status: 500, body: JSON.stringify({ message: 'Server error' }) };
      if (!valid.has(bearer(req))) return { status: 401, body: JSON.stringify({ message: 'Expired' }) };
      fake.messages.push({ phone: fields.get('mobile_phone') ?? '', text: fields.get('message') ?? '', from: fields.get('from') ?? '' });
      return { status: 200, body: JSON.stringify({ id: `id-${fake.messages.length}`, message: 'Waiting for SMS provider', status: 'waiting' }) };
    }
    return { status: 404, body: '{}' };
  });
  return Object.assign(fake, { url: `${url}/api`, close: closer(server) });
}

export interface FakePlayMobile extends FakeGateway {
  readonly account: { login: string; password: string };
  /** The next sends answer this error code (with the key spelling given), or null. */
  error: { code: number; key: 'error-code' | 'error_code' } | null;
  down: boolean;
  readonly messages: { recipient: string; messageId: string; originator: string; text: string }[];
}

export async function startFakePlayMobile(account = { login: 'shop', password: 'pm-secret' }): Promise<FakePlayMobile> {
  const fake = {
    received: [] as Received[],
    messages: [] as { recipient: string; messageId: string; originator: string; text: string }[],
    account,
    error: null as FakePlayMobile['error'],
    down: false,
  };
  const expected = `Basic ${Buffer.from(`${account.login}:${account.password}`).toString('base64')}`;
  const { server, url } = await listen(async (req, body) => {
    fake.received.push({ path: req.url ?? '', method: req.method ?? '', headers: req.headers, body });
    if (req.method !== 'POST' || req.url !== '/broker-api/send') return { status: 404, body: '{}' };
    if (req.headers.authorization !== expected) return { status: 401, body: 'Unauthorized', type: 'text/plain' };
    if (fake.down) return { status: 500, body: 'Internal Server Error', type: 'text/plain' };
    if (fake.error) {
      return { status: 400, body: JSON.stringify({ [fake.error.key]: fake.error.code, 'error-description': 'refused' }) };
    }
    const parsed = JSON.parse(body) as { messages: { recipient: string; 'message-id': string; sms: { originator: string; content: { text: string } } }[] };
    for (const m of parsed.messages) {
      fake.messages.push({ recipient: m.recipient, messageId: m['message-id'], originator: m.sms.originator, text: m.sms.content.text });
    }
    return { status: 200, body: 'Request is received', type: 'text/plain' };
  });
  return Object.assign(fake, { url: `${url}/broker-api/send`, close: closer(server) });
}
