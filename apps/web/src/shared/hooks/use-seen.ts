import { useEffect, useState, type RefObject } from 'react';

/**
 * Tells `onChange` whether `element` can be seen: on screen (IntersectionObserver) and the document not
 * hidden (visibilitychange). Called once at once, then on every change. Continuous motion uses it to pause
 * while nobody can see it. Returns the clean-up.
 */
export function watchSeen(element: Element, onChange: (seen: boolean) => void): () => void {
  let onScreen = true;
  let last: boolean | null = null;
  const emit = () => {
    const seen = onScreen && document.visibilityState !== 'hidden';
    if (seen === last) return;
    last = seen;
    onChange(seen);
  };
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          onScreen = entries.at(-1)?.isIntersecting ?? true;
          emit();
        })
      : null;
  observer?.observe(element);
  document.addEventListener('visibilitychange', emit);
  emit();
  return () => {
    observer?.disconnect();
    document.removeEventListener('visibilitychange', emit);
  };
}

/** Whether the element behind `ref` can be seen (see watchSeen); true until known otherwise. */
export function useSeen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return watchSeen(element, setSeen);
  }, [ref]);
  return seen;
}
