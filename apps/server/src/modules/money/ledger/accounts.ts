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
}

/** A member's wallet context: whose money, under which brand, in what currency, real or demo. */
export interface Purse {
  memberId: number;
  /** the brand (never the trial merchant code): system accounts are per brand */
  merchantCode: string;
  currency: string;
  demo: boolean;
}

function system(kind: AccountKind, merchantCode: string, currency: string, demo: boolean, suffix = ''): AccountRef {
  const code = `${demo ? 'demo:' : ''}${kind}:${merchantCode}:${currency}${suffix ? `:${suffix}` : ''}`;
  return { code, merchantCode, kind, memberId: null, currency, demo, noOverdraft: false };
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
  house: (merchantCode: string, currency: string, demo = false) => system('house', merchantCode, currency, demo),
  provider: (merchantCode: string, currency: string, provider: string) =>
    system('provider', merchantCode, currency, false, provider),
  vendor: (merchantCode: string, currency: string, vendor: string, demo = false) =>
    system('vendor', merchantCode, currency, demo, vendor),
  promotions: (merchantCode: string, currency: string) => system('promotions', merchantCode, currency, false),
  adjustments: (merchantCode: string, currency: string) => system('adjustments', merchantCode, currency, false),
  /** where trial accounts' demo money comes from */
  faucet: (merchantCode: string, currency: string) => system('faucet', merchantCode, currency, true),
  jackpot: (merchantCode: string, currency: string, pool: string, demo = false) =>
    system('jackpot', merchantCode, currency, demo, pool),
  /** an agent's payment relay passes through here (out of the agent, into the member): each side's statement shows its leg */
  relay: (merchantCode: string, currency: string) => system('relay', merchantCode, currency, false),
  /** what the merchant pays agents under their contracts (salary, dividend, hourly) */
  commission: (merchantCode: string, currency: string) => system('commission', merchantCode, currency, false),
};
