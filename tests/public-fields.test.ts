/**
 * Public answers carry the public fields of each entity and no other (decision 029): a key written
 * straight into a stored row, past the loader's check, reaches no public call of the API and no
 * page the server draws, whichever table and whichever depth holds it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { validatePreset } from '#schemas/preset';
import { replaceBrand } from '../src/server/db/queries.ts';
import { call, describeEachBackend, FIXTURE_PRESETS, loadPreset } from '../src/server/testing/test-server.ts';
import { ALPHA, BETA, CENTER, orderingPreset, request, signIn } from '../src/server/testing/tracking.ts';
import { sourcePages } from './support/source-pages.ts';

const pages = sourcePages();

/** The alpha fixture with one of every entity a brand stores, each feature shown. */
const everyEntity = () =>
  orderingPreset(0, (preset) => {
    Object.assign(preset.webSettings, { storiesActive: true, vacanciesActive: true, promoActive: true, favouriteActive: true, bookingActive: true });
    const center = preset.branches.find((b: { id: string }) => b.id === 'center');
    center.tables = [{ id: 't1', name: 'Stol 1' }];
    center.booking = { seats: 20 };
    center.settings.bookingEnabled = true;
    center.workHours = [{ day: 'MONDAY', open: '09:00', close: '22:00' }];
    preset.paymentMethods = [{ id: 'cash', name: 'Naqd', type: 'CASH' }];
    preset.paymentSettings = [{ id: 'ps-cash', merchantId: ALPHA, type: 'CASH', webEnabled: true }];
    preset.orderSettings = [{ cityId: 'tashkent', cashbackPercent: 5 }];
    preset.deliveryTariffs = [{ id: 'city', cityId: 'tashkent', name: 'Shahar', basePrice: 10_000, baseDistanceKm: 3, pricePerKm: 2_000, maxDistanceKm: 20 }];
    preset.promos = [{ id: 1, code: 'SALE', discountType: 'PERCENTAGE', productDiscount: 10 }];
    preset.stories = [{ id: 1, title: { uz: 'Yangi' }, cover: '/c.jpg', image: '/s.jpg' }];
    preset.vacancies = [{ id: 'cook', title: { uz: 'Oshpaz' }, text: { uz: 'Oshxonada ish' } }];
  });

/** Each stored table's JSON with an extra key written in: at the top, and inside what a row nests. */
const LEAKS: readonly { table: string; set: string }[] = [
  { table: 'merchants', set: `data = data || '{"leak":"LEAK-merchant"}'` },
  { table: 'web_settings', set: `data = data || '{"leak":"LEAK-settings"}'` },
  { table: 'policies', set: `data = data || '{"leak":"LEAK-policy"}'` },
  { table: 'cities', set: `data = data || '{"leak":"LEAK-city"}'` },
  {
    table: 'branches',
    set: `data = jsonb_set(jsonb_set(jsonb_set(jsonb_set(data || '{"leak":"LEAK-branch"}',
      '{settings,leak}', '"LEAK-branch-settings"'), '{deliveryZones,0,leak}', '"LEAK-zone"'),
      '{tables,0,leak}', '"LEAK-table"'), '{workHours,0,leak}', '"LEAK-hours"')`,
  },
  { table: 'menu_groups', set: `data = data || '{"leak":"LEAK-group"}'` },
  { table: 'categories', set: `data = data || '{"leak":"LEAK-category"}'` },
  {
    table: 'products',
    set: `data = jsonb_set(jsonb_set(data || '{"leak":"LEAK-product"}',
      '{modificationGroups,0,leak}', '"LEAK-modification-group"'), '{modificationGroups,0,modifications,0,leak}', '"LEAK-modification"')`,
  },
  { table: 'payment_methods', set: `data = data || '{"leak":"LEAK-payment-method"}'` },
  { table: 'payment_settings', set: `data = data || '{"leak":"LEAK-payment-settings"}'` },
  { table: 'order_settings', set: `data = data || '{"leak":"LEAK-order-setting"}'` },
  { table: 'delivery_tariffs', set: `data = data || '{"leak":"LEAK-tariff"}'` },
  { table: 'promos', set: `data = data || '{"leak":"LEAK-promo"}'` },
  { table: 'brands', set: `data = data || '{"leak":"LEAK-brand"}'` },
  { table: 'banners', set: `data = data || '{"leak":"LEAK-banner"}'` },
  { table: 'stories', set: `data = data || '{"leak":"LEAK-story"}'` },
  { table: 'vacancies', set: `data = data || '{"leak":"LEAK-vacancy"}'` },
];

