import type * as AnswerSchemas from './answer-schemas';

/**
 * zod and the contract's schemas for the in-house games' answers, loaded when an answer is first checked
 * rather than with the game's page. A game page arrives drawn by the server with its first answers in it,
 * so nothing is checked while it starts; evaluating zod and these schemas there was one task of about 50 ms
 * on this machine (some 400 ms on the budget phone). The screens start loading them once the
 * page has come alive (`preloadOriginalsSchemas`), so the first bet does not wait for the download.
 */
type Schemas = typeof AnswerSchemas;

let loading: Promise<Schemas> | null = null;

export function originalsSchemas(): Promise<Schemas> {
  loading ??= import('./answer-schemas');
  return loading;
}

/** Loads them when the browser is next idle (at most 2 s away). */
export function preloadOriginalsSchemas(): void {
  if (loading) return;
  const load = () => void originalsSchemas();
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 2000 });
  else window.setTimeout(load, 0);
}
