import type { FieldRule, RegisterField } from '@lobby/contract';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../lib/passwords.ts';
import type { Database } from '../schema.ts';
import { seedOpeningBalance } from './ledger.ts';

/** VIP ranks per merchant, lowest first: name and the conditions expected to reach/keep the rank. */
export const CLUB_LABEL_SEEDS: Readonly<Record<string, readonly { name: string; expected: number }[]>> = {
  LUCKY: [
    { name: 'Bronze', expected: 3 },
    { name: 'Silver', expected: 4 },
    { name: 'Gold', expected: 5 },
    { name: 'Platinum', expected: 6 },
    { name: 'Diamond', expected: 8 },
  ],
  GOLDEN: [
    { name: 'Jade', expected: 3 },
    { name: 'Gold', expected: 5 },
    { name: 'Dragon', expected: 8 },
  ],
  JADE: [
    { name: 'Bronze', expected: 3 },
    { name: 'Silver', expected: 4 },
    { name: 'Gold', expected: 5 },
    { name: 'Jade', expected: 8 },
  ],
  SIAM: [
    { name: 'Silver', expected: 3 },
    { name: 'Gold', expected: 4 },
    { name: 'Platinum', expected: 5 },
    { name: 'Royal', expected: 8 },
  ],
  NUSA: [
    { name: 'Bronze', expected: 3 },
    { name: 'Silver', expected: 4 },
    { name: 'Gold', expected: 5 },
    { name: 'Diamond', expected: 8 },
  ],
};

export interface MemberSeed {
  merchantCode: string;
  username: string;
  /** demo logins: printed in the README; change them on a real install */
  password: string;
  type: number;
  nickname: string | null;
  email: string | null;
  countryDialingCode: string | null;
  mobileE164: string | null;
  birthday: string | null;
  affiliateCode: string | null;
  balanceCents: number;
  currency: string;
  clubLabel: string | null;
  rankCompleted: number;
  rankExpected: number;
  headIcon: number;
  status: 'active' | 'disabled';
}

const base = {
  nickname: null,
  email: null,
  countryDialingCode: null,
  mobileE164: null,
  birthday: null,
  affiliateCode: null,
  clubLabel: null,
  rankCompleted: 0,
  rankExpected: 0,
  headIcon: 1,
  status: 'active',
} as const;

export const MEMBER_SEEDS: readonly MemberSeed[] = [
  {
    ...base,
    merchantCode: 'LUCKY',
    username: 'demo',
    password: 'Lucky#2026',
    type: 0,
    nickname: 'Lucky Demo',
    email: 'demo@example.com',
    countryDialingCode: '63',
    mobileE164: '+639171234567',
    birthday: '1990-05-20',
    affiliateCode: 'LUCKYDEMO',
    balanceCents: 1_234_567,
    currency: 'PHP',
    clubLabel: 'Gold',
    rankCompleted: 3,
    rankExpected: 5,
    headIcon: 3,
  },
  {
    ...base,
    merchantCode: 'LUCKY',
    username: 'agent01',
    password: 'Agent#2026',
    type: 7,
    nickname: 'Agent One',
    affiliateCode: 'AGENT01',
    balanceCents: 500_000,
    currency: 'PHP',
    headIcon: 7,
  },
  {
    ...base,
    merchantCode: 'LUCKY',
    username: 'blocked01',
    password: 'Blocked#2026',
    type: 0,
    balanceCents: 0,
    currency: 'PHP',
    status: 'disabled',
  },
  {
    ...base,
    merchantCode: 'GOLDEN',
    username: 'golden',
    password: 'Golden#2026',
    type: 0,
    nickname: 'Golden Demo',
    countryDialingCode: '84',
    mobileE164: '+84912345678',
    affiliateCode: 'GOLDEN88',
    balanceCents: 50_000_000,
    currency: 'VND',
    clubLabel: 'Jade',
    rankCompleted: 1,
    rankExpected: 3,
    headIcon: 5,
  },
  {
    ...base,
    merchantCode: 'JADE',
    username: 'jade',
    password: 'Jade#2026',
    type: 0,
    nickname: '翡翠玩家',
    countryDialingCode: '86',
    mobileE164: '+8613812345678',
    affiliateCode: 'JADE88',
    balanceCents: 8_888_00,
    currency: 'CNY',
    clubLabel: 'Silver',
    rankCompleted: 2,
    rankExpected: 4,
    headIcon: 2,
  },
  {
    ...base,
    merchantCode: 'SIAM',
    username: 'siam',
    password: 'Siam#2026',
    type: 0,
    nickname: 'Siam Demo',
    countryDialingCode: '66',
    mobileE164: '+66812345678',
    affiliateCode: 'SIAM99',
    balanceCents: 20_000_00,
    currency: 'THB',
    clubLabel: 'Gold',
    rankCompleted: 2,
    rankExpected: 4,
    headIcon: 4,
  },
  {
    ...base,
    merchantCode: 'NUSA',
    username: 'nusa',
    password: 'Nusa#2026',
    type: 0,
    nickname: 'Nusa Demo',
    email: 'nusa@example.com',
    countryDialingCode: '62',
    mobileE164: '+6281234567890',
    affiliateCode: 'NUSA77',
    balanceCents: 5_000_000_00,
    currency: 'IDR',
    clubLabel: 'Silver',
    rankCompleted: 2,
    rankExpected: 4,
    headIcon: 6,
  },
];

