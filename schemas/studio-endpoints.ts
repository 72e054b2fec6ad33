/**
 * The merchant studio's calls (ours; docs/decisions/020-studio.md): staff sign-in by SMS code,
 * the web settings' draft, publish, versions and rollback, the preview link, the catalogue's
 * presentation, the stop-list, the orders board, staff, the log, and the brand's export and
 * import. A staff token is not a shopper's token: neither opens the other's calls.
 */
import * as z from 'zod/mini';
import { boundedText, categoryViewTypeSchema, idSchema, intIdSchema, navigationTypeSchema, orderStatusSchema, scrollTypeSchema } from './common.ts';
import { endpoint, okSchema } from './endpoints.ts';
import { operatorOrderSchema } from './operator-endpoints.ts';

export const STUDIO_PREFIX = '/studio/v1';
/** The header a preview's page render reads the draft settings with (the signed preview token). */
export const PREVIEW_HEADER = 'x-studio-preview';
/** The query parameter of a preview link's page address (`/?preview=<signed token>`). */
export const PREVIEW_PARAM = 'preview';

export const staffRoleSchema = z.enum(['OWNER', 'MANAGER', 'OPERATOR']);

export const staffSchema = z.object({
  id: idSchema,
  phone: z.string(),
  role: staffRoleSchema,
  name: z.nullable(z.string()),
});
export type Staff = z.infer<typeof staffSchema>;

const phoneBody = z.object({ phone: z.string().check(z.maxLength(32)) });

export const studioSendCodeEndpoint = endpoint({
  name: 'studioSendCode',
  method: 'POST',
  path: `${STUDIO_PREFIX}/auth/send-code`,
  body: phoneBody,
  response: z.object({ ttlSeconds: z.int(), resendSeconds: z.int() }),
  use: 'send a staff sign-in code (the answer never says whether the phone is staff)',
});
export const studioVerifyEndpoint = endpoint({
  name: 'studioVerify',
  method: 'POST',
  path: `${STUDIO_PREFIX}/auth/verify`,
  body: z.object({ phone: z.string().check(z.maxLength(32)), code: z.string().check(z.maxLength(12)) }),
  response: z.object({ token: z.string(), staff: staffSchema }),
  use: 'sign a member of staff in with the code',
});
export const studioMeEndpoint = endpoint({
  name: 'studioMe',
  method: 'GET',
  path: `${STUDIO_PREFIX}/me`,
  response: staffSchema,
  withToken: true,
  use: 'the signed-in member of staff',
});
export const studioLogoutEndpoint = endpoint({
  name: 'studioLogout',
  method: 'POST',
  path: `${STUDIO_PREFIX}/auth/logout`,
  response: okSchema,
  withToken: true,
  use: 'end the staff session',
});

// ---- settings -------------------------------------------------------------------------------

/** Web settings as the studio edits them: an object, checked field by field on publish. */
const settingsObject = z.record(z.string(), z.unknown());

export const draftSchema = z.object({
  baseVersion: z.int(),
  revision: z.int(),
  settings: settingsObject,
  updatedBy: z.nullable(z.string()),
  updatedByName: z.nullable(z.string()),
  updatedDate: z.string(),
});

/**
 * The studio's actions that change what a preset load replaces (the brand's rows): its work, which
 * a changed preset file never overwrites (docs/decisions/028-the-preset-file-is-a-seed.md).
 */
export const BRAND_WORK_ACTIONS = ['publish', 'rollback', 'import', 'category', 'reorder', 'image'] as const;
export const brandWorkSchema = z.object({
  action: z.enum(BRAND_WORK_ACTIONS),
  count: z.int(),
  /** The last of them: when, and by whom. */
  lastDate: z.string(),
  lastBy: z.nullable(z.string()),
});
export type BrandWork = z.infer<typeof brandWorkSchema>;
/** A changed preset file of the brand the server refused to load over the studio's work since its last load. */
export const presetNoticeSchema = z.object({
  /** The file's name in the server's presets folder. */
  file: z.string(),
  /** The sha256 of the refused content. */
  hash: z.string(),
  /** When it was first refused. */
  date: z.string(),
  work: z.array(brandWorkSchema),
});
export type PresetNotice = z.infer<typeof presetNoticeSchema>;

