import { lazy, Suspense, useDeferredValue, useMemo, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS, takesContracts, type KpiPeriod, type TeamKind } from '@lobby/contract/rules';
import type { Kpi, TeamMember } from '@lobby/contract/schemas';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useLanguage } from '@/shared/hooks/use-language';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { numberFormat } from '@/shared/lib/money';
import { getHref, type PathName } from '@/shared/lib/paths';
import { useRole, useSession } from '@/shared/lib/session';
import { readTheme, subscribeTheme } from '@/shared/lib/theme';
import { EmptyState } from '@/shared/ui/empty-state';
import { AgentIcon, ChevronRightIcon, InviteIcon, MemberIcon, SearchIcon } from '@/shared/ui/icons';
import { BlockSkeleton, RetryBlock, RowSkeletons } from '@/shared/ui/list-states';
import { useAgentHome } from './api/get-agent-home';
import { useKpi, type KpiFilter } from './api/get-kpi';
import { useTeam } from './api/get-team';
import { CreateMemberSheet, InviteSheet, RelaySheet } from './agent-sheets';
import { ChipGroup } from './chip-group';
import { ContractSheet } from './contract-sheet';
import './agent.css';

// The chart library comes with the chart, after the figures are on screen.
const KpiChart = lazy(() => import('./kpi-chart'));

type Sheet = { kind: 'invite' } | { kind: 'create' } | { kind: 'relay'; member: TeamMember } | { kind: 'contract'; member: TeamMember };

/** /m/agent/home: the agent's card, team KPI with a chart, contracts, and the searchable team list. */
export function AgentHomeScreen() {
  const { t } = useTranslation();
  const role = useRole();
  if (role !== 'agent') {
    return (
      <div className="agent">
        <EmptyState
          icon={AgentIcon}
          title={t('agent.only.title')}
          text={t('agent.only.text')}
          action={
            <Link to={getHref('home')} className="btn btn--secondary">
              {t('general.backHome')}
            </Link>
          }
        />
      </div>
    );
  }
  return <AgentArea />;
}

function AgentArea() {
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const home = useAgentHome();
  const close = () => setSheet(null);
  return (
    <div className="agent">
      <AgentCard onInvite={() => setSheet({ kind: 'invite' })} onCreate={() => setSheet({ kind: 'create' })} />
      <KpiSection />
      <ContractLinks />
      <TeamSection onRelay={(member) => setSheet({ kind: 'relay', member })} onContract={(member) => setSheet({ kind: 'contract', member })} />
      {sheet?.kind === 'invite' && home.data?.affiliateCode ? <InviteSheet code={home.data.affiliateCode} onClose={close} /> : null}
      {sheet?.kind === 'create' ? <CreateMemberSheet onClose={close} /> : null}
      {sheet?.kind === 'relay' ? <RelaySheet member={sheet.member} available={home.data?.available ?? null} onClose={close} /> : null}
      {sheet?.kind === 'contract' ? <ContractSheet agent={sheet.member} onClose={close} /> : null}
    </div>
  );
}

