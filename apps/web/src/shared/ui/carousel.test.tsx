import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeObserver,
  installScrollTrack,
  onScreen,
  pageHidden,
  scrolls,
  SLIDE,
  slideInView,
  swipeTo,
  wait,
} from '@/test/scroll-track';
import { Carousel, CAROUSEL_AUTOPLAY_MS } from './carousel';

const NAMES = ['Alpha', 'Bravo', 'Charlie'];

function Pages({ names = NAMES, autoplay = false }: { names?: string[]; autoplay?: boolean }) {
  return (
    <Carousel
      label="Picks"
      slideLabel={(index, count) => `${index + 1} of ${count}`}
      items={names}
      itemKey={(name) => name}
      dots={autoplay ? 'over' : 'under'}
      autoplayMs={autoplay ? CAROUSEL_AUTOPLAY_MS : undefined}
      renderItem={(name) => <button type="button">{name}</button>}
    />
  );
}

const region = () => screen.getByRole('region', { name: 'Picks' });
const track = () => within(region()).getAllByRole('group')[0]!.parentElement!;
/** What a person sees in the track right now. */
const inView = () => slideInView(track()).textContent;

/** The slide the indicator marks as shown; the marked slide (aria-current) must be the same one. */
function marked(): string | null {
  const groups = within(region()).getAllByRole('group');
  const current = groups.findIndex((g) => g.getAttribute('aria-current') === 'true');
  const dots = [...region().querySelectorAll('.carousel__dot')];
  const on = dots.findIndex((d) => d.classList.contains('carousel__dot--on'));
  expect(on).toBe(current);
  return current < 0 ? null : groups[current]!.textContent;
}

/** The mouse coming over (or leaving) an element: jsdom has no PointerEvent, so a mouse event that says so. */
function mouse(target: Element, type: 'pointerover' | 'pointerout') {
  const event = new MouseEvent(type, { bubbles: true });
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  fireEvent(target, event);
}

