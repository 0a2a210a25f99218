import type { Reward, RewardClaim, Task } from '@lobby/contract';
import type { TFunction } from 'i18next';
import type { MoneyFormatter } from '@/shared/api/system/use-money-format';
import type { DateFormatter } from '@/shared/hooks/use-date-format';

/** A rate in basis points as people read it: 50 -> 0.5%. */
export function ratePercent(bp: number): string {
  return `${(bp / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
}

/** A local date (YYYY-MM-DD) moved by whole days: calendar arithmetic, no time zone involved. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The last date of the month a local date is in. */
export function endOfMonth(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/**
 * When a reward can be claimed, or until when, in the merchant's calendar: from the server's local dates,
 * so a phone set to another time zone names the same day.
 */
export function rewardWhen(t: TFunction, reward: Reward, claimDays: number, dates: Pick<DateFormatter, 'day'>): string | null {
  if (!reward.day) return null;
  if (reward.kind === 'rebate') {
    return reward.claimable ? t('rewards.expiresOn', { date: dates.day(addDays(reward.day, claimDays)) }) : t('rewards.availableTomorrow');
  }
  if (reward.kind === 'birthday') {
    return reward.claimable
      ? t('rewards.expiresOn', { date: dates.day(endOfMonth(reward.day)) })
      : t('rewards.availableOn', { date: dates.day(reward.day) });
  }
  return null;
}

export function rewardTitle(t: TFunction, reward: Pick<Reward | RewardClaim, 'kind' | 'levelName'>): string {
  switch (reward.kind) {
    case 'vip_level_up':
      return t('rewards.kind.vip_level_up', { level: reward.levelName ?? '' });
    case 'birthday':
      return t('rewards.kind.birthday');
    case 'rebate':
      return t('rewards.kind.rebate');
    default:
      return t('rewards.kind.task');
  }
}

export function rewardDetail(t: TFunction, reward: Reward, money: MoneyFormatter, dates: Pick<DateFormatter, 'day'>): string {
  switch (reward.kind) {
    case 'vip_level_up':
      return t('rewards.detail.levelUp', { level: reward.levelName ?? '' });
    case 'birthday':
      return t('rewards.detail.birthday', { level: reward.levelName ?? '' });
    case 'rebate':
      return t('rewards.detail.rebate', {
        rate: ratePercent(reward.rebateBp ?? 0),
        bets: money(reward.validBet ?? 0),
        day: reward.day ? dates.day(reward.day) : '',
      });
    default:
      return '';
  }
}

/** What a task asks, in words: "Deposit ₱500", "Play 10 rounds of in-house games". */
export function taskTitle(t: TFunction, task: Task, money: MoneyFormatter): string {
  switch (task.kind) {
    case 'login':
      return task.target === 1 ? t('tasks.title.loginOnce') : t('tasks.title.login', { count: task.target });
    case 'deposit':
      return t('tasks.title.deposit', { amount: money(task.target, { whole: true }) });
    case 'valid_bet':
      return t('tasks.title.validBet', { amount: money(task.target, { whole: true }) });
    default:
      return task.gameType
        ? t('tasks.title.roundsOf', { count: task.target, type: gameTypeText(t, task.gameType) })
        : t('tasks.title.rounds', { count: task.target });
  }
}

function gameTypeText(t: TFunction, type: string): string {
  if (type === 'INHOUSE') return t('tasks.gameType.INHOUSE');
  if (type === 'RNG') return t('tasks.gameType.RNG');
  return type;
}

/** "5 h 12 min" until a moment, at least a minute. */
export function durationText(t: TFunction, ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return t('tasks.duration.days', { d: days, h: hours });
  return t('tasks.duration.hours', { h: hours, m: minutes % 60 });
}
