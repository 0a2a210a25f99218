import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameList, type GameListParams } from '@/shared/api/games/get-game-list';
import { useInfiniteScroll } from '@/shared/hooks/use-infinite-scroll';
import { GameGrid } from '@/shared/ui/game-grid';

/**
 * A game list that loads the next page near the bottom (within 300 px, scrolling down, once per
 * second, never while a page is loading). A failed page offers a retry instead of the spinner.
 */
export function InfiniteGameList({ params, empty, label }: { params: GameListParams; empty: ReactNode; label?: string }) {
  const { t } = useTranslation();
  const list = useGameList(params);
  const loading = list.isPending || list.isFetchingNextPage;
  useInfiniteScroll({
    hasMore: list.hasNextPage,
    loading: loading || list.isFetchNextPageError,
    onLoadMore: () => void list.fetchNextPage(),
  });

  if (list.isError && list.games.length === 0) {
    return (
      <button type="button" className="game-list__retry" onClick={() => void list.refetch()}>
        {t('games.retry')}
      </button>
    );
  }

  return (
    <div className="game-list">
      <GameGrid games={list.games} loading={loading} empty={empty} label={label} />
      {list.isFetchNextPageError ? (
        <button type="button" className="game-list__retry" onClick={() => void list.fetchNextPage()}>
          {t('games.retry')}
        </button>
      ) : list.games.length > 0 && !list.hasNextPage && !loading ? (
        <p className="game-list__end">{t('games.noMore')}</p>
      ) : null}
    </div>
  );
}
