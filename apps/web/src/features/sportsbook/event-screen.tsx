import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventDetail, Market } from '@lobby/contract';
import { isEsport, type MarketType } from '@lobby/contract/rules';
import { ApiError } from '@/shared/lib/http';
import { getHref } from '@/shared/lib/paths';
import { EmptyState } from '@/shared/ui/empty-state';
import { LockIcon } from '@/shared/ui/icons';
import { RetryBlock, RowSkeletons } from '@/shared/ui/list-states';
import { useEvent } from './api/get-event';
import { usePreferences } from './api/preferences';
import { EventClock, MarketButtons, useEventState, useMarketState } from './book-parts';
import { BetSlip } from './bet-slip';
import { useLiveFeed } from './live-socket';
import { useMarketText } from './market-text';
import { SPORT_ICONS } from './sport-icons';
import './sportsbook.css';

/** The order markets are shown in: the winner first, then lines, then the specials. */
const ORDER: readonly MarketType[] = ['match_result', 'moneyline', 'map_winner', 'asian_handicap', 'handicap', 'totals', 'btts', 'highest_quarter', 'correct_score'];

/** /m/sport-games/event/:id: the header with teams, score, clock and periods; every market as odds buttons. */
export function EventScreen() {
  const { t } = useTranslation();
  const { id: raw } = useParams();
  const id = Number(raw);
  const query = useEvent(id);
  useLiveFeed(query.data ? [query.data.id] : []);

  if (!Number.isSafeInteger(id) || id < 1 || (query.isError && query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <div className="event-page">
        <EmptyState
          icon={SPORT_ICONS.football}
          title={t('sportsbook.event.notFound')}
          action={
            <Link to={getHref('sportGames')} className="btn btn--secondary">
              {t('sportsbook.event.back')}
            </Link>
          }
        />
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div className="event-page">
        <div className="event-hero event-hero--loading shimmer" aria-hidden="true" />
        <RowSkeletons count={5} />
      </div>
    );
  }
  if (query.isError) return <div className="event-page"><RetryBlock onRetry={() => void query.refetch()} /></div>;
  return (
    <div className="event-page">
      <EventHero event={query.data} />
      <Markets event={query.data} />
      <BetSlip />
    </div>
  );
}

function EventHero({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const state = useEventState(event);
  const Icon = SPORT_ICONS[event.sport];
  const periodLabel = (i: number) =>
    isEsport(event.sport) ? t('sportsbook.period.map', { n: i + 1 }) : t(`sportsbook.period.${event.sport === 'football' ? 'half' : event.sport === 'tennis' ? 'set' : 'quarter'}`, { n: i + 1 });
  return (
    <section className={`event-hero${state.status === 'live' ? ' event-hero--live' : ''}`} aria-labelledby="event-title">
      <p className="event-hero__league">
        <Icon size="0.14rem" />
        {t(`sportsbook.sports.${event.sport}`)} · {event.league.country ? `${event.league.country} · ` : ''}
        {event.league.name}
      </p>
      <h1 id="event-title" className="event-hero__title">
        <span className="event-hero__team">{event.home}</span>
        <span className="event-hero__score">
          {state.score ? `${state.score.home} : ${state.score.away}` : t('sportsbook.event.vs')}
        </span>
        <span className="event-hero__team">{event.away}</span>
      </h1>
      <div className="event-hero__clock">
        <EventClock event={event} state={state} />
        {state.suspended ? (
          <span className="event-hero__suspended">
            <LockIcon size="0.12rem" />
            {t('sportsbook.suspended')}
          </span>
        ) : null}
      </div>
      {state.periods.length > 0 ? (
        <table className="periods">
          <caption className="visually-hidden">{t('sportsbook.event.periods')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('sportsbook.event.team')}</span>
              </th>
              {state.periods.map((_, i) => (
                <th key={i} scope="col">
                  {periodLabel(i)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{event.home}</th>
              {state.periods.map((p, i) => (
                <td key={i}>{p.home}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{event.away}</th>
              {state.periods.map((p, i) => (
                <td key={i}>{p.away}</td>
              ))}
            </tr>
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

function Markets({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const state = useEventState(event);
  const { preferences } = usePreferences();
  const markets = [...event.marketList]
    .filter((m) => m.status !== 'void')
    .sort((a, b) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type) || Number(a.line ?? 0) - Number(b.line ?? 0) || a.id - b.id);
  if (markets.length === 0) return <EmptyState icon={SPORT_ICONS[event.sport]} title={t('sportsbook.event.noMarkets')} />;
  const locked = state.suspended || state.status === 'ended' || state.status === 'cancelled';
  return (
    <div className="markets">
      {markets.map((m) => (
        <MarketCard key={m.id} event={event} market={m} eventLocked={locked} live={state.status === 'live'} format={preferences.oddsFormat} />
      ))}
    </div>
  );
}

function MarketCard({ event, market, eventLocked, live, format }: { event: EventDetail; market: Market; eventLocked: boolean; live: boolean; format: ReturnType<typeof usePreferences>['preferences']['oddsFormat'] }) {
  const { t } = useTranslation();
  const text = useMarketText();
  const state = useMarketState(market);
  const suspended = eventLocked || state.status === 'suspended';
  const closed = state.status === 'settled';
  const headingId = `market-${market.id}`;
  const columns = market.selections.length === 3 || market.type === 'correct_score' ? 3 : market.selections.length === 4 ? 2 : Math.min(2, market.selections.length);
  return (
    <section className={`market${suspended ? ' market--suspended' : ''}${closed ? ' market--closed' : ''}`} aria-labelledby={headingId} data-market-id={market.id}>
      <h2 id={headingId} className="market__name">
        {text.market(market, event.sport)}
        {suspended ? (
          <span className="market__lock">
            <LockIcon size="0.12rem" />
            {t('sportsbook.suspended')}
          </span>
        ) : closed ? (
          <span className="market__lock">{t('sportsbook.settled')}</span>
        ) : null}
      </h2>
      <div className={`market__grid market__grid--${columns}`}>
        <MarketButtons event={event} market={market} format={format} eventLocked={eventLocked} live={live} />
      </div>
    </section>
  );
}
