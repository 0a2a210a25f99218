import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { ActivityDaysTable, ActivityMemberRow } from '../../../db/tables/activity.ts';
import { onSqlite } from '../../../db/transaction.ts';
import type { Tx } from '../../../db/transaction.ts';
import { createMerchantRepository } from '../../../core/merchants/repository.ts';
import { teamIdsOf, teamPairsOf } from '../../accounts/member/index.ts';

/** Whose activity a read covers: a merchant's members, one member, or an agent's whole team (any depth). */
export type Scope = { merchantCode: string } | { memberId: number } | { teamOf: number };

/** Local dates (YYYY-MM-DD, the merchant's calendar), both ends included; an end left out is open. */
export interface DayRange {
  from?: string;
  to?: string;
}

/** The summed columns of a day row. */
export type DaySums = Pick<
  ActivityDaysTable,
  | 'valid_bet_cents'
  | 'win_cents'
  | 'jackpot_win_cents'
  | 'rounds'
  | 'deposit_gross_cents'
  | 'deposit_credit_cents'
  | 'deposit_count'
  | 'first_deposit_cents'
  | 'withdrawal_cents'
  | 'withdrawal_count'
>;
export type PlaySums = Pick<DaySums, 'valid_bet_cents' | 'win_cents' | 'rounds'>;

const DAY_SUMS: (keyof DaySums)[] = [
  'valid_bet_cents',
  'win_cents',
  'jackpot_win_cents',
  'rounds',
  'deposit_gross_cents',
  'deposit_credit_cents',
  'deposit_count',
  'first_deposit_cents',
  'withdrawal_cents',
  'withdrawal_count',
];
const PLAY_SUMS: (keyof PlaySums)[] = ['valid_bet_cents', 'win_cents', 'rounds'];

/** Summed columns as numbers (PostgreSQL answers sums of bigints as text). */
export type SumsRow = { [K in keyof DaySums]: number } & { players: number; first_deposits: number };

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

function toSums(row: Record<string, unknown> | undefined): SumsRow {
  const out = { players: num(row?.players), first_deposits: num(row?.first_deposits) } as SumsRow;
  for (const c of DAY_SUMS) out[c] = num(row?.[c]);
  return out;
}

type DaysEb = ExpressionBuilder<Database & { d: Database['activity_days'] }, 'd'>;

/** The scope as a condition on a table aliased `d` with a member_id and a merchant_code (`on`: where the subquery runs). */
function inScope(eb: DaysEb, scope: Scope, on: Kysely<Database>): Expression<SqlBool> {
  if ('merchantCode' in scope) return eb('d.merchant_code', '=', scope.merchantCode);
  if ('memberId' in scope) return eb('d.member_id', '=', scope.memberId);
  // The team's closure (the member module keeps it): one indexed subquery for any depth.
  return eb('d.member_id', 'in', teamIdsOf(on, scope.teamOf));
}

function inDays(eb: DaysEb, range: DayRange): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (range.from !== undefined) parts.push(eb('d.day', '>=', range.from));
  if (range.to !== undefined) parts.push(eb('d.day', '<=', range.to));
  return eb.and(parts);
}

/** The sums of day rows, with the players (members with a settled round) and the first deposits among them. */
const daySelect = [
  ...DAY_SUMS.map((c) => sql<string>`coalesce(sum(${sql.ref(`d.${c}`)}), 0)`.as(c)),
  sql<string>`count(distinct case when d.rounds > 0 then d.member_id end)`.as('players'),
  sql<string>`coalesce(sum(case when d.first_deposit_cents > 0 then 1 else 0 end), 0)`.as('first_deposits'),
];

/**
 * Every SQL statement of the activity tables. Writes add into a row atomically (insert, or on its key add
 * the new amounts to the stored ones in the same statement), so two processes counting the same member's
 * day at once both land, on SQLite and PostgreSQL alike; they run inside the caller's transaction. Reads
 * run on the app's database or on an open transaction (a claim decides on what it commits with).
 */
type DayKey = { memberId: number; day: string; merchantCode: string };
type GameKey = { memberId: number; day: string; merchantCode: string; vendor: string; gameCode: string; gameType: string; gameName: string };
type HourKey = { memberId: number; hourStart: number; merchantCode: string };

