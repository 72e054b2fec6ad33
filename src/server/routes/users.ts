/** /users: the merchant by sub, its cities and its branches (SPEC point 7). */
import { Hono } from 'hono';
import { endpoints } from '#schemas/endpoints';
import type { Branch } from '#schemas/entities';
import { closestBranch } from '#domain/geo';
import { normalizeSub } from '#domain/merchant-host';
import * as q from '../db/queries.ts';
import { ApiFailure, notFound } from '../errors.ts';
import { idParam, merchantOf, queryOf, requireMerchant, varyByMerchant, type AppEnv, type ServerContext } from '../http.ts';

const NO_BRANCH = {
  uz: 'Yaqin atrofda filial topilmadi',
  ru: 'Поблизости нет филиала',
  eng: 'No branch found nearby',
};

export function usersRoutes(ctx: ServerContext) {
  const app = new Hono<AppEnv>();
  const { data } = ctx;
  app.use(varyByMerchant());

  app.get('/v1/merchants/sub/:sub', async (c) => {
    const sub = normalizeSub(c.req.param('sub'));
    if (!sub) throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.sub', message: 'not a sub-domain name' }] });
    const row = await data.merchant({ sub });
    if (!row) throw new ApiFailure('MERCHANT_NOT_FOUND');
    return c.json(data.publicMerchant(row));
  });

  app.get('/v1/city-merchant/merchant/:merchantId', async (c) => {
    const merchant = await merchantOf(data, idParam(c, 'merchantId'), undefined);
    return c.json(await data.cities(merchant.id));
  });

  // Per route, not `use`: the closest-branch path below sits under /v1/branches and names its
  // merchant in the path instead.
  const withMerchant = requireMerchant(ctx);
  const branches = new Hono<AppEnv>();
  const list = (merchantId: string, cityId?: string) => data.read(merchantId, (tx) => q.branchesOf(tx, merchantId, cityId));

  branches.get('/', withMerchant, async (c) => c.json(await list(c.get('merchant').id)));

  branches.get('/full', withMerchant, async (c) => {
    const { cityId } = queryOf(c, endpoints.branchesOfCity);
    return c.json(await list(c.get('merchant').id, cityId));
  });

  branches.get('/:id', withMerchant, async (c) => {
    const merchantId = c.get('merchant').id;
    const id = idParam(c, 'id');
    const branch = await data.read(merchantId, (tx) => q.branchOf(tx, merchantId, id));
    if (!branch) throw notFound({ uz: 'Filial topilmadi', ru: 'Филиал не найден', eng: 'Branch not found' });
    return c.json(branch);
  });
  app.route('/v1/branches', branches);

  async function closest(merchantId: string, lat: number, lon: number, options: Parameters<typeof closestBranch>[2]) {
    const all = (await list(merchantId)) as unknown as Branch[];
    const found = closestBranch(all, { latitude: lat, longitude: lon }, options);
    if (!found) throw notFound(NO_BRANCH);
    return found;
  }

  app.get('/v1/branches/merchant/:merchant/closest', async (c) => {
    const merchant = await merchantOf(data, idParam(c, 'merchant'), undefined);
    const { lat, lon, type } = queryOf(c, endpoints.closestBranch);
    return c.json(await closest(merchant.id, lat, lon, { serviceType: type ?? null }));
  });

  app.get('/v1/local/branch/closest', withMerchant, async (c) => {
    const { lat, lon } = queryOf(c, endpoints.closestBranchAuthenticated);
    return c.json(await closest(c.get('merchant').id, lat, lon, {}));
  });

  return app;
}
