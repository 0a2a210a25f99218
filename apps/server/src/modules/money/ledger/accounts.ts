/**
 * Ledger accounts by name. Member accounts hold the member's money (they may not go below zero); the
 * others are the platform's side of each movement (the house, a payment provider's clearing account, a game
 * vendor, promotions, manual adjustments) and may run negative: a provider account is negative by what
 * members deposited through it and positive by what was paid out. Demo (trial) money has accounts of its
 * own, and a transfer between a demo and a real account is refused.
 */
export type AccountKind =
  | 'member_cash'
  | 'member_bonus'
  | 'house'
  | 'provider'
  | 'vendor'
  | 'promotions'
  | 'adjustments'
  | 'faucet'
  | 'jackpot'
  | 'relay'
  | 'commission';

export interface AccountRef {
  code: string;
  merchantCode: string;
  kind: AccountKind;
  memberId: number | null;
  currency: string;
  demo: boolean;
  noOverdraft: boolean;
  /**
   * How many rows a busy system account is spread over (absent: one). Every bet meets its vendor account
   * and every deposit its provider and the house: one row each would make all of them wait on one row lock.
   * A transaction writes one shard of it, chosen by the key of its first transfer to the account
   * (`shardFor`); a balance is the shards' sum.
   */
  shards?: number;
  /** a shard's account: the code of the account it is a part of (absent: the account itself) */
  baseCode?: string;
}

/** A member's wallet context: whose money, under which brand, in what currency, real or demo. */
export interface Purse {
  memberId: number;
  /** the brand (never the trial merchant code): system accounts are per brand */
  merchantCode: string;
  currency: string;
  demo: boolean;
}

/** Rows a sharded system account is spread over: enough that 16-32 transfers in flight rarely meet on one. */
export const SYSTEM_SHARDS = 16;

function system(kind: AccountKind, merchantCode: string, currency: string, demo: boolean, suffix = '', shards = 1): AccountRef {
  const code = `${demo ? 'demo:' : ''}${kind}:${merchantCode}:${currency}${suffix ? `:${suffix}` : ''}`;
  return { code, merchantCode, kind, memberId: null, currency, demo, noOverdraft: false, ...(shards > 1 ? { shards } : {}) };
}

/** FNV-1a of the key: a fixed, even spread that any process computes alike. */
function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The row of `ref` a transfer with this idempotency key writes: shard 0 is the account's own row (an account
 * from before sharding keeps its balance there), shard i > 0 the row `<code>#i`. A repeat of a key meets the
 * same shard, so its replay is recognised. Member accounts have one row: their balance is checked by the
 * row's own guarded UPDATE.
 */
export function shardFor(ref: AccountRef, key: string): AccountRef {
  const n = ref.shards ?? 1;
  if (n <= 1) return ref;
  const i = hash(key) % n;
  if (i === 0) return ref;
  return { ...ref, code: `${ref.code}#${i}`, baseCode: ref.code, shards: 1 };
}

export const accounts = {
  cash(p: Purse): AccountRef {
    return {
      code: `m:${p.memberId}:cash`,
      merchantCode: p.merchantCode,
      kind: 'member_cash',
      memberId: p.memberId,
      currency: p.currency,
      demo: p.demo,
      noOverdraft: true,
    };
  },
  /** bonus money: counts in the balance, is played with, but is not withdrawable until wagered */
  bonus(p: Purse): AccountRef {
    return {
      code: `m:${p.memberId}:bonus`,
      merchantCode: p.merchantCode,
      kind: 'member_bonus',
      memberId: p.memberId,
      currency: p.currency,
      demo: p.demo,
      noOverdraft: true,
    };
  },
  house: (merchantCode: string, currency: string, demo = false) => system('house', merchantCode, currency, demo, '', SYSTEM_SHARDS),
  provider: (merchantCode: string, currency: string, provider: string) =>
    system('provider', merchantCode, currency, false, provider, SYSTEM_SHARDS),
  vendor: (merchantCode: string, currency: string, vendor: string, demo = false) =>
    system('vendor', merchantCode, currency, demo, vendor, SYSTEM_SHARDS),
  promotions: (merchantCode: string, currency: string) => system('promotions', merchantCode, currency, false),
  adjustments: (merchantCode: string, currency: string) => system('adjustments', merchantCode, currency, false),
  /** where trial accounts' demo money comes from */
  faucet: (merchantCode: string, currency: string) => system('faucet', merchantCode, currency, true),
  /** a progressive pool: every qualifying stake pays into it (sharded); a drop locks all its rows and pays their sum */
  jackpot: (merchantCode: string, currency: string, pool: string, demo = false) =>
    system('jackpot', merchantCode, currency, demo, pool, SYSTEM_SHARDS),
  /** an agent's payment relay passes through here (out of the agent, into the member): each side's statement shows its leg */
  relay: (merchantCode: string, currency: string) => system('relay', merchantCode, currency, false),
  /** what the merchant pays agents under their contracts (salary, dividend, hourly) */
  commission: (merchantCode: string, currency: string) => system('commission', merchantCode, currency, false),
};