/** What one round's change adds, by row (activity repository's addPlay). */
export interface PlayWrites {
  memberId: number;
  days: Array<[DayKey, PlaySums]>;
  games: Array<[GameKey, PlaySums]>;
  hours: Array<[HourKey, PlaySums]>;
  /** stakes of rounds settled at a time, for the member's valid bets since the latest deposit */
  sinceDeposit: Array<[number, number]>;
}

/** The day's row of the member, added to (made on first use); null when nothing changes. */
function dayWrite(tx: Tx, key: DayKey, delta: Partial<DaySums>) {
  const changed = DAY_SUMS.filter((c) => (delta[c] ?? 0) !== 0);
  if (!changed.length) return null;
  return tx
    .insertInto('activity_days')
    .values({
      member_id: key.memberId,
      day: key.day,
      merchant_code: key.merchantCode,
      ...Object.fromEntries(DAY_SUMS.map((c) => [c, delta[c] ?? 0])),
    } as Database['activity_days'])
    .onConflict((oc) =>
      oc.columns(['member_id', 'day']).doUpdateSet((eb) => Object.fromEntries(changed.map((c) => [c, eb(`activity_days.${c}`, '+', eb.ref(`excluded.${c}`))]))),
    );
}

function gameWrite(tx: Tx, key: GameKey, delta: PlaySums) {
  const changed = PLAY_SUMS.filter((c) => delta[c] !== 0);
  if (!changed.length) return null;
  return tx
    .insertInto('activity_games')
    .values({
      member_id: key.memberId,
      day: key.day,
      vendor: key.vendor,
      game_code: key.gameCode,
      merchant_code: key.merchantCode,
      game_type: key.gameType,
      game_name: key.gameName,
      ...delta,
    })
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'day', 'vendor', 'game_code'])
        .doUpdateSet((eb) => Object.fromEntries(changed.map((c) => [c, eb(`activity_games.${c}`, '+', eb.ref(`excluded.${c}`))]))),
    );
}

function hourWrite(tx: Tx, key: HourKey, delta: PlaySums) {
  const changed = PLAY_SUMS.filter((c) => delta[c] !== 0);
  if (!changed.length) return null;
  return tx
    .insertInto('activity_hours')
    .values({ member_id: key.memberId, hour_start: key.hourStart, merchant_code: key.merchantCode, ...delta })
    .onConflict((oc) =>
      oc.columns(['member_id', 'hour_start']).doUpdateSet((eb) => Object.fromEntries(changed.map((c) => [c, eb(`activity_hours.${c}`, '+', eb.ref(`excluded.${c}`))]))),
    );
}

/** Stakes of a round settled at `settledAt` count since the latest deposit when it is not after that. */
function sinceDepositWrite(tx: Tx, memberId: number, settledAt: number, cents: number) {
  if (cents === 0) return null;
  return tx
    .updateTable('activity_members')
    .set((eb) => ({ valid_bet_since_last_deposit_cents: eb('valid_bet_since_last_deposit_cents', '+', cents) }))
    .where('member_id', '=', memberId)
    .where('last_deposit_at', '<=', settledAt);
}

