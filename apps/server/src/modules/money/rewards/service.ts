import { isCalendarDate, levelProgressPercent, REBATE_CLAIM_DAYS, rebateFor, REWARD_WAGERING_MULTIPLIER } from '@lobby/contract';
import type {
  RankProgress,
  Reward,
  RewardCenter,
  RewardClaim,
  RewardHistory,
  RewardKind,
  Task,
  TaskKind,
  TaskPeriod,
  Tasks,
  VipLevels,
} from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database, RewardClaimRow, RewardTaskRow } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { centsToAmount } from '../../../lib/money.ts';
import type { ActivityService, DayRange } from '../activity/index.ts';
import type { BonusService } from '../bonus/index.ts';
import type { LedgerService, Purse } from '../ledger/index.ts';
import type { MemberRepository } from '../../accounts/member/index.ts';
import type { SessionService } from '../../../core/sessions/service.ts';
import { localDate, nextDayStart, nextWeekStart, previousDayStart, startOfDate, startOfLocalDay, startOfLocalWeek } from './days.ts';
import { createRewardsRepository } from './repository.ts';
import type { RewardsRepository, VipLevelRecord } from './repository.ts';

/** What the service needs of the request's merchant. */
export interface RewardsMerchant {
  code: string;
  timeZone: string;
  currency: { code: string };
}

export interface RewardsServiceDeps {
  db: Kysely<Database>;
  ledger: LedgerService;
  bonus: BonusService;
  members: MemberRepository;
  /** sign-ins, for the login tasks */
  sessions: Pick<SessionService, 'loginsBetween'>;
  /** valid bets, rounds and credited deposits: the one source of those figures */
  activity: Pick<ActivityService, 'totals' | 'rounds'>;
  now: () => number;
}

interface Standing {
  memberId: number;
  birthday: string | null;
  labelId: number | null;
  levels: VipLevelRecord[];
  validBetCents: number;
  depositCents: number;
  /** null: not in the VIP programme (no rank) */
  current: VipLevelRecord | null;
  currentLevel: number | null;
  next: VipLevelRecord | null;
  /** the rank reached by activity when it is above the stored one */
  raiseTo: VipLevelRecord | null;
}

interface Offer {
  kind: RewardKind;
  amount: number;
  detail: ClaimDetail;
}

interface ClaimDetail {
  level?: number;
  levelName?: string;
  day?: string;
  taskKind?: TaskKind;
  taskPeriod?: TaskPeriod;
}

const MONEY_TASKS: ReadonlySet<string> = new Set(['deposit', 'valid_bet']);

/** Days and epoch-ms bounds of a reward period: activity counts by the merchant's local days. */
interface Period {
  from: number;
  to: number;
  days: DayRange;
}

/**
 * VIP levels from real activity (lifetime valid bets and credited deposits), the rewards they bring
 * (level-up, birthday, daily rebate) and the daily and weekly tasks. Each answer reads the member's activity
 * days (valid bets, rounds, deposits) and login events, and a claim decides again inside its own
 * transaction, on what it commits with, where a unique key per member and reward makes it happen once.
 */
