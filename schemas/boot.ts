/**
 * Boot data: what the server inlines into a brand's HTML (`<script id="boot-data"
 * type="application/json">`) so the first screen renders without waiting for API calls.
 * The storefront seeds its query cache from it; without it (Vite dev, a plain static host)
 * the storefront fetches the same data through the endpoints.
 */
import * as z from 'zod/mini';
import { nullish } from './common.ts';
import { bannerSchema, brandSchema, citySchema, merchantSchema, overallMenuSchema, policySchema, storySchema } from './entities.ts';

export const BOOT_DATA_ELEMENT_ID = 'boot-data';

export const bootDataSchema = z.object({
  /** The sub-domain (or vendor) the server resolved; null when none could be. */
  sub: z.nullable(z.string()),
  /** Null when no merchant answers to `sub`: the storefront goes to /merchantNotAvailable. */
  merchant: z.nullable(merchantSchema),
  /** Raw web settings as stored; the storefront parses them leniently. */
  webSettings: z.optional(z.unknown()),
  overalls: nullish(overallMenuSchema),
  /** The ETag of `overalls`, to revalidate it later with If-None-Match. */
  overallsEtag: nullish(z.string()),
  cities: nullish(z.array(citySchema)),
  policies: nullish(z.array(policySchema)),
  banners: nullish(z.array(bannerSchema)),
  stories: nullish(z.array(storySchema)),
  /** The brand catalog (brand tabs of a group). */
  brands: nullish(z.array(brandSchema)),
});
export type BootData = z.infer<typeof bootDataSchema>;

/** Markers in index.html that the server replaces per brand. */
export const SHELL_MARKERS = {
  head: '<!--app-head-->',
  shell: '<!--app-shell-->',
  boot: '<!--app-boot-->',
} as const;
