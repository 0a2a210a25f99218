/**
 * Whether elements can be seen: on screen and the document not hidden. Every watched element shares one
 * IntersectionObserver and one visibilitychange listener (a page of moving parts would otherwise keep an
 * observer each). Continuous motion and polling use it to stop while nobody can see them.
 */

interface Watch {
  onScreen: boolean;
  last: boolean | null;
  onChange: (seen: boolean) => void;
}

const watches = new Map<Element, Set<Watch>>();
let observer: IntersectionObserver | null = null;
let listening = false;

function emit(watch: Watch): void {
  const seen = watch.onScreen && document.visibilityState !== 'hidden';
  if (seen === watch.last) return;
  watch.last = seen;
  watch.onChange(seen);
}

function emitAll(): void {
  for (const set of watches.values()) for (const watch of set) emit(watch);
}

function sharedObserver(): IntersectionObserver | null {
  if (observer || typeof IntersectionObserver !== 'function') return observer;
  observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      for (const watch of watches.get(entry.target) ?? []) {
        watch.onScreen = entry.isIntersecting;
        emit(watch);
      }
    }
  });
  return observer;
}

/**
 * Tells `onChange` whether `element` can be seen: called once at once (on screen until the observer says
 * otherwise), then on every change. Returns the clean-up.
 */
export function watchSeen(element: Element, onChange: (seen: boolean) => void): () => void {
  const watch: Watch = { onScreen: true, last: null, onChange };
  let set = watches.get(element);
  if (!set) {
    set = new Set();
    watches.set(element, set);
    sharedObserver()?.observe(element);
  }
  set.add(watch);
  if (!listening) {
    document.addEventListener('visibilitychange', emitAll);
    listening = true;
  }
  emit(watch);
  return () => {
    const own = watches.get(element);
    own?.delete(watch);
    if (own && own.size === 0) {
      watches.delete(element);
      observer?.unobserve(element);
    }
    if (watches.size === 0) {
      // nothing is watched: the observer and the listener go too (a later watch makes new ones)
      observer?.disconnect();
      observer = null;
      if (listening) document.removeEventListener('visibilitychange', emitAll);
      listening = false;
    }
  };
}
