import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API = 'http://localhost:8080';
const src = decodeURIComponent(new URL('./src', import.meta.url).pathname);

// The server serves the build under /console/ with an SPA fallback for /console/*.
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  resolve: { alias: [{ find: '@', replacement: src }] },
  server: { port: 5174, proxy: { '/ops': API } },
  preview: { proxy: { '/ops': API } },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});
