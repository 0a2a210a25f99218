import type { Kysely } from 'kysely';
import type { AgentContractRow, Database } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';
import { createMemberRepository } from '../../../core/accounts/repository.ts';
import { createTeamReads } from '../../../core/accounts/tree.ts';

export type { HourCount } from '../../../core/accounts/tree.ts';

/** Every SQL statement of the agent area. */
export function createAgentsRepository(db: Kysely<Database>) {
  const members = createMemberRepository(db);
  const team = createTeamReads(db);

  return {
    /** The member's row (the agent or one of its team). */
    member: (id: number) => members.byId(id),
    depthIn: team.depthIn,
    counts: team.counts,
    async uplineName(memberId: number): Promise<string | null> {
      return (await members.uplineNames([memberId])).get(memberId) ?? null;
    },
    teamPage: team.page,
    newMembers: team.newMembersByHour,

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
        .selectFrom('agent_contracts')
        .selectAll()
        .where((eb) => eb.or([eb('agent_id', '=', memberId), eb('upline_id', '=', memberId)]))
        .where('status', '!=', 'replaced');
      if (kind) q = q.where('kind', '=', kind);
      const rows = await q.orderBy('id', 'desc').limit(100).execute();
      const names = await members.usernames([...new Set(rows.flatMap((r) => [r.upline_id, r.agent_id]))]);
      return rows.map((r) => ({ ...r, upline: names.get(r.upline_id) ?? '', agent: names.get(r.agent_id) ?? '' }));
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