export const studioSettingsSchema = z.object({
  published: z.object({ version: z.int(), settings: settingsObject }),
  draft: z.nullable(draftSchema),
  /** A changed preset file refused over the studio's work (null: none). */
  presetNotice: z.nullable(presetNoticeSchema),
});
export const studioSettingsEndpoint = endpoint({
  name: 'studioSettings',
  method: 'GET',
  path: `${STUDIO_PREFIX}/settings`,
  response: studioSettingsSchema,
  withToken: true,
  use: "the published settings, the draft, and a preset file refused over the studio's work",
});
export const saveDraftEndpoint = endpoint({
  name: 'saveDraft',
  method: 'PUT',
  path: `${STUDIO_PREFIX}/settings/draft`,
  /** `revision`: the draft's revision as its editor last saw it, 0 when they saw no draft. */
  body: z.object({ baseVersion: z.int().check(z.nonnegative()), revision: z.int().check(z.nonnegative()), settings: settingsObject }),
  response: z.object({
    draft: draftSchema,
    /** Fields whose value the storefront could not use as it stands (publishing refuses them). */
    problems: z.array(z.object({ field: z.string(), message: z.string() })),
  }),
  withToken: true,
  use: 'save the draft (refused against an old version or revision, naming who changed it)',
});
export const publishEndpoint = endpoint({
  name: 'publishSettings',
  method: 'POST',
  path: `${STUDIO_PREFIX}/settings/publish`,
  body: z.object({ baseVersion: z.int().check(z.nonnegative()) }),
  response: z.object({ version: z.int(), changedFields: z.array(z.string()) }),
  withToken: true,
  use: 'publish the draft as a new version (validated whole: a bad field is named, nothing is published)',
});
export const versionSchema = z.object({
  version: z.int(),
  authorId: z.nullable(z.string()),
  authorName: z.nullable(z.string()),
  changedFields: z.array(z.string()),
  rollbackOf: z.nullable(z.int()),
  createdDate: z.string(),
});
export const versionsEndpoint = endpoint({
  name: 'settingsVersions',
  method: 'GET',
  path: `${STUDIO_PREFIX}/settings/versions`,
  response: z.array(versionSchema),
  withToken: true,
  use: 'published versions, newest first',
});
export const rollbackEndpoint = endpoint({
  name: 'rollbackSettings',
  method: 'POST',
  path: `${STUDIO_PREFIX}/settings/rollback`,
  /** Version 0 is the brand as loaded from its preset. */
  body: z.object({ version: z.int().check(z.nonnegative()) }),
  response: z.object({ version: z.int(), changedFields: z.array(z.string()) }),
  withToken: true,
  use: 'publish an earlier version (its settings and its brand) as a new one',
});
export const previewLinkEndpoint = endpoint({
  name: 'previewLink',
  method: 'GET',
  path: `${STUDIO_PREFIX}/preview-link`,
  response: z.object({ url: z.string(), expiresAt: z.string() }),
  withToken: true,
  use: 'a signed, short-lived link that renders the draft',
});

// ---- the catalogue and the stop-list -----------------------------------------------------------

/**
 * The brand draft's collections (docs/decisions/032-one-brand-draft.md), each item in the preset
 * file's shape and keyed by its `id`.
 */
export const BRAND_COLLECTIONS = ['groups', 'categories', 'products'] as const;
export const brandCollectionSchema = z.enum(BRAND_COLLECTIONS);
export type BrandCollection = z.infer<typeof brandCollectionSchema>;
/** An item as the preset file holds it: checked whole with the loader's rules on the server. */
const brandItemObject = z.record(z.string(), z.unknown());

