/**
 * /payments: the payment settings per type (which methods each channel offers, as far as the
 * merchant can take them), an order's checkout and method, saved cards (the contract of
 * schemas/payment-endpoints.ts), and the providers' own calls to us, each in its provider's
 * protocol: Payme's JSON-RPC (always HTTP 200), Click's Prepare and Complete (form-encoded, JSON
 * answers), Uzum Checkout's callback. The providers name the merchant in the path: they send no
 * merchant header.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { endpoints } from '#schemas/endpoint-table';
import { languageSchema } from '#schemas/common';
import { paymeError } from '../payments/payme.ts';
import {
  bodyOf,
  checkInputText,
  idParam,
  merchantOf,
  orderChannelOf,
  requestOrigin,
  requireMerchant,
  setAnswerHeader,
  userOf,
  varyByMerchant,
  withToken,
  type AppEnv,
  type ServerContext,
} from '../http.ts';

/** A provider's call is small; anything larger is not one. */
const CALLBACK_MAX_BYTES = 32 * 1024;

export function paymentsRoutes(ctx: ServerContext) {
  const app = new Hono<AppEnv>();
  app.use(varyByMerchant());
  app.use(async (c, next) => {
    await next();
    setAnswerHeader(c, 'Cache-Control', 'no-store');
  });

  // ---- the providers' calls -------------------------------------------------------------------

  /**
   * The merchant a provider's path names, or null: a malformed id names none, and is answered in
   * the provider's protocol like an unknown one (never the storefront's 400).
   */
  const providerMerchant = async (c: Context<AppEnv>) => {
    try {
      return await merchantOf(ctx.data, idParam(c, 'merchantId'), undefined);
    } catch {
      return null;
    }
  };

  // Payme answers every call with HTTP 200 and a JSON-RPC error where something is wrong.
  app.post('/v1/payme/:merchantId', bodyLimit({ maxSize: CALLBACK_MAX_BYTES, onError: (c) => c.json(paymeError('badRequest', null)) }), async (c) => {
    const merchant = await providerMerchant(c);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json(paymeError('parse', null));
    }
    if (!merchant) return c.json(paymeError('auth', null));
    return c.json(await ctx.payments.payme(merchant.id, c.req.header('authorization'), body));
  });
  app.on(['GET', 'PUT', 'DELETE', 'PATCH'], '/v1/payme/:merchantId', (c) => c.json(paymeError('notPost', null)));

  const click = (action: 0 | 1) => async (c: Context<AppEnv>) => {
    const merchant = await providerMerchant(c);
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      form = {};
    }
    // Text that cannot be stored is no request Click sends.
    try {
      checkInputText(form, 'body');
    } catch {
      form = {};
    }
    if (!merchant) return c.json({ error: -5, error_note: 'Merchant not found' });
    return c.json(await ctx.payments.click(merchant.id, action, form));
  };
  const clickLimit = bodyLimit({ maxSize: CALLBACK_MAX_BYTES, onError: (c) => c.json({ error: -8, error_note: 'Error in request from click' }) });
  app.post('/v1/click/:merchantId/prepare', clickLimit, click(0));
  app.post('/v1/click/:merchantId/complete', clickLimit, click(1));

  app.post('/v1/uzum/:merchantId/callback', bodyLimit({ maxSize: CALLBACK_MAX_BYTES, onError: (c) => c.json({ status: 'FAILED' }, 400) }), async (c) => {
    const merchant = await providerMerchant(c);
    if (!merchant) return c.json({ status: 'FAILED' }, 404);
    let body: unknown;
    try {
      body = await c.req.json();
      checkInputText(body, 'body');
    } catch {
      return c.json({ status: 'FAILED' }, 400);
    }
    const { status } = await ctx.payments.uzum(merchant.id, c.req.header('authorization'), body);
    return c.json({ status: status === 200 ? 'OK' : 'FAILED' }, status);
  });

  // ---- the storefront's calls -----------------------------------------------------------------

  const withMerchant = requireMerchant(ctx);
  const signedIn = withToken(ctx, { required: true });
  app.get('/v1/settings', withMerchant, async (c) => c.json(await ctx.payments.offeredSettings(c.get('merchant').id)));

  const visitOf = async (c: Context<AppEnv>) => {
    const user = userOf(c);
    const asked = languageSchema.safeParse(c.req.query('language'));
    return {
      user,
      visit: { origin: requestOrigin(c), language: asked.success ? asked.data : ('uz' as const), channel: await orderChannelOf(ctx, c, user) },
    };
  };

  app.get('/v2/checkout/:id', withMerchant, signedIn, async (c) => {
    const { user, visit } = await visitOf(c);
    return c.json(await ctx.payments.checkout(c.get('merchant').id, user, idParam(c, 'id'), visit));
  });
  app.post('/v1/orders/:id/method', withMerchant, signedIn, async (c) => {
    const { paymentType } = await bodyOf(c, endpoints.changePaymentMethod);
    const { user, visit } = await visitOf(c);
    return c.json(await ctx.payments.changeMethod(c.get('merchant').id, user, idParam(c, 'id'), paymentType, visit));
  });
  app.post('/v1/orders/:id/card', withMerchant, signedIn, async (c) => {
    const { cardId } = await bodyOf(c, endpoints.payWithCard);
    const { user, visit } = await visitOf(c);
    return c.json(await ctx.payments.payWithCard(c.get('merchant').id, user, idParam(c, 'id'), cardId, visit));
  });

  app.get('/v1/cards/form', withMerchant, signedIn, async (c) => c.json(await ctx.payments.cardForm(c.get('merchant').id, { origin: requestOrigin(c) })));
  app.get('/v1/cards', withMerchant, signedIn, async (c) => c.json(await ctx.payments.cards(c.get('merchant').id, userOf(c).id)));
  app.post('/v1/cards', withMerchant, signedIn, async (c) => {
    const { token } = await bodyOf(c, endpoints.saveCard);
    return c.json(await ctx.payments.saveCard(c.get('merchant').id, userOf(c).id, token), 201);
  });
  app.delete('/v1/cards/:id', withMerchant, signedIn, async (c) => {
    await ctx.payments.removeCard(c.get('merchant').id, userOf(c).id, idParam(c, 'id'));
    return c.json({ ok: true });
  });

  return app;
}
