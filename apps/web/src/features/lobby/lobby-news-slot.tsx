import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { LobbyNewsSkeleton } from './lobby-news-skeleton';

// The feed's code and its call wait until the section is near: home's first screen carries neither.
const LobbyNews = lazy(() => import('./lobby-news').then((m) => ({ default: m.LobbyNews })));

/** How far ahead of the viewport the section starts loading (as home's waiting game rows). */
const NEAR_MARGIN = '300px 0px';

/**
 * The lobby news below home's game rows. The server and the first client render draw only its skeleton;
 * once it comes within NEAR_MARGIN of the viewport the feed's chunk and first page load.
 */
export function LobbyNewsSlot() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      // a transition: the row's first render is cut into short slices
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
    }, { rootMargin: NEAR_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} className="lobby-news-slot">
      {near ? (
        <Suspense fallback={<LobbyNewsSkeleton />}>
          <LobbyNews />
        </Suspense>
      ) : (
        <LobbyNewsSkeleton />
      )}
    </div>
  );
}
