import { useEffect, useSyncExternalStore } from 'react';

/**
 * Locks vertical page scroll while `active` (side menus, dialogs, pickers). Counted, so two overlays opening
 * and closing in any order never leave the page locked or unlock it early.
 */
let locks = 0;
let saved: { htmlOverflow: string; bodyOverflow: string } | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function lock(): void {
  if (locks++ > 0) return;
  queueMicrotask(notify);
  const html = document.documentElement;
  saved = { htmlOverflow: html.style.overflow, bodyOverflow: document.body.style.overflow };
  html.style.overflow = 'hidden';
  document.body.style.overflow = 'hidden';
  html.dataset.scrollLocked = 'true';
}

function unlock(): void {
  if (locks === 0 || --locks > 0) return;
  const html = document.documentElement;
  html.style.overflow = saved?.htmlOverflow ?? '';
  document.body.style.overflow = saved?.bodyOverflow ?? '';
  delete html.dataset.scrollLocked;
  saved = null;
  queueMicrotask(notify);
}

export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    lock();
    return unlock;
  }, [active]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether an overlay (a side menu, a dialog, a picker: whatever locks the page's scroll) is open now: for
 * what should not open over one on its own (home's announcement pop-ups wait until it closes).
 */
export function useOverlayOpen(): boolean {
  return useSyncExternalStore(subscribe, () => locks > 0, () => false);
}
