/**
 * /studio/v1: the merchant studio's calls (schemas/studio-endpoints.ts). The merchant header (or
 * the brand's host) names the brand; `Authorization: Bearer <staff token>` names the member of
 * staff, and every call checks the member's role (#domain/studio-roles) here, on the server.
 * A shopper's token is no staff token: it is refused like any unknown one.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { StudioAction } from '#domain/studio-roles';
import { pickText } from '#domain/localized';
import {
  brandCollectionSchema,
  IMAGE_UPLOAD_LIMITS,
  imageKindSchema,
  PREVIEW_PARAM,
  studioEndpoints as e,
  type BrandCollection,
} from '#schemas/studio-endpoints';
import { ApiFailure } from '../errors.ts';
import {
  bearerOf,
  bodyOf,
  clientAddress,
  idParam,
  knownBodyOf,
  requestOrigin,
  requireMerchant,
  setAnswerHeader,
  varyByMerchant,
  type AppEnv,
  type ServerContext,
} from '../http.ts';
import { phoneOrFail, smsText } from '../services/accounts.ts';
import { Studio, type StaffMember } from '../services/studio.ts';

type StudioEnv = AppEnv & { Variables: AppEnv['Variables'] & { staff: StaffMember; staffToken: string } };

/** A preset fits in this much JSON; anything larger is not a brand. */
const IMPORT_MAX_BYTES = 8 * 1024 * 1024;

