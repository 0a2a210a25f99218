import { NON_AGENT_TYPES } from '@lobby/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

const nonAgent = [...NON_AGENT_TYPES];
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

/** What operators read of a merchant's agents: the tree, settlements and relays (contracts: the agents repository; team figures: activity). */
export function createAgentOpsRepository(db: Kysely<Database>) {
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
    async tree(merchantCode: string, rootId?: number): Promise<AgentNodeRecord[]> {
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

    async settlements(agentId: number, beforeId: number | undefined, limit: number) {
      let q = db
        .selectFrom('agent_settlements as s')
        .innerJoin('members as u', 'u.id', 's.upline_id')
        .selectAll('s')
        .select('u.username as upline')
        .where('s.agent_id', '=', agentId);
      if (beforeId !== undefined) q = q.where('s.id', '<', beforeId);
      return q.orderBy('s.id', 'desc').limit(limit).execute();
    },

    async relays(agentId: number, beforeId: number | undefined, limit: number) {
      let q = db
        .selectFrom('agent_relays as r')
        .innerJoin('members as m', 'm.id', 'r.member_id')
        .selectAll('r')
        .select('m.username as member')
        .where('r.agent_id', '=', agentId);
      if (beforeId !== undefined) q = q.where('r.id', '<', beforeId);
      return q.orderBy('r.id', 'desc').limit(limit).execute();
    },
  };
}

export type AgentOpsRepository = ReturnType<typeof createAgentOpsRepository>;
