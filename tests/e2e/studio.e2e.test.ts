/**
 * The merchant studio in a real browser against the real server process (issue 21): a demo owner
 * signs in with a code from the development outbox, changes the main colour and a language flag
 * and sees each in the preview frame without a reload, publishes, and a shopper's page shows the
 * new colour; a rollback brings the old one back. The settings screen passes axe (0 serious), and
 * screenshots at 1280 and 768 px go to /tmp/e2e-shots/studio-*.png.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { uz } from '../../src/studio/i18n/uz.ts';
import { SHOTS, testBrowser } from './test-browser.ts';
import { hydrated, merchantOf } from './shopper.ts';
import { openStudioAsOwner } from './studio-staff.ts';
import { presetBrand, readBrands } from './brands.ts';

const port = inject('port');
const presetsDir = inject('presetsDir');
const brands = readBrands(presetsDir);
const SUB = 'plov';
const origin = `http://${SUB}.localhost:${port}`;
const api = `http://127.0.0.1:${port}`;
const NEW_COLOR = '#7B1FA2';

const chrome = testBrowser();
const brand = () => presetBrand(brands, presetsDir, `the brand ${SUB}`, (b) => b.sub === SUB);

const signIn = (page: Page) => openStudioAsOwner(page, api, origin, SUB);

/** The preview's frame once the storefront in it is hydrated and listening. */
async function previewFrame(page: Page): Promise<Frame> {
  const element = await page.locator('iframe').elementHandle();
  const frame = await element!.contentFrame();
  await frame!.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
  return frame!;
}

/** Decision 020: a preview shows an edit within this long. */
const PREVIEW_BUDGET_MS = 300;

/**
 * Types `letters` at the end of the site's title field one at a time, each once the frame has
 * drawn the one before; answers, per letter, the time from its keydown in the studio to the
 * frame's first animation frame after its document title took it (both on the studio's clock).
 */
async function keystrokeToFrame(page: Page, letters: string): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as unknown as { keyAt: number[]; drawn: { title: string; at: number }[] };
    w.keyAt = [];
    w.drawn = [];
    document.addEventListener('keydown', () => w.keyAt.push(performance.now()), true);
    const inner = document.querySelector('iframe')!.contentWindow!;
    new MutationObserver(() => {
      const title = inner.document.title;
      inner.requestAnimationFrame(() => w.drawn.push({ title, at: performance.now() }));
    }).observe(inner.document.head, { subtree: true, childList: true, characterData: true });
  });
  const field = page.getByLabel(uz.fields.title, { exact: true });
  await field.focus();
  await page.keyboard.press('End');
  const before = await field.inputValue();
  const times: number[] = [];
  for (let i = 0; i < letters.length; i++) {
    await page.keyboard.press(letters[i]!);
    const expected = before + letters.slice(0, i + 1);
    const drawnAfter = () =>
      page.evaluate((title) => {
        const w = window as unknown as { keyAt: number[]; drawn: { title: string; at: number }[] };
        const drawn = w.drawn.find((d) => d.title.includes(title));
        return drawn ? Math.round(drawn.at - w.keyAt.at(-1)!) : null;
      }, expected);
    await expect.poll(drawnAfter).not.toBeNull();
    times.push((await drawnAfter())!);
  }
  return times;
}

const themeColor = (frame: Frame | Page) => frame.locator('meta[name="theme-color"]').getAttribute('content');
const latency = async (page: Page) => Number(await page.locator('[data-latency]').getAttribute('data-latency'));

