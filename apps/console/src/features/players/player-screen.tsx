import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { roleOf } from '@lobby/contract/rules';
import { Link, useParams } from 'react-router';
import { memberRiskQueryOptions } from '@/shared/api/get-member-risk';
import { cellText, formatAmount, formatTime } from '@/shared/lib/format';
import { useMerchantInUrl, useOneMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { useUrlFilters } from '@/shared/lib/url-filters';
import { BonusGrantsTable } from '@/shared/ui/bonus-grants';
import { DataTable, recordColumns } from '@/shared/ui/data-table';
import { PageHeader, TabPanel, Tabs } from '@/shared/ui/page';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { UnderReviewBadge } from '@/shared/ui/risk';
import { ErrorState, Loading, StatusBadge } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { useAddMemberNote } from './api/add-member-note';
import { useEndMemberSession } from './api/end-member-session';
import { useEndMemberSessions } from './api/end-member-sessions';
import { memberQueryOptions } from './api/get-member';
import type { MemberDetail } from './api/get-member';
import { memberHistoryQueryOptions } from './api/get-member-history';
import type { PlayerList } from './api/get-member-history';
import { memberProtectionQueryOptions } from './api/get-member-protection';
import { useSetMemberStatus } from './api/set-member-status';
import { LedgerTab } from './ledger-tab';
import { ExclusionBadge, ProtectionTab } from './protection-tab';
import { RiskTab } from './risk-tab';
import { VerificationTab } from './verification-tab';

type TabKey = 'profile' | 'balances' | 'protection' | 'verification' | 'risk' | 'ledger' | 'bonuses' | PlayerList;
const TABS: TabKey[] = ['profile', 'balances', 'protection', 'verification', 'risk', 'ledger', 'bonuses', 'rounds', 'deposits', 'withdrawals', 'sessions', 'logins', 'notes'];
/** Tabs shown only to operators holding a permission beyond players.read (the server checks anyway). */
const TAB_PERMISSION: Partial<Record<TabKey, string>> = { verification: 'compliance.read', risk: 'compliance.read' };
/** Fairness proof fields first in the rounds tab. */
const ROUND_FIRST = ['roundId', 'gameName', 'bet', 'win', 'status', 'details', 'serverSeedHash', 'serverSeed', 'clientSeed', 'nonce', 'createdAt'];

export default function PlayerScreen() {
  const { t } = useTranslation();
  const { account = '' } = useParams();
  useMerchantInUrl();
  const { merchant } = useOneMerchant();
  const { can } = useSession();
  const setStatus = useSetMemberStatus();
  // the open tab is in the URL: a link can open the ledger directly, a reload keeps it
  const [filters, setFilters] = useUrlFilters({ tab: 'profile' });
  const tabs = TABS.filter((key) => {
    const permission = TAB_PERMISSION[key];
    return permission === undefined || can(permission);
  });
  const tab = (tabs.includes(filters.tab as TabKey) ? filters.tab : 'profile') as TabKey;
  const setTab = (key: TabKey) => setFilters({ tab: key });
  const [statusDialog, setStatusDialog] = useState(false);

  const detail = useQuery(memberQueryOptions(account, merchant));
  // the exclusion in force shows in the header whichever tab is open (the Protection tab reads the same answer)
  const protection = useQuery(memberProtectionQueryOptions(account, merchant));
  const exclusion = protection.data?.exclusion ?? null;
  // so is a review holding the player's withdrawals, and the player's tags (the Risk tab reads the same answer)
  const risk = useQuery(memberRiskQueryOptions(account, merchant, can('compliance.read')));
  const tags = risk.data?.tags ?? [];

  if (detail.isPending) return <Loading />;
  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const { profile, vip, agentChain } = detail.data;
  const enabled = profile.status === 'enabled';

  return (
    <>
      <nav aria-label={t('common.breadcrumb')} className="breadcrumb">
        <Link to="/players">{t('nav.players')}</Link> <span aria-hidden="true">/</span> <span>{account}</span>
      </nav>
      <PageHeader
        title={profile.nickname ? `${profile.account} · ${profile.nickname}` : profile.account}
        actions={
          can('players.manage') && (
            <button type="button" className={enabled ? 'btn btn-danger' : 'btn btn-primary'} onClick={() => setStatusDialog(true)}>
              {enabled ? t('players.disable') : t('players.enable')}
            </button>
          )
        }
      >
        <div className="header-meta">
          <StatusBadge value={profile.status} />
          {exclusion && protection.data && <ExclusionBadge exclusion={exclusion} timeZone={protection.data.timeZone} />}
          {risk.data?.review && <UnderReviewBadge />}
          <span className="chip">
            {t('players.vip')} {vip.level}
            {vip.name ? ` · ${vip.name}` : ''}
          </span>
          <span className="chip">{merchant}</span>
          {agentChain.length > 0 && (
            <span className="muted" aria-label={t('players.agentChain')}>
              {t('players.agentChain')}: {agentChain.join(' › ')}
            </span>
          )}
          {tags.length > 0 && (
            <ul className="tag-list header-tags" aria-label={t('risk.tags.title')}>
              {tags.map((tag) => (
                <li key={tag} className="chip chip-tag">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </PageHeader>
      <Tabs idPrefix="player" label={t('players.sections')} value={tab} onChange={setTab} tabs={tabs.map((key) => ({ key, label: t(`players.tabs.${key}`) }))} />
      <TabPanel idPrefix="player" active={tab}>
        {tab === 'profile' && <Profile detail={detail.data} />}
        {tab === 'balances' && (
          <>
            <Balances detail={detail.data} />
            <ActivitySummary detail={detail.data} />
          </>
        )}
        {tab === 'protection' && <ProtectionTab key={`${merchant}:${account}`} account={account} merchant={merchant} canManage={can('players.manage')} />}
        {tab === 'verification' && <VerificationTab key={`${merchant}:${account}`} account={account} merchant={merchant} />}
        {tab === 'risk' && <RiskTab key={`${merchant}:${account}`} account={account} merchant={merchant} canReview={can('compliance.manage')} canTag={can('compliance.manage')} />}
        {tab === 'ledger' && <LedgerTab key={`${merchant}:${account}`} account={account} merchant={merchant} />}
        {tab === 'bonuses' && (
          <BonusGrantsTable key={`${merchant}:${account}`} merchant={merchant} of={{ account }} currency={detail.data.currency} canManage={can('players.manage')} label={t('players.tabs.bonuses')} />
        )}
        {tab !== 'profile' && tab !== 'balances' && tab !== 'protection' && tab !== 'verification' && tab !== 'risk' && tab !== 'ledger' && tab !== 'bonuses' && <PlayerListTab key={tab} account={account} merchant={merchant} list={tab} canManage={can('players.manage')} />}
      </TabPanel>
      {statusDialog && (
        <ReasonDialog
          title={enabled ? t('players.disableTitle', { account }) : t('players.enableTitle', { account })}
          description={enabled ? t('players.disableHelp') : undefined}
          confirmLabel={enabled ? t('players.disable') : t('players.enable')}
          danger={enabled}
          min={1}
          onClose={() => setStatusDialog(false)}
          onConfirm={async (reason) => {
            await setStatus.mutateAsync({ account, merchant, enabled: !enabled, reason });
            toast.success(enabled ? t('players.disabled') : t('players.enabled'));
          }}
        />
      )}
    </>
  );
}

function Profile({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation();
  const p = detail.profile;
  const rows: Array<[string, React.ReactNode]> = [
    [t('players.account'), p.account],
    [t('players.nickname'), p.nickname ?? '—'],
    [t('players.realName'), p.realName ?? '—'],
    [t('players.mobile'), p.mobile ?? '—'],
    [t('players.email'), p.email ?? '—'],
    [t('players.birthday'), p.birthday ?? '—'],
    [t('players.type'), `${t(`players.roles.${roleOf(p.type)}`)} (${p.type})`],
    [t('players.invitationCode'), p.invitationCode ?? '—'],
    [t('players.registeredIp'), p.registeredIp ?? '—'],
    [t('players.registered'), formatTime(p.createdAt)],
    [t('players.lastLogin'), formatTime(p.lastLoginAt)],
    [t('players.agent'), p.agent ?? '—'],
    [t('players.agentChain'), detail.agentChain.length ? detail.agentChain.join(' › ') : '—'],
    [t('players.vip'), `${detail.vip.level}${detail.vip.name ? ` · ${detail.vip.name}` : ''}`],
  ];
  return (
    <dl className="facts facts-grid card">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function Balances({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation();
  const { balances, currency } = detail;
  return (
    <dl className="facts facts-grid card">
      {(['balance', 'bonus', 'held'] as const).map((k) => (
        <div key={k}>
          <dt>{t(`players.balances.${k}`)}</dt>
          <dd className="num-big">{formatAmount(balances[k], currency)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The player's all-time figures, as the glossary defines them (the server's activity module counts them). */
function ActivitySummary({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation();
  const { activity: a, currency } = detail;
  const money = (value: string) => formatAmount(value, currency);
  const rows: Array<[string, string]> = [
    [t('players.activity.validBets'), money(a.validBets)],
    [t('players.activity.wins'), money(a.wins)],
    [t('players.activity.ggr'), money(a.ggr)],
    [t('players.activity.rounds'), String(a.rounds)],
    [t('players.activity.deposits'), t('players.activity.count', { amount: money(a.deposits), count: a.depositCount })],
    [t('players.activity.withdrawals'), t('players.activity.count', { amount: money(a.withdrawals), count: a.withdrawalCount })],
    [t('players.activity.firstDeposit'), a.firstDeposit ? t('players.activity.firstOn', { amount: money(a.firstDeposit.amount), day: a.firstDeposit.day }) : '—'],
  ];
  return (
    <section aria-label={t('players.activity.title')}>
      <h2 className="section-title">{t('players.activity.title')}</h2>
      <dl className="facts facts-grid card">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function PlayerListTab({ account, merchant, list, canManage }: { account: string; merchant: string; list: PlayerList; canManage: boolean }) {
  const { t } = useTranslation();
  const endSession = useEndMemberSession();
  const endSessions = useEndMemberSessions();
  const query = useInfiniteQuery(memberHistoryQueryOptions(account, list, merchant));
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);
  const [error, setError] = useState<unknown>(null);

  const columns = useMemo(() => {
    let base = recordColumns(rows, cellText);
    if (list === 'rounds') {
      const rank = (id: string) => (ROUND_FIRST.includes(id) ? ROUND_FIRST.indexOf(id) : 100);
      base = [...base].sort((a, b) => rank(a.id!) - rank(b.id!));
    }
    if (list === 'sessions' && canManage) {
      const end: ColumnDef<Record<string, unknown>, unknown> = {
        id: 'actions',
        header: t('common.actions'),
        enableSorting: false,
        cell: (c) => {
          const id = c.row.original.id;
          if (typeof id !== 'string' && typeof id !== 'number') return null;
          return (
            <button
              type="button"
              className="btn btn-sm btn-danger-ghost"
              onClick={async () => {
                try {
                  await endSession.mutateAsync({ account, merchant, id });
                  toast.success(t('players.sessionEnded'));
                } catch (e) {
                  setError(e);
                }
              }}
            >
              {t('players.endSession')}
            </button>
          );
        },
      };
      base = [...base, end];
    }
    return base;
  }, [rows, list, canManage, t, account, merchant, endSession]);

  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      {list === 'notes' && canManage && <NoteForm account={account} merchant={merchant} />}
      {error !== null && <ErrorState error={error} />}
      <DataTable
        label={t(`players.tabs.${list}`)}
        data={rows}
        columns={columns}
        loading={query.isPending}
        csvName={`${account}-${list}`}
        toolbar={
          list === 'sessions' && canManage && rows.length > 0 ? (
            <button
              type="button"
              className="btn btn-sm btn-danger"
              onClick={async () => {
                try {
                  await endSessions.mutateAsync({ account, merchant });
                  toast.success(t('players.allSessionsEnded'));
                } catch (e) {
                  setError(e);
                }
              }}
            >
              {t('players.endAllSessions')}
            </button>
          ) : undefined
        }
      />
      {query.hasNextPage && (
        <button type="button" className="btn load-more" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('common.loadMore')}
        </button>
      )}
    </>
  );
}

function NoteForm({ account, merchant }: { account: string; merchant: string }) {
  const { t } = useTranslation();
  const addNote = useAddMemberNote();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    setBusy(true);
    setError(null);
    try {
      await addNote.mutateAsync({ account, merchant, text: value });
      setText('');
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card form note-form" onSubmit={submit}>
      <label className="field">
        <span>{t('players.addNote')}</span>
        <textarea rows={2} maxLength={1000} value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      {error !== null && <ErrorState error={error} />}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy || !text.trim()}>
          {t('players.saveNote')}
        </button>
      </div>
    </form>
  );
}