export function studioRoutes(ctx: ServerContext) {
  const app = new Hono<StudioEnv>();
  const { studio } = ctx;
  // The API only: /studio and its other paths are the studio's pages (routes/storefront.ts), which
  // a host without a brand still answers.
  app.use('/v1/*', varyByMerchant());
  app.use('/v1/*', async (c, next) => {
    await next();
    setAnswerHeader(c, 'Cache-Control', 'no-store');
  });
  app.use('/v1/*', requireMerchant(ctx));
  const small = bodyLimit({
    maxSize: 256 * 1024,
    onError: () => {
      throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.body', message: 'expected a body of at most 256 KB' }] });
    },
  });

  app.post('/v1/auth/send-code', small, async (c) => {
    const { phone: raw } = await bodyOf(c, e.studioSendCode);
    const phone = phoneOrFail(raw);
    const merchant = c.get('merchant');
    const { settings } = await ctx.data.settings(merchant.id);
    const brand = pickText(settings.title, settings.mainLanguage, settings.mainLanguage) || merchant.sub;
    return c.json(
      await studio.sendCode(merchant.id, phone, clientAddress(c, ctx.trustProxy), (code) => smsText(settings.smsContent, settings.mainLanguage, brand, code)),
    );
  });
  app.post('/v1/auth/verify', small, async (c) => {
    const body = await bodyOf(c, e.studioVerify);
    return c.json(await studio.verify(c.get('merchant').id, phoneOrFail(body.phone), body.code));
  });

  /** Every call below: a live staff token of this merchant, and a role that may do `action`. */
  const member = (action?: StudioAction) => async (c: Context<StudioEnv>, next: () => Promise<void>) => {
    const token = bearerOf(c);
    const staff = token ? await studio.authenticate(c.get('merchant').id, token) : null;
    if (!staff || !token) throw new ApiFailure('UNAUTHORIZED');
    if (action) Studio.require(staff, action);
    c.set('staff', staff);
    c.set('staffToken', token);
    await next();
  };
  const merchantId = (c: Context<StudioEnv>) => c.get('merchant').id;

  app.get('/v1/me', member(), (c) => {
    const s = c.get('staff');
    return c.json({ id: s.id, phone: s.phone, role: s.role, name: s.name });
  });
  app.post('/v1/auth/logout', member(), async (c) => {
    await studio.logout(merchantId(c), c.get('staffToken'));
    return c.json({ ok: true });
  });

  app.get('/v1/settings', member('settings'), async (c) => c.json(await studio.settings(merchantId(c))));
  app.put('/v1/settings/draft', small, member('settings'), async (c) =>
    c.json(await studio.saveDraft(merchantId(c), c.get('staff'), await knownBodyOf(c, e.saveDraft))),
  );
  app.post('/v1/settings/publish', small, member('settings'), async (c) => {
    const { baseVersion } = await bodyOf(c, e.publishSettings);
    const published = await studio.publish(merchantId(c), c.get('staff'), baseVersion);
    // This instance's caches need not wait for the change notification to come back.
    ctx.data.invalidate(merchantId(c), false);
    return c.json(published);
  });
  app.get('/v1/settings/versions', member('settings'), async (c) => c.json(await studio.versions(merchantId(c))));
  app.post('/v1/settings/rollback', small, member('settings'), async (c) => {
    const { version } = await bodyOf(c, e.rollbackSettings);
    const published = await studio.rollback(merchantId(c), c.get('staff'), version);
    ctx.data.invalidate(merchantId(c), false);
    return c.json(published);
  });
  app.get('/v1/preview-link', member('settings'), (c) => {
    const { token, expiresAt } = studio.previewToken(merchantId(c));
    return c.json({ url: `${requestOrigin(c)}/?${PREVIEW_PARAM}=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() });
  });

  // The brand draft, one item at a time (docs/decisions/032-one-brand-draft.md).
  const collectionOf = (c: Context<StudioEnv>): BrandCollection => {
    const parsed = brandCollectionSchema.safeParse(c.req.param('collection'));
    if (!parsed.success)
      throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.collection', message: `expected one of ${brandCollectionSchema.options.join(', ')}` }] });
    return parsed.data;
  };
  app.get('/v1/brand', member('catalog'), async (c) => c.json(await studio.brand(merchantId(c))));
  app.get('/v1/brand/:collection/:key', member('catalog'), async (c) => {
    const { item, etag } = await studio.brandItem(merchantId(c), collectionOf(c), idParam(c, 'key'));
    c.header('ETag', etag);
    return c.json(item);
  });
  app.put('/v1/brand/:collection/:key', small, member('catalog'), async (c) => {
    const collection = collectionOf(c);
    const body = await bodyOf(c, e.putBrandItem);
    const { etag } = await studio.putBrandItem(merchantId(c), c.get('staff'), collection, idParam(c, 'key'), body, {
      ifMatch: c.req.header('if-match') ?? null,
      ifNoneMatch: c.req.header('if-none-match') ?? null,
    });
    c.header('ETag', etag);
    return c.json({ ok: true as const, etag });
  });
  app.delete('/v1/brand/:collection/:key', member('catalog'), async (c) => {
    await studio.deleteBrandItem(merchantId(c), c.get('staff'), collectionOf(c), idParam(c, 'key'), { ifMatch: c.req.header('if-match') ?? null });
    return c.json({ ok: true });
  });

  app.put('/v1/categories/:id', small, member('catalog'), async (c) => {
    const id = Number(idParam(c, 'id'));
    if (!Number.isSafeInteger(id)) throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.id', message: 'expected a category id' }] });
    await studio.patchCategory(merchantId(c), c.get('staff'), id, await knownBodyOf(c, e.patchCategory));
    ctx.data.invalidate(merchantId(c), false);
    return c.json({ ok: true });
  });
  app.put('/v1/order', small, member('catalog'), async (c) => {
    const { kind, ids } = await bodyOf(c, e.reorderCatalog);
    await studio.reorder(merchantId(c), c.get('staff'), kind, ids);
    ctx.data.invalidate(merchantId(c), false);
    return c.json({ ok: true });
  });
  app.get('/v1/stop-list', member('stopList'), async (c) => c.json(await studio.stopList(merchantId(c))));
  app.put('/v1/stop-list', small, member('stopList'), async (c) => {
    await studio.setStopList(merchantId(c), c.get('staff'), await bodyOf(c, e.setStopList));
    ctx.data.invalidate(merchantId(c), false);
    return c.json({ ok: true });
  });

  app.post(
    '/v1/images',
    bodyLimit({
      maxSize: IMAGE_UPLOAD_LIMITS.maxBytes,
      onError: () => {
        throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.body', message: `expected at most ${IMAGE_UPLOAD_LIMITS.maxBytes} bytes` }] });
      },
    }),
    member('images'),
    async (c) => c.json(await studio.uploadImage(merchantId(c), c.get('staff'), new Uint8Array(await c.req.arrayBuffer())), 201),
  );
  app.put('/v1/images/:kind/:id', small, member('images'), async (c) => {
    const kind = imageKindSchema.safeParse(c.req.param('kind'));
    const id = Number(c.req.param('id'));
    if (!kind.success) throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.kind', message: `expected one of ${imageKindSchema.options.join(', ')}` }] });
    if (!Number.isSafeInteger(id)) throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.id', message: 'expected an id' }] });
    const { file } = await bodyOf(c, e.setImage);
    await studio.setImage(merchantId(c), c.get('staff'), kind.data, id, file);
    ctx.data.invalidate(merchantId(c), false);
    return c.json({ ok: true });
  });

  app.get('/v1/orders', member('orders'), async (c) => c.json(await studio.board(merchantId(c))));
  app.post('/v1/orders/:id/status', small, member('orders'), async (c) => {
    const { status, reason } = await bodyOf(c, e.studioMove);
    return c.json(await studio.move(merchantId(c), c.get('staff'), idParam(c, 'id'), status, reason?.trim() || null));
  });

  app.get('/v1/staff', member('staff'), async (c) => c.json(await studio.staff(merchantId(c))));
  app.post('/v1/staff', small, member('staff'), async (c) => {
    const body = await bodyOf(c, e.addStaff);
    return c.json(await studio.addStaff(merchantId(c), c.get('staff'), { phone: body.phone, role: body.role, name: body.name?.trim() || null }), 201);
  });
  app.delete('/v1/staff/:id', member('staff'), async (c) => {
    await studio.removeStaff(merchantId(c), c.get('staff'), idParam(c, 'id'));
    return c.json({ ok: true });
  });
  app.get('/v1/log', member('log'), async (c) => c.json(await studio.log(merchantId(c))));

  app.get('/v1/export', member('brand'), async (c) => {
    const preset = await studio.exportBrand(merchantId(c), c.get('staff'));
    c.header('Content-Disposition', `attachment; filename="${c.get('merchant').sub}.json"`);
    return c.json(preset);
  });
  app.post(
    '/v1/import',
    bodyLimit({
      maxSize: IMPORT_MAX_BYTES,
      onError: () => {
        throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.body', message: 'expected a preset of at most 8 MB' }] });
      },
    }),
    member('brand'),
    async (c) => {
      const preset = await bodyOf(c, e.importBrand);
      const result = await studio.importBrand(merchantId(c), c.get('staff'), preset, { secrets: ctx.secrets });
      if (result.ok) ctx.data.invalidate(merchantId(c), true);
      return c.json(result, result.ok ? 200 : 400);
    },
  );

  return app;
}