async function axeSerious(page: Page): Promise<string[]> {
  const { createRequire } = await import('node:module');
  const { readFileSync } = await import('node:fs');
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  // The preview frame is the storefront, which its own tests check.
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (c: object, o: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    return (await axe.run({ exclude: [['iframe']] }, { resultTypes: ['violations'], iframes: false })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the studio (issue 21)', () => {
  it('a demo owner edits the colour and a language live in the preview, publishes, a shopper sees it; a rollback restores it', async () => {
    const { mainColor } = brand();
    const { page, problems } = await chrome.open({ viewport: { width: 1280, height: 900 } });
    await signIn(page);
    // A first version to come back to: the settings as the preset left them, published unchanged.
    await page.getByRole('switch', { name: uz.fields.ruLangActive }).uncheck();
    await page.getByRole('button', { name: uz.settings.undo }).click();
    await page.getByRole('button', { name: uz.settings.publish }).click();
    const baseline = Number(/(\d+)-versiya/.exec((await page.getByText(/-versiya nashr qilindi$/).textContent()) ?? '')?.[1]);
    const frame = await previewFrame(page);
    expect((await themeColor(frame))?.toUpperCase()).toBe(mainColor.toUpperCase());
    await frame.evaluate(() => Object.assign(window, { studioMark: true }));
    const titleBefore = await frame.evaluate(() => document.title);

    // The main colour: in the frame without a reload.
    await page.locator('[data-field="mainColor"] input[type="text"]').fill(NEW_COLOR);
    await expect.poll(() => themeColor(frame)).toBe(NEW_COLOR);
    await page.locator('[data-latency]').waitFor();
    const colourMs = await latency(page);
    // A language flag: Russian goes from the preview's language choice.
    const russian = frame.locator('.language-switcher__select option[value="ru"]');
    expect(await russian.count()).toBe(1);
    await page.getByRole('switch', { name: uz.fields.ruLangActive }).uncheck();
    await expect.poll(() => russian.count()).toBe(0);
    await expect.poll(() => latency(page)).not.toBe(colourMs);
    const flagMs = await latency(page);
    console.log(`preview latency, edit to frame drawn: colour ${colourMs} ms, language flag ${flagMs} ms`);
    expect(Math.max(colourMs, flagMs)).toBeLessThan(1_000);
    expect(await frame.evaluate(() => 'studioMark' in window)).toBe(true);

    // Keystroke to frame: each letter typed into the site's title, from its keydown in the studio
    // to the frame's next animation frame after its title changed.
    const keystrokes = await keystrokeToFrame(page, 'Yangilik');
    const sorted = [...keystrokes].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    console.log(
      `preview latency, keystroke to frame drawn over ${sorted.length} keystrokes: median ${median} ms, max ${sorted.at(-1)} ms (${keystrokes.join(', ')})`,
    );
    expect(median).toBeLessThan(PREVIEW_BUDGET_MS);
    // The letters are one step: one undo takes the word back.
    await page.getByRole('button', { name: uz.settings.undo }).click();
    await expect.poll(() => frame.evaluate(() => document.title)).toBe(titleBefore);
    expect(await frame.evaluate(() => 'studioMark' in window)).toBe(true);

    await page.getByText(uz.settings.saved).waitFor();
    expect(await axeSerious(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/studio-settings-1280.png` });

    // Publish: a shopper's page shows the new colour.
    await page.getByRole('button', { name: uz.settings.publish }).click();
    const version = baseline + 1;
    await page.getByText(uz.settings.published.replace('{{version}}', String(version))).waitFor();
    const shopper = await chrome.open({ viewport: { width: 360, height: 800 } });
    let loads = 0;
    await expect
      .poll(
        async () => {
          loads += 1;
          await shopper.page.goto(`${origin}/`);
          return themeColor(shopper.page);
        },
        { timeout: 5_000 },
      )
      .toBe(NEW_COLOR);
    // The first page asked for after the publish answers shows it (the instance's caches are cleared at once).
    expect(loads).toBe(1);
    await hydrated(shopper.page);
    expect(await shopper.page.locator('.language-switcher__select option[value="ru"]').count()).toBe(0);

    // Rollback to the version before: the old look again.
    await page.getByRole('button', { name: `${uz.settings.rollback} (${version - 1})` }).click();
    await page.getByText(uz.settings.rolledBack.replace('{{version}}', String(version + 1))).waitFor();
    await expect
      .poll(
        async () => {
          await shopper.page.goto(`${origin}/`);
          return (await themeColor(shopper.page))?.toUpperCase();
        },
        { timeout: 5_000 },
      )
      .toBe(mainColor.toUpperCase());

    await page.setViewportSize({ width: 768, height: 1000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/studio-settings-768.png` });
    expect(problems).toEqual([]);
    expect(shopper.problems).toEqual([]);
  });

  it("the catalogue: a category's view type is saved from its row, and the keyboard's buttons reorder categories", async () => {
    const { page, problems } = await chrome.open({ viewport: { width: 768, height: 1000 } });
    await signIn(page);
    await page.getByRole('link', { name: uz.sections.catalog }).click();
    const categories = async () =>
      (
        (await (await fetch(`${api}/products/v1/overalls`, { headers: { merchant: await merchantOf(api, SUB) } })).json()) as {
          categories: { id: number; priority: number; viewType?: string | null; name: { uz?: string } }[];
        }
      ).categories.sort((a, b) => a.priority - b.priority || a.id - b.id);
    const [first, second] = await categories();
    const name = first!.name.uz!;
    const view = page.getByLabel(`${uz.catalog.viewType}: ${name}`, { exact: true });
    const other = first!.viewType === 'SMALL' ? 'BIG' : 'SMALL';
    await view.selectOption(other);
    await expect.poll(async () => (await categories()).find((c) => c.id === first!.id)?.viewType).toBe(other);
    await page.getByRole('button', { name: `${uz.catalog.down}: ${name}`, exact: true }).click();
    await expect.poll(async () => (await categories()).slice(0, 2).map((c) => c.id)).toEqual([second!.id, first!.id]);
    await page.screenshot({ path: `${SHOTS}/studio-catalog-768.png` });
    // Back as the preset had it, for the other tests.
    await page.getByRole('button', { name: `${uz.catalog.up}: ${name}`, exact: true }).click();
    await expect.poll(async () => (await categories()).slice(0, 2).map((c) => c.id)).toEqual([first!.id, second!.id]);
    if (first!.viewType) await view.selectOption(first!.viewType);
    await page.getByText(uz.catalog.saved).waitFor();
    expect(problems).toEqual([]);
  });

  it("two at once: another member publishes while this one types; the save is refused naming them, and Reload keeps this one's edit on top of theirs", async () => {
    const { page, problems } = await chrome.open({ viewport: { width: 1280, height: 900 }, ignore: (message) => /status of 409/.test(message.text()) });
    await signIn(page);
    const merchant = await merchantOf(api, SUB);
    const token = await page.evaluate((k) => localStorage.getItem(k)!, `studio-token:${merchant}`);
    const studio = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${api}/studio/v1${path}`, {
        method,
        headers: { merchant, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return {
        status: res.status,
        body: (await res.json()) as { published: { version: number; settings: Record<string, unknown> }; draft: { revision: number } | null },
      };
    };
    // By its field: a changed field's label gains a mark. The title is localised (decision 024): its main language's input.
    const title = page.locator('[data-field="title"] input[name="title"]');
    const before = await title.inputValue();
    const { published, draft } = (await studio('GET', '/settings')).body;

    // The other member (the same owner in another tab) publishes a new colour.
    await studio('PUT', '/settings/draft', {
      baseVersion: published.version,
      revision: draft?.revision ?? 0,
      settings: { ...published.settings, mainColor: NEW_COLOR },
    });
    expect((await studio('POST', '/settings/publish', { baseVersion: published.version })).status).toBe(200);
    // This member types: the save is refused, naming who published.
    await title.fill(`${before} 2`);
    await page.getByText(/Demo owner changed the settings|Sozlamalarni Demo owner o'zgartirdi/).waitFor();
    await page.getByRole('button', { name: uz.settings.reload }).click();
    await page.getByText(uz.settings.saved).waitFor();
    expect(await title.inputValue()).toBe(`${before} 2`);
    expect((await page.locator('[data-field="mainColor"] input[type="text"]').inputValue()).toUpperCase()).toBe(NEW_COLOR);
    const now = (await studio('GET', '/settings')).body as unknown as { draft: { baseVersion: number; settings: Record<string, unknown> } };
    expect(now.draft.baseVersion).toBe(published.version + 1);
    expect(now.draft.settings).toMatchObject({ title: expect.objectContaining({ uz: `${before} 2` }), mainColor: NEW_COLOR });

    // Back as it was, for the other tests.
    expect((await studio('POST', '/settings/rollback', { version: published.version })).status).toBe(200);
    expect(problems).toEqual([]);
  });
});
