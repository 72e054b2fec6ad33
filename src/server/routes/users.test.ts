/** The /users browsing endpoints of SPEC point 7: merchant by sub, cities, branches, closest branch. */
import { expect, it } from 'vitest';
import { branchSchema, citySchema, merchantSchema } from '#schemas/entities';
import { webSettingsSchema } from '#schemas/web-settings';
import { call, describeEachBackend } from '../testing/test-server.ts';

const alpha = { merchant: 'alpha-id' };

describeEachBackend('users routes', (server) => {
  it('answers the merchant by sub, in the contract shape, without its secrets', async () => {
    const res = await call(server(), '/users/v1/merchants/sub/alpha');
    expect(res.status).toBe(200);
    expect(merchantSchema.safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({ id: 'alpha-id', sub: 'alpha', smsGateway: 'ESKIZ' });
    expect(res.text).not.toContain('secret-password');
    expect(res.body.smsUsername).toBeUndefined();
  });

  it('an unknown merchant is 404 MERCHANT_NOT_FOUND with a description in three languages', async () => {
    const res = await call(server(), '/users/v1/merchants/sub/nobody');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('MERCHANT_NOT_FOUND');
    expect(Object.keys(res.body.description).sort()).toEqual(['eng', 'ru', 'uz']);
  });

  it('a sub that is no host name is 400', async () => {
    const res = await call(server(), '/users/v1/merchants/sub/Bad_Sub!');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
  });

  it('lists the cities of the merchant in the path, the main city first', async () => {
    const res = await call(server(), '/users/v1/city-merchant/merchant/alpha-id');
    expect(res.status).toBe(200);
    expect(res.body.map((c: { id: string }) => c.id)).toEqual(['tashkent', 'samarkand']);
    expect(res.body.every((c: unknown) => citySchema.safeParse(c).success)).toBe(true);
    expect((await call(server(), '/users/v1/city-merchant/merchant/nobody')).status).toBe(404);
  });

  it('lists the branches of the merchant header only (tenant isolation)', async () => {
    const a = await call(server(), '/users/v1/branches', alpha);
    const b = await call(server(), '/users/v1/branches', { merchant: 'beta-id' });
    expect(a.body.map((x: { id: string }) => x.id).sort()).toEqual(['center', 'chilonzor', 'closed', 'registan']);
    expect(b.body).toHaveLength(1);
    expect(b.body[0].name.uz).toBe('Beta markaz');
    expect(a.body.every((x: unknown) => branchSchema.safeParse(x).success)).toBe(true);
  });

  it('serves a branch address and the brand name as localised data, and an address stored as a plain string still reads (decision 024)', async () => {
    const center = await call(server(), '/users/v1/branches/center', alpha);
    expect(center.body.address).toEqual({ uz: "Amir Temur ko'chasi, 1", ru: 'улица Амира Темура, 1', eng: '1 Amir Temur Street' });
    const settings = await call(server(), '/support/v1/merchant/settings/web', alpha);
    expect(settings.body.brand).toEqual({ uz: 'Alfa', ru: 'Альфа' });
    expect(webSettingsSchema.parse(settings.body).brand).toEqual({ uz: 'Alfa', ru: 'Альфа' });
    // A row written before the texts were localised keeps its string: the contract reads it as the uz text.
    await server().db.query(`update branches set data = jsonb_set(data, '{address}', '"Bunyodkor 5"') where merchant_id = 'alpha-id' and id = 'registan'`);
    const registan = await call(server(), '/users/v1/branches/registan', alpha);
    expect(registan.body.address).toBe('Bunyodkor 5');
    expect(branchSchema.parse(registan.body).address).toEqual({ uz: 'Bunyodkor 5' });
    await server().db.query(`update branches set data = data - 'address' where merchant_id = 'alpha-id' and id = 'registan'`);
  });

  it('takes the merchant from the Host sub-domain when the header is absent, and from a sub in the header', async () => {
    const byHost = await call(server(), '/users/v1/branches', { host: 'beta.localhost:8080' });
    expect(byHost.status).toBe(200);
    expect(byHost.body[0].merchantId).toBe('beta-id');
    const bySub = await call(server(), '/users/v1/branches', { merchant: 'beta' });
    expect(bySub.body[0].merchantId).toBe('beta-id');
    const none = await call(server(), '/users/v1/branches', { host: 'localhost:8080' });
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('MERCHANT_NOT_FOUND');
  });

  it('filters branches by city and refuses a missing cityId with 400 and the field path', async () => {
    const res = await call(server(), '/users/v1/branches/full?cityId=samarkand', alpha);
    expect(res.body.map((x: { id: string }) => x.id)).toEqual(['registan']);
    const bad = await call(server(), '/users/v1/branches/full', alpha);
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].path).toBe('$.query.cityId');
  });

  it("answers one branch, and 404 for another merchant's or an unknown id", async () => {
    expect((await call(server(), '/users/v1/branches/registan', alpha)).body.name.uz).toBe('Registon');
    const other = await call(server(), '/users/v1/branches/registan', { merchant: 'beta-id' });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('NOT_FOUND');
  });

  it('finds the closest active branch with its distance in metres', async () => {
    // (41.3112, 69.2798) is the inactive branch itself: the closest active one is center.
    const res = await call(server(), '/users/v1/branches/merchant/alpha-id/closest?lat=41.3112&lon=69.2798');
    expect(res.status).toBe(200);
    expect(res.body.id).toBe('center');
    expect(res.body.distance).toBeGreaterThan(0);
    expect(res.body.distance).toBeLessThan(50);
  });

  it('type=DELIVERY skips branches that do not deliver', async () => {
    const res = await call(server(), '/users/v1/branches/merchant/alpha-id/closest?lat=41.3111&lon=69.2797&type=DELIVERY');
    expect(res.body.id).toBe('chilonzor');
  });

  it('bad coordinates are 400 naming the field', async () => {
    for (const query of ['lat=abc&lon=69.2', 'lat=91&lon=69.2', 'lon=69.2', 'lat=41&lon=69&type=BOAT']) {
      const res = await call(server(), `/users/v1/branches/merchant/alpha-id/closest?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.fields.length, query).toBeGreaterThan(0);
      // Each says what it expected, not zod/mini's bare "Invalid input".
      for (const field of res.body.fields) expect(field.message, query).toMatch(/^expected /);
    }
  });

  it('the authenticated closest branch uses the merchant header', async () => {
    const res = await call(server(), '/users/v1/local/branch/closest?lat=39.65&lon=66.97', alpha);
    expect(res.body.id).toBe('registan');
  });
});
