import type { Kysely } from 'kysely';
import type { ClubLabelRow, Database, MemberRow, NewMemberRow } from '../../db/schema.ts';

export interface NewWallet {
  balanceCents: number;
  currency: string;
}

/** A unique index refused the row: the caller maps the constraint to the right message. */
export class UniqueViolation extends Error {
  constructor(readonly constraint: 'username' | 'email' | 'mobile' | 'affiliate' | 'unknown', cause: unknown) {
    super(`unique violation: ${constraint}`, { cause });
  }
}

/** SQLite and PostgreSQL word unique violations differently; both name the columns or the index. */
function asUniqueViolation(err: unknown): UniqueViolation | undefined {
  const e = err as { code?: string; message?: string; constraint?: string; detail?: string };
  const sqlite = e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
  const pg = e.code === '23505';
  if (!sqlite && !pg) return undefined;
  const text = `${e.constraint ?? ''} ${e.detail ?? ''} ${e.message ?? ''}`;
  if (/username/.test(text)) return new UniqueViolation('username', err);
  if (/email/.test(text)) return new UniqueViolation('email', err);
  if (/mobile/.test(text)) return new UniqueViolation('mobile', err);
  if (/affiliate/.test(text)) return new UniqueViolation('affiliate', err);
  return new UniqueViolation('unknown', err);
}

export function createMemberRepository(db: Kysely<Database>) {
  return {
    async byUsername(merchantCode: string, usernameKey: string): Promise<MemberRow | undefined> {
      return db
        .selectFrom('members')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('username_key', '=', usernameKey)
        .executeTakeFirst();
    },

    async byMobile(merchantCode: string, e164: string): Promise<MemberRow | undefined> {
      return db
        .selectFrom('members')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('mobile_e164', '=', e164)
        .executeTakeFirst();
    },

    async byEmail(merchantCode: string, emailKey: string): Promise<MemberRow | undefined> {
      return db
        .selectFrom('members')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('email_key', '=', emailKey)
        .executeTakeFirst();
    },

    async byId(id: number): Promise<MemberRow | undefined> {
      return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async byAffiliateCode(merchantCode: string, code: string): Promise<MemberRow | undefined> {
      return db
        .selectFrom('members')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('affiliate_code', '=', code)
        .where('status', '=', 'active')
        .executeTakeFirst();
    },

    async affiliateCodeTaken(code: string): Promise<boolean> {
      const row = await db.selectFrom('members').select('id').where('affiliate_code', '=', code).executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The member and its wallet in one transaction: both or neither. Unique violations come back as
     * UniqueViolation (two registrations racing for one name).
     */
    async createWithWallet(row: NewMemberRow, wallet: NewWallet): Promise<MemberRow> {
      try {
        return await db.transaction().execute(async (trx) => {
          const member = await trx.insertInto('members').values(row).returningAll().executeTakeFirstOrThrow();
          await trx
            .insertInto('wallets')
            .values({
              member_id: member.id,
              balance_cents: wallet.balanceCents,
              currency: wallet.currency,
              updated_at: row.created_at,
            })
            .execute();
          return member;
        });
      } catch (err) {
        throw asUniqueViolation(err) ?? err;
      }
    },

    async setHeadIcon(id: number, icon: number): Promise<void> {
      await db.updateTable('members').set({ head_icon: icon }).where('id', '=', id).execute();
    },

    async clubLabel(id: number): Promise<ClubLabelRow | undefined> {
      return db.selectFrom('club_labels').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The label one level above, for "next rank" in the progress answer. */
    async nextClubLabel(merchantCode: string, level: number): Promise<ClubLabelRow | undefined> {
      return db
        .selectFrom('club_labels')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('level', '>', level)
        .orderBy('level')
        .limit(1)
        .executeTakeFirst();
    },

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
