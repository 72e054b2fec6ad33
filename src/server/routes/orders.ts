/**
 * /orders: the order settings of a city, placing an order, and the order's life after it (SPEC
 * point 7): a shopper's orders paged and active, one order with its history, cancel, reorder,
 * rating, notifications and live event streams. A shopper sees only their own orders: another's
 * id, or another's user id in a path, answers 404 like an id that does not exist.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { endpoints } from '#schemas/endpoint-table';
import { IDEMPOTENCY_HEADER } from '#schemas/order-endpoints';
import { ApiFailure, notFound } from '../errors.ts';
import { eventStream, lastEventIdOf } from '../event-stream.ts';
import {
  bodyOf,
  idParam,
  orderChannelOf,
  queryOf,
  requireMerchant,
  setAnswerHeader,
  userOf,
  varyByMerchant,
  withToken,
  type AppEnv,
  type ServerContext,
} from '../http.ts';
import { hashToken } from '../services/accounts.ts';
import { orderNotFound } from '../services/order-life.ts';
import { orderAnswer } from '../services/shopper-orders.ts';
import { orderFeatureRoutes } from './shopper-features.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export function ordersRoutes(ctx: ServerContext) {
  const app = new Hono<AppEnv>();
  app.use(varyByMerchant(), requireMerchant(ctx));

  app.get('/v1/order/setting/:cityId', withToken(ctx, { required: false }), async (c) => {
    const merchantId = c.get('merchant').id;
    const cityId = idParam(c, 'cityId');
    const setting = await ctx.data.orderSetting(merchantId, cityId);
    if (!setting) throw notFound('orderSettingNotFound');
    return c.json(setting);
  });

  const channelOf = (c: Context<AppEnv>, user: { merchantId: string; id: string }) => orderChannelOf(ctx, c, user);

  const placing = bodyLimit({
    maxSize: 64 * 1024,
    onError: () => {
      throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.body', message: 'expected a body of at most 64 KB' }] });
    },
  });
  const place = (scheduled: boolean) => async (c: Context<AppEnv>) => {
    const user = userOf(c);
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (!key || !IDEMPOTENCY_KEY.test(key)) {
      throw new ApiFailure('BAD_REQUEST', {
        fields: [{ path: '$.header.idempotency-key', message: 'expected a key of 8-100 letters, digits, - or _, new for each order' }],
      });
    }
    const submission = await bodyOf(c, scheduled ? endpoints.createScheduledOrder : endpoints.createOrder);
    const channel = await channelOf(c, user);
    const placed = await ctx.orders.place({
      merchantId: user.merchantId,
      user,
      submission,
      scheduled,
      idempotencyKey: key,
      channel,
      now: ctx.now(),
    });
    c.header('Cache-Control', 'no-store');
    return c.json(placed.order, placed.replay ? 200 : 201);
  };
  const signedIn = withToken(ctx, { required: true });
  app.post('/v1/orders', placing, signedIn, place(false));
  app.post('/v1/orders/at-time', placing, signedIn, place(true));
  app.post('/v1/orders/quote', placing, signedIn, async (c) => {
    const user = userOf(c);
    const { scheduled, ...submission } = await bodyOf(c, endpoints.orderQuote);
    const channel = await channelOf(c, user);
    const quote = await ctx.orders.quote({
      merchantId: user.merchantId,
      user,
      submission: { ...submission, totalPrice: submission.totalPrice ?? 0 },
      scheduled: scheduled ?? false,
      channel,
      now: ctx.now(),
    });
    c.header('Cache-Control', 'no-store');
    return c.json(quote);
  });

  /** The path's user id must be the caller's: another's is answered as no such orders. */
  const ownUser = (c: Context<AppEnv>) => {
    const user = userOf(c);
    if (idParam(c, 'userId') !== user.id) throw orderNotFound();
    return user;
  };
  /** A shopper's answers are theirs alone: no cache keeps them, errors included. */
  const noStore = async (c: Context, next: () => Promise<void>) => {
    await next();
    setAnswerHeader(c, 'Cache-Control', 'no-store');
  };

  app.get('/v1/orders/user/:userId', noStore, signedIn, async (c) => {
    const user = ownUser(c);
    const { size, page, onlyArchive } = queryOf(c, endpoints.userOrders);
    const found = await ctx.shopperOrders.page(user.merchantId, user.id, { archive: onlyArchive, limit: size, offset: page * size });
    return c.json({ content: found.content, page, size, totalElements: found.totalElements, totalPages: Math.ceil(found.totalElements / size) });
  });

  app.get('/v1/orders/user/:userId/active', noStore, signedIn, async (c) => {
    const user = ownUser(c);
    const { orders, lastEventId } = await ctx.shopperOrders.active(user.merchantId, user.id);
    // Open the shopper's stream with it: no move between this answer and the stream is missed.
    c.header('Last-Event-ID', String(lastEventId));
    return c.json(orders);
  });

  app.get('/v1/orders/:id', noStore, signedIn, async (c) => {
    const user = userOf(c);
    const detail = await ctx.shopperOrders.detail(user.merchantId, user.id, idParam(c, 'id'));
    if (!detail) throw orderNotFound();
    return c.json(orderAnswer(detail));
  });

  app.post('/v1/orders/:id/cancel', noStore, signedIn, async (c) => {
    const user = userOf(c);
    const id = idParam(c, 'id');
    await ctx.life.cancelByShopper(user.merchantId, user.id, id, ctx.now());
    const detail = await ctx.shopperOrders.detail(user.merchantId, user.id, id);
    return c.json(orderAnswer(detail!));
  });

  app.get('/v1/orders/:id/reorder', noStore, signedIn, async (c) => {
    const user = userOf(c);
    const items = await ctx.shopperOrders.reorder(user.merchantId, user.id, idParam(c, 'id'));
    if (!items) throw orderNotFound();
    return c.json({ items, allAvailable: items.every((i) => i.available) });
  });

  orderFeatureRoutes(app, ctx);

  app.post(
    '/v1/orders/:id/rating',
    noStore,
    bodyLimit({
      maxSize: 8 * 1024,
      onError: () => {
        throw new ApiFailure('BAD_REQUEST');
      },
    }),
    signedIn,
    async (c) => {
      const user = userOf(c);
      const id = idParam(c, 'id');
      const body = await bodyOf(c, endpoints.rateOrder);
      const comment = body.comment?.trim() || null;
      await ctx.life.rate(user.merchantId, user.id, id, { grade: body.grade, comment });
      return c.json({ orderId: id, grade: body.grade, comment }, 201);
    },
  );

  app.get('/v1/notifications', noStore, signedIn, async (c) => {
    const user = userOf(c);
    const { before, size } = queryOf(c, endpoints.notifications);
    return c.json(await ctx.shopperOrders.notifications(user.merchantId, user.id, before ?? null, size));
  });

  app.post('/v1/stream-tickets', noStore, signedIn, async (c) => {
    const user = userOf(c);
    return c.json(await ctx.shopperOrders.streamTicket(user.merchantId, user.id, user.token, ctx.now(), ctx.streams.ticketTtlSeconds), 201);
  });

  /**
   * Who opens a stream: a stream ticket in the query (what an EventSource can send), else a
   * bearer token. A bad or expired one is a 401.
   */
  const streamCaller = async (c: Context<AppEnv>): Promise<{ merchantId: string; userId: string; tokenHash: string }> => {
    const merchantId = c.get('merchant').id;
    const { ticket } = queryOf(c, endpoints.orderEvents);
    if (ticket !== undefined) {
      const found = await ctx.shopperOrders.ticketCaller(merchantId, ticket, ctx.now());
      if (!found) throw new ApiFailure('UNAUTHORIZED');
      return { merchantId, ...found };
    }
    const user = userOf(c);
    return { merchantId, userId: user.id, tokenHash: hashToken(user.token) };
  };
  const streamAuth = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    // A ticket stands in for the token; without one, the bearer token is required.
    if (c.req.query('ticket') !== undefined) return next();
    return signedIn(c, next);
  };
  const streamDeps = { orders: ctx.shopperOrders, hub: ctx.events, settings: ctx.streams };

  app.get('/v1/orders/user/:userId/events', noStore, streamAuth, async (c) => {
    const caller = await streamCaller(c);
    if (idParam(c, 'userId') !== caller.userId) throw orderNotFound();
    const lastEventId = lastEventIdOf(c);
    return eventStream(c, streamDeps, { ...caller, orderId: null, lastEventId });
  });

  app.get('/v1/orders/:id/events', noStore, streamAuth, async (c) => {
    const caller = await streamCaller(c);
    const id = idParam(c, 'id');
    const lastEventId = lastEventIdOf(c);
    const owns = await ctx.shopperOrders.owns(caller.merchantId, caller.userId, id);
    if (!owns) throw orderNotFound();
    return eventStream(c, streamDeps, { ...caller, orderId: id, lastEventId });
  });

  return app;
}
