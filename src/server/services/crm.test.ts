/**
 * New orders to the merchant's amoCRM as leads (services/crm.ts, decision 022), against a local
 * fake of amoCRM's API, on each database: one lead per order whatever fails and however many
 * instances run, retries with backoff up to a bound, an OAuth token refreshed once when refused,
 * nothing sent for a merchant with amoCRM off or for an order not paid yet, no secret in the log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../app.ts';
import { AMOCRM_PATHS, type FetchLike } from '../crm/amocrm.ts';
import { startFakeAmoCRM, type FakeAmoCRM } from '../testing/fake-amocrm.ts';
import { BACKENDS, FIXTURE_PRESETS, startTestServer, loadPreset } from '../testing/test-server.ts';
import { ALPHA, BETA, NOON, orderingPreset, pickup, place, signIn, type Shopper } from '../testing/tracking.ts';
import { CRM_MAX_ATTEMPTS, CRM_RETRY_FIRST_MS, CRM_RETRY_MAX_MS, CRM_SECRET, CRM_TOKENS_SECRET, Crm } from './crm.ts';
import { PeriodicWork } from './periodic-work.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const OAUTH = {
  clientId: 'client-7',
  clientSecret: 'client-secret-never-logged',
  redirectUri: 'https://alpha.example/amocrm',
  refreshToken: 'refresh-0-never-logged',
};
const ALPHA_TOKEN = 'access-0-never-logged';
const BETA_TOKEN = 'beta-long-lived-never-logged';

let now = NOON;
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a preset is edited as plain JSON
const crmPreset = (active: boolean, edit: (preset: any) => void = () => {}) =>
  orderingPreset(0, (preset) => {
    Object.assign(preset.webSettings, { amoCRMActive: active, paymeActive: true, cashActive: true, mainLanguage: 'ru' });
    preset.paymentSettings = ['CASH', 'PAYME'].map((type) => ({
      id: `ps-${type}`,
      merchantId: ALPHA,
      type,
      webEnabled: true,
      botEnabled: true,
      operatorEnabled: true,
      appEnabled: true,
      qrEnabled: false,
      isActive: true,
    }));
    preset.merchant.amoCRM = { subdomain: 'alpha', accessToken: ALPHA_TOKEN, pipelineId: 31, statusId: 41, oauth: OAUTH };
    edit(preset);
  });

function betaPreset(active: boolean): string {
  const preset = JSON.parse(readFileSync(join(FIXTURE_PRESETS, 'beta.json'), 'utf8'));
  preset.webSettings.amoCRMActive = active;
  preset.merchant.amoCRM = { subdomain: 'beta', accessToken: BETA_TOKEN };
  return JSON.stringify(preset);
}

let serial = 0;
/** An order written straight into the tables (beta's fixture is not set up to order; alpha's branch closes at night). */
async function betaOrder(server: Server, merchantId = BETA): Promise<string> {
  const id = `crm-${merchantId}-${++serial}`;
  const user = `crm-user-${serial}`;
  await server.db.query('insert into users (merchant_id, id, phone) values ($1, $2, $3)', [merchantId, user, `99893${String(1_000_000 + serial).slice(-7)}`]);
  await server.db.query(
    `insert into orders (merchant_id, id, number, user_id, status, service_type, branch_id, payment_type, total_price, data)
     values ($1, $2, $3, $4, 'OPEN', 'PICK_UP', 'main', 'CASH', 42000, $5)`,
    [merchantId, id, 900_000 + serial, user, JSON.stringify({ serviceType: 'PICK_UP', paymentType: 'CASH' })],
  );
  return id;
}

