import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paymentSettingsSchema } from '#schemas/entities';
import { DEFAULT_WEB_SETTINGS, WEB_SETTINGS_FIELDS, type WebSettings } from '#schemas/web-settings';
import type { LayoutContext } from './layout-plan.ts';
import { planLayout } from './plan-layout.ts';
import { SETTINGS_FIELDS } from './settings-fields.ts';
import { settingsTableMarkdown } from './settings-table.ts';

const DOC = new URL('../../docs/web-settings-fields.md', import.meta.url);

/** A context in which every settings decision can show: banners, stories, two brands, every payment row on. */
const richContext: LayoutContext = {
  channel: 'web',
  language: 'uz',
  categories: [{ id: 1 }],
  brandCount: 2,
  hasBanners: true,
  hasStories: true,
  paymentSettings: (['CASH', 'TERMINAL', 'PAYME', 'CLICK', 'UZUM'] as const).map((type) =>
    paymentSettingsSchema.parse({ id: type, merchantId: 'm1', type, webEnabled: true, botEnabled: true }),
  ),
};
/** Settings whose values give every flag something to switch (contacts to show, ids for integrations). */
const richSettings: WebSettings = {
  ...DEFAULT_WEB_SETTINGS,
  phone: '+998901234567',
  telegram: '@burger',
  instagram: 'burger',
  facebook: 'https://facebook.com/burger',
  yandexMetricsId: '123',
  amoCRMId: 'amo',
  amoCRMHash: 'hash',
};

describe('settings-fields: every web-settings field drives a plan decision or says why not (DESIGN: the layout engine)', () => {
  it('the table has one line for each field of WEB_SETTINGS_FIELDS, and no other', () => {
    expect(Object.keys(SETTINGS_FIELDS).sort()).toEqual([...WEB_SETTINGS_FIELDS].sort());
    for (const field of WEB_SETTINGS_FIELDS) {
      const role = SETTINGS_FIELDS[field] as { drives?: string; none?: string };
      expect((role.drives ?? role.none ?? '').trim(), field).not.toBe('');
    }
  });

  it('docs/web-settings-fields.md equals settingsTableMarkdown() (regenerate: npx tsx scripts/write-settings-table.ts)', () => {
    expect(readFileSync(DOC, 'utf8')).toBe(settingsTableMarkdown());
  });

  it('every plan part a field claims to drive exists in the plan', () => {
    const p = planLayout(DEFAULT_WEB_SETTINGS, richContext) as unknown as Record<string, unknown>;
    for (const field of WEB_SETTINGS_FIELDS) {
      const role = SETTINGS_FIELDS[field];
      if (!('drives' in role)) continue;
      for (const part of role.drives.split(',')) {
        const path = part.trim().split(' ')[0]!.split('.');
        let node: unknown = p;
        for (const key of path) {
          expect(node !== null && typeof node === 'object' && key in node, `${field}: ${part.trim()}`).toBe(true);
          node = (node as Record<string, unknown>)[key];
        }
      }
    }
  });

  it('every flag said to drive a decision changes the plan when it flips', () => {
    const base = planLayout(richSettings, richContext);
    for (const field of WEB_SETTINGS_FIELDS) {
      const role = SETTINGS_FIELDS[field];
      const value = richSettings[field];
      if (!('drives' in role) || typeof value !== 'boolean') continue;
      const flipped = planLayout({ ...richSettings, [field]: !value }, richContext);
      expect(flipped, field).not.toEqual(base);
    }
  });

  it('a field said to drive nothing leaves the plan as it is', () => {
    const base = planLayout(richSettings, richContext);
    for (const field of WEB_SETTINGS_FIELDS) {
      if (!('none' in SETTINGS_FIELDS[field])) continue;
      const changed = planLayout({ ...richSettings, [field]: `changed ${field}` }, richContext);
      expect(changed, field).toEqual(base);
    }
  });
});
