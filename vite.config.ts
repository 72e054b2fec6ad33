import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Two builds (Vite's SSR set-up): the browser's (dist/client, with a manifest the server reads
 * to preload a page's chunks) and the server entry's (`vite build --ssr`, dist/server), which
 * the API server loads to render pages. `npm run dev` renders through Vite's dev middleware.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node20', sourcemap: true, copyPublicDir: false }
    : { outDir: 'dist/client', emptyOutDir: true, manifest: true, sourcemap: true, target: 'es2022' },
}));
