import type { Kysely } from 'kysely';
import type { ClubLabelRow, Database, MemberRow, NewMemberIdentityRow, NewMemberRow } from '../../db/schema.ts';

/** A unique index refused the row; `constraint` says which, so the service can retry or re-read. */
export class SocialUniqueViolation extends Error {
  constructor(
    readonly constraint: 'identity' | 'username' | 'email' | 'affiliate' | 'unknown',
    cause: unknown,
  ) {
    super(`unique violation: ${constraint}`, { cause });
  }
}

/** SQLite names the columns, PostgreSQL the constraint or index (and the columns in its detail). */
function asUniqueViolation(err: unknown): SocialUniqueViolation | undefined {
  const e = err as { code?: string; message?: string; constraint?: string; detail?: string };
  const sqlite = e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
  if (!sqlite && e.code !== '23505') return undefined;
  const text = `${e.constraint ?? ''} ${e.message ?? ''}`;
  if (/member_identities/.test(text)) return new SocialUniqueViolation('identity', err);
  const all = `${text} ${e.detail ?? ''}`;
  if (/username/.test(all)) return new SocialUniqueViolation('username', err);
  if (/email/.test(all)) return new SocialUniqueViolation('email', err);
  if (/affiliate/.test(all)) return new SocialUniqueViolation('affiliate', err);
  return new SocialUniqueViolation('unknown', err);
}

export interface NewWallet {
  balanceCents: number;
  currency: string;
}

export type NewIdentity = Omit<NewMemberIdentityRow, 'member_id'>;

export function createSocialRepository(db: Kysely<Database>) {
  return {
    /** The member linked to this provider account at this merchant. */
    async linkedMember(merchantCode: string, provider: string, subject: string): Promise<MemberRow | undefined> {
      return db
        .selectFrom('member_identities')
        .innerJoin('members', 'members.id', 'member_identities.member_id')
        .selectAll('members')
        .where('member_identities.merchant_code', '=', merchantCode)
        .where('member_identities.provider', '=', provider)
        .where('member_identities.subject', '=', subject)
        .executeTakeFirst();
    },

    /** A real (non-trial) member of the merchant with this e-mail address (lower-case key). */
    async memberByEmail(merchantCode: string, emailKey: string): Promise<MemberRow | undefined> {
      return db
        .selectFrom('members')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('email_key', '=', emailKey)
        .where('type', '!=', 4)
        .executeTakeFirst();
    },

    async usernameTaken(merchantCode: string, usernameKey: string): Promise<boolean> {
      const row = await db
        .selectFrom('members')
        .select('id')
        .where('merchant_code', '=', merchantCode)
        .where('username_key', '=', usernameKey)
        .executeTakeFirst();
      return row !== undefined;
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

    /** Links a provider account to an existing member. */
    async linkIdentity(row: NewMemberIdentityRow): Promise<void> {
      try {
        await db.insertInto('member_identities').values(row).execute();
      } catch (err) {
        throw asUniqueViolation(err) ?? err;
      }
    },

    /** A new member, its wallet and its provider link: all three or none. */
    async createMemberWithIdentity(member: NewMemberRow, wallet: NewWallet, identity: NewIdentity): Promise<MemberRow> {
      try {
        return await db.transaction().execute(async (trx) => {
          const created = await trx.insertInto('members').values(member).returningAll().executeTakeFirstOrThrow();
          await trx
            .insertInto('wallets')
            .values({
              member_id: created.id,
              balance_cents: wallet.balanceCents,
              currency: wallet.currency,
              updated_at: member.created_at,
            })
            .execute();
          await trx
            .insertInto('member_identities')
            .values({ ...identity, member_id: created.id })
            .execute();
          return created;
        });
      } catch (err) {
        throw asUniqueViolation(err) ?? err;
      }
    },
  };
}

export type SocialRepository = ReturnType<typeof createSocialRepository>;
