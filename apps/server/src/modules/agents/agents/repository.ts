import { NON_AGENT_TYPES } from '@lobby/contract';
import type { TeamKind } from '@lobby/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { AgentContractRow, Database } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';

const HOUR_MS = 3_600_000;
const nonAgent = [...NON_AGENT_TYPES];

/** Sums come back as text (PostgreSQL numeric) or numbers (SQLite): one place turns them into numbers. */
const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

/** Escapes LIKE wildcards in what the agent typed. */
function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface HourCount {
  /** whole hours since the range's start */
  hour: number;
  value: number;
}

/** Every SQL statement of the agent area. */
export function createAgentsRepository(db: Kysely<Database>) {
  /** The members of an agent's team (any depth), as a subquery. */
  const teamIds = (agentId: number) => db.selectFrom('member_tree').select('member_id').where('ancestor_id', '=', agentId);

  /** Rows per whole hour since `from`: a day is a run of hours in any time zone, so days are bucketed in code. */
  const hourOf = (column: string, from: number) => sql<number>`cast((${sql.ref(column)} - ${from}) / ${HOUR_MS} as integer)`;

  return {
    async member(id: number) {
      return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** How far below the agent a member is (1: direct), or undefined when not in its team. */
    async depthIn(agentId: number, memberId: number, tx: Kysely<Database> = db): Promise<number | undefined> {
      const row = await tx
        .selectFrom('member_tree')
        .select('depth')
        .where('ancestor_id', '=', agentId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      return row?.depth;
    },

    async counts(agentId: number): Promise<{ directMembers: number; directAgents: number; teamSize: number }> {
      const direct = await db
        .selectFrom('members')
        .select([
          sql<number>`sum(case when type in (${sql.join(nonAgent)}) then 1 else 0 end)`.as('members'),
          sql<number>`sum(case when type in (${sql.join(nonAgent)}) then 0 else 1 end)`.as('agents'),
        ])
        .where('upline_id', '=', agentId)
        .executeTakeFirst();
      const team = await db
        .selectFrom('member_tree')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ancestor_id', '=', agentId)
        .executeTakeFirst();
      return { directMembers: num(direct?.members), directAgents: num(direct?.agents), teamSize: num(team?.n) };
    },

    async uplineName(memberId: number): Promise<string | null> {
      const row = await db
        .selectFrom('members as m')
        .innerJoin('members as u', 'u.id', 'm.upline_id')
        .select('u.username')
        .where('m.id', '=', memberId)
        .executeTakeFirst();
      return row?.username ?? null;
    },

    /** One page of the agent's team (their figures are activity's). */
    async teamPage(agentId: number, filter: { q?: string; kind: TeamKind; offset: number; limit: number }) {
      let q = db
        .selectFrom('member_tree as t')
        .innerJoin('members as m', 'm.id', 't.member_id')
        .innerJoin('members as u', 'u.id', 'm.upline_id')
        .where('t.ancestor_id', '=', agentId);
      if (filter.q) q = q.where(sql<boolean>`m.username_key like ${likeContains(filter.q)} escape '\\'`);
      if (filter.kind === 'member') q = q.where('m.type', 'in', nonAgent);
      if (filter.kind === 'agent') q = q.where('m.type', 'not in', nonAgent);
      const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      const rows = await q
        .select([
          'm.id',
          'm.username',
          'm.nickname',
          'm.type',
          'm.status',
          'm.created_at',
          'm.last_login_at',
          't.depth',
          'u.username as upline',
        ])
        .orderBy('t.depth')
        .orderBy('m.id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute();
      return {
        total: num(total?.n),
        rows: rows.map((r) => ({
          ...r,
          created_at: Number(r.created_at),
          last_login_at: r.last_login_at === null ? null : Number(r.last_login_at),
        })),
      };
    },

    // KPI: the team's new members per hour of [from, to) (the money and play figures are activity's).

    async newMembers(agentId: number, from: number, to: number): Promise<HourCount[]> {
      const rows = await db
        .selectFrom('members')
        .select([hourOf('created_at', from).as('hour'), (eb) => eb.fn.countAll<number>().as('value')])
        .where('id', 'in', teamIds(agentId))
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .groupBy(sql`1`)
        .execute();
      return rows.map((r) => ({ hour: num(r.hour), value: num(r.value) }));
    },

    // Relays.

    async relayByRequest(tx: Tx, agentId: number, requestId: string) {
      return tx
        .selectFrom('agent_relays')
        .selectAll()
        .where('agent_id', '=', agentId)
        .where('request_id', '=', requestId)
        .executeTakeFirst();
    },

    async insertRelay(tx: Tx, row: { merchant_code: string; agent_id: number; member_id: number; request_id: string; amount_cents: number; currency: string; transfer_id: number; created_at: number }) {
      return tx.insertInto('agent_relays').values(row).returningAll().executeTakeFirstOrThrow();
    },

    // Contracts.

    async contractsOf(memberId: number, kind?: string): Promise<(AgentContractRow & { upline: string; agent: string })[]> {
      let q = db
        .selectFrom('agent_contracts as c')
        .innerJoin('members as u', 'u.id', 'c.upline_id')
        .innerJoin('members as a', 'a.id', 'c.agent_id')
        .selectAll('c')
        .select(['u.username as upline', 'a.username as agent'])
        .where((eb) => eb.or([eb('c.agent_id', '=', memberId), eb('c.upline_id', '=', memberId)]))
        .where('c.status', '!=', 'replaced');
      if (kind) q = q.where('c.kind', '=', kind);
      return q.orderBy('c.id', 'desc').limit(100).execute();
    },

    async pendingFor(agentId: number) {
      return db.selectFrom('agent_contracts').select(['id', 'kind']).where('agent_id', '=', agentId).where('status', '=', 'pending').execute();
    },

    /** inside a transaction (to change it next) or not (to read it) */
    async contract(tx: Kysely<Database>, id: number) {
      return tx.selectFrom('agent_contracts').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A new offer replaces the one waiting, if any, in the same transaction. */
    async propose(tx: Tx, row: { merchant_code: string; kind: string; upline_id: number; agent_id: number; terms: string; created_at: number }) {
      await tx
        .updateTable('agent_contracts')
        .set({ status: 'replaced', responded_at: row.created_at })
        .where('agent_id', '=', row.agent_id)
        .where('kind', '=', row.kind)
        .where('status', '=', 'pending')
        .execute();
      return tx.insertInto('agent_contracts').values({ ...row, status: 'pending', responded_at: null }).returningAll().executeTakeFirstOrThrow();
    },

    /** Answers a pending request once (compare-and-set); accepting replaces the kind's active contract. */
    async respond(tx: Tx, contract: AgentContractRow, accept: boolean, at: number): Promise<boolean> {
      const done = await tx
        .updateTable('agent_contracts')
        .set({ status: accept ? 'active' : 'refused', responded_at: at })
        .where('id', '=', contract.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) return false;
      if (accept) {
        await tx
          .updateTable('agent_contracts')
          .set({ status: 'replaced', ended_at: at })
          .where('agent_id', '=', contract.agent_id)
          .where('kind', '=', contract.kind)
          .where('status', '=', 'active')
          .where('id', '!=', contract.id)
          .execute();
      }
      return true;
    },
  };
}

export type AgentsRepository = ReturnType<typeof createAgentsRepository>;
