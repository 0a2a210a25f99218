import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { createMemberRepository } from '../../../core/accounts/repository.ts';
import { createTeamReads } from '../../../core/accounts/tree.ts';

export type { AgentNodeRecord } from '../../../core/accounts/tree.ts';

/** What operators read of a merchant's agents: the tree, settlements and relays (contracts: the agents repository; team figures: activity). */
export function createAgentOpsRepository(db: Kysely<Database>) {
  const members = createMemberRepository(db);
  const team = createTeamReads(db);
  return {
    agentByAccount: team.agentByAccount,
    tree: team.agentTree,

    async settlements(agentId: number, beforeId: number | undefined, limit: number) {
      let q = db.selectFrom('agent_settlements').selectAll().where('agent_id', '=', agentId);
      if (beforeId !== undefined) q = q.where('id', '<', beforeId);
      const rows = await q.orderBy('id', 'desc').limit(limit).execute();
      const names = await members.usernames(rows.map((r) => r.upline_id));
      return rows.map((r) => ({ ...r, upline: names.get(r.upline_id) ?? '' }));
    },

    async relays(agentId: number, beforeId: number | undefined, limit: number) {
      let q = db.selectFrom('agent_relays').selectAll().where('agent_id', '=', agentId);
      if (beforeId !== undefined) q = q.where('id', '<', beforeId);
      const rows = await q.orderBy('id', 'desc').limit(limit).execute();
      const names = await members.usernames(rows.map((r) => r.member_id));
      return rows.map((r) => ({ ...r, member: names.get(r.member_id) ?? '' }));
    },
  };
}

export type AgentOpsRepository = ReturnType<typeof createAgentOpsRepository>;
