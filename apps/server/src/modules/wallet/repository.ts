import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function createWalletRepository(db: Kysely<Database>) {
  return {
    async byMember(memberId: number): Promise<{ balanceCents: number; currency: string } | undefined> {
      const row = await db
        .selectFrom('wallets')
        .select(['balance_cents', 'currency'])
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      return row && { balanceCents: row.balance_cents, currency: row.currency };
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
