import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatOdds } from '@lobby/contract/rules';
import type { BetStatus, EventStatus, MarketStatus, MarketType } from '@lobby/contract/rules';
import { SubNav } from '@/shared/ui/page';

/** The trading desk's screens side by side: events, bets, margins, limits. */
export function SportsbookNav() {
  const { t } = useTranslation();
  return (
    <SubNav
      label={t('nav.sportsbook')}
      links={[
        { to: '/sportsbook/events', label: t('sportsbook.nav.events') },
        { to: '/sportsbook/bets', label: t('sportsbook.nav.bets') },
        { to: '/sportsbook/margins', label: t('sportsbook.nav.margins') },
        { to: '/sportsbook/limits', label: t('sportsbook.nav.limits') },
      ]}
    />
  );
}

/** Decimal odds as the desk reads them (1.85): the contract's formatter, which counts in hundredths. */
export function decimalOdds(odds: number): string {
  return formatOdds(Math.round(odds * 100), 'decimal');
}

/** A market for people: its type, with its line where it has one ("Asian handicap −0.75", "Total 2.5", "Map 2 winner"). */
export function marketName(t: TFunction, type: MarketType, line: string | null): string {
  return line === null ? t(`sportsbook.marketType.${type}`) : t(`sportsbook.marketTypeLine.${type}`, { line });
}

/** A share of one (the feed's probability) as a percentage with one decimal. */
export function percent(p: number): string {
  return `${(p * 100).toFixed(1)}%`;
}

/** "2–1 · 63'" for a started event, its start on the merchant's clock before. */
export function scoreText(score: { home: number; away: number } | null, clock: string | null): string | null {
  if (!score) return null;
  return `${score.home}–${score.away}${clock ? ` · ${clock}` : ''}`;
}

export function EventStatusChip({ status, suspended }: { status: EventStatus; suspended: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="sb-chips">
      <span className={`badge badge-sb-event-${status}`}>{t(`sportsbook.eventStatus.${status}`)}</span>
      {suspended && <span className="badge badge-sb-suspended">{t('sportsbook.suspended')}</span>}
    </span>
  );
}

export function MarketStatusChip({ status }: { status: MarketStatus }) {
  const { t } = useTranslation();
  return <span className={`badge badge-sb-market-${status}`}>{t(`sportsbook.marketStatus.${status}`)}</span>;
}

export function BetStatusChip({ status }: { status: BetStatus }) {
  const { t } = useTranslation();
  return <span className={`badge badge-sb-bet-${status}`}>{t(`sportsbook.betStatus.${status}`)}</span>;
}
