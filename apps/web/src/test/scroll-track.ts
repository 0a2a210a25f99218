import { act } from '@testing-library/react';
import { vi } from 'vitest';

/*
 * jsdom has no layout, no scrolling and no IntersectionObserver. A small stand-in for the browser under a
 * carousel's track: slides are SLIDE px wide side by side, `scrollTo` moves the track at once (the browser
 * would animate it), and the observers hear which slide is in the track (and whether the carousel is on
 * screen) as a real browser would tell them. A swipe is the browser's own scroll: the app only learns of it
 * through the observers, so `settle` is what a swipe looks like to it.
 */
export const SLIDE = 390;

export class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  tell(visible: (target: Element) => boolean) {
    if (this.targets.size === 0) return;
    const entries = [...this.targets].map(
      (target) =>
        ({ target, isIntersecting: visible(target), intersectionRatio: visible(target) ? 1 : 0 }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Every smooth or instant `scrollTo` the app asked of a track. */
export const scrolls: ScrollToOptions[] = [];

/** The track's slides the browser would report after it came to rest at `left`. */
export function settle(track: HTMLElement, left: number): void {
  track.scrollLeft = left;
  const slides = [...track.children];
  for (const o of FakeObserver.all) {
    if (o.options.root === track) o.tell((slide) => slides.indexOf(slide) * SLIDE === left);
  }
}

/** A swipe by hand that comes to rest on the slide at `index`. */
export function swipeTo(track: HTMLElement, index: number): void {
  act(() => settle(track, index * SLIDE));
}

/** The carousel scrolled off screen (or back): what the page's shared observer tells. */
export function onScreen(visible: boolean): void {
  act(() => {
    for (const o of FakeObserver.all) if (!o.options.root) o.tell(() => visible);
  });
}

/** The page hidden (another tab, the phone locked) or shown again. */
export function pageHidden(hidden: boolean): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: hidden ? 'hidden' : 'visible' });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

/** The slide a person sees: the one at the track's scroll position. */
export function slideInView(track: HTMLElement): HTMLElement {
  return track.children[Math.round(track.scrollLeft / SLIDE)] as HTMLElement;
}

/** Advances the fake clock inside act. */
export const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Installs the stand-in (with fake timers); returns the clean-up. */
export function installScrollTrack(): () => void {
  const rect = Object.getOwnPropertyDescriptor(Element.prototype, 'getBoundingClientRect')!;
  vi.useFakeTimers();
  FakeObserver.all = [];
  scrolls.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  // A slide's box follows its place in the track and the track's scroll; the track is one slide wide.
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const parent = this.parentElement;
    const inTrack = parent?.classList.contains('carousel__track');
    const left = inTrack ? [...parent!.children].indexOf(this) * SLIDE - parent!.scrollLeft : 0;
    return { left, right: left + SLIDE, top: 0, bottom: 100, width: SLIDE, height: 100, x: left, y: 0 } as DOMRect;
  };
  Element.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
    if (typeof options !== 'object') throw new Error('scrollTo takes options here');
    scrolls.push(options);
    settle(this, options.left ?? 0);
  } as typeof Element.prototype.scrollTo;
  return () => {
    Object.defineProperty(Element.prototype, 'getBoundingClientRect', rect);
    delete (Element.prototype as Partial<Element>).scrollTo;
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    FakeObserver.all = [];
  };
}