export const studioBrandEndpoint = endpoint({
  name: 'studioBrand',
  method: 'GET',
  path: `${STUDIO_PREFIX}/brand`,
  response: z.object({
    baseVersion: z.int(),
    /** The draft, or the published brand when there is none: the preset's shape without staff, grades or secrets. */
    brand: z.record(z.string(), z.unknown()),
    /** Whether `brand` is a draft (edited since the last publish). */
    draft: z.boolean(),
    /** Each item's ETag by `collection/key`: what an edit of it sends as `If-Match`. */
    etags: z.record(z.string(), z.string()),
  }),
  withToken: true,
  use: "the brand draft (or the published brand) in the preset file's shape",
});
export const brandItemEndpoint = endpoint({
  name: 'brandItem',
  method: 'GET',
  path: `${STUDIO_PREFIX}/brand/:collection/:key`,
  response: brandItemObject,
  withToken: true,
  use: 'one item of the brand draft, with its ETag',
});
const brandItemWritten = z.object({ ok: z.literal(true), etag: z.string() });
export const putBrandItemEndpoint = endpoint({
  name: 'putBrandItem',
  method: 'PUT',
  path: `${STUDIO_PREFIX}/brand/:collection/:key`,
  body: brandItemObject,
  response: brandItemWritten,
  withToken: true,
  use: 'create or replace an item in the draft (If-Match: refused 412 when it changed since; checked whole: 400 with the path)',
});
export const deleteBrandItemEndpoint = endpoint({
  name: 'deleteBrandItem',
  method: 'DELETE',
  path: `${STUDIO_PREFIX}/brand/:collection/:key`,
  response: okSchema,
  withToken: true,
  use: 'remove an item from the draft (refused 409 with what still points at it)',
});

export const categoryPatchEndpoint = endpoint({
  name: 'patchCategory',
  method: 'PUT',
  path: `${STUDIO_PREFIX}/categories/:id`,
  body: z.object({
    viewType: z.optional(categoryViewTypeSchema),
    scrollType: z.optional(scrollTypeSchema),
    navigationType: z.optional(navigationTypeSchema),
    isWithoutCart: z.optional(z.boolean()),
  }),
  response: okSchema,
  withToken: true,
  use: "a category's view, scroll, navigation and basket",
});
export const reorderEndpoint = endpoint({
  name: 'reorderCatalog',
  method: 'PUT',
  path: `${STUDIO_PREFIX}/order`,
  body: z.object({ kind: z.enum(['groups', 'categories', 'products']), ids: z.array(intIdSchema).check(z.minLength(1), z.maxLength(5_000)) }),
  response: okSchema,
  withToken: true,
  use: 'the order of groups, categories or products (the first id first)',
});
export const stopListEntrySchema = z.object({ branchId: idSchema, productId: intIdSchema, createdDate: z.string() });
export const stopListEndpoint = endpoint({
  name: 'stopList',
  method: 'GET',
  path: `${STUDIO_PREFIX}/stop-list`,
  response: z.array(stopListEntrySchema),
  withToken: true,
  use: 'what is sold out now, per branch',
});
export const setStopListEndpoint = endpoint({
  name: 'setStopList',
  method: 'PUT',
  path: `${STUDIO_PREFIX}/stop-list`,
  body: z.object({ branchId: idSchema, productId: intIdSchema, available: z.boolean() }),
  response: okSchema,
  withToken: true,
  use: 'mark a product sold out at a branch now, or available again',
});

// ---- images ----------------------------------------------------------------------------------

/**
 * What an uploaded image may be: its type (read from its bytes, never from a name or a header),
 * its size and its pixels. SVG is refused: it can carry scripts, and a brand's pictures are photos
 * and logos that PNG or WebP hold as well.
 */
