import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatAmount, formatCount, formatTimeIn } from '@/shared/lib/format';
import { useOneMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { useUrlFilters } from '@/shared/lib/url-filters';
import { BonusGrantsTable } from '@/shared/ui/bonus-grants';
import { PageHeader, TabPanel, Tabs } from '@/shared/ui/page';
import { ErrorState, Loading } from '@/shared/ui/states';
import { campaignQueryOptions } from './api/get-campaign';
import type { Campaign } from './api/get-campaigns';
import { CodesTab } from './codes-tab';
import { StatusActions } from './status-actions';
import { CampaignStatus } from './status-chip';

type TabKey = 'overview' | 'codes' | 'grants';

/** One campaign: its state and actions, what it gave and cost, its codes and its grants. */
export default function CampaignScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { merchant } = useOneMerchant();
  const { can } = useSession();
  const query = useQuery(campaignQueryOptions(merchant, Number(id)));
  const [filters, setFilters] = useUrlFilters({ tab: 'overview' });

  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const c = query.data;
  // an apply-and-review campaign is applied for, never redeemed by code
  const tabs: TabKey[] = c.input.kind === 'apply' ? ['overview', 'grants'] : ['overview', 'codes', 'grants'];
  const tab = (tabs.includes(filters.tab as TabKey) ? filters.tab : 'overview') as TabKey;
  const manage = can('content.manage');
  return (
    <>
      <nav aria-label={t('common.breadcrumb')} className="breadcrumb">
        <Link to="/promotions/campaigns">{t('promotionsArea.campaigns')}</Link> <span aria-hidden="true">/</span> <span>#{c.id}</span>
      </nav>
      <PageHeader
        title={c.input.name}
        actions={
          manage && (
            <>
              {c.status !== 'ended' && (
                <Link to={`/promotions/campaigns/${c.id}/edit`} className="btn">
                  {t('common.edit')}
                </Link>
              )}
              <StatusActions merchant={merchant} campaign={c} />
            </>
          )
        }
      >
        <div className="header-chips">
          <CampaignStatus status={c.status} /> <span className="chip">{t(`bonus.kinds.${c.input.kind}`)}</span>{' '}
          <span className="muted">
            {formatTimeIn(c.input.startAt, c.timeZone)} → {c.input.endAt === null ? t('bonus.untilEnded') : formatTimeIn(c.input.endAt, c.timeZone)} · {c.timeZone}
          </span>
        </div>
      </PageHeader>
      <Figures campaign={c} />
      <Tabs idPrefix="campaign" label={t('bonus.detail.sections')} value={tab} onChange={(k) => setFilters({ tab: k })} tabs={tabs.map((k) => ({ key: k, label: t(`bonus.detail.tabs.${k}`) }))} />
      <TabPanel idPrefix="campaign" active={tab}>
        {tab === 'overview' && <Overview campaign={c} />}
        {tab === 'codes' && <CodesTab merchant={merchant} campaign={c} canManage={manage} />}
        {tab === 'grants' && <BonusGrantsTable merchant={merchant} of={{ campaignId: c.id }} currency={c.currency} canManage={can('players.manage')} label={t('bonus.detail.tabs.grants')} />}
      </TabPanel>
    </>
  );
}

function Figures({ campaign: c }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const f = c.figures;
  const items: Array<[string, string]> = [
    ['grantsPlayers', t('bonus.list.grantsPlayersValue', { grants: formatCount(f.grants), players: formatCount(f.players) })],
    ['granted', formatAmount(f.granted, c.currency)],
    ['freeRoundStakes', formatAmount(f.freeRoundStakes, c.currency)],
    ['released', formatAmount(f.released, c.currency)],
    ['returned', formatAmount(f.returned, c.currency)],
    ['cost', formatAmount(f.cost, c.currency)],
    ['budgetLeft', f.budgetLeft === null ? t('bonus.noLimit') : formatAmount(f.budgetLeft, c.currency)],
    ['codes', c.input.kind === 'apply' ? '—' : `${formatCount(c.codes.count)} / ${formatCount(c.codes.redeemed)}`],
  ];
  return (
    <ul className="kpi-grid kpi-compact" aria-label={t('bonus.detail.figures')}>
      {items.map(([k, v]) => (
        <li key={k} className="kpi">
          <span className="kpi-label">{k === 'grantsPlayers' ? t('bonus.list.grantsPlayers') : t(`bonus.figures.${k}`)}</span>
          <span className="kpi-value">{v}</span>
        </li>
      ))}
    </ul>
  );
}

