/**
 * The merchant studio's API on each database (docs/decisions/020-studio.md): staff sign in by SMS
 * code with tokens of their own; roles are enforced per endpoint; another merchant's staff find
 * nothing; settings are a draft, published as numbered versions, rolled back, and a stale save is
 * refused naming who changed it; the preview link renders the draft only while it is valid; the
 * stop-list is refused at quote and order; a brand exports as a preset and imports back.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { describeEachBackend, FIXTURE_PRESETS, loadPreset } from '../testing/test-server.ts';
import { ALPHA, BETA, LOOPBACK, newKey, NOON, orderingPreset, pickup, request, signIn, staffSignIn } from '../testing/tracking.ts';
import type { Server } from '../app.ts';
import { upsertStaff } from '../db/studio-queries.ts';
import { readSecret, writeSecret } from '../db/account-queries.ts';
import { PAYMENT_SECRET, PaymentProviders } from '../services/payment-providers.ts';
import { CRM_SECRET, CRM_TOKENS_SECRET } from '../services/crm.ts';
import { SECRET } from '../services/secrets.ts';

let now = NOON;
const OWNER = '998901110001';
const MANAGER = '998901110002';
const OPERATOR = '998901110003';
const SECOND_OWNER = '998901110008';

const studioPreset = () =>
  orderingPreset(0, (preset) => {
    preset.staff = [
      { phone: '+998 90 111 00 01', role: 'OWNER', name: 'Olim' },
      { phone: MANAGER, role: 'MANAGER', name: 'Madina' },
      { phone: OPERATOR, role: 'OPERATOR' },
    ];
  });

const as = (server: Server, token: string) => ({
  get: (path: string, merchant = ALPHA) => request(server, 'GET', `/studio/v1${path}`, { token, merchant }),
  put: (path: string, body: unknown) => request(server, 'PUT', `/studio/v1${path}`, { token, body }),
  post: (path: string, body: unknown = {}) => request(server, 'POST', `/studio/v1${path}`, { token, body }),
  del: (path: string) => request(server, 'DELETE', `/studio/v1${path}`, { token }),
});

/** The draft's revision as an editor opening the settings now sees it (0: there is none). */
const revisionOf = async (studio: ReturnType<typeof as>): Promise<number> => (await studio.get('/settings')).body.draft?.revision ?? 0;

