/**
 * The brand draft on each database (docs/decisions/032-one-brand-draft.md): the menu's groups,
 * categories and products are read and written one item at a time in the preset file's shape,
 * each PUT checked whole with the loader's rules (refused with its path and a message in the
 * studio's languages, nothing saved), each DELETE refused while something points at the item, a
 * stale `If-Match` refused naming who changed it. The draft shows in the preview only; a publish
 * makes it the shoppers' menu with the settings, and a rollback (to version 0 too) restores both.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachBackend, loadPreset } from '../testing/test-server.ts';
import { NOON, newKey, orderingPreset, pickup, request, signIn, staffSignIn, type Shopper } from '../testing/tracking.ts';
import type { Server } from '../app.ts';

const OWNER = '998901120001';
const MANAGER = '998901120002';
const OPERATOR = '998901120003';

const brandPreset = () =>
  orderingPreset(0, (preset) => {
    preset.staff = [
      { phone: OWNER, role: 'OWNER', name: 'Olim' },
      { phone: MANAGER, role: 'MANAGER', name: 'Madina' },
      { phone: OPERATOR, role: 'OPERATOR' },
    ];
    // A banner that opens the juice: the juice cannot go while it does.
    preset.banners[0].productId = 200;
  });

const as = (server: Server, token: string) => ({
  get: (path: string) => request(server, 'GET', `/studio/v1${path}`, { token }),
  put: (path: string, body: unknown, headers: Record<string, string> = {}) => request(server, 'PUT', `/studio/v1${path}`, { token, body, headers }),
  post: (path: string, body: unknown = {}) => request(server, 'POST', `/studio/v1${path}`, { token, body }),
  del: (path: string, headers: Record<string, string> = {}) => request(server, 'DELETE', `/studio/v1${path}`, { token, headers }),
});

const soup = (extra: Record<string, unknown> = {}) => ({
  id: 501,
  categoryId: 40,
  name: { uz: "Sho'rva", ru: 'Шурпа' },
  description: { uz: "Qo'y go'shtidan" },
  amount: 25_000,
  productBranch: [{ branchId: 'center' }],
  modificationGroups: [
    {
      id: 7,
      name: { uz: 'Non', ru: 'Хлеб' },
      isRequired: true,
      minCount: 1,
      maxCount: 1,
      modifications: [
        { id: 71, name: { uz: 'Patir' }, price: 4_000, isDefault: true },
        { id: 72, name: { uz: 'Obi non' }, price: 2_000 },
      ],
    },
  ],
  ...extra,
});

describeEachBackend(
  'the brand draft in the studio',
  (server) => {
    let owner: ReturnType<typeof as>;
    let manager: ReturnType<typeof as>;
    let shopper: Shopper;
    const overalls = async (headers: Record<string, string> = {}) =>
      (await request(server(), 'GET', '/products/v1/overalls?type=WEB', { headers })).body as {
        products: { id: number; amount: number }[];
        categories: { id: number }[];
      };
    const draftOf = async () => (await owner.get('/brand')).body;

    beforeAll(async () => {
      expect((await loadPreset(server(), 'alpha.json', brandPreset())).status).toBe('loaded');
      owner = as(server(), await staffSignIn(server(), OWNER));
      manager = as(server(), await staffSignIn(server(), MANAGER));
      shopper = await signIn(server());
    });

    it('answers the published brand in the preset shape, without staff, grades or secrets, each item with its ETag', async () => {
      const answer = await owner.get('/brand');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ baseVersion: 0, draft: false });
      const { brand, etags } = answer.body;
      expect(brand.menu.products.map((p: { id: number }) => p.id)).toContain(101);
      expect(brand).not.toHaveProperty('staff');
      expect(brand).not.toHaveProperty('grades');
      expect(brand.merchant).not.toHaveProperty('smsPassword');
      expect(brand.webSettings.deliveryActive).toBe(true);
      const item = await owner.get('/brand/products/101');
      expect(item.status).toBe(200);
      expect(item.body).toMatchObject({ id: 101, amount: 32_000 });
      expect(item.headers.get('etag')).toBe(etags['products/101']);
      expect((await owner.get('/brand/products/999')).status).toBe(404);
      expect((await owner.get('/brand/dishes/101')).status).toBe(400);
      // An operator runs orders, not the menu.
      const operator = as(server(), await staffSignIn(server(), OPERATOR));
      expect((await operator.get('/brand')).status).toBe(403);
      expect((await operator.put('/brand/groups/5', { id: 5, name: { uz: 'X' } })).status).toBe(403);
    });

    it('builds a menu in the draft: a group, a category, a product with a required modifier group; shoppers see none of it, the preview does', async () => {
      expect((await manager.put('/brand/groups/5', { name: { uz: 'Issiq', ru: 'Горячее' } }, { 'if-none-match': '*' })).status).toBe(200);
      expect((await manager.put('/brand/categories/40', { groupId: 5, name: { uz: "Sho'rvalar", ru: 'Супы' } }, { 'if-none-match': '*' })).status).toBe(200);
      const put = await manager.put('/brand/products/501', soup(), { 'if-none-match': '*' });
      expect(put.status).toBe(200);
      expect(put.body.etag).toBe(put.headers.get('etag'));

      const draft = await draftOf();
      expect(draft.draft).toBe(true);
      const stored = draft.brand.menu.products.find((p: { id: number }) => p.id === 501);
      // Stored as the loader reads it: its left-out fields have their defaults.
      expect(stored).toMatchObject({ id: 501, active: true, gallery: [], modificationGroups: [{ id: 7, minCount: 1, maxCount: 1 }] });
      expect(draft.etags['products/501']).toBe(put.body.etag);

      expect((await overalls()).products.map((p) => p.id)).not.toContain(501);
      const link = (await owner.get('/preview-link')).body;
      const token = new URL(link.url).searchParams.get('preview')!;
      const preview = await overalls({ 'x-studio-preview': token });
      expect(preview.products.map((p) => p.id)).toContain(501);
      expect(preview.categories.map((c) => c.id)).toContain(40);
      expect((await overalls({ 'x-studio-preview': `${token}x` })).products.map((p) => p.id)).not.toContain(501);
      // The log says who did it.
      const log = (await owner.get('/log')).body as { action: string; staffName: string | null }[];
      expect(log.find((e) => e.action === 'brandItem')).toMatchObject({ staffName: 'Madina' });
    });

    it('a live catalogue edit made while a draft exists is in the draft too: publishing it does not undo the edit', async () => {
      expect((await manager.put('/categories/10', { viewType: 'SMALL' })).status).toBe(200);
      expect((await manager.put('/order', { kind: 'categories', ids: [11, 10] })).status).toBe(200);
      const categories = (await draftOf()).brand.menu.categories as { id: number; viewType?: string; priority: number }[];
      expect(categories.find((c) => c.id === 10)).toMatchObject({ viewType: 'SMALL', priority: 2 });
      expect(categories.find((c) => c.id === 11)).toMatchObject({ priority: 1 });
    });

    it('refuses an item the loader would refuse, with its path and a message in the three languages, and saves nothing', async () => {
      const before = await draftOf();
      const refusals: [string, Record<string, unknown>, string, RegExp][] = [
        ['/brand/products/502', soup({ id: 502, categoryId: 77 }), '$.body.categoryId', /kategoriya/],
        [
          '/brand/products/502',
          soup({ id: 502, modificationGroups: [{ id: 8, name: { uz: 'Sous' }, minCount: 3, maxCount: 2, modifications: [] }] }),
          '$.body.modificationGroups[0].minCount',
          /tanlov/,
        ],
        ['/brand/products/502', soup({ id: 502, amount: -1 }), '$.body.amount', /Narx/],
        ['/brand/products/502', soup({ id: 502, image: 'uploads/beta-id/0123456789abcdef01234567.png' }), '$.body.image', /boshqa brend/],
        ['/brand/products/502', soup({ id: 502, name: { uz: 'x'.repeat(121) } }), '$.body.name.uz', /120/],
        ['/brand/products/502', soup({ id: 503 }), '$.body.id', /raqam/],
        ['/brand/products/502', soup({ id: 502, colour: 'red' }), '$.body.colour', /maydon/],
        ['/brand/categories/41', { name: { uz: 'Yangi' }, groupId: 99 }, '$.body.groupId', /guruh/],
        ['/brand/products/abc', soup(), '$.key', /./],
      ];
      for (const [path, body, field, uz] of refusals) {
        const refused = await owner.put(path, body);
        expect(refused.status, `${path} ${field}`).toBe(400);
        expect(
          refused.body.fields.map((f: { path: string }) => f.path),
          field,
        ).toContain(field);
        if (field !== '$.key') {
          expect(refused.body.description.uz, field).toMatch(uz);
          expect(refused.body.description.ru, field).toMatch(/[а-я]/);
        }
      }
      // Each field's problem in words too, as the studio shows it under the field.
      const price = await owner.put('/brand/products/502', soup({ id: 502, amount: -1 }));
      expect(price.body.fields[0]).toMatchObject({ path: '$.body.amount', text: { uz: "0 dan kam bo'lmasin", ru: 'не меньше 0' } });
      expect(await draftOf()).toEqual(before);
    });

    it('refuses a stale edit (412, naming who changed it) and a new item over a taken key', async () => {
      const { etags } = await draftOf();
      const stale = etags['products/501'];
      expect((await manager.put('/brand/products/501', soup({ amount: 26_000 }), { 'if-match': stale })).status).toBe(200);
      const refused = await owner.put('/brand/products/501', soup({ amount: 27_000 }), { 'if-match': stale });
      expect(refused.status).toBe(412);
      expect(refused.body.code).toBe('PRECONDITION_FAILED');
      expect(refused.body.description.uz).toContain('Madina');
      expect((await owner.del('/brand/products/501', { 'if-match': stale })).status).toBe(412);
      const taken = await owner.put('/brand/products/501', soup(), { 'if-none-match': '*' });
      expect(taken.status).toBe(412);
      expect(taken.body.description.ru).toContain('501');
      // Without If-Match (a script), the last write wins.
      expect((await owner.put('/brand/products/501', soup({ amount: 26_000 }))).status).toBe(200);
      expect((await owner.get('/brand/products/501')).body.amount).toBe(26_000);
    });

    it('refuses to remove what something points at, naming each; removes it once they are gone', async () => {
      const category = await owner.del('/brand/categories/10');
      expect(category.status).toBe(409);
      expect(category.body.dependents.map((d: { key: string }) => d.key).sort()).toEqual(['100', '101']);
      expect(category.body.description.uz).toMatch(/2 ta/);
      const juice = await owner.del('/brand/products/200');
      expect(juice.status).toBe(409);
      expect(juice.body.dependents).toMatchObject([{ collection: 'banners', key: '1' }]);
      const group = await owner.del('/brand/groups/5');
      expect(group.status).toBe(409);
      expect(group.body.dependents).toMatchObject([{ collection: 'categories', key: '40' }]);
      // An empty category goes.
      expect((await owner.del('/brand/categories/30')).status).toBe(200);
      expect((await draftOf()).brand.menu.categories.map((c: { id: number }) => c.id)).not.toContain(30);
      expect((await owner.del('/brand/categories/30')).status).toBe(404);
    });

    it("publishes the draft with the settings: the shopper's menu and quote follow; a price change too; rollback to version 0 restores the preset's brand", async () => {
      const published = await owner.post('/settings/publish', { baseVersion: 0 });
      expect(published.status).toBe(200);
      expect(published.body.version).toBe(1);
      expect(published.body.changedFields).toEqual(expect.arrayContaining(['menu.groups', 'menu.categories', 'menu.products']));
      expect((await draftOf()).draft).toBe(false);
      expect((await overalls()).products.map((p) => p.id)).toContain(501);

      const order = (productId: number, totalPrice = 0) => pickup({ cartItems: [{ productId, count: 1, modifications: [{ id: 71 }] }], totalPrice });
      const quote = async () => {
        const answer = await request(server(), 'POST', '/orders/v1/orders/quote', { token: shopper.token, body: order(501) });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        if (!answer.body.totals) throw new Error(JSON.stringify(answer.body));
        return answer.body.totals.totalPrice;
      };
      // The soup with its bread, and whatever the brand adds to every order (the first quote's rest).
      const first = await quote();
      expect(first).toBeGreaterThanOrEqual(26_000 + 4_000);
      const placed = await request(server(), 'POST', '/orders/v1/orders', { token: shopper.token, key: newKey(), body: order(501, first) });
      expect(placed.status).toBe(201);

      const { etags } = await draftOf();
      expect((await owner.put('/brand/products/501', soup({ amount: 31_000 }), { 'if-match': etags['products/501'] })).status).toBe(200);
      expect(await quote()).toBe(first);
      expect((await owner.post('/settings/publish', { baseVersion: 1 })).body.version).toBe(2);
      expect(await quote()).toBe(first + 5_000);

      const versions = (await owner.get('/settings/versions')).body.map((v: { version: number }) => v.version);
      expect(versions).toEqual([2, 1, 0]);
      const rolled = await owner.post('/settings/rollback', { version: 0 });
      expect(rolled.status).toBe(200);
      expect(rolled.body.version).toBe(3);
      const menu = await overalls();
      expect(menu.products.map((p) => p.id)).not.toContain(501);
      expect((menu.categories as { id: number; viewType?: string }[]).find((c) => c.id === 10)?.viewType).toBe('BIG');
      expect(menu.categories.map((c) => c.id)).toContain(30);
      expect((await owner.get('/brand/products/501')).status).toBe(404);
      // And forward again: version 2 is restorable as well.
      expect((await owner.post('/settings/rollback', { version: 2 })).status).toBe(200);
      expect(await quote()).toBe(first + 5_000);
      expect(((await overalls()).categories as { id: number; viewType?: string }[]).find((c) => c.id === 10)?.viewType).toBe('SMALL');
    });

    it('a publish refused for a bad setting publishes no menu either', async () => {
      const { etags, baseVersion, brand } = await draftOf();
      expect((await owner.put('/brand/products/501', soup({ amount: 40_000 }), { 'if-match': etags['products/501'] })).status).toBe(200);
      const draft = (await owner.get('/settings')).body.draft;
      await owner.put('/settings/draft', { baseVersion, revision: draft.revision, settings: { ...brand.webSettings, mainColor: 'red' } });
      expect((await owner.post('/settings/publish', { baseVersion })).status).toBe(400);
      expect((await overalls()).products.find((p) => p.id === 501)?.amount).toBe(31_000);
    });
  },
  { sms: { mode: 'outbox' }, accountSettings: { codesPerAddressHour: 10_000 }, clock: () => NOON },
);
