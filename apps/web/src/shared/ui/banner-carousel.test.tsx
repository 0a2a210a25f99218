import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '@lobby/contract';
import { bannerKeys } from '@/shared/api/games/get-banners';
import { BANNER_AUTOPLAY_MS, BannerCarousel } from './banner-carousel';

// jsdom has no layout, so Embla itself cannot move; the carousel's own rules are tested against its API.
const embla = vi.hoisted(() => {
  const api = {
    on: vi.fn(() => api),
    off: vi.fn(() => api),
    scrollNext: vi.fn(),
    scrollTo: vi.fn(),
    selectedScrollSnap: vi.fn(() => 0),
  };
  return { api, options: [] as unknown[] };
});
vi.mock('embla-carousel-react', () => ({
  default: (options: unknown) => {
    embla.options.push(options);
    return [() => {}, embla.api];
  },
}));

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

describe('BannerCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    embla.api.scrollNext.mockClear();
    embla.options.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('with two or more banners loops and moves on every 4 s, with dots', () => {
    renderWith([banner(1), banner(2), banner(3)]);
    expect(embla.options.at(-1)).toMatchObject({ loop: true });
    expect(screen.getAllByRole('button', { name: /show banner/i })).toHaveLength(3);
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS - 1));
    expect(embla.api.scrollNext).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('with one banner stands still: no loop, no autoplay, no dots', () => {
    renderWith([banner(1)]);
    expect(screen.getByRole('img', { name: 'Banner 1' })).toBeInTheDocument();
    expect(embla.options.at(-1)).toMatchObject({ loop: false });
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 3));
    expect(embla.api.scrollNext).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /show banner/i })).not.toBeInTheDocument();
  });

  it('hides a banner whose image fails; a single survivor stops the autoplay', () => {
    renderWith([banner(1), banner(2)]);
    fireEvent.error(screen.getByRole('img', { name: 'Banner 1' }));
    expect(screen.queryByRole('img', { name: 'Banner 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Banner 2' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2));
    expect(embla.api.scrollNext).not.toHaveBeenCalled();
  });

  it('renders nothing when there are no banners, or when every image failed', () => {
    const empty = renderWith([]);
    expect(empty.container).toBeEmptyDOMElement();
    empty.unmount();
    const broken = renderWith([banner(1)]);
    fireEvent.error(screen.getByRole('img', { name: 'Banner 1' }));
    expect(broken.container).toBeEmptyDOMElement();
  });

  it('does not autoplay when the person prefers reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia;
    try {
      renderWith([banner(1), banner(2)]);
      act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2));
      expect(embla.api.scrollNext).not.toHaveBeenCalled();
    } finally {
      window.matchMedia = original;
    }
  });

  it('a tap hands the banner to the screen', () => {
    const { onSelect } = renderWith([banner(1), banner(2)]);
    fireEvent.click(screen.getByRole('img', { name: 'Banner 2' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 2, link: '/m/activity' }));
  });
});
