import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventSummary, Market } from '@lobby/contract';
import type { OddsFormat } from '@lobby/contract/rules';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { useInBrowser } from '@/shared/hooks/use-in-browser';
import { PATHS } from '@/shared/lib/paths';
import { LiveBadge } from '@/shared/ui/live-badge';
import { ChevronRightIcon } from '@/shared/ui/icons';
import { useLiveEvent, useLiveMarket, type LiveEvent } from './live-store';
import { useMarketText } from './market-text';
import { OddsButton } from './odds-button';
import { useSlipStore, type SlipPick } from './slip-store';

/** The page of one event (kept out of the shared paths module, which loads with every page). */
export const sportEventHref = (id: number): string => PATHS.sportEvent.replace(':id', String(id));

type EventLike = Pick<EventSummary, 'id' | 'status' | 'suspended' | 'score' | 'clock' | 'periods'>;

/** The event as it stands: the socket's latest state over what was fetched. */
export function useEventState(event: EventLike): LiveEvent {
  const live = useLiveEvent(event.id);
  return live ?? { status: event.status, suspended: event.suspended, score: event.score, clock: event.clock, periods: event.periods };
}

/** A market as it stands: its status and each selection's odds, the socket's latest over what was fetched. */
export function useMarketState(market: Market) {
  const live = useLiveMarket(market.id);
  return {
    status: live?.status ?? market.status,
    odds: (selectionId: number, fetched: number) => live?.odds[selectionId] ?? fetched,
  };
}

export function pickOf(event: Pick<EventSummary, 'id' | 'sport' | 'home' | 'away'>, market: Market, selectionId: number, odds: number, live: boolean): SlipPick | null {
  const selection = market.selections.find((s) => s.id === selectionId);
  if (!selection) return null;
  return {
    selectionId,
    marketId: market.id,
    eventId: event.id,
    sport: event.sport,
    home: event.home,
    away: event.away,
    live,
    marketType: market.type,
    line: market.line,
    code: selection.code,
    name: selection.name,
    odds,
  };
}

/** The selections of one market as odds buttons (tap: onto the slip, again: off). */
export function MarketButtons({
  event,
  market,
  format,
  eventLocked,
  live,
  short = false,
}: {
  event: Pick<EventSummary, 'id' | 'sport' | 'home' | 'away'>;
  market: Market;
  format: OddsFormat;
  eventLocked: boolean;
  live: boolean;
  short?: boolean;
}) {
  const text = useMarketText();
  const state = useMarketState(market);
  const picked = useSlipStore((s) => s.picks);
  const toggle = useSlipStore((s) => s.toggle);
  const locked = eventLocked || state.status !== 'open';
  return (
    <>
      {market.selections.map((sel) => {
        const odds = state.odds(sel.id, sel.odds);
        const name = text.selection(market, sel.code, sel.name, event);
        return (
          <OddsButton
            key={sel.id}
            label={short ? text.short(sel.code) : name}
            name={name}
            odds={odds}
            format={format}
            selected={picked.some((p) => p.selectionId === sel.id)}
            locked={locked}
            onToggle={() => {
              const pick = pickOf(event, market, sel.id, odds, live);
              if (pick) toggle(pick);
            }}
          />
        );
      })}
    </>
  );
}

/** The score and the clock of a live event, or its kick-off. */
export function EventClock({ event, state }: { event: Pick<EventSummary, 'startsAt'>; state: LiveEvent }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const inBrowser = useInBrowser();
  if (state.status === 'live') {
    return (
      <span className="ev-clock">
        <LiveBadge className="ev-clock__live" />
        {state.clock ? <span className="ev-clock__time">{state.clock}</span> : null}
      </span>
    );
  }
  if (state.status === 'ended') return <span className="ev-clock">{t('sportsbook.ended')}</span>;
  if (state.status === 'cancelled') return <span className="ev-clock">{t('sportsbook.cancelled')}</span>;
  // a time of day is the phone's zone's: the server's page leaves it for the browser
  if (!inBrowser) return <span className="ev-clock" />;
  const today = new Date(event.startsAt).toDateString() === new Date().toDateString();
  return <span className="ev-clock">{today ? t('sportsbook.today', { time: dates.time(event.startsAt) }) : dates.dateTime(event.startsAt)}</span>;
}

/** One event of the list: kick-off or live clock, the teams (with the score), the winner market's odds, "+N markets". */
export function EventRow({ event, format }: { event: EventSummary; format: OddsFormat }) {
  const { t } = useTranslation();
  const state = useEventState(event);
  const isLive = state.status === 'live';
  const locked = state.suspended || state.status === 'ended' || state.status === 'cancelled';
  const main = event.main;
  const more = Math.max(0, event.markets - (main ? 1 : 0));
  return (
    <li className={`ev${isLive ? ' ev--live' : ''}`}>
      <div className="ev__top">
        <EventClock event={event} state={state} />
        <Link to={sportEventHref(event.id)} className="ev__more" aria-label={t('sportsbook.moreMarketsOf', { count: more, event: `${event.home} – ${event.away}` })}>
          {t('sportsbook.moreMarkets', { count: more })}
          <ChevronRightIcon size="0.12rem" />
        </Link>
      </div>
      <div className="ev__body">
        <Link to={sportEventHref(event.id)} className="ev__teams">
          <span className="ev__team">
            <span className="ev__name">{event.home}</span>
            {state.score ? <span className="ev__score">{state.score.home}</span> : null}
          </span>
          <span className="ev__team">
            <span className="ev__name">{event.away}</span>
            {state.score ? <span className="ev__score">{state.score.away}</span> : null}
          </span>
        </Link>
        <div className={`ev__odds ev__odds--${main?.selections.length ?? 0}`}>
          {main ? <MarketButtons event={event} market={main} format={format} eventLocked={locked} live={isLive} short /> : null}
        </div>
      </div>
    </li>
  );
}
