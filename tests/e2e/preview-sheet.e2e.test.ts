/**
 * The development preview sheet (/dev/preview?vendor=SUB) in a real browser: the frames of a
 * brand of three languages render the storefront, each at its width and in its row's language
 * (the language cookie is one for the site: the sheet tells each frame its language by the
 * studio preview's messages). A screenshot goes to /tmp/e2e-shots/preview-sheet.png.
 */
import { expect, inject, it } from 'vitest';
import { HTML_LANG } from '#domain/html-lang';
import { PREVIEW_WIDTHS, type PreviewWidth } from '#schemas/studio-preview';
import { presetBrand, readBrands } from './brands.ts';
import { SHOTS, testBrowser } from './test-browser.ts';

const port = inject('port');
const presetsDir = inject('presetsDir');
const brands = readBrands(presetsDir);
const chrome = testBrowser();

it("frames the home screen of a brand of three languages at each width, each frame in its row's language", async () => {
  const brand = presetBrand(brands, presetsDir, 'a brand offering uz, ru and eng', (b) => b.offered.length === 3);
  const { page, problems } = await chrome.open({ viewport: { width: 1480, height: 1000 } });
  const answer = await page.goto(`http://localhost:${port}/dev/preview?vendor=${brand.sub}`);
  expect(answer?.status()).toBe(200);
  const figures = page.locator('figure[data-screen="home"]');
  await expect.poll(() => figures.count()).toBe(3 * Object.keys(PREVIEW_WIDTHS).length);
  expect(await page.locator('iframe:not([loading="lazy"])').count()).toBe(0);

  for (const language of brand.offered) {
    for (const width of Object.keys(PREVIEW_WIDTHS) as PreviewWidth[]) {
      const figure = page.locator(`figure[data-screen="home"][data-language="${language}"][data-width="${width}"]`);
      await figure.scrollIntoViewIfNeeded();
      // The frame drew the published settings in its language and said so.
      await expect.poll(() => figure.getAttribute('data-state'), { timeout: 30_000 }).toBe('shown');
      const frame = await (await figure.locator('iframe').elementHandle())!.contentFrame();
      const inner = await frame!.evaluate(() => ({
        lang: document.documentElement.lang,
        hydrated: document.documentElement.dataset.hydrated,
        width: window.innerWidth,
        header: document.querySelector('header')?.textContent ?? '',
      }));
      expect(inner).toMatchObject({ lang: HTML_LANG[language], hydrated: 'true', width: PREVIEW_WIDTHS[width].width });
      if (language === 'ru') expect(inner.header).toContain(brand.ru.title);
    }
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/preview-sheet.png` });
  expect(problems).toEqual([]);
});
