import {
  HELP_ORGANISATIONS,
  LIMIT_COOLING_MS,
  LIMIT_KINDS,
  LIMIT_MAX_AMOUNT,
  LIMIT_MAX_MINUTES,
  LIMIT_PERIODS,
  amountToCents,
  centsToAmount,
  centsToMoneyText,
  exclusionEnd,
  isBreak,
  isMoneyLimit,
  moneyTextToCents,
} from '@lobby/contract';
import type { ExclusionDuration, ExclusionKind, Language, LimitKind, LimitPeriod, LimitView, ProtectionState } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database, RgExclusionRow, RgLimitRow, RgMemberRow } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { Tx } from '../../../db/transaction.ts';
import { AppError } from '../../../lib/app-error.ts';
import { localDate } from '../../../lib/time-zone.ts';
import type { ActivityService } from '../activity/index.ts';
import { addDays, periodAt } from './periods.ts';
import type { PeriodSpan } from './periods.ts';
import type { ProtectionRepository } from './repository.ts';

export interface ProtectionDeps {
  database: Kysely<Database>;
  repository: ProtectionRepository;
  activity: Pick<ActivityService, 'totals' | 'days'>;
  /** the merchant's time zone and currency */
  merchant(code: string, on?: Kysely<Database>): Promise<{ timeZone: string; currency: string } | undefined>;
  /** signed-in time of the member: each session's [start, last seen] since `from` */
  sessionSpans(memberId: number, from: number, on?: Kysely<Database>): Promise<Array<[number, number]>>;
  /** ends every session and remembered device of the member */
  signOutEverywhere(memberId: number): Promise<void>;
  /** the member's open real-money rounds (placed, not yet settled) since `since`: [opened at, stake in cents] */
  openStakes(memberId: number, since: number, on?: Kysely<Database>): Promise<Array<[number, number]>>;
  /** deposits the member opened and has not paid yet, still payable (`on`: the caller's transaction) */
  pendingDeposits(memberId: number, on?: Kysely<Database>): Promise<number>;
  /** forfeits the bonus money being wagered (a self-exclusion) */
  forfeitBonus(memberId: number): Promise<void>;
  now: () => number;
  log: { error(obj: unknown, msg: string): void };
}

interface Effective {
  own: number | null;
  pending: { value: number | null; effectiveAt: number } | null;
  operator: number | null;
  effective: number | null;
}

interface Usage {
  used: number;
  span: PeriodSpan;
}

const key = (kind: string, period: string) => `${kind}:${period}`;

/** A member's layer as it stands at `at`: a waiting raise or removal whose time has come counts. */
function ownAt(row: RgLimitRow | undefined, at: number): { value: number | null; pending: Effective['pending'] } {
  if (!row) return { value: null, pending: null };
  if (row.pending_at !== null && row.pending_at <= at) return { value: row.pending_remove ? null : row.pending_value, pending: null };
  const pending = row.pending_at === null ? null : { value: row.pending_remove ? null : row.pending_value, effectiveAt: row.pending_at };
  return { value: row.value, pending };
}

function effectiveOf(rows: RgLimitRow[], kind: string, period: string, at: number): Effective {
  const mine = rows.find((r) => r.kind === kind && r.period === period && r.source === 'member');
  const op = rows.find((r) => r.kind === kind && r.period === period && r.source === 'operator');
  const own = ownAt(mine, at);
  const operator = op?.value ?? null;
  const values = [own.value, operator].filter((v): v is number => v !== null);
  return { own: own.value, pending: own.pending, operator, effective: values.length ? Math.min(...values) : null };
}

/** Signed-in milliseconds of overlapping sessions counted once, from `from` on. */
function unionMs(spans: Array<[number, number]>, from: number, to: number): number {
  const clipped = spans
    .map(([s, e]) => [Math.max(s, from), Math.min(e, to)] as [number, number])
    .filter(([s, e]) => e > s)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  let start = 0;
  for (const [s, e] of clipped) {
    if (s > end) {
      if (end > -Infinity) total += end - start;
      start = s;
      end = e;
    } else end = Math.max(end, e);
  }
  if (end > -Infinity) total += end - start;
  return total;
}

