import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What other modules read of the deposits, kept apart from the repository the deposit service writes through. */
export function createDepositReads(db: Kysely<Database>) {
  return {
    /** The members with a paid deposit, as a subquery of member ids another owner's query filters by. */
    paidDepositorIds() {
      return db.selectFrom('deposit_orders').select('member_id').where('status', '=', 'paid');
    },
  };
}
