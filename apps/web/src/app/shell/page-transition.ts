import { useEffect, useMemo } from 'react';
import type { NavigationType } from 'react-router';

/** A backward swipe longer than this means the browser already animated the page; no fade after it. */
export const SWIPE_BACK_THRESHOLD_PX = 100;
/** How long after the finger lifts a Back navigation still counts as caused by the swipe. */
const SWIPE_WINDOW_MS = 1000;

let touchStart: { x: number; y: number } | null = null;
let lastSwipeBackAt = -Infinity;

function onTouchStart(event: TouchEvent): void {
  const touch = event.touches[0];
  touchStart = touch ? { x: touch.clientX, y: touch.clientY } : null;
}

function onTouchEnd(event: TouchEvent): void {
  const touch = event.changedTouches[0];
  if (!touchStart || !touch) return;
  const dx = touch.clientX - touchStart.x;
  const dy = touch.clientY - touchStart.y;
  // Left-to-right and mostly horizontal: the edge-swipe "back" gesture of iOS Safari and Android.
  if (dx > SWIPE_BACK_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) lastSwipeBackAt = Date.now();
  touchStart = null;
}

export function useSwipeBackTracking(): void {
  useEffect(() => {
    window.addEventListener('touchstart', onTouchStart, { passive: true });
    window.addEventListener('touchend', onTouchEnd, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onTouchStart);
      window.removeEventListener('touchend', onTouchEnd);
    };
  }, []);
}

export function wasSwipeBack(navigationType: NavigationType, now: number = Date.now()): boolean {
  return navigationType === 'POP' && now - lastSwipeBackAt < SWIPE_WINDOW_MS;
}

/** The key of the page the app opened on (the router's first location). */
const FIRST_LOCATION_KEY = 'default';

/**
 * Fade the new page in unless this navigation came from a back swipe (reduced motion is handled in CSS).
 * The page the app opens on shows at once: it is in the server's HTML, and fading it in from transparent
 * would hold its first paint back.
 */
export function usePageFade(locationKey: string, navigationType: NavigationType): boolean {
  // Decided once per location so a re-render mid-animation does not restart or drop the fade.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => locationKey !== FIRST_LOCATION_KEY && !wasSwipeBack(navigationType), [locationKey]);
}
