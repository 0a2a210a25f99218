import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Reward } from '@lobby/contract';
import { REBATE_CLAIM_DAYS } from '@lobby/contract/rules';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { failureText } from '@/shared/lib/http';
import { getHref } from '@/shared/lib/paths';
import { toast } from '@/shared/lib/toast';
import { EmptyState } from '@/shared/ui/empty-state';
import { CalendarIcon, CrownIcon, GiftIcon, RecordIcon, TaskIcon, TrophyIcon } from '@/shared/ui/icons';
import { RetryBlock, RowSkeletons } from '@/shared/ui/list-states';
import { useClaimReward } from './api/claim-reward';
import { useRewardCenter } from './api/get-reward-center';
import { useRewardHistory } from './api/get-reward-history';
import { ClaimButton } from './claim-button';
import { rewardDetail, rewardTitle, rewardWhen } from './reward-format';
import { VipLevelsPanel } from './vip-levels';
import './rewards.css';

type Tab = 'rewards' | 'history' | 'vip';
const TABS: readonly Tab[] = ['rewards', 'history', 'vip'];

const KIND_ICON = { vip_level_up: CrownIcon, birthday: GiftIcon, rebate: TrophyIcon, task: TaskIcon } as const;

/** /m/rewardCenter: rewards to claim, the claimed ones, and the VIP levels; only where REWCEN3 is on. */
export function RewardCenterScreen() {
  const { t } = useTranslation();
  const info = useStatusInfo();
  const enabled = info?.whitelabel.REWCEN3 === true;
  const [tab, setTab] = useState<Tab>('rewards');
  const id = useId();

  if (info && !enabled) {
    return (
      <div className="rewards-page">
        <EmptyState
          icon={TrophyIcon}
          title={t('rewards.unavailable.title')}
          text={t('rewards.unavailable.text')}
          action={
            <Link to={getHref('customerTask')} className="btn btn--secondary">
              {t('routes.customerTask')}
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className="rewards-page">
      <div className="rewards-tabs" role="tablist" aria-label={t('routes.rewardCenter')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            className={`rewards-tabs__tab${tab === name ? ' rewards-tabs__tab--on' : ''}`}
            onClick={() => setTab(name)}
          >
            {t(`rewards.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`}>
        {tab === 'rewards' ? <RewardsPanel enabled={enabled} /> : null}
        {tab === 'history' ? <HistoryPanel /> : null}
        {tab === 'vip' ? <VipLevelsPanel member /> : null}
      </div>
    </div>
  );
}

function RewardsPanel({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const query = useRewardCenter(enabled);
  const claim = useClaimReward();
  const money = useMoneyFormat();

  if (query.isPending) return <RowSkeletons count={3} />;
  if (query.isError) return <RetryBlock onRetry={() => void query.refetch()} />;
  const { rewards, wageringMultiplier } = query.data;
  const ready = rewards.filter((r) => r.claimable);
  const coming = rewards.filter((r) => !r.claimable);
  const total = ready.reduce((sum, r) => sum + r.amount, 0);

  function onClaim(reward: Reward) {
    claim.mutate(reward.key, {
      onSuccess: (claimed) => toast.success(t('rewards.claimedToast', { amount: money(claimed.amount) })),
      onError: (error) => toast.error(failureText(error)),
    });
  }

  return (
    <>
      <section className="rewards-summary" aria-labelledby="rewards-summary-title">
        <p id="rewards-summary-title" className="rewards-summary__label">
          {t('rewards.readyTotal')}
        </p>
        <p className="rewards-summary__amount">{money(total)}</p>
        <p className="rewards-summary__note">{t('rewards.wagering', { times: wageringMultiplier })}</p>
      </section>

      {rewards.length === 0 ? (
        <EmptyState icon={GiftIcon} title={t('rewards.empty')} text={t('rewards.emptyHint')} />
      ) : null}

      {ready.length > 0 ? (
        <section aria-labelledby="rewards-ready">
          <h2 id="rewards-ready" className="rewards-heading">
            {t('rewards.ready')}
          </h2>
          <ul className="reward-list">
            {ready.map((reward) => (
              <RewardCard
                key={reward.key}
                reward={reward}
                state={claim.isPending && claim.variables === reward.key ? 'pending' : 'ready'}
                onClaim={() => onClaim(reward)}
              />
            ))}
          </ul>
        </section>
      ) : null}

      {coming.length > 0 ? (
        <section aria-labelledby="rewards-coming">
          <h2 id="rewards-coming" className="rewards-heading">
            {t('rewards.coming')}
          </h2>
          <ul className="reward-list">
            {coming.map((reward) => (
              <RewardCard key={reward.key} reward={reward} state="locked" onClaim={() => undefined} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function RewardCard({ reward, state, onClaim }: { reward: Reward; state: 'ready' | 'pending' | 'locked'; onClaim: () => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const dates = useDateFormat();
  const Icon = KIND_ICON[reward.kind];
  const title = rewardTitle(t, reward);
  const when = rewardWhen(t, reward, REBATE_CLAIM_DAYS, dates);
  return (
    <li className={`reward-card reward-card--${reward.kind}`}>
      <span className="reward-card__icon" aria-hidden="true">
        <Icon size="0.22rem" />
      </span>
      <div className="reward-card__body">
        <p className="reward-card__title">{title}</p>
        <p className="reward-card__detail">{rewardDetail(t, reward, money, dates)}</p>
        {when ? (
          <p className="reward-card__when">
            <CalendarIcon size="0.12rem" />
            {when}
          </p>
        ) : null}
      </div>
      <div className="reward-card__side">
        <p className="reward-card__amount">{money(reward.amount)}</p>
        <ClaimButton
          state={state}
          onClaim={onClaim}
          label={title}
          pendingLabel={reward.kind === 'rebate' ? t('rewards.tomorrow') : t('rewards.soon')}
        />
      </div>
    </li>
  );
}

function HistoryPanel() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const dates = useDateFormat();
  const query = useRewardHistory();
  if (query.isPending) return <RowSkeletons count={4} />;
  if (query.isError) return <RetryBlock onRetry={() => void query.refetch()} />;
  const list = query.data.pages.flatMap((p) => p.list);
  if (list.length === 0) return <EmptyState icon={RecordIcon} title={t('rewards.historyEmpty')} />;
  return (
    <>
      <ul className="reward-history">
        {list.map((claim) => {
          const Icon = KIND_ICON[claim.kind];
          return (
            <li key={claim.id} className="reward-history__row">
              <span className="reward-history__icon" aria-hidden="true">
                <Icon size="0.18rem" />
              </span>
              <span className="reward-history__what">
                <span className="reward-history__title">
                  {claim.kind === 'task' && claim.taskKind ? t('rewards.taskClaim', { period: t(`tasks.tabs.${claim.taskPeriod ?? 'daily'}`) }) : rewardTitle(t, claim)}
                </span>
                <span className="reward-history__date">{t('rewards.claimedOn', { date: dates.date(claim.createdAt) })}</span>
              </span>
              <span className="reward-history__amount">+{money(claim.amount)}</span>
            </li>
          );
        })}
      </ul>
      {query.hasNextPage ? (
        <button type="button" className="btn btn--secondary btn--block" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('rewards.loadMore')}
        </button>
      ) : null}
    </>
  );
}
