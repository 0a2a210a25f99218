import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { hashPassword } from '../../lib/passwords.ts';

export interface OperatorSeed {
  username: string;
  displayName: string;
  password: string;
  role: 'owner' | 'finance' | 'content' | 'support' | 'agent_manager' | 'read_only';
  merchants: 'all' | string[];
  /** a fixed, published demo TOTP secret (base32): `npm run totp -- <username>` prints its code */
  totpSecret: string;
}

/**
 * Demo operators of the console, one per role (README "Demo operators"). Their passwords and TOTP secrets
 * are public: a real install disables or replaces them. Every role reads players' data, chats or money, so
 * every demo operator has a second factor. scripts/totp.mjs holds the same secrets. The secrets go in as
 * they are; the server seals them at its next start (core/index.ts), before anyone can sign in.
 */
export const OPERATOR_SEEDS: readonly OperatorSeed[] = [
  { username: 'owner', displayName: 'Owner', password: 'Owner#2026', role: 'owner', merchants: 'all', totpSecret: 'JBSWY3DPEHPK3PXP' },
  { username: 'finance', displayName: 'Finance', password: 'Finance#2026', role: 'finance', merchants: ['LUCKY'], totpSecret: 'KRSXG5CTMVRXEZLU' },
  { username: 'finance2', displayName: 'Finance (second approver)', password: 'Finance#2026', role: 'finance', merchants: ['LUCKY'], totpSecret: 'GEZDGNBVGY3TQOJQ' },
  { username: 'content', displayName: 'Content', password: 'Content#2026', role: 'content', merchants: ['LUCKY', 'GOLDEN'], totpSecret: 'MNXW45DFNZ2DEMBS' },
  { username: 'support', displayName: 'Support', password: 'Support#2026', role: 'support', merchants: 'all', totpSecret: 'ON2XA4DPOJ2DEMBS' },
  { username: 'agents', displayName: 'Agent manager', password: 'Agents#2026', role: 'agent_manager', merchants: ['LUCKY'], totpSecret: 'MFTWK3TUOMZDAMRW' },
  { username: 'viewer', displayName: 'Viewer', password: 'Viewer#2026', role: 'read_only', merchants: 'all', totpSecret: 'OZUWK53FOIZDAMRW' },
];

/** Inserts the demo operators that are missing; existing ones are never touched. Returns how many. */
export async function seedOperators(db: Kysely<Database>, now: number): Promise<number> {
  const existing = new Set((await db.selectFrom('operators').select('username').execute()).map((r) => r.username));
  const merchants = new Set((await db.selectFrom('merchants').select('code').execute()).map((m) => m.code));
  const missing = OPERATOR_SEEDS.filter((s) => !existing.has(s.username));
  // Side by side: the hasher runs one per core.
  const hashes = await Promise.all(missing.map((s) => hashPassword(s.password)));
  let inserted = 0;
  for (const [i, s] of missing.entries()) {
    const codes = s.merchants === 'all' ? ['*'] : s.merchants.filter((c) => merchants.has(c));
    if (codes.length === 0) continue;
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('operators')
        .values({
          username: s.username,
          display_name: s.displayName,
          password_hash: hashes[i]!,
          role: s.role,
          totp_secret: s.totpSecret,
          totp_enabled: 1,
          totp_last_step: null,
          disabled: 0,
          created_at: now,
        })
        .onConflict((oc) => oc.column('username').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return;
      await trx.insertInto('operator_merchants').values(codes.map((merchant_code) => ({ operator_id: row.id, merchant_code }))).execute();
      inserted++;
    });
  }
  return inserted;
}
