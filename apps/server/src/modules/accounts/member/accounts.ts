import { randomInt } from 'node:crypto';
import { HEAD_ICON_COUNT, isTrialType } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database, MemberRow, NewMemberRow } from '../../../db/schema.ts';
import { asUniqueViolation } from '../../../db/unique-violation.ts';
import type { UniqueViolation } from '../../../db/unique-violation.ts';
import { accounts, ledgerBookOf } from '../../money/ledger/index.ts';
import { createMemberRepository } from '../../../core/accounts/repository.ts';
import { joinTree } from '../../../core/accounts/tree.ts';
import { inTransaction } from '../../../db/transaction.ts';

/** The indexes a new account can collide with; each caller answers them its own way. */
const ACCOUNT_UNIQUE = {
  identity: 'member_identities',
  username: 'username',
  email: 'email',
  mobile: 'mobile',
  affiliate: 'affiliate',
} as const;

export type AccountConflict = UniqueViolation<keyof typeof ACCOUNT_UNIQUE>;

/** Tries to draw an invitation code nobody has; a clash is rare (32^8 codes). */
const AFFILIATE_ATTEMPTS = 5;

function newAffiliateCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let code = '';
  for (let i = 0; i < 8; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** What the caller decides about a new member; openAccount fills in the rest. */
export type AccountFields = Omit<
  NewMemberRow,
  'merchant_code' | 'head_icon' | 'affiliate_code' | 'club_label_id' | 'rank_completed' | 'rank_expected'
>;

export interface OpenAccountInput {
  merchant: { code: string; currency: { code: string } };
  member: AccountFields;
  /** demo money a trial account starts with, from the merchant's demo funding account */
  demoCents?: number;
  /** more rows of the same transaction, e.g. a social login's provider link */
  link?: (trx: Kysely<Database>, member: MemberRow) => Promise<void>;
}

/**
 * Opens an account the same way for registration, social login and trial accounts: a random avatar;
 * for real accounts an invitation code of their own and the merchant's first VIP rank; trial accounts their demo money,
 * all in one transaction (with `link`). An invitation code that is taken is drawn again; any other
 * unique violation (a name or number someone took first) is thrown as an AccountConflict for the
 * caller to answer.
 */
export async function openAccount(db: Kysely<Database>, input: OpenAccountInput): Promise<MemberRow> {
  const { merchant, member } = input;
  const trial = isTrialType(member.type ?? 0);
  const label = trial ? undefined : await createMemberRepository(db).lowestClubLabel(merchant.code);
  for (let attempt = 1; ; attempt++) {
    const row: NewMemberRow = {
      ...member,
      merchant_code: merchant.code,
      head_icon: 1 + randomInt(HEAD_ICON_COUNT),
      ...(trial
        ? { rank_completed: 0, rank_expected: 0 }
        : {
            affiliate_code: newAffiliateCode(),
            club_label_id: label?.id ?? null,
            rank_completed: 0,
            rank_expected: label?.expected_conditions ?? 0,
          }),
    };
    try {
      return await inTransaction(db, async (trx) => {
        const created = await createMemberRepository(trx).insert(row);
        if (created.upline_id !== null) await joinTree(trx, created.id, created.upline_id);
        if (trial && input.demoCents && input.demoCents > 0) {
          const purse = { memberId: created.id, merchantCode: merchant.code, currency: merchant.currency.code, demo: true };
          await ledgerBookOf(trx, () => row.created_at).transfer({
            key: `opening:${created.id}`,
            debit: accounts.faucet(merchant.code, merchant.currency.code),
            credit: accounts.cash(purse),
            amount: input.demoCents,
            kind: 'demo_funding',
            memberId: created.id,
            memo: 'trial demo money',
          });
        }
        await input.link?.(trx, created);
        return created;
      });
    } catch (err) {
      const conflict = asUniqueViolation(err, ACCOUNT_UNIQUE);
      if (!conflict) throw err;
      const redraw = !trial && (conflict.constraint === 'affiliate' || conflict.constraint === 'unknown');
      if (!redraw || attempt >= AFFILIATE_ATTEMPTS) throw conflict;
    }
  }
}

export type OpenAccount = (input: OpenAccountInput) => Promise<MemberRow>;

/** openAccount on this database, for the services that open accounts. */
export function accountOpener(db: Kysely<Database>): OpenAccount {
  return (input) => openAccount(db, input);
}