function AgentCard({ onInvite, onCreate }: { onInvite: () => void; onCreate: () => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const home = useAgentHome();
  if (home.isError) return <RetryBlock onRetry={() => void home.refetch()} />;
  if (!home.data) return <BlockSkeleton height="1.9rem" className="agent-card" />;
  const h = home.data;
  return (
    <section className="agent-card" aria-labelledby="agent-card-name">
      <div className="agent-card__top">
        <span className="agent-card__badge">
          <AgentIcon size="0.22rem" />
        </span>
        <div className="agent-card__who">
          <h2 id="agent-card-name" className="agent-card__name">
            {h.nickname ?? h.username}
          </h2>
          <p className="agent-card__meta">
            {h.username}
            {h.upline ? ` · ${t('agent.card.upline', { name: h.upline })}` : ''}
          </p>
        </div>
        {h.affiliateCode ? <span className="agent-card__code">{h.affiliateCode}</span> : null}
      </div>
      <div className="agent-card__balance">
        <span>{t('agent.card.available')}</span>
        <strong data-testid="agent-available">{money(h.available)}</strong>
      </div>
      <dl className="agent-card__counts">
        <div>
          <dt>{t('agent.card.directMembers')}</dt>
          <dd>{h.directMembers}</dd>
        </div>
        <div>
          <dt>{t('agent.card.directAgents')}</dt>
          <dd>{h.directAgents}</dd>
        </div>
        <div>
          <dt>{t('agent.card.team')}</dt>
          <dd>{h.teamSize}</dd>
        </div>
      </dl>
      <div className="agent-card__actions">
        <button type="button" className="btn btn--secondary" onClick={onInvite} disabled={!h.affiliateCode}>
          <InviteIcon size="0.18rem" />
          {t('agent.card.invite')}
        </button>
        <button type="button" className="btn btn--primary" onClick={onCreate}>
          <MemberIcon size="0.18rem" />
          {t('agent.card.create')}
        </button>
      </div>
    </section>
  );
}

const PERIODS: readonly KpiPeriod[] = ['today', 'week', 'month', 'custom'];

function daysAgo(n: number): string {
  return new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
}

function KpiSection() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const money = useMoneyFormat();
  const dates = useDateFormat();
  const theme = useSyncExternalStore(subscribeTheme, readTheme, () => 'dark' as const);
  const [period, setPeriod] = useState<KpiPeriod>('today');
  const [range, setRange] = useState({ from: daysAgo(6), to: daysAgo(0) });
  const filter: KpiFilter = period === 'custom' ? { period, ...range } : { period };
  const kpi = useKpi(filter);
  const count = numberFormat(LANGUAGE_TAGS[lang], 0);
  const labels = useMemo(() => ({ bets: t('agent.kpi.validBets'), deposits: t('agent.kpi.deposits') }), [t]);

  const tiles = (k: Kpi) =>
    [
      ['newMembers', count.format(k.totals.newMembers)],
      ['activePlayers', count.format(k.totals.activePlayers)],
      ['firstDeposits', count.format(k.totals.firstDeposits)],
      ['deposits', money(k.totals.deposits)],
      ['withdrawals', money(k.totals.withdrawals)],
      ['validBets', money(k.totals.validBets)],
      ['ggr', money(k.totals.ggr)],
      ['commission', money(k.totals.commission)],
    ] as const;

  return (
    <section className="agent-section" aria-labelledby="agent-kpi">
      <h2 id="agent-kpi" className="agent-section__title">
        {t('agent.kpi.title')}
      </h2>
      <ChipGroup variant="segment" label={t('agent.kpi.periodLabel')} options={PERIODS.map((p) => ({ value: p, label: t(`agent.kpi.period.${p}`) }))} value={period} onChange={setPeriod} />
      {period === 'custom' ? (
        <div className="agent-range">
          <label>
            <span>{t('agent.kpi.from')}</span>
            <input type="date" value={range.from} max={range.to} onChange={(e) => e.target.value && setRange((r) => ({ ...r, from: e.target.value }))} />
          </label>
          <label>
            <span>{t('agent.kpi.to')}</span>
            <input type="date" value={range.to} min={range.from} max={daysAgo(0)} onChange={(e) => e.target.value && setRange((r) => ({ ...r, to: e.target.value }))} />
          </label>
        </div>
      ) : null}
      {kpi.isError && !kpi.data ? (
        <RetryBlock onRetry={() => void kpi.refetch()} />
      ) : !kpi.data ? (
        <BlockSkeleton height="2.6rem" />
      ) : (
        <>
          {kpi.isError ? <p className="agent-sheet__alert" role="alert">{t('agent.kpi.rangeError')}</p> : null}
          <p className="agent-kpi__range">
            {kpi.data.from === kpi.data.to ? dates.day(kpi.data.from) : `${dates.day(kpi.data.from)} – ${dates.day(kpi.data.to)}`} · {kpi.data.timeZone}
          </p>
          <dl className={`agent-tiles${kpi.isFetching ? ' agent-tiles--stale' : ''}`} data-testid="kpi-tiles">
            {tiles(kpi.data).map(([key, value]) => (
              <div key={key} className={`agent-tile agent-tile--${key}`}>
                <dt>{t(`agent.kpi.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {kpi.data.days.length > 1 ? (
            <div className="agent-chart" role="img" aria-label={t('agent.kpi.chartLabel')}>
              <Suspense fallback={<div className="kpi-chart shimmer" />}>
                <KpiChart days={kpi.data.days} labels={labels} theme={theme} locale={LANGUAGE_TAGS[lang]} dayLabel={dates.monthDay} />
              </Suspense>
            </div>
          ) : (
            <p className="agent-kpi__note">{t('agent.kpi.chartHint')}</p>
          )}
          <p className="agent-kpi__note">{t('agent.kpi.commissionNote')}</p>
        </>
      )}
    </section>
  );
}

const CONTRACT_ROUTES: readonly [PathName, 'salary' | 'dividend' | 'hourly'][] = [
  ['salaryContract', 'salary'],
  ['dividendContract', 'dividend'],
  ['hourContract', 'hourly'],
];

function ContractLinks() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session || !takesContracts(session.type)) return null;
  return (
    <nav className="agent-section agent-contract-links" aria-label={t('agent.contract.linksLabel')}>
      {CONTRACT_ROUTES.map(([to, kind]) => (
        <Link key={to} to={getHref(to)} className="agent-contract-link">
          <span>{t(`agent.contract.kind.${kind}`)}</span>
          <ChevronRightIcon size="0.14rem" />
        </Link>
      ))}
    </nav>
  );
}

function TeamSection({ onRelay, onContract }: { onRelay: (m: TeamMember) => void; onContract: (m: TeamMember) => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const dates = useDateFormat();
  const [q, setQ] = useState('');
  const [kind, setKind] = useState<TeamKind>('all');
  const [page, setPage] = useState(1);
  const query = useDeferredValue(q);
  const team = useTeam({ q: query, kind, page });
  const pages = team.data ? Math.max(1, Math.ceil(team.data.total / team.data.pageSize)) : 1;

  return (
    <section className="agent-section" aria-labelledby="agent-team">
      <h2 id="agent-team" className="agent-section__title">
        {t('agent.team.title')}
        {team.data ? <span className="agent-section__count">{team.data.total}</span> : null}
      </h2>
      <label className="agent-search">
        <SearchIcon size="0.18rem" />
        <input
          type="search"
          value={q}
          maxLength={32}
          placeholder={t('agent.team.search')}
          aria-label={t('agent.team.search')}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
        />
      </label>
      <ChipGroup
        label={t('agent.team.kindLabel')}
        options={(['all', 'member', 'agent'] as const).map((k) => ({ value: k, label: t(`agent.team.kind.${k}`) }))}
        value={kind}
        onChange={(k) => {
          setKind(k);
          setPage(1);
        }}
      />
      {team.isError && !team.data ? (
        <RetryBlock onRetry={() => void team.refetch()} />
      ) : !team.data ? (
        <RowSkeletons count={4} />
      ) : team.data.items.length === 0 ? (
        <EmptyState icon={MemberIcon} title={t(query ? 'agent.team.noMatch' : 'agent.team.empty')} text={query ? undefined : t('agent.team.emptyText')} />
      ) : (
        <ul className="agent-team" data-testid="agent-team">
          {team.data.items.map((m) => (
            <li key={m.id} className="agent-member">
              <div className="agent-member__head">
                <span className={`agent-member__avatar${m.isAgent ? ' agent-member__avatar--agent' : ''}`} aria-hidden="true">
                  {m.username.slice(0, 1).toUpperCase()}
                </span>
                <div className="agent-member__who">
                  <p className="agent-member__name">
                    <span>{m.username}</span>
                    {m.nickname ? <span className="agent-member__nick"> · {m.nickname}</span> : null}
                  </p>
                  <p className="agent-member__meta">
                    <span className="agent-badge agent-badge--level">{t('agent.team.level', { n: m.level })}</span>
                    {m.isAgent ? <span className="agent-badge agent-badge--agent">{t('agent.team.agent')}</span> : null}
                    <span className={`agent-badge agent-badge--${m.status}`}>{t(`agent.team.status.${m.status}`)}</span>
                  </p>
                </div>
                {m.status === 'active' ? (
                  <button type="button" className="btn btn--secondary btn--sm agent-member__relay" onClick={() => onRelay(m)} aria-label={t('agent.team.relayTo', { name: m.username })}>
                    {t('agent.team.relay')}
                  </button>
                ) : null}
              </div>
              <dl className="agent-member__figures">
                <div>
                  <dt>{t('agent.team.deposits')}</dt>
                  <dd>{money(m.deposits)}</dd>
                </div>
                <div>
                  <dt>{t('agent.team.bets')}</dt>
                  <dd>{money(m.bets)}</dd>
                </div>
                <div>
                  <dt>{t('agent.team.net')}</dt>
                  <dd className={m.netResult < 0 ? 'agent-neg' : m.netResult > 0 ? 'agent-pos' : undefined}>{money(m.netResult, { signed: true })}</dd>
                </div>
              </dl>
              <p className="agent-member__foot">
                <span>
                  {t('agent.team.lastLogin')}: {m.lastLoginAt ? dates.dateTime(m.lastLoginAt) : t('agent.team.never')}
                </span>
                {m.level > 1 ? <span>{t('agent.team.under', { name: m.upline })}</span> : null}
                {m.isAgent && m.level === 1 ? (
                  <button type="button" className="agent-member__contract" onClick={() => onContract(m)}>
                    {t('agent.team.offerContract')}
                  </button>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <div className="agent-pager">
          <button type="button" className="btn btn--ghost btn--sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('agent.team.prev')}
          </button>
          <span>{t('agent.team.page', { page, pages })}</span>
          <button type="button" className="btn btn--ghost btn--sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('agent.team.next')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
