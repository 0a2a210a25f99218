import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatAmount, formatCount, formatTimeIn, toNumber } from '@/shared/lib/format';
import { useOneMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { PageHeader } from '@/shared/ui/page';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { Empty, ErrorState, Loading } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { eventQueryOptions, useSuspendEvent, useSuspendMarket, useVoidMarket } from './api/events';
import type { OpsEventDetail, OpsMarket, Settlement } from './api/events';
import { Liability } from './events-screen';
import { decimalOdds, EventStatusChip, marketName, MarketStatusChip, percent, scoreText } from './labels';
import { SettleDialog } from './settle-dialog';

/**
 * One event on the trading desk: its score, clock and state, the event's suspension, and each market at the
 * merchant's margin with every selection's probability, price, stakes, bets and liability (what the book
 * loses if it wins). Markets are suspended and reopened with a reason (manage), settled, resettled and voided
 * by hand (settle). The settlement history closes the page. Refreshed every few seconds while live.
 */
export default function SportsEventScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { merchant, merchants } = useOneMerchant();
  const timeZone = merchants.find((m) => m.code === merchant)?.timeZone ?? 'UTC';
  const query = useQuery(eventQueryOptions(merchant, Number(id)));

  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const e = query.data;
  const title = t('sportsbook.versus', { home: e.home, away: e.away });
  const score = scoreText(e.score, e.status === 'live' ? e.clock : null);
  return (
    <>
      <nav aria-label={t('common.breadcrumb')} className="breadcrumb">
        <Link to={`/sportsbook/events?merchant=${encodeURIComponent(merchant)}`}>{t('nav.sportsbook')}</Link> <span aria-hidden="true">/</span> <span>#{e.id}</span>
      </nav>
      <PageHeader title={title} actions={<EventActions merchant={merchant} event={e} />}>
        <div className="header-chips">
          <EventStatusChip status={e.status} suspended={e.suspended} /> <span className="chip">{t(`sportsbook.sport.${e.sport}`)}</span>{' '}
          <span className="muted">
            {e.league.name} · {e.league.country} · {formatTimeIn(e.startsAt, timeZone)} ({timeZone})
          </span>
        </div>
      </PageHeader>
      <div className="sb-scoreboard card" aria-label={t('sportsbook.event.scoreboard')} role="group">
        <span className="sb-team">{e.home}</span>
        <span className="sb-board" data-testid="scoreboard">
          {score ?? t('sportsbook.event.notStarted')}
        </span>
        <span className="sb-team">{e.away}</span>
        {e.periods.length > 0 && (
          <span className="muted small sb-periods">
            {t('sportsbook.event.periods')}: {e.periods.map((p) => `${p.home}–${p.away}`).join(', ')}
          </span>
        )}
      </div>
      <ul className="kpi-grid kpi-compact" aria-label={t('sportsbook.event.figures')}>
        <li className="kpi">
          <span className="kpi-label">{t('sportsbook.events.openBets')}</span>
          <span className="kpi-value">{formatCount(e.openBets)}</span>
        </li>
        <li className="kpi">
          <span className="kpi-label">{t('sportsbook.events.stakes')}</span>
          <span className="kpi-value">{formatAmount(e.openStakes, e.currency)}</span>
        </li>
        <li className="kpi">
          <span className="kpi-label">{t('sportsbook.events.liability')}</span>
          <span className="kpi-value">
            <Liability value={e.worstLiability} currency={e.currency} />
          </span>
        </li>
        <li className="kpi">
          <span className="kpi-label">{t('sportsbook.event.markets')}</span>
          <span className="kpi-value">{formatCount(e.marketList.length)}</span>
        </li>
      </ul>
      {e.marketList.length === 0 ? <Empty>{t('sportsbook.event.noMarkets')}</Empty> : e.marketList.map((m) => <MarketCard key={m.id} merchant={merchant} event={e} market={m} />)}
      <History event={e} timeZone={timeZone} />
    </>
  );
}

