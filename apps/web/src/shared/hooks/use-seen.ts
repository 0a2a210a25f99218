import { useEffect, useState, type RefObject } from 'react';
import { watchSeen } from '@/shared/lib/seen';

export { watchSeen };

/** Whether the element behind `ref` can be seen (on screen, the document not hidden); true until known otherwise. */
export function useSeen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return watchSeen(element, setSeen);
  }, [ref]);
  return seen;
}
