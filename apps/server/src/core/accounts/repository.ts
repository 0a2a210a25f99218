import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { ClubLabelRow, Database, MemberRow, NewMemberRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Tx } from '../../db/transaction.ts';

/**
 * Every read and write of the members table. Built on a transaction as well as on the database, so a
 * caller can change a member together with its own rows (a password with its reset token).
 */
export function createMemberRepository(db: Kysely<Database>) {
  const members = () => db.selectFrom('members').selectAll();

  return {
    async byId(id: number): Promise<MemberRow | undefined> {
      return members().where('id', '=', id).executeTakeFirst();
    },

    async byUsername(merchantCode: string, usernameKey: string): Promise<MemberRow | undefined> {
      return members().where('merchant_code', '=', merchantCode).where('username_key', '=', usernameKey).executeTakeFirst();
    },

    async byMobile(merchantCode: string, e164: string): Promise<MemberRow | undefined> {
      return members().where('merchant_code', '=', merchantCode).where('mobile_e164', '=', e164).executeTakeFirst();
    },

    async byEmail(merchantCode: string, emailKey: string): Promise<MemberRow | undefined> {
      return members().where('merchant_code', '=', merchantCode).where('email_key', '=', emailKey).executeTakeFirst();
    },

    /** The member holding an invitation code, in any state (the caller decides what a disabled one means). */
    async holderOfAffiliateCode(merchantCode: string, code: string): Promise<MemberRow | undefined> {
      return members().where('merchant_code', '=', merchantCode).where('affiliate_code', '=', code).executeTakeFirst();
    },

    /**
     * Holds the member's row until the transaction ends (a no-op update: a row lock on PostgreSQL; SQLite's
     * write transaction already excludes every other writer), so a member's concurrent requests run one by one.
     */
    async lock(tx: Tx, memberId: number): Promise<void> {
      await tx.updateTable('members').set((eb) => ({ status: eb.ref('status') })).where('id', '=', memberId).execute();
    },

    /** The usernames of these members, by id (an id without a member is left out). */
    async usernames(ids: readonly number[]): Promise<Map<number, string>> {
      const unique = [...new Set(ids)];
      const found = new Map<number, string>();
      // a page's worth at a time keeps each statement's parameters bounded
      for (let i = 0; i < unique.length; i += 5000) {
        const rows = await db.selectFrom('members').select(['id', 'username']).where('id', 'in', unique.slice(i, i + 5000)).execute();
        for (const row of rows) found.set(row.id, row.username);
      }
      return found;
    },

    /** Each member's direct upline's username (null: none), by member id. */
    async uplineNames(ids: readonly number[]): Promise<Map<number, string | null>> {
      const unique = [...new Set(ids)];
      const found = new Map<number, string | null>();
      for (let i = 0; i < unique.length; i += 5000) {
        const rows = await db
          .selectFrom('members as m')
          .leftJoin('members as u', 'u.id', 'm.upline_id')
          .select(['m.id', 'u.username'])
          .where('m.id', 'in', unique.slice(i, i + 5000))
          .execute();
        for (const row of rows) found.set(row.id, row.username ?? null);
      }
      return found;
    },

    /** The merchant's member ids, as a subquery another table's query filters by (no rows are read here). */
    idsOf(merchantCode: string) {
      return db.selectFrom('members').select('id').where('merchant_code', '=', merchantCode);
    },

    /**
     * The ids of the merchant's active real (not trial) members, in id order: whom a message to many goes to.
     * `minLevel`: only those at that VIP level or above; `among`: only those in that subquery of member ids.
     */
    async activeRealIds(
      merchantCode: string,
      filter: { minLevel?: number; among?: SelectQueryBuilder<Database, never, { member_id: number }> } = {},
    ): Promise<number[]> {
      let q = db
        .selectFrom('members as m')
        .select('m.id')
        .where('m.merchant_code', '=', merchantCode)
        .where('m.status', '=', 'active')
        .where('m.type', '!=', 4);
      if (filter.minLevel !== undefined) q = q.innerJoin('club_labels as l', 'l.id', 'm.club_label_id').where('l.level', '>=', filter.minLevel);
      if (filter.among) q = q.where('m.id', 'in', filter.among);
      return (await q.orderBy('m.id').execute()).map((r) => r.id);
    },

    /** How many real accounts of these types registered with the invitation code. */
    async countReferredBy(merchantCode: string, code: string, types: readonly number[]): Promise<number> {
      const row = await db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('merchant_code', '=', merchantCode)
        .where('referred_by_affiliate', '=', code)
        .where('type', 'in', [...types])
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The active member whose invitation code this is. */
    async byAffiliateCode(merchantCode: string, code: string): Promise<MemberRow | undefined> {
      return members()
        .where('merchant_code', '=', merchantCode)
        .where('affiliate_code', '=', code)
        .where('status', '=', 'active')
        .executeTakeFirst();
    },

    /** Whether a real (non-trial) member of the merchant has this id: a registration's recommender. */
    async realMemberExists(merchantCode: string, id: number): Promise<boolean> {
      const row = await db
        .selectFrom('members')
        .select('id')
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('type', '!=', 4)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A new member row; unique violations reach the caller as the database raised them. */
    async insert(row: NewMemberRow): Promise<MemberRow> {
      return db.insertInto('members').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /** Sets first_login_at on the first login ever; true when this was it. */
    async markLogin(memberId: number, now: number): Promise<boolean> {
      const first = await db
        .updateTable('members')
        .set({ first_login_at: now, last_login_at: now })
        .where('id', '=', memberId)
        .where('first_login_at', 'is', null)
        .executeTakeFirst();
      if (Number(first.numUpdatedRows) > 0) return true;
      await db.updateTable('members').set({ last_login_at: now }).where('id', '=', memberId).execute();
      return false;
    },

    async setPassword(memberId: number, passwordHash: string, now: number): Promise<void> {
      await db.updateTable('members').set({ password_hash: passwordHash, password_changed_at: now }).where('id', '=', memberId).execute();
    },

    /** Compare-and-set: changes the password only if the stored hash is still `expected`. */
    async setPasswordIfUnchanged(memberId: number, passwordHash: string, expected: string | null, now: number): Promise<boolean> {
      let q = db.updateTable('members').set({ password_hash: passwordHash, password_changed_at: now }).where('id', '=', memberId);
      q = expected === null ? q.where('password_hash', 'is', null) : q.where('password_hash', '=', expected);
      return Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
    },

    async paymentPasswordHash(id: number): Promise<string | null> {
      const row = await db.selectFrom('members').select('payment_password_hash').where('id', '=', id).executeTakeFirst();
      return row?.payment_password_hash ?? null;
    },

    /** Compare-and-set: changes the withdrawal password only if it is still `expected` (null: none set). */
    async setPaymentPasswordHash(id: number, hash: string, expected: string | null): Promise<boolean> {
      let q = db.updateTable('members').set({ payment_password_hash: hash }).where('id', '=', id);
      q = expected === null ? q.where('payment_password_hash', 'is', null) : q.where('payment_password_hash', '=', expected);
      const result = await q.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async loginPasswordHash(id: number): Promise<string | null> {
      const row = await db.selectFrom('members').select('password_hash').where('id', '=', id).executeTakeFirst();
      return row?.password_hash ?? null;
    },

    async payeeName(id: number): Promise<string | null> {
      const row = await db.selectFrom('members').select('profile').where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      const name = (JSON.parse(row.profile) as { payeeName?: unknown }).payeeName;
      return typeof name === 'string' && name.trim() ? name : null;
    },

    /** Sets the payee name once: false when one is already set (banks pay only to that name). */
    async setPayeeNameOnce(id: number, name: string): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const row = await trx.selectFrom('members').select('profile').where('id', '=', id).executeTakeFirst();
        if (!row) return false;
        const profile = JSON.parse(row.profile) as Record<string, unknown>;
        if (typeof profile.payeeName === 'string' && profile.payeeName.trim()) return false;
        const next = JSON.stringify({ ...profile, payeeName: name });
        // The old text in the WHERE makes it compare-and-set: a concurrent change makes this a no-op.
        const result = await trx
          .updateTable('members')
          .set({ profile: next })
          .where('id', '=', id)
          .where('profile', '=', row.profile)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
      });
    },

    async setNickname(id: number, nickname: string): Promise<void> {
      await db.updateTable('members').set({ nickname }).where('id', '=', id).execute();
    },

    async setBirthday(id: number, birthday: string): Promise<void> {
      await db.updateTable('members').set({ birthday }).where('id', '=', id).execute();
    },

    /** The member's e-mail, confirmed by a code at `at` (with the code's use, in the caller's transaction). */
    async setVerifiedEmail(id: number, email: { email: string; emailKey: string }, at: number): Promise<void> {
      await db.updateTable('members').set({ email: email.email, email_key: email.emailKey, email_verified_at: at }).where('id', '=', id).execute();
    },

    async setHeadIcon(id: number, icon: number): Promise<void> {
      await db.updateTable('members').set({ head_icon: icon }).where('id', '=', id).execute();
    },

    async clubLabel(id: number): Promise<ClubLabelRow | undefined> {
      return db.selectFrom('club_labels').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Moves a member up to a higher VIP rank; never down, and only from the rank read (compare-and-set, so
     * two requests raising at once write once).
     */
    async raiseClubLabel(id: number, fromLabelId: number, toLabelId: number): Promise<void> {
      await db
        .updateTable('members')
        .set({ club_label_id: toLabelId })
        .where('id', '=', id)
        .where('club_label_id', '=', fromLabelId)
        .execute();
    },

    /** The merchant's VIP ranks, lowest first. */
    async clubLabels(merchantCode: string): Promise<ClubLabelRow[]> {
      return db.selectFrom('club_labels').selectAll().where('merchant_code', '=', merchantCode).orderBy('level').execute();
    },

    /** The merchant's first VIP rank, where new members start. */
    async lowestClubLabel(merchantCode: string): Promise<ClubLabelRow | undefined> {
      return db
        .selectFrom('club_labels')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .orderBy('level')
        .limit(1)
        .executeTakeFirst();
    },
  };
}

export type MemberRepository = ReturnType<typeof createMemberRepository>;