function EventActions({ merchant, event: e }: { merchant: string; event: OpsEventDetail }) {
  const { t } = useTranslation();
  const { can } = useSession();
  const suspend = useSuspendEvent();
  const [open, setOpen] = useState(false);
  if (!can('sportsbook.manage') || e.status === 'ended' || e.status === 'cancelled') return null;
  const next = !e.suspendedByOperator;
  const verb = next ? 'suspend' : 'reopen';
  return (
    <>
      <button type="button" className={next ? 'btn btn-danger' : 'btn btn-primary'} onClick={() => setOpen(true)}>
        {t(`sportsbook.event.${verb}`)}
      </button>
      {open && (
        <ReasonDialog
          title={t(`sportsbook.event.${verb}Title`, { event: t('sportsbook.versus', { home: e.home, away: e.away }) })}
          description={t(`sportsbook.event.${verb}Explain`)}
          confirmLabel={t(`sportsbook.event.${verb}`)}
          danger={next}
          onConfirm={async (reason) => {
            await suspend.mutateAsync({ merchant, eventId: e.id, suspended: next, reason });
            toast.success(t(`sportsbook.event.${verb}Done`));
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

type MarketDialog = 'suspend' | 'reopen' | 'settle' | 'void' | null;

function MarketCard({ merchant, event: e, market: m }: { merchant: string; event: OpsEventDetail; market: OpsMarket }) {
  const { t } = useTranslation();
  const { can, state } = useSession();
  const suspend = useSuspendMarket();
  const voidMarket = useVoidMarket();
  const [dialog, setDialog] = useState<MarketDialog>(null);
  const name = marketName(t, m.type, m.line);
  const headingId = `market-${m.id}`;
  const settled = m.status === 'settled';
  const closed = settled || m.status === 'void';
  const showResult = m.selections.some((s) => s.result !== null);
  const manage = can('sportsbook.manage') && !closed;
  // a result is a fact for every merchant of the install: only an operator of all merchants settles or voids
  const allMerchants = state.status === 'signedIn' && state.operator.merchants === 'all';
  const settle = can('sportsbook.settle') && allMerchants && m.status !== 'void';
  const scopedSettler = can('sportsbook.settle') && !allMerchants && m.status !== 'void';
  return (
    <section className="card sb-market" aria-labelledby={headingId}>
      <header className="sb-market-head">
        <div>
          <h2 id={headingId}>{name}</h2>
          <div className="sb-market-facts">
            <MarketStatusChip status={m.status} />
            {m.suspendedByOperator && <span className="badge badge-sb-suspended">{t('sportsbook.market.byOperator')}</span>}
            {m.suspendedByFeed && <span className="badge badge-sb-feed">{t('sportsbook.market.byFeed')}</span>}
            <span className="muted">{t('sportsbook.market.margin', { margin: (m.marginBp / 100).toFixed(2) })}</span>
            {m.maxStake !== null && <span className="muted">{t('sportsbook.market.maxStake', { amount: formatAmount(m.maxStake, e.currency) })}</span>}
            {m.settledBy !== null && <span className="muted">{t('sportsbook.market.settledBy', { who: m.settledBy })}</span>}
            {scopedSettler && <span className="muted small">{t('sportsbook.market.settleNeedsAll')}</span>}
            <span className="muted small">#{m.id}</span>
          </div>
        </div>
        <div className="page-actions">
          {manage && (
            <button type="button" className="btn" onClick={() => setDialog(m.suspendedByOperator ? 'reopen' : 'suspend')} aria-label={t(m.suspendedByOperator ? 'sportsbook.market.reopenNamed' : 'sportsbook.market.suspendNamed', { market: name })}>
              {t(m.suspendedByOperator ? 'sportsbook.market.reopen' : 'sportsbook.market.suspend')}
            </button>
          )}
          {settle && (
            <button type="button" className="btn btn-primary" onClick={() => setDialog('settle')} aria-label={t(settled ? 'sportsbook.market.resettleNamed' : 'sportsbook.market.settleNamed', { market: name })}>
              {t(settled ? 'sportsbook.market.resettle' : 'sportsbook.market.settle')}
            </button>
          )}
          {settle && (
            <button type="button" className="btn btn-danger" onClick={() => setDialog('void')} aria-label={t('sportsbook.market.voidNamed', { market: name })}>
              {t('sportsbook.market.void')}
            </button>
          )}
        </div>
      </header>
      <table className="grid sb-selections" aria-label={t('sportsbook.market.selectionsOf', { market: name })}>
        <thead>
          <tr>
            <th scope="col">{t('sportsbook.market.selection')}</th>
            <th scope="col" className="num">
              {t('sportsbook.market.probability')}
            </th>
            <th scope="col" className="num">
              {t('sportsbook.market.price')}
            </th>
            <th scope="col" className="num">
              {t('sportsbook.events.stakes')}
            </th>
            <th scope="col" className="num">
              {t('sportsbook.market.bets')}
            </th>
            <th scope="col" className="num">
              {t('sportsbook.market.liability')}
            </th>
            {showResult && <th scope="col">{t('sportsbook.market.result')}</th>}
          </tr>
        </thead>
        <tbody>
          {m.selections.map((s) => (
            <tr key={s.id}>
              <th scope="row" className="sb-selection-name">
                {s.name}
              </th>
              <td className="num">{percent(s.probability)}</td>
              <td className="num">
                <strong className="sb-price">{decimalOdds(s.odds)}</strong>
              </td>
              <td className="num">{formatAmount(s.stakes, e.currency)}</td>
              <td className="num">{formatCount(s.bets)}</td>
              <td className="num">
                <span className={toNumber(s.liability) > 0 ? 'text-danger sb-strong' : undefined}>{formatAmount(s.liability, e.currency)}</span>
              </td>
              {showResult && <td>{s.result ? t(`sportsbook.result.${s.result}`) : '—'}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {(dialog === 'suspend' || dialog === 'reopen') && (
        <ReasonDialog
          title={t(`sportsbook.market.${dialog}Title`, { market: name })}
          description={t(`sportsbook.market.${dialog}Explain`)}
          confirmLabel={t(`sportsbook.market.${dialog}`)}
          danger={dialog === 'suspend'}
          onConfirm={async (reason) => {
            await suspend.mutateAsync({ merchant, eventId: e.id, marketId: m.id, suspended: dialog === 'suspend', reason });
            toast.success(t(`sportsbook.market.${dialog}Done`, { market: name }));
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'void' && (
        <ReasonDialog
          title={t('sportsbook.market.voidTitle', { market: name })}
          description={t('sportsbook.market.voidExplain', { bets: formatCount(m.selections.reduce((n, s) => n + s.bets, 0)) })}
          confirmLabel={t('sportsbook.market.void')}
          danger
          onConfirm={async (reason) => {
            const r = await voidMarket.mutateAsync({ merchant, eventId: e.id, marketId: m.id, reason });
            toast.success(t('sportsbook.market.voidDone', { market: name, count: r.betsSettled }));
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'settle' && <SettleDialog merchant={merchant} eventId={e.id} market={m} name={name} onClose={() => setDialog(null)} />}
    </section>
  );
}

function History({ event: e, timeZone }: { event: OpsEventDetail; timeZone: string }) {
  const { t } = useTranslation();
  const markets = new Map(e.marketList.map((m) => [m.id, m]));
  /** a result's key names a selection (its id or its code); shown by the selection's name */
  const resultsText = (s: Settlement) => {
    const market = markets.get(s.marketId);
    return Object.entries(s.results)
      .map(([key, result]) => {
        const sel = market?.selections.find((x) => String(x.id) === key || x.code === key);
        // a dead heat is written "win/2": the result, and how many shared the place
        const [r = result, n] = result.split('/');
        const word = t(`sportsbook.result.${r}`, { defaultValue: r });
        return `${sel?.name ?? key}: ${n ? t('sportsbook.history.deadHeat', { result: word, n }) : word}`;
      })
      .join(', ');
  };
  return (
    <section className="card" aria-labelledby="sb-history">
      <h2 id="sb-history">{t('sportsbook.history.title')}</h2>
      {e.settlements.length === 0 ? (
        <Empty>{t('sportsbook.history.none')}</Empty>
      ) : (
        <div className="table-scroll">
          <table className="grid" aria-label={t('sportsbook.history.title')}>
            <thead>
              <tr>
                <th scope="col">{t('sportsbook.history.at', { zone: timeZone })}</th>
                <th scope="col">{t('sportsbook.history.market')}</th>
                <th scope="col">{t('sportsbook.history.source')}</th>
                <th scope="col">{t('sportsbook.history.action')}</th>
                <th scope="col">{t('sportsbook.history.by')}</th>
                <th scope="col">{t('common.reason')}</th>
                <th scope="col">{t('sportsbook.history.results')}</th>
              </tr>
            </thead>
            <tbody>
              {e.settlements.map((s, i) => {
                const market = markets.get(s.marketId);
                return (
                  <tr key={`${s.marketId}-${s.at}-${i}`}>
                    <td className="nowrap">{formatTimeIn(s.at, timeZone)}</td>
                    <td>{market ? marketName(t, market.type, market.line) : `#${s.marketId}`}</td>
                    <td>{t(`sportsbook.history.sources.${s.source}`)}</td>
                    <td>
                      <span className={`badge badge-sb-action-${s.action}`}>{t(`sportsbook.history.actions.${s.action}`)}</span>
                    </td>
                    <td>{s.by ?? '—'}</td>
                    <td className="sb-wrap-cell">{s.reason ?? '—'}</td>
                    <td className="sb-wrap-cell">{resultsText(s) || '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
