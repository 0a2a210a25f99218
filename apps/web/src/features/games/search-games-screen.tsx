import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { GAME_TYPES, type DataType } from '@lobby/contract/rules';
import { useFavouriteList } from '@/shared/api/games/favourites';
import { PATHS } from '@/shared/lib/paths';
import { useRole } from '@/shared/lib/session';
import { EmptyState } from '@/shared/ui/empty-state';
import { GamepadIcon, SearchIcon, StarIcon } from '@/shared/ui/icons';
import { filterByGameType, matchesName, parseGameType } from './game-lists';
import { InfiniteGameList } from './infinite-game-list';
import { SearchField } from './search-field';
import { StaticGameList } from './static-game-list';
import './games.css';

/** The data type comes from the path. */
export function dataTypeOfPath(pathname: string): Extract<DataType, 'SEARCH' | 'FAV'> {
  return pathname.replace(/\/+$/, '') === PATHS.favGames ? 'FAV' : 'SEARCH';
}

/**
 * Search (/m/search-games) and my collection (/m/fav-games), one screen: ?gameType= narrows both. Search
 * asks the server 500 ms after typing stops (Enter at once); favourites (200) are narrowed on the client and
 * a star tap takes the game out of the list at once.
 */
export function SearchGamesScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const dataType = dataTypeOfPath(pathname);
  const gameType = parseGameType(params.get('gameType'), GAME_TYPES);
  const [search, setSearch] = useState('');

  return (
    <div className="games-screen">
      <SearchField onSearch={setSearch} autoFocus={dataType === 'SEARCH'} />
      {dataType === 'SEARCH' ? (
        <InfiniteGameList
          label={t('games.search')}
          params={{ gameType: gameType ?? undefined, gameName: search }}
          empty={
            search.trim() ? (
              <EmptyState icon={SearchIcon} title={t('games.emptySearch', { name: search.trim() })} text={t('games.emptySearchText')} />
            ) : (
              <EmptyState icon={GamepadIcon} title={t('games.empty')} text={t('games.emptyText')} />
            )
          }
        />
      ) : (
        <FavouriteList gameType={gameType} search={search} />
      )}
    </div>
  );
}

function FavouriteList({ gameType, search }: { gameType: ReturnType<typeof parseGameType>; search: string }) {
  const { t } = useTranslation();
  const role = useRole();
  const favourites = useFavouriteList(200);
  if (role === 'trial') return <EmptyState icon={StarIcon} title={t('errors.permission.trial')} />;
  const games = filterByGameType(favourites.data?.list ?? [], gameType).filter((g) => matchesName(g, search));
  return (
    <StaticGameList
      games={games}
      loading={favourites.isPending}
      error={favourites.isError}
      onRetry={() => void favourites.refetch()}
      label={t('games.myCollection')}
      empty={
        search.trim() ? (
          <EmptyState icon={SearchIcon} title={t('games.emptySearch', { name: search.trim() })} text={t('games.emptySearchText')} />
        ) : (
          <EmptyState icon={StarIcon} title={t('games.emptyFav')} text={t('games.emptyFavText')} />
        )
      }
    />
  );
}
