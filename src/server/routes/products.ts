/** /products: the menu overview per channel (cached, with an ETag) and the grades. */
import { Hono } from 'hono';
import { endpoints } from '#schemas/endpoints';
import { queryOf, requireMerchant, type AppEnv, type ServerContext } from '../http.ts';

/** Whether an If-None-Match header names this ETag (a list, weak forms and * included). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

export function productsRoutes(ctx: ServerContext) {
  const app = new Hono<AppEnv>();
  app.use(requireMerchant(ctx));

  app.get('/v1/overalls', async (c) => {
    const { type } = queryOf(c, endpoints.overalls);
    const answer = await ctx.data.overalls(c.get('merchant').id, type);
    // Revalidate every time: the cache is cheap to ask, and a changed menu shows at once.
    c.header('ETag', answer.etag);
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'merchant, Host, Accept-Encoding');
    if (etagMatches(c.req.header('if-none-match'), answer.etag)) return c.body(null, 304);
    c.header('Content-Type', 'application/json; charset=UTF-8');
    // Compressed once per menu version, not once per request.
    if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
      c.header('Content-Encoding', 'gzip');
      return c.body(answer.gzip);
    }
    return c.body(answer.body);
  });

  app.get('/v1/grade', async (c) => c.json(await ctx.data.grades(c.get('merchant').id)));

  return app;
}
