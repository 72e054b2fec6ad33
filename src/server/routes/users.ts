/**
 * /users: the merchant by sub, its cities and its branches (SPEC point 7), sign-in by SMS code
 * and the shopper's own account.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import type { Language } from '#schemas/common';
import { endpoints } from '#schemas/endpoint-table';
import { COOKIE } from '#domain/cookie-names';
import { checkAddressNamed } from '#domain/checkout-blockers';
import { closestBranch } from '#domain/geo';
import { chooseNearestBranch } from '#domain/nearest-branch';
import { orderMessage } from '#domain/order-messages';
import { isLanguage } from '#domain/language';
import { pickText } from '#domain/localized';
import { normalizeSub } from '#domain/merchant-host';
import { ApiFailure, notFound } from '../errors.ts';
import { message } from '../messages.ts';
import {
  bodyOf,
  clientAddress,
  idParam,
  merchantOf,
  queryOf,
  requireMerchant,
  setAnswerHeader,
  userOf,
  varyByMerchant,
  withToken,
  type AppEnv,
  type ServerContext,
} from '../http.ts';
import { phoneInUse, phoneOrFail, smsText } from '../services/accounts.ts';
import { clearShopperCookie, setShopperCookie } from '../shopper-cookie.ts';
import { userFeatureRoutes } from './shopper-features.ts';

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

  // The merchant is the one the path names; a token sent must be of that merchant.
  app.get(
    '/v1/city-merchant/merchant/:merchantId',
    async (c, next) => {
      c.set('merchant', await merchantOf(data, idParam(c, 'merchantId'), undefined));
      await next();
    },
    withToken(ctx, { required: false }),
    async (c) => c.json(await data.cities(c.get('merchant').id)),
  );

  // Per route, not `use`: the closest-branch path below sits under /v1/branches and names its
  // merchant in the path instead.
  const withMerchant = requireMerchant(ctx);
  const branches = new Hono<AppEnv>();

  branches.get('/', withMerchant, async (c) => c.json(await data.branches(c.get('merchant').id)));

  branches.get('/full', withMerchant, async (c) => {
    const { cityId } = queryOf(c, endpoints.branchesOfCity);
    return c.json(await data.branches(c.get('merchant').id, cityId));
  });

  branches.get('/:id', withMerchant, async (c) => {
    const merchantId = c.get('merchant').id;
    const id = idParam(c, 'id');
    const branch = await data.branch(merchantId, id);
    if (!branch) throw notFound('branchNotFound');
    return c.json(branch);
  });
  app.route('/v1/branches', branches);

  async function closest(merchantId: string, lat: number, lon: number, options: Parameters<typeof closestBranch>[2]) {
    const all = await data.branches(merchantId);
    const found = closestBranch(all, { latitude: lat, longitude: lon }, options);
    if (!found) throw notFound('noBranchNearby');
    return found;
  }

  app.get('/v1/branches/merchant/:merchant/closest', async (c) => {
    const merchant = await merchantOf(data, idParam(c, 'merchant'), undefined);
    const { lat, lon, type } = queryOf(c, endpoints.closestBranch);
    return c.json(await closest(merchant.id, lat, lon, { serviceType: type ?? null }));
  });

  app.get('/v1/local/branch/closest', withMerchant, withToken(ctx, { required: false }), async (c) => {
    const { lat, lon } = queryOf(c, endpoints.closestBranchAuthenticated);
    return c.json(await closest(c.get('merchant').id, lat, lon, {}));
  });

  accountRoutes(app, ctx);
  userFeatureRoutes(app, ctx, requireMerchant(ctx));
  return app;
}

/** Requests that carry a body are small; anything larger is refused before it is read. */
const smallBody = bodyLimit({
  maxSize: 16 * 1024,
  onError: () => {
    throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.body', message: 'expected a body of at most 16 KB' }] });
  },
});

/** A shopper's answers (and sign-in's) are theirs alone: no cache keeps them, errors included. */
const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  setAnswerHeader(c, 'Cache-Control', 'no-store');
};

function accountRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const { accounts, data } = ctx;
  const withMerchant = requireMerchant(ctx);
  const signedIn = withToken(ctx, { required: true });

  /** The language of an SMS: asked for, else the lang cookie, else the brand's main language. */
  async function smsTextFor(c: Context<AppEnv>, asked: Language | undefined) {
    const merchant = c.get('merchant');
    const { settings } = await data.settings(merchant.id);
    const cookie = getCookie(c, COOKIE.language);
    const language: Language = asked ?? (isLanguage(cookie) ? cookie : settings.mainLanguage);
    const brand = pickText(settings.title, language, settings.mainLanguage) || pickText(merchant.data.name, language) || merchant.sub;
    return (code: string) => smsText(settings.smsContent, language, brand, code);
  }

  app.post('/v1/auth/send-code', noStore, smallBody, withMerchant, async (c) => {
    const body = await bodyOf(c, endpoints.sendCode);
    const phone = phoneOrFail(body.phone);
    return c.json(
      await accounts.sendCode({
        merchantId: c.get('merchant').id,
        phone,
        purpose: 'SIGN_IN',
        clientAddress: clientAddress(c, ctx.trustProxy),
        text: await smsTextFor(c, body.language),
      }),
    );
  });

  app.post('/v1/auth/verify', noStore, smallBody, withMerchant, async (c) => {
    const body = await bodyOf(c, endpoints.verifyCode);
    const phone = phoneOrFail(body.phone);
    const signedIn = await accounts.verify(c.get('merchant').id, phone, body.code);
    // The pages draw the shopper's own screens with it (decision 027).
    setShopperCookie(c, signedIn.token, accounts.settings.tokenTtlSeconds);
    return c.json(signedIn);
  });

  const users = new Hono<AppEnv>();
  users.use(noStore, withMerchant, signedIn);
  users.get('/me', (c) => {
    const { token: _token, ...user } = userOf(c);
    return c.json(user);
  });
  // Before `/:id`: `phone` is no user id.
  users.put('/phone', smallBody, async (c) => {
    const user = userOf(c);
    const body = await bodyOf(c, endpoints.requestPhoneChange);
    const phone = phoneOrFail(body.phone);
    if (phone === user.phone) {
      throw new ApiFailure('BAD_REQUEST', {
        description: message('phoneUnchanged'),
        fields: [{ path: '$.body.phone', message: 'expected a number other than the current one' }],
      });
    }
    if (await accounts.phoneTaken(user.merchantId, phone, user.id)) throw phoneInUse();
    return c.json(
      await accounts.sendCode({
        merchantId: user.merchantId,
        phone,
        purpose: 'PHONE_CHANGE',
        userId: user.id,
        clientAddress: clientAddress(c, ctx.trustProxy),
        text: await smsTextFor(c, body.language),
      }),
    );
  });
  users.put('/phone/verify', smallBody, async (c) => {
    const user = userOf(c);
    const body = await bodyOf(c, endpoints.verifyPhoneChange);
    return c.json(await accounts.changePhone(user.merchantId, user.id, phoneOrFail(body.phone), body.code));
  });
  users.put('/:id', smallBody, async (c) => {
    const user = userOf(c);
    if (idParam(c, 'id') !== user.id) throw new ApiFailure('FORBIDDEN');
    const body = await bodyOf(c, endpoints.updateUser);
    const blank = (value: string | null | undefined) => (value === '' ? null : value);
    return c.json(
      await accounts.updateProfile(user.merchantId, user.id, {
        firstName: body.firstName,
        lastName: body.lastName,
        email: blank(body.email),
        birthday: blank(body.birthday),
        gender: body.gender,
      }),
    );
  });
  users.delete('/', async (c) => {
    const user = userOf(c);
    await accounts.deleteAccount(user.merchantId, user.id);
    clearShopperCookie(c);
    return c.json({ ok: true });
  });
  users.post('/logout', async (c) => {
    const user = userOf(c);
    await accounts.logout(user.merchantId, user.token);
    clearShopperCookie(c);
    return c.json({ ok: true });
  });
  app.route('/v1/users', users);

  const addresses = new Hono<AppEnv>();
  addresses.use(noStore, withMerchant, signedIn);
  /**
   * The input named by a street or a name (#domain/checkout-blockers checkAddressNamed, in the
   * shopper's words), with its city checked against the merchant's cities. One typed without the
   * map and no city keeps the city of the brand's main branch, so its delivery can be looked at.
   */
  async function addressBody(c: Context<AppEnv>) {
    const body = await bodyOf(c, endpoints.createAddress);
    const unnamed = checkAddressNamed(body);
    if (unnamed) {
      throw new ApiFailure('BAD_REQUEST', {
        description: orderMessage(unnamed),
        fields: [{ path: '$.body.streetName', message: 'expected a street or a name' }],
      });
    }
    const merchantId = c.get('merchant').id;
    if (body.cityId) {
      const cities = await data.cities(merchantId);
      if (!cities.some((city) => city.id === body.cityId)) {
        throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.body.cityId', message: `no city ${body.cityId} here` }] });
      }
    } else if (body.latitude == null) {
      const branches = await data.branches(merchantId);
      const main = chooseNearestBranch({ branches });
      const cityId = branches.find((b) => b.id === main?.branchId)?.cityId;
      if (cityId) return { ...body, cityId };
    }
    return body;
  }
  addresses.get('/', async (c) => {
    const user = userOf(c);
    return c.json(await ctx.addresses.list(user.merchantId, user.id));
  });
  addresses.post('/', smallBody, async (c) => {
    const user = userOf(c);
    const body = await addressBody(c);
    return c.json(await ctx.addresses.add(user.merchantId, user.id, body), 201);
  });
  addresses.put('/:id', smallBody, async (c) => {
    const user = userOf(c);
    const id = idParam(c, 'id');
    const body = await addressBody(c);
    return c.json(await ctx.addresses.update(user.merchantId, user.id, id, body));
  });
  addresses.delete('/:id', async (c) => {
    const user = userOf(c);
    const id = idParam(c, 'id');
    await ctx.addresses.remove(user.merchantId, user.id, id);
    return c.json({ ok: true });
  });
  app.route('/v1/addresses', addresses);
}
