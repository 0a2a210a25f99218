import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigationType } from 'react-router';
import { HydrationUnit } from '@/shared/ui/hydration-unit';
import { useUiStore } from './ui-store';
import { ConnectionBanner } from './connection-banner';
import { CsWidget } from './cs-widget';
import type { RouteHandle } from '../route-entry';
import { BottomBar } from './bottom-bar';
import { HomeHeader } from './home-header';
import { Overlays } from './overlays';
import { PageHeader } from './page-header';
import { ResponsibleGamingFooter } from './responsible-gaming-footer';
import { useBrandDocument } from './use-brand-document';
import { usePageFade, useSwipeBackTracking } from './page-transition';
import { noteSettledLocation } from './settled-location';
import { useFavouriteIdsKept } from '@/shared/api/games/favourites';
import { useTransferReturnOnComeBack } from './transfer-return';

function useCurrentEntry() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return handle?.entry;
}

/** One watcher of the member's favourites for every star on every screen (a leaf: its updates re-render nothing). */
function FavouriteIdsKept() {
  useFavouriteIdsKept();
  return null;
}

/** Brings money back from transfer-wallet games as the player comes back to the lobby (a leaf, like the above). */
function TransferReturnOnComeBack() {
  useTransferReturnOnComeBack();
  return null;
}

export function AppLayout() {
  const entry = useCurrentEntry();
  const location = useLocation();
  const navigationType = useNavigationType();
  const closeAll = useUiStore((s) => s.closeAll);
  const fade = usePageFade(location.key, navigationType);
  useSwipeBackTracking();
  useBrandDocument(entry);

  // The page scrolls to the top on every route change. Not when the page itself arrives: the browser put it
  // at the top (or where it was, on a reload), and a player may have scrolled a server-rendered page before
  // it hydrated: moving it under their finger would land their tap on something else.
  const shownPath = useRef(location.pathname);
  useLayoutEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    window.scrollTo(0, 0);
  }, [location.pathname]);

  useEffect(() => {
    noteSettledLocation(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);

  // Any route change closes the menus.
  useEffect(() => {
    closeAll();
  }, [location.key, closeAll]);

  const chrome = entry?.chrome ?? 'none';
  return (
    <div className={`app-shell${entry?.tabBar ? ' app-shell--tab-bar' : ''}`}>
      <FavouriteIdsKept />
      <TransferReturnOnComeBack />
      <HydrationUnit>
        {chrome === 'home' ? <HomeHeader /> : null}
        {chrome === 'page' && entry ? <PageHeader entry={entry} /> : null}
      </HydrationUnit>
      <main id="main" key={location.pathname} className={fade ? 'page page--fade' : 'page'}>
        <HydrationUnit>
          <Outlet />
        </HydrationUnit>
      </main>
      {chrome !== 'none' ? (
        <HydrationUnit>
          <ResponsibleGamingFooter />
        </HydrationUnit>
      ) : null}
      <HydrationUnit>
        {entry?.tabBar ? <BottomBar /> : null}
        <Overlays />
        <ConnectionBanner />
        <CsWidget />
      </HydrationUnit>
    </div>
  );
}
