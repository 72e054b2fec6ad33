// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { Merchant } from '#schemas/entities';
import { readBootData, resolveMerchant } from './boot.ts';

const merchant = { id: 'm-burger', sub: 'burger', name: { uz: 'Burger' }, isActive: true, deleted: false } as Merchant;

function page(bootText: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (bootText !== null) {
    const script = doc.createElement('script');
    script.id = 'boot-data';
    script.type = 'application/json';
    script.textContent = bootText;
    doc.body.append(script);
  }
  return doc;
}

describe('boot data (inlined by the server)', () => {
  it('reads valid boot data', () => {
    const boot = readBootData(page(JSON.stringify({ sub: 'burger', merchant })));
    expect(boot?.merchant?.id).toBe('m-burger');
  });

  it('ignores bad boot data, so the storefront fetches instead of failing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readBootData(page('{oops'))).toBeNull();
    expect(readBootData(page(JSON.stringify({ sub: 5, merchant: 'x' })))).toBeNull();
    expect(readBootData(page(null))).toBeNull();
  });
});

describe('merchant resolution (SPEC point 1, step 1)', () => {
  const never = () => Promise.reject(new Error('no lookup expected'));

  it('takes the merchant the server inlined, without a call', async () => {
    const boot = { sub: 'burger', merchant };
    await expect(resolveMerchant({ boot, sub: 'burger', cookieMerchantId: null, lookup: never }))
      .resolves.toEqual({ status: 'found', merchantId: 'm-burger', merchant });
  });

  it('a null merchant in boot data means the merchant is missing', async () => {
    await expect(resolveMerchant({ boot: { sub: 'nope', merchant: null }, sub: 'nope', cookieMerchantId: 'old', lookup: never }))
      .resolves.toEqual({ status: 'missing' });
  });

  it('asks the merchant call without boot data; a failed call or an answer without id is missing', async () => {
    await expect(resolveMerchant({ boot: null, sub: 'burger', cookieMerchantId: null, lookup: async () => merchant }))
      .resolves.toMatchObject({ status: 'found', merchantId: 'm-burger' });
    await expect(resolveMerchant({ boot: null, sub: 'burger', cookieMerchantId: null, lookup: async () => null }))
      .resolves.toEqual({ status: 'missing' });
  });

  it('falls back to the merchant cookie when the host names no merchant', async () => {
    await expect(resolveMerchant({ boot: null, sub: null, cookieMerchantId: 'm-coffee', lookup: never }))
      .resolves.toEqual({ status: 'found', merchantId: 'm-coffee', merchant: null });
    await expect(resolveMerchant({ boot: null, sub: null, cookieMerchantId: null, lookup: never }))
      .resolves.toEqual({ status: 'missing' });
  });
});
