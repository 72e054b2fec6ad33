/** /support: web settings (lenient, decision 002), policies, brand catalog, banners, stories. */
import { expect, it } from 'vitest';
import { DEFAULT_MAIN_COLOR, webSettingsSchema } from '#schemas/web-settings';
import { saveWebSettings } from '../db/queries.ts';
import { call, describeEachBackend } from '../testing/test-server.ts';

const alpha = { merchant: 'alpha-id' };

describeEachBackend('support routes', (server) => {
  it('answers the web settings with every default filled in (SPEC point 9)', async () => {
    const res = await call(server(), '/support/v1/merchant/settings/web', { merchant: 'beta-id' });
    expect(res.status).toBe(200);
    const settings = webSettingsSchema.parse(res.body);
    expect(settings.mainColor).toBe(DEFAULT_MAIN_COLOR);
    expect(settings.mapType).toBe('yandex');
    expect(settings.categoryView).toBe('MEDIUM');
    expect(settings.merchantId).toBe('beta-id');
  });

  it('answers stored settings with bad values replaced by their defaults, good ones kept', async () => {
    await server().db.transaction((tx) => saveWebSettings(tx, 'beta-id', { brand: 'Kept', mainColor: 'red', isDark: 'yes', basketPosition: 'NOWHERE' }));
    let body: Record<string, unknown> = {};
    // The brand name is localised data (decision 024): the stored string is answered as the uz text.
    for (let i = 0; i < 100 && (body.brand as { uz?: string } | undefined)?.uz !== 'Kept'; i++) {
      body = (await call(server(), '/support/v1/merchant/settings/web', { merchant: 'beta-id' })).body;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(body).toMatchObject({ brand: { uz: 'Kept' }, mainColor: DEFAULT_MAIN_COLOR, isDark: false, basketPosition: 'NAVIGATION_BAR' });
  });

  it('answers policies, all or the types asked for', async () => {
    const all = await call(server(), '/support/v1/company/policies', alpha);
    expect(all.body.map((p: { type: string }) => p.type).sort()).toEqual(['ABOUT_COMPANY', 'TERMS']);
    const about = await call(server(), '/support/v1/company/policies?policies=ABOUT_COMPANY', alpha);
    expect(about.body).toEqual([{ type: 'ABOUT_COMPANY', text: { uz: 'Alfa haqida.\n\nIkkinchi paragraf.', ru: 'Об Альфе.', eng: 'About Alpha.' } }]);
    const bad = await call(server(), '/support/v1/company/policies?policies=ABOUT_COMPANY,SECRETS', alpha);
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].path).toBe('$.query.policies[1]');
  });

  it('answers the brand catalog in the preset order', async () => {
    const res = await call(server(), '/support/v1/brand/catalog', alpha);
    expect(res.body.map((b: { id: string }) => b.id)).toEqual(['alpha', 'beta']);
    expect((await call(server(), '/support/v1/brand/catalog', { merchant: 'beta-id' })).body).toEqual([]);
  });

  it('answers banners by ascending priority', async () => {
    const res = await call(server(), '/support/v1/banners', alpha);
    expect(res.body.map((b: { id: number }) => b.id)).toEqual([2, 1]);
  });

  it('an unknown support path is a JSON 404', async () => {
    const res = await call(server(), '/support/v1/nothing-here', alpha);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});