export function createActivityRepository(db: Kysely<Database>) {
  async function totals(scope: Scope, range: DayRange, on: Kysely<Database> = db): Promise<SumsRow> {
    const row = await on
      .selectFrom('activity_days as d')
      .select(daySelect)
      .where((eb) => eb.and([inScope(eb, scope, on), inDays(eb, range)]))
      .executeTakeFirst();
    return toSums(row);
  }

  return {
    db,

    /** The merchant's time zone, read in the writer's transaction (its day is decided there). */
    async timeZone(tx: Tx, merchantCode: string): Promise<string> {
      const zone = await createMerchantRepository(tx).timeZone(merchantCode);
      if (!zone) throw new Error(`activity: no merchant ${merchantCode}`);
      return zone;
    },

    async addDay(tx: Tx, key: DayKey, delta: Partial<DaySums>): Promise<void> {
      await dayWrite(tx, key, delta)?.execute();
    },

    /**
     * What a round's change adds to the member's days, games, hours and stakes since the latest deposit.
     * PostgreSQL writes them in one statement (each a data-modifying WITH part; they touch different rows,
     * so none sees or overrides another's change), one round trip where there were four; SQLite one after
     * the other, in the process. Two changes of the member's row (a round moved across a deposit) stay two
     * statements: one statement cannot change a row twice.
     */
    async addPlay(tx: Tx, play: PlayWrites): Promise<void> {
      const writes = [
        ...play.days.map(([key, delta]) => dayWrite(tx, key, delta)),
        ...play.games.map(([key, delta]) => gameWrite(tx, key, delta)),
        ...play.hours.map(([key, delta]) => hourWrite(tx, key, delta)),
      ].filter((w) => w !== null);
      const member = play.sinceDeposit.map(([settledAt, cents]) => sinceDepositWrite(tx, play.memberId, settledAt, cents)).filter((w) => w !== null);
      const combined = [...writes, ...member.slice(0, 1)];
      if (onSqlite(tx) || combined.length < 2) {
        for (const w of [...writes, ...member]) await w.execute();
        return;
      }
      const parts = combined.map((w, i) => sql`${sql.raw(`w${i}`)} as (${w})`);
      await sql`with ${sql.join(parts)} select 1`.execute(tx);
      for (const w of member.slice(1)) await w.execute();
    },

    /**
     * The member's first deposit, if this is it: true when the row was made now. A concurrent first deposit
     * of the same member waits on the key (PostgreSQL) or the write lock (SQLite) and finds the row.
     */
    async firstDeposit(tx: Tx, row: ActivityMemberRow): Promise<boolean> {
      const made = await tx.insertInto('activity_members').values(row).onConflict((oc) => oc.column('member_id').doNothing()).returning('member_id').executeTakeFirst();
      return made !== undefined;
    },

    /**
     * A later deposit becomes the latest, and the valid bets since the latest start again from nothing (an
     * earlier-dated one credited late leaves the latest as it is).
     */
    async latestDeposit(tx: Tx, memberId: number, at: number, cents: number): Promise<void> {
      await tx
        .updateTable('activity_members')
        .set({ last_deposit_at: at, last_deposit_cents: cents, valid_bet_since_last_deposit_cents: 0 })
        .where('member_id', '=', memberId)
        .where('last_deposit_at', '<=', at)
        .execute();
    },

    async member(memberId: number, on: Kysely<Database> = db): Promise<ActivityMemberRow | undefined> {
      return on.selectFrom('activity_members').selectAll().where('member_id', '=', memberId).executeTakeFirst();
    },

    /** The ids of the merchant's members with a credited deposit, as a subquery for the caller's own statement. */
    depositors(merchantCode: string, on: Kysely<Database> = db) {
      return on.selectFrom('activity_members').select('activity_members.member_id').where('activity_members.merchant_code', '=', merchantCode);
    },

    totals,

    async byDay(scope: Scope, range: DayRange, on: Kysely<Database> = db): Promise<Map<string, SumsRow>> {
      const rows = await on
        .selectFrom('activity_days as d')
        .select(['d.day', ...daySelect])
        .where((eb) => eb.and([inScope(eb, scope, on), inDays(eb, range)]))
        .groupBy('d.day')
        .execute();
      return new Map(rows.map((r) => [r.day, toSums(r)]));
    },

    /** Each member's sums over the days: these members, or every member of a scope (members without rows are absent). */
    async byMember(members: number[] | Scope, range: DayRange, on: Kysely<Database> = db): Promise<Map<number, SumsRow>> {
      if (Array.isArray(members) && !members.length) return new Map();
      const rows = await on
        .selectFrom('activity_days as d')
        .select(['d.member_id', ...daySelect])
        .where((eb) => eb.and([Array.isArray(members) ? eb('d.member_id', 'in', members) : inScope(eb, members, on), inDays(eb, range)]))
        .groupBy('d.member_id')
        .execute();
      return new Map(rows.map((r) => [r.member_id, toSums(r)]));
    },

    /** Settled rounds of a member over days, of one game type or all. */
    async rounds(memberId: number, range: DayRange, gameType: string | null, on: Kysely<Database> = db): Promise<number> {
      if (gameType === null) return (await totals({ memberId }, range, on)).rounds;
      const row = await on
        .selectFrom('activity_games as d')
        .select(sql<string>`coalesce(sum(d.rounds), 0)`.as('n'))
        .where('d.member_id', '=', memberId)
        .where('d.game_type', '=', gameType)
        .where((eb) => inDays(eb as unknown as DaysEb, range))
        .executeTakeFirst();
      return num(row?.n);
    },

    /** Play of the scope by game (vendor and code) over days: stakes, round wins, rounds and players. */
    async byGame(merchantCode: string, range: DayRange, on: Kysely<Database> = db) {
      const rows = await on
        .selectFrom('activity_games as d')
        .select([
          'd.vendor',
          'd.game_code',
          sql<string>`max(d.game_name)`.as('game_name'),
          sql<string>`coalesce(sum(d.valid_bet_cents), 0)`.as('valid_bet_cents'),
          sql<string>`coalesce(sum(d.win_cents), 0)`.as('win_cents'),
          sql<string>`coalesce(sum(d.rounds), 0)`.as('rounds'),
          sql<string>`count(distinct case when d.rounds > 0 then d.member_id end)`.as('players'),
        ])
        .where('d.merchant_code', '=', merchantCode)
        .where((eb) => inDays(eb as unknown as DaysEb, range))
        .groupBy(['d.vendor', 'd.game_code'])
        .execute();
      return rows.map((r) => ({
        vendor: r.vendor,
        gameCode: r.game_code,
        gameName: String(r.game_name),
        validBet: num(r.valid_bet_cents),
        win: num(r.win_cents),
        rounds: num(r.rounds),
        players: num(r.players),
      }));
    },

    /** Players of the merchant with a settled round of each vendor over days (a player of two games of one vendor once). */
    async vendorPlayers(merchantCode: string, range: DayRange, on: Kysely<Database> = db): Promise<Map<string, number>> {
      const rows = await on
        .selectFrom('activity_games as d')
        .select(['d.vendor', sql<string>`count(distinct case when d.rounds > 0 then d.member_id end)`.as('players')])
        .where('d.merchant_code', '=', merchantCode)
        .where((eb) => inDays(eb as unknown as DaysEb, range))
        .groupBy('d.vendor')
        .execute();
      return new Map(rows.map((r) => [r.vendor, num(r.players)]));
    },

    /** Play of a scope over [from, to) in whole local hours: stakes, round wins, rounds. */
    async hours(scope: Scope, from: number, to: number, on: Kysely<Database> = db): Promise<{ validBet: number; win: number; rounds: number }> {
      const row = await on
        .selectFrom('activity_hours as d')
        .select([
          sql<string>`coalesce(sum(d.valid_bet_cents), 0)`.as('valid_bet_cents'),
          sql<string>`coalesce(sum(d.win_cents), 0)`.as('win_cents'),
          sql<string>`coalesce(sum(d.rounds), 0)`.as('rounds'),
        ])
        .where((eb) => inScope(eb as unknown as DaysEb, scope, on))
        .where('d.hour_start', '>=', from)
        .where('d.hour_start', '<', to)
        .executeTakeFirst();
      return { validBet: num(row?.valid_bet_cents), win: num(row?.win_cents), rounds: num(row?.rounds) };
    },

    /** All-time credited deposits of each agent's whole team. */
    async teamDeposits(agentIds: number[], on: Kysely<Database> = db): Promise<Map<number, number>> {
      if (!agentIds.length) return new Map();
      const rows = await on
        .selectFrom(teamPairsOf(on, agentIds).as('t'))
        .innerJoin('activity_days as d', 'd.member_id', 't.member_id')
        .select(['t.ancestor_id', sql<string>`coalesce(sum(d.deposit_credit_cents), 0)`.as('cents')])
        .groupBy('t.ancestor_id')
        .execute();
      return new Map(rows.map((r) => [r.ancestor_id, num(r.cents)]));
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
