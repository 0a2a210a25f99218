import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { DataType, Game } from '@lobby/contract';
import { GAME_PATHS } from '@lobby/contract/paths';
import { useFavouriteList } from '@/shared/api/games/favourites';
import { useHotGames } from '@/shared/api/games/get-hot-games';
import { useRecentGames } from './api/get-recent';
import { useVendorMapping } from '@/shared/api/games/get-vendor-data';
import { getHref, RETURN_PARAM } from '@/shared/lib/paths';
import { useRole } from '@/shared/lib/session';
import { showTrialAlert } from '@/shared/lib/trial-alert';
import { EmptyState } from '@/shared/ui/empty-state';
import { FireIcon, GamepadIcon, RecordIcon, SearchIcon, StarIcon } from '@/shared/ui/icons';
import { ClassifyMenu, NEW_CLASSIFY } from './classify-menu';
import { classificationsOf, matchesName, providerStripVendors, vendorNameOf } from './game-lists';
import { InfiniteGameList } from './infinite-game-list';
import { PopularSlides } from './popular-slides';
import { SearchField } from './search-field';
import { StaticGameList } from './static-game-list';
import { VendorTabs } from './vendor-tabs';
import './games.css';
import { CdnImage } from '@/shared/ui/cdn-image';
import { logoImage } from '@/shared/ui/artwork';

type ProviderView = Extract<DataType, 'ALL' | 'RECENT' | 'FAV' | 'HOT'>;

/**
 * One provider's games (/m/provider?vassalage=): vendor strip, recent / favourites / hot, classifications
 * (all, new, the vendor's own), name search, an infinite list and popular picks.
 */
export function ProviderScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const role = useRole();
  const [params, setParams] = useSearchParams();
  const vassalage = params.get('vassalage') || null;
  const { data: mapping } = useVendorMapping();
  const [view, setView] = useState<ProviderView>('ALL');
  const [search, setSearch] = useState('');
  const [choice, setChoice] = useState({ vendor: vassalage, classify: '' });
  // A new vendor clears the classification.
  const classify = choice.vendor === vassalage ? choice.classify : '';

  const vendors = providerStripVendors(mapping);
  const classifications = classificationsOf(mapping, { vassalage });
  const name = vassalage ? vendorNameOf(mapping, vassalage) : t('games.providers');
  const count = vassalage
    ? vendors.find((v) => v.vassalage === vassalage)?.gameCount
    : vendors.reduce((n, v) => n + v.gameCount, 0);

  const chooseVendor = (next: string | null) => {
    const query = new URLSearchParams(params);
    if (next) query.set('vassalage', next);
    else query.delete('vassalage');
    setParams(query, { replace: true });
  };
  const chooseView = (next: ProviderView) => {
    // Recent and favourites send guests to login.
    if ((next === 'RECENT' || next === 'FAV') && role === 'visitor') {
      void navigate(getHref('login', { [RETURN_PARAM]: `${location.pathname}${location.search}` }));
      return;
    }
    if (next === 'FAV' && role === 'trial') {
      showTrialAlert();
      return;
    }
    setView((current) => (current === next ? 'ALL' : next));
  };
  const chooseClassify = (value: string) => {
    setChoice({ vendor: vassalage, classify: value });
    setView('ALL');
  };

  const views: { key: ProviderView; label: string; icon: typeof StarIcon }[] = [
    { key: 'RECENT', label: t('games.recent'), icon: RecordIcon },
    { key: 'FAV', label: t('games.favourites'), icon: StarIcon },
    { key: 'HOT', label: t('games.hot'), icon: FireIcon },
  ];

  return (
    <div className="games-screen">
      <VendorTabs vendors={vendors} value={vassalage} onChange={chooseVendor} />
      <div className="provider-head">
        {vassalage ? (
          <CdnImage
            className="provider-head__logo"
            {...logoImage(`${GAME_PATHS.vendorIcon}/${encodeURIComponent(vassalage)}.svg`, 36)}
            alt=""
            width={92}
            height={36}
            decoding="async"
          />
        ) : null}
        <div className="provider-head__who">
          <h1 className="provider-head__name">{name}</h1>
          {count ? <p className="provider-head__count">{t('games.gameCount', { count })}</p> : null}
        </div>
        <div className="provider-views" role="group">
          {views.map(({ key, label, icon: Icon }) => (
            <button
              key={key}
              type="button"
              className="provider-views__button"
              aria-pressed={view === key}
              onClick={() => chooseView(key)}
            >
              <Icon size="0.16rem" />
              <span>{label}</span>
            </button>
          ))}
        </div>
      </div>
      <PopularSlides vassalage={vassalage} />
      <SearchField onSearch={setSearch} />
      {view === 'ALL' ? (
        <ClassifyMenu classifications={classifications} value={classify} onChange={chooseClassify} />
      ) : null}
      {view === 'ALL' ? (
        <InfiniteGameList
          label={name}
          params={{
            vassalage: vassalage ?? undefined,
            gameName: search,
            isNew: classify === NEW_CLASSIFY,
            gameClassify: classify && classify !== NEW_CLASSIFY ? classify : undefined,
          }}
          empty={<NoGames search={search} />}
        />
      ) : (
        <ProviderSubList view={view} vassalage={vassalage} search={search} />
      )}
    </div>
  );
}

function NoGames({ search }: { search: string }) {
  const { t } = useTranslation();
  return search.trim() ? (
    <EmptyState icon={SearchIcon} title={t('games.emptySearch', { name: search.trim() })} text={t('games.emptySearchText')} />
  ) : (
    <EmptyState icon={GamepadIcon} title={t('games.empty')} text={t('games.emptyText')} />
  );
}

/** Recent, favourites or hot games of this vendor, narrowed by the search on the client. */
function ProviderSubList({ view, vassalage, search }: { view: Exclude<ProviderView, 'ALL'>; vassalage: string | null; search: string }) {
  const { t } = useTranslation();
  const recent = useRecentGames({ vendor: vassalage ?? undefined, enabled: view === 'RECENT' });
  const favourites = useFavouriteList(200, { enabled: view === 'FAV' });
  const hot = useHotGames({ enabled: view === 'HOT' });
  const source = view === 'RECENT' ? recent : view === 'FAV' ? favourites : hot;
  const all: readonly Game[] =
    view === 'RECENT' ? (recent.data?.list ?? []) : view === 'FAV' ? (favourites.data?.list ?? []) : (hot.data ?? []);
  const games = all.filter((g) => (!vassalage || g.vassalage === vassalage) && matchesName(g, search));
  const empty =
    view === 'RECENT' ? (
      <EmptyState icon={RecordIcon} title={t('games.emptyRecent')} text={t('games.emptyRecentText')} />
    ) : view === 'FAV' ? (
      <EmptyState icon={StarIcon} title={t('games.emptyFav')} text={t('games.emptyFavText')} />
    ) : (
      <NoGames search={search} />
    );
  return (
    <StaticGameList
      games={games}
      loading={source.isPending}
      error={source.isError}
      onRetry={() => void source.refetch()}
      empty={empty}
    />
  );
}
