import { useEffect } from 'react';

/**
 * Locks vertical page scroll while `active` (side menus, dialogs, pickers). Counted, so two overlays opening
 * and closing in any order never leave the page locked or unlock it early.
 */
let locks = 0;
let saved: { htmlOverflow: string; bodyOverflow: string } | null = null;

function lock(): void {
  if (locks++ > 0) return;
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
}

export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    lock();
    return unlock;
  }, [active]);
}
