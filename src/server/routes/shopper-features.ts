/**
 * The shopper's features beside ordering (schemas/feature-endpoints.ts, decision 021), registered
 * on the route modules of their prefixes: favourites and reviews under /products, promos and an
 * order's reviews under /orders, vacancies under /support, bookings and tables under /users, and
 * the restaurant's side under /operator. Another shopper's favourites, bookings and reviews
 * answer 404 like ids that do not exist; nothing here is cached by the pages or proxies.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { endpoints } from '#schemas/endpoint-table';
import { featureEndpoints as fe } from '#schemas/feature-endpoints';
import { intIdSchema } from '#schemas/common';
import { localInstant } from '#domain/order-time';
import { BRANCH_UTC_OFFSET_MINUTES } from '#domain/branch-hours';
import { ApiFailure, notFound } from '../errors.ts';
import { bodyOf, clientAddress, fieldsOf, idParam, queryOf, setAnswerHeader, userOf, withToken, type AppEnv, type ServerContext } from '../http.ts';
import { operatorReservationOut } from '../services/reservations.ts';

const DAY_MS = 86_400_000;

const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  setAnswerHeader(c, 'Cache-Control', 'no-store');
};

const smallBody = bodyLimit({
  maxSize: 16 * 1024,
  onError: () => {
    throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.body', message: 'expected a body of at most 16 KB' }] });
  },
});

function productParam(c: Context, name: string): number {
  const parsed = intIdSchema.safeParse(Number(c.req.param(name)));
  if (!/^\d{1,9}$/.test(c.req.param(name) ?? '') || !parsed.success) {
    throw new ApiFailure('BAD_REQUEST', { fields: parsed.success ? [{ path: `$.${name}`, message: 'expected a product id' }] : fieldsOf(parsed.error, name) });
  }
  return parsed.data;
}

/** /products: favourites (SPEC's list, our add and remove) and a product's reviews. */
export function productFeatureRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const signedIn = withToken(ctx, { required: true });

  app.get('/v1/favourite/all', noStore, signedIn, async (c) => {
    const user = userOf(c);
    const { userId } = queryOf(c, endpoints.favourites);
    // Another shopper's list is no list of this one's: 404, as an id that does not exist.
    if (userId !== user.id) throw notFound();
    return c.json(await ctx.favourites.list(user.merchantId, user.id));
  });
  app.post('/v1/favourite', noStore, smallBody, signedIn, async (c) => {
    const user = userOf(c);
    const { productId } = await bodyOf(c, fe.addFavourite);
    return c.json(await ctx.favourites.add(user.merchantId, user.id, productId), 201);
  });
  app.delete('/v1/favourite/:productId', noStore, signedIn, async (c) => {
    const user = userOf(c);
    await ctx.favourites.remove(user.merchantId, user.id, productParam(c, 'productId'));
    return c.json({ ok: true });
  });

  app.get('/v1/products/:id/reviews', async (c) => {
    const { page } = queryOf(c, fe.productReviews);
    c.header('Cache-Control', 'no-cache');
    return c.json(await ctx.reviews.ofProduct(c.get('merchant').id, productParam(c, 'id'), page));
  });
}

/** /orders: the promos open to the shopper, and reviews of an own received order. */
export function orderFeatureRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const signedIn = withToken(ctx, { required: true });

  app.get('/v1/promos', noStore, signedIn, async (c) => {
    const user = userOf(c);
    return c.json(await ctx.promos.list(user.merchantId, user.id));
  });
  app.post('/v1/orders/:id/reviews', noStore, smallBody, signedIn, async (c) => {
    const user = userOf(c);
    const { lines } = await bodyOf(c, fe.reviewOrder);
    await ctx.reviews.review(
      user.merchantId,
      user.id,
      idParam(c, 'id'),
      lines.map((l) => ({ position: l.position, grade: l.grade, text: l.text ?? null })),
    );
    return c.json({ ok: true }, 201);
  });
  app.get('/v1/orders/:id/reviews', noStore, signedIn, async (c) => {
    const user = userOf(c);
    return c.json({ reviewed: await ctx.reviews.reviewed(user.merchantId, user.id, idParam(c, 'id')) });
  });
}

/** /support: the vacancies published now, one of them, and applying to it. */
export function supportFeatureRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  app.get('/v1/vacancies', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await ctx.vacancies.list(c.get('merchant').id));
  });
  app.get('/v1/vacancies/:id', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await ctx.vacancies.one(c.get('merchant').id, idParam(c, 'id')));
  });
  app.post('/v1/vacancies/:id/applications', noStore, smallBody, async (c) => {
    const merchantId = c.get('merchant').id;
    const id = idParam(c, 'id');
    const body = await bodyOf(c, fe.applyToVacancy);
    await ctx.vacancies.apply(merchantId, id, { name: body.name, phone: body.phone, text: body.text ?? null }, clientAddress(c, ctx.trustProxy));
    return c.json({ ok: true }, 201);
  });
}

