import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner, BannerGroup } from '@lobby/contract';
import { useBanners } from '@/shared/api/games/get-banners';
import './banner-carousel.css';
import { ARTWORK_SIZES, artworkImage } from './artwork';
import { Carousel, CAROUSEL_AUTOPLAY_MS } from './carousel';
import { CdnImage } from './cdn-image';

/** Banner autoplay: the next banner every 4000 ms. */
export const BANNER_AUTOPLAY_MS = CAROUSEL_AUTOPLAY_MS;

export interface BannerCarouselProps {
  group: BannerGroup;
  /** a tap on a banner; the screen decides where it goes */
  onSelect?: (banner: Banner) => void;
  className?: string;
}

/**
 * The banners of one lobby screen, in the app's one carousel. With 2 or more it advances every 4 s, back to
 * the first after the last (never under prefers-reduced-motion, never while a finger, the mouse or the
 * focus is on it, nor while it is off screen or the page hidden); a banner whose image fails is dropped;
 * with none it renders nothing, so screens need no empty state for it.
 */
export function BannerCarousel({ group, onSelect, className }: BannerCarouselProps) {
  const { t } = useTranslation();
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
  return (
    <Carousel
      className={cls('banner-carousel', className)}
      label={t('lobby.banner.label')}
      slideLabel={(index, count) => t('lobby.banner.slide', { index: index + 1, count })}
      items={banners}
      itemKey={bannerKey}
      dots="over"
      autoplayMs={BANNER_AUTOPLAY_MS}
      renderItem={(banner, index) => (
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
            onError={() => markFailed(banner.id)}
          />
        </button>
      )}
    />
  );
}

const bannerKey = (banner: Banner) => banner.id;

function cls(...names: (string | undefined | false)[]): string {
  return names.filter(Boolean).join(' ');
}
