import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task, TaskPeriod } from '@lobby/contract';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { failureText } from '@/shared/lib/http';
import { toast } from '@/shared/lib/toast';
import { EmptyState } from '@/shared/ui/empty-state';
import { DepositIcon, DiceIcon, MemberIcon, SlotsIcon, TaskIcon, TrophyIcon } from '@/shared/ui/icons';
import { RetryBlock, RowSkeletons } from '@/shared/ui/list-states';
import { useClaimTask } from './api/claim-reward';
import { useTasks } from './api/get-tasks';
import { ClaimButton } from './claim-button';
import { durationText, taskTitle } from './reward-format';
import './rewards.css';

const PERIODS: readonly TaskPeriod[] = ['daily', 'weekly'];

function iconOf(task: Task) {
  if (task.kind === 'login') return MemberIcon;
  if (task.kind === 'deposit') return DepositIcon;
  if (task.kind === 'valid_bet') return TrophyIcon;
  return task.gameType === 'INHOUSE' ? DiceIcon : SlotsIcon;
}

/** /m/customerTask: today's and this week's missions with live progress, claimed when complete. */
export function TasksScreen() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<TaskPeriod>('daily');
  const id = useId();
  const query = useTasks();
  const claim = useClaimTask();
  const money = useMoneyFormat();

  function onClaim(task: Task) {
    claim.mutate(task.id, {
      onSuccess: (claimed) => toast.success(t('rewards.claimedToast', { amount: money(claimed.amount) })),
      onError: (error) => toast.error(failureText(error)),
    });
  }

  const list = query.data ? query.data[period] : [];
  const resetsAt = query.data ? (period === 'daily' ? query.data.dailyResetsAt : query.data.weeklyResetsAt) : null;
  const done = list.filter((task) => task.claimed).length;

  return (
    <div className="rewards-page">
      <div className="rewards-tabs" role="tablist" aria-label={t('routes.customerTask')}>
        {PERIODS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-selected={period === name}
            aria-controls={`${id}-panel`}
            className={`rewards-tabs__tab${period === name ? ' rewards-tabs__tab--on' : ''}`}
            onClick={() => setPeriod(name)}
          >
            {t(`tasks.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${period}`}>
        {query.isPending ? <RowSkeletons count={4} /> : null}
        {query.isError ? <RetryBlock onRetry={() => void query.refetch()} /> : null}
        {query.data ? (
          <>
            <div className="tasks-meta">
              <span>{t('tasks.done', { done, total: list.length })}</span>
              {resetsAt ? <span>{t('tasks.resetsIn', { time: durationText(t, resetsAt - Date.now()) })}</span> : null}
            </div>
            {list.length === 0 ? <EmptyState icon={TaskIcon} title={t('tasks.empty')} /> : null}
            <ul className="task-list">
              {list.map((task) => {
                const Icon = iconOf(task);
                const title = taskTitle(t, task, money);
                const isMoney = task.kind === 'deposit' || task.kind === 'valid_bet';
                const percent = task.target > 0 ? Math.min(100, Math.floor((task.progress / task.target) * 100)) : 100;
                const state = task.claimed ? 'claimed' : !task.completed ? 'locked' : claim.isPending && claim.variables === task.id ? 'pending' : 'ready';
                return (
                  <li key={task.id} className={`task-card${task.completed ? ' task-card--complete' : ''}`}>
                    <span className="task-card__icon" aria-hidden="true">
                      <Icon size="0.22rem" />
                    </span>
                    <div className="task-card__body">
                      <p className="task-card__title">{title}</p>
                      <div
                        className="task-card__bar"
                        role="progressbar"
                        aria-label={title}
                        aria-valuemin={0}
                        aria-valuemax={100}
                        aria-valuenow={percent}
                      >
                        <span style={{ width: `${percent}%` }} />
                      </div>
                      <p className="task-card__progress">
                        {isMoney ? `${money(task.progress)} / ${money(task.target, { whole: true })}` : `${task.progress} / ${task.target}`}
                      </p>
                    </div>
                    <div className="task-card__side">
                      <p className="task-card__reward">+{money(task.reward, { whole: true })}</p>
                      <ClaimButton state={state} onClaim={() => onClaim(task)} label={title} pendingLabel={t('tasks.inProgress')} />
                    </div>
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}
