import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** Members holding any of these tags (keys: lower case), as a subquery for an audience (segments) to filter by. */
export function taggedWith(on: Kysely<Database>, merchantCode: string, tags: readonly string[]) {
  return on
    .selectFrom('risk_tags')
    .select('risk_tags.member_id')
    .where('risk_tags.merchant_code', '=', merchantCode)
    .where(
      'risk_tags.tag_key',
      'in',
      tags.map((t) => t.trim().toLowerCase()),
    );
}
