import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, TournamentEntryRow, TournamentRow } from '../../../db/schema.ts';

type NewTournament = Omit<TournamentRow, 'id'>;

function tournamentRow(r: TournamentRow): TournamentRow {
  return {
    ...r,
    starts_at: Number(r.starts_at),
    ends_at: Number(r.ends_at),
    min_stake_cents: Number(r.min_stake_cents),
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
    published_at: r.published_at === null ? null : Number(r.published_at),
    finished_at: r.finished_at === null ? null : Number(r.finished_at),
    cancelled_at: r.cancelled_at === null ? null : Number(r.cancelled_at),
  };
}

function entryRow(r: TournamentEntryRow): TournamentEntryRow {
  return {
    ...r,
    score: Number(r.score),
    rounds: Number(r.rounds),
    best: Number(r.best),
    reached_at: Number(r.reached_at),
    updated_at: Number(r.updated_at),
    final_rank: r.final_rank === null ? null : Number(r.final_rank),
    prize_cents: r.prize_cents === null ? null : Number(r.prize_cents),
    paid_at: r.paid_at === null ? null : Number(r.paid_at),
  };
}

/** What one round adds to a member's entry: a score change (or a new best, for multiplier), a round, its multiplier. */
export interface EntryDelta {
  tournamentId: number;
  memberId: number;
  score: number;
  rounds: number;
  best: number;
  at: number;
}

/**
 * The order of a leaderboard: the higher score first; of equal scores, the one reached first (then the
 * lower member id, so the order is total and the same on both databases).
 */
const BOARD_ORDER = sql`score desc, reached_at asc, member_id asc`;

