import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '@lobby/contract';
import { bannerKeys } from '@/shared/api/games/get-banners';
import { BANNER_AUTOPLAY_MS, BannerCarousel } from './banner-carousel';

/*
 * jsdom has no layout, no scrolling and no IntersectionObserver. A small stand-in for the browser: slides
 * are 390 px wide side by side, `scrollTo` moves the track at once, and the observers hear which slide is in
 * the track (and whether the carousel is on screen) as a real browser would tell them.
 */
const SLIDE = 390;

class FakeObserver {
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

const scrolls: ScrollToOptions[] = [];

function track(): HTMLElement {
  const first = screen.getAllByRole('group')[0]!;
  return first.parentElement!;
}

/** The track's slides the browser would report after it came to rest at `left`. */
function settle(el: HTMLElement, left: number) {
  el.scrollLeft = left;
  const slides = [...el.children];
  for (const o of FakeObserver.all) {
    if (o.options.root === el) o.tell((slide) => slides.indexOf(slide) * SLIDE === left);
  }
}

/** A swipe by hand to the banner at `index`. */
function swipeTo(index: number) {
  act(() => settle(track(), index * SLIDE));
}

/** The carousel scrolled off screen (or back). */
function onScreen(visible: boolean) {
  act(() => {
    for (const o of FakeObserver.all) if (!o.options.root) o.tell(() => visible);
  });
}

/** The banner a person sees: the slide at the track's scroll position. */
function shownBanner(): string {
  const el = track();
  const slide = el.children[Math.round(el.scrollLeft / SLIDE)]!;
  return within(slide as HTMLElement).getByRole('img').getAttribute('alt')!;
}

/** The slide the indicator marks as shown (the gold dot follows the same index). */
function markedSlide(): string | null {
  const groups = screen.getAllByRole('group');
  const index = groups.findIndex((g) => g.getAttribute('aria-current') === 'true');
  const dots = document.querySelectorAll('.banner-carousel__dot');
  const on = [...dots].findIndex((d) => d.classList.contains('banner-carousel__dot--on'));
  expect(on).toBe(index);
  return index < 0 ? null : within(groups[index]!).getByRole('img').getAttribute('alt');
}

function banner(id: number): Banner {
  return {
    id,
    groupName: 'm_home',
    title: `Banner ${id}`,
    url: `/media/banners/${id}.svg`,
    link: '/m/activity',
    sort: id,
    startAt: 0,
    endAt: null,
  };
}

function renderWith(banners: Banner[] | undefined, onSelect = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (banners) client.setQueryData(bannerKeys.group('m_home', 'EN'), banners);
  const view = render(
    <QueryClientProvider client={client}>
      <BannerCarousel group="m_home" onSelect={onSelect} />
    </QueryClientProvider>,
  );
  return { ...view, onSelect };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('BannerCarousel', () => {
  const offsetLeft = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetLeft')!;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.all = [];
    scrolls.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
      configurable: true,
      get(this: HTMLElement) {
        const parent = this.parentElement;
        return parent ? [...parent.children].indexOf(this) * SLIDE : 0;
      },
    });
    Element.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
      if (typeof options !== 'object') throw new Error('scrollTo takes options here');
      scrolls.push(options);
      settle(this, options.left ?? 0);
    } as typeof Element.prototype.scrollTo;
  });
  afterEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetLeft', offsetLeft);
    delete (Element.prototype as Partial<Element>).scrollTo;
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('moves on to the next banner every 4 s with a smooth scroll, and from the last back to the first', () => {
    renderWith([banner(1), banner(2), banner(3)]);
    expect(shownBanner()).toBe('Banner 1');
    expect(markedSlide()).toBe('Banner 1');
    wait(BANNER_AUTOPLAY_MS - 1);
    expect(shownBanner()).toBe('Banner 1');
    wait(1);
    expect(shownBanner()).toBe('Banner 2');
    expect(markedSlide()).toBe('Banner 2');
    expect(scrolls.at(-1)).toEqual({ left: SLIDE, behavior: 'smooth' });
    wait(BANNER_AUTOPLAY_MS);
    expect(shownBanner()).toBe('Banner 3');
    wait(BANNER_AUTOPLAY_MS);
    expect(shownBanner()).toBe('Banner 1');
    expect(markedSlide()).toBe('Banner 1');
  });

  it('a swipe by hand moves the indicator and gives the new banner its full 4 s', () => {
    renderWith([banner(1), banner(2), banner(3)]);
    wait(BANNER_AUTOPLAY_MS - 1000);
    swipeTo(1);
    expect(markedSlide()).toBe('Banner 2');
    wait(BANNER_AUTOPLAY_MS - 1);
    expect(shownBanner()).toBe('Banner 2');
    wait(1);
    expect(shownBanner()).toBe('Banner 3');
  });

  it('holds still while a finger is on it, and goes on 4 s after it is lifted', () => {
    renderWith([banner(1), banner(2)]);
    fireEvent.touchStart(track());
    wait(BANNER_AUTOPLAY_MS * 3);
    expect(shownBanner()).toBe('Banner 1');
    fireEvent.touchEnd(track());
    wait(BANNER_AUTOPLAY_MS);
    expect(shownBanner()).toBe('Banner 2');
  });

  it('holds still while a banner has the keyboard focus', () => {
    renderWith([banner(1), banner(2)]);
    act(() => screen.getByRole('button', { name: 'Banner 1' }).focus());
    wait(BANNER_AUTOPLAY_MS * 2);
    expect(shownBanner()).toBe('Banner 1');
    act(() => screen.getByRole('button', { name: 'Banner 1' }).blur());
    wait(BANNER_AUTOPLAY_MS);
    expect(shownBanner()).toBe('Banner 2');
  });

  it('holds still while it is off screen, and while the page is hidden', () => {
    renderWith([banner(1), banner(2)]);
    onScreen(false);
    wait(BANNER_AUTOPLAY_MS * 2);
    expect(shownBanner()).toBe('Banner 1');
    onScreen(true);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    wait(BANNER_AUTOPLAY_MS * 2);
    expect(shownBanner()).toBe('Banner 1');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    wait(BANNER_AUTOPLAY_MS);
    expect(shownBanner()).toBe('Banner 2');
  });

  it('never moves by itself when the person prefers reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia;
    try {
      renderWith([banner(1), banner(2)]);
      wait(BANNER_AUTOPLAY_MS * 3);
      expect(shownBanner()).toBe('Banner 1');
      expect(scrolls).toHaveLength(0);
    } finally {
      window.matchMedia = original;
    }
  });

  it('with one banner stands still and shows no indicator', () => {
    renderWith([banner(1)]);
    expect(screen.getByRole('img', { name: 'Banner 1' })).toBeVisible();
    wait(BANNER_AUTOPLAY_MS * 3);
    expect(scrolls).toHaveLength(0);
    expect(document.querySelector('.banner-carousel__dots')).toBeNull();
  });

  it('drops a banner whose image fails; a single survivor stands still', () => {
    renderWith([banner(1), banner(2)]);
    fireEvent.error(screen.getByRole('img', { name: 'Banner 1' }));
    expect(screen.queryByRole('img', { name: 'Banner 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Banner 2' })).toBeInTheDocument();
    wait(BANNER_AUTOPLAY_MS * 2);
    expect(scrolls).toHaveLength(0);
  });

  it('dropping the shown last banner leaves the indicator on one that is there', () => {
    renderWith([banner(1), banner(2), banner(3)]);
    swipeTo(2);
    fireEvent.error(screen.getByRole('img', { name: 'Banner 3' }));
    expect(markedSlide()).toBe('Banner 2');
  });

  it('renders nothing when there are no banners, or when every image failed', () => {
    const empty = renderWith([]);
    expect(empty.container).toBeEmptyDOMElement();
    empty.unmount();
    const broken = renderWith([banner(1)]);
    fireEvent.error(screen.getByRole('img', { name: 'Banner 1' }));
    expect(broken.container).toBeEmptyDOMElement();
  });

  it('keeps a box of the banner shape while the banners load', () => {
    const { container } = renderWith(undefined);
    expect(container.firstElementChild).toHaveClass('banner-carousel--loading');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('is a labelled carousel of labelled slides, each banner a button of its own', () => {
    renderWith([banner(1), banner(2), banner(3)]);
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    for (const slide of slides) expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    // every banner is reachable with Tab (the browser scrolls the focused one into view)
    const buttons = within(region).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('tabindex'))).toEqual([null, null, null]);
    expect(buttons.map((b) => b.textContent === '' && within(b).getByRole('img').getAttribute('alt'))).toEqual([
      'Banner 1',
      'Banner 2',
      'Banner 3',
    ]);
  });

  it('loads the first banner at once with high priority, the others lazily, each in its 750 x 300 box', () => {
    renderWith([banner(1), banner(2), banner(3)]);
    const [first, ...rest] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const img of rest) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
    for (const img of [first!, ...rest]) {
      expect(img).toHaveAttribute('width', '750');
      expect(img).toHaveAttribute('height', '300');
    }
  });

  it('a tap hands the banner to the screen', () => {
    const { onSelect } = renderWith([banner(1), banner(2)]);
    fireEvent.click(screen.getByRole('button', { name: 'Banner 2' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 2, link: '/m/activity' }));
  });
});
