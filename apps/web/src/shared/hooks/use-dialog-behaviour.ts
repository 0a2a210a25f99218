import { useEffect, useRef } from 'react';

/**
 * What every overlay needs: Escape closes it, focus moves into it on open and returns to the control that
 * opened it on close (so keyboard and screen-reader users are not dropped at the top of the page).
 */
export function useDialogBehaviour<T extends HTMLElement>(onClose: () => void) {
  const containerRef = useRef<T>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = containerRef.current;
    const first = container?.querySelector<HTMLElement>('[data-autofocus]') ?? container;
    first?.focus({ preventScroll: true });

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onCloseRef.current();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  return containerRef;
}
