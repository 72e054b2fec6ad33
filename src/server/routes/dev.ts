/**
 * /dev: development only. `GET /dev/outbox?phone=` lists the SMS outbox of one phone at the
 * request's merchant, newest first, so a developer and the browser tests can sign in without a
 * gateway. It answers only in outbox mode and only to a request from the loopback interface
 * that no proxy forwarded; anything else is the plain API 404, as if it did not exist.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { endpoints } from '#schemas/endpoint-table';
import { ApiFailure } from '../errors.ts';
import { queryOf, requireMerchant, type AppEnv, type ServerContext } from '../http.ts';
import { phoneOrFail } from '../services/accounts.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** A request straight from this machine: a loopback socket, and no proxy header saying otherwise. */
export function fromLoopback(c: Context): boolean {
  if (c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined) return false;
  const address = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress;
  return address !== undefined && LOOPBACK.has(address);
}

export function devRoutes(ctx: ServerContext) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    if (ctx.smsMode !== 'outbox' || !fromLoopback(c)) throw new ApiFailure('NOT_FOUND');
    await next();
  });
  app.get('/outbox', requireMerchant(ctx), async (c) => {
    const merchantId = c.get('merchant').id;
    const phone = phoneOrFail(queryOf(c, endpoints.devOutbox).phone);
    c.header('Cache-Control', 'no-store');
    return c.json(await ctx.accounts.outbox(merchantId, phone));
  });
  return app;
}
