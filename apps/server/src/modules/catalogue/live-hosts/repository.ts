import type { Kysely } from 'kysely';
import type { Database, LiveHostRow } from '../../../db/schema.ts';

export function createLiveHostRepository(db: Kysely<Database>) {
  return {
    /** The merchant's hosts in their order; `enabled` filters on the operator's switch when given. */
    async list(merchantCode: string, enabled?: boolean): Promise<LiveHostRow[]> {
      let q = db.selectFrom('live_hosts').selectAll().where('merchant_code', '=', merchantCode);
      if (enabled !== undefined) q = q.where('enabled', '=', enabled ? 1 : 0);
      return q.orderBy('sort').orderBy('id').execute();
    },

    async byId(merchantCode: string, id: number): Promise<LiveHostRow | undefined> {
      return db.selectFrom('live_hosts').selectAll().where('merchant_code', '=', merchantCode).where('id', '=', id).executeTakeFirst();
    },

    async anyById(id: number): Promise<Pick<LiveHostRow, 'id' | 'name'> | undefined> {
      return db.selectFrom('live_hosts').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    },

    /** Followers per host of the merchant. */
    async followerCounts(merchantCode: string): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('live_host_follows as f')
        .innerJoin('live_hosts as h', 'h.id', 'f.host_id')
        .select(['f.host_id', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('h.merchant_code', '=', merchantCode)
        .groupBy('f.host_id')
        .execute();
      return new Map(rows.map((r) => [r.host_id, Number(r.n)]));
    },

    /** The hosts a member follows, newest first. */
    async followedIds(memberId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('live_host_follows')
        .select('host_id')
        .where('member_id', '=', memberId)
        .orderBy('created_at', 'desc')
        .orderBy('host_id', 'desc')
        .execute();
      return rows.map((r) => r.host_id);
    },

    /** Following twice changes nothing (the first follow's time stays). */
    async follow(memberId: number, hostId: number, now: number): Promise<void> {
      await db
        .insertInto('live_host_follows')
        .values({ member_id: memberId, host_id: hostId, created_at: now })
        .onConflict((oc) => oc.columns(['member_id', 'host_id']).doNothing())
        .execute();
    },

    async unfollow(memberId: number, hostId: number): Promise<void> {
      await db.deleteFrom('live_host_follows').where('member_id', '=', memberId).where('host_id', '=', hostId).execute();
    },

    async setEnabled(merchantCode: string, id: number, enabled: boolean, now: number): Promise<boolean> {
      const result = await db
        .updateTable('live_hosts')
        .set({ enabled: enabled ? 1 : 0, updated_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type LiveHostRepository = ReturnType<typeof createLiveHostRepository>;
