import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ContactKind } from './layout-plan.ts';
import { safeContactHref } from './contacts.ts';

const KINDS: readonly ContactKind[] = ['PHONE', 'TELEGRAM', 'INSTAGRAM', 'FACEBOOK', 'EMAIL', 'WEBSITE', 'IOS_APP', 'ANDROID_APP', 'TELEGRAM_BOT'];

describe('safeContactHref: contact links are tel:, mailto: or https: only (SPEC point 8: no navigation to script-like URLs)', () => {
  it('a phone becomes a tel: link of its digits', () => {
    expect(safeContactHref('PHONE', '+998 (90) 123-45-67')).toBe('tel:+998901234567');
    expect(safeContactHref('PHONE', '712000000')).toBe('tel:712000000');
    expect(safeContactHref('PHONE', '12')).toBeNull();
    expect(safeContactHref('PHONE', 'call us')).toBeNull();
  });

  it('an e-mail becomes a mailto: link', () => {
    expect(safeContactHref('EMAIL', 'hi@burger.uz')).toBe('mailto:hi@burger.uz');
    expect(safeContactHref('EMAIL', 'hi@burger')).toBeNull();
    expect(safeContactHref('EMAIL', '"><script>@x.uz')).toBeNull();
  });

  it('a Telegram or Instagram handle becomes its profile URL; an https URL stays', () => {
    expect(safeContactHref('TELEGRAM', '@burger_uz')).toBe('https://t.me/burger_uz');
    expect(safeContactHref('TELEGRAM_BOT', 'burger_bot')).toBe('https://t.me/burger_bot');
    expect(safeContactHref('INSTAGRAM', '@burger.uz')).toBe('https://instagram.com/burger.uz');
    expect(safeContactHref('TELEGRAM', 'https://t.me/burger_uz')).toBe('https://t.me/burger_uz');
  });

  it('web links must be https', () => {
    expect(safeContactHref('FACEBOOK', 'https://facebook.com/burger')).toBe('https://facebook.com/burger');
    expect(safeContactHref('WEBSITE', 'https://burger.uz')).toBe('https://burger.uz/');
    expect(safeContactHref('IOS_APP', 'http://apps.apple.com/app/id1')).toBeNull();
    expect(safeContactHref('ANDROID_APP', '/relative/path')).toBeNull();
    expect(safeContactHref('WEBSITE', 'burger.uz')).toBeNull();
  });

  it('script-like values are dropped for every kind', () => {
    for (const kind of KINDS) {
      for (const value of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']) {
        expect(safeContactHref(kind, value), `${kind} ${value}`).toBeNull();
      }
    }
  });

  it('property: any link given is tel:, mailto: or https:', () => {
    const valueArb = fc.oneof(
      fc.string(),
      fc.webUrl({ validSchemes: ['http', 'https', 'ftp', 'javascript', 'data'] }),
      fc.emailAddress(),
      fc.constantFrom('javascript:alert(1)', ' javascript:alert(1)', 'https://x.uz', '@handle'),
    );
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), valueArb, (kind, value) => {
        const href = safeContactHref(kind, value);
        if (href !== null) expect(href).toMatch(/^(tel:\+?\d+|mailto:[^\s]+|https:\/\/\S+)$/);
      }),
    );
  });
});
