import type { Insertable, Kysely } from 'kysely';
import type { BonusGrantRow, BonusGrantsTable, Database } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';

export interface BonusRule {
  code: string;
  percentBp: number;
  maxBonusCents: number;
  minDepositCents: number;
  wageringMultiplier: number;
}

export type NewGrant = Omit<Insertable<BonusGrantsTable>, 'id' | 'wagered_cents' | 'closed_at'>;

/** The grants' statements: the wagering engine's rows (campaigns, codes and claims are campaign-repository.ts's). */
export function createBonusRepository(db: Kysely<Database>) {
  return {
    db,

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
      return tx.selectFrom('bonus_grants').selectAll().where('rule_code', '=', ruleCode).where('source_ref', '=', sourceRef).executeTakeFirst();
    },

    async grantById(id: number, on: Kysely<Database> = db): Promise<BonusGrantRow | undefined> {
      return on.selectFrom('bonus_grants').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insertGrant(tx: Tx, row: NewGrant): Promise<BonusGrantRow> {
      return tx
        .insertInto('bonus_grants')
        .values({ ...row, wagered_cents: 0, closed_at: null })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Inserts a grant unless the member has one of the campaign under the same claim key (once, that day). */
    async insertGrantOnce(tx: Tx, row: NewGrant): Promise<BonusGrantRow | undefined> {
      return tx
        .insertInto('bonus_grants')
        .values({ ...row, wagered_cents: 0, closed_at: null })
        .onConflict((oc) => oc.columns(['campaign_id', 'member_id', 'claim_key']).doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    async deleteGrant(tx: Tx, id: number): Promise<void> {
      await tx.deleteFrom('bonus_grants').where('id', '=', id).execute();
    },

    async activeGrants(tx: Tx, memberId: number): Promise<BonusGrantRow[]> {
      return tx.selectFrom('bonus_grants').selectAll().where('member_id', '=', memberId).where('status', '=', 'active').orderBy('id').execute();
    },

    async addWagered(tx: Tx, grantId: number, cents: number): Promise<void> {
      await tx
        .updateTable('bonus_grants')
        .set((eb) => ({ wagered_cents: eb('wagered_cents', '+', cents) }))
        .where('id', '=', grantId)
        .execute();
    },

    /** Closes an active grant; what went to cash or back to the brand is kept on it. False: it was not active. */
    async close(
      tx: Tx,
      grantId: number,
      status: 'completed' | 'forfeited' | 'expired',
      at: number,
      money: { released?: number; returned?: number; note?: string | null } = {},
    ): Promise<boolean> {
      const result = await tx
        .updateTable('bonus_grants')
        .set((eb) => ({
          status,
          closed_at: at,
          released_cents: eb('released_cents', '+', money.released ?? 0),
          returned_cents: eb('returned_cents', '+', money.returned ?? 0),
          ...(money.note !== undefined ? { note: money.note } : {}),
        }))
        .where('id', '=', grantId)
        .where('status', '=', 'active')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Takes one free round of a grant; false when none is left (two rounds at once cannot both take the last). */
    async useFreeRound(tx: Tx, grantId: number, stakeCents: number): Promise<boolean> {
      const result = await tx
        .updateTable('bonus_grants')
        .set((eb) => ({ free_rounds_left: eb('free_rounds_left', '-', 1), amount_cents: eb('amount_cents', '+', stakeCents) }))
        .where('id', '=', grantId)
        .where('status', '=', 'active')
        .where('free_rounds_left', '>', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** A rolled-back free round is given back (its stake returned to the brand by the caller). */
    async returnFreeRound(tx: Tx, grantId: number, stakeCents: number): Promise<void> {
      await tx
        .updateTable('bonus_grants')
        .set((eb) => ({ free_rounds_left: eb('free_rounds_left', '+', 1), amount_cents: eb('amount_cents', '-', stakeCents) }))
        .where('id', '=', grantId)
        .execute();
    },

    async insertFreeRound(
      tx: Tx,
      row: { integration: string; transactionId: string; grantId: number; memberId: number; stakeCents: number; roundRef: string; at: number },
    ): Promise<void> {
      await tx
        .insertInto('bonus_free_rounds')
        .values({
          integration: row.integration,
          transaction_uuid: row.transactionId,
          grant_id: row.grantId,
          member_id: row.memberId,
          stake_cents: row.stakeCents,
          round_ref: row.roundRef,
          created_at: row.at,
          rolled_back: 0,
          settled: 0,
        })
        .execute();
    },

    async freeRoundOf(tx: Tx, integration: string, transactionId: string) {
      return tx
        .selectFrom('bonus_free_rounds')
        .selectAll()
        .where('integration', '=', integration)
        .where('transaction_uuid', '=', transactionId)
        .where('rolled_back', '=', 0)
        .executeTakeFirst();
    },

    async markFreeRoundRolledBack(tx: Tx, integration: string, transactionId: string): Promise<void> {
      await tx.updateTable('bonus_free_rounds').set({ rolled_back: 1 }).where('integration', '=', integration).where('transaction_uuid', '=', transactionId).execute();
    },

    /** The free-round grant a round of the member was played on, if it was one. */
    async freeRoundGrantOfRound(tx: Tx, memberId: number, roundRef: string): Promise<number | undefined> {
      const row = await tx
        .selectFrom('bonus_free_rounds')
        .select('grant_id')
        .where('member_id', '=', memberId)
        .where('round_ref', '=', roundRef)
        .where('rolled_back', '=', 0)
        .executeTakeFirst();
      return row?.grant_id;
    },

    async markFreeRoundSettled(tx: Tx, memberId: number, roundRef: string): Promise<void> {
      await tx.updateTable('bonus_free_rounds').set({ settled: 1 }).where('member_id', '=', memberId).where('round_ref', '=', roundRef).execute();
    },

    /** Free rounds of the grant still waiting for their result. */
    async openFreeRounds(tx: Tx, grantId: number): Promise<number> {
      const row = await tx
        .selectFrom('bonus_free_rounds')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('grant_id', '=', grantId)
        .where('settled', '=', 0)
        .where('rolled_back', '=', 0)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async lastFreeRoundAt(tx: Tx, grantId: number): Promise<number | null> {
      const row = await tx.selectFrom('bonus_free_rounds').select((eb) => eb.fn.max('created_at').as('at')).where('grant_id', '=', grantId).executeTakeFirst();
      return row?.at === null || row?.at === undefined ? null : Number(row.at);
    },

    async addRequirement(tx: Tx, grantId: number, cents: number): Promise<void> {
      if (cents <= 0) return;
      await tx
        .updateTable('bonus_grants')
        .set((eb) => ({ wagering_required_cents: eb('wagering_required_cents', '+', cents) }))
        .where('id', '=', grantId)
        .execute();
    },

    async currentGrant(memberId: number): Promise<BonusGrantRow | undefined> {
      return db.selectFrom('bonus_grants').selectAll().where('member_id', '=', memberId).where('status', '=', 'active').orderBy('id').executeTakeFirst();
    },

    /** The member's grants: the active ones in wagering order, then the last closed ones, newest first. */
    async memberGrants(memberId: number): Promise<{ active: BonusGrantRow[]; closed: BonusGrantRow[] }> {
      const [active, closed] = await Promise.all([
        db.selectFrom('bonus_grants').selectAll().where('member_id', '=', memberId).where('status', '=', 'active').orderBy('id').execute(),
        db.selectFrom('bonus_grants').selectAll().where('member_id', '=', memberId).where('status', '!=', 'active').orderBy('id', 'desc').limit(50).execute(),
      ]);
      return { active, closed };
    },

    /** Members with an active grant past its expiry, or with free-round grants out of rounds (a page of them). */
    async membersToSweep(at: number, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('bonus_grants')
        .select('member_id')
        .distinct()
        .where('status', '=', 'active')
        .where((eb) =>
          eb.or([
            eb.and([eb('expires_at', 'is not', null), eb('expires_at', '<=', at)]),
            eb.and([eb('free_round_stake_cents', '>', 0), eb('free_rounds_left', '=', 0), eb('wagered_cents', '>=', eb.ref('wagering_required_cents'))]),
          ]),
        )
        .limit(limit)
        .execute();
      return rows.map((r) => Number(r.member_id));
    },

    /** Whether the member ever had a grant under this rule (inside a transaction when one is given). */
    async hasGrant(memberId: number, ruleCode: string, tx?: Tx): Promise<boolean> {
      const row = await (tx ?? db).selectFrom('bonus_grants').select('id').where('member_id', '=', memberId).where('rule_code', '=', ruleCode).executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type BonusRepository = ReturnType<typeof createBonusRepository>;
