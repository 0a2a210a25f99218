import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type Key,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useReducedMotion } from '@/shared/hooks/use-reduced-motion';
import { watchSeen } from '@/shared/lib/seen';
import './carousel.css';

/** Autoplay's pace: the next slide every 4000 ms. */
export const CAROUSEL_AUTOPLAY_MS = 4000;
/** How much of a slide must be in the track for it to count as the one shown. */
const SHOWN_RATIO = 0.6;

/** How a screen reader meets the carousel. */
export type CarouselSemantics =
  /** a carousel region (roledescription "carousel") of labelled slides ("2 of 3"), the shown one current */
  | { slideLabel: (index: number, count: number) => string; label?: string; labelledBy?: string }
  /** a labelled list of items (a rail of game columns): no region, no slide labels */
  | { listLabel: string };

export type CarouselProps<T> = CarouselSemantics & {
  items: readonly T[];
  itemKey: (item: T, index: number) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** slides in view at once: 1 is a page per slide, 3.1 three columns and a peek of the next */
  perView?: number;
  /** a snap point every `snapEvery` slides (a rail of 3.1 columns pages three at a time) */
  snapEvery?: number;
  /** a swipe stops at the next snap point, however hard the flick; on by default for one slide per view */
  snapStop?: boolean;
  /** where the shown slide's indicator sits: over the slides' bottom edge or under them; none without */
  dots?: 'over' | 'under';
  /**
   * Moves on to the next slide every so many ms (back to the first after the last). Never under
   * prefers-reduced-motion, nor while a finger, the mouse or the focus is on it, nor while it cannot be seen.
   */
  autoplayMs?: number;
  /** content before the track, inside the region (a section's heading) */
  head?: ReactNode;
  /** a placeholder's track: shown as the real one, but still, hidden from screen readers and not scrollable */
  still?: boolean;
  className?: string;
  slideClassName?: string;
};

function cls(...names: (string | undefined | false)[]): string {
  return names.filter(Boolean).join(' ');
}

