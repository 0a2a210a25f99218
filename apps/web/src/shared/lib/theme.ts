import { renderContext } from './render-context';
import { local, STORAGE_KEYS, writeCookie } from './storage';

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

type Listener = (theme: Theme) => void;
const listeners = new Set<Listener>();

export function readTheme(): Theme {
  const server = renderContext();
  if (server) return server.theme;
  return local.get(STORAGE_KEYS.theme) === 'light' ? 'light' : 'dark';
}

/** public/theme-init.js does the same before first paint; this keeps the attribute honest afterwards. */
export function applyTheme(theme: Theme = readTheme()): void {
  // written only when it changes: a write restyles the whole page
  if (document.documentElement.dataset.theme !== theme) document.documentElement.dataset.theme = theme;
}

export function setTheme(theme: Theme): void {
  local.set(STORAGE_KEYS.theme, theme);
  writeCookie(STORAGE_KEYS.theme, theme);
  applyTheme(theme);
  for (const listener of listeners) listener(theme);
}

export function subscribeTheme(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
