import { describe, expect, it } from 'vitest';
import { validatePreset, validatePresetItem, type MenuCollection } from './preset.ts';

const minimal = () => ({
  merchant: { id: 'm1', name: { uz: 'Test' }, sub: 'test' },
  webSettings: {},
  cities: [{ id: 'c1', name: { uz: 'Toshkent' }, latitude: 41.3, longitude: 69.2 }],
  branches: [{ id: 'b1', cityId: 'c1', merchantId: 'm1', name: { uz: 'Markaz' }, latitude: 41.3, longitude: 69.2 }],
  menu: {
    groups: [{ id: 1, name: { uz: 'Taomlar' } }],
    categories: [{ id: 10, groupId: 1, name: { uz: 'Burgerlar' } }],
    products: [{ id: 100, categoryId: 10, name: { uz: 'Burger' }, amount: 30000, productBranch: [{ branchId: 'b1' }] }],
  },
});

describe('preset validation', () => {
  it('accepts a small complete preset and fills defaults', () => {
    const result = validatePreset(minimal());
    expect(result.ok).toBe(true);
    // A category that sets no view keeps none: the engine applies the brand's, then MEDIUM.
    if (result.ok) expect(result.preset.menu.categories[0]?.viewType).toBeUndefined();
  });

  it('reports shape errors with their JSON path', () => {
    const raw = minimal();
    (raw.menu.products[0] as Record<string, unknown>).amount = -5;
    (raw.webSettings as Record<string, unknown>).isDark = 'yes';
    const result = validatePreset(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const paths = result.issues.map((i) => i.path);
      expect(paths).toContain('$.menu.products[0].amount');
      expect(paths).toContain('$.webSettings.isDark');
    }
  });

  it('says what was expected, never a bare "Invalid input"', () => {
    const raw = minimal() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    raw.webSettings = { mainColor: 'red', isDark: 'yes', basketPosition: 'NOWHERE', categoryView: 7, mainLanguage: 'fr' };
    raw.merchant.id = 'bad id!';
    raw.cities[0].latitude = 95;
    raw.menu.products[0].amount = 12.5;
    raw.branches[0].open = '25:00';
    raw.cities.push({ id: 'c2' });
    const result = validatePreset(raw);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const text = result.issues.map((i) => `${i.path}: ${i.message}`);
    expect(text).toContain('$.webSettings.mainColor: expected a colour #RRGGBB');
    expect(text).toContain('$.webSettings.isDark: expected true or false, received string');
    expect(text).toContain('$.webSettings.basketPosition: expected one of "NAVIGATION_BAR", "FLOATING_OVER_PRODUCT"');
    expect(text).toContain('$.webSettings.mainLanguage: expected one of "uz", "ru", "eng"');
    expect(text).toContain('$.merchant.id: expected an id: 1-64 letters, digits, - or _');
    expect(text).toContain('$.cities[0].latitude: expected a number at most 90');
    expect(text).toContain('$.menu.products[0].amount: expected an integer, received number');
    expect(text).toContain('$.cities[1].name: expected an object, received undefined');
    for (const issue of result.issues) expect(issue.message, issue.path).not.toMatch(/^Invalid input$/);
  });

  it('no junk makes a bare "Invalid input"', () => {
    for (const raw of [null, 1, 'x', [], {}, { merchant: null }, { ...minimal(), menu: { groups: 'x' } }, { ...minimal(), cities: [] }]) {
      const result = validatePreset(raw);
      expect(result.ok).toBe(false);
      if (!result.ok) for (const issue of result.issues) expect(issue.message, `${JSON.stringify(raw)} ${issue.path}`).not.toBe('Invalid input');
    }
  });

  it('reports broken references with their JSON path', () => {
    const raw = minimal();
    raw.menu.products[0]!.categoryId = 99;
    raw.menu.products[0]!.productBranch = [{ branchId: 'nope' }];
    raw.branches[0]!.cityId = 'c9';
    const result = validatePreset(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ path: '$.menu.products[0].categoryId' }),
          expect.objectContaining({ path: '$.menu.products[0].productBranch[0].branchId' }),
          expect.objectContaining({ path: '$.branches[0].cityId' }),
        ]),
      );
    }
  });

  it('reports duplicate ids', () => {
    const raw = minimal();
    raw.menu.products.push({ ...raw.menu.products[0]! });
    const result = validatePreset(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]?.message).toMatch(/duplicate/);
  });

  it('reads delivery zones, holidays and stock, and refuses bad ones with their JSON path', () => {
    const square = [
      { latitude: 41.2, longitude: 69.1 },
      { latitude: 41.2, longitude: 69.3 },
      { latitude: 41.4, longitude: 69.3 },
      { latitude: 41.4, longitude: 69.1 },
    ];
    const good = minimal() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    good.branches[0].deliveryZones = [{ id: 'z1', name: { uz: 'Markaz' }, polygon: square, deliveryPrice: 10000, minimalDeliveryPrice: 50000 }];
    good.branches[0].holidays = ['2027-01-01'];
    good.menu.products[0].productBranch = [{ branchId: 'b1', stock: 3 }];
    const ok = validatePreset(good);
    expect(ok.ok).toBe(true);
    if (ok.ok) {
      expect(ok.preset.branches[0]?.deliveryZones[0]?.isActive).toBe(true);
      expect(ok.preset.menu.products[0]?.productBranch[0]?.stock).toBe(3);
      expect(ok.preset.orderSettings).toEqual([]);
    }

    const bad = minimal() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    bad.branches[0].holidays = ['01.01.2027'];
    bad.branches[0].deliveryZones = [{ id: 'z1', name: { uz: 'Markaz' }, polygon: square.slice(0, 2) }];
    bad.menu.products[0].productBranch = [{ branchId: 'b1', stock: -1 }];
    const result = validatePreset(bad);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const text = result.issues.map((i) => `${i.path}: ${i.message}`);
      expect(text).toContain('$.branches[0].holidays[0]: expected a date YYYY-MM-DD');
      expect(text.some((t) => t.startsWith('$.branches[0].deliveryZones[0].polygon:'))).toBe(true);
      expect(text.some((t) => t.startsWith('$.menu.products[0].productBranch[0].stock:'))).toBe(true);
    }
  });

  it('refuses a zone without an area, a zone whose edges cross, a zone id used twice and a holiday listed twice', () => {
    const raw = minimal() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const line = [
      { latitude: 41.2, longitude: 69.1 },
      { latitude: 41.3, longitude: 69.2 },
      { latitude: 41.4, longitude: 69.3 },
    ];
    const bowTie = [
      { latitude: 41.2, longitude: 69.1 },
      { latitude: 41.4, longitude: 69.3 },
      { latitude: 41.2, longitude: 69.35 },
      { latitude: 41.45, longitude: 69.1 },
    ];
    const triangle = [
      { latitude: 41.2, longitude: 69.1 },
      { latitude: 41.2, longitude: 69.3 },
      { latitude: 41.4, longitude: 69.2 },
    ];
    raw.branches[0].deliveryZones = [
      { id: 'z1', name: { uz: 'A' }, polygon: line },
      { id: 'z2', name: { uz: 'B' }, polygon: bowTie },
      { id: 'z2', name: { uz: 'C' }, polygon: triangle },
    ];
    raw.branches[0].holidays = ['2027-01-01', '2027-01-01'];
    const result = validatePreset(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues).toEqual(
        expect.arrayContaining([
          { path: '$.branches[0].deliveryZones[0].polygon', message: 'the corners lie on one line: a zone needs an area' },
          { path: '$.branches[0].deliveryZones[1].polygon', message: 'edges 0 and 2 cross: list the corners in order around the zone' },
          { path: '$.branches[0].deliveryZones[2]', message: 'duplicate id z2' },
          { path: '$.branches[0].holidays[1]', message: 'duplicate id 2027-01-01' },
        ]),
      );
      expect(result.issues).toHaveLength(4);
    }
  });

  it('refuses modifications named twice in a product, more defaults than a group allows, and banners that lead nowhere', () => {
    const raw = minimal() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const size = (id: number, isDefault = false) => ({ id, name: { uz: `M${id}` }, price: 0, isDefault });
    raw.menu.products[0].modificationGroups = [
      { id: 1, name: { uz: 'Hajm' }, maxCount: 1, modifications: [size(7, true), size(8, true)] },
      { id: 2, name: { uz: 'Sous' }, minCount: 3, maxCount: 2, modifications: [size(7)] },
    ];
    raw.banners = [
      { id: 1, image: 'a.png', productId: 555 },
      { id: 1, image: 'b.png', categoryId: 77 },
    ];
    const result = validatePreset(raw);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual(
      expect.arrayContaining([
        { path: '$.menu.products[0].modificationGroups[1].modifications[0]', message: 'duplicate id 7' },
        { path: '$.menu.products[0].modificationGroups[0]', message: '2 modifications are default, but at most 1 may be chosen' },
        { path: '$.menu.products[0].modificationGroups[1].minCount', message: 'must not be above maxCount 2' },
        { path: '$.banners[0].productId', message: 'no product 555' },
        { path: '$.banners[1].categoryId', message: 'no category 77' },
        { path: '$.banners[1]', message: 'duplicate id 1' },
      ]),
    );
    expect(result.issues).toHaveLength(6);
  });

  it('says in words what a pattern expects, never the pattern', () => {
    const raw = minimal() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    raw.merchant.sub = 'Burger_1';
    raw.merchant.payments = { click: { serviceId: 'x1', merchantId: '1', secretKey: 'k' } };
    const result = validatePreset(raw);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual([
      {
        path: '$.merchant.sub',
        message: 'expected a sub-domain: 1-63 lower-case latin letters, digits or hyphens, starting and ending with a letter or digit',
      },
      { path: '$.merchant.payments.click.serviceId', message: 'expected 1-20 digits' },
    ]);
  });

  it('never throws on junk', () => {
    for (const raw of [null, 1, 'x', [], {}, { merchant: null }]) expect(validatePreset(raw).ok).toBe(false);
  });
});

