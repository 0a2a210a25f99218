import { useTranslation } from 'react-i18next';
import type { LotteryGameDraws, PrizeMode } from '@lobby/contract';
import { useLaunchGame } from '@/shared/api/games/use-launch-game';
import { DrawCountdown } from './draw-countdown';
import { LotteryBalls } from './lottery-balls';

/** One game's latest result: name and draw number, the balls, the countdown to the next draw, Play. */
export function ResultRow({ draws, offset, prizeMode }: { draws: LotteryGameDraws; offset: number; prizeMode: PrizeMode }) {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  const { game, latest, next } = draws;
  return (
    <li className="lottery-row">
      <div className="lottery-row__head">
        <span className="lottery-row__name">{game.gameName}</span>
        <span className="lottery-row__no">{t('lottery.drawNo', { drawNo: latest.drawNo })}</span>
      </div>
      <LotteryBalls balls={latest.balls} />
      <div className="lottery-row__foot">
        <DrawCountdown drawAt={next.drawAt} offset={offset} />
        <button
          type="button"
          className="btn btn--primary btn--sm"
          aria-label={t('games.play', { name: game.gameName })}
          onClick={() => launch(game, { prizeMode })}
        >
          {t('lottery.play')}
        </button>
      </div>
    </li>
  );
}
