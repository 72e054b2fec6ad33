/**
 * Startup steps that run before the first render (SPEC point 1, DESIGN flow of one visit):
 * boot data, the merchant, and the version check. Plain functions of their inputs, so each
 * decision is testable without a browser.
 */
import { BOOT_DATA_ELEMENT_ID, bootDataSchema, type BootData } from '#schemas/boot';
import type { Merchant } from '#schemas/entities';

/**
 * The boot data the server inlined into the page, or null. Bad boot data is ignored (and
 * reported): the storefront then fetches the same data through the endpoints.
 */
export function readBootData(doc: Document = document): BootData | null {
  const text = doc.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text || !text.trim()) return null;
  try {
    const parsed = bootDataSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    console.warn('boot data ignored: it does not match the contract', parsed.error.issues);
  } catch {
    console.warn('boot data ignored: not JSON');
  }
  return null;
}

export type MerchantResolution =
  | { readonly status: 'found'; readonly merchantId: string; readonly merchant: Merchant | null }
  | { readonly status: 'missing' };

export interface ResolveMerchantInput {
  readonly boot: BootData | null;
  /** The sub-domain, or `?vendor=` on development hosts; null when the host names none. */
  readonly sub: string | null;
  /** The merchant id a previous visit stored in the merchant cookie. */
  readonly cookieMerchantId: string | null;
  /** The merchant call; null when it fails or answers no id. */
  readonly lookup: (sub: string) => Promise<Merchant | null>;
}

/**
 * Step 1 of startup. The server's answer inlined in the page wins (a null merchant there means
 * the server already looked and found none); then the merchant call for the host's sub; then
 * the merchant cookie of an earlier visit. Anything else is a missing merchant.
 */
export async function resolveMerchant({ boot, sub, cookieMerchantId, lookup }: ResolveMerchantInput): Promise<MerchantResolution> {
  if (boot && (sub === null || boot.sub === sub)) {
    return boot.merchant?.id ? { status: 'found', merchantId: boot.merchant.id, merchant: boot.merchant } : { status: 'missing' };
  }
  if (sub) {
    const merchant = await lookup(sub);
    return merchant?.id ? { status: 'found', merchantId: merchant.id, merchant } : { status: 'missing' };
  }
  return cookieMerchantId ? { status: 'found', merchantId: cookieMerchantId, merchant: null } : { status: 'missing' };
}
