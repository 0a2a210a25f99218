import { defineConfig } from 'vite';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const API = 'http://localhost:8080';
const src = decodeURIComponent(new URL('./src', import.meta.url).pathname);

const BASE = '/m/';

/**
 * The entry (src/main.tsx) starts the app in steps, each a dynamic import: index.html preloads them and
 * what they import beside the entry, so a page the browser renders does not wait on them one by one (a
 * server-rendered page's boot script takes the same list from here).
 */
function preloadStartSteps(): Plugin {
  return {
    name: 'lobby:preload-start-steps',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }): HtmlTagDescriptor[] {
        if (!bundle || !chunk) return [];
        const files = new Set<string>();
        const visit = (file: string): void => {
          const next = bundle[file];
          if (files.has(file) || file === chunk.fileName || next?.type !== 'chunk') return;
          files.add(file);
          next.imports.forEach(visit);
        };
        chunk.dynamicImports.forEach(visit);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${BASE}${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server serves the build under /m/ with an SPA fallback for /m/*.
  base: BASE,
  plugins: [
    react(),
    !isSsrBuild && preloadStartSteps(),
    // The server-render build (src/entry-server.tsx, loaded by the server) has no service worker.
    !isSsrBuild &&
    // Installable app + offline shell (docs/decisions.md, 2026-11-22 "PWA"). Build only: the dev server and
    // the component tests never see a service worker; src/shared/lib/pwa.ts registers it in production.
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      // Registered by our own lazy module (CSP script-src 'self' forbids the inline script, and the
      // registration must stay off the home route's critical path).
      injectRegister: false,
      scope: '/m/',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      // Each brand has its own manifest (name, icons, colours from its configuration): the server makes it
      // at /m/manifest.webmanifest, and index.html links it (docs/decisions-web.md).
      manifest: false,
      workbox: {
        // The whole build (every lazy screen and both locale bundles): a chunk of the running release
        // is always there, offline or after the next release lands.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The Firebase SDK is of use only online, to the few who sign in by phone through it.
        globIgnores: ['**/.vite/**', '**/firebase-sdk-*.js'],
        // No blanket navigation route (the plugin's default): navigations are the route below.
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        // Web Push: the `push` and `notificationclick` handlers (public/push-sw.js, next to the worker under /m/).
        importScripts: ['push-sw.js'],
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // Pages come from the network, which renders them on the server (never cached here: a member's
            // page is theirs); offline the precached app shell stands in and renders in the browser.
            // The API, artwork, game pages and tooling are never navigations under /m.
            urlPattern: ({ request, url, sameOrigin }) =>
              sameOrigin && request.mode === 'navigate' && /^\/m(\/|$)/.test(url.pathname),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/m/index.html' } },
          },
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
  // The server-render build carries its dependencies (React's production build among them): the server's
  // own NODE_ENV then cannot put React in development mode, and nothing is resolved at run time.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
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
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node24',
        sourcemap: true,
        // The server finds the entry through the manifest: a hashed name per build, so a rebuild is a new
        // module the running server can import (chunks import the entry back by its plain name).
        manifest: true,
        // Only the browser registers the service worker (a dynamic import the server never reaches).
        rolldownOptions: {
          external: ['virtual:pwa-register'],
          output: { entryFileNames: 'entry-server-[hash].js' },
        },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // scripts/bundle-size.mjs reads the chunk graph from .vite/manifest.json
        manifest: true,
        target: 'es2022',
        // WEB_NO_MINIFY=1 keeps names (React's and the app's functions) for reading a CPU profile
        // (bench/boot-tasks.mjs --profile); never for a release.
        ...(process.env.WEB_NO_MINIFY ? { minify: false } : {}),
      },
}));
