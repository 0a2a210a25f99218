import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that hydrates on its own. React hydrates the content of a Suspense
 * boundary that came complete from the server after the page around it, at low priority, and commits and
 * runs its effects as its own piece of work: a page cut into a few such parts comes alive in several short
 * tasks instead of one long one, and a tap on a part hydrates that part first. Nothing in a unit suspends
 * in the browser (no data suspense; lazy parts carry their own boundary), so its empty fallback never shows.
 */
export function HydrationUnit({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
