/**
 * The HTTP contract of SPEC.md point 7, one export per call: the endpoint factory and the calls
 * of browsing (merchant, branches, menu, settings, policies, media) and the signed-in shopper's
 * `me`. Accounts, orders and the Telegram bot have modules of their own (account-endpoints.ts,
 * order-endpoints.ts, bot-endpoints.ts) so that a page loads only the contract it calls:
 * a module's exports that any chunk uses go with that module's chunk. endpoint-table.ts names
 * them all. The storefront's API client and the server's routes both
 * read these rows, so a path, a query or a response shape is written once.
 *
 * `path` uses `:name` for path parameters. `withToken` marks WITH_TOKEN calls: the client sends
 * a bearer token only when one exists. Every call carries the merchant header.
 */
import * as z from 'zod/mini';
import { idSchema, latitudeSchema, longitudeSchema, serviceTypeSchema } from './common.ts';
import {
  bannerSchema,
  brandSchema,
  branchSchema,
  citySchema,
  merchantSchema,
  overallMenuSchema,
  paymentSettingsSchema,
  policySchema,
  productGradeSchema,
  storySchema,
  userSchema,
} from './entities.ts';
import { webSettingsSchema } from './web-settings.ts';

/** The header that names the merchant on every request. */
export const MERCHANT_HEADER = 'merchant';
/** SPEC point 7: every call times out after 30000 ms. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** SPEC point 9: order page size. */
export const ORDER_PAGE_SIZE = 10;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint<
  Q extends z.ZodMiniType | null = z.ZodMiniType | null,
  B extends z.ZodMiniType | null = z.ZodMiniType | null,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Query parameters (strings on the wire, coerced by the schema); null when the call takes none. */
  readonly query: Q;
  readonly body: B;
  readonly response: R;
  readonly withToken: boolean;
  readonly use: string;
  /** The endpoint's key in the `endpoints` table. */
  readonly name: string;
}

// Each endpoint is its own export, so a bundle keeps only the endpoints (and response schemas)
// it calls: building one has no side effects.
// @__NO_SIDE_EFFECTS__
export function endpoint<R extends z.ZodMiniType, Q extends z.ZodMiniType | null = null, B extends z.ZodMiniType | null = null>(e: {
  name: string;
  method: HttpMethod;
  path: string;
  query?: Q;
  body?: B;
  response: R;
  withToken?: boolean;
  use: string;
}): Endpoint<Q, B, R> {
  return {
    name: e.name,
    method: e.method,
    path: e.path,
    query: (e.query ?? null) as Q,
    body: (e.body ?? null) as B,
    response: e.response,
    withToken: e.withToken ?? false,
    use: e.use,
  };
}

/** Query numbers arrive as strings; these coerce and range-check them. */
// @__NO_SIDE_EFFECTS__
export const queryNumber = (inner: z.ZodMiniType<number, number>) =>
  z.pipe(
    z.string().check(z.regex(/^-?\d+(\.\d+)?$/)),
    z.pipe(
      z.transform((v: string) => Number(v)),
      inner,
    ),
  );
export const queryLatitude = queryNumber(latitudeSchema);
export const queryLongitude = queryNumber(longitudeSchema);
export const queryBoolean = z.pipe(
  z.enum(['true', 'false']),
  z.transform((v: 'true' | 'false') => v === 'true'),
);

export const okSchema = z.object({ ok: z.boolean() });

export const merchantBySubEndpoint = endpoint({
  name: 'merchantBySub',
  method: 'GET',
  path: '/users/v1/merchants/sub/:sub',
  response: merchantSchema,
  use: 'the merchant',
});
export const citiesEndpoint = endpoint({
  name: 'cities',
  method: 'GET',
  path: '/users/v1/city-merchant/merchant/:merchantId',
  response: z.array(citySchema),
  withToken: true,
  use: 'list of cities',
});
export const branchesEndpoint = endpoint({
  name: 'branches',
  method: 'GET',
  path: '/users/v1/branches',
  response: z.array(branchSchema),
  use: 'list of branches',
});
export const branchesOfCityEndpoint = endpoint({
  name: 'branchesOfCity',
  method: 'GET',
  path: '/users/v1/branches/full',
  query: z.object({ cityId: idSchema }),
  response: z.array(branchSchema),
  use: 'branches of a city',
});
export const branchEndpoint = endpoint({ name: 'branch', method: 'GET', path: '/users/v1/branches/:id', response: branchSchema, use: 'one branch' });
export const closestBranchEndpoint = endpoint({
  name: 'closestBranch',
  method: 'GET',
  path: '/users/v1/branches/merchant/:merchant/closest',
  query: z.object({ lat: queryLatitude, lon: queryLongitude, type: z.optional(serviceTypeSchema) }),
  response: branchSchema,
  use: 'closest branch',
});
export const overallsEndpoint = endpoint({
  name: 'overalls',
  method: 'GET',
  path: '/products/v1/overalls',
  query: z.object({ type: z._default(z.enum(['TG', 'WEB']), 'WEB') }),
  response: overallMenuSchema,
  use: 'groups, categories, products',
});
export const gradesEndpoint = endpoint({
  name: 'grades',
  method: 'GET',
  path: '/products/v1/grade',
  response: z.array(productGradeSchema),
  use: 'list of productId and grade, merged into products by id',
});
export const meEndpoint = endpoint({ name: 'me', method: 'GET', path: '/users/v1/users/me', response: userSchema, withToken: true, use: 'current user' });
export const brandCatalogEndpoint = endpoint({
  name: 'brandCatalog',
  method: 'GET',
  path: '/support/v1/brand/catalog',
  response: z.array(brandSchema),
  use: 'brand catalog',
});
export const webSettingsEndpoint = endpoint({
  name: 'webSettings',
  method: 'GET',
  path: '/support/v1/merchant/settings/web',
  response: webSettingsSchema,
  use: 'merchant web settings',
});
export const policiesEndpoint = endpoint({
  name: 'policies',
  method: 'GET',
  path: '/support/v1/company/policies',
  // A comma-separated list of policy types; absent means all.
  query: z.object({
    policies: z.optional(
      z.pipe(
        z.string(),
        z.transform((v: string) => v.split(',').filter(Boolean)),
      ),
    ),
  }),
  response: z.array(policySchema),
  use: 'policy type and text; used for the about text',
});
// Calls SPEC point 7 says exist without showing their paths: ours, in the same style.
export const bannersEndpoint = endpoint({ name: 'banners', method: 'GET', path: '/support/v1/banners', response: z.array(bannerSchema), use: 'home banners' });
export const storiesEndpoint = endpoint({ name: 'stories', method: 'GET', path: '/support/v1/stories', response: z.array(storySchema), use: 'home stories' });
export const paymentSettingsEndpoint = endpoint({
  name: 'paymentSettings',
  method: 'GET',
  path: '/payments/v1/settings',
  response: z.array(paymentSettingsSchema),
  use: 'payment settings per type (which methods each channel offers)',
});

export type AnyEndpoint = Endpoint<z.ZodMiniType | null, z.ZodMiniType | null, z.ZodMiniType>;
export type ResponseOf<E extends AnyEndpoint> = z.infer<E['response']>;

/** Fills `:name` parameters of an endpoint path; values are URI-encoded. */
export function buildPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
