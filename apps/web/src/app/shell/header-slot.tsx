import { useCallback, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { create } from 'zustand';

/**
 * Pages put content on the right side of the shell's header without the shell knowing about the page:
 * the header renders <HeaderSlotTarget/>, a page renders <HeaderRight>…</HeaderRight>.
 */
const useSlot = create<{ target: HTMLElement | null }>(() => ({ target: null }));

export function HeaderSlotTarget({ className }: { className?: string }) {
  const ref = useCallback((node: HTMLDivElement | null) => useSlot.setState({ target: node }), []);
  return <div ref={ref} className={className} />;
}

export function HeaderRight({ children }: { children: ReactNode }) {
  const target = useSlot((s) => s.target);
  return target ? createPortal(children, target) : null;
}