describeEachBackend(
  'public fields',
  (server) => {
    beforeAll(async () => {
      expect((await loadPreset(server(), 'alpha.json', everyEntity())).status).toBe('loaded');
      for (const { table, set } of LEAKS) {
        const where = table === 'merchants' ? 'id = $1' : 'merchant_id = $1';
        const changed = await server().db.query(`update ${table} set ${set} where ${where} returning 1`, [ALPHA]);
        expect(changed.length, table).toBeGreaterThan(0);
      }
      server().data.invalidate(ALPHA, true);
    });

    it('the rows hold every extra key (the loader did not write them: the test did)', async () => {
      const [row] = await server().db.query<{ text: string }>(
        `select string_agg(t, ' ') as text from (${LEAKS.map(({ table }) => `select data::text as t from ${table} where ${table === 'merchants' ? 'id' : 'merchant_id'} = $1`).join(' union all ')}) all_rows`,
        [ALPHA],
      );
      for (const leak of [
        'merchant',
        'settings',
        'branch-settings',
        'zone',
        'table',
        'hours',
        'modification-group',
        'modification',
        'payment-method',
        'order-setting',
        'vacancy',
      ]) {
        expect(row!.text).toContain(`"LEAK-${leak}"`.slice(1));
      }
    });

    it('no public call of the API answers one', async () => {
      const shopper = await signIn(server());
      expect((await request(server(), 'POST', '/products/v1/favourite', { token: shopper.token, body: { productId: 100 } })).status).toBeLessThan(300);
      const near = `lat=${CENTER.latitude}&lon=${CENTER.longitude}`;
      const paths = [
        '/users/v1/merchants/sub/alpha',
        `/users/v1/city-merchant/merchant/${ALPHA}`,
        '/users/v1/branches',
        '/users/v1/branches/full?cityId=tashkent',
        '/users/v1/branches/center',
        `/users/v1/branches/merchant/${ALPHA}/closest?${near}`,
        `/users/v1/local/branch/closest?${near}`,
        '/users/v1/branches/center/booking',
        '/products/v1/overalls?type=WEB',
        '/products/v1/overalls?type=TG',
        '/products/v1/grade',
        `/products/v1/favourite/all?userId=${shopper.id}`,
        '/support/v1/brand/catalog',
        '/support/v1/merchant/settings/web',
        '/support/v1/company/policies',
        '/support/v1/banners',
        '/support/v1/stories',
        '/support/v1/vacancies',
        '/support/v1/vacancies/cook',
        '/payments/v1/settings',
        '/orders/v1/order/setting/tashkent',
        '/orders/v1/promos',
        '/webbot/v1/setting',
      ];
      for (const path of paths) {
        const res = await request(server(), 'GET', path, { token: shopper.token });
        expect(res.status, path).toBe(200);
        const text = JSON.stringify(res.body);
        expect(text.length, path).toBeGreaterThan(2);
        expect(text, path).not.toContain('LEAK-');
      }
      // The answers still carry the brand's own fields (what was projected is the data, not nothing).
      const branch = (await request(server(), 'GET', '/users/v1/branches/center')).body;
      expect(branch).toMatchObject({ id: 'center', tables: [{ id: 't1', name: 'Stol 1' }], deliveryZones: [{ id: 'near' }] });
      // A key the branch's schema names is answered when written the same way.
      await server().db.query(`update branches set data = data || '{"bookingPhone":"NAMED-phone"}' where merchant_id = $1 and id = 'center'`, [ALPHA]);
      server().data.invalidate(ALPHA, true);
      expect((await request(server(), 'GET', '/users/v1/branches/center')).body.bookingPhone).toBe('NAMED-phone');
    });

    it('no page the server draws shows one', async () => {
      for (const path of ['/', '/category?id=10', '/product/100', '/branches', '/about', '/vacancy', '/vacancy/cook', '/booking', '/basket']) {
        const res = await call(server(), path, { host: 'alpha.localhost:8080' });
        expect(res.status, path).toBe(200);
        expect(res.text, path).not.toContain('LEAK-');
      }
    });

    it("what a brand's write stores is the parsed preset with exactly its schema's keys, whatever the value handed to it holds", async () => {
      const checked = validatePreset(JSON.parse(readFileSync(join(FIXTURE_PRESETS, 'beta.json'), 'utf8')));
      if (!checked.ok) throw new Error('beta.json is no valid preset');
      const leaky = JSON.parse(JSON.stringify(checked.preset));
      leaky.merchant.leak = 'LEAK-merchant';
      leaky.webSettings.leak = 'LEAK-settings';
      leaky.branches[0].leak = 'LEAK-branch';
      leaky.menu.products[0].leak = 'LEAK-product';
      await server().db.transaction((tx) => replaceBrand(tx, leaky));
      const rows = await server().db.query<{ text: string }>(
        `select data::text as text from merchants where id = $1 union all select data::text from web_settings where merchant_id = $1
         union all select data::text from branches where merchant_id = $1 union all select data::text from products where merchant_id = $1`,
        [BETA],
      );
      expect(rows.length).toBeGreaterThan(3);
      for (const row of rows) expect(row.text).not.toContain('LEAK-');
    });
  },
  { pages, sms: { mode: 'outbox' } },
);
