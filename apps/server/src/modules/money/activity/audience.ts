import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/**
 * The activity figures as subqueries of member ids, for an audience (segments) to filter by in one
 * statement: the figures keep their one definition here (glossary), the caller only puts them in its query.
 */
export const activityAudience = {
  /** members whose latest credited deposit was at or after `since` */
  depositedSince(on: Kysely<Database>, merchantCode: string, since: number) {
    return on
      .selectFrom('activity_members')
      .select('activity_members.member_id')
      .where('activity_members.merchant_code', '=', merchantCode)
      .where('activity_members.last_deposit_at', '>=', since);
  },

  /** members whose credited deposits in all reach `cents` (`atLeast`), or pass it (not `atLeast`) */
  depositTotal(on: Kysely<Database>, merchantCode: string, cents: number, atLeast: boolean) {
    return on
      .selectFrom('activity_days')
      .select('activity_days.member_id')
      .where('activity_days.merchant_code', '=', merchantCode)
      .groupBy('activity_days.member_id')
      .having((eb) => eb(eb.fn.sum('activity_days.deposit_credit_cents'), atLeast ? '>=' : '>', cents));
  },

  /** members with a real-money round settled on a local day at or after `day` (YYYY-MM-DD) */
  playedSince(on: Kysely<Database>, merchantCode: string, day: string) {
    return on
      .selectFrom('activity_days')
      .select('activity_days.member_id')
      .where('activity_days.merchant_code', '=', merchantCode)
      .where('activity_days.day', '>=', day)
      .where('activity_days.rounds', '>', 0);
  },
};