/** The campaign's terms as saved, in the operator's words. */
function Overview({ campaign: c }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const i = c.input;
  const m = (v: string | null) => (v === null ? t('bonus.noLimit') : formatAmount(v, c.currency));
  const rows: Array<[string, string]> = [];
  if (i.kind === 'deposit_match') {
    rows.push([t('bonus.form.which'), i.deposit.which === 'nth' ? t('bonus.terms.nthDeposit', { n: i.deposit.nth }) : t(`bonus.which.${i.deposit.which}`)]);
    rows.push([t('bonus.form.percent'), `${i.deposit.percent}%`], [t('bonus.form.cap'), m(i.deposit.cap)], [t('bonus.form.minDeposit'), m(i.deposit.minDeposit)]);
  }
  if (i.kind === 'code') rows.push([t('bonus.form.amount'), m(i.amount)]);
  if (i.kind === 'cashback') rows.push([t('bonus.form.percent'), `${i.cashback.percent}%`], [t('bonus.form.period'), t(`bonus.period.${i.cashback.period}`)], [t('bonus.form.minLoss'), m(i.cashback.minLoss)], [t('bonus.form.cap'), m(i.cashback.cap)]);
  if (i.kind === 'free_spins' || i.kind === 'free_bet') {
    rows.push([t('bonus.form.games'), i.freeRounds.games.map((g) => `${g.vendor}/${g.code}`).join(', ')], [t('bonus.form.count'), String(i.freeRounds.count)], [t('bonus.form.stake'), m(i.freeRounds.stake)]);
  }
  if (i.kind === 'apply') rows.push([t('bonus.form.maxAmount'), m(i.maxAmount)]);
  rows.push(
    [t('bonus.form.multiplier'), `${i.wagering.multiplier}× ${t(`bonus.base.${i.wagering.base}`)}`],
    [t('bonus.form.maxStake'), m(i.wagering.maxStake)],
    [t('bonus.form.expiryDays'), String(i.wagering.expiryDays)],
    [
      t('bonus.form.contributions'),
      Object.entries(i.wagering.contributions)
        .map(([k, v]) => `${t(`bonus.gameTypes.${k}`, { defaultValue: k })} ${v}%`)
        .join(', '),
    ],
    [t('bonus.form.segment'), i.eligibility.segmentId === null ? t('bonus.form.everyone') : `#${i.eligibility.segmentId}`],
    [t('bonus.detail.vip'), i.eligibility.vipMin === null && i.eligibility.vipMax === null ? t('bonus.form.any') : `${i.eligibility.vipMin ?? 0}–${i.eligibility.vipMax ?? '∞'}`],
    [t('bonus.form.countries'), i.eligibility.countries.join(', ') || t('bonus.form.any')],
    [t('bonus.form.languages'), i.eligibility.languages.join(', ') || t('bonus.form.any')],
    [t('bonus.form.perPlayer'), t(`bonus.perPlayer.${i.eligibility.perPlayer}`)],
    [t('bonus.form.budget'), m(i.eligibility.budget)],
    [t('bonus.form.firstTimeOnly'), i.eligibility.firstTimeOnly ? t('common.yes') : t('common.no')],
    [t('bonus.form.requiresCode'), i.eligibility.requiresCode ? t('common.yes') : t('common.no')],
    [t('bonus.detail.page'), Object.entries(i.page.titles).map(([l, v]) => `${l}: ${v}`).join(' · ')],
  );
  return (
    <dl className="card details-grid">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
