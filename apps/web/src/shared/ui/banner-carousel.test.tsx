import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '@lobby/contract';
import { bannerKeys } from '@/shared/api/games/get-banners';
import { installScrollTrack, onScreen, pageHidden, scrolls, SLIDE, slideInView, swipeTo, wait } from '@/test/scroll-track';
import { BANNER_AUTOPLAY_MS, BannerCarousel } from './banner-carousel';

/** The banner a person sees: the slide at the track's scroll position. */
function shownBanner(): string {
  return within(slideInView(track())).getByRole('img').getAttribute('alt')!;
}

function track(): HTMLElement {
  return screen.getAllByRole('group')[0]!.parentElement!;
}

/** The banner the indicator marks as shown (the gold dot follows the same index as aria-current). */
function markedSlide(): string | null {
  const groups = screen.getAllByRole('group');
  const index = groups.findIndex((g) => g.getAttribute('aria-current') === 'true');
  const dots = document.querySelectorAll('.carousel__dot');
  const on = [...dots].findIndex((d) => d.classList.contains('carousel__dot--on'));
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

// The carousel's own behaviour (swipe, autoplay and what holds it, reduced motion, hydration) is tested in
// carousel.test.tsx; these are the banners' own promises, through the same stand-in browser.
describe('BannerCarousel', () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installScrollTrack();
  });
  afterEach(() => uninstall());

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

  it('holds still while it is off screen, and while the page is hidden', () => {
    renderWith([banner(1), banner(2)]);
    onScreen(false);
    wait(BANNER_AUTOPLAY_MS * 2);
    expect(shownBanner()).toBe('Banner 1');
    onScreen(true);
    pageHidden(true);
    wait(BANNER_AUTOPLAY_MS * 2);
    expect(shownBanner()).toBe('Banner 1');
    pageHidden(false);
    wait(BANNER_AUTOPLAY_MS);
    expect(shownBanner()).toBe('Banner 2');
  });

  it('with one banner stands still and shows no indicator', () => {
    renderWith([banner(1)]);
    expect(screen.getByRole('img', { name: 'Banner 1' })).toBeVisible();
    wait(BANNER_AUTOPLAY_MS * 3);
    expect(scrolls).toHaveLength(0);
    expect(document.querySelector('.carousel__dots')).toBeNull();
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
    swipeTo(track(), 2);
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
