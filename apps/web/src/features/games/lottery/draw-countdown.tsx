import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { lotteryKeys } from './api/keys';
import { useNow } from './use-now';

/** How long after a draw's time its result is asked for (the server draws it when first asked). */
const AFTER_DRAW_MS = 1_500;

const pad = (n: number) => String(n).padStart(2, '0');

/** 1:02:03 above an hour, 02:03 below. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/**
 * Time left to the next draw on the server's clock (`offset`: server minus device). When it runs out the
 * draws are asked for again, once per draw time.
 */
export function DrawCountdown({ drawAt, offset }: { drawAt: number; offset: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const now = useNow();
  const left = now === null ? null : drawAt - (now + offset);
  const due = left !== null && left <= 0;

  useEffect(() => {
    if (!due) return;
    // The draws, not the region menu (it does not change with a draw).
    const timer = setTimeout(
      () => void client.invalidateQueries({ queryKey: lotteryKeys.all, predicate: (q) => q.queryKey[1] !== 'menu' }),
      AFTER_DRAW_MS,
    );
    return () => clearTimeout(timer);
  }, [due, drawAt, client]);

  return (
    <span className="draw-countdown">
      {left === null ? (
        <span className="draw-countdown__label">{t('lottery.nextDraw')}</span>
      ) : due ? (
        <span className="draw-countdown__label draw-countdown__label--live">{t('lottery.drawing')}</span>
      ) : (
        <>
          <span className="draw-countdown__label">{t('lottery.nextDraw')}</span>
          <time className="draw-countdown__time" dateTime={new Date(drawAt).toISOString()}>
            {formatCountdown(left)}
          </time>
        </>
      )}
    </span>
  );
}
