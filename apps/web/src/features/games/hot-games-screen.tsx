import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GAME_TYPES } from '@lobby/contract/rules';
import { useHotGames } from '@/shared/api/games/get-hot-games';
import { EmptyState } from '@/shared/ui/empty-state';
import { FireIcon, RefreshIcon, SearchIcon } from '@/shared/ui/icons';
import { filterByGameType, matchesName, parseGameType } from './game-lists';
import { SearchField } from './search-field';
import { StaticGameList } from './static-game-list';
import './games.css';

/** The hot list shows 6 games until "show more". */
export const HOT_INITIAL = 6;

/**
 * The hot ranking (optionally one type: ?gameType=), first 6 until "show more"; a name search (trimmed,
 * case-insensitive, on the client) shows every match and counts as "show more" pressed.
 */
export function HotGamesScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameType = parseGameType(params.get('gameType'), GAME_TYPES);
  const hot = useHotGames();
  const [expanded, setExpanded] = useState(false);
  const [search, setSearch] = useState('');
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    hot
      .refresh()
      .catch(() => undefined)
      .finally(() => setRefreshing(false));
  };

  const onSearch = (text: string) => {
    setSearch(text);
    if (text.trim()) setExpanded(true);
  };
  const all = filterByGameType(hot.data ?? [], gameType).filter((g) => matchesName(g, search));
  const games = expanded ? all : all.slice(0, HOT_INITIAL);

  return (
    <div className="games-screen">
      <div className="games-search-row">
        <SearchField onSearch={onSearch} />
        <button
          type="button"
          className="games-refresh"
          aria-label={t('games.refreshHot')}
          aria-busy={refreshing}
          disabled={refreshing}
          onClick={refresh}
        >
          <RefreshIcon size="0.18rem" className={refreshing ? 'spin' : undefined} />
        </button>
      </div>
      <StaticGameList
        games={games}
        loading={hot.isPending}
        error={hot.isError}
        onRetry={refresh}
        label={t('games.hotGames')}
        empty={
          search.trim() ? (
            <EmptyState icon={SearchIcon} title={t('games.emptySearch', { name: search.trim() })} text={t('games.emptySearchText')} />
          ) : (
            <EmptyState icon={FireIcon} title={t('games.empty')} text={t('games.emptyText')} />
          )
        }
      />
      {!expanded && all.length > HOT_INITIAL ? (
        <button type="button" className="games-show-more" onClick={() => setExpanded(true)}>
          {t('games.showMore')}
        </button>
      ) : null}
    </div>
  );
}
