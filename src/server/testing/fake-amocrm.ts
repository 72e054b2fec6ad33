/**
 * A local fake of amoCRM's API v4 on 127.0.0.1 (the calls src/server/crm/amocrm.ts makes): leads
 * made by `POST /api/v4/leads/complex`, notes, the leads' search and the OAuth token refresh, each
 * checked the way amoCRM checks it (a Bearer token, a single-use refresh token). Switches make it
 * fail the ways the real one does.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { AMOCRM_PATHS } from '../crm/amocrm.ts';

export interface FakeLead {
  readonly id: number;
  readonly name: string;
  readonly price: number;
  /** The lead as it was sent (one element of the complex body). */
  readonly body: Record<string, unknown>;
  readonly headers: IncomingHttpHeaders;
}

export interface FakeNote {
  readonly leadId: number;
  readonly text: string;
}

export interface FakeAmoCRM {
  readonly url: string;
  readonly leads: FakeLead[];
  readonly notes: FakeNote[];
  /** Every call, as `METHOD path` (query strings left out). */
  readonly calls: string[];
  /** The access token it takes now; a refresh replaces it. */
  accessToken: string;
  /** Long-lived tokens it takes too (other accounts' on the same fake). */
  readonly otherTokens: string[];
  /** When set, `failNext` counts and fails only calls with this token. */
  failOnlyToken: string | null;
  /** The refresh token it takes now (single use), and the OAuth client it belongs to. */
  refreshToken: string;
  readonly client: { readonly clientId: string; readonly clientSecret: string };
  /** Refreshes done. */
  refreshes: number;
  /** The next this-many calls to the API (not the token endpoint) answer `failStatus` and do nothing. */
  failNext: number;
  failStatus: number;
  /** The next this-many leads are made, but the answer is a 502 (the caller never learns of them). */
  loseAnswers: number;
  /** Each answer waits this long. */
  delayMs: number;
  close(): Promise<void>;
}

const problem = (status: number, title: string) => ({ type: 'https://httpstatus.es/' + status, title, status, detail: title });

export async function startFakeAmoCRM(account: { accessToken: string; refreshToken?: string; clientId?: string; clientSecret?: string }): Promise<FakeAmoCRM> {
  let nextLead = 1000;
  let nextNote = 5000;
  let serial = 0;
  const fake: Omit<FakeAmoCRM, 'url' | 'close'> = {
    leads: [],
    notes: [],
    calls: [],
    accessToken: account.accessToken,
    otherTokens: [],
    failOnlyToken: null,
    refreshToken: account.refreshToken ?? '',
    client: { clientId: account.clientId ?? 'client-id', clientSecret: account.clientSecret ?? 'client-secret' },
    refreshes: 0,
    failNext: 0,
    failStatus: 500,
    loseAnswers: 0,
    delayMs: 0,
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const send = (status: number, body?: unknown) => {
        setTimeout(() => {
          const json = status >= 400 && status !== 401 ? 'application/problem+json' : 'application/json';
          res.writeHead(status, body === undefined ? {} : { 'content-type': json });
          res.end(body === undefined ? undefined : JSON.stringify(body));
        }, fake.delayMs);
      };
      fake.calls.push(`${req.method} ${url.pathname}`);
      let body: unknown = null;
      try {
        body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : null;
      } catch {
        return send(400, problem(400, 'Bad Request'));
      }

      if (req.method === 'POST' && url.pathname === AMOCRM_PATHS.accessToken) {
        const b = body as Record<string, unknown> | null;
        if (b?.client_id !== fake.client.clientId || b.client_secret !== fake.client.clientSecret) return send(401, problem(401, 'Unauthorized'));
        if (b.grant_type !== 'refresh_token' || !fake.refreshToken || b.refresh_token !== fake.refreshToken) {
          return send(400, { hint: 'Token has been revoked', title: 'Некорректный запрос', status: 400, detail: 'The refresh token is invalid.' });
        }
        fake.refreshes++;
        fake.accessToken = `access-${fake.refreshes}-${++serial}`;
        fake.refreshToken = `refresh-${fake.refreshes}-${++serial}`;
        return send(200, { token_type: 'Bearer', expires_in: 86_400, access_token: fake.accessToken, refresh_token: fake.refreshToken });
      }

      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      if (token !== fake.accessToken && !fake.otherTokens.includes(token)) return send(401, problem(401, 'Unauthorized'));
      if (fake.failNext > 0 && (fake.failOnlyToken === null || token === fake.failOnlyToken)) {
        fake.failNext--;
        return send(fake.failStatus, problem(fake.failStatus, 'Failure'));
      }

      if (req.method === 'POST' && url.pathname === AMOCRM_PATHS.complexLeads) {
        if (!Array.isArray(body) || body.length === 0 || body.length > 50) return send(400, problem(400, 'Bad Request'));
        const made = (body as Record<string, unknown>[]).map((lead) => {
          const entry: FakeLead = { id: ++nextLead, name: String(lead.name), price: Number(lead.price), body: lead, headers: req.headers };
          fake.leads.push(entry);
          return { id: entry.id, contact_id: entry.id + 100_000, company_id: null, request_id: [String(lead.request_id ?? '0')], merged: false };
        });
        if (fake.loseAnswers > 0) {
          fake.loseAnswers--;
          return send(502, problem(502, 'Bad Gateway'));
        }
        return send(200, made);
      }

      const notes = /^\/api\/v4\/leads\/(\d+)\/notes$/.exec(url.pathname);
      if (req.method === 'POST' && notes) {
        const leadId = Number(notes[1]);
        if (!fake.leads.some((l) => l.id === leadId)) return send(404, problem(404, 'Not Found'));
        const added = (Array.isArray(body) ? body : []) as { note_type?: string; params?: { text?: string } }[];
        if (added.length === 0 || added.some((n) => n.note_type !== 'common' || typeof n.params?.text !== 'string'))
          return send(400, problem(400, 'Bad Request'));
        for (const note of added) fake.notes.push({ leadId, text: note.params!.text! });
        return send(200, { _embedded: { notes: added.map(() => ({ id: ++nextNote, entity_id: leadId })) } });
      }

      if (req.method === 'GET' && url.pathname === AMOCRM_PATHS.leads) {
        // Like amoCRM's search: parts of names match too.
        const query = url.searchParams.get('query') ?? '';
        const found = fake.leads.filter((l) => query && l.name.includes(query));
        if (found.length === 0) return send(204);
        return send(200, { _page: 1, _embedded: { leads: found.map((l) => ({ id: l.id, name: l.name, price: l.price })) } });
      }
      return send(404, problem(404, 'Not Found'));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;
  return Object.assign(fake, {
    url,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  });
}
