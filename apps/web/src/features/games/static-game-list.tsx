import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@lobby/contract';
import { GameGrid } from '@/shared/ui/game-grid';

/** A list that arrives whole (recent, favourites, hot): grid, empty state and a retry on failure. */
export function StaticGameList({
  games,
  loading,
  error,
  onRetry,
  empty,
  label,
}: {
  games: readonly Game[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  empty: ReactNode;
  label?: string;
}) {
  const { t } = useTranslation();
  if (error && games.length === 0) {
    return (
      <button type="button" className="game-list__retry" onClick={onRetry}>
        {t('games.retry')}
      </button>
    );
  }
  return (
    <div className="game-list">
      <GameGrid games={games} loading={loading} empty={empty} label={label} />
    </div>
  );
}
