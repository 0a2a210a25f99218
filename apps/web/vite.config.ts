import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const API = 'http://localhost:8080';
const src = decodeURIComponent(new URL('./src', import.meta.url).pathname);

export default defineConfig({
  // The server serves the build under /m/ with an SPA fallback for /m/*.
  base: '/m/',
  plugins: [
    react(),
    // Installable app + offline shell (docs/decisions.md, 2026-11-22 "PWA"). Build only: the dev server and
    // the component tests never see a service worker; src/shared/lib/pwa.ts registers it in production.
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      // Registered by our own lazy module (CSP script-src 'self' forbids the inline script, and the
      // registration must stay off the home route's critical path).
      injectRegister: false,
      scope: '/m/',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        id: '/m/home',
        // White-label: one static manifest for every merchant (the iOS profile carries the brand name).
        name: 'Lobby: Casino & Games',
        short_name: 'Lobby',
        description: 'Slots, live casino, fishing, sports and lottery in one app.',
        lang: 'en',
        start_url: '/m/home',
        scope: '/m/',
        display: 'standalone',
        orientation: 'portrait',
        // tokens.css, dark theme (the default): --color-bg
        theme_color: '#0a0f1f',
        background_color: '#0a0f1f',
        categories: ['games', 'entertainment'],
        icons: [
          { src: '/m/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/m/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/m/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The whole build (every lazy screen and both locale bundles): a chunk of the running release
        // is always there, offline or after the next release lands.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/.vite/**'],
        navigateFallback: '/m/index.html',
        navigateFallbackAllowlist: [/^\/m(\/|$)/],
        // The API, artwork, game pages and tooling are the server's, never the app shell.
        navigateFallbackDenylist: [/^\/(wps|lgw|media|games|ops|docs|openapi\.json|healthz)(\/|$)/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // Server-made artwork (game tiles, vendor logos, banners, brand): repaint instantly and offline.
            // API answers (/wps, /lgw) are deliberately not cached here: balances and sessions must be live.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin && url.pathname.startsWith('/media/') && request.destination === 'image',
            handler: 'CacheFirst',
            options: {
              cacheName: 'media-artwork',
              expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: src },
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
  },
});
