import type { ReactNode } from 'react';
import type { Game } from '@lobby/contract';
import { GameCard, type GameCardProps } from './game-card';
import { useDeferredList } from '@/shared/hooks/use-deferred-list';

/** Skeleton cards: a screenful on the first load, one row under the list while the next page comes. */
const FIRST_LOAD_SKELETONS = 9;
const MORE_SKELETONS = 3;
/** The grid's columns on a phone: its first row is on screen when the list shows. */
const FIRST_ROW = 3;

export function GameGrid({
  games: arrived,
  loading: arriving = false,
  empty = null,
  size,
  showFavourite,
  label,
}: {
  games: readonly Game[];
  loading?: boolean;
  /** shown when nothing is loading and there are no games */
  empty?: ReactNode;
  size?: GameCardProps['size'];
  showFavourite?: boolean;
  /** accessible name of the list */
  label?: string;
}) {
  const { items: games, loading } = useDeferredList(arrived, arriving);
  if (!loading && games.length === 0) return <>{empty}</>;
  const skeletons = loading ? (games.length === 0 ? FIRST_LOAD_SKELETONS : MORE_SKELETONS) : 0;
  return (
    <ul className="game-grid" aria-label={label} aria-busy={loading}>
      {games.map((game, index) => (
        <li key={game.nodeId}>
          <GameCard game={game} size={size} showFavourite={showFavourite} priority={index < FIRST_ROW} />
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, i) => (
        <li key={`skeleton-${i}`} className="game-card-skeleton" aria-hidden="true">
          <span className="game-card-skeleton__art shimmer" />
          <span className="game-card-skeleton__name" />
        </li>
      ))}
    </ul>
  );
}
