import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * A seeded member's opening balance, written as the ledger writes it: the member's cash account, the
 * merchant's adjustments account (demo money: its demo funding account) and one posted transfer between
 * them, with both accounts' totals moved in the same transaction. The ledger's integrity check covers it.
 */
export async function seedOpeningBalance(
  trx: Kysely<Database>,
  input: { memberId: number; merchantCode: string; currency: string; demo: boolean; cents: number; at: number },
): Promise<void> {
  if (input.cents <= 0) return;
  const sourceKind = input.demo ? 'faucet' : 'adjustments';
  const accounts = [
    {
      code: `${input.demo ? 'demo:' : ''}${sourceKind}:${input.merchantCode}:${input.currency}`,
      kind: sourceKind,
      member_id: null,
      no_overdraft: 0,
    },
    { code: `m:${input.memberId}:cash`, kind: 'member_cash', member_id: input.memberId, no_overdraft: 1 },
  ];
  const ids: number[] = [];
  for (const a of accounts) {
    await trx
      .insertInto('ledger_accounts')
      .values({
        ...a,
        base_code: a.code,
        merchant_code: input.merchantCode,
        currency: input.currency,
        demo: input.demo ? 1 : 0,
        created_at: input.at,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const row = await trx.selectFrom('ledger_accounts').select('id').where('code', '=', a.code).executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  const [source, cash] = ids as [number, number];
  await trx
    .insertInto('ledger_transfers')
    .values({
      transfer_key: `opening:${input.memberId}`,
      merchant_code: input.merchantCode,
      debit_account_id: source,
      credit_account_id: cash,
      amount: input.cents,
      currency: input.currency,
      kind: input.demo ? 'demo_funding' : 'opening',
      state: 'posted',
      pending_id: null,
      member_id: input.memberId,
      reference: null,
      memo: 'opening balance',
      created_at: input.at,
    })
    .execute();
  await trx.updateTable('ledger_accounts').set({ debits_posted: sql`debits_posted + ${input.cents}` }).where('id', '=', source).execute();
  await trx.updateTable('ledger_accounts').set({ credits_posted: sql`credits_posted + ${input.cents}` }).where('id', '=', cash).execute();
}
