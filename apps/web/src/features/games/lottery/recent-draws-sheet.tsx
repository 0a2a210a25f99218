import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@lobby/contract';
import { RetryBlock, RowSkeletons } from '@/shared/ui/list-states';
import { Sheet, SheetHeader } from '@/shared/ui/sheet';
import { useVnRecent } from './api/get-vn-recent';
import { formatDrawDay } from './draw-date';
import { LotteryBalls } from './lottery-balls';
import { PrizeTable } from './prize-table';

/** The last draws of one Vietnamese lottery game: each day's special prize, every prize on demand. */
export function RecentDrawsSheet({ game, onClose }: { game: Game; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const recent = useVnRecent(game.gameCode);
  return (
    <Sheet onClose={onClose} className="sheet lottery-recent" aria-labelledby={titleId} motion="pop">
      <div className="sheet__handle" aria-hidden="true" />
      <SheetHeader title={t('lottery.recentTitle', { name: game.gameName })} titleId={titleId} onClose={onClose} autoFocusClose />
      {recent.isPending ? (
        <RowSkeletons count={5} />
      ) : recent.isError ? (
        <RetryBlock onRetry={() => void recent.refetch()} />
      ) : (
        <ol className="lottery-recent__list">
          {recent.data.draws.map((draw) => (
            <li key={draw.drawNo} className="lottery-recent__item">
              <details className="lottery-recent__details">
                <summary className="lottery-recent__summary">
                  <span className="lottery-recent__day">
                    <span className="lottery-recent__date">{formatDrawDay(draw.drawAt, i18n.language)}</span>
                    <span className="lottery-recent__no">{t('lottery.drawNo', { drawNo: draw.drawNo })}</span>
                  </span>
                  <LotteryBalls balls={draw.balls} size="sm" />
                </summary>
                <PrizeTable draw={draw} caption={t('lottery.prizeTable', { drawNo: draw.drawNo })} />
              </details>
            </li>
          ))}
        </ol>
      )}
    </Sheet>
  );
}
