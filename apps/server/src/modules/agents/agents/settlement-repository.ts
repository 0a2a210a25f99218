import type { Kysely } from 'kysely';
import type { AgentSettlementRow, Database } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';
import { createMemberRepository } from '../../../core/accounts/repository.ts';

/** The SQL of the settlement job and the statements behind contract payments. */
export function createSettlementRepository(db: Kysely<Database>) {
  const members = createMemberRepository(db);
  return {
    /** Contracts that may have periods to settle: accepted (active), or replaced after being accepted. */
    async settleable() {
      return db
        .selectFrom('agent_contracts')
        .selectAll()
        .where('status', 'in', ['active', 'replaced'])
        .where('responded_at', 'is not', null)
        .orderBy('id')
        .execute();
    },

    async last(contractId: number): Promise<AgentSettlementRow | undefined> {
      return db.selectFrom('agent_settlements').selectAll().where('contract_id', '=', contractId).orderBy('period_start', 'desc').limit(1).executeTakeFirst();
    },

    async byPeriod(tx: Tx, agentId: number, contractId: number, periodKey: string): Promise<AgentSettlementRow | undefined> {
      return tx
        .selectFrom('agent_settlements')
        .selectAll()
        .where('agent_id', '=', agentId)
        .where('contract_id', '=', contractId)
        .where('period_key', '=', periodKey)
        .executeTakeFirst();
    },

    /** The carry-over into a period: the contract's settlement just before it. */
    async before(tx: Tx, contractId: number, start: number): Promise<AgentSettlementRow | undefined> {
      return tx
        .selectFrom('agent_settlements')
        .selectAll()
        .where('contract_id', '=', contractId)
        .where('period_start', '<', start)
        .orderBy('period_start', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async insert(tx: Tx, row: Omit<AgentSettlementRow, 'id'>): Promise<AgentSettlementRow> {
      return tx.insertInto('agent_settlements').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async ofContract(contractId: number) {
      const rows = await db
        .selectFrom('agent_settlements')
        .selectAll()
        .where('contract_id', '=', contractId)
        .orderBy('period_start', 'desc')
        .limit(200)
        .execute();
      const names = await members.usernames(rows.flatMap((r) => [r.agent_id, r.upline_id]));
      return rows.map((r) => ({ ...r, agent: names.get(r.agent_id) ?? '', upline: names.get(r.upline_id) ?? '' }));
    },
  };
}

export type SettlementRepository = ReturnType<typeof createSettlementRepository>;
