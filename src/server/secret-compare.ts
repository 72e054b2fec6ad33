/**
 * The one comparison of a secret the server was given with the one it expects (init data hashes,
 * webhook secrets, sign-in code hashes, operator keys, payment callbacks' signatures and keys).
 * Both sides are hashed to SHA-256 first, so the compare takes the same time whatever the length
 * or the content of either side, and `timingSafeEqual` never sees buffers of different lengths.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Whether `given` equals `expected`, in time that does not depend on where they differ. */
export function sameSecret(expected: string, given: string | null | undefined): boolean {
  if (typeof given !== 'string') return false;
  // Both digests are always computed and compared: a missing or short value costs the same.
  const equal = timingSafeEqual(digest(expected), digest(given));
  return equal && expected.length > 0;
}
