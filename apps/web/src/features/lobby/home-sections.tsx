import { startTransition, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Game, GameType } from '@lobby/contract';
import { GAME_PATHS } from '@lobby/contract/paths';
import { useFavouriteList } from '@/shared/api/games/favourites';
import { useDeferredList } from '@/shared/hooks/use-deferred-list';
import { useGameList } from '@/shared/api/games/get-game-list';
import { useHotGames } from '@/shared/api/games/get-hot-games';
import { useVendorSorting } from '@/shared/api/games/get-vendor-data';
import { getHref } from '@/shared/lib/paths';
import { useRole } from '@/shared/lib/session';
import { Carousel } from '@/shared/ui/carousel';
import { GameCard } from '@/shared/ui/game-card';
import { ChevronRightIcon, RefreshIcon } from '@/shared/ui/icons';
import { LobbyNewsSlot } from './lobby-news-slot';
import { HOME_SECTIONS, SECTION_COLUMNS, type HomeSection, type SectionMore } from './home-tabs';
import { useVendorName } from './use-vendor-name';
import { CdnImage } from '@/shared/ui/cdn-image';
import { logoImage } from '@/shared/ui/artwork';

/** Vendors of these categories are no game providers to pick from (the provider strip excludes them). */
const NOT_PROVIDERS: readonly GameType[] = ['LOTT', 'ELOTT', 'SPORTS', 'ESPORTS', 'COCKFIGHT'];

/**
 * The home game area under the HOT tab: favourites (signed-in accounts), hot games, JILI, FC and PGE rows,
 * slots, bingo and fishing, each with 'more', then the provider picker.
 */
export function HomeSections({ onMore }: { onMore: (more: SectionMore) => void }) {
  const role = useRole();
  const member = role === 'member' || role === 'agent';
  const sections = HOME_SECTIONS.filter((s) => !s.membersOnly || member);
  return (
    <div className="home-sections">
      {sections.map((section, index) => {
        const body = <HomeSectionBody key={section.id} section={section} onMore={onMore} />;
        if (index < EAGER_SECTIONS) return body;
        return (
          <WhenNear key={section.id} placeholder={<SectionPlaceholder section={section} onMore={onMore} />}>
            {body}
          </WhenNear>
        );
      })}
      <ProviderPicker />
      <LobbyNewsSlot />
    </div>
  );
}

/**
 * Sections rendered with the page (and by the server); the rest below the first screen wait until the
 * person scrolls near them. Home has 150-odd tiles in its rows: rendering, sending and hydrating them all
 * up front is most of the cost of the first screen, for rows nobody has seen yet.
 */
export const EAGER_SECTIONS = 1;
/** How far ahead of the viewport a waiting section starts loading. */
const NEAR_MARGIN = '300px 0px';

function HomeSectionBody({ section, onMore }: { section: HomeSection; onMore: (m: SectionMore) => void }) {
  const { source } = section;
  if (source.kind === 'favourites') return <FavouritesSection section={section} onMore={onMore} />;
  if (source.kind === 'hot') return <HotSection section={section} onMore={onMore} />;
  return <ListSection section={section} gameType={source.gameType} vassalage={source.vassalage} onMore={onMore} />;
}

/** The section's head and loading rows, the same size as the real thing, until it is near. */
function SectionPlaceholder({ section, onMore }: { section: HomeSection; onMore: (m: SectionMore) => void }) {
  return <SectionShell section={section} games={[]} loading waiting error={false} onRetry={() => undefined} onMore={onMore} />;
}

function WhenNear({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // a transition: the row's first render is cut into short slices
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} className="home-sections__slot">
      {near ? children : placeholder}
    </div>
  );
}

const limit = (section: HomeSection) => section.rows * SECTION_COLUMNS;

function FavouritesSection({ section, onMore }: { section: HomeSection; onMore: (m: SectionMore) => void }) {
  const { data, isPending, isError, refetch } = useFavouriteList(100);
  const games = data?.list ?? [];
  // No favourites yet: the row would be an empty box; the star on any game fills it.
  if (!isPending && !isError && games.length === 0) return null;
  return (
    <SectionShell section={section} games={games.slice(0, limit(section))} loading={isPending} error={isError} onRetry={refetch} onMore={onMore} />
  );
}

function HotSection({ section, onMore }: { section: HomeSection; onMore: (m: SectionMore) => void }) {
  const { data, isPending, isError, refetch } = useHotGames();
  return (
    <SectionShell
      section={section}
      games={(data ?? []).slice(0, limit(section))}
      loading={isPending}
      error={isError}
      onRetry={refetch}
      onMore={onMore}
    />
  );
}

function ListSection({
  section,
  gameType,
  vassalage,
  onMore,
}: {
  section: HomeSection;
  gameType: GameType;
  vassalage?: string;
  onMore: (m: SectionMore) => void;
}) {
  const { games, isPending, isError, refetch } = useGameList({ gameType, vassalage, pageSize: limit(section) });
  // A merchant without this vendor or type: no empty row on its home.
  if (!isPending && !isError && games.length === 0) return null;
  return (
    <SectionShell
      section={section}
      games={games.slice(0, limit(section))}
      loading={isPending}
      error={isError}
      onRetry={refetch}
      onMore={onMore}
    />
  );
}

