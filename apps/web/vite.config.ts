import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API = 'http://localhost:8080';
const src = decodeURIComponent(new URL('./src', import.meta.url).pathname);

export default defineConfig({
  // The server serves the build under /m/ with an SPA fallback for /m/*.
  base: '/m/',
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      // The shipped runtime is preact/compat: the React API at ~4 KB gzip instead of ~60 KB, which is what
      // brings the shell under its 100 KB start-up budget (docs/decisions.md, 2026-11-22). Component tests
      // run on React 19 itself (vitest.config.ts); the e2e suite drives this build.
      ...(process.env.LOBBY_RUNTIME === 'react'
        ? []
        : [
            { find: 'react-dom/client', replacement: 'preact/compat/client' },
            { find: 'react-dom', replacement: 'preact/compat' },
            { find: 'react/jsx-runtime', replacement: 'preact/jsx-runtime' },
            { find: 'react/jsx-dev-runtime', replacement: 'preact/jsx-dev-runtime' },
            { find: /^react$/, replacement: 'preact/compat' },
          ]),
    ],
  },
  server: {
    proxy: {
      '/wps': API,
      '/lgw': API,
      '/media': API,
      '/openapi.json': API,
      '/docs': API,
    },
  },
  preview: {
    proxy: { '/wps': API, '/lgw': API, '/media': API },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/bundle-size.mjs reads the chunk graph from .vite/manifest.json
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // The contract package is pure (constants, functions, zod schemas) but does not say so in its
        // package.json; without this, importing one helper from its index drags every zod schema (and zod
        // itself, ~26 KB gzip) into the entry chunk.
        moduleSideEffects: (id: string) => (id.includes('/packages/contract/') ? false : undefined),
      },
    },
  },
});
