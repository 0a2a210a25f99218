import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@lobby/contract';
import { BINGO_CLASSIFY, type GameType } from '@lobby/contract/rules';
import { useFavouriteList } from '@/shared/api/games/favourites';
import { useGameList } from '@/shared/api/games/get-game-list';
import { useHotGames } from '@/shared/api/games/get-hot-games';
import { useVendorMapping, useVendorSorting } from '@/shared/api/games/get-vendor-data';
import { useInfiniteScroll } from '@/shared/hooks/use-infinite-scroll';
import { categoryNameKey } from '@/shared/lib/game-categories';

import { useGameFilterStore } from '@/shared/stores/game-filter-store';
import { EmptyState } from '@/shared/ui/empty-state';
import { GameGrid } from '@/shared/ui/game-grid';
import { useVendorName } from './use-vendor-name';
import { BackIcon, FireIcon, GamepadIcon, RefreshIcon, StarIcon } from '@/shared/ui/icons';

/** The list view of the home game area: a category's games, the favourites or the whole hot list. */
export function HomeListView({
  kind,
  category,
  onBack,
}: {
  kind: 'games' | 'favourites' | 'hot';
  category?: GameType;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  if (kind === 'favourites') {
    return (
      <ListFrame title={t('lobby.list.favourites')} onBack={onBack}>
        <FavouritesList />
      </ListFrame>
    );
  }
  if (kind === 'hot') {
    return (
      <ListFrame title={t('lobby.list.hot')} onBack={onBack}>
        <HotList />
      </ListFrame>
    );
  }
  return <CategoryList category={category ?? 'RNG'} onBack={onBack} />;
}

function ListFrame({
  title,
  onBack,
  toolbar,
  children,
}: {
  title: string;
  onBack: () => void;
  toolbar?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="home-list" aria-labelledby="home-list-title">
      <div className="home-list__head">
        <button type="button" className="home-list__back" onClick={onBack} aria-label={t('lobby.list.back')}>
          <BackIcon size="0.18rem" />
        </button>
        <h2 id="home-list-title" className="home-list__title">
          {title}
        </h2>
      </div>
      {toolbar}
      {children}
    </section>
  );
}

function RetryState({ onRetry }: { onRetry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="home-list__retry" onClick={() => void onRetry()}>
      <RefreshIcon size="0.16rem" />
      {t('lobby.winners.retry')}
    </button>
  );
}

function FavouritesList() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useFavouriteList(100);
  if (isError && !data) return <RetryState onRetry={refetch} />;
  return (
    <GameGrid
      games={data?.list ?? []}
      loading={isPending}
      label={t('lobby.list.favourites')}
      empty={<EmptyState icon={StarIcon} title={t('games.emptyFav')} text={t('games.emptyFavText')} />}
    />
  );
}

function HotList() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useHotGames();
  if (isError && !data) return <RetryState onRetry={refetch} />;
  return (
    <GameGrid
      games={data ?? []}
      loading={isPending}
      label={t('lobby.list.hot')}
      empty={<EmptyState icon={FireIcon} title={t('games.empty')} />}
    />
  );
}

/** The category's vendors for the chip strip; bingo's are the slot vendors that have bingo games. */
function useCategoryVendors(category: GameType): string[] {
  const sorting = useVendorSorting();
  const mapping = useVendorMapping();
  if (category === 'BINGO') {
    const rng = mapping.data?.find((m) => m.gameType === 'RNG');
    return (rng?.vendors ?? [])
      .filter((v) => v.classifications.some((c) => c.gameClassify === BINGO_CLASSIFY))
      .map((v) => v.vassalage);
  }
  return [...new Set(sorting.data?.find((s) => s.gameCategory === category)?.vendorNames ?? [])];
}

function CategoryList({ category, onBack }: { category: GameType; onBack: () => void }) {
  const { t } = useTranslation();
  const vassalage = useGameFilterStore((s) => s.vassalage);
  const setVassalage = useGameFilterStore((s) => s.setVassalage);
  const vendors = useCategoryVendors(category);
  const display = useVendorName();
  const list = useGameList({ gameType: category, vassalage: vassalage ?? undefined });
  useInfiniteScroll({
    hasMore: list.hasNextPage,
    loading: list.isFetching,
    onLoadMore: () => void list.fetchNextPage(),
  });
  const title = vassalage ? `${t(categoryNameKey(category))} · ${display(vassalage)}` : t(categoryNameKey(category));
  const games: Game[] = list.games;

  const chips =
    vendors.length > 1 ? (
      <div className="vendor-chips" role="group" aria-label={t('games.vendorTabs')}>
        <button
          type="button"
          className="vendor-chip"
          aria-pressed={vassalage === null}
          onClick={() => setVassalage(null)}
        >
          {t('games.all')}
        </button>
        {vendors.map((v) => (
          <button
            key={v}
            type="button"
            className="vendor-chip"
            aria-pressed={vassalage === v}
            onClick={() => setVassalage(v)}
          >
            {display(v)}
          </button>
        ))}
      </div>
    ) : null;

  return (
    <ListFrame title={title} onBack={onBack} toolbar={chips}>
      {list.isError && games.length === 0 ? (
        <RetryState onRetry={list.refetch} />
      ) : (
        <GameGrid
          games={games}
          loading={list.isPending || list.isFetchingNextPage}
          label={title}
          empty={<EmptyState icon={GamepadIcon} title={t('games.empty')} text={t('games.emptyText')} />}
        />
      )}
    </ListFrame>
  );
}
