import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventSummary } from '@lobby/contract';
import { ESPORTS, SPORTS, type Sport } from '@lobby/contract/rules';
import { EmptyState } from '@/shared/ui/empty-state';
import { RetryBlock, RowSkeletons } from '@/shared/ui/list-states';
import { useEvents } from './api/get-events';
import { useSports } from './api/get-sports';
import { usePreferences } from './api/preferences';
import { EventRow } from './book-parts';
import { BetSlip } from './bet-slip';
import { useLiveFeed } from './live-socket';
import { MyBets } from './my-bets';
import { OddsMenu } from './odds-menu';
import { SPORT_ICONS } from './sport-icons';
import './sportsbook.css';

// The event page travels in the book's chunk: one route-table entry's worth of start-up code for both pages.
export { EventScreen } from './event-screen';

type Tab = 'live' | 'upcoming' | 'bets';
type Choice = Sport | 'esports';
const CHOICES: readonly Choice[] = ['football', 'basketball', 'tennis', 'esports', ...ESPORTS];

function readChoice(value: string | null): Choice {
  if (value === 'esports') return 'esports';
  return (SPORTS as readonly string[]).includes(value ?? '') ? (value as Sport) : 'football';
}

function readTab(value: string | null): Tab {
  return value === 'upcoming' || value === 'bets' ? value : 'live';
}

/** /m/sport-games: the sportsbook. A sports strip, Live / Upcoming / My bets, events by league, the slip. */
export function BookScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const choice = readChoice(params.get('sport'));
  const tab = readTab(params.get('tab'));
  const sports = useSports();
  const { preferences } = usePreferences();

  const select = (next: { sport?: Choice; tab?: Tab }) => {
    const query = new URLSearchParams(params);
    if (next.sport) query.set('sport', next.sport);
    if (next.tab) query.set('tab', next.tab);
    setParams(query, { replace: true });
  };
  const liveOf = (c: Choice) => {
    const list = sports.data ?? [];
    const of = c === 'esports' ? ESPORTS : [c];
    return list.filter((s) => of.includes(s.sport)).reduce((n, s) => n + s.live, 0);
  };

  return (
    <div className="book">
      <div className="book__bar">
        <p className="book__summary">
          {sports.data ? (
            <>
              <strong>{t('sportsbook.summaryLive', { live: sports.data.reduce((n, s) => n + s.live, 0) })}</strong>
              {' · '}
              {t('sportsbook.summaryUpcoming', { upcoming: sports.data.reduce((n, s) => n + s.upcoming, 0) })}
            </>
          ) : null}
        </p>
        <OddsMenu />
      </div>
      <nav className="sport-strip" aria-label={t('sportsbook.sportsLabel')}>
        <ul>
          {CHOICES.map((c) => {
            const Icon = SPORT_ICONS[c];
            const live = liveOf(c);
            return (
              <li key={c}>
                <Link
                  to={`?${new URLSearchParams({ sport: c, tab: tab === 'bets' ? 'live' : tab }).toString()}`}
                  replace
                  className={`sport-chip${c === choice ? ' sport-chip--active' : ''}`}
                  aria-current={c === choice ? 'page' : undefined}
                  aria-label={live > 0 ? t('sportsbook.sportLive', { sport: t(`sportsbook.sports.${c}`), count: live }) : t(`sportsbook.sports.${c}`)}
                >
                  <span className="sport-chip__icon" aria-hidden="true">
                    <Icon size="0.22rem" />
                    {live > 0 ? <span className="sport-chip__count">{live}</span> : null}
                  </span>
                  <span className="sport-chip__name">{t(`sportsbook.sports.${c}`)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="book-tabs" role="tablist" aria-label={t('sportsbook.title')}>
        {(['live', 'upcoming', 'bets'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            id={`book-tab-${k}`}
            aria-selected={tab === k}
            aria-controls="book-panel"
            className={`book-tab${tab === k ? ' book-tab--active' : ''}`}
            onClick={() => select({ tab: k })}
          >
            {t(`sportsbook.tabs.${k}`)}
          </button>
        ))}
      </div>
      <div id="book-panel" role="tabpanel" aria-labelledby={`book-tab-${tab}`} className="book__panel">
        {tab === 'bets' ? <MyBets /> : <EventList key={`${choice}-${tab}`} choice={choice} when={tab} format={preferences.oddsFormat} />}
      </div>
      <BetSlip />
    </div>
  );
}

function EventList({ choice, when, format }: { choice: Choice; when: 'live' | 'upcoming'; format: ReturnType<typeof usePreferences>['preferences']['oddsFormat'] }) {
  const { t } = useTranslation();
  const sports = useMemo(() => (choice === 'esports' ? ESPORTS : [choice]), [choice]);
  const query = useEvents(choice, sports, when);
  // A page of events at a time: a hundred rows of prices is more than a phone needs to draw at once.
  const [shown, setShown] = useState(PAGE);
  const all = useMemo(() => query.data ?? [], [query.data]);
  const events = useMemo(() => all.slice(0, shown), [all, shown]);
  useLiveFeed(events.map((e) => e.id));
  const groups = useMemo(() => groupByLeague(events), [events]);

  if (query.isPending) return <RowSkeletons count={6} />;
  if (query.isError) return <RetryBlock onRetry={() => void query.refetch()} />;
  if (events.length === 0) {
    const Icon = SPORT_ICONS[choice];
    return <EmptyState icon={Icon} title={t(when === 'live' ? 'sportsbook.empty.live' : 'sportsbook.empty.upcoming')} text={t('sportsbook.empty.text')} />;
  }
  return (
    <div className="leagues">
      {groups.map((g) => (
        <section key={g.key} className="league" aria-labelledby={`league-${g.key}`}>
          <h2 id={`league-${g.key}`} className="league__name">
            {choice === 'esports' ? <span className="league__sport">{t(`sportsbook.sports.${g.sport}`)}</span> : null}
            {g.country ? `${g.country} · ${g.name}` : g.name}
          </h2>
          <ul className="league__events">
            {g.events.map((e) => (
              <EventRow key={e.id} event={e} format={format} />
            ))}
          </ul>
        </section>
      ))}
      {all.length > shown ? (
        <button type="button" className="btn btn--secondary btn--block" onClick={() => setShown((n) => n + PAGE)}>
          {t('sportsbook.showMore', { count: all.length - shown })}
        </button>
      ) : null}
    </div>
  );
}

const PAGE = 20;

interface LeagueGroup {
  key: string;
  sport: Sport;
  name: string;
  country: string;
  events: EventSummary[];
}

/** Events by league, leagues in the order of their first event. */
function groupByLeague(events: readonly EventSummary[]): LeagueGroup[] {
  const groups = new Map<string, LeagueGroup>();
  for (const e of events) {
    const key = `${e.sport}-${e.league.id}`;
    let g = groups.get(key);
    if (!g) {
      g = { key, sport: e.sport, name: e.league.name, country: e.league.country, events: [] };
      groups.set(key, g);
    }
    g.events.push(e);
  }
  return [...groups.values()];
}
