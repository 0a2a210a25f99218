import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getHref } from '@/shared/lib/paths';
import { useCanOfferDownload } from '@/shared/hooks/use-can-offer-download';
import { prefersReducedMotion } from '@/shared/lib/platform';
import { watchSeen } from '@/shared/hooks/use-seen';
import { useDownloadStore } from '@/shared/stores/download-store';
import { DownloadIcon, NoticeIcon } from '@/shared/ui/icons';
import { useNotices } from './api/get-notices';
import './notice-ticker.css';

/** The ticker runs at 30 fps moving one pixel a frame, i.e. 30 px per second. */
export const TICKER_FPS = 30;
export const TICKER_PX_PER_SECOND = TICKER_FPS * 1;

/**
 * Moves the track left at a constant speed and wraps after one copy of the titles. The motion is one
 * infinite Web Animation of `transform`, so it runs on the compositor: no script per frame. The copy is
 * measured only when its size or the pill's changes (ResizeObserver). The animation is paused while the
 * ticker is off screen or the tab hidden; with reduced motion it does not move at all (the titles can be
 * scrolled by hand instead).
 */
function useMarquee(enabled: boolean) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const copyRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const viewport = viewportRef.current;
    const track = trackRef.current;
    const copy = copyRef.current;
    if (!enabled || !viewport || !track || !copy || typeof track.animate !== 'function') return;
    if (prefersReducedMotion()) return;

    let animation: Animation | null = null;
    let seen = true;
    let measured = { width: -1, room: -1 };
    const update = () => {
      const width = copy.offsetWidth;
      const room = viewport.clientWidth;
      if (width === measured.width && room === measured.room) return;
      measured = { width, room };
      const overflows = width > room;
      track.dataset.overflows = String(overflows);
      // A new width keeps the place in the loop, so a late web font does not restart the titles.
      const progress = animation?.effect?.getComputedTiming().progress ?? 0;
      animation?.cancel();
      animation = null;
      if (!overflows) return;
      const duration = (width / TICKER_PX_PER_SECOND) * 1000;
      animation = track.animate(
        [{ transform: 'translate3d(0, 0, 0)' }, { transform: `translate3d(${-width}px, 0, 0)` }],
        { duration, iterations: Infinity, easing: 'linear' },
      );
      animation.currentTime = (progress ?? 0) * duration;
      if (!seen) animation.pause();
    };
    update();
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    resize?.observe(copy);
    resize?.observe(viewport);
    const stopWatching = watchSeen(viewport, (now) => {
      seen = now;
      if (now) animation?.play();
      else animation?.pause();
    });
    return () => {
      stopWatching();
      resize?.disconnect();
      animation?.cancel();
      delete track.dataset.overflows;
    };
  }, [enabled]);

  return { viewportRef, trackRef, copyRef };
}

/**
 * Home's notice ticker: the operator's short notices in a marquee; a tap opens the announcement the notice
 * links to, or the notice list.
 */
export function NoticeTicker() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useNotices();
  const items = query.data ?? [];
  const openDownload = useDownloadStore((s) => s.openPopup);
  const { viewportRef, trackRef, copyRef } = useMarquee(items.length > 0);
  const offerDownload = useCanOfferDownload();

  const titles = (copy: 'first' | 'second') =>
    items.map((n) => (
      <button
        key={`${copy}-${n.id}`}
        type="button"
        className={`notice-ticker__item${n.level === 'important' ? ' notice-ticker__item--important' : ''}`}
        onClick={() => navigate(n.announcementId === null ? getHref('notice') : getHref('noticeDetail', { id: n.announcementId }))}
        // The second copy only closes the loop visually; keyboard and screen readers meet each title once.
        tabIndex={copy === 'second' ? -1 : undefined}
        aria-hidden={copy === 'second' ? true : undefined}
      >
        {n.text}
      </button>
    ));

  return (
    <section className="notice-ticker" aria-label={t('content.ticker.label')}>
      <span className="notice-ticker__icon" aria-hidden="true">
        <NoticeIcon size="0.18rem" />
      </span>
      <div className="notice-ticker__viewport" ref={viewportRef}>
        {items.length === 0 ? (
          <p className="notice-ticker__empty">{query.isPending ? '' : t('content.ticker.empty')}</p>
        ) : (
          <div className="notice-ticker__track" ref={trackRef}>
            <div className="notice-ticker__copy" ref={copyRef}>
              {titles('first')}
            </div>
            <div className="notice-ticker__copy" aria-hidden="true">
              {titles('second')}
            </div>
          </div>
        )}
      </div>
      {offerDownload ? (
        <button
          type="button"
          className="notice-ticker__download"
          onClick={openDownload}
          aria-label={t('content.ticker.downloadLabel')}
        >
          <DownloadIcon size="0.14rem" />
          <span aria-hidden="true">{t('content.ticker.download')}</span>
        </button>
      ) : null}
    </section>
  );
}
