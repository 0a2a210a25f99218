import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { NON_AGENT_TYPES } from '@lobby/contract';
import type { TeamKind } from '@lobby/contract';
import type { Database } from '../../db/schema.ts';

/*
 * The agent tree: a closure table (member_tree) of every member and each of its uplines, written when an
 * account opens under an upline. Other owners filter their own queries by a team with these subqueries.
 */

/** The members of an agent's team at any depth, as a subquery of member ids another owner's query filters by. */
export function teamIdsOf(db: Kysely<Database>, agentId: number) {
  return db.selectFrom('member_tree').select('member_tree.member_id').where('member_tree.ancestor_id', '=', agentId);
}

/** (agent, member) for every member of these agents' teams, as a subquery another owner's query joins. */
export function teamPairsOf(db: Kysely<Database>, agentIds: readonly number[]) {
  return db.selectFrom('member_tree').select(['member_tree.ancestor_id', 'member_tree.member_id']).where('member_tree.ancestor_id', 'in', [...agentIds]);
}

/**
 * Puts a new member under its upline in the tree's closure: the upline at depth 1 and each of the upline's
 * ancestors one further, in the transaction that opens the account.
 */
export async function joinTree(db: Kysely<Database>, memberId: number, uplineId: number): Promise<void> {
  await db.insertInto('member_tree').values({ ancestor_id: uplineId, member_id: memberId, depth: 1 }).execute();
  await db
    .insertInto('member_tree')
    .columns(['ancestor_id', 'member_id', 'depth'])
    .expression((eb) =>
      eb
        .selectFrom('member_tree')
        .select((s) => ['ancestor_id', sql<number>`cast(${memberId} as integer)`.as('member_id'), s(s.ref('depth'), '+', 1).as('depth')])
        .where('member_id', '=', uplineId),
    )
    .execute();
}

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

/** Rows per whole hour since `from`: a day is a run of hours in any time zone, so days are bucketed in code. */
const hourOf = (column: string, from: number) => sql<number>`cast((${sql.ref(column)} - ${from}) / ${HOUR_MS} as integer)`;

/** the most agents one tree answer lists */
const TREE_MAX = 1000;

export interface AgentNodeRecord {
  id: number;
  username: string;
  parent: string | null;
  /** agents above it */
  above: number;
  members: number;
  subAgents: number;
}

/** What the agent area reads of a team: who is in it, how deep, how many, a page of its members. */
export function createTeamReads(db: Kysely<Database>) {
  return {
    async agentByAccount(merchantCode: string, usernameKey: string) {
      return db
        .selectFrom('members')
        .select(['id', 'username', 'type'])
        .where('merchant_code', '=', merchantCode)
        .where('username_key', '=', usernameKey)
        .where('type', 'not in', nonAgent)
        .executeTakeFirst();
    },

    /** The merchant's agents (or `rootId` and the agents of its team), the top of the tree first. */
    async agentTree(merchantCode: string, rootId?: number): Promise<AgentNodeRecord[]> {
      let q = db
        .selectFrom('members as a')
        .leftJoin('members as p', 'p.id', 'a.upline_id')
        .select([
          'a.id',
          'a.username',
          'p.username as parent',
          sql<number>`(select count(*) from member_tree t join members x on x.id = t.ancestor_id
                        where t.member_id = a.id and x.type not in (${sql.join(nonAgent)}))`.as('above'),
          sql<number>`(select count(*) from members d where d.upline_id = a.id and d.type in (${sql.join(nonAgent)}))`.as('members'),
          sql<number>`(select count(*) from members d where d.upline_id = a.id and d.type not in (${sql.join(nonAgent)}))`.as('sub_agents'),
        ])
        .where('a.merchant_code', '=', merchantCode)
        .where('a.type', 'not in', nonAgent);
      if (rootId !== undefined) {
        q = q.where((eb) =>
          eb.or([
            eb('a.id', '=', rootId),
            eb('a.id', 'in', eb.selectFrom('member_tree').select('member_id').where('ancestor_id', '=', rootId)),
          ]),
        );
      }
      const rows = await q.orderBy('a.id').limit(TREE_MAX).execute();
      return rows
        .map((r) => ({
          id: r.id,
          username: r.username,
          parent: r.parent,
          above: Number(r.above),
          members: Number(r.members),
          subAgents: Number(r.sub_agents),
        }))
        .sort((x, y) => x.above - y.above || x.id - y.id);
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

    /** One page of the agent's team (their figures are activity's). */
    async page(agentId: number, filter: { q?: string; kind: TeamKind; offset: number; limit: number }) {
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

    /** The team's new members per hour of [from, to) (the money and play figures are activity's). */
    async newMembersByHour(agentId: number, from: number, to: number): Promise<HourCount[]> {
      const rows = await db
        .selectFrom('members')
        .select([hourOf('created_at', from).as('hour'), (eb) => eb.fn.countAll<number>().as('value')])
        .where('id', 'in', teamIdsOf(db, agentId))
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .groupBy(sql`1`)
        .execute();
      return rows.map((r) => ({ hour: num(r.hour), value: num(r.value) }));
    },
  };
}

export type TeamReads = ReturnType<typeof createTeamReads>;
