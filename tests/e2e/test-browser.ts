/**
 * The Chromium of one browser-test file: launched before its tests, closed after them with every
 * context the file opened (a failed test's would stay open otherwise). Screenshots go to SHOTS.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type ConsoleMessage, type Page } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from '../support/chromium.ts';

export const SHOTS = '/tmp/e2e-shots';

/** A page in a context of its own, and what went wrong in it so far. */
export interface Visit {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Uncaught errors, console errors and hydration warnings seen so far. */
  readonly problems: string[];
}

export interface OpenOptions extends BrowserContextOptions {
  /** Console messages the file expects, not counted as problems (a refused call's failed load). */
  readonly ignore?: (message: ConsoleMessage, page: Page) => boolean;
  /** Console warnings count as problems too. */
  readonly warnings?: boolean;
}

export interface TestBrowser {
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A new context and page that records its problems (pass `viewport`; nothing is loaded yet). */
  open(options?: OpenOptions): Promise<Visit>;
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
  const newContext = async (options?: BrowserContextOptions) => {
    if (!browser) throw new Error('the test browser is not launched yet (call newContext inside a test or hook)');
    const context = await browser.newContext(options);
    contexts.push(context);
    return context;
  };
  return {
    newContext,
    async open({ ignore = () => false, warnings = false, ...options } = {}) {
      const context = await newContext(options);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (ignore(message, page)) return;
        const type = message.type();
        if (type === 'error' || (warnings && type === 'warning') || /hydrat|did not match/i.test(message.text()))
          problems.push(`console.${type}: ${message.text()} (${message.location().url})`);
      });
      return { page, context, problems };
    },
  };
}
