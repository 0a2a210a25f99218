import { watchSeen } from './seen';

/**
 * Ambient motion (a pulsing LIVE dot, a bobbing badge) without a callback into JavaScript while it runs. A CSS
 * `animation: … infinite` dispatches an `animationiteration` event every cycle, and React listens to every
 * event type at its root, so each cycle wakes the main thread. The Web Animations API runs the same keyframes
 * (transform and opacity: on the compositor) and dispatches nothing per iteration. Loops off screen or in a
 * hidden tab are paused through the page's one shared IntersectionObserver (./seen); none starts under
 * prefers-reduced-motion, or where the browser has no Element.animate (the server, jsdom): the element keeps
 * its still style from CSS.
 */

export interface LoopOptions {
  /** one cycle, ms */
  duration: number;
  easing?: string;
  /** animate the element's ::before or ::after */
  pseudoElement?: '::before' | '::after';
}

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Starts the loop on `element`; returns its stop. */
export function ambientLoop(element: Element, keyframes: Keyframe[], options: LoopOptions): () => void {
  if (typeof element.animate !== 'function' || reducedMotion()) return () => undefined;
  const animation = element.animate(keyframes, {
    duration: options.duration,
    easing: options.easing ?? 'ease-in-out',
    iterations: Infinity,
    ...(options.pseudoElement ? { pseudoElement: options.pseudoElement } : {}),
  });
  const stopWatching = watchSeen(element, (seen) => (seen ? animation.play() : animation.pause()));
  return () => {
    stopWatching();
    animation.cancel();
  };
}
