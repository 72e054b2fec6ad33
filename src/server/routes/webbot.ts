/**
 * /webbot: the Telegram mini app's calls (SPEC point 7) and the bot's webhook. A shopper is
 * signed in from init data their merchant's bot signed (services/telegram.ts). A phone is
 * trusted only when it came as a contact through the bot's webhook, which Telegram vouches for
 * (SPEC 4, messenger contact request); where the merchant requires one, there is no sign-in
 * without it.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { endpoints } from '#schemas/endpoint-table';
import { telegramUpdateSchema } from '#schemas/bot-endpoints';
import { normalizePhone } from '#domain/phone';
import { ApiFailure, notFound } from '../errors.ts';
import { message } from '../messages.ts';
import { bodyOf, idParam, merchantOf, requireMerchant, setAnswerHeader, userOf, varyByMerchant, withToken, type AppEnv, type ServerContext } from '../http.ts';

const small = bodyLimit({
  maxSize: 64 * 1024,
  onError: () => {
    throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.body', message: 'expected a body of at most 64 KB' }] });
  },
});

export function webbotRoutes(ctx: ServerContext) {
  const app = new Hono<AppEnv>();
  const { accounts, telegram, telegramShoppers, data } = ctx;
  app.use(varyByMerchant());
  app.use(async (c, next) => {
    await next();
    setAnswerHeader(c, 'Cache-Control', 'no-store');
  });

  // The bot's webhook names its merchant in the path: Telegram sends no merchant header.
  app.post('/v1/telegram/:merchantId/webhook', small, async (c) => {
    const merchant = await merchantOf(data, idParam(c, 'merchantId'), undefined);
    if (!telegram.webhookAllowed(merchant.id, c.req.header('x-telegram-bot-api-secret-token'))) throw new ApiFailure('UNAUTHORIZED');
    const parsed = telegramUpdateSchema.safeParse(await c.req.json().catch(() => null));
    // Telegram sends an update again until it gets a 200: one that is not for us is acknowledged.
    if (!parsed.success) return c.json({ ok: true });
    const contact = parsed.data.message?.contact;
    const from = parsed.data.message?.from?.id;
    // Only the sender's own contact: a forwarded card of someone else proves nothing.
    if (contact?.user_id !== undefined && contact.user_id === from && contact.phone_number) {
      const phone = normalizePhone(contact.phone_number.replace(/^\+/, ''));
      if (phone) await telegramShoppers.saveContact(merchant.id, String(from), phone);
    }
    return c.json({ ok: true });
  });

  const withMerchant = requireMerchant(ctx);
  app.get('/v1/setting', withMerchant, (c) => c.json({ isPhoneVerificationRequired: c.get('merchant').data.isPhoneVerificationRequired === true }));

  /** The checked Telegram user of the request's init data, recorded. */
  async function telegramUser(c: Context<AppEnv>, initData: string) {
    const merchantId = c.get('merchant').id;
    return { merchantId, ...(await telegramShoppers.visit(merchantId, initData)) };
  }

  app.post('/v1/users/token', small, withMerchant, async (c) => {
    const { initData } = await bodyOf(c, endpoints.botToken);
    const { merchantId, row } = await telegramUser(c, initData);
    if (!row.userId) throw notFound('telegramNotLinked');
    return c.json(await accounts.issueToken(merchantId, row.userId));
  });

  app.post('/v1/users/contact', small, withMerchant, async (c) => {
    const { initData } = await bodyOf(c, endpoints.botContact);
    const { row } = await telegramUser(c, initData);
    return c.json({ status: row.contactPhone ? 'SENT' : 'NOT_SENT' });
  });

  app.post('/v1/users/login', small, withMerchant, async (c) => {
    const body = await bodyOf(c, endpoints.botLogin);
    const { merchantId, ...visit } = await telegramUser(c, body.initData);
    const required = c.get('merchant').data.isPhoneVerificationRequired === true;
    if (required && !visit.row.contactPhone) throw new ApiFailure('CONFLICT', { description: message('contactRequired'), problem: 'contactRequired' });
    const { profile } = visit;
    const names = { firstName: body.firstName?.trim().slice(0, 50) || profile.firstName, lastName: body.lastName?.trim().slice(0, 50) || profile.lastName };
    const userId = await telegramShoppers.shopperOf(merchantId, visit, names);
    return c.json(await accounts.issueToken(merchantId, userId));
  });

  const signedIn = withToken(ctx, { required: true });
  app.post('/v1/users/auth', small, withMerchant, signedIn, async (c) => {
    const user = userOf(c);
    const { initData } = await bodyOf(c, endpoints.botAuth);
    const { profile } = await telegramUser(c, initData);
    await telegramShoppers.link(user.merchantId, profile.telegramId, user.id);
    const { token, ...shopper } = user;
    return c.json({ token, user: shopper });
  });

  app.post('/v1/users/logout', withMerchant, signedIn, async (c) => {
    const user = userOf(c);
    await accounts.logout(user.merchantId, user.token);
    return c.json({ ok: true });
  });

  // The variant with init data also unlinks the Telegram user: the next visit signs in afresh.
  app.put('/v1/users/logout', small, withMerchant, signedIn, async (c) => {
    const user = userOf(c);
    const { initData } = await bodyOf(c, endpoints.botLogoutVariant);
    const { profile } = await telegramUser(c, initData);
    await telegramShoppers.link(user.merchantId, profile.telegramId, null);
    await accounts.logout(user.merchantId, user.token);
    return c.json({ ok: true });
  });

  app.post('/v1/basket', small, withMerchant, signedIn, async (c) => {
    const user = userOf(c);
    const basket = await bodyOf(c, endpoints.botBasket);
    if (basket.merchantId !== user.merchantId || basket.telegramId == null) throw new ApiFailure('FORBIDDEN');
    const telegramId = String(basket.telegramId);
    if (!(await telegramShoppers.saveBasket(user.merchantId, user.id, telegramId, basket))) throw new ApiFailure('FORBIDDEN');
    return c.json({ ok: true });
  });

  return app;
}