describeEachBackend(
  'the merchant studio',
  (server) => {
    let owner = '';
    let manager = '';
    let operator = '';
    beforeAll(async () => {
      now = NOON;
      const load = await loadPreset(server(), 'alpha.json', studioPreset());
      expect(load.status).toBe('loaded');
      owner = await staffSignIn(server(), OWNER);
      manager = await staffSignIn(server(), MANAGER);
      operator = await staffSignIn(server(), OPERATOR);
    });

    it("a phone that is no member's gets the same answer and no message; a staff token is no shopper's token and the other way", async () => {
      const stranger = '998901119999';
      const sent = await request(server(), 'POST', '/studio/v1/auth/send-code', { body: { phone: stranger } });
      expect(sent.status).toBe(200);
      expect((await request(server(), 'GET', `/dev/outbox?phone=${stranger}`)).body).toEqual([]);
      expect((await as(server(), owner).get('/me')).body).toMatchObject({ role: 'OWNER', name: 'Olim', phone: OWNER });
      const shopper = await signIn(server());
      expect((await request(server(), 'GET', '/studio/v1/me', { token: shopper.token })).status).toBe(401);
      expect((await request(server(), 'GET', '/users/v1/users/me', { token: owner })).status).toBe(401);
      // Another merchant's staff token opens nothing here, and this one's nothing there.
      expect((await as(server(), owner).get('/settings', BETA)).status).toBe(401);
    });

    it('roles per endpoint: a manager edits settings but not staff nor orders; an operator runs orders and the stop-list only', async () => {
      expect((await as(server(), manager).get('/settings')).status).toBe(200);
      expect((await as(server(), manager).get('/staff')).status).toBe(403);
      expect((await as(server(), manager).get('/orders')).status).toBe(403);
      expect((await as(server(), operator).get('/settings')).status).toBe(403);
      expect((await as(server(), operator).get('/orders')).status).toBe(200);
      expect((await as(server(), operator).get('/stop-list')).status).toBe(200);
      expect((await as(server(), operator).get('/export')).status).toBe(403);
      expect((await as(server(), owner).get('/staff')).body).toHaveLength(3);
    });

    it("draft, publish, versions, rollback: the shopper's settings follow, a bad value names its field and publishes nothing", async () => {
      const studio = as(server(), manager);
      const start = (await studio.get('/settings')).body;
      expect(start.published.version).toBe(0);
      const settings = { ...start.published.settings, mainColor: '#123456', basketPosition: 'FLOATING_OVER_PRODUCT' };
      const saved = await studio.put('/settings/draft', { baseVersion: 0, revision: 0, settings });
      expect(saved.status).toBe(200);
      expect(saved.body.problems).toEqual([]);
      const published = await studio.post('/settings/publish', { baseVersion: 0 });
      expect(published.body).toEqual({ version: 1, changedFields: ['basketPosition', 'mainColor'] });
      const web = await request(server(), 'GET', '/support/v1/merchant/settings/web');
      expect(web.body).toMatchObject({ mainColor: '#123456', basketPosition: 'FLOATING_OVER_PRODUCT' });

      // A bad colour: the draft says so as you type; the publish names the field and nothing changes.
      const bad = await studio.put('/settings/draft', { baseVersion: 1, revision: 0, settings: { ...settings, mainColor: 'red' } });
      expect(bad.body.problems).toEqual([{ field: 'mainColor', message: expect.any(String) }]);
      const refused = await studio.post('/settings/publish', { baseVersion: 1 });
      expect(refused.status).toBe(400);
      expect(refused.body.fields[0].path).toBe('$.settings.mainColor');
      expect((await request(server(), 'GET', '/support/v1/merchant/settings/web')).body.mainColor).toBe('#123456');

      await studio.put('/settings/draft', { baseVersion: 1, revision: bad.body.draft.revision, settings: { ...settings, mainColor: '#654321' } });
      expect((await studio.post('/settings/publish', { baseVersion: 1 })).body.version).toBe(2);
      const versions = (await studio.get('/settings/versions')).body;
      // Version 0, the brand as loaded from its preset, was kept by the first publish.
      expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1, 0]);
      expect(versions[0]).toMatchObject({ authorName: 'Madina', changedFields: ['mainColor'] });
      const rolled = await studio.post('/settings/rollback', { version: 1 });
      expect(rolled.body).toEqual({ version: 3, changedFields: ['mainColor'] });
      expect((await request(server(), 'GET', '/support/v1/merchant/settings/web')).body.mainColor).toBe('#123456');
      const log = (await as(server(), owner).get('/log')).body;
      expect(log.map((l: { action: string }) => l.action)).toEqual(expect.arrayContaining(['publish', 'rollback', 'signIn']));
      expect(JSON.stringify(log)).not.toMatch(/sfst_|token/);
    });

    it('two staff at once: a save or a publish against an old version or revision is refused (409) naming who changed it; nothing is lost', async () => {
      const a = as(server(), owner);
      const b = as(server(), manager);
      const web = async () => (await request(server(), 'GET', '/support/v1/merchant/settings/web')).body;
      const names = (body: { description: Record<string, string> }) => Object.values(body.description).every((text) => text.includes('Olim'));
      const { published } = (await a.get('/settings')).body;
      const base = published.version as number;
      const first = await a.put('/settings/draft', {
        baseVersion: base,
        revision: await revisionOf(a),
        settings: { ...published.settings, title: { uz: 'A' } },
      });
      expect(first.status).toBe(200);

      // B saves over the draft as it was before A's save: refused, naming A in every language; A's draft stands.
      const stale = await b.put('/settings/draft', {
        baseVersion: base,
        revision: first.body.draft.revision - 1,
        settings: { ...published.settings, leftCopyWrite: { uz: 'B' } },
      });
      expect(stale.status).toBe(409);
      expect(stale.body.description.eng).toBe('Olim saved the draft: reload and make your edits again');
      expect(names(stale.body)).toBe(true);
      const { draft } = (await a.get('/settings')).body;
      expect(draft).toMatchObject({ revision: first.body.draft.revision, updatedByName: 'Olim' });
      expect(draft.settings).toEqual({ ...published.settings, title: { uz: 'A' } });

      // A publishes; B, still on the version before, can neither save nor publish, and A's version stands.
      expect((await a.post('/settings/publish', { baseVersion: base })).body.version).toBe(base + 1);
      const late = await b.put('/settings/draft', { baseVersion: base, revision: 0, settings: { ...published.settings, leftCopyWrite: { uz: 'B' } } });
      expect(late.status).toBe(409);
      expect(late.body.description.eng).toContain('Olim changed the settings');
      expect(names(late.body)).toBe(true);
      const latePublish = await b.post('/settings/publish', { baseVersion: base });
      expect(latePublish.status).toBe(409);
      expect(names(latePublish.body)).toBe(true);
      expect((await b.get('/settings/versions')).body[0]).toMatchObject({ version: base + 1, authorName: 'Olim', changedFields: ['title'] });
      expect(await web()).toMatchObject({ title: { uz: 'A' }, leftCopyWrite: published.settings.leftCopyWrite });

      // B reloads and makes the edit again on A's version: both are published.
      const now = (await b.get('/settings')).body;
      expect(now).toMatchObject({ published: { version: base + 1 }, draft: null });
      expect(
        (await b.put('/settings/draft', { baseVersion: base + 1, revision: 0, settings: { ...now.published.settings, leftCopyWrite: { uz: 'B' } } })).status,
      ).toBe(200);
      expect((await b.post('/settings/publish', { baseVersion: base + 1 })).body).toEqual({ version: base + 2, changedFields: ['leftCopyWrite'] });
      expect(await web()).toMatchObject({ title: { uz: 'A' }, leftCopyWrite: { uz: 'B' } });

      // Two publishes of one draft at the same moment: one is the next version, the other is refused naming its author.
      await a.put('/settings/draft', { baseVersion: base + 2, revision: 0, settings: { ...(await web()), title: { uz: 'A2' } } });
      const both = await Promise.all([a.post('/settings/publish', { baseVersion: base + 2 }), b.post('/settings/publish', { baseVersion: base + 2 })]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = both[0]!.status === 200 ? 'Olim' : 'Madina';
      expect(both.find((r) => r.status === 409)!.body.description.eng).toBe(`${winner} changed the settings: reload, your edits stay in the draft`);
      expect((await a.get('/settings')).body.published).toMatchObject({ version: base + 3, settings: { title: { uz: 'A2' }, leftCopyWrite: { uz: 'B' } } });
    });

    it("every save carries the draft revision its editor saw (0: none): two editors opening with no draft cannot drop each other's field", async () => {
      const a = as(server(), owner);
      const b = as(server(), manager);
      // Both open the settings while there is no draft.
      await server().db.query('delete from settings_drafts where merchant_id = $1', [ALPHA]);
      const { published, draft } = (await b.get('/settings')).body;
      expect(draft).toBeNull();
      const first = await a.put('/settings/draft', {
        baseVersion: published.version,
        revision: 0,
        settings: { ...published.settings, title: { uz: 'A first' } },
      });
      expect(first.status).toBe(200);
      expect(first.body.draft.revision).toBeGreaterThan(0);

      // B's first save saw no draft: refused, naming A; a save that says no revision is no save.
      const second = await b.put('/settings/draft', {
        baseVersion: published.version,
        revision: 0,
        settings: { ...published.settings, leftCopyWrite: { uz: 'B first' } },
      });
      expect(second.status).toBe(409);
      expect(second.body.description.eng).toBe('Olim saved the draft: reload and make your edits again');
      const unsaid = await b.put('/settings/draft', { baseVersion: published.version, settings: { ...published.settings, leftCopyWrite: { uz: 'B first' } } });
      expect(unsaid.status).toBe(400);
      expect((await a.get('/settings')).body.draft.settings).toEqual({ ...published.settings, title: { uz: 'A first' } });

      // B reloads (the revision A left) and saves with A's field kept.
      const seen = (await b.get('/settings')).body.draft.revision;
      const merged = await b.put('/settings/draft', {
        baseVersion: published.version,
        revision: seen,
        settings: { ...published.settings, title: { uz: 'A first' }, leftCopyWrite: { uz: 'B first' } },
      });
      expect(merged.status).toBe(200);
      expect(merged.body.draft.revision).toBe(seen + 1);
      // Saved with a revision from before: refused again.
      expect((await a.put('/settings/draft', { baseVersion: published.version, revision: seen, settings: published.settings })).status).toBe(409);
    });

    it("the preview link renders the draft, uncached and unindexed; expired or another merchant's is refused (the published page)", async () => {
      const studio = as(server(), manager);
      const { published } = (await studio.get('/settings')).body;
      // The title is localised data (decision 024): the preview answers the draft's, in every language.
      const draftTitle = { uz: 'Qoralama nomi', ru: 'Черновик' };
      await studio.put('/settings/draft', {
        baseVersion: published.version,
        revision: await revisionOf(studio),
        settings: { ...published.settings, title: draftTitle },
      });
      const link = (await studio.get('/preview-link')).body;
      const token = new URL(link.url).searchParams.get('preview')!;
      const settingsWith = (t: string, merchant = ALPHA) =>
        request(server(), 'GET', '/support/v1/merchant/settings/web', { merchant, headers: { 'x-studio-preview': t } });
      expect((await settingsWith(token)).body.title).toEqual(draftTitle);
      expect((await request(server(), 'GET', '/support/v1/merchant/settings/web')).body.title).not.toEqual(draftTitle);
      expect((await settingsWith(token, BETA)).body.title).not.toEqual(draftTitle);
      expect((await settingsWith(`${token}x`)).body.title).not.toEqual(draftTitle);
      now = new Date(NOON.getTime() + 16 * 60_000);
      try {
        expect((await settingsWith(token)).body.title).not.toEqual(draftTitle);
      } finally {
        now = NOON;
      }
    });

    it("the stop-list: sold out at a branch is refused at quote and order with SPEC's message, available again is sold", async () => {
      const shopper = await signIn(server());
      const quote = () => request(server(), 'POST', '/orders/v1/orders/quote', { token: shopper.token, body: pickup() });
      expect((await quote()).status).toBe(200);
      expect((await as(server(), manager).put('/stop-list', { branchId: 'center', productId: 101, available: false })).status).toBe(200);
      expect((await as(server(), operator).get('/stop-list')).body).toEqual([{ branchId: 'center', productId: 101, createdDate: expect.any(String) }]);
      const menu = await request(server(), 'GET', '/products/v1/overalls');
      expect(menu.body.products.find((p: { id: number }) => p.id === 101).soldOutAt).toEqual(['center']);
      const refused = await quote();
      expect(refused.status).toBe(200);
      expect(refused.body.problems[0].description.uz).toBe('Mahsulot soni yetarlicha emas!');
      const placed = await request(server(), 'POST', '/orders/v1/orders', { token: shopper.token, key: newKey(), body: pickup({ totalPrice: 32_000 }) });
      expect(placed.body.description?.uz).toBe('Mahsulot soni yetarlicha emas!');
      await as(server(), operator).put('/stop-list', { branchId: 'center', productId: 101, available: true });
      expect((await quote()).status).toBe(200);
      expect((await as(server(), operator).put('/stop-list', { branchId: 'nowhere', productId: 101, available: false })).status).toBe(404);
    });

    it('the orders board: an order appears, moves along the machine, and the log names who moved it', async () => {
      const shopper = await signIn(server());
      const first = await request(server(), 'POST', '/orders/v1/orders', { token: shopper.token, key: newKey(), body: pickup() });
      const placed = await request(server(), 'POST', '/orders/v1/orders', {
        token: shopper.token,
        key: newKey(),
        body: pickup({ totalPrice: first.body.totals.totalPrice }),
      });
      const board = as(server(), operator);
      const listed = (await board.get('/orders')).body as { id: string; allowedMoves: string[] }[];
      expect(listed.find((o) => o.id === placed.body.id)?.allowedMoves).toContain('ACCEPTED');
      const moved = await board.post(`/orders/${placed.body.id}/status`, { status: 'ACCEPTED' });
      expect(moved.body.status).toBe('ACCEPTED');
      expect((await board.post(`/orders/${placed.body.id}/status`, { status: 'DELIVERED' })).status).toBe(409);
      const cancelled = await board.post(`/orders/${placed.body.id}/status`, { status: 'CANCELED', reason: 'Out of buns' });
      expect(cancelled.body).toMatchObject({ status: 'CANCELED', reason: 'Out of buns' });
      const operatorId = (await board.get('/me')).body.id;
      const moves = (await as(server(), owner).get('/log')).body.filter(
        (l: { action: string; detail: { orderId?: string } }) => l.detail.orderId === placed.body.id,
      );
      expect(moves.map((l: { staffId: string; action: string; detail: { status: string } }) => [l.staffId, l.action, l.detail.status])).toEqual([
        [operatorId, 'orderMove', 'CANCELED'],
        [operatorId, 'orderMove', 'ACCEPTED'],
      ]);
    });

    it('staff: owners add and remove, never the last owner', async () => {
      const studio = as(server(), owner);
      const added = await studio.post('/staff', { phone: '+998 90 111 00 09', role: 'OPERATOR', name: 'Jasur' });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ phone: '998901110009', role: 'OPERATOR' });
      expect((await studio.del(`/staff/${added.body.id}`)).status).toBe(200);
      const ownerId = (await studio.get('/me')).body.id;
      const removed = await studio.del(`/staff/${ownerId}`);
      expect(removed.status).toBe(409);
      // Nor given another role, by their own upsert by phone: the same refusal, and the owner stays.
      const demoted = await studio.post('/staff', { phone: OWNER, role: 'OPERATOR' });
      expect(demoted.status).toBe(409);
      expect(demoted.body).toEqual(removed.body);
      expect((await studio.get('/me')).body.role).toBe('OWNER');
      // The preset loader and the studio's import set roles the same way: refused whole, nothing changed.
      const demoting = JSON.parse(studioPreset());
      demoting.staff[0].role = 'OPERATOR';
      await expect(loadPreset(server(), 'alpha.json', JSON.stringify(demoting))).rejects.toMatchObject({ status: 409 });
      const exported = (await studio.get('/export')).body;
      const imported = await studio.post('/import', { ...exported, staff: exported.staff.map((s: { role: string }) => ({ ...s, role: 'MANAGER' })) });
      expect(imported.status).toBe(409);
      expect(imported.body).toEqual(removed.body);
      expect((await studio.get('/staff')).body.filter((s: { role: string }) => s.role === 'OWNER')).toHaveLength(1);
    });

    it('two owners demoting each other at once leave the brand one owner', async () => {
      const a = as(server(), owner);
      expect((await a.post('/staff', { phone: SECOND_OWNER, role: 'OWNER', name: 'Sardor' })).status).toBe(201);
      const b = as(server(), await staffSignIn(server(), SECOND_OWNER));
      // Read by whichever of the two is still an owner: which demotion wins is the database's choice.
      const owners = async () => {
        for (const member of [a, b]) {
          const staff = await member.get('/staff');
          if (staff.status === 200) return (staff.body as { phone: string; role: string }[]).filter((s) => s.role === 'OWNER').map((s) => s.phone);
        }
        return [];
      };
      const both = await Promise.all([a.post('/staff', { phone: SECOND_OWNER, role: 'OPERATOR' }), b.post('/staff', { phone: OWNER, role: 'OPERATOR' })]);
      expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
      const left = await owners();
      expect(left).toHaveLength(1);
      // Both owners again, whoever is left.
      const survivor = left[0] === OWNER ? a : b;
      expect((await survivor.post('/staff', { phone: left[0] === OWNER ? SECOND_OWNER : OWNER, role: 'OWNER' })).status).toBe(201);
      expect(await owners()).toHaveLength(2);

      // At the query every way of setting a role shares: one demotion holds its transaction open, the
      // other demotion waits for it, then finds the last owner and is refused.
      const db = server().db;
      let release = () => {};
      const held = new Promise<void>((done) => (release = done));
      let upserted = () => {};
      const firstDone = new Promise<void>((done) => (upserted = done));
      const first = db.asMerchant(ALPHA, async (tx) => {
        await upsertStaff(tx, ALPHA, { id: randomUUID(), phone: SECOND_OWNER, role: 'OPERATOR', name: null });
        upserted();
        await held;
      });
      await firstDone;
      const second = db
        .asMerchant(ALPHA, (tx) => upsertStaff(tx, ALPHA, { id: randomUUID(), phone: OWNER, role: 'OPERATOR', name: null }))
        .then(
          () => 'demoted',
          (error: { status?: number }) => error.status,
        );
      await new Promise((done) => setTimeout(done, 100));
      release();
      await first;
      expect(await second).toBe(409);
      expect(await owners()).toEqual([OWNER]);
      const secondId = ((await a.get('/staff')).body as { id: string; phone: string }[]).find((s) => s.phone === SECOND_OWNER)!.id;
      expect((await a.del(`/staff/${secondId}`)).status).toBe(200);
    });

    it("export is a preset the loader takes back; import replaces the brand, validated whole; another merchant's preset is refused", async () => {
      const studio = as(server(), owner);
      const exported = await studio.get('/export');
      expect(exported.status).toBe(200);
      expect(exported.body.merchant.id).toBe(ALPHA);
      expect(exported.body.staff).toHaveLength(3);
      const renamed = {
        ...exported.body,
        menu: {
          ...exported.body.menu,
          categories: exported.body.menu.categories.map((c: Record<string, unknown>, i: number) => (i === 0 ? { ...c, name: { uz: 'Yangi nom' } } : c)),
        },
      };
      const imported = await studio.post('/import', renamed);
      expect(imported.body).toEqual({ ok: true, issues: [] });
      const again = (await studio.get('/export')).body;
      expect(again.menu.categories[0].name).toEqual({ uz: 'Yangi nom' });
      expect({ ...again, menu: null }).toEqual({ ...renamed, menu: null });
      const broken = await studio.post('/import', { ...exported.body, cities: [] });
      expect(broken.status).toBe(400);
      expect(broken.body.issues[0].path).toBe('$.cities');
      const foreign = await studio.post('/import', { ...exported.body, merchant: { ...exported.body.merchant, id: BETA } });
      expect(foreign.body.issues[0].path).toBe('$.merchant.id');
    });

    it('a key the schema does not know is refused, named by its path, by the import, the draft save, the publish and a category edit; nothing of it is kept', async () => {
      const studio = as(server(), owner);
      const exported = (await studio.get('/export')).body;
      const imported = await studio.post('/import', {
        ...exported,
        merchant: { ...exported.merchant, someToken: 'LEAK-123' },
        webSettings: { ...exported.webSettings, mainColour: '#000000' },
        branches: exported.branches.map((b: Record<string, unknown>, i: number) => (i === 0 ? { ...b, apiSecret: 'LEAK-456' } : b)),
      });
      expect(imported.status).toBe(400);
      expect(imported.body.issues).toMatchObject([
        { path: '$.merchant.someToken', message: 'someToken: unknown key' },
        { path: '$.webSettings.mainColour', message: 'mainColour: unknown key; did you mean mainColor?' },
        { path: '$.branches[0].apiSecret', message: 'apiSecret: unknown key' },
      ]);
      expect(JSON.stringify((await studio.get('/export')).body)).not.toContain('LEAK-');

      const start = (await studio.get('/settings')).body;
      const base = start.published.version;
      const draft = await studio.put('/settings/draft', {
        baseVersion: base,
        revision: await revisionOf(studio),
        settings: { ...start.published.settings, mainColour: '#000000' },
      });
      expect(draft.status).toBe(400);
      expect(draft.body.fields).toEqual([{ path: '$.body.settings.mainColour', message: 'mainColour: unknown key; did you mean mainColor?' }]);
      expect(
        (await studio.put('/settings/draft', { baseVersion: base, revision: await revisionOf(studio), settings: start.published.settings, extra: 1 })).body
          .fields,
      ).toEqual([{ path: '$.body.extra', message: 'extra: unknown key' }]);
      expect((await studio.get('/settings')).body.draft).toEqual(start.draft);

      // A draft that holds one already (written before the check) publishes nothing.
      await studio.put('/settings/draft', { baseVersion: base, revision: await revisionOf(studio), settings: start.published.settings });
      await server().db.query(`update settings_drafts set settings = settings || '{"pos":"LEAK-789"}' where merchant_id = $1`, [ALPHA]);
      const published = await studio.post('/settings/publish', { baseVersion: base });
      expect(published.status).toBe(400);
      expect(published.body.fields).toEqual([{ path: '$.settings.pos', message: 'pos: unknown key' }]);
      expect((await studio.get('/settings')).body.published.version).toBe(base);

      const category = exported.menu.categories[0].id;
      const patched = await studio.put(`/categories/${category}`, { viewType: 'BIG', veiwType: 'SMALL' });
      expect(patched.status).toBe(400);
      expect(patched.body.fields).toEqual([{ path: '$.body.veiwType', message: 'veiwType: unknown key; did you mean viewType?' }]);
      expect((await studio.get('/export')).body.menu.categories[0]).toEqual(exported.menu.categories[0]);
    });

    it("images: a PNG, JPEG or WebP within the limits is kept without its metadata and served by the proxy; an SVG is drawn into a PNG unless it could act or reach outside itself; other files, too many pixels or bytes are refused; a picture takes only this brand's upload", async () => {
      const upload = async (token: string, body: Uint8Array, type = 'image/png') => {
        const res = await server().app.request(
          '/studio/v1/images',
          { method: 'POST', headers: { merchant: ALPHA, authorization: `Bearer ${token}`, 'content-type': type }, body: new Uint8Array(body) },
          LOOPBACK,
        );
        return { status: res.status, body: await res.json() };
      };
      const pixels = (width: number, height: number) => ({ create: { width, height, channels: 3 as const, background: '#c0392b' } });
      // A JPEG with where it was taken in its metadata: kept upright, without it.
      const photo = await sharp(pixels(64, 32))
        .jpeg()
        .withExif({ IFD0: { Copyright: 'GPS 41.31,69.28' } })
        .toBuffer();
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const kept = await upload(manager, photo, 'image/png');
      expect(kept.status).toBe(201);
      expect(kept.body).toMatchObject({ width: 64, height: 32, file: expect.stringMatching(/^uploads\/alpha-id\/[0-9a-f]{24}\.jpg$/) });
      const served = await server().app.request(`/img/cdn/${kept.body.file}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).exif).toBeUndefined();
      const resized = await server().app.request(`/img/resize?src=${encodeURIComponent(kept.body.file)}&w=240&h=240&q=100&f=webp`);
      expect(resized.status).toBe(200);
      expect(resized.headers.get('x-image-placeholder')).toBeNull();

      const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
      const scripted = await upload(manager, svg, 'image/svg+xml');
      expect(scripted.status).toBe(400);
      expect(scripted.body.description.ru).toContain('SVG не принят');
      expect(scripted.body.fields[0].message).toBe('expected an SVG without scripts');
      const linked = new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><image xlink:href="file:///etc/passwd" width="10" height="10"/></svg>',
      );
      expect((await upload(manager, linked, 'image/svg+xml')).body.fields[0].message).toBe('expected an SVG without links to other files or addresses');
      // A plain drawing is kept as pixels: a PNG of 1024 px on its longest side, never its markup.
      const drawing = new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20"><defs><linearGradient id="g"><stop offset="0" stop-color="#e30"/></linearGradient></defs><rect width="40" height="20" fill="url(#g)"/></svg>',
      );
      const drawn = await upload(manager, drawing, 'image/svg+xml');
      expect(drawn.status).toBe(201);
      expect(drawn.body.file).toMatch(/\.png$/);
      expect([drawn.body.width, drawn.body.height]).toEqual([1024, 512]);
      const drawnServed = await server().app.request(`/img/cdn/${drawn.body.file}`);
      expect(drawnServed.headers.get('content-type')).toBe('image/png');
      expect((await upload(manager, new TextEncoder().encode('not an image'))).status).toBe(400);
      const wide = await upload(manager, await sharp(pixels(4097, 8)).png().toBuffer());
      expect(wide.status).toBe(400);
      expect(wide.body.fields[0].message).toContain('4096x4096');
      const heavy = await upload(manager, new Uint8Array(5 * 1024 * 1024 + 1));
      expect(heavy.status).toBe(400);
      // An operator runs orders, not pictures.
      expect((await upload(operator, await sharp(pixels(8, 8)).webp().toBuffer())).status).toBe(403);

      const studio = as(server(), manager);
      expect((await studio.put('/images/products/101', { file: kept.body.file })).status).toBe(200);
      const menu = await request(server(), 'GET', '/products/v1/overalls');
      expect(menu.body.products.find((p: { id: number }) => p.id === 101).image).toBe(kept.body.file);
      expect((await studio.put('/images/categories/10', { file: kept.body.file })).status).toBe(200);
      expect((await studio.put('/images/banners/1', { file: kept.body.file })).status).toBe(200);
      expect((await studio.put('/images/products/999999', { file: kept.body.file })).status).toBe(404);
      expect((await studio.put('/images/products/101', { file: kept.body.file.replace(ALPHA, BETA) })).status).toBe(400);
      expect((await studio.put('/images/products/101', { file: 'burger/logo.svg' })).status).toBe(400);
      expect((await studio.put('/images/users/101', { file: kept.body.file })).status).toBe(400);
    });

    it("products and banners: a category's products reorder and take a picture; another merchant's product or banner is not found and stays as it was", async () => {
      // Beta gains a product and a banner whose ids alpha has not, and shares product 100's id with alpha.
      const beta = JSON.parse(readFileSync(join(FIXTURE_PRESETS, 'beta.json'), 'utf8'));
      const betaOnly = { ...beta.menu.products[0], id: 900 };
      beta.menu.products.push(betaOnly);
      beta.banners = [{ id: 70, image: 'beta/banner.jpg', priority: 1 }];
      expect((await loadPreset(server(), 'beta.json', JSON.stringify(beta))).status).toBe('loaded');
      const overalls = async (merchant = ALPHA) =>
        (await request(server(), 'GET', '/products/v1/overalls', { merchant })).body as { products: { id: number; priority: number; image?: string }[] };
      const productOf = async (id: number, merchant = ALPHA) => (await overalls(merchant)).products.find((p) => p.id === id)!;
      const betaBefore = await productOf(100, BETA);
      const studio = as(server(), manager);

      // Category 10 holds 100 then 101: the studio puts 101 first.
      expect((await studio.put('/order', { kind: 'products', ids: [101, 100] })).status).toBe(200);
      expect([(await productOf(101)).priority, (await productOf(100)).priority]).toEqual([1, 2]);
      // A list naming beta's product is refused whole: alpha's order stands, beta's products are untouched.
      expect((await studio.put('/order', { kind: 'products', ids: [100, 900] })).status).toBe(404);
      expect([(await productOf(101)).priority, (await productOf(100)).priority]).toEqual([1, 2]);
      expect((await studio.put('/order', { kind: 'products', ids: [100, 100] })).status).toBe(400);
      expect(await productOf(100, BETA)).toEqual(betaBefore);
      expect((await productOf(900, BETA)).priority).toBe(betaOnly.priority ?? 0);
      // Groups and categories alike: beta's ids are not alpha's.
      expect((await studio.put('/order', { kind: 'categories', ids: [10, 999_999] })).status).toBe(404);

      const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#2e86de' } })
        .png()
        .toBuffer();
      const res = await server().app.request(
        '/studio/v1/images',
        { method: 'POST', headers: { merchant: ALPHA, authorization: `Bearer ${manager}`, 'content-type': 'image/png' }, body: new Uint8Array(png) },
        LOOPBACK,
      );
      const { file } = (await res.json()) as { file: string };
      expect((await studio.put('/images/products/100', { file })).status).toBe(200);
      expect((await productOf(100)).image).toBe(file);
      expect((await productOf(100, BETA)).image).toBe(betaBefore.image);
      expect((await studio.put('/images/products/900', { file })).status).toBe(404);
      expect((await productOf(900, BETA)).image).toBe(betaOnly.image);

      expect((await studio.put('/images/banners/2', { file })).status).toBe(200);
      const banners = (await request(server(), 'GET', '/support/v1/banners')).body as { id: number; image: string }[];
      expect(banners.find((b) => b.id === 2)?.image).toBe(file);
      expect((await studio.put('/images/banners/70', { file })).status).toBe(404);
      expect((await request(server(), 'GET', '/support/v1/banners', { merchant: BETA })).body).toEqual([
        expect.objectContaining({ id: 70, image: 'beta/banner.jpg' }),
      ]);
      // An operator neither reorders nor sets pictures.
      expect((await as(server(), operator).put('/order', { kind: 'products', ids: [100, 101] })).status).toBe(403);
      expect((await as(server(), operator).put('/images/products/100', { file })).status).toBe(403);
      const log = (await as(server(), owner).get('/log')).body as { action: string; detail: Record<string, unknown> }[];
      expect(log).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ action: 'reorder', detail: { kind: 'products', count: 2 } }),
          expect.objectContaining({ action: 'image', detail: { kind: 'banners', id: 2, file } }),
        ]),
      );
    });

    it('an import erases no sealed credential: a secret the document does not carry stays, one it carries replaces that one only; the preset loader alike', async () => {
      const payme = { merchantId: 'alpha-cashbox', key: 'PAYME-REAL-KEY', accountField: 'order_id' };
      const click = { serviceId: '11', merchantId: '22', secretKey: 'CLICK-REAL-KEY' };
      const amoCRM = { subdomain: 'alpha', accessToken: 'AMO-REAL-TOKEN' };
      const sealed = JSON.parse(studioPreset());
      Object.assign(sealed.merchant, { payments: { payme, click }, amoCRM, telegramBotToken: '123456:BOT-REAL-TOKEN' });
      expect((await loadPreset(server(), 'alpha.json', JSON.stringify(sealed))).status).toBe('loaded');
      // The pair an OAuth refresh gave: no document carries it.
      await writeSecret(server().db, server().secrets, ALPHA, CRM_TOKENS_SECRET, '{"from":"refreshed"}');
      const names = [SECRET.sms, SECRET.telegramBot, PAYMENT_SECRET.PAYME, PAYMENT_SECRET.CLICK, CRM_SECRET, CRM_TOKENS_SECRET];
      const secrets = async () =>
        Object.fromEntries(await Promise.all(names.map(async (name) => [name, await readSecret(server().db, server().secrets, ALPHA, name)])));
      const before = await secrets();
      expect(Object.entries(before).filter(([, value]) => value === null)).toEqual([]);

      const studio = as(server(), owner);
      const exported = (await studio.get('/export')).body;
      expect(JSON.stringify(exported)).not.toMatch(/REAL-|secret-password/);
      expect((await studio.post('/import', exported)).body).toEqual({ ok: true, issues: [] });
      expect(await secrets()).toEqual(before);
      // Payme's callbacks with the brand's own key are still the brand's (no -32504), never the sandbox's:
      // what an instance reading the credentials now finds.
      const providers = await new PaymentProviders(server().db, server().secrets, { sandbox: true }).of(ALPHA);
      expect(providers.PAYME).toMatchObject({ sandbox: false, credentials: { key: payme.key } });
      expect(providers.CLICK).toMatchObject({ sandbox: false, credentials: { secretKey: click.secretKey } });

      // A document carrying Click's credentials replaces Click's only.
      const newClick = { ...click, secretKey: 'CLICK-NEW-KEY' };
      expect((await studio.post('/import', { ...exported, merchant: { ...exported.merchant, payments: { click: newClick } } })).body.ok).toBe(true);
      const after = await secrets();
      expect(JSON.parse(after[PAYMENT_SECRET.CLICK]!)).toMatchObject(newClick);
      expect({ ...after, [PAYMENT_SECRET.CLICK]: null }).toEqual({ ...before, [PAYMENT_SECRET.CLICK]: null });

      // The preset loader: a file without payments, amoCRM or a bot token keeps them.
      expect((await loadPreset(server(), 'alpha.json', studioPreset())).status).toBe('loaded');
      expect(await secrets()).toEqual(after);
    });
  },
  { sms: { mode: 'outbox' }, accountSettings: { codesPerAddressHour: 10_000 }, clock: () => now },
);
