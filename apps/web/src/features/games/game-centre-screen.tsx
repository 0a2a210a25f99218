import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Banner } from '@lobby/contract';
import { GAME_TYPES, type GameType } from '@lobby/contract/rules';
import { useVendorMapping } from '@/shared/api/games/get-vendor-data';
import { getHref, PATHS, safeReturnPath, type PathName } from '@/shared/lib/paths';
import { BannerCarousel } from '@/shared/ui/banner-carousel';
import { EmptyState } from '@/shared/ui/empty-state';
import { BlockSkeleton } from '@/shared/ui/list-states';
import { GamepadIcon, SearchIcon, StarIcon } from '@/shared/ui/icons';
import { ClassifyMenu, NEW_CLASSIFY } from './classify-menu';
import {
  BANNER_GROUP_OF_TYPE,
  CATEGORY_SCREENS,
  classificationsOf,
  parseGameType,
  vendorsOfType,
  type CategoryConfig,
} from './game-lists';
import { HotStrip } from './hot-strip';
import { InfiniteGameList } from './infinite-game-list';
import { LiveHostStrip } from './live-host-strip';
import { VendorTabs } from './vendor-tabs';
import './games.css';

/** The lottery centres' draws: loaded only on /m/lott and /m/elott. */
const LotterySection = lazy(() => import('./lottery/lottery-section').then((m) => ({ default: m.LotterySection })));

/** The category of the current path; /m/gameCenter takes ?gameType= (slots when absent). */
export function useCategory(): CategoryConfig {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const name = (Object.keys(PATHS) as PathName[]).find((n) => PATHS[n] === pathname.replace(/\/+$/, ''));
  const fixed = name ? CATEGORY_SCREENS[name] : undefined;
  if (fixed) return fixed;
  const gameType = parseGameType(params.get('gameType'), GAME_TYPES) ?? 'RNG';
  return { gameType, bannerGroup: BANNER_GROUP_OF_TYPE[gameType] ?? 'm_home' };
}

/**
 * A game category (live, slots, sports, fishing, poker, lottery, in-house, in-play, game centre): banners,
 * search and my-collection entries, hot strip, vendor tabs (?vassalage=), classifications and the list; the
 * live casino opens with the strip of hosts on air.
 */
export function GameCentreScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { gameType, bannerGroup } = useCategory();
  const [params, setParams] = useSearchParams();
  const vassalage = params.get('vassalage') || null;
  const { data: mapping } = useVendorMapping();
  // A classification belongs to the vendor and type it was chosen under; a new one clears it.
  const scope = `${gameType}/${vassalage ?? ''}`;
  const [choice, setChoice] = useState({ scope, classify: '' });
  const classify = choice.scope === scope ? choice.classify : '';
  const setClassify = (value: string) => setChoice({ scope, classify: value });

  const vendors = vendorsOfType(mapping, gameType);
  const classifications = classificationsOf(mapping, { vassalage, gameType: gameType === 'BINGO' ? 'RNG' : gameType });

  const chooseVendor = (next: string | null) => {
    const query = new URLSearchParams(params);
    if (next) query.set('vassalage', next);
    else query.delete('vassalage');
    setParams(query, { replace: true });
  };
  const openBanner = (banner: Banner) => {
    const to = safeReturnPath(banner.link);
    if (to) void navigate(to);
  };

  return (
    <div className="games-screen">
      {gameType === 'LIVE' ? <LiveHostStrip /> : null}
      <BannerCarousel group={bannerGroup} onSelect={openBanner} className="games-screen__banners" />
      <div className="games-toolbar">
        <Link className="games-toolbar__search" to={getHref('searchGames', { gameType })} aria-label={t('games.search')}>
          <SearchIcon size="0.18rem" />
          <span>{t('games.searchPlaceholder')}</span>
        </Link>
        <Link className="games-toolbar__collection" to={getHref('favGames', { gameType })}>
          <StarIcon size="0.16rem" />
          <span>{t('games.myCollection')}</span>
        </Link>
      </div>
      {(gameType === 'LOTT' || gameType === 'ELOTT') && (
        <Suspense fallback={<BlockSkeleton height="2.4rem" />}>
          <LotterySection gameType={gameType} />
        </Suspense>
      )}
      <HotStrip gameType={gameType} />
      <VendorTabs vendors={vendors} value={vassalage} onChange={chooseVendor} />
      <ClassifyMenu classifications={gameType === 'BINGO' ? [] : classifications} value={classify} onChange={setClassify} />
      <InfiniteGameList
        label={t(`games.types.${gameType}`)}
        params={listParams(gameType, vassalage, classify)}
        empty={<EmptyState icon={GamepadIcon} title={t('games.empty')} text={t('games.emptyText')} />}
      />
    </div>
  );
}

function listParams(gameType: GameType, vassalage: string | null, classify: string) {
  return {
    gameType,
    vassalage: vassalage ?? undefined,
    isNew: classify === NEW_CLASSIFY,
    gameClassify: classify && classify !== NEW_CLASSIFY ? classify : undefined,
  };
}