/** How long before the seed a seeded member's opening balance is dated: a week, before the demo's history. */
const OPENING_AGE_MS = 8 * 86_400_000;

/** Per-merchant registration rule overrides (the rest are the defaults). */
export const REGISTER_SETTING_SEEDS: Readonly<Record<string, Partial<Record<RegisterField, Partial<FieldRule>>>>> = {
  GOLDEN: {
    nickname: { enabled: true, required: true },
    email: { enabled: true, required: true },
    birthday: { enabled: true, required: true },
  },
};

/**
 * VIP labels, demo members with their wallets, and registration overrides. Idempotent: only what is
 * missing is inserted; existing members are never touched (their passwords may have changed).
 * Returns the number of members inserted.
 */
export async function seedAccounts(db: Kysely<Database>, now: number): Promise<number> {
  const merchants = new Set(
    (await db.selectFrom('merchants').select('code').execute()).map((m) => m.code),
  );
  for (const [merchantCode, labels] of Object.entries(CLUB_LABEL_SEEDS)) {
    if (!merchants.has(merchantCode)) continue;
    for (const [index, label] of labels.entries()) {
      await db
        .insertInto('club_labels')
        .values({ merchant_code: merchantCode, name: label.name, level: index + 1, expected_conditions: label.expected })
        .onConflict((oc) => oc.columns(['merchant_code', 'level']).doNothing())
        .execute();
    }
  }
  for (const [merchantCode, fields] of Object.entries(REGISTER_SETTING_SEEDS)) {
    if (!merchants.has(merchantCode)) continue;
    await db
      .insertInto('register_settings')
      .values({ merchant_code: merchantCode, fields: JSON.stringify(fields), updated_at: now })
      .onConflict((oc) => oc.column('merchant_code').doNothing())
      .execute();
  }

  const missing: MemberSeed[] = [];
  for (const s of MEMBER_SEEDS) {
    if (!merchants.has(s.merchantCode)) continue;
    const exists = await db
      .selectFrom('members')
      .select('id')
      .where('merchant_code', '=', s.merchantCode)
      .where('username_key', '=', s.username.toLowerCase())
      .executeTakeFirst();
    if (!exists) missing.push(s);
  }
  // Hashed only for members that are missing (argon2 is slow on purpose), side by side: the hasher runs
  // one per core, so a fresh database waits for about a core's share of them, not for all in turn.
  const hashes = await Promise.all(missing.map((s) => hashPassword(s.password)));

  let inserted = 0;
  for (const [i, s] of missing.entries()) {
    const key = s.username.toLowerCase();
    const label = s.clubLabel
      ? await db
          .selectFrom('club_labels')
          .select('id')
          .where('merchant_code', '=', s.merchantCode)
          .where('name', '=', s.clubLabel)
          .executeTakeFirst()
      : undefined;
    const passwordHash = hashes[i]!;
    await db.transaction().execute(async (trx) => {
      const member = await trx
        .insertInto('members')
        .values({
          merchant_code: s.merchantCode,
          username: s.username,
          username_key: key,
          password_hash: passwordHash,
          type: s.type,
          nickname: s.nickname,
          account: s.username,
          email: s.email,
          email_key: s.email?.toLowerCase() ?? null,
          country_dialing_code: s.countryDialingCode,
          mobile_e164: s.mobileE164,
          birthday: s.birthday,
          affiliate_code: s.affiliateCode,
          head_icon: s.headIcon,
          club_label_id: label?.id ?? null,
          rank_completed: s.rankCompleted,
          rank_expected: s.rankExpected,
          profile: '{}',
          status: s.status,
          register_method: null,
          created_at: now,
          password_changed_at: now,
        })
        .onConflict((oc) => oc.columns(['merchant_code', 'username_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!member) return;
      await seedOpeningBalance(trx, {
        memberId: member.id,
        merchantCode: s.merchantCode,
        currency: s.currency,
        demo: s.type === 4,
        cents: s.balanceCents,
        // before the week of history the demo then plays, so the statement reads in order
        at: now - OPENING_AGE_MS,
      });
      inserted++;
    });
  }
  return inserted;
}