describe('one menu item checked alone (validatePresetItem)', () => {
  const valid = () => {
    const result = validatePreset(minimal());
    if (!result.ok) throw new Error('the minimal preset is valid');
    return result.preset;
  };
  const whole = (collection: MenuCollection, index: number, item: unknown) => {
    const raw = minimal() as unknown as { menu: Record<MenuCollection, unknown[]> };
    raw.menu[collection][index] = item;
    return validatePreset(raw);
  };
  const product = { id: 100, categoryId: 10, name: { uz: 'Burger' }, amount: 30000, productBranch: [{ branchId: 'b1' }] };
  const cases: [string, MenuCollection, number, unknown][] = [
    ['a price change', 'products', 0, { ...product, amount: 32000 }],
    ['a new dish', 'products', 1, { ...product, id: 101 }],
    ['a negative price', 'products', 0, { ...product, amount: -1 }],
    ['a missing category', 'products', 0, { ...product, categoryId: 99 }],
    ['an unknown branch', 'products', 0, { ...product, productBranch: [{ branchId: 'nowhere' }] }],
    ['a taken id', 'products', 1, { ...product }],
    ['a misspelt key', 'products', 0, { ...product, amout: 1 }],
    ['a name over its length', 'products', 0, { ...product, name: { uz: 'x'.repeat(121) } }],
    [
      'a choice whose minimum passes its maximum',
      'products',
      0,
      {
        ...product,
        modificationGroups: [{ id: 7, name: { uz: 'Sous' }, minCount: 2, maxCount: 1, modifications: [{ id: 8, name: { uz: 'Ketchup' }, price: 0 }] }],
      },
    ],
    ['a category of a missing group', 'categories', 0, { id: 10, groupId: 5, name: { uz: 'Burgerlar' } }],
    ['a renamed group', 'groups', 0, { id: 1, name: { uz: 'Ovqatlar', ru: 'Еда' } }],
    ['a group without a name', 'groups', 0, { id: 1 }],
  ];
  it.each(cases)('%s: the same verdict and issues as the whole preset checked', (_, collection, index, item) => {
    const alone = validatePresetItem(valid(), collection, index, item);
    const all = whole(collection, index, item);
    expect(alone.ok).toBe(all.ok);
    if (alone.ok && all.ok) expect(alone.preset.menu).toEqual(all.preset.menu);
    if (!alone.ok && !all.ok) expect(alone.issues).toEqual(all.issues);
  });
});
