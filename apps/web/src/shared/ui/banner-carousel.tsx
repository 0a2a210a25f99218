import { useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner, BannerGroup } from '@lobby/contract';
import { useBanners } from '@/shared/api/games/get-banners';
import { useReducedMotion } from '@/shared/hooks/use-reduced-motion';
import { useSeen } from '@/shared/hooks/use-seen';
import './banner-carousel.css';
import { ARTWORK_SIZES, artworkImage } from './artwork';
import { CdnImage } from './cdn-image';

/** Banner autoplay: the next banner every 4000 ms. */
export const BANNER_AUTOPLAY_MS = 4000;
/** How much of a slide must be in the track for it to count as the one shown. */
const SHOWN_RATIO = 0.6;

export interface BannerCarouselProps {
  group: BannerGroup;
  /** a tap on a banner; the screen decides where it goes */
  onSelect?: (banner: Banner) => void;
  className?: string;
}

/**
 * The banners of one lobby screen. With 2 or more it advances every 4 s, back to the first after the last
 * (never under prefers-reduced-motion, never while a finger, the mouse or the focus is on it, nor while it is
 * off screen or the page hidden); a banner whose image fails is dropped; with none it renders nothing, so
 * screens need no empty state for it.
 */
export function BannerCarousel({ group, onSelect, className }: BannerCarouselProps) {
  const { data, isPending } = useBanners(group);
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const banners = (data ?? []).filter((b) => !failed.has(b.id));

  const markFailed = useCallback((id: number) => {
    setFailed((prev) => (prev.has(id) ? prev : new Set(prev).add(id)));
  }, []);

  if (isPending) {
    return <div className={cls('banner-carousel banner-carousel--loading shimmer', className)} aria-hidden="true" />;
  }
  if (banners.length === 0) return null;
  return <BannerTrack banners={banners} onSelect={onSelect} onFail={markFailed} className={className} />;
}

function cls(...names: (string | undefined | false)[]): string {
  return names.filter(Boolean).join(' ');
}

/**
 * A native horizontal scroll-snap track: swiping is the browser's own, and autoplay is one smooth
 * `scrollTo` every 4 s, which the compositor animates. Which banner is shown comes from an
 * IntersectionObserver on the slides, so React hears of it once per slide, never per frame.
 */
function BannerTrack({
  banners,
  onSelect,
  onFail,
  className,
}: {
  banners: Banner[];
  onSelect?: (banner: Banner) => void;
  onFail: (id: number) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const moving = banners.length >= 2;
  const [shown, setShown] = useState(0);
  const [touched, setTouched] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const seen = useSeen(sectionRef);
  // a banner dropped after failing may leave the index past the end
  const current = Math.min(shown, banners.length - 1);
  const ids = banners.map((b) => b.id).join(',');

  useEffect(() => {
    const track = trackRef.current;
    if (!track || typeof IntersectionObserver !== 'function') return;
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
  }, [ids]);

  // One timer, restarted on every slide change, so a swipe gives the new banner its full 4 s.
  const autoplay = moving && !reducedMotion && seen && !touched && !hovered && !focused;
  useEffect(() => {
    if (!autoplay) return;
    const timer = setTimeout(() => {
      const track = trackRef.current;
      if (!track) return;
      const next = (current + 1) % track.children.length;
      const slide = track.children[next] as HTMLElement | undefined;
      track.scrollTo({ left: slide?.offsetLeft ?? 0, behavior: 'smooth' });
    }, BANNER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [autoplay, current]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const onPointer = (over: boolean) => (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') setHovered(over);
  };

  return (
    <section
      ref={sectionRef}
      className={cls('banner-carousel', className)}
      aria-roledescription="carousel"
      aria-label={t('lobby.banner.label')}
      onTouchStart={() => setTouched(true)}
      onTouchEnd={() => setTouched(false)}
      onTouchCancel={() => setTouched(false)}
      onPointerEnter={onPointer(true)}
      onPointerLeave={onPointer(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="banner-carousel__track" ref={trackRef}>
        {banners.map((banner, index) => (
          <div
            className="banner-carousel__slide"
            key={banner.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('lobby.banner.slide', { index: index + 1, count: banners.length })}
            aria-current={moving && index === current ? 'true' : undefined}
          >
            <button type="button" className="banner-carousel__button" onClick={() => onSelect?.(banner)}>
              <CdnImage
                className="banner-carousel__image"
                {...artworkImage(banner.url, 'banner', ARTWORK_SIZES.banner)}
                alt={banner.title}
                width={750}
                height={300}
                // The first banner is the largest paint on home; the rest wait until they are near.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding={index === 0 ? undefined : 'async'}
                draggable={false}
                onError={() => onFail(banner.id)}
              />
            </button>
          </div>
        ))}
      </div>
      {moving ? (
        // Where the track stands; not controls: each banner is its own button, reached by swipe or Tab.
        <div className="banner-carousel__dots" aria-hidden="true">
          {banners.map((banner, index) => (
            <span
              key={banner.id}
              className={index === current ? 'banner-carousel__dot banner-carousel__dot--on' : 'banner-carousel__dot'}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