for (const backend of BACKENDS) {
  describe(`amoCRM leads [${backend}]`, () => {
    let server: Server;
    let fake: FakeAmoCRM;
    let shopper: Shopper;
    const lines: string[] = [];
    const periodic = new PeriodicWork<unknown>(
      'crm test',
      async () => {},
      (line) => lines.push(line),
    );
    const newCrm = () => new Crm(server.db, server.secrets, { fetch, baseUrl: fake.url, log: (line) => lines.push(line) });
    let crm: Crm;
    const run = () => crm.runDue(periodic, now);
    const leadsOf = (orderId: string) => fake.leads.filter((l) => l.body.request_id === orderId);
    const outbox = async (merchantId: string, orderId: string) =>
      (
        await server.db.query<{ attempts: number; sent: boolean; leadId: string | null; lastError: string | null }>(
          `select attempts, sent_at is not null as sent, lead_id as "leadId", last_error as "lastError" from crm_outbox where merchant_id = $1 and order_id = $2`,
          [merchantId, orderId],
        )
      )[0];
    const cashOrder = async () =>
      (await place(server, shopper, pickup({ cartItems: [{ productId: 100, count: 2, modifications: [{ id: 11 }] }] }))) as {
        id: string;
        number: number;
        totalPrice: number;
      };

    beforeAll(async () => {
      now = NOON;
      fake = await startFakeAmoCRM({ accessToken: ALPHA_TOKEN, refreshToken: OAUTH.refreshToken, clientId: OAUTH.clientId, clientSecret: OAUTH.clientSecret });
      fake.otherTokens.push(BETA_TOKEN);
      server = await startTestServer(backend, {
        sms: { mode: 'outbox' },
        accountSettings: { codesPerAddressHour: 10_000 },
        clock: () => now,
        crm: { baseUrl: fake.url },
      });
      expect((await loadPreset(server, 'alpha.json', crmPreset(true))).status).toBe('loaded');
      expect((await loadPreset(server, 'beta.json', betaPreset(false))).status).toBe('loaded');
      shopper = await signIn(server);
      crm = newCrm();
    });
    afterAll(async () => {
      await server?.close();
      await fake?.close();
    });

    it('an order becomes exactly one lead with its number, total, shopper and lines, sent once however often the run comes', async () => {
      const order = await cashOrder();
      const first = await run();
      expect(first).toMatchObject({ sent: 1, failed: 0 });
      await run();
      later(CRM_RETRY_MAX_MS);
      await run();
      const [lead, ...more] = leadsOf(order.id);
      expect(more).toEqual([]);
      expect(lead).toMatchObject({ name: `Order #${order.number}`, price: order.totalPrice });
      expect(lead!.headers.authorization).toBe(`Bearer ${ALPHA_TOKEN}`);
      expect(lead!.body).toMatchObject({ pipeline_id: 31, status_id: 41 });
      const contact = (lead!.body._embedded as { contacts: Record<string, unknown>[] }).contacts[0]!;
      expect(contact.custom_fields_values).toEqual([{ field_code: 'PHONE', values: [{ enum_code: 'MOB', value: `+${shopper.phone}` }] }]);
      const notes = fake.notes.filter((n) => n.leadId === lead!.id);
      expect(notes).toHaveLength(1);
      expect(notes[0]!.text).toContain(`Order #${order.number}`);
      expect(notes[0]!.text).toMatch(/^2 × .+\(Pishloq\)/m);
      expect(notes[0]!.text).toContain('Итого');
      expect(await outbox(ALPHA, order.id)).toMatchObject({ sent: true, attempts: 0, leadId: String(lead!.id) });
      // The credentials live sealed, never in what the application role reads and answers.
      const stored = await server.db.query<{ text: string }>(
        'select m.data::text || w.data::text as text from merchants m join web_settings w on w.merchant_id = m.id where m.id = $1',
        [ALPHA],
      );
      for (const secret of [ALPHA_TOKEN, OAUTH.clientSecret, OAUTH.refreshToken]) expect(stored[0]!.text).not.toContain(secret);
    });

    it('amoCRM failing three times, then answering, still makes one lead; each retry waits longer; the failure is said once', async () => {
      const order = await cashOrder();
      fake.failNext = 3;
      fake.failStatus = 503;
      const said = lines.length;
      expect(await run()).toMatchObject({ sent: 0, failed: 1 });
      // Not due again before its wait (1 min, then 2, then 4).
      await run();
      expect((await outbox(ALPHA, order.id))!.attempts).toBe(1);
      for (const wait of [1, 2, 4]) {
        later(wait * CRM_RETRY_FIRST_MS - 1000);
        await run();
        later(1000);
        await run();
      }
      expect(leadsOf(order.id)).toHaveLength(1);
      expect(await outbox(ALPHA, order.id)).toMatchObject({ sent: true, attempts: 3 });
      const news = lines.slice(said);
      expect(news.filter((l) => l.includes('failed'))).toHaveLength(1);
      expect(news.filter((l) => l.includes('reach amoCRM again'))).toHaveLength(1);
    });

    it('a lead made while its answer was lost is found, not made twice', async () => {
      const order = await cashOrder();
      fake.loseAnswers = 1;
      expect(await run()).toMatchObject({ sent: 0, failed: 1 });
      expect(leadsOf(order.id)).toHaveLength(1);
      later(CRM_RETRY_FIRST_MS);
      expect(await run()).toMatchObject({ sent: 1 });
      const leads = leadsOf(order.id);
      expect(leads).toHaveLength(1);
      expect(fake.notes.filter((n) => n.leadId === leads[0]!.id)).toHaveLength(1);
      expect(await outbox(ALPHA, order.id)).toMatchObject({ sent: true, leadId: String(leads[0]!.id) });
    });

    it('a refused access token is refreshed once (the refresh token spent once, even by two instances at once), the new pair kept sealed', async () => {
      // The access token expired at amoCRM.
      fake.accessToken = 'expired-elsewhere';
      const first = await cashOrder();
      // Instance A stops at the token endpoint (on PostgreSQL holding the credentials' lock) until B, with an order of its own, was refused too.
      let open!: () => void;
      const gate = new Promise<void>((done) => (open = done));
      let reached!: () => void;
      const atRefresh = new Promise<void>((done) => (reached = done));
      const gated: FetchLike = async (url, init) => {
        if (url.endsWith(AMOCRM_PATHS.accessToken)) {
          reached();
          await gate;
        }
        return fetch(url, init);
      };
      let refused!: () => void;
      const bRefused = new Promise<void>((done) => (refused = done));
      const watched: FetchLike = async (url, init) => {
        const response = await fetch(url, init);
        if (response.status === 401) refused();
        return response;
      };
      const log = (line: string) => lines.push(line);
      const a = new Crm(server.db, server.secrets, { fetch: gated, baseUrl: fake.url, log });
      const b = new Crm(server.db, server.secrets, { fetch: watched, baseUrl: fake.url, log });
      const runA = a.runDue(periodic, now);
      await atRefresh;
      const second = await cashOrder();
      const runB = b.runDue(periodic, now);
      await bRefused;
      await new Promise((done) => setTimeout(done, 300));
      open();
      const runs = await Promise.all([runA, runB]);
      expect(runs.map((r) => r.sent)).toEqual([1, 1]);
      expect(fake.refreshes).toBe(1);
      for (const order of [first, second]) {
        expect(leadsOf(order.id)).toHaveLength(1);
        expect(leadsOf(order.id)[0]!.headers.authorization).toBe(`Bearer ${fake.accessToken}`);
      }
      const sealed = await server.db.query<{ sealed: string }>('select sealed from merchant_secrets where merchant_id = $1 and name = any($2)', [
        ALPHA,
        [CRM_SECRET, CRM_TOKENS_SECRET],
      ]);
      expect(sealed).toHaveLength(2);
      for (const row of sealed) {
        for (const secret of [fake.accessToken, fake.refreshToken, OAUTH.clientSecret, ALPHA_TOKEN]) expect(row.sealed).not.toContain(secret);
      }
      // The next order goes with the new token, from any instance: no second refresh.
      const next = await cashOrder();
      later(1000);
      expect(await newCrm().runDue(periodic, now)).toMatchObject({ sent: 1 });
      expect(leadsOf(next.id)).toHaveLength(1);
      expect(fake.refreshes).toBe(1);
      // Loading the same preset again keeps the refreshed pair (its refresh token is spent).
      expect((await loadPreset(server, 'alpha.json', crmPreset(true))).status).toBe('loaded');
      const third = await cashOrder();
      later(1000);
      expect(await run()).toMatchObject({ sent: 1 });
      expect(leadsOf(third.id)).toHaveLength(1);
      expect(fake.refreshes).toBe(1);
    });

    it('a merchant with amoCRM off sends nothing; turned on, its order goes with its own token', async () => {
      const order = await betaOrder(server);
      later(1000);
      await run();
      expect(leadsOf(order)).toEqual([]);
      expect(await outbox(BETA, order)).toBeUndefined();
      expect((await loadPreset(server, 'beta.json', betaPreset(true))).status).toBe('loaded');
      await run();
      expect(leadsOf(order)).toHaveLength(1);
      expect(leadsOf(order)[0]!.headers.authorization).toBe(`Bearer ${BETA_TOKEN}`);
    });

    it('an order paid online is sent once paid, never while it waits for its payment', async () => {
      const order = (await place(server, shopper, pickup({ paymentType: 'PAYME' }))) as { id: string; paymentState: string };
      expect(order.paymentState).toBe('PENDING');
      later(1000);
      await run();
      expect(leadsOf(order.id)).toEqual([]);
      expect(await outbox(ALPHA, order.id)).toBeUndefined();
      await server.db.query("update orders set payment_state = 'PAID' where merchant_id = $1 and id = $2", [ALPHA, order.id]);
      later(1000);
      await run();
      expect(leadsOf(order.id)).toHaveLength(1);
    });

    it('two schedulers running at once send one lead per order', async () => {
      const orders = [await cashOrder(), await cashOrder(), await cashOrder()];
      fake.delayMs = 100;
      try {
        later(1000);
        const runs = await Promise.all([newCrm(), newCrm(), crm].map((c) => c.runDue(periodic, now)));
        expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(3);
      } finally {
        fake.delayMs = 0;
      }
      for (const order of orders) {
        expect(leadsOf(order.id)).toHaveLength(1);
        expect(fake.notes.filter((n) => n.leadId === leadsOf(order.id)[0]!.id)).toHaveLength(1);
      }
    });

    it("a lead that always fails is given up after the bound, said once; another merchant's leads go on meanwhile", async () => {
      const order = await cashOrder();
      fake.failNext = 1_000;
      fake.failStatus = 500;
      fake.failOnlyToken = fake.accessToken;
      const said = lines.length;
      try {
        for (let i = 0; i < CRM_MAX_ATTEMPTS + 3; i++) {
          if (i === 2) {
            const betaLater = await betaOrder(server);
            await run();
            expect(leadsOf(betaLater)).toHaveLength(1);
          }
          await run();
          later(CRM_RETRY_MAX_MS);
        }
        expect(await outbox(ALPHA, order.id)).toMatchObject({ sent: false, attempts: CRM_MAX_ATTEMPTS });
        expect((await outbox(ALPHA, order.id))!.lastError).toContain('500');
        const calls = fake.calls.length;
        await run();
        expect(fake.calls.length).toBe(calls);
      } finally {
        fake.failNext = 0;
        fake.failOnlyToken = null;
      }
      expect(leadsOf(order.id)).toEqual([]);
      const news = lines.slice(said);
      expect(news.filter((l) => l.includes('given up'))).toHaveLength(1);
      expect(news.filter((l) => l.includes('failed:'))).toHaveLength(1);
      // No secret reaches the log, whatever was said.
      for (const line of lines) {
        for (const secret of [ALPHA_TOKEN, BETA_TOKEN, OAUTH.clientSecret, OAUTH.refreshToken, fake.accessToken, fake.refreshToken])
          expect(line).not.toContain(secret);
      }
    });

    it('an OAuth access token past its expiry is refreshed before it is used, not after a refusal', async () => {
      later(24 * 3_600_000);
      const order = await betaOrder(server, ALPHA);
      const before = fake.calls.length;
      const refreshes = fake.refreshes;
      expect(await run()).toMatchObject({ sent: 1 });
      expect(fake.refreshes).toBe(refreshes + 1);
      expect(fake.calls.slice(before)[0]).toBe(`POST ${AMOCRM_PATHS.accessToken}`);
      expect(leadsOf(order)).toHaveLength(1);
      expect(leadsOf(order)[0]!.headers.authorization).toBe(`Bearer ${fake.accessToken}`);
    });
  });
}
