import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { localizedDataSchema, nullish } from './common.ts';
import { validatePreset } from './preset.ts';
import { knownOnly, unknownKeys } from './unknown-keys.ts';

/** A preset with one of every entity, each carrying the keys `extra(name)` gives it. */
function everyEntity(extra: (entity: string) => Record<string, unknown>) {
  return {
    ...extra('preset'),
    merchant: { id: 'm1', name: { uz: 'Test' }, sub: 'test', ...extra('merchant') },
    webSettings: { mainColor: '#112233', ...extra('webSettings') },
    policies: [{ type: 'TERMS', text: { uz: 'Shartlar', ...extra('policyText') }, ...extra('policy') }],
    cities: [{ id: 'c1', name: { uz: 'Toshkent' }, latitude: 41.3, longitude: 69.2, ...extra('city') }],
    branches: [
      {
        id: 'b1',
        cityId: 'c1',
        merchantId: 'm1',
        name: { uz: 'Markaz' },
        address: { uz: 'Amir Temur 1', ...extra('branchAddress') },
        latitude: 41.3,
        longitude: 69.2,
        settings: { pickupEnabled: true, ...extra('branchSettings') },
        workHours: [{ day: 'MONDAY', open: '09:00', close: '22:00', ...extra('workHour') }],
        deliveryZones: [
          {
            id: 'z1',
            name: { uz: 'Markaz' },
            polygon: [
              { latitude: 41.2, longitude: 69.1, ...extra('corner') },
              { latitude: 41.4, longitude: 69.1 },
              { latitude: 41.4, longitude: 69.3 },
            ],
            ...extra('zone'),
          },
        ],
        tables: [{ id: 't1', name: 'Stol 1', ...extra('table') }],
        booking: { seats: 20 },
        ...extra('branch'),
      },
    ],
    paymentMethods: [{ id: 'cash', name: 'Naqd', type: 'CASH', ...extra('paymentMethod') }],
    paymentSettings: [{ id: 'ps1', merchantId: 'm1', type: 'CASH', ...extra('paymentSettings') }],
    orderSettings: [{ cityId: 'c1', ...extra('orderSetting') }],
    deliveryTariffs: [
      { id: 'd1', cityId: 'c1', name: 'Shahar', basePrice: 10000, baseDistanceKm: 3, pricePerKm: 2000, maxDistanceKm: 15, ...extra('deliveryTariff') },
    ],
    promos: [{ id: 1, code: 'SALE', discountType: 'PERCENTAGE', productDiscount: 10, ...extra('promo') }],
    brands: [{ id: 'br1', merchantId: 'm1', name: 'Test', domainUrl: 'test.example', ...extra('brand') }],
    banners: [{ id: 1, image: '/b.jpg', ...extra('banner') }],
    stories: [{ id: 1, title: { uz: 'Yangi' }, cover: '/c.jpg', image: '/s.jpg', ...extra('story') }],
    menu: {
      groups: [{ id: 1, name: { uz: 'Taomlar' }, ...extra('group') }],
      categories: [{ id: 10, groupId: 1, name: { uz: 'Burgerlar' }, ...extra('category') }],
      products: [
        {
          id: 100,
          categoryId: 10,
          name: { uz: 'Burger' },
          amount: 30000,
          productBranch: [{ branchId: 'b1', ...extra('productBranch') }],
          labels: [{ id: 1, name: { uz: 'Yangi' }, ...extra('label') }],
          modificationGroups: [
            {
              id: 1,
              name: { uz: 'Hajmi' },
              modifications: [{ id: 1, name: { uz: 'Katta' }, price: 5000, ...extra('modification') }],
              ...extra('modificationGroup'),
            },
          ],
          ...extra('product'),
        },
      ],
      ...extra('menu'),
    },
    grades: [{ productId: 100, grade: 4.5, ...extra('grade') }],
    vacancies: [{ id: 'v1', title: { uz: 'Oshpaz' }, text: { uz: 'Ish' }, ...extra('vacancy') }],
    staff: [{ phone: '+998901234567', role: 'OWNER', ...extra('staff') }],
  };
}

