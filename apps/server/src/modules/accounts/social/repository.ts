import type { Kysely } from 'kysely';
import type { Database, NewMemberIdentityRow } from '../../../db/schema.ts';
import { asUniqueViolation } from '../../../db/unique-violation.ts';

export type NewIdentity = Omit<NewMemberIdentityRow, 'member_id'>;

/** A member's accounts at the social login providers. Takes a transaction too (a new member's link). */
export function createSocialRepository(db: Kysely<Database>) {
  return {
    /** The id of the member linked to this provider account at this merchant. */
    async linkedMemberId(merchantCode: string, provider: string, subject: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('member_identities')
        .select('member_id')
        .where('merchant_code', '=', merchantCode)
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst();
      return row?.member_id;
    },

    /** Links a provider account to a member; a link made first by another request is a UniqueViolation. */
    async linkIdentity(row: NewMemberIdentityRow): Promise<void> {
      try {
        await db.insertInto('member_identities').values(row).execute();
      } catch (err) {
        throw asUniqueViolation(err, { identity: 'member_identities' }) ?? err;
      }
    },
  };
}

export type SocialRepository = ReturnType<typeof createSocialRepository>;
