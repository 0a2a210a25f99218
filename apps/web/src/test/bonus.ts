import type { BonusOffer, PlayerBonus } from '@lobby/contract/schemas';

/** Bonus test data in the server's shapes (the contract's types keep them honest). */
export function makeBonus(overrides: Partial<PlayerBonus> = {}): PlayerBonus {
  return {
    id: 41,
    campaignId: 7,
    title: 'Weekend reload 50%',
    kind: 'deposit_match',
    status: 'active',
    amount: 250,
    wageringRequired: 2_500,
    wagered: 1_000,
    remaining: 1_500,
    progress: 40,
    contributions: { RNG: 100, INHOUSE: 50, LIVE: 10, LOTT: 0 },
    maxStake: 50,
    freeRounds: null,
    expiresAt: Date.now() + 3 * 86_400_000,
    createdAt: Date.UTC(2026, 10, 20, 10),
    closedAt: null,
    ...overrides,
  };
}

export function makeOffer(overrides: Partial<BonusOffer> = {}): BonusOffer {
  return {
    campaignId: 7,
    kind: 'deposit_match',
    title: 'Weekend reload 50%',
    announcementId: 90,
    startAt: Date.UTC(2026, 10, 1),
    endAt: Date.UTC(2026, 11, 31),
    deposit: { which: 'reload', nth: null, percent: 50, cap: 500, minDeposit: 100 },
    amount: null,
    cashback: null,
    freeRounds: null,
    wagering: { multiplier: 10, base: 'bonus', contributions: { RNG: 100, INHOUSE: 50, LIVE: 10 }, maxStake: 50, expiryDays: 7 },
    requiresCode: false,
    perPlayer: 'once',
    action: 'deposit',
    reason: null,
    pending: false,
    ...overrides,
  };
}
