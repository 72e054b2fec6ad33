/** /support: web settings, policies, the brand catalog, banners and stories. */
import { Hono } from 'hono';
import { endpoints } from '#schemas/endpoint-table';
import { policyTypeSchema, type PolicyType } from '#schemas/common';
import { PREVIEW_HEADER } from '#schemas/studio-endpoints';
import { ApiFailure } from '../errors.ts';
import { queryOf, requireMerchant, varyByMerchant, type AppEnv, type ServerContext } from '../http.ts';
import { publicWebSettings } from '../services/brand-data.ts';
import { supportFeatureRoutes } from './shopper-features.ts';

export function supportRoutes(ctx: ServerContext) {
  const app = new Hono<AppEnv>();
  const { data } = ctx;
  app.use(varyByMerchant());
  app.use(requireMerchant(ctx));

  // Parsed leniently on the way out (decision 002): a bad stored value answers its default.
  app.get('/v1/merchant/settings/web', async (c) => {
    const merchantId = c.get('merchant').id;
    // The studio's preview renders the draft, with a valid signed token only (routes/storefront.ts).
    const preview = c.req.header(PREVIEW_HEADER);
    if (preview && ctx.studio.previewValid(merchantId, preview)) {
      c.header('Cache-Control', 'no-store');
      return c.json(publicWebSettings(await ctx.studio.previewSettings(merchantId)));
    }
    return c.json((await data.settings(merchantId)).settings);
  });

  app.get('/v1/company/policies', async (c) => {
    const { policies: asked } = queryOf(c, endpoints.policies);
    const types: PolicyType[] = [];
    for (const [i, value] of (asked ?? []).entries()) {
      const parsed = policyTypeSchema.safeParse(value);
      if (!parsed.success) {
        throw new ApiFailure('BAD_REQUEST', { fields: [{ path: `$.query.policies[${i}]`, message: `unknown policy type ${value}` }] });
      }
      types.push(parsed.data);
    }
    const all = await data.policies(c.get('merchant').id);
    return c.json(types.length === 0 ? all : all.filter((p) => types.includes(p.type)));
  });

  app.get('/v1/brand/catalog', async (c) => c.json(await data.brands(c.get('merchant').id)));
  app.get('/v1/banners', async (c) => c.json(await data.banners(c.get('merchant').id)));
  app.get('/v1/stories', async (c) => c.json(await data.stories(c.get('merchant').id)));
  supportFeatureRoutes(app, ctx);

  return app;
}
