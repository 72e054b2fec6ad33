/** /products: the menu overview per channel (cached, with an ETag) and the grades. */
import { Hono } from 'hono';
import { endpoints } from '#schemas/endpoint-table';
import { PREVIEW_HEADER } from '#schemas/studio-endpoints';
import { chooseEncoding, matchingEtag } from '../accept-encoding.ts';
import { queryOf, requireMerchant, varyByMerchant, type AppEnv, type ServerContext } from '../http.ts';
import { productFeatureRoutes } from './shopper-features.ts';

export function productsRoutes(ctx: ServerContext) {
  const app = new Hono<AppEnv>();
  app.use(varyByMerchant());
  app.use(requireMerchant(ctx));

  app.get('/v1/overalls', async (c) => {
    const { type } = queryOf(c, endpoints.overalls);
    // The studio's preview shows the draft's menu, with a valid signed token only (routes/storefront.ts).
    const preview = c.req.header(PREVIEW_HEADER);
    if (preview && ctx.studio.previewValid(c.get('merchant').id, preview)) {
      const menu = await ctx.studio.previewMenu(c.get('merchant').id, type);
      if (menu) {
        c.header('Cache-Control', 'no-store');
        return c.json(menu);
      }
    }
    const answer = await ctx.data.overalls(c.get('merchant').id, type);
    // Compressed once per menu version, never per request: gzip when the client takes it, else
    // the plain body (no-transform keeps the compress middleware and proxies off it).
    const coding = chooseEncoding(c.req.header('accept-encoding'), ['gzip']);
    const etag = coding === 'gzip' ? answer.gzipEtag : answer.etag;
    // Revalidate every time: the cache is cheap to ask, and a changed menu shows at once.
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('Vary', 'Accept-Encoding');
    const held = matchingEtag(c.req.header('if-none-match'), [answer.etag, answer.gzipEtag]);
    if (held) {
      c.header('ETag', held);
      return c.body(null, 304);
    }
    c.header('ETag', etag);
    c.header('Content-Type', 'application/json; charset=UTF-8');
    if (coding === 'gzip') {
      c.header('Content-Encoding', 'gzip');
      return c.body(answer.gzip);
    }
    return c.body(answer.body);
  });

  app.get('/v1/grade', async (c) => c.json(await ctx.data.grades(c.get('merchant').id)));
  productFeatureRoutes(app, ctx);

  return app;
}
