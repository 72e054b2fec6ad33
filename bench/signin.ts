/**
 * Sign-in under load: send-code, then verify with the right codes, at 50 concurrent clients,
 * each request for a phone of its own (as many shoppers signing in at once), through the real
 * server in outbox mode, on the embedded PGlite and on the PostgreSQL of DATABASE_URL.
 */
import autocannon from 'autocannon';
import { benchDatabase } from './server.ts';
import { startServer, type RunningServer } from '../tests/support/server-process.ts';

export const SIGNIN_CONNECTIONS = 50;
const SUB = 'burger';

export interface SigninLoad {
  readonly requests: number;
  readonly requestsPerSec: number;
  readonly p50ms: number;
  readonly p99ms: number;
  readonly non2xx: number;
  readonly errors: number;
}

export interface SigninResult {
  readonly database: 'pglite' | 'postgres';
  readonly phones: number;
  readonly sendCode: SigninLoad;
  readonly verify: SigninLoad;
  /** Verifies that answered a token: every one of them must. */
  readonly signedIn: number;
}

const phoneOf = (i: number) => `99890${String(i).padStart(7, '0')}`;

function post(server: RunningServer, path: string, bodies: readonly string[], onAnswer: (status: number) => void): Promise<SigninLoad> {
  let next = 0;
  return new Promise((ok, fail) => {
    autocannon(
      {
        url: `http://127.0.0.1:${server.port}${path}`,
        method: 'POST',
        headers: { merchant: SUB, 'content-type': 'application/json' },
        connections: SIGNIN_CONNECTIONS,
        amount: bodies.length,
        requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }), onResponse: (status) => onAnswer(status) }],
      },
      (error, r) =>
        error
          ? fail(error)
          : ok({
              requests: r.requests.total,
              requestsPerSec: Math.round(r.requests.average),
              p50ms: r.latency.p50,
              p99ms: r.latency.p99,
              non2xx: r.non2xx,
              errors: r.errors,
            }),
    );
  });
}

async function codeOf(server: RunningServer, phone: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${server.port}/dev/outbox?phone=${phone}`, { headers: { merchant: SUB } });
  const [message] = (await res.json()) as { text: string }[];
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

export async function signinLoad(database: 'pglite' | 'postgres', phones: number): Promise<SigninResult> {
  const store = benchDatabase(database, 'signin');
  const env: Record<string, string> = {
    SMS_MODE: 'outbox',
    // One machine sends every request: the per-address cap would stop the run, not measure it.
    SMS_CODES_PER_ADDRESS_HOUR: '100000',
    ...store.env,
  };
  const server = await startServer(env);
  try {
    const list = Array.from({ length: phones }, (_, i) => phoneOf(i));
    const sendCode = await post(
      server,
      '/users/v1/auth/send-code',
      list.map((phone) => JSON.stringify({ phone })),
      () => {},
    );
    const codes: string[] = [];
    for (const phone of list) codes.push(await codeOf(server, phone));
    let signedIn = 0;
    const verify = await post(
      server,
      '/users/v1/auth/verify',
      list.map((phone, i) => JSON.stringify({ phone, code: codes[i] })),
      (status) => {
        if (status === 200) signedIn++;
      },
    );
    return { database, phones, sendCode, verify, signedIn };
  } finally {
    await server.stop();
    await store.drop();
  }
}

export function formatSignin(r: SigninResult): string {
  const line = (name: string, l: SigninLoad) =>
    `    ${name.padEnd(10)} ${String(l.requestsPerSec).padStart(6)} req/s  p50 ${l.p50ms} ms  p99 ${l.p99ms} ms  non-2xx ${l.non2xx}  errors ${l.errors}`;
  return [
    `  ${r.database}: ${r.phones} phones, ${SIGNIN_CONNECTIONS} concurrent clients, ${r.signedIn} signed in`,
    line('send-code', r.sendCode),
    line('verify', r.verify),
  ].join('\n');
}
