import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameType } from '@lobby/contract';
import { useHotGames } from '@/shared/api/games/get-hot-games';
import { getHref } from '@/shared/lib/paths';
import { GameCard } from '@/shared/ui/game-card';
import { ChevronRightIcon, FireIcon } from '@/shared/ui/icons';
import { filterByGameType } from './game-lists';

const STRIP_SIZE = 10;

/** The hot games of one type as a sideways strip, with a link to the full hot list. Nothing when none. */
export function HotStrip({ gameType }: { gameType: GameType | null }) {
  const { t } = useTranslation();
  const { data } = useHotGames();
  const games = filterByGameType(data ?? [], gameType).slice(0, STRIP_SIZE);
  if (games.length === 0) return null;
  return (
    <section className="games-section" aria-labelledby="hot-strip-title">
      <div className="games-section__head">
        <h2 id="hot-strip-title" className="games-section__title">
          <FireIcon size="0.18rem" className="games-section__icon games-section__icon--hot" />
          {t('games.hotGames')}
        </h2>
        <Link className="games-section__more" to={getHref('hotGames', { gameType })}>
          {t('games.showMore')}
          <ChevronRightIcon size="0.14rem" />
        </Link>
      </div>
      <ul className="hot-strip">
        {games.map((game) => (
          <li key={game.nodeId}>
            <GameCard game={game} size="sm" />
          </li>
        ))}
      </ul>
    </section>
  );
}
