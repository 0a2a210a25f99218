import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game, LotteryGameDraws, PrizeMode } from '@lobby/contract';
import { VN_REGIONS, type VnRegion } from '@lobby/contract/rules';
import { useLaunchGame } from '@/shared/api/games/use-launch-game';
import { BlockSkeleton, RetryBlock } from '@/shared/ui/list-states';
import type { VnNumeroAnswer } from './api/get-vn-numero';
import { DrawCountdown } from './draw-countdown';
import { formatDrawDay } from './draw-date';
import { FairnessNote } from './fairness-note';
import { PrizeTable } from './prize-table';
import { RecentDrawsSheet } from './recent-draws-sheet';

export function isVnRegion(classify: string | null): classify is VnRegion {
  return (VN_REGIONS as readonly (string | null)[]).includes(classify);
}

/**
 * The Vietnamese lottery by region (the tabs come from the lottery menu): a tab's provinces as chips, the
 * chosen one's latest ticket as a prize table, its countdown, recent draws and Play.
 */
export function VnRegions({
  regions,
  numero,
  onRetry,
  prizeMode,
}: {
  /** the menu's regions, in its order */
  regions: readonly { gameClassify: VnRegion; games: Game[] }[];
  numero: VnNumeroAnswer | undefined;
  /** set when the draws failed to load */
  onRetry?: () => void;
  prizeMode: PrizeMode;
}) {
  const { t } = useTranslation();
  const [region, setRegion] = useState<VnRegion>(regions[0]!.gameClassify);
  const current = regions.find((r) => r.gameClassify === region) ?? regions[0]!;
  const [picked, setPicked] = useState<Record<string, string>>({});
  const code = picked[current.gameClassify] ?? current.games[0]?.gameCode;
  const draws = numero?.regions.find((r) => r.gameClassify === current.gameClassify)?.games.find((d) => d.game.gameCode === code);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = regions[(index + step + regions.length) % regions.length]!;
    setRegion(next.gameClassify);
    document.getElementById(`vn-tab-${next.gameClassify}`)?.focus();
  }

  return (
    <section className="vn-lottery" aria-labelledby="vn-lottery-title">
      <h2 id="vn-lottery-title" className="games-section__title">
        {t('lottery.vnTitle')}
      </h2>
      <div className="vn-lottery__tabs" role="tablist" aria-label={t('lottery.regionsLabel')}>
        {regions.map((r, index) => {
          const selected = r.gameClassify === current.gameClassify;
          return (
            <button
              key={r.gameClassify}
              id={`vn-tab-${r.gameClassify}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls="vn-lottery-panel"
              tabIndex={selected ? 0 : -1}
              className="vn-lottery__tab"
              onClick={() => setRegion(r.gameClassify)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {t(`lottery.regions.${r.gameClassify}`)}
            </button>
          );
        })}
      </div>
      <div id="vn-lottery-panel" role="tabpanel" aria-labelledby={`vn-tab-${current.gameClassify}`} className="vn-lottery__panel">
        <div className="classify-menu" role="group" aria-label={t('lottery.provinces')}>
          {current.games.map((g) => (
            <button
              key={g.gameCode}
              type="button"
              className="classify-menu__chip"
              aria-pressed={g.gameCode === code}
              onClick={() => setPicked((p) => ({ ...p, [current.gameClassify]: g.gameCode }))}
            >
              {g.gameName}
            </button>
          ))}
        </div>
        {draws && numero ? (
          <TicketCard draws={draws} offset={numero.offset} prizeMode={prizeMode} />
        ) : onRetry ? (
          <RetryBlock onRetry={onRetry} />
        ) : (
          <BlockSkeleton height="4.6rem" className="vn-ticket__skeleton" />
        )}
      </div>
    </section>
  );
}

function TicketCard({ draws, offset, prizeMode }: { draws: LotteryGameDraws; offset: number; prizeMode: PrizeMode }) {
  const { t, i18n } = useTranslation();
  const launch = useLaunchGame();
  const [recentOpen, setRecentOpen] = useState(false);
  const { game, latest, next } = draws;
  return (
    <article className="vn-ticket" aria-label={game.gameName}>
      <header className="vn-ticket__head">
        <div className="vn-ticket__title">
          <h3 className="vn-ticket__name">{game.gameName}</h3>
          <span className="vn-ticket__date">
            {formatDrawDay(latest.drawAt, i18n.language)} · {t('lottery.drawNo', { drawNo: latest.drawNo })}
          </span>
        </div>
        <DrawCountdown drawAt={next.drawAt} offset={offset} />
      </header>
      <PrizeTable draw={latest} caption={t('lottery.prizeTable', { drawNo: latest.drawNo })} />
      <FairnessNote draws={draws} />
      <div className="vn-ticket__actions">
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => setRecentOpen(true)}>
          {t('lottery.recent')}
        </button>
        <button
          type="button"
          className="btn btn--primary btn--sm"
          aria-label={t('games.play', { name: game.gameName })}
          onClick={() => launch(game, { prizeMode })}
        >
          {t('lottery.play')}
        </button>
      </div>
      {recentOpen && <RecentDrawsSheet game={game} onClose={() => setRecentOpen(false)} />}
    </article>
  );
}
