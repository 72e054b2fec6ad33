import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['schemas/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'tests/*.test.ts', 'presets/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite takes ~0.7 GB per instance: two files at a time fit the 2-core machine.
    maxWorkers: 2,
  },
});