function SectionShell({
  section,
  games,
  loading,
  waiting = false,
  error,
  onRetry,
  onMore,
}: {
  section: HomeSection;
  games: readonly Game[];
  loading: boolean;
  waiting?: boolean;
  error: boolean;
  onRetry: () => unknown;
  onMore: (m: SectionMore) => void;
}) {
  const { t } = useTranslation();
  const vendorName = useVendorName();
  const title = section.titleKey ? t(section.titleKey) : vendorName(section.vendor ?? '');
  const headingId = `home-section-${section.id}`;
  return (
    <section
      className="home-section"
      aria-labelledby={headingId}
      data-section={section.id}
      style={{ '--section-rows': section.rows } as CSSProperties}
    >
      <div className="home-section__head">
        <h2 id={headingId} className="home-section__title">
          {section.vendor ? (
            <>
              {/* the vendor's wordmark says its name; the text stays for screen readers */}
              <CdnImage
                className="home-section__logo"
                {...logoImage(`${GAME_PATHS.vendorIcon}/${encodeURIComponent(section.vendor)}.svg`, 24)}
                alt=""
                width={84}
                height={24}
              />
              <span className="visually-hidden">{title}</span>
            </>
          ) : (
            <span>{title}</span>
          )}
        </h2>
        <button
          type="button"
          className="home-section__more"
          onClick={() => onMore(section.more)}
          aria-label={t('lobby.section.moreLabel', { title })}
        >
          {t('lobby.section.more')}
          <ChevronRightIcon size="0.14rem" />
        </button>
      </div>
      {error && games.length === 0 ? (
        <SectionState>
          <button type="button" className="home-section__retry" onClick={() => void onRetry()}>
            <RefreshIcon size="0.16rem" />
            {t('lobby.winners.retry')}
          </button>
        </SectionState>
      ) : (
        <SectionRail games={games} rows={section.rows} loading={loading} waiting={waiting} label={t('lobby.section.slides', { title })} />
      )}
    </section>
  );
}

/**
 * 3.1 columns in view, each holding the section's rows: the shared carousel as a rail that snaps three
 * columns at a time (CSS scroll snap), the browser moving it, no script measuring or driving it.
 */
const SECTION_COLUMNS_IN_VIEW = 3.1;
/** Placeholder columns while a row loads (more than fill the view). */
const PLACEHOLDER_COLUMNS = [0, 1, 2, 3];

function columnsOf(games: readonly Game[], rows: number): Game[][] {
  const columns: Game[][] = [];
  for (let i = 0; i < games.length; i += rows) columns.push(games.slice(i, i + rows));
  return columns;
}

function SectionRail({
  games: arrived,
  rows,
  loading: arriving,
  waiting = false,
  label,
}: {
  games: readonly Game[];
  rows: number;
  loading: boolean;
  /** the placeholder of a row not asked for yet (below the fold): still tiles, nothing is loading */
  waiting?: boolean;
  label: string;
}) {
  const { items: games, loading } = useDeferredList(arrived, arriving);
  if (loading) {
    return (
      <Carousel
        still
        className="home-section__rail"
        slideClassName="home-section__column"
        listLabel={label}
        perView={SECTION_COLUMNS_IN_VIEW}
        snapEvery={3}
        items={PLACEHOLDER_COLUMNS}
        itemKey={(column) => column}
        renderItem={() =>
          Array.from({ length: rows }, (_, r) => (
            <div key={r} className="game-card-skeleton">
              <span className={waiting ? 'game-card-skeleton__art' : 'game-card-skeleton__art shimmer'} />
              <span className="game-card-skeleton__name" />
            </div>
          ))
        }
      />
    );
  }
  return (
    <Carousel
      className="home-section__rail"
      slideClassName="home-section__column"
      listLabel={label}
      perView={SECTION_COLUMNS_IN_VIEW}
      snapEvery={3}
      items={columnsOf(games, rows)}
      itemKey={(column) => column[0]?.nodeId ?? ''}
      renderItem={(column) => column.map((game) => <GameCard key={game.nodeId} game={game} size="sm" />)}
    />
  );
}

function SectionState({ children }: { children: ReactNode }) {
  return <div className="home-section__state">{children}</div>;
}

/** Every game provider once (sorting order), as logo tiles leading to its provider list. */
function ProviderPicker() {
  const { t } = useTranslation();
  const { data } = useVendorSorting();
  const vendorName = useVendorName();
  const vendors = [
    ...new Set((data ?? []).filter((e) => !NOT_PROVIDERS.includes(e.gameCategory)).flatMap((e) => e.vendorNames)),
  ];
  if (vendors.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-section-providers">
      <div className="home-section__head">
        <h2 id="home-section-providers" className="home-section__title">
          <span>{t('lobby.section.providers')}</span>
        </h2>
      </div>
      <ul className="vendor-tiles vendor-tiles--compact">
        {vendors.map((vendor) => (
          <li key={vendor}>
            <Link
              to={getHref('provider', { vassalage: vendor })}
              className="vendor-tile"
              aria-label={t('lobby.vendors.open', { name: vendorName(vendor) })}
            >
              <CdnImage
                className="vendor-tile__logo"
                {...logoImage(`${GAME_PATHS.vendorIcon}/${encodeURIComponent(vendor)}.svg`, 36)}
                alt=""
                width={96}
                height={36}
                loading="lazy"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