describe('Carousel', () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installScrollTrack();
  });
  afterEach(() => uninstall());

  describe('pages a person swipes (popular picks)', () => {
    it('is a labelled carousel of labelled slides, the first shown and its dot on', () => {
      render(<Pages />);
      expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
      const slides = within(region()).getAllByRole('group');
      expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
      for (const slide of slides) expect(slide).toHaveAttribute('aria-roledescription', 'slide');
      expect(inView()).toBe('Alpha');
      expect(marked()).toBe('Alpha');
      // the dots say where the track stands; they are not controls
      expect(region().querySelector('.carousel__dots')).toHaveAttribute('aria-hidden', 'true');
    });

    it('a swipe moves the dot to the slide the finger left in view', () => {
      render(<Pages />);
      swipeTo(track(), 2);
      expect(inView()).toBe('Charlie');
      expect(marked()).toBe('Charlie');
      swipeTo(track(), 1);
      expect(marked()).toBe('Bravo');
    });

    it('never moves by itself', () => {
      render(<Pages />);
      wait(CAROUSEL_AUTOPLAY_MS * 3);
      expect(scrolls).toHaveLength(0);
      expect(inView()).toBe('Alpha');
    });

    it('every slide’s content is reachable with Tab', () => {
      render(<Pages />);
      expect(within(region()).getAllByRole('button').map((b) => b.getAttribute('tabindex'))).toEqual([null, null, null]);
    });
  });

  describe('autoplay (banners)', () => {
    it('moves on to the next slide every 4 s with a smooth scroll, and from the last back to the first', () => {
      render(<Pages autoplay />);
      wait(CAROUSEL_AUTOPLAY_MS - 1);
      expect(inView()).toBe('Alpha');
      wait(1);
      expect(inView()).toBe('Bravo');
      expect(marked()).toBe('Bravo');
      expect(scrolls.at(-1)).toEqual({ left: SLIDE, behavior: 'smooth' });
      wait(CAROUSEL_AUTOPLAY_MS);
      expect(inView()).toBe('Charlie');
      wait(CAROUSEL_AUTOPLAY_MS);
      expect(inView()).toBe('Alpha');
      expect(marked()).toBe('Alpha');
      expect(scrolls.at(-1)).toEqual({ left: 0, behavior: 'smooth' });
    });

    it('a swipe by hand gives the new slide its full 4 s', () => {
      render(<Pages autoplay />);
      wait(CAROUSEL_AUTOPLAY_MS - 1000);
      swipeTo(track(), 1);
      expect(marked()).toBe('Bravo');
      wait(CAROUSEL_AUTOPLAY_MS - 1);
      expect(inView()).toBe('Bravo');
      wait(1);
      expect(inView()).toBe('Charlie');
    });

    it('holds still while a finger is on it, and goes on 4 s after it is lifted', () => {
      render(<Pages autoplay />);
      fireEvent.touchStart(track());
      wait(CAROUSEL_AUTOPLAY_MS * 3);
      expect(inView()).toBe('Alpha');
      fireEvent.touchEnd(track());
      wait(CAROUSEL_AUTOPLAY_MS);
      expect(inView()).toBe('Bravo');
    });

    it('holds still while the mouse is over it or a slide has the keyboard focus', () => {
      render(<Pages autoplay />);
      mouse(region(), 'pointerover');
      wait(CAROUSEL_AUTOPLAY_MS * 2);
      expect(inView()).toBe('Alpha');
      mouse(region(), 'pointerout');
      act(() => screen.getByRole('button', { name: 'Alpha' }).focus());
      wait(CAROUSEL_AUTOPLAY_MS * 2);
      expect(inView()).toBe('Alpha');
      act(() => screen.getByRole('button', { name: 'Alpha' }).blur());
      wait(CAROUSEL_AUTOPLAY_MS);
      expect(inView()).toBe('Bravo');
    });

    it('stops while it is off screen and while the page is hidden, and goes on when seen again', () => {
      render(<Pages autoplay />);
      onScreen(false);
      wait(CAROUSEL_AUTOPLAY_MS * 2);
      expect(inView()).toBe('Alpha');
      onScreen(true);
      pageHidden(true);
      wait(CAROUSEL_AUTOPLAY_MS * 2);
      expect(inView()).toBe('Alpha');
      expect(scrolls).toHaveLength(0);
      pageHidden(false);
      wait(CAROUSEL_AUTOPLAY_MS);
      expect(inView()).toBe('Bravo');
    });

    it('watches whether it can be seen through the page’s one shared observer', () => {
      render(
        <>
          <Pages autoplay />
          <Carousel
            label="More"
            slideLabel={(i) => String(i)}
            items={['x', 'y']}
            itemKey={(s) => s}
            autoplayMs={CAROUSEL_AUTOPLAY_MS}
            renderItem={(s) => s}
          />
        </>,
      );
      expect(FakeObserver.all.filter((o) => !o.options.root)).toHaveLength(1);
    });

    it('never moves by itself when the person prefers reduced motion', () => {
      const original = window.matchMedia;
      window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('reduce') })) as typeof window.matchMedia;
      try {
        render(<Pages autoplay />);
        wait(CAROUSEL_AUTOPLAY_MS * 3);
        expect(inView()).toBe('Alpha');
        expect(scrolls).toHaveLength(0);
      } finally {
        window.matchMedia = original;
      }
    });

    it('with one slide stands still and shows no indicator', () => {
      render(<Pages autoplay names={['Alpha']} />);
      wait(CAROUSEL_AUTOPLAY_MS * 3);
      expect(scrolls).toHaveLength(0);
      expect(region().querySelector('.carousel__dots')).toBeNull();
      expect(within(region()).getByRole('group')).not.toHaveAttribute('aria-current');
    });

    it('a slide dropped from under the indicator leaves it on one that is there', () => {
      const { rerender } = render(<Pages autoplay />);
      swipeTo(track(), 2);
      rerender(<Pages autoplay names={['Alpha', 'Bravo']} />);
      expect(marked()).toBe('Bravo');
    });
  });

  describe('a rail of columns (home sections)', () => {
    const columns = Array.from({ length: 7 }, (_, i) => `Column ${i + 1}`);
    const rail = (still = false) => (
      <Carousel
        listLabel="Hot games"
        perView={3.1}
        snapEvery={3}
        still={still}
        items={columns}
        itemKey={(c) => c}
        renderItem={(c) => c}
      />
    );

    it('is a labelled list of its columns, 3.1 in view, snapping three columns at a time', () => {
      render(rail());
      const list = screen.getByRole('list', { name: 'Hot games' });
      const items = within(list).getAllByRole('listitem');
      expect(items.map((i) => i.textContent)).toEqual(columns);
      expect(list.parentElement).toHaveStyle({ '--carousel-per-view': '3.1' });
      const snaps = items.filter((i) => i.classList.contains('carousel__slide--snap')).map((i) => i.textContent);
      expect(snaps).toEqual(['Column 1', 'Column 4', 'Column 7']);
      expect(screen.queryByRole('region')).toBeNull();
    });

    it('runs nothing in script: no observer, no timer, no indicator', () => {
      render(rail());
      wait(CAROUSEL_AUTOPLAY_MS * 3);
      expect(FakeObserver.all).toHaveLength(0);
      expect(scrolls).toHaveLength(0);
      expect(document.querySelector('.carousel__dots')).toBeNull();
    });

    it('as a placeholder, the same boxes hidden from screen readers and not swipeable', () => {
      const { container } = render(rail(true));
      expect(screen.queryByRole('list')).toBeNull();
      const still = container.querySelector('.carousel__track')!;
      expect(still).toHaveAttribute('aria-hidden', 'true');
      expect(still).toHaveClass('carousel__track--still');
      expect(still.children).toHaveLength(columns.length);
    });
  });

  it('the server draws what the browser hydrates: first slide shown, its dot on, nothing moved', async () => {
    const html = renderToString(<Pages autoplay />);
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const before = host.innerHTML;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(host, <Pages autoplay />, { onRecoverableError: recoverable }));
    try {
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(host.innerHTML).toBe(before);
      expect(host.querySelector('[aria-current="true"]')).toHaveTextContent('Alpha');
      expect(host.querySelectorAll('.carousel__dot--on')).toHaveLength(1);
    } finally {
      errors.mockRestore();
      act(() => root.unmount());
      host.remove();
    }
  });
});
