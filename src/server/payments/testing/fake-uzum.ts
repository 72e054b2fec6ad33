/**
 * A local fake of Uzum Checkout's API on 127.0.0.1 (INTEGRATIONS.md, "Uzum Checkout"), for the
 * adapter's tests and the payment API's: register answers a payment page of its own, complete and
 * refund record what they were asked. Switches make it fail the ways the real one does.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { UZUM_PATHS } from '../uzum.ts';

export interface UzumRegistered {
  readonly orderId: string;
  readonly body: Record<string, unknown>;
  readonly headers: IncomingMessage['headers'];
}

export interface FakeUzum {
  readonly url: string;
  readonly registered: UzumRegistered[];
  readonly completed: { orderId: string; amount: number }[];
  readonly refunded: { orderId: string; amount: number }[];
  /** The terminal and key it accepts. */
  readonly account: { terminalId: string; apiKey: string };
  /** Answer the next calls with this Uzum error code (3027 duplicate order number, say), or null. */
  failWith: number | null;
  close(): Promise<void>;
}

export async function startFakeUzum(account = { terminalId: 'terminal-1', apiKey: 'uzum-key' }): Promise<FakeUzum> {
  const fake: Omit<FakeUzum, 'url' | 'close'> = { registered: [], completed: [], refunded: [], account, failWith: null };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers['x-api-key'] !== account.apiKey || req.headers['x-terminal-id'] !== account.terminalId) {
        return send(401, { errorCode: 1, message: 'unauthorized' });
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
      } catch {
        return send(400, { errorCode: 2, message: 'bad json' });
      }
      if (fake.failWith !== null) return send(200, { errorCode: fake.failWith, message: 'refused' });
      if (req.url === UZUM_PATHS.register) {
        const orderId = randomUUID();
        fake.registered.push({ orderId, body, headers: req.headers });
        return send(200, { errorCode: 0, result: { orderId, paymentRedirectUrl: `${url}/pay/${orderId}`, operationId: randomUUID() } });
      }
      if (req.url === UZUM_PATHS.complete || req.url === UZUM_PATHS.refund) {
        const entry = { orderId: String(body.orderId), amount: Number(body.amount) };
        (req.url === UZUM_PATHS.complete ? fake.completed : fake.refunded).push(entry);
        return send(200, { errorCode: 0, result: { orderId: entry.orderId, status: req.url === UZUM_PATHS.complete ? 'COMPLETED' : 'REFUNDED' } });
      }
      return send(404, { errorCode: 404, message: 'no such path' });
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;
  return Object.assign(fake, {
    url,
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      }),
  });
}