/** Where each entity's extra key lands, as a JSON path without the key. */
const AT: Record<string, string> = {
  preset: '$',
  merchant: '$.merchant',
  webSettings: '$.webSettings',
  policyText: '$.policies[0].text',
  policy: '$.policies[0]',
  city: '$.cities[0]',
  branchAddress: '$.branches[0].address',
  branchSettings: '$.branches[0].settings',
  workHour: '$.branches[0].workHours[0]',
  corner: '$.branches[0].deliveryZones[0].polygon[0]',
  zone: '$.branches[0].deliveryZones[0]',
  table: '$.branches[0].tables[0]',
  branch: '$.branches[0]',
  paymentMethod: '$.paymentMethods[0]',
  paymentSettings: '$.paymentSettings[0]',
  orderSetting: '$.orderSettings[0]',
  deliveryTariff: '$.deliveryTariffs[0]',
  promo: '$.promos[0]',
  brand: '$.brands[0]',
  banner: '$.banners[0]',
  story: '$.stories[0]',
  group: '$.menu.groups[0]',
  category: '$.menu.categories[0]',
  productBranch: '$.menu.products[0].productBranch[0]',
  label: '$.menu.products[0].labels[0]',
  modification: '$.menu.products[0].modificationGroups[0].modifications[0]',
  modificationGroup: '$.menu.products[0].modificationGroups[0]',
  product: '$.menu.products[0]',
  menu: '$.menu',
  grade: '$.grades[0]',
  vacancy: '$.vacancies[0]',
  staff: '$.staff[0]',
};

describe('unknown keys', () => {
  it('a preset with every entity and no unknown key loads', () => {
    const result = validatePreset(everyEntity(() => ({})));
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it('a preset is refused for an unknown key in any entity, each named by its JSON path', () => {
    const result = validatePreset(everyEntity(() => ({ apiSecret: 'LEAK-123' })));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
    expect([...result.issues].sort(byPath)).toEqual(
      Object.values(AT)
        .map((at) => ({ path: `${at}.apiSecret`, message: 'apiSecret: unknown key' }))
        .sort(byPath),
    );
  });

  it('names the nearest known key of a near miss, and no other', () => {
    const result = validatePreset(
      everyEntity((entity) => (entity === 'webSettings' ? { mainColour: '#000000' } : entity === 'merchant' ? { smsPasword: 'x', pos: 'y' } : {})),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => `${i.path} ${i.message}`)).toEqual([
      '$.merchant.smsPasword smsPasword: unknown key; did you mean smsPassword?',
      '$.merchant.pos pos: unknown key',
      '$.webSettings.mainColour mainColour: unknown key; did you mean mainColor?',
    ]);
  });

  it('reports unknown keys beside the shape errors of the same file', () => {
    const raw = everyEntity((entity) => (entity === 'city' ? { someToken: 'x' } : {}));
    raw.cities[0]!.latitude = 95;
    const result = validatePreset(raw);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => i.path)).toEqual(['$.cities[0].someToken', '$.cities[0].latitude']);
  });

  it('walks unions by the option the value takes, records by their values, pipes by their input', () => {
    const schema = z.object({
      text: nullish(localizedDataSchema),
      either: z.union([z.object({ a: z.string() }), z.object({ b: z.string(), c: z.string() })]),
      byName: z.record(z.string(), z.object({ n: z.number() })),
      list: z._default(z.array(z.object({ x: z.int() })), []),
    });
    expect(unknownKeys(schema, { text: 'plain', either: { b: '', c: '' }, byName: { any: { n: 1 } }, list: [{ x: 1 }] })).toEqual([]);
    expect(
      unknownKeys(schema, { text: { uz: 'x', de: 'y' }, either: { b: '', c: '', d: '' }, byName: { any: { n: 1, m: 2 } }, list: [{ x: 1 }, { y: 2 }] }).map(
        (u) => u.path,
      ),
    ).toEqual(['$.text.de', '$.either.d', '$.byName.any.m', '$.list[1].y']);
    // A key that is no identifier is quoted in its path.
    expect(unknownKeys(schema, { 'a b': 1 }, ['body'])).toEqual([{ path: '$.body["a b"]', message: 'a b: unknown key' }]);
  });

  it('knownOnly answers a copy with exactly the keys the schema declares, at every depth', () => {
    const schema = z.looseObject({ a: z.optional(z.looseObject({ b: z.string() })), list: z.array(z.object({ c: z.int() })) });
    const value = { a: { b: 'x', leak: 1 }, list: [{ c: 1, leak: 2 }], leak: 3 };
    expect(knownOnly(schema, value)).toEqual({ a: { b: 'x' }, list: [{ c: 1 }] });
    expect(value.leak).toBe(3);
  });
});
