/**
 * The Chromium of one browser-test file: launched before its tests, closed after them with every
 * context the file opened (a failed test's would stay open otherwise). Screenshots go to SHOTS.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from '../support/chromium.ts';

export const SHOTS = '/tmp/e2e-shots';

export interface TestBrowser {
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

/** Call at a file's top level: registers the launch and the closing with the file's hooks. */
export function testBrowser(): TestBrowser {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    await browser?.close();
  });
  return {
    async newContext(options) {
      if (!browser) throw new Error('the test browser is not launched yet (call newContext inside a test or hook)');
      const context = await browser.newContext(options);
      contexts.push(context);
      return context;
    },
  };
}