const PERIOD_WORD: Record<LimitPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };
const KIND_WORD: Record<LimitKind, string> = { deposit: 'deposit', loss: 'loss', wager: 'wager', session: 'session time' };

/**
 * Player protection: the limits a member sets (a new or lower one counts at once, a raise or removal after
 * the cooling period) and the stricter ones operators set, enforced on every deposit, stake and sign-in;
 * breaks and exclusions. Every figure a limit counts comes from activity (settled rounds, credited
 * deposits), the open rounds' stakes and the sessions, in the merchant's calendar.
 */
export function createProtectionService(deps: ProtectionDeps) {
  const { repository: repo, now } = deps;

  /** `on`: inside a transaction, read through its connection (see the merchants' calendarOf). */
  async function merchantOf(code: string, on?: Kysely<Database>) {
    const m = await deps.merchant(code, on);
    if (!m) throw new AppError('merchant.unknown');
    return m;
  }

  /** What each limited (kind, period) has counted so far; `extra` the open stakes / pending deposits. */
  async function usageOf(
    memberId: number,
    timeZone: string,
    wanted: Array<{ kind: LimitKind; period: LimitPeriod }>,
    at: number,
    on?: Kysely<Database>,
  ): Promise<Map<string, Usage>> {
    const out = new Map<string, Usage>();
    const periods = [...new Set(wanted.map((w) => w.period))];
    const kinds = new Set(wanted.map((w) => w.kind));
    const spans = new Map(periods.map((p) => [p, periodAt(p, at, timeZone)] as const));
    const money = kinds.has('deposit') || kinds.has('loss') || kinds.has('wager');
    const totals = new Map<LimitPeriod, Awaited<ReturnType<ActivityService['totals']>>>();
    if (money) {
      for (const p of periods) totals.set(p, await deps.activity.totals({ memberId }, { from: spans.get(p)!.from, to: spans.get(p)!.to }, on));
    }
    const earliest = Math.min(...periods.map((p) => spans.get(p)!.startsAt));
    const openRounds = kinds.has('loss') || kinds.has('wager') ? await deps.openStakes(memberId, earliest, on) : [];
    const openSince = (from: number) => openRounds.reduce((sum, [at0, cents]) => (at0 >= from ? sum + cents : sum), 0);
    const pending = kinds.has('deposit') ? await deps.pendingDeposits(memberId, on) : 0;
    const sessions = kinds.has('session') ? await deps.sessionSpans(memberId, earliest, on) : [];
    for (const { kind, period } of wanted) {
      const span = spans.get(period)!;
      const t = totals.get(period);
      const open = openSince(span.startsAt);
      let used = 0;
      if (kind === 'deposit') used = (t?.depositGross ?? 0) + pending;
      else if (kind === 'wager') used = (t?.validBet ?? 0) + open;
      else if (kind === 'loss') used = (t?.validBet ?? 0) - (t?.win ?? 0) + open;
      else used = Math.floor(unionMs(sessions, span.startsAt, at) / 60_000);
      out.set(key(kind, period), { used, span });
    }
    return out;
  }

  /** A limit in the player API's units: major units for money, minutes for time. */
  const playerValue = (kind: LimitKind, v: number) => (isMoneyLimit(kind) ? centsToAmount(v) : v);
  const opsValue = (kind: LimitKind, v: number) => (isMoneyLimit(kind) ? centsToMoneyText(v) : String(v));

  function refusal(kind: LimitKind, period: LimitPeriod, limit: number, used: number, span: PeriodSpan, currency: string, timeZone: string): AppError {
    const shown = isMoneyLimit(kind) ? `${currency} ${centsToMoneyText(limit)}` : `${limit} minutes`;
    const resets = new Date(span.resetsAt).toLocaleString('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
    return new AppError('rg.limit.reached', {
      message: `This would go over your ${PERIOD_WORD[period]} ${KIND_WORD[kind]} limit of ${shown}. It resets on ${resets}.`,
      value: { kind, period, limit: playerValue(kind, limit), used: playerValue(kind, Math.max(0, used)), resetsAt: span.resetsAt, currency },
    });
  }

  function excludedError(m: RgMemberRow): AppError {
    const until = m.excluded_forever ? null : m.excluded_until;
    return new AppError('rg.excluded', { value: { kind: m.exclusion_kind ?? 'operator', until } });
  }

  function isExcluded(m: RgMemberRow | undefined, at: number): m is RgMemberRow {
    return !!m && (m.excluded_forever === 1 || (m.excluded_until !== null && m.excluded_until > at));
  }

  /** A refusal is written once its transaction has rolled back (never inside it: it would roll back too). */
  function recordHit(memberId: number, merchantCode: string, kind: LimitKind, period: LimitPeriod, limit: number, timeZone: string, at: number) {
    setImmediate(() => {
      repo
        .addHit({ member_id: memberId, merchant_code: merchantCode, kind, period, day: localDate(at, timeZone), at, limit_value: limit })
        .catch((err) => deps.log.error({ err }, 'a limit refusal could not be recorded'));
    });
  }

  /** The first limit of these kinds the attempt would pass, or null. */
  async function firstBreach(
    member: { id: number; merchantCode: string },
    rows: RgLimitRow[],
    kinds: LimitKind[],
    amount: number,
    at: number,
    on?: Kysely<Database>,
    record = true,
  ): Promise<AppError | null> {
    const limited: Array<{ kind: LimitKind; period: LimitPeriod; limit: number }> = [];
    for (const kind of kinds) {
      for (const period of LIMIT_PERIODS) {
        const e = effectiveOf(rows, kind, period, at);
        if (e.effective !== null) limited.push({ kind, period, limit: e.effective });
      }
    }
    if (!limited.length) return null;
    const { timeZone, currency } = await merchantOf(member.merchantCode, on);
    const usage = await usageOf(member.id, timeZone, limited, at, on);
    for (const l of limited) {
      const u = usage.get(key(l.kind, l.period))!;
      const over = l.kind === 'session' ? u.used >= l.limit : u.used + amount > l.limit;
      if (over) {
        if (record) recordHit(member.id, member.merchantCode, l.kind, l.period, l.limit, timeZone, at);
        return refusal(l.kind, l.period, l.limit, u.used, u.span, currency, timeZone);
      }
    }
    return null;
  }

  async function view(memberId: number, merchantCode: string, at: number): Promise<{ rows: RgLimitRow[]; timeZone: string; currency: string; views: Array<Effective & { kind: LimitKind; period: LimitPeriod; used: number; resetsAt: number }> }> {
    const { timeZone, currency } = await merchantOf(merchantCode);
    const rows = await repo.limits(memberId);
    const all = LIMIT_KINDS.flatMap((kind) => LIMIT_PERIODS.map((period) => ({ kind, period })));
    const usage = await usageOf(memberId, timeZone, all, at);
    const views = all.map(({ kind, period }) => {
      const u = usage.get(key(kind, period))!;
      return { kind, period, ...effectiveOf(rows, kind, period, at), used: Math.max(0, u.used), resetsAt: u.span.resetsAt };
    });
    return { rows, timeZone, currency, views };
  }

  type LimitState = Effective & { kind: LimitKind; period: LimitPeriod; used: number; resetsAt: number };

  /** A limit's state in one API's units: the player's (major units, minutes) or the console's (text). */
  function present<T>(v: LimitState, unit: (kind: LimitKind, value: number) => T) {
    const f = (x: number | null) => (x === null ? null : unit(v.kind, x));
    return {
      kind: v.kind,
      period: v.period,
      own: f(v.own),
      pending: v.pending && { value: f(v.pending.value), effectiveAt: v.pending.effectiveAt },
      operator: f(v.operator),
      effective: f(v.effective),
      used: unit(v.kind, v.used),
      resetsAt: v.resetsAt,
    };
  }
  const toPlayer = (v: LimitState): LimitView => present(v, playerValue);
  const toOps = (v: LimitState) => present(v, opsValue);

  /** A limit value from the member (major units or minutes) in storage units, or a 400. */
  function storedFromPlayer(kind: LimitKind, value: number): number {
    if (isMoneyLimit(kind)) {
      const cents = amountToCents(value);
      if (cents === null || cents <= 0 || value > LIMIT_MAX_AMOUNT) throw new AppError('rg.limit.invalid');
      return cents;
    }
    if (!Number.isInteger(value) || value <= 0 || value > LIMIT_MAX_MINUTES) throw new AppError('rg.limit.invalid');
    return value;
  }

  function storedFromOps(kind: LimitKind, text: string): number {
    if (isMoneyLimit(kind)) {
      const cents = moneyTextToCents(text);
      if (cents === null || cents <= 0 || cents > LIMIT_MAX_AMOUNT * 100) throw new AppError('rg.limit.invalid');
      return cents;
    }
    if (!/^\d{1,6}$/.test(text)) throw new AppError('rg.limit.invalid');
    const minutes = Number(text);
    if (minutes <= 0 || minutes > LIMIT_MAX_MINUTES) throw new AppError('rg.limit.invalid');
    return minutes;
  }

  const text = (kind: LimitKind, v: number | null) => (v === null ? null : opsValue(kind, v));

  async function startExclusionFor(
    member: { id: number; merchantCode: string },
    input: { kind: ExclusionKind; duration: ExclusionDuration; by: string; reason: string | null },
  ): Promise<RgExclusionRow> {
    const at = now();
    const until = exclusionEnd(input.duration, at);
    const row = await inTransaction(deps.database, async (tx) => {
      const m = await repo.ensureMember(tx, member.id, member.merchantCode, at);
      if (isExcluded(m, at)) {
        // An exclusion in force is never shortened: a new one must end later (or never).
        const shorter = m.excluded_forever === 1 || (until !== null && until <= (m.excluded_until ?? 0));
        if (shorter) throw new AppError('rg.exclusion.shorter');
      }
      const inserted = await repo.insertExclusion(tx, {
        member_id: member.id,
        merchant_code: member.merchantCode,
        kind: input.kind,
        duration: input.duration,
        started_at: at,
        until,
        set_by: input.by,
        reason: input.reason,
        lifted_at: null,
        lifted_by: null,
        lift_reason: null,
      });
      await repo.setExclusionState(tx, member.id, { until, forever: until === null, kind: input.kind }, at);
      await repo.addHistory(tx, {
        member_id: member.id,
        merchant_code: member.merchantCode,
        at,
        actor: input.by,
        action: 'exclusion.started',
        kind: input.kind,
        after_value: input.duration,
        effective_at: until,
        reason: input.reason,
      });
      return inserted;
    });
    await deps.signOutEverywhere(member.id);
    if (input.kind !== 'break') await deps.forfeitBonus(member.id);
    return row;
  }

  return {
    /** Sign-in (every way in): refused while excluded, or with a session-time limit used up. */
    async admission(memberId: number, merchantCode: string): Promise<void> {
      const at = now();
      const m = await repo.member(memberId);
      if (!m) return;
      if (isExcluded(m, at)) throw excludedError(m);
      const breach = await firstBreach({ id: memberId, merchantCode }, await repo.limits(memberId), ['session'], 0, at);
      if (breach) throw breach;
    },

    /**
     * A stake, inside its transaction: refused while excluded or when it would pass a loss or wager limit
     * (or the session time is used up). The member's protection row is locked first, so two stakes at once
     * decide one after the other and the second sees the first: never over a limit by a cent.
     */
    async checkStake(tx: Tx, purse: { memberId: number; merchantCode: string; demo: boolean }, amountCents: number): Promise<void> {
      if (purse.demo) return;
      const m = await repo.lockMember(tx, purse.memberId);
      if (!m) return;
      const at = now();
      if (isExcluded(m, at)) throw excludedError(m);
      const rows = await repo.limits(purse.memberId, tx);
      if (!rows.length) return;
      const breach = await firstBreach({ id: purse.memberId, merchantCode: purse.merchantCode }, rows, ['loss', 'wager', 'session'], amountCents, at, tx);
      if (breach) throw breach;
    },

    /**
     * A deposit being opened: refused while excluded or when it would pass a deposit limit. Inside the
     * order's transaction (`tx`) the member's protection row is locked, as for a stake.
     */
    async checkDeposit(purse: { memberId: number; merchantCode: string; demo: boolean }, amountCents: number, tx?: Tx): Promise<void> {
      if (purse.demo) return;
      const m = tx ? await repo.lockMember(tx, purse.memberId) : await repo.member(purse.memberId);
      if (!m) return;
      const at = now();
      if (isExcluded(m, at)) throw excludedError(m);
      const breach = await firstBreach({ id: purse.memberId, merchantCode: purse.merchantCode }, await repo.limits(purse.memberId, tx), ['deposit'], amountCents, at, tx);
      if (breach) throw breach;
    },

    /** These members less those excluded now: who marketing may reach (`on`: the caller's transaction). */
    async reachable(memberIds: number[], on?: Kysely<Database>): Promise<number[]> {
      const excluded = new Set(await repo.excludedAmong(memberIds, now(), on));
      return excluded.size ? memberIds.filter((id) => !excluded.has(id)) : memberIds;
    },

    /** Of these members (the owners of a phone, e-mail or payout account), whether any is excluded now. */
    async anyExcluded(memberIds: number[]): Promise<boolean> {
      return (await repo.excludedAmong(memberIds, now())).length > 0;
    },

    async state(memberId: number, merchantCode: string, language: Language): Promise<ProtectionState> {
      const { timeZone, currency, views } = await view(memberId, merchantCode, now());
      return { limits: views.map(toPlayer), timeZone, currency, coolingHours: LIMIT_COOLING_MS / 3_600_000, help: HELP_ORGANISATIONS[language] };
    },

    /**
     * The member sets one limit: a first or lower value counts at once (and cancels a waiting raise); a
     * raise or a removal waits out the cooling period (replacing one already waiting).
     */
    async setOwnLimit(member: { id: number; merchantCode: string }, input: { kind: LimitKind; period: LimitPeriod; value: number | null }) {
      const stored = input.value === null ? null : storedFromPlayer(input.kind, input.value);
      const at = now();
      const applied = await inTransaction(deps.database, async (tx) => {
        await repo.ensureMember(tx, member.id, member.merchantCode, at);
        const rows = await repo.limits(member.id, tx);
        const mine = rows.find((r) => r.kind === input.kind && r.period === input.period && r.source === 'member');
        const current = ownAt(mine, at);
        const base = { member_id: member.id, kind: input.kind, period: input.period, source: 'member', updated_at: at };
        const history = { member_id: member.id, merchant_code: member.merchantCode, at, actor: 'member', kind: input.kind, period: input.period, before_value: text(input.kind, current.value) };
        if (current.value === null) {
          if (stored === null) {
            if (mine) await repo.deleteLimit(tx, base);
            return 'unchanged' as const;
          }
          await repo.putLimit(tx, { ...base, value: stored, pending_value: null, pending_remove: 0, pending_at: null });
          await repo.addHistory(tx, { ...history, action: 'limit.set', after_value: text(input.kind, stored), effective_at: at });
          return 'now' as const;
        }
        if (stored !== null && stored <= current.value) {
          if (stored === current.value && !current.pending) return 'unchanged' as const;
          await repo.putLimit(tx, { ...base, value: stored, pending_value: null, pending_remove: 0, pending_at: null });
          await repo.addHistory(tx, { ...history, action: 'limit.lowered', after_value: text(input.kind, stored), effective_at: at });
          return 'now' as const;
        }
        // A raise or a removal: the limit in force stays until the cooling period is over.
        const pendingAt = at + LIMIT_COOLING_MS;
        await repo.putLimit(tx, { ...base, value: current.value, pending_value: stored, pending_remove: stored === null ? 1 : 0, pending_at: pendingAt });
        await repo.addHistory(tx, {
          ...history,
          action: stored === null ? 'limit.removal.scheduled' : 'limit.raise.scheduled',
          after_value: text(input.kind, stored),
          effective_at: pendingAt,
        });
        return 'scheduled' as const;
      });
      const { views } = await view(member.id, member.merchantCode, now());
      const limit = views.find((v) => v.kind === input.kind && v.period === input.period)!;
      return { limit: toPlayer(limit), applied };
    },

    /** An operator's limit on the member (the lower of it and the member's own counts); null removes it. */
    async setOperatorLimit(member: { id: number; merchantCode: string }, input: { kind: LimitKind; period: LimitPeriod; value: string | null; reason: string; by: string }) {
      const stored = input.value === null ? null : storedFromOps(input.kind, input.value);
      const at = now();
      const before = await inTransaction(deps.database, async (tx) => {
        await repo.ensureMember(tx, member.id, member.merchantCode, at);
        const rows = await repo.limits(member.id, tx);
        const op = rows.find((r) => r.kind === input.kind && r.period === input.period && r.source === 'operator');
        const base = { member_id: member.id, kind: input.kind, period: input.period, source: 'operator' };
        if (stored === null) await repo.deleteLimit(tx, base);
        else await repo.putLimit(tx, { ...base, value: stored, pending_value: null, pending_remove: 0, pending_at: null, updated_at: at });
        await repo.addHistory(tx, {
          member_id: member.id,
          merchant_code: member.merchantCode,
          at,
          actor: input.by,
          action: stored === null ? 'operator.limit.removed' : 'operator.limit.set',
          kind: input.kind,
          period: input.period,
          before_value: text(input.kind, op?.value ?? null),
          after_value: text(input.kind, stored),
          effective_at: at,
          reason: input.reason,
        });
        return op?.value ?? null;
      });
      const { views } = await view(member.id, member.merchantCode, now());
      return { before, limit: toOps(views.find((v) => v.kind === input.kind && v.period === input.period)!) };
    },

    /** The member takes a break or excludes themself: signed out everywhere at once. */
    async excludeSelf(member: { id: number; merchantCode: string }, duration: ExclusionDuration) {
      const row = await startExclusionFor(member, { kind: isBreak(duration) ? 'break' : 'self_exclusion', duration, by: 'member', reason: null });
      return { kind: row.kind as ExclusionKind, until: row.until };
    },

    async excludeByOperator(member: { id: number; merchantCode: string }, input: { duration: ExclusionDuration; reason: string; by: string }) {
      return exclusionView(await startExclusionFor(member, { kind: 'operator', ...input }));
    },

    /** Lifts the operator's exclusion in force (a member's own is never lifted). */
    async liftOperatorExclusion(member: { id: number; merchantCode: string }, input: { reason: string; by: string }) {
      const at = now();
      return inTransaction(deps.database, async (tx) => {
        const m = await repo.lockMember(tx, member.id);
        if (!isExcluded(m, at)) throw new AppError('rg.exclusion.none');
        const live = (await repo.exclusions(member.id, tx)).filter((e) => e.lifted_at === null && (e.until === null || e.until > at));
        if (live.some((e) => e.kind !== 'operator')) throw new AppError('rg.exclusion.own');
        for (const e of live) await repo.liftExclusion(tx, e.id, input.by, input.reason, at);
        await repo.setExclusionState(tx, member.id, { until: null, forever: false, kind: null }, at);
        await repo.addHistory(tx, { member_id: member.id, merchant_code: member.merchantCode, at, actor: input.by, action: 'exclusion.lifted', kind: 'operator', reason: input.reason });
        const latest = live[0]!;
        return exclusionView({ ...latest, lifted_at: at, lifted_by: input.by, lift_reason: input.reason });
      });
    },

    /** The last twelve months of money, newest first, in the merchant's calendar. */
    async statement(memberId: number, merchantCode: string) {
      const { timeZone, currency } = await merchantOf(merchantCode);
      const today = localDate(now(), timeZone);
      const months: string[] = [];
      let [y, m] = today.split('-').map(Number) as [number, number];
      for (let i = 0; i < 12; i++) {
        months.push(`${y}-${String(m).padStart(2, '0')}`);
        m -= 1;
        if (m === 0) {
          m = 12;
          y -= 1;
        }
      }
      const days = await deps.activity.days({ memberId }, { from: `${months.at(-1)}-01`, to: today });
      const sums = new Map(months.map((mo) => [mo, { deposits: 0, withdrawals: 0, bets: 0, wins: 0 }]));
      for (const [day, f] of days) {
        const s = sums.get(day.slice(0, 7));
        if (!s) continue;
        s.deposits += f.depositGross;
        s.withdrawals += f.withdrawals;
        s.bets += f.validBet;
        s.wins += f.win;
      }
      return {
        currency,
        months: months.map((month) => {
          const s = sums.get(month)!;
          return {
            month,
            deposits: centsToAmount(s.deposits),
            withdrawals: centsToAmount(s.withdrawals),
            net: centsToAmount(s.deposits - s.withdrawals),
            bets: centsToAmount(s.bets),
            wins: centsToAmount(s.wins),
          };
        }),
      };
    },

    /** The operators' view: limits, exclusions, history. */
    async opsView(member: { id: number; merchantCode: string; username: string }) {
      const at = now();
      const { timeZone, currency, views } = await view(member.id, member.merchantCode, at);
      const exclusions = (await repo.exclusions(member.id)).map(exclusionView);
      const inForce = exclusions.find((e) => e.liftedAt === null && (e.until === null || e.until > at)) ?? null;
      const history = await repo.history(member.id, 200);
      return {
        account: member.username,
        merchantCode: member.merchantCode,
        timeZone,
        currency,
        limits: views.map(toOps),
        exclusion: inForce,
        exclusions,
        history: history.map((h) => ({
          at: h.at,
          actor: h.actor,
          action: h.action,
          kind: h.kind,
          period: h.period,
          before: h.before_value,
          after: h.after_value,
          effectiveAt: h.effective_at,
          reason: h.reason,
        })),
      };
    },

    /** Refusals per member and limit over local days (default: the last 30 days to today). */
    async limitHits(merchantCode: string, range: { from?: string; to?: string }, kind?: LimitKind) {
      const { timeZone, currency } = await merchantOf(merchantCode);
      const to = range.to ?? localDate(now(), timeZone);
      const from = range.from ?? addDays(to, -29);
      if (from > to) throw new AppError('request.invalid', { message: 'The start of the range must not be after its end.' });
      const rows = await repo.hits(merchantCode, { from, to }, kind);
      const found = rows.flatMap((r) => {
        const k = LIMIT_KINDS.find((x) => x === r.kind);
        const p = LIMIT_PERIODS.find((x) => x === r.period);
        return k && p ? [{ ...r, kind: k, period: p, limit: opsValue(k, r.limit) }] : [];
      });
      return { timeZone, currency, rows: found };
    },

    /**
     * Members over a session-time limit are signed out (a sweep once a minute): a session ends when the
     * time is up, not only at the next stake.
     */
    async sweepSessionLimits(): Promise<number> {
      let ended = 0;
      for (const { member_id, merchant_code } of await repo.membersWithSessionLimits()) {
        const breach = await firstBreach({ id: member_id, merchantCode: merchant_code }, await repo.limits(member_id), ['session'], 0, now(), undefined, false);
        if (breach) {
          await deps.signOutEverywhere(member_id);
          ended += 1;
        }
      }
      return ended;
    },
  };
}

function exclusionView(e: RgExclusionRow) {
  return {
    kind: e.kind as ExclusionKind,
    startedAt: e.started_at,
    until: e.until,
    setBy: e.set_by,
    reason: e.reason,
    liftedAt: e.lifted_at,
  };
}

export type ProtectionService = ReturnType<typeof createProtectionService>;
