import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The storefront is served by our own server (src/server), which injects the brand shell
// into index.html. In development Vite proxies the API to that server.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '^/(users|products|orders|deliveries|payments|support|webbot|img)/': 'http://127.0.0.1:8080',
    },
  },
});
