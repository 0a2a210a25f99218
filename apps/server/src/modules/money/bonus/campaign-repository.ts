import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { BonusCampaignRow, BonusClaimRow, BonusGrantRow, Database } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';
import { asUniqueViolation } from '../../../db/unique-violation.ts';

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

export interface CampaignFigures {
  grants: number;
  players: number;
  granted: number;
  freeRoundStakes: number;
  released: number;
  returned: number;
}

const NO_FIGURES: CampaignFigures = { grants: 0, players: 0, granted: 0, freeRoundStakes: 0, released: 0, returned: 0 };

/** The campaigns' statements: campaigns, promo codes and their uses, claims waiting for a deposit, their figures. */
export function createCampaignRepository(db: Kysely<Database>) {
  return {
    db,

    async insert(tx: Tx, row: Omit<BonusCampaignRow, 'id' | 'spent_cents' | 'paid_through'>): Promise<BonusCampaignRow> {
      return tx.insertInto('bonus_campaigns').values({ ...row, spent_cents: 0, paid_through: null }).returningAll().executeTakeFirstOrThrow();
    },

    async update(tx: Tx | Kysely<Database>, id: number, set: Partial<Omit<BonusCampaignRow, 'id'>>): Promise<void> {
      await tx.updateTable('bonus_campaigns').set(set).where('id', '=', id).execute();
    },

    async byId(id: number, on: Kysely<Database> = db): Promise<BonusCampaignRow | undefined> {
      return on.selectFrom('bonus_campaigns').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async byAnnouncements(ids: number[], on: Kysely<Database> = db): Promise<BonusCampaignRow[]> {
      if (!ids.length) return [];
      return on.selectFrom('bonus_campaigns').selectAll().where('announcement_id', 'in', ids).execute();
    },

    async ofMerchant(merchantCode: string): Promise<BonusCampaignRow[]> {
      return db.selectFrom('bonus_campaigns').selectAll().where('merchant_code', '=', merchantCode).orderBy('id', 'desc').execute();
    },

    /** Published campaigns of the merchant inside their window at `at` (kinds: all when absent). */
    async live(merchantCode: string, at: number, kinds?: string[], on: Kysely<Database> = db): Promise<BonusCampaignRow[]> {
      let q = on
        .selectFrom('bonus_campaigns')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('state', '=', 'published')
        .where('start_at', '<=', at)
        .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', at)]));
      if (kinds?.length) q = q.where('kind', 'in', kinds);
      return q.orderBy('id').execute();
    },

    /** Cashback campaigns that may have a period to pay (published or paused or ended after it started). */
    async cashbackCampaigns(at: number): Promise<BonusCampaignRow[]> {
      return db.selectFrom('bonus_campaigns').selectAll().where('kind', '=', 'cashback').where('state', '!=', 'draft').where('start_at', '<=', at).execute();
    },

    /**
     * Takes `cents` of the campaign's budget: false when it would pass it. One statement, so concurrent
     * claims on both databases never give more than the budget.
     */
    async spend(tx: Tx, id: number, cents: number): Promise<boolean> {
      const result = await tx
        .updateTable('bonus_campaigns')
        .set((eb) => ({ spent_cents: eb('spent_cents', '+', cents) }))
        .where('id', '=', id)
        .where((eb) => eb.or([eb('budget_cents', 'is', null), eb(eb('spent_cents', '+', cents), '<=', eb.ref('budget_cents'))]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    // ---- codes ----

    /** Inserts codes; false when one of them exists already for the merchant (nothing is inserted then). */
    async insertCodes(tx: Tx, rows: Array<{ merchant_code: string; campaign_id: number; code: string; max_uses: number | null; expires_at: number | null; created_at: number }>): Promise<boolean> {
      try {
        for (let i = 0; i < rows.length; i += 200) await tx.insertInto('bonus_codes').values(rows.slice(i, i + 200).map((r) => ({ ...r, uses: 0 }))).execute();
        return true;
      } catch (err) {
        if (asUniqueViolation(err, { code: 'bonus_codes' })) return false;
        throw err;
      }
    },

    async codeExists(merchantCode: string, codes: string[], on: Kysely<Database> = db): Promise<boolean> {
      if (!codes.length) return false;
      const row = await on.selectFrom('bonus_codes').select('id').where('merchant_code', '=', merchantCode).where('code', 'in', codes).executeTakeFirst();
      return row !== undefined;
    },

    async codeByText(merchantCode: string, code: string, on: Kysely<Database> = db) {
      return on.selectFrom('bonus_codes').selectAll().where('merchant_code', '=', merchantCode).where('code', '=', code).executeTakeFirst();
    },

    async codesOf(campaignId: number) {
      return db.selectFrom('bonus_codes').selectAll().where('campaign_id', '=', campaignId).orderBy('id', 'desc').limit(2000).execute();
    },

    async codeCounts(campaignIds: number[]): Promise<Map<number, { count: number; redeemed: number }>> {
      if (!campaignIds.length) return new Map();
      const rows = await db
        .selectFrom('bonus_codes')
        .select(['campaign_id', sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(uses), 0)`.as('used')])
        .where('campaign_id', 'in', campaignIds)
        .groupBy('campaign_id')
        .execute();
      return new Map(rows.map((r) => [r.campaign_id, { count: num(r.n), redeemed: num(r.used) }]));
    },

    /**
     * One use of a code by a member: 'used' when the member used it before, 'exhausted' when its uses are
     * gone (both guarded in the statement, so concurrent redemptions never pass max_uses).
     */
    async useCode(tx: Tx, codeId: number, memberId: number, at: number): Promise<'ok' | 'used' | 'exhausted'> {
      const first = await tx
        .insertInto('bonus_code_uses')
        .values({ code_id: codeId, member_id: memberId, used_at: at })
        .onConflict((oc) => oc.columns(['code_id', 'member_id']).doNothing())
        .returning('code_id')
        .executeTakeFirst();
      if (!first) return 'used';
      const result = await tx
        .updateTable('bonus_codes')
        .set((eb) => ({ uses: eb('uses', '+', 1) }))
        .where('id', '=', codeId)
        .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0 ? 'ok' : 'exhausted';
    },

    async codeUsedBy(codeId: number, memberId: number): Promise<boolean> {
      const row = await db.selectFrom('bonus_code_uses').select('code_id').where('code_id', '=', codeId).where('member_id', '=', memberId).executeTakeFirst();
      return row !== undefined;
    },

    // ---- claims waiting for a deposit ----

    /** False when the member already has this campaign waiting. */
    async insertClaim(tx: Tx, row: { merchant_code: string; member_id: number; campaign_id: number; order_no: string | null; language: string; created_at: number }): Promise<BonusClaimRow | undefined> {
      return tx
        .insertInto('bonus_claims')
        .values({ ...row, status: 'pending', closed_at: null })
        .onConflict((oc) => oc.columns(['member_id', 'campaign_id']).where('status', '=', sql.lit('pending')).doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    async pendingClaims(memberId: number, on: Kysely<Database> = db): Promise<BonusClaimRow[]> {
      return on.selectFrom('bonus_claims').selectAll().where('member_id', '=', memberId).where('status', '=', 'pending').orderBy('id').execute();
    },

    async attachClaim(tx: Tx, id: number, orderNo: string | null): Promise<void> {
      await tx.updateTable('bonus_claims').set({ order_no: orderNo }).where('id', '=', id).where('status', '=', 'pending').execute();
    },

    async closeClaim(tx: Tx | Kysely<Database>, id: number, status: 'used' | 'cancelled', at: number): Promise<boolean> {
      const result = await tx.updateTable('bonus_claims').set({ status, closed_at: at }).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    // ---- grants of campaigns ----

    /** Whether the member has a grant of the campaign under this claim key (once / that day). */
    async hasClaimKey(memberId: number, campaignId: number, claimKey: string, on: Kysely<Database> = db): Promise<boolean> {
      const row = await on
        .selectFrom('bonus_grants')
        .select('id')
        .where('member_id', '=', memberId)
        .where('campaign_id', '=', campaignId)
        .where('claim_key', '=', claimKey)
        .executeTakeFirst();
      return row !== undefined;
    },

    async grantsOfCampaignForMember(memberId: number, campaignId: number, on: Kysely<Database> = db): Promise<number> {
      const row = await on.selectFrom('bonus_grants').select(sql<string>`count(*)`.as('n')).where('member_id', '=', memberId).where('campaign_id', '=', campaignId).executeTakeFirst();
      return num(row?.n);
    },

    /** What each campaign gave (grants made from `from`, before `to`, when given). */
    async figures(campaignIds: number[], range: { from?: number; to?: number } = {}): Promise<Map<number, CampaignFigures>> {
      if (!campaignIds.length) return new Map();
      let q = db
        .selectFrom('bonus_grants')
        .select([
          'campaign_id',
          sql<string>`count(*)`.as('grants'),
          sql<string>`count(distinct member_id)`.as('players'),
          sql<string>`coalesce(sum(case when free_round_stake_cents > 0 then 0 else amount_cents end), 0)`.as('granted'),
          sql<string>`coalesce(sum(case when free_round_stake_cents > 0 then amount_cents else 0 end), 0)`.as('free_stakes'),
          sql<string>`coalesce(sum(released_cents), 0)`.as('released'),
          sql<string>`coalesce(sum(returned_cents), 0)`.as('returned'),
        ])
        .where('campaign_id', 'in', campaignIds);
      if (range.from !== undefined) q = q.where('created_at', '>=', range.from);
      if (range.to !== undefined) q = q.where('created_at', '<', range.to);
      const rows = await q.groupBy('campaign_id').execute();
      const out = new Map<number, CampaignFigures>(campaignIds.map((id) => [id, { ...NO_FIGURES }]));
      for (const r of rows) {
        out.set(Number(r.campaign_id), {
          grants: num(r.grants),
          players: num(r.players),
          granted: num(r.granted),
          freeRoundStakes: num(r.free_stakes),
          released: num(r.released),
          returned: num(r.returned),
        });
      }
      return out;
    },

    /** The members with a grant of each campaign made in the range (for their GGR). */
    async playersOf(campaignIds: number[], range: { from: number; to: number }): Promise<Map<number, number[]>> {
      if (!campaignIds.length) return new Map();
      const rows = await db
        .selectFrom('bonus_grants')
        .select(['campaign_id', 'member_id'])
        .distinct()
        .where('campaign_id', 'in', campaignIds)
        .where('created_at', '>=', range.from)
        .where('created_at', '<', range.to)
        .execute();
      const out = new Map<number, number[]>();
      for (const r of rows) out.set(Number(r.campaign_id), [...(out.get(Number(r.campaign_id)) ?? []), Number(r.member_id)]);
      return out;
    },

    /** A page of the merchant's grants, newest first. */
    async grants(merchantCode: string, filter: { campaignId?: number; memberId?: number; status?: string; beforeId?: number; limit: number }): Promise<BonusGrantRow[]> {
      let q = db.selectFrom('bonus_grants').selectAll().where('merchant_code', '=', merchantCode);
      if (filter.campaignId !== undefined) q = q.where('campaign_id', '=', filter.campaignId);
      if (filter.memberId !== undefined) q = q.where('member_id', '=', filter.memberId);
      if (filter.status !== undefined) q = q.where('status', '=', filter.status);
      if (filter.beforeId !== undefined) q = q.where('id', '<', filter.beforeId);
      return q.orderBy('id', 'desc').limit(filter.limit).execute();
    },

    /** The members who had a cashback of the campaign for this period already (grant per member and period). */
    async cashbackPaid(campaignId: number, period: string, memberIds: number[], tx: Tx): Promise<Set<number>> {
      if (!memberIds.length) return new Set();
      const rows = await tx
        .selectFrom('bonus_grants')
        .select('member_id')
        .where('campaign_id', '=', campaignId)
        .where('source_ref', 'in', memberIds.map((m) => `${campaignId}:${period}:${m}`))
        .execute();
      return new Set(rows.map((r) => Number(r.member_id)));
    },
  };
}

export type CampaignRepository = ReturnType<typeof createCampaignRepository>;