/**
 * The one carousel of the app: a native horizontal scroll-snap track (CSS `scroll-snap-type`), so a swipe
 * is the browser's own and runs on the compositor, and the server's markup is the carousel as it will look
 * (the first slide at the start, its dot on), before and after hydration. Nothing runs in script while
 * the person does nothing: which slide is shown comes from an IntersectionObserver on the slides (React
 * hears of it once per slide, never per frame), and autoplay is one smooth `scrollTo` per step, which the
 * browser animates. Its three uses:
 * - banners: `autoplayMs`, `dots="over"`, a region of labelled slides;
 * - a rail of game columns (home's sections, whose heads hold "more"): `perView={3.1}`, `snapEvery={3}`,
 *   a labelled list;
 * - pages of games (popular picks): `dots="under"`, a region of labelled slides under a heading.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const {
    items,
    itemKey,
    renderItem,
    perView = 1,
    snapEvery = 1,
    snapStop = perView <= 1,
    dots,
    autoplayMs,
    head,
    still = false,
    className,
    slideClassName,
  } = props;
  const count = items.length;
  const labelled = 'slideLabel' in props;
  const reducedMotion = useReducedMotion();
  const [shown, setShown] = useState(0);
  const [touched, setTouched] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rootRef = useRef<HTMLElement & HTMLDivElement>(null);
  const trackRef = useRef<HTMLElement & HTMLDivElement & HTMLUListElement>(null);
  const [seen, setSeen] = useState(true);
  const moving = count >= 2 && !still;
  // a slide dropped (a banner whose image failed) may leave the index past the end
  const current = Math.min(shown, Math.max(count - 1, 0));
  const keys = items.map(itemKey).join('\u0000');
  const tracked = moving && (dots !== undefined || autoplayMs !== undefined || labelled);

  // Whether it can be seen (on screen, the page not hidden): the page's one shared observer, and only for
  // a carousel that moves by itself.
  useEffect(() => {
    const root = rootRef.current;
    if (autoplayMs === undefined || !root) return;
    return watchSeen(root, setSeen);
  }, [autoplayMs]);

  // One observer per track (its root is the track, so the page's shared observer cannot answer it); only
  // for a carousel that shows or uses which slide is in view.
  useEffect(() => {
    const track = trackRef.current;
    if (!tracked || !track || typeof IntersectionObserver !== 'function') return;
    const slides = [...track.children];
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && entry.intersectionRatio >= SHOWN_RATIO) setShown(slides.indexOf(entry.target));
        }
      },
      { root: track, threshold: SHOWN_RATIO },
    );
    for (const slide of slides) observer.observe(slide);
    return () => observer.disconnect();
  }, [keys, tracked]);

  // One timer, restarted on every slide change, so a swipe gives the new slide its full time.
  const autoplay =
    autoplayMs !== undefined && moving && !reducedMotion && seen && !touched && !hovered && !focused;
  useEffect(() => {
    if (!autoplay) return;
    const timer = setTimeout(() => {
      const track = trackRef.current;
      const slide = track?.children[(current + 1) % track.children.length];
      if (track && slide) scrollToSlide(track, slide, 'smooth');
    }, autoplayMs);
    return () => clearTimeout(timer);
  }, [autoplay, autoplayMs, current]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const onPointer = (over: boolean) => (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') setHovered(over);
  };
  const holds =
    autoplayMs === undefined
      ? {}
      : {
          onTouchStart: () => setTouched(true),
          onTouchEnd: () => setTouched(false),
          onTouchCancel: () => setTouched(false),
          onPointerEnter: onPointer(true),
          onPointerLeave: onPointer(false),
          onFocus: () => setFocused(true),
          onBlur,
        };

  const style = { '--carousel-per-view': perView } as CSSProperties;
  const trackClass = cls('carousel__track', snapStop && 'carousel__track--stop', still && 'carousel__track--still');
  const slideClass = (index: number) =>
    cls('carousel__slide', index % snapEvery === 0 && 'carousel__slide--snap', slideClassName);

  const indicator =
    dots && moving ? (
      // Where the track stands; not controls: each slide's content is reached by swipe or Tab.
      <div className={cls('carousel__dots', `carousel__dots--${dots}`)} aria-hidden="true">
        {items.map((item, index) => (
          <span key={itemKey(item, index)} className={cls('carousel__dot', index === current && 'carousel__dot--on')} />
        ))}
      </div>
    ) : null;

  if (!labelled) {
    const Track = still ? 'div' : 'ul';
    const Slide = still ? 'div' : 'li';
    return (
      <div ref={rootRef} className={cls('carousel', className)} style={style} {...holds}>
        {head}
        <Track
          ref={trackRef}
          className={trackClass}
          aria-label={still ? undefined : props.listLabel}
          aria-hidden={still ? 'true' : undefined}
        >
          {items.map((item, index) => (
            <Slide key={itemKey(item, index)} className={slideClass(index)}>
              {renderItem(item, index)}
            </Slide>
          ))}
        </Track>
        {indicator}
      </div>
    );
  }

  const { slideLabel, label, labelledBy } = props;
  return (
    <section
      ref={rootRef}
      className={cls('carousel', className)}
      style={style}
      aria-roledescription="carousel"
      aria-label={label}
      aria-labelledby={labelledBy}
      {...holds}
    >
      {head}
      <div ref={trackRef} className={trackClass} aria-hidden={still ? 'true' : undefined}>
        {items.map((item, index) => (
          <div
            key={itemKey(item, index)}
            className={slideClass(index)}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(index, count)}
            aria-current={moving && index === current ? 'true' : undefined}
          >
            {renderItem(item, index)}
          </div>
        ))}
      </div>
      {indicator}
    </section>
  );
}

/**
 * Scrolls the track so that `slide`'s start edge meets the track's (left in a left-to-right page, right in
 * a right-to-left one), measured from the boxes, so it holds in either direction.
 */
function scrollToSlide(track: Element, slide: Element, behavior: ScrollBehavior): void {
  const rtl = getComputedStyle(track).direction === 'rtl';
  const t = track.getBoundingClientRect();
  const s = slide.getBoundingClientRect();
  track.scrollTo({ left: track.scrollLeft + (rtl ? s.right - t.right : s.left - t.left), behavior });
}
