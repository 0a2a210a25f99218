import type { Kysely } from 'kysely';
import type { BonusGrantRow, Database } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';

export interface BonusRule {
  code: string;
  percentBp: number;
  maxBonusCents: number;
  minDepositCents: number;
  wageringMultiplier: number;
}

export function createBonusRepository(db: Kysely<Database>) {
  return {
    async rule(merchantCode: string, code: string, tx?: Tx): Promise<BonusRule | undefined> {
      const row = await (tx ?? db)
        .selectFrom('bonus_rules')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('code', '=', code)
        .where('enabled', '=', 1)
        .executeTakeFirst();
      return (
        row && {
          code: row.code,
          percentBp: row.percent_bp,
          maxBonusCents: Number(row.max_bonus_cents),
          minDepositCents: Number(row.min_deposit_cents),
          wageringMultiplier: row.wagering_multiplier,
        }
      );
    },

    /** The grants of these members (any status), newest first. */
    async grantsOf(memberIds: number[]): Promise<Array<{ memberId: number; ruleCode: string; amountCents: number; at: number }>> {
      if (!memberIds.length) return [];
      const rows = await db
        .selectFrom('bonus_grants')
        .select(['member_id', 'rule_code', 'amount_cents', 'created_at'])
        .where('member_id', 'in', memberIds)
        .orderBy('created_at', 'desc')
        .limit(500)
        .execute();
      return rows.map((r) => ({ memberId: Number(r.member_id), ruleCode: r.rule_code, amountCents: Number(r.amount_cents), at: Number(r.created_at) }));
    },

    async grantBySource(tx: Tx, ruleCode: string, sourceRef: string): Promise<BonusGrantRow | undefined> {
      return tx
        .selectFrom('bonus_grants')
        .selectAll()
        .where('rule_code', '=', ruleCode)
        .where('source_ref', '=', sourceRef)
        .executeTakeFirst();
    },

    async insertGrant(tx: Tx, row: Omit<BonusGrantRow, 'id' | 'wagered_cents' | 'closed_at'>): Promise<BonusGrantRow> {
      return tx
        .insertInto('bonus_grants')
        .values({ ...row, wagered_cents: 0, closed_at: null })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async activeGrants(tx: Tx, memberId: number): Promise<BonusGrantRow[]> {
      return tx
        .selectFrom('bonus_grants')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('status', '=', 'active')
        .orderBy('id')
        .execute();
    },

    async addWagered(tx: Tx, grantId: number, cents: number): Promise<void> {
      await tx
        .updateTable('bonus_grants')
        .set((eb) => ({ wagered_cents: eb('wagered_cents', '+', cents) }))
        .where('id', '=', grantId)
        .execute();
    },

    async close(tx: Tx, grantId: number, status: 'completed' | 'forfeited', at: number): Promise<void> {
      await tx
        .updateTable('bonus_grants')
        .set({ status, closed_at: at })
        .where('id', '=', grantId)
        .where('status', '=', 'active')
        .execute();
    },

    async currentGrant(memberId: number): Promise<BonusGrantRow | undefined> {
      return db
        .selectFrom('bonus_grants')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('status', '=', 'active')
        .orderBy('id')
        .executeTakeFirst();
    },

    /** Whether the member ever had a grant under this rule (inside a transaction when one is given). */
    async hasGrant(memberId: number, ruleCode: string, tx?: Tx): Promise<boolean> {
      const row = await (tx ?? db)
        .selectFrom('bonus_grants')
        .select('id')
        .where('member_id', '=', memberId)
        .where('rule_code', '=', ruleCode)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type BonusRepository = ReturnType<typeof createBonusRepository>;
