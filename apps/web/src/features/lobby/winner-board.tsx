import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Winner } from '@lobby/contract';
import { useWinners } from './api/get-winners';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { useLaunchGame } from '@/shared/api/games/use-launch-game';
import { useReducedMotion } from '@/shared/hooks/use-reduced-motion';
import { gameArtwork } from '@/shared/ui/game-card';
import { RefreshIcon, TrophyIcon } from '@/shared/ui/icons';

/** The board moves one row every 4000 ms, each move taking 1000 ms, and only with more than 3. */
export const WINNER_AUTOPLAY_MS = 4000;
export const WINNER_SPEED_MS = 1000;
export const WINNER_VISIBLE_ROWS = 3;
/** row height in rem, the step of one move */
const ROW_REM = 0.6;

/**
 * Which row is on top. Rows 0..n-1 are the winners and n..n+2 repeat the first three, so the move from the
 * last winner to the first looks like any other; once it has landed the list jumps back to row 0 unseen.
 */
function useWinnerScroll(count: number, enabled: boolean) {
  const [step, setStep] = useState(0);
  const [animate, setAnimate] = useState(false);
  const wrapped = useRef(false);
  const scrolls = enabled && count > WINNER_VISIBLE_ROWS;

  useEffect(() => {
    setStep(0);
    setAnimate(false);
  }, [count]);

  useEffect(() => {
    if (!scrolls) return;
    if (step >= count) {
      // Landed on the copy of the first row: jump back without a transition.
      const snap = setTimeout(() => {
        wrapped.current = true;
        setAnimate(false);
        setStep(0);
      }, WINNER_SPEED_MS);
      return () => clearTimeout(snap);
    }
    // After the jump back, the wait already includes the time the last move took.
    const wait = wrapped.current ? WINNER_AUTOPLAY_MS - WINNER_SPEED_MS : WINNER_AUTOPLAY_MS;
    wrapped.current = false;
    const timer = setTimeout(() => {
      setAnimate(true);
      setStep((s) => s + 1);
    }, wait);
    return () => clearTimeout(timer);
  }, [scrolls, step, count]);

  return { scrolls, step: scrolls ? step : 0, animate: scrolls && animate };
}

export function WinnerBoard() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useWinners();
  const launch = useLaunchGame();
  const reducedMotion = useReducedMotion();
  const winners = data ?? [];
  const { scrolls, step, animate } = useWinnerScroll(winners.length, !reducedMotion);
  const rows = scrolls ? [...winners, ...winners.slice(0, WINNER_VISIBLE_ROWS)] : winners;

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
          className={scrolls || reducedMotion ? 'winner-board__viewport' : 'winner-board__viewport winner-board__viewport--fit'}
          data-scrolls={scrolls}
        >
          <ul
            className="winner-board__list"
            style={{
              transform: `translateY(-${(step * ROW_REM).toFixed(2)}rem)`,
              transition: animate ? `transform ${WINNER_SPEED_MS}ms ease-in-out` : 'none',
            }}
          >
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
  const symbol = useStatusInfo()?.currency.symbol ?? '';
  const game = winner.gameName || winner.nodeName;
  const amount = winner.winAmount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
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
          <img src={gameArtwork(winner)} alt="" width={40} height={40} loading="lazy" onError={() => setFailed(true)} />
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
