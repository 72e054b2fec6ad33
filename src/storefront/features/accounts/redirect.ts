/**
 * Where sign-in returns to (SPEC point 3: the redirect url, default /): kept per brand in local
 * storage by the screen that sent the shopper to sign in, taken once by the sign-in. Only a path
 * of this site is taken back, never another site or the sign-in screens themselves.
 */
import * as z from 'zod/mini';
import { brandKey, readStored, removeStored, STORED, writeStored } from '#storefront/lib/storage.ts';
import { paths } from '#storefront/lib/paths.ts';

const redirectSchema = z.string().check(
  z.maxLength(2048),
  z.refine((path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\'), { error: 'expected a path of this site' }),
  z.refine((path: string) => path !== paths.login && !path.startsWith(`${paths.login}/`) && !path.startsWith(`${paths.login}?`), {
    error: 'not a sign-in screen',
  }),
);

export const isReturnPath = (path: string): boolean => redirectSchema.safeParse(path).success;

export function rememberRedirect(merchantId: string, path: string): void {
  if (isReturnPath(path)) writeStored(brandKey(merchantId, STORED.redirect), path);
}

/** The stored redirect url, forgotten as it is read; `/` when none. */
export function takeRedirect(merchantId: string): string {
  const key = brandKey(merchantId, STORED.redirect);
  const path = readStored(key, redirectSchema);
  removeStored(key);
  return path ?? paths.home;
}