export function createRewardsService(deps: RewardsServiceDeps) {
  const { ledger, bonus, members, sessions, activity, now } = deps;
  const reader = createRewardsRepository(deps.db);

  async function standing(repo: RewardsRepository, on: Kysely<Database>, memberId: number, merchantCode: string): Promise<Standing> {
    const member = await repo.member(memberId);
    if (!member) throw new AppError('member.not.found');
    const levels = await repo.levels(merchantCode);
    const base = { memberId, birthday: member.birthday, labelId: member.club_label_id, levels };
    if (member.club_label_id === null) {
      return { ...base, validBetCents: 0, depositCents: 0, current: null, currentLevel: null, next: null, raiseTo: null };
    }
    const lifetime = await activity.totals({ memberId }, {}, on);
    const validBetCents = lifetime.validBet;
    const depositCents = lifetime.depositCredited;
    let reached: VipLevelRecord | null = null;
    for (const level of levels) {
      if (validBetCents >= level.requiredValidBetCents && depositCents >= level.requiredDepositCents) reached = level;
    }
    const labelLevel = member.label_level ?? 0;
    const currentLevel = Math.max(reached?.level ?? 0, labelLevel);
    return {
      ...base,
      validBetCents,
      depositCents,
      current: levels.find((l) => l.level === currentLevel) ?? null,
      currentLevel,
      next: levels.find((l) => l.level > currentLevel) ?? null,
      raiseTo: reached && reached.level > labelLevel ? reached : null,
    };
  }

  /** Reads a standing and keeps the stored rank up with it (the header and member info show the label). */
  async function currentStanding(memberId: number, merchantCode: string): Promise<Standing> {
    const s = await standing(reader, deps.db, memberId, merchantCode);
    if (s.raiseTo && s.labelId !== null) {
      await members.raiseClubLabel(memberId, s.labelId, s.raiseTo.labelId);
      s.labelId = s.raiseTo.labelId;
    }
    return s;
  }

  function progressPercent(s: Standing): number {
    if (!s.next) return 100;
    return levelProgressPercent(
      { validBetCents: s.validBetCents, depositCents: s.depositCents },
      { requiredValidBetCents: s.next.requiredValidBetCents, requiredDepositCents: s.next.requiredDepositCents },
    );
  }

  function birthdayMonth(birthday: string | null): number | null {
    return birthday && isCalendarDate(birthday) ? Number(birthday.slice(5, 7)) : null;
  }

  /** What a reward key is worth now; throws when it names nothing, or nothing claimable yet. */
  async function offerFor(on: Kysely<Database>, s: Standing, key: string, merchant: RewardsMerchant, at: number): Promise<Offer> {
    const [prefix, arg = ''] = key.split(':') as [string, string?];
    if (!s.current) throw new AppError('reward.not.found');
    if (prefix === 'vip') {
      const level = s.levels.find((l) => l.level === Number(arg));
      if (!level || level.level < 2 || level.levelUpBonusCents <= 0) throw new AppError('reward.not.found');
      if (level.level > (s.currentLevel ?? 0)) throw new AppError('reward.not.claimable');
      return { kind: 'vip_level_up', amount: level.levelUpBonusCents, detail: { level: level.level, levelName: level.name } };
    }
    if (prefix === 'birthday') {
      const month = birthdayMonth(s.birthday);
      if (month === null || s.current.birthdayBonusCents <= 0) throw new AppError('reward.not.found');
      const today = localDate(at, merchant.timeZone);
      if (arg !== today.slice(0, 4) || Number(today.slice(5, 7)) !== month) throw new AppError('reward.not.claimable');
      return { kind: 'birthday', amount: s.current.birthdayBonusCents, detail: { level: s.current.level, levelName: s.current.name } };
    }
    if (prefix === 'rebate') {
      if (!isCalendarDate(arg)) throw new AppError('request.invalid', { message: 'This is not a calendar date.' });
      const today = startOfLocalDay(at, merchant.timeZone);
      const dayStart = startOfDate(arg, merchant.timeZone);
      let oldest = today;
      for (let i = 0; i < REBATE_CLAIM_DAYS; i++) oldest = previousDayStart(oldest, merchant.timeZone);
      if (dayStart >= today || dayStart < oldest) throw new AppError('reward.not.claimable');
      const bets = (await activity.totals({ memberId: s.memberId }, { from: arg, to: arg }, on)).validBet;
      const amount = rebateFor(bets, s.current.rebateBp);
      if (amount <= 0) throw new AppError('reward.not.claimable');
      return { kind: 'rebate', amount, detail: { day: arg, level: s.current.level, levelName: s.current.name } };
    }
    throw new AppError('reward.not.found');
  }

  function claimView(row: RewardClaimRow, replayed: boolean): RewardClaim {
    const detail = JSON.parse(row.detail) as ClaimDetail;
    return {
      id: row.id,
      key: row.claim_key,
      kind: row.kind as RewardKind,
      amount: centsToAmount(Number(row.amount_cents)),
      wageringRequired: centsToAmount(Number(row.wagering_required_cents)),
      createdAt: Number(row.created_at),
      level: detail.level ?? null,
      levelName: detail.levelName ?? null,
      day: detail.day ?? null,
      taskKind: detail.taskKind ?? null,
      taskPeriod: detail.taskPeriod ?? null,
      replayed,
    };
  }

  /** Writes the claim and pays it, in the caller's transaction; a claim made before answers as it was. */
  async function pay(
    book: Parameters<Parameters<LedgerService['run']>[0]>[0],
    repo: RewardsRepository,
    purse: Purse,
    key: string,
    decide: () => Promise<Offer>,
  ): Promise<RewardClaim> {
    const existing = await repo.claim(purse.memberId, key);
    if (existing) return claimView(existing, true);
    const offer = await decide();
    const wagering = offer.amount * REWARD_WAGERING_MULTIPLIER;
    const row = await repo.insertClaim({
      merchant_code: purse.merchantCode,
      member_id: purse.memberId,
      kind: offer.kind,
      claim_key: key,
      amount_cents: offer.amount,
      currency: purse.currency,
      wagering_required_cents: wagering,
      detail: JSON.stringify(offer.detail),
      created_at: now(),
    });
    await bonus.grantReward(book, purse, {
      ruleCode: `REWARD_${offer.kind.toUpperCase()}`,
      sourceRef: `${purse.memberId}:${key}`,
      amount: offer.amount,
      wageringRequired: wagering,
    });
    return claimView(row, false);
  }

  function periodSpan(period: TaskPeriod, at: number, timeZone: string): Period {
    const from = period === 'weekly' ? startOfLocalWeek(at, timeZone) : startOfLocalDay(at, timeZone);
    const to = period === 'weekly' ? nextWeekStart(from, timeZone) : nextDayStart(from, timeZone);
    return { from, to, days: { from: localDate(from, timeZone), to: localDate(to - 1, timeZone) } };
  }

  function taskKey(task: RewardTaskRow, span: { from: number }, timeZone: string): string {
    return `task:${task.code}:${localDate(span.from, timeZone)}`;
  }

  async function taskProgress(repo: RewardsRepository, on: Kysely<Database>, memberId: number, task: RewardTaskRow, span: Period): Promise<number> {
    switch (task.kind as TaskKind) {
      case 'login':
        return sessions.loginsBetween(memberId, span, on);
      case 'deposit':
        return (await activity.totals({ memberId }, span.days, on)).depositCredited;
      case 'valid_bet':
        return (await activity.totals({ memberId }, span.days, on)).validBet;
      case 'rounds':
        return activity.rounds(memberId, span.days, task.game_type, on);
      default:
        return 0;
    }
  }

  const vipLevelView = (l: VipLevelRecord) => ({
    level: l.level,
    name: l.name,
    requiredValidBet: centsToAmount(l.requiredValidBetCents),
    requiredDeposit: centsToAmount(l.requiredDepositCents),
    levelUpBonus: centsToAmount(l.levelUpBonusCents),
    rebateBp: l.rebateBp,
    birthdayBonus: centsToAmount(l.birthdayBonusCents),
  });

  return {
    /** The levels, with the member's standing when a real member asks. */
    async vipLevels(merchant: RewardsMerchant, memberId: number | null): Promise<VipLevels> {
      if (memberId === null) {
        const levels = await reader.levels(merchant.code);
        return { currency: merchant.currency.code, levels: levels.map(vipLevelView), member: null };
      }
      const s = await currentStanding(memberId, merchant.code);
      return {
        currency: merchant.currency.code,
        levels: s.levels.map(vipLevelView),
        member: {
          level: s.currentLevel,
          validBetTotal: centsToAmount(s.validBetCents),
          depositTotal: centsToAmount(s.depositCents),
          nextLevel: s.next?.level ?? null,
          progressPercent: s.current ? progressPercent(s) : 0,
        },
      };
    },

    /**
     * The header's rank progress, in the shape it always had: with a rank, the per cent (of 100) towards
     * the next level; at the top (or without levels) 0 of 0, which the rule shows as full.
     */
    async rankProgress(memberId: number, merchantCode: string): Promise<RankProgress> {
      const s = await currentStanding(memberId, merchantCode);
      if (s.labelId === null) {
        return {
          currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
          playerRankProgress: { labelId: null, labelName: null, nextLabelName: null },
        };
      }
      const label = await members.clubLabel(s.labelId);
      return {
        currentProgress: s.next
          ? { completedConditions: progressPercent(s), totalExpectedConditions: 100 }
          : { completedConditions: 0, totalExpectedConditions: 0 },
        playerRankProgress: { labelId: s.labelId, labelName: label?.name ?? null, nextLabelName: s.next?.name ?? null },
      };
    },

    async center(purse: Purse, merchant: RewardsMerchant): Promise<RewardCenter> {
      const at = now();
      const s = await currentStanding(purse.memberId, merchant.code);
      const rewards: Reward[] = [];
      const empty = { availableAt: null, expiresAt: null, level: null, levelName: null, day: null, validBet: null, rebateBp: null };
      if (s.current) {
        const tz = merchant.timeZone;
        const claimedOnce = await reader.claimKeysLike(purse.memberId, 'vip:');
        for (const level of s.levels) {
          if (level.level < 2 || level.level > (s.currentLevel ?? 0) || level.levelUpBonusCents <= 0) continue;
          const key = `vip:${level.level}`;
          if (claimedOnce.has(key)) continue;
          rewards.push({ ...empty, key, kind: 'vip_level_up', amount: centsToAmount(level.levelUpBonusCents), claimable: true, level: level.level, levelName: level.name });
        }

        const month = birthdayMonth(s.birthday);
        if (month !== null && s.current.birthdayBonusCents > 0) {
          const today = localDate(at, tz);
          const year = Number(today.slice(0, 4));
          const thisMonth = Number(today.slice(5, 7));
          const pad = (n: number) => String(n).padStart(2, '0');
          const claimYear = thisMonth > month ? year + 1 : year;
          const key = `birthday:${claimYear}`;
          if (!(await reader.claimKeys(purse.memberId, [key])).has(key)) {
            const monthStart = startOfDate(`${claimYear}-${pad(month)}-01`, tz);
            const nextMonthStart = startOfDate(month === 12 ? `${claimYear + 1}-01-01` : `${claimYear}-${pad(month + 1)}-01`, tz);
            const claimable = thisMonth === month && claimYear === year;
            rewards.push({
              ...empty,
              key,
              kind: 'birthday',
              amount: centsToAmount(s.current.birthdayBonusCents),
              claimable,
              availableAt: claimable ? null : monthStart,
              expiresAt: nextMonthStart,
              // the local date the month starts, so screens name the day the merchant means
              day: `${claimYear}-${pad(month)}-01`,
              level: s.current.level,
              levelName: s.current.name,
            });
          }
        }

        if (s.current.rebateBp > 0) {
          const today = startOfLocalDay(at, tz);
          const tomorrow = nextDayStart(today, tz);
          const days: { start: number; end: number; date: string }[] = [{ start: today, end: tomorrow, date: localDate(today, tz) }];
          let start = today;
          for (let i = 0; i < REBATE_CLAIM_DAYS; i++) {
            const end = start;
            start = previousDayStart(start, tz);
            days.push({ start, end, date: localDate(start, tz) });
          }
          const claimed = await reader.claimKeys(purse.memberId, days.map((d) => `rebate:${d.date}`));
          for (const [index, day] of days.entries()) {
            const key = `rebate:${day.date}`;
            if (claimed.has(key)) continue;
            const bets = (await activity.totals({ memberId: purse.memberId }, { from: day.date, to: day.date })).validBet;
            const amount = rebateFor(bets, s.current.rebateBp);
            if (amount <= 0) continue;
            // A day's rebate may be claimed from the next day for REBATE_CLAIM_DAYS days.
            let expires = day.end;
            for (let i = 0; i < REBATE_CLAIM_DAYS; i++) expires = nextDayStart(expires, tz);
            rewards.push({
              ...empty,
              key,
              kind: 'rebate',
              amount: centsToAmount(amount),
              claimable: index > 0,
              availableAt: index === 0 ? tomorrow : null,
              expiresAt: index === 0 ? null : expires,
              day: day.date,
              validBet: centsToAmount(bets),
              rebateBp: s.current.rebateBp,
              level: s.current.level,
              levelName: s.current.name,
            });
          }
        }
      }
      return { currency: merchant.currency.code, rewards, wageringMultiplier: REWARD_WAGERING_MULTIPLIER };
    },

    async claimReward(purse: Purse, merchant: RewardsMerchant, key: string): Promise<RewardClaim> {
      return ledger.run(async (book) => {
        const repo = createRewardsRepository(book.tx);
        return pay(book, repo, purse, key, async () => {
          const s = await standing(repo, book.tx, purse.memberId, merchant.code);
          return offerFor(book.tx, s, key, merchant, now());
        });
      });
    },

    async history(memberId: number, beforeId: number | undefined): Promise<RewardHistory> {
      const limit = 20;
      const rows = await reader.history(memberId, beforeId, limit + 1);
      const page = rows.slice(0, limit);
      return {
        list: page.map((r) => claimView(r, false)),
        nextBeforeId: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
      };
    },

    async tasks(purse: Purse, merchant: RewardsMerchant): Promise<Tasks> {
      const at = now();
      const tz = merchant.timeZone;
      const spans = { daily: periodSpan('daily', at, tz), weekly: periodSpan('weekly', at, tz) };
      const rows = await reader.tasks(merchant.code);
      const keys = rows.map((t) => taskKey(t, spans[t.period as TaskPeriod], tz));
      const claimed = await reader.claimKeys(purse.memberId, keys);
      const daily: Task[] = [];
      const weekly: Task[] = [];
      for (const [index, task] of rows.entries()) {
        const period = task.period as TaskPeriod;
        const progress = await taskProgress(reader, deps.db, purse.memberId, task, spans[period]);
        const target = Number(task.target);
        const money = MONEY_TASKS.has(task.kind);
        const view: Task = {
          id: task.id,
          code: task.code,
          period,
          kind: task.kind as TaskKind,
          target: money ? centsToAmount(target) : target,
          progress: money ? centsToAmount(Math.min(progress, target)) : Math.min(progress, target),
          gameType: task.game_type,
          reward: centsToAmount(Number(task.reward_cents)),
          completed: progress >= target,
          claimed: claimed.has(keys[index] ?? ''),
        };
        (period === 'weekly' ? weekly : daily).push(view);
      }
      return { currency: merchant.currency.code, daily, weekly, dailyResetsAt: spans.daily.to, weeklyResetsAt: spans.weekly.to };
    },

    async claimTask(purse: Purse, merchant: RewardsMerchant, taskId: number): Promise<RewardClaim> {
      return ledger.run(async (book) => {
        const repo = createRewardsRepository(book.tx);
        const task = await repo.task(merchant.code, taskId);
        if (!task) throw new AppError('reward.not.found');
        const period = task.period as TaskPeriod;
        const span = periodSpan(period, now(), merchant.timeZone);
        return pay(book, repo, purse, taskKey(task, span, merchant.timeZone), async () => {
          const progress = await taskProgress(repo, book.tx, purse.memberId, task, span);
          if (progress < Number(task.target)) throw new AppError('reward.not.claimable');
          return { kind: 'task', amount: Number(task.reward_cents), detail: { taskKind: task.kind as TaskKind, taskPeriod: period } };
        });
      });
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