/** /users: a branch's booking slots, the shopper's bookings, and a table's code and calls. */
export function userFeatureRoutes(app: Hono<AppEnv>, ctx: ServerContext, withMerchant: MiddlewareHandler<AppEnv>) {
  const signedIn = withToken(ctx, { required: true });
  const maybeSignedIn = withToken(ctx, { required: false });

  app.get('/v1/branches/:id/booking', noStore, withMerchant, async (c) => {
    queryOf(c, fe.bookingSlots);
    return c.json(await ctx.reservations.slots(c.get('merchant').id, idParam(c, 'id')));
  });
  app.post('/v1/reservations', noStore, smallBody, withMerchant, signedIn, async (c) => {
    const user = userOf(c);
    const body = await bodyOf(c, fe.createReservation);
    return c.json(
      await ctx.reservations.create(user.merchantId, user.id, {
        branchId: body.branchId,
        day: body.day,
        time: body.time,
        guests: body.guests,
        comment: body.comment ?? null,
      }),
      201,
    );
  });
  app.get('/v1/reservations', noStore, withMerchant, signedIn, async (c) => {
    const user = userOf(c);
    return c.json(await ctx.reservations.list(user.merchantId, user.id));
  });
  app.post('/v1/reservations/:id/cancel', noStore, withMerchant, signedIn, async (c) => {
    const user = userOf(c);
    return c.json(await ctx.reservations.cancel(user.merchantId, user.id, idParam(c, 'id')));
  });

  const tokenParam = (c: Context) => {
    const token = c.req.param('token') ?? '';
    if (token.length > 200) throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.token', message: 'expected a table code of at most 200 characters' }] });
    return token;
  };
  app.get('/v1/tables/:token', noStore, withMerchant, async (c) => {
    const table = await ctx.tables.read(c.get('merchant').id, tokenParam(c));
    if (!table) throw notFound('tableNotFound');
    return c.json({ branchId: table.branchId, tableId: table.tableId, name: table.name, token: table.token });
  });
  app.post('/v1/tables/:token/calls', noStore, smallBody, withMerchant, maybeSignedIn, async (c) => {
    const merchantId = c.get('merchant').id;
    const token = tokenParam(c);
    const { kind } = await bodyOf(c, fe.callWaiter);
    const call = await ctx.tables.call(merchantId, token, kind, c.get('user')?.id ?? null);
    return c.json({ id: call.id, kind: call.kind, status: call.status, createdDate: call.createdDate });
  });
  app.get('/v1/tables/:token/calls', noStore, withMerchant, async (c) => {
    const calls = await ctx.tables.calls(c.get('merchant').id, tokenParam(c));
    return c.json(calls.map((call) => ({ id: call.id, kind: call.kind, status: call.status, createdDate: call.createdDate })));
  });
}

/** /operator: tables with their codes, calls from tables, bookings, and applications. */
export function operatorFeatureRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const merchantOf = (c: Context<AppEnv>) => c.get('merchant').id;

  app.get('/v1/tables', async (c) => {
    const tables = await ctx.tables.list(merchantOf(c));
    return c.json(tables.map((t) => ({ ...t, path: `/?table=${encodeURIComponent(t.token)}` })));
  });
  app.get('/v1/table-calls', async (c) => c.json(await ctx.tables.merchantCalls(merchantOf(c))));
  app.post('/v1/table-calls/:id/status', async (c) => {
    const { status } = await bodyOf(c, fe.operatorMoveTableCall);
    return c.json(await ctx.tables.move(merchantOf(c), idParam(c, 'id'), status));
  });

  app.get('/v1/reservations', async (c) => {
    const { day, days } = queryOf(c, fe.operatorReservations);
    const today = new Date(ctx.now().getTime() + BRANCH_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
    const from = localInstant(day ?? today, '00:00');
    if (!from) throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.query.day', message: 'expected a date YYYY-MM-DD' }] });
    const rows = await ctx.reservations.between(merchantOf(c), from, new Date(from.getTime() + days * DAY_MS), null);
    return c.json(rows.map((row) => operatorReservationOut(row, ctx.now())));
  });
  app.post('/v1/reservations/:id/status', async (c) => {
    const { status } = await bodyOf(c, fe.operatorMoveReservation);
    return c.json(operatorReservationOut(await ctx.reservations.move(merchantOf(c), idParam(c, 'id'), status), ctx.now()));
  });

  app.get('/v1/vacancy-applications', async (c) => {
    const { page } = queryOf(c, fe.operatorApplications);
    return c.json(await ctx.vacancies.applications(merchantOf(c), page, 50));
  });
}
