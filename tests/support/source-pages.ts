/**
 * Pages rendered from the storefront's source instead of dist/: the server entry imported
 * through Vitest (which is Vite, so its code-split modules load as they do in the build), with
 * index.html as the template. For API and component tests that need real pages without a build.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PageEntry } from '#schemas/page';
import type { PageBuild, PageSource } from '../../src/server/services/pages.ts';
import * as entry from '../../src/storefront/app/entry-server.tsx';

const root = resolve(import.meta.dirname, '../..');

export const SOURCE_BUILD_ID = 'source';

export interface SourcePages extends PageSource {
  /** How many pages the entry has rendered (a cached page renders none). */
  readonly renders: () => number;
}

export function sourcePages(): SourcePages {
  // The browser script of the template is not part of a server-side test.
  const template = readFileSync(resolve(root, 'index.html'), 'utf8').replace(/\s*<script type="module"[^>]*><\/script>/, '');
  let renders = 0;
  const counted: PageEntry = {
    render: async (request) => {
      renders += 1;
      return entry.render(request);
    },
    sitemap: (request) => entry.sitemap(request),
    screens: (request) => entry.screens(request),
  };
  const build: PageBuild = { id: SOURCE_BUILD_ID, template, entry: counted, scripts: () => '', styles: () => '' };
  return { current: async () => build, renders: () => renders };
}
