import { lazy, memo, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Banner, DataType } from '@lobby/contract';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { useReducedMotion } from '@/shared/hooks/use-reduced-motion';
import { chooseLobbyCategory, readLobbyCategoryState, resetLobbyForHome, type LobbyCategory } from '@/shared/lib/lobby-navigation';
import { getHref, safeReturnPath } from '@/shared/lib/paths';
import { useRole } from '@/shared/lib/session';
import { useGameCategoryStore } from '@/shared/stores/game-category-store';
import { useGameFilterStore } from '@/shared/stores/game-filter-store';
import { useLobbyViewStore } from '@/shared/stores/lobby-view-store';
import { BannerCarousel } from '@/shared/ui/banner-carousel';
import { HydrationUnit } from '@/shared/ui/hydration-unit';
import { GiftIcon, PlayIcon } from '@/shared/ui/icons';
import { NoticeTicker } from './notice-ticker';
import { CategoryTabBar } from './category-tab-bar';
import { useContractPrompts } from './contract-prompts';
import { HomeListView } from './home-list-view';
import { HomeSections } from './home-sections';
import { homeView, type SectionMore } from './home-tabs';
import { JackpotCounter } from './jackpot-counter';
import { TopNav } from './top-nav';
import { VendorList } from './vendor-list';
import { WinnerBoard } from './winner-board';
import './home-screen.css';

// The pop-ups render announcement HTML (DOMPurify); loaded after home is on screen, not with it.
const LoginPopups = lazy(() => import('./login-popups').then((m) => ({ default: m.LoginPopups })));

/**
 * Home: banners, notice ticker, jackpot and winner board, then the category tabs over the game area
 * (home sections, a vendor list or a game list). Opening home is "going home": the filter goes back
 * to ALL without a vendor and the category to HOT, unless the side menu sent a category along.
 */
export function HomeScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  useContractPrompts();

  useEffect(() => {
    resetLobbyForHome();
    const category = readLobbyCategoryState(location.state);
    if (category) chooseLobbyCategory(category);
    // location.key: every arrival at home, including a second tap on Home while here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  const onBanner = (banner: Banner) => {
    const to = safeReturnPath(banner.link);
    if (to) void navigate(to);
  };

  // The screen itself watches no lobby state: a tab switch re-renders the game area, not the banners,
  // jackpot and winner board above it.
  return (
    <div className="home">
      {/* each part hydrates on its own (short tasks), the ones on screen first in the page's order */}
      <HydrationUnit>
        <TopNav />
      </HydrationUnit>
      <div className="home__top">
        <HydrationUnit>
          <BannerCarousel group="m_home" onSelect={onBanner} />
          <NoticeTicker />
          <WelcomeCard />
        </HydrationUnit>
        <div className="home-live">
          <HydrationUnit>
            <JackpotCounter variant="home" />
          </HydrationUnit>
          <HydrationUnit>
            <WinnerBoard />
          </HydrationUnit>
        </div>
      </div>
      <HydrationUnit>
        <HomeGameArea />
      </HydrationUnit>
      <Suspense fallback={null}>
        <LoginPopups />
      </Suspense>
    </div>
  );
}

/** The category tabs over the game area: home sections, a vendor list or a game list. */
function HomeGameArea() {
  const reducedMotion = useReducedMotion();
  const current = useGameCategoryStore((s) => s.current);
  const dataType = useGameFilterStore((s) => s.dataType);
  const scrollRequest = useLobbyViewStore((s) => s.scrollRequest);
  const areaRef = useRef<HTMLDivElement>(null);
  const seenRequest = useRef(scrollRequest);

  useEffect(() => {
    if (scrollRequest === seenRequest.current) return;
    seenRequest.current = scrollRequest;
    // The page, not scrollIntoView: that one is cancelled in Chromium by the tab bar's own sideways scroll.
    const area = areaRef.current;
    if (!area) return;
    const offset = parseFloat(getComputedStyle(area).scrollMarginTop) || 0;
    const top = area.getBoundingClientRect().top + window.scrollY - offset;
    window.scrollTo({ top: Math.max(0, top), behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [scrollRequest, reducedMotion]);

  // The tab bar shows the new category at once (the next paint after the tap); the game area below, which
  // may mean a hundred tiles, renders right after without holding that paint up (a deferred value, and a
  // memoised area that the tap's own render skips).
  const category = useDeferredValue(current);
  const deferredDataType = useDeferredValue(dataType);

  return (
    <div className="home__games" ref={areaRef}>
      <CategoryTabBar />
      <div id="home-game-area" role="tabpanel" aria-labelledby={`home-tab-${current}`} className="home__area">
        <GameAreaView category={category} dataType={deferredDataType} />
      </div>
    </div>
  );
}

/** A section's 'more': the list it names (a data type, or a category with a vendor). */
function onMore(more: SectionMore) {
  const filter = useGameFilterStore.getState();
  if ('dataType' in more) {
    filter.reset();
    filter.setDataType(more.dataType);
    useLobbyViewStore.getState().requestScroll();
    return;
  }
  chooseLobbyCategory(more.category);
  if (more.vassalage) filter.setVassalage(more.vassalage);
}

function backToLobby() {
  resetLobbyForHome();
  useLobbyViewStore.getState().requestScroll();
}

/** The game area for a category and data type: re-rendered only when they change. */
const GameAreaView = memo(function GameAreaView({ category, dataType }: { category: LobbyCategory; dataType: DataType }) {
  const view = homeView(category, dataType);
  if (view.kind === 'sections') return <HomeSections onMore={onMore} />;
  if (view.kind === 'vendors') return <VendorList category={view.category} source={view.source} />;
  if (view.kind === 'games') return <HomeListView kind="games" category={view.category} onBack={backToLobby} />;
  return <HomeListView kind={view.kind} onBack={backToLobby} />;
});

/**
 * The page's heading. Visitors get it as a compact welcome with the ways in (join, try for free);
 * signed-in players only as a heading for screen readers, the lobby itself is their welcome.
 */
function WelcomeCard() {
  const { t } = useTranslation();
  const info = useStatusInfo();
  const role = useRole();
  const navigate = useNavigate();
  const [trialPending, setTrialPending] = useState(false);
  const brand = info?.brand.name ?? '';
  const title = t('home.welcome', { brand });

  if (role !== 'visitor') {
    return (
      <h1 id="home-title" className="visually-hidden">
        {title}
      </h1>
    );
  }
  return (
    <section className="home-welcome" aria-labelledby="home-title">
      <div className="home-welcome__text">
        <h1 id="home-title" className="home-welcome__title">
          {title}
        </h1>
        <p className="home-welcome__tagline">{t('home.tagline')}</p>
      </div>
      <div className="home-welcome__actions">
        <Link to={getHref('register')} className="btn btn--primary home-welcome__join">
          <GiftIcon size="0.16rem" />
          {t('home.joinNow')}
        </Link>
        <button
          type="button"
          className="btn btn--ghost home-welcome__trial"
          onClick={() => {
            setTrialPending(true);
            // Loaded on tap: most visitors never start a trial, so home does not carry its code.
            void import('@/shared/api/session/start-trial')
              .then((m) => m.tryForFree(navigate))
              .finally(() => setTrialPending(false));
          }}
          disabled={trialPending}
        >
          <PlayIcon size="0.16rem" />
          {t('trial.tryFree')}
        </button>
      </div>
    </section>
  );
}
