import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** Members with an approved submission of this level or above, as a subquery for an audience (segments). */
export function verifiedAtLeast(on: Kysely<Database>, merchantCode: string, level: number) {
  return on
    .selectFrom('kyc_submissions')
    .select('kyc_submissions.member_id')
    .where('kyc_submissions.merchant_code', '=', merchantCode)
    .where('kyc_submissions.status', '=', 'approved')
    .where('kyc_submissions.level', '>=', level);
}
