import { useEffect, type RefObject } from 'react';
import { ambientLoop, type LoopOptions } from '@/shared/lib/ambient-loop';
import { useReducedMotion } from './use-reduced-motion';

/**
 * Runs `keyframes` in a loop on the element behind `ref` once it is on the page (see ambientLoop): no event
 * per cycle, paused off screen, none under reduced motion (followed live). `keyframes` and `options` are
 * read once: pass constants.
 */
export function useAmbientLoop(ref: RefObject<Element | null>, keyframes: Keyframe[], options: LoopOptions): void {
  const reduced = useReducedMotion();
  useEffect(() => {
    const element = ref.current;
    if (!element || reduced) return;
    return ambientLoop(element, keyframes, options);
    // keyframes and options are constants of the caller
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, reduced]);
}
