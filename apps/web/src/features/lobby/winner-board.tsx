import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Winner } from '@lobby/contract';
import { currencyDecimals } from '@lobby/contract/rules';
import { useWinners } from './api/get-winners';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { useLaunchGame } from '@/shared/api/games/use-launch-game';
import { useReducedMotion } from '@/shared/hooks/use-reduced-motion';
import { watchSeen } from '@/shared/hooks/use-seen';
import { formatFixedEn } from '@/shared/lib/money';
import { ARTWORK_SIZES, artworkImage } from '@/shared/ui/artwork';
import { gameArtwork } from '@/shared/ui/game-card';
import { RefreshIcon, TrophyIcon } from '@/shared/ui/icons';
import { CdnImage } from '@/shared/ui/cdn-image';

/** The board moves one row every 4000 ms, each move taking 1000 ms, and only with more than 3. */
export const WINNER_AUTOPLAY_MS = 4000;
export const WINNER_SPEED_MS = 1000;
export const WINNER_VISIBLE_ROWS = 3;
/**
 * The newest this many winners make the loop (80 s at one move every 4 s; the list is asked for again
 * before it repeats much). All 50 were 400-odd elements and images a phone laid out and painted for rows
 * shown minutes later, if ever.
 */
export const WINNER_LOOP_ROWS = 20;
/** row height in rem, the step of one move */
const ROW_REM = 0.6;

const rowOffset = (row: number) => `translateY(-${(row * ROW_REM).toFixed(2)}rem)`;

/**
 * The board's loop as one Web Animation of `transform` (it runs on the compositor, no React state per
 * move). Rows 0..n-1 are the winners and n..n+2 repeat the first three: each row holds for 3 s, then the
 * list moves up one row in 1 s (ease-in-out); the last move lands on the copy of row 0, which looks like
 * row 0 itself, where the next iteration starts. The 1 s delay puts the first move at 4 s, the next at 8 s…
 */
export function winnerScrollAnimation(count: number): { keyframes: Keyframe[]; options: KeyframeEffectOptions } {
  const period = count * WINNER_AUTOPLAY_MS;
  const hold = WINNER_AUTOPLAY_MS - WINNER_SPEED_MS;
  const keyframes: Keyframe[] = [];
  for (let row = 0; row < count; row++) {
    const start = row * WINNER_AUTOPLAY_MS;
    keyframes.push({ offset: start / period, transform: rowOffset(row), easing: 'linear' });
    keyframes.push({ offset: (start + hold) / period, transform: rowOffset(row), easing: 'ease-in-out' });
  }
  keyframes.push({ offset: 1, transform: rowOffset(count) });
  return { keyframes, options: { duration: period, delay: WINNER_SPEED_MS, iterations: Infinity, fill: 'backwards' } };
}

/** Runs the loop on `list` while more than 3 winners move, paused while the board cannot be seen. */
function useWinnerScroll(count: number, enabled: boolean) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const scrolls = enabled && count > WINNER_VISIBLE_ROWS;

  useEffect(() => {
    const viewport = viewportRef.current;
    const list = listRef.current;
    if (!scrolls || !viewport || !list || typeof list.animate !== 'function') return;
    const { keyframes, options } = winnerScrollAnimation(count);
    const animation = list.animate(keyframes, options);
    const stopWatching = watchSeen(viewport, (seen) => {
      if (seen) animation.play();
      else animation.pause();
    });
    return () => {
      stopWatching();
      animation.cancel();
    };
  }, [scrolls, count]);

  return { scrolls, viewportRef, listRef };
}

/**
 * False for the first render (the server's, and the browser's hydration of it), true right after, at low
 * priority: the board shows 3 of its 50 rows at a time, so the page comes with those and the rest join once
 * the page is live, without holding up its first paint or hydration.
 */
function useRestOfTheRows(): boolean {
  const [rest, setRest] = useState(false);
  useEffect(() => startTransition(() => setRest(true)), []);
  return rest;
}

export function WinnerBoard() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useWinners();
  const launch = useLaunchGame();
  const reducedMotion = useReducedMotion();
  const rest = useRestOfTheRows();
  const winners = useMemo(() => (data ?? []).slice(0, WINNER_LOOP_ROWS), [data]);
  const { scrolls, viewportRef, listRef } = useWinnerScroll(winners.length, !reducedMotion && rest);
  const loop = scrolls ? [...winners, ...winners.slice(0, WINNER_VISIBLE_ROWS)] : winners;
  const rows = rest ? loop : loop.slice(0, WINNER_VISIBLE_ROWS);

  return (
    <section className="winner-board" aria-labelledby="winner-board-title">
      <div className="winner-board__head">
        <span className="winner-board__badge" aria-hidden="true">
          <TrophyIcon size="0.18rem" />
        </span>
        <div className="winner-board__titles">
          <h2 id="winner-board-title" className="winner-board__title">
            {t('lobby.winners.title')}
          </h2>
          <p className="winner-board__subtitle">{t('lobby.winners.subtitle')}</p>
        </div>
      </div>
      {isPending ? (
        <ul className="winner-board__viewport" aria-hidden="true">
          {Array.from({ length: WINNER_VISIBLE_ROWS }, (_, i) => (
            <li key={i} className="winner-row winner-row--skeleton" />
          ))}
        </ul>
      ) : isError && winners.length === 0 ? (
        <button type="button" className="winner-board__state" onClick={() => void refetch()}>
          <RefreshIcon size="0.16rem" />
          {t('lobby.winners.retry')}
        </button>
      ) : winners.length === 0 ? (
        <p className="winner-board__state">{t('lobby.winners.empty')}</p>
      ) : (
        <div
          className={
            reducedMotion || winners.length > WINNER_VISIBLE_ROWS ? 'winner-board__viewport' : 'winner-board__viewport winner-board__viewport--fit'
          }
          data-scrolls={scrolls}
          ref={viewportRef}
        >
          <ul className="winner-board__list" ref={listRef}>
            {rows.map((winner, index) => (
              <li key={`${winner.nodeId}-${winner.wonAt}-${index}`}>
                <WinnerRow
                  winner={winner}
                  onPlay={launch}
                  // The repeated rows are only there for the loop; keyboard and screen readers skip them.
                  hidden={index >= winners.length}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function WinnerRow({ winner, onPlay, hidden }: { winner: Winner; onPlay: (w: Winner) => void; hidden: boolean }) {
  const { t } = useTranslation();
  const currency = useStatusInfo()?.currency;
  const symbol = currency?.symbol ?? '';
  const game = winner.gameName || winner.nodeName;
  const amount = formatFixedEn(winner.winAmount, currencyDecimals(currency?.code ?? ''));
  const [failed, setFailed] = useState(false);
  return (
    <button
      type="button"
      className="winner-row"
      onClick={() => onPlay(winner)}
      aria-label={t('lobby.winners.launch', { game, name: winner.customerName })}
      aria-hidden={hidden || undefined}
      tabIndex={hidden ? -1 : undefined}
    >
      <span className="winner-row__icon">
        {failed ? null : (
          <CdnImage
            {...artworkImage(gameArtwork(winner), 'game', ARTWORK_SIZES.thumbnail)}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            onError={() => setFailed(true)}
          />
        )}
      </span>
      <span className="winner-row__text">
        <span className="winner-row__game">{game}</span>
        <span className="winner-row__name">{winner.customerName}</span>
      </span>
      <span className="winner-row__amount">
        {symbol}
        {amount}
      </span>
      <span className="winner-row__play" aria-hidden="true">
        {t('lobby.winners.play')}
      </span>
    </button>
  );
}
