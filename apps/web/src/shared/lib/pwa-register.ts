/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';

/**
 * Its own chunk, loaded by pwa.ts after the page has loaded in production builds only (the virtual module
 * exists only where the PWA plugin runs; component tests never import this file). autoUpdate: a new
 * release's worker takes over at once and the open pages reload onto it.
 */
export function register(): void {
  registerSW({ immediate: true });
}