export const IMAGE_UPLOAD_LIMITS = {
  types: { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' },
  maxBytes: 5 * 1024 * 1024,
  maxSide: 4096,
} as const;
/** Where an uploaded image's name starts: the image proxy serves it from the data folder. */
export const UPLOADS_PREFIX = 'uploads/';

export const uploadImageEndpoint = endpoint({
  name: 'uploadImage',
  method: 'POST',
  path: `${STUDIO_PREFIX}/images`,
  response: z.object({ file: z.string(), width: z.int(), height: z.int() }),
  withToken: true,
  use: 'upload an image (the body is the file: PNG, JPEG or WebP within IMAGE_UPLOAD_LIMITS, or an SVG, kept drawn into a PNG); its name goes into a setting or a picture',
});
export const imageKindSchema = z.enum(['categories', 'products', 'banners']);
export const setImageEndpoint = endpoint({
  name: 'setImage',
  method: 'PUT',
  path: `${STUDIO_PREFIX}/images/:kind/:id`,
  body: z.object({ file: z.string().check(z.minLength(1), z.maxLength(300)) }),
  response: okSchema,
  withToken: true,
  use: "a category's, product's or banner's picture: an image this brand uploaded",
});

// ---- the orders board ----------------------------------------------------------------------------

/** An order on the board: the operator API's, which always has its id. */
export const boardOrderSchema = z.extend(operatorOrderSchema, { id: idSchema });
export const studioOrdersEndpoint = endpoint({
  name: 'studioOrders',
  method: 'GET',
  path: `${STUDIO_PREFIX}/orders`,
  response: z.array(boardOrderSchema),
  withToken: true,
  use: "today's active orders of the merchant with their shopper and allowed moves (paid or needing no payment)",
});
export const studioMoveEndpoint = endpoint({
  name: 'studioMove',
  method: 'POST',
  path: `${STUDIO_PREFIX}/orders/:id/status`,
  body: z.object({ status: orderStatusSchema, reason: boundedText(300) }),
  response: boardOrderSchema,
  withToken: true,
  use: 'move an order along the state machine, or cancel it with a reason',
});

// ---- staff, the log, the brand ---------------------------------------------------------------------

export const staffListEndpoint = endpoint({
  name: 'staffList',
  method: 'GET',
  path: `${STUDIO_PREFIX}/staff`,
  response: z.array(staffSchema),
  withToken: true,
  use: "the merchant's staff (owners)",
});
export const addStaffEndpoint = endpoint({
  name: 'addStaff',
  method: 'POST',
  path: `${STUDIO_PREFIX}/staff`,
  body: z.object({ phone: z.string().check(z.maxLength(32)), role: staffRoleSchema, name: boundedText(80) }),
  response: staffSchema,
  withToken: true,
  use: 'add a member of staff or change their role (owners)',
});
export const removeStaffEndpoint = endpoint({
  name: 'removeStaff',
  method: 'DELETE',
  path: `${STUDIO_PREFIX}/staff/:id`,
  response: okSchema,
  withToken: true,
  use: 'remove a member of staff (owners; never the last owner)',
});
export const studioLogEndpoint = endpoint({
  name: 'studioLog',
  method: 'GET',
  path: `${STUDIO_PREFIX}/log`,
  response: z.array(
    z.object({
      id: z.int(),
      staffId: z.nullable(z.string()),
      staffName: z.nullable(z.string()),
      action: z.string(),
      detail: z.record(z.string(), z.unknown()),
      createdDate: z.string(),
    }),
  ),
  withToken: true,
  use: 'what staff did, newest first (owners)',
});
export const exportEndpoint = endpoint({
  name: 'exportBrand',
  method: 'GET',
  path: `${STUDIO_PREFIX}/export`,
  response: z.record(z.string(), z.unknown()),
  withToken: true,
  use: 'the brand as a preset JSON (owners)',
});
export const importEndpoint = endpoint({
  name: 'importBrand',
  method: 'POST',
  path: `${STUDIO_PREFIX}/import`,
  body: z.record(z.string(), z.unknown()),
  response: z.object({ ok: z.boolean(), issues: z.array(z.object({ path: z.string(), message: z.string() })) }),
  withToken: true,
  use: 'replace the brand with a preset JSON, validated whole as the loader does (owners)',
});

/** Every studio call, by name (the server's routes and the studio's client read them). */
export const studioEndpoints = {
  studioSendCode: studioSendCodeEndpoint,
  studioVerify: studioVerifyEndpoint,
  studioMe: studioMeEndpoint,
  studioLogout: studioLogoutEndpoint,
  studioSettings: studioSettingsEndpoint,
  saveDraft: saveDraftEndpoint,
  publishSettings: publishEndpoint,
  settingsVersions: versionsEndpoint,
  rollbackSettings: rollbackEndpoint,
  previewLink: previewLinkEndpoint,
  studioBrand: studioBrandEndpoint,
  brandItem: brandItemEndpoint,
  putBrandItem: putBrandItemEndpoint,
  deleteBrandItem: deleteBrandItemEndpoint,
  patchCategory: categoryPatchEndpoint,
  reorderCatalog: reorderEndpoint,
  stopList: stopListEndpoint,
  setStopList: setStopListEndpoint,
  studioOrders: studioOrdersEndpoint,
  studioMove: studioMoveEndpoint,
  staffList: staffListEndpoint,
  addStaff: addStaffEndpoint,
  removeStaff: removeStaffEndpoint,
  studioLog: studioLogEndpoint,
  exportBrand: exportEndpoint,
  importBrand: importEndpoint,
  uploadImage: uploadImageEndpoint,
  setImage: setImageEndpoint,
} as const;
