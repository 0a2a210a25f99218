import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInfiniteScroll, type InfiniteScrollOptions } from './use-infinite-scroll';

function Probe(props: InfiniteScrollOptions) {
  useInfiniteScroll(props);
  return null;
}

/** A 5,000 px page in an 800 px window; scrolling to `y` fires the scroll event. */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useInfiniteScroll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T05:00:00Z'));
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    scrollTo(0);
  });
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('loads more only on a downward scroll that ends within 300 px of the bottom', () => {
    const onLoadMore = vi.fn();
    render(<Probe hasMore loading={false} onLoadMore={onLoadMore} />);
    scrollTo(3800); // 400 px from the bottom
    expect(onLoadMore).not.toHaveBeenCalled();
    scrollTo(3950); // 250 px from the bottom, going down
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('never loads on an upward scroll, even near the bottom', () => {
    const onLoadMore = vi.fn();
    render(<Probe hasMore loading={false} onLoadMore={onLoadMore} />);
    Object.defineProperty(window, 'scrollY', { value: 4200, configurable: true });
    // a move down from the top into the last 300 px loads once
    window.dispatchEvent(new Event('scroll'));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    scrollTo(4100); // up, still within 300 px
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('is throttled to once per 1000 ms', () => {
    const onLoadMore = vi.fn();
    render(<Probe hasMore loading={false} onLoadMore={onLoadMore} />);
    scrollTo(3900);
    scrollTo(3950);
    vi.advanceTimersByTime(999);
    scrollTo(3980);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    scrollTo(3990);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('is locked while a page loads and silent when there is no more', () => {
    const onLoadMore = vi.fn();
    const view = render(<Probe hasMore loading onLoadMore={onLoadMore} />);
    scrollTo(3900);
    expect(onLoadMore).not.toHaveBeenCalled();
    view.rerender(<Probe hasMore={false} loading={false} onLoadMore={onLoadMore} />);
    vi.advanceTimersByTime(2000);
    scrollTo(3950);
    expect(onLoadMore).not.toHaveBeenCalled();
    view.rerender(<Probe hasMore loading={false} onLoadMore={onLoadMore} />);
    scrollTo(3960);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('stops listening when disabled', () => {
    const onLoadMore = vi.fn();
    render(<Probe hasMore loading={false} onLoadMore={onLoadMore} enabled={false} />);
    scrollTo(3950);
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});
