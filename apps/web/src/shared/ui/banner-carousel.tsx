import { useCallback, useEffect, useRef, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useTranslation } from 'react-i18next';
import type { Banner, BannerGroup } from '@lobby/contract';
import { useBanners } from '@/shared/api/games/get-banners';
import { useReducedMotion } from '@/shared/hooks/use-reduced-motion';
import { useSeen } from '@/shared/hooks/use-seen';
import './banner-carousel.css';

/** Banner autoplay every 4000 ms with a 600 ms transition. */
export const BANNER_AUTOPLAY_MS = 4000;
/**
 * Embla's duration is not in milliseconds but the spring of its 60 fps scroll body (friction 0.68); at 20-21
 * a full-width slide (358 px) comes within a pixel of its place after 570-630 ms, i.e. the 600 ms transition.
 */
export const BANNER_EMBLA_DURATION = 20;

export interface BannerCarouselProps {
  group: BannerGroup;
  /** a tap on a banner; the screen decides where it goes */
  onSelect?: (banner: Banner) => void;
  className?: string;
}

/**
 * The banners of one lobby screen. With 2 or more it loops and advances every 4 s (never under
 * prefers-reduced-motion, never while a finger is on it); a banner whose image fails is dropped; with none
 * it renders nothing, so screens need no empty state for it.
 */
export function BannerCarousel({ group, onSelect, className }: BannerCarouselProps) {
  const { data, isPending } = useBanners(group);
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const banners = (data ?? []).filter((b) => !failed.has(b.id));

  const markFailed = useCallback((id: number) => {
    setFailed((prev) => (prev.has(id) ? prev : new Set(prev).add(id)));
  }, []);

  if (isPending) {
    return <div className={cls('banner-carousel banner-carousel--loading', className)} aria-hidden="true" />;
  }
  if (banners.length === 0) return null;
  return <BannerTrack banners={banners} onSelect={onSelect} onFail={markFailed} className={className} />;
}

function cls(...names: (string | undefined | false)[]): string {
  return names.filter(Boolean).join(' ');
}

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
  const [viewportRef, api] = useEmblaCarousel({
    loop: moving,
    duration: BANNER_EMBLA_DURATION,
    watchDrag: moving,
    align: 'center',
  });
  const [selected, setSelected] = useState(0);
  const [held, setHeld] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const seen = useSeen(sectionRef);

  useEffect(() => {
    if (!api) return;
    const onSelectSlide = () => setSelected(api.selectedScrollSnap());
    const onDown = () => setHeld(true);
    const onUp = () => setHeld(false);
    onSelectSlide();
    api.on('select', onSelectSlide).on('reInit', onSelectSlide).on('pointerDown', onDown).on('pointerUp', onUp);
    return () => {
      api.off('select', onSelectSlide).off('reInit', onSelectSlide).off('pointerDown', onDown).off('pointerUp', onUp);
    };
  }, [api]);

  // A timer restarted on every slide change, so a swipe gives the new banner its full 4 s; none while the
  // carousel is off screen or the tab hidden.
  const autoplay = moving && !reducedMotion && !held && seen && api !== undefined;
  useEffect(() => {
    if (!autoplay || !api) return;
    const timer = setTimeout(() => api.scrollNext(), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [autoplay, api, selected]);

  return (
    <section
      ref={sectionRef}
      className={cls('banner-carousel', className)}
      aria-roledescription="carousel"
      aria-label={t('lobby.banner.label')}
    >
      <div className="banner-carousel__viewport" ref={viewportRef}>
        <div className="banner-carousel__track">
          {banners.map((banner, index) => (
            <div
              className="banner-carousel__slide"
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('lobby.banner.slide', { index: index + 1, count: banners.length })}
            >
              <button
                type="button"
                className="banner-carousel__button"
                onClick={() => onSelect?.(banner)}
                tabIndex={index === selected ? 0 : -1}
              >
                <img
                  className="banner-carousel__image"
                  src={banner.url}
                  alt={banner.title}
                  width={750}
                  height={300}
                  // The first banner is the largest paint on home; the rest wait until needed.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                  draggable={false}
                  onError={() => onFail(banner.id)}
                />
              </button>
            </div>
          ))}
        </div>
      </div>
      {moving ? (
        <div className="banner-carousel__dots">
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className="banner-carousel__dot"
              aria-label={t('lobby.banner.goTo', { index: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => api?.scrollTo(index, reducedMotion)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