/** The tournaments' tables: definitions and each member's entry. */
export function createTournamentsRepository(db: Kysely<Database>) {
  return {
    async insert(row: NewTournament): Promise<TournamentRow> {
      return tournamentRow(await db.insertInto('tournaments').values(row).returningAll().executeTakeFirstOrThrow());
    },

    async byId(id: number, on: Kysely<Database> = db): Promise<TournamentRow | undefined> {
      const row = await on.selectFrom('tournaments').selectAll().where('id', '=', id).executeTakeFirst();
      return row && tournamentRow(row);
    },

    /** Changes a tournament only while it is in one of `statuses` (a guarded update): the row after, or undefined. */
    async update(id: number, statuses: readonly string[], patch: Partial<NewTournament>, on: Kysely<Database> = db): Promise<TournamentRow | undefined> {
      const row = await on.updateTable('tournaments').set(patch).where('id', '=', id).where('status', 'in', [...statuses]).returningAll().executeTakeFirst();
      return row && tournamentRow(row);
    },

    async list(merchantCode: string, status?: string): Promise<TournamentRow[]> {
      let q = db.selectFrom('tournaments').selectAll().where('merchant_code', '=', merchantCode);
      if (status) q = q.where('status', '=', status);
      return (await q.orderBy('id', 'desc').limit(500).execute()).map(tournamentRow);
    },

    /** What players see: published and finished, the finished ones of the last `finishedSince`. */
    async visible(merchantCode: string, finishedSince: number): Promise<TournamentRow[]> {
      const rows = await db
        .selectFrom('tournaments')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where((eb) => eb.or([eb('status', '=', 'published'), eb.and([eb('status', '=', 'finished'), eb('ends_at', '>=', finishedSince)])]))
        .orderBy('starts_at', 'asc')
        .limit(100)
        .execute();
      return rows.map(tournamentRow);
    },

    /** The merchant's published tournaments not ended before `since`: what the rounds' hook holds in memory. */
    async live(merchantCode: string, since: number, on: Kysely<Database>): Promise<TournamentRow[]> {
      const rows = await on.selectFrom('tournaments').selectAll().where('merchant_code', '=', merchantCode).where('status', '=', 'published').where('ends_at', '>', since).execute();
      return rows.map(tournamentRow);
    },

    /** Published tournaments whose end is at or before `before`: the finishing job's work. */
    async due(before: number): Promise<TournamentRow[]> {
      return (await db.selectFrom('tournaments').selectAll().where('status', '=', 'published').where('ends_at', '<=', before).orderBy('id').execute()).map(tournamentRow);
    },

    /**
     * Adds one round to a member's entry in one statement (insert or add), so concurrent rounds of one member
     * both land on either database. `max`: the score is the best so far (multiplier), else a running sum.
     * The time the score was reached moves only when the score changes.
     */
    async addToEntry(tx: Kysely<Database>, d: EntryDelta, max: boolean): Promise<void> {
      await tx
        .insertInto('tournament_entries')
        .values({ tournament_id: d.tournamentId, member_id: d.memberId, score: d.score, rounds: d.rounds, best: d.best, reached_at: d.at, updated_at: d.at, final_rank: null, prize_cents: null, prize_kind: null, paid_at: null })
        .onConflict((oc) =>
          oc.columns(['tournament_id', 'member_id']).doUpdateSet({
            score: max
              ? sql`case when excluded.score > tournament_entries.score then excluded.score else tournament_entries.score end`
              : sql`tournament_entries.score + excluded.score`,
            rounds: sql`tournament_entries.rounds + excluded.rounds`,
            best: sql`case when excluded.best > tournament_entries.best then excluded.best else tournament_entries.best end`,
            reached_at: max
              ? sql`case when excluded.score > tournament_entries.score then excluded.reached_at else tournament_entries.reached_at end`
              : sql`case when excluded.score <> 0 then excluded.reached_at else tournament_entries.reached_at end`,
            updated_at: sql`excluded.updated_at`,
          }),
        )
        .execute();
    },

    async top(tournamentId: number, limit: number, on: Kysely<Database> = db): Promise<TournamentEntryRow[]> {
      const rows = await on.selectFrom('tournament_entries').selectAll().where('tournament_id', '=', tournamentId).orderBy(BOARD_ORDER).limit(limit).execute();
      return rows.map(entryRow);
    },

    async entrants(tournamentId: number): Promise<number> {
      const row = await db.selectFrom('tournament_entries').select((eb) => eb.fn.countAll<number>().as('n')).where('tournament_id', '=', tournamentId).executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async entrantsOf(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('tournament_entries')
        .select(['tournament_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('tournament_id', 'in', [...ids])
        .groupBy('tournament_id')
        .execute();
      return new Map(rows.map((r) => [Number(r.tournament_id), Number(r.n)]));
    },

    /** Each asked member's rank (1-based, the board's order) and entry, in one query. */
    async ranksOf(tournamentId: number, memberIds: readonly number[]): Promise<Map<number, { rank: number; entry: TournamentEntryRow }>> {
      if (memberIds.length === 0) return new Map();
      const rows = await db
        .selectFrom((eb) =>
          eb
            .selectFrom('tournament_entries')
            .selectAll()
            .select(sql<number>`row_number() over (order by ${BOARD_ORDER})`.as('position'))
            .where('tournament_id', '=', tournamentId)
            .as('ranked'),
        )
        .selectAll()
        .where('member_id', 'in', [...memberIds])
        .execute();
      return new Map(rows.map((r) => [Number(r.member_id), { rank: Number(r.position), entry: entryRow(r as TournamentEntryRow) }]));
    },

    /** Every entry in the board's order (the finishing job ranks them). */
    async standings(tournamentId: number, on: Kysely<Database>): Promise<TournamentEntryRow[]> {
      return (await on.selectFrom('tournament_entries').selectAll().where('tournament_id', '=', tournamentId).orderBy(BOARD_ORDER).execute()).map(entryRow);
    },

    async setFinal(on: Kysely<Database>, tournamentId: number, memberId: number, final: { rank: number; prizeCents: number | null; prizeKind: string | null }): Promise<void> {
      await on
        .updateTable('tournament_entries')
        .set({ final_rank: final.rank, prize_cents: final.prizeCents, prize_kind: final.prizeKind })
        .where('tournament_id', '=', tournamentId)
        .where('member_id', '=', memberId)
        .execute();
    },

    /** Finished tournaments' prizes not yet on the ledger. */
    async unpaid(limit: number): Promise<TournamentEntryRow[]> {
      const rows = await db
        .selectFrom('tournament_entries')
        .selectAll()
        .where('prize_cents', '>', 0)
        .where('paid_at', 'is', null)
        .where('tournament_id', 'in', (eb) => eb.selectFrom('tournaments').select('id').where('status', '=', 'finished'))
        .orderBy('tournament_id')
        .orderBy('final_rank')
        .limit(limit)
        .execute();
      return rows.map(entryRow);
    },

    /** Marks a prize paid, once: false when it had been (the caller moves no money then). */
    async markPaid(tx: Kysely<Database>, tournamentId: number, memberId: number, at: number): Promise<boolean> {
      const r = await tx
        .updateTable('tournament_entries')
        .set({ paid_at: at })
        .where('tournament_id', '=', tournamentId)
        .where('member_id', '=', memberId)
        .where('paid_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** Prizes paid per tournament (the promotion cost), in cents. */
    async paidOf(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('tournament_entries')
        .select(['tournament_id', (eb) => eb.fn.sum<number>('prize_cents').as('paid')])
        .where('tournament_id', 'in', [...ids])
        .where('paid_at', 'is not', null)
        .groupBy('tournament_id')
        .execute();
      return new Map(rows.map((r) => [Number(r.tournament_id), Number(r.paid ?? 0)]));
    },
  };
}

export type TournamentsRepository = ReturnType<typeof createTournamentsRepository>;
