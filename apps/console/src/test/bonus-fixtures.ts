import type { EndpointBody, EndpointResultInput } from '@lobby/contract/endpoints';
import { DEFAULT_CONTRIBUTIONS } from '@lobby/contract/rules';
import type { endpoints } from '@/shared/api/client';

/** Campaigns as the server answers them, for the bonus screens' tests (typed and parsed by the contract). */
export type CampaignFixture = EndpointResultInput<typeof endpoints.bonusCampaign>;
type Input = EndpointBody<typeof endpoints.createBonusCampaign>;

/** Manila is UTC+8 all year: 2026-12-01 00:00 there is 2026-11-30 16:00 UTC. */
export const MANILA_DEC_1 = Date.UTC(2026, 10, 30, 16);

const common = {
  startAt: MANILA_DEC_1,
  endAt: null,
  page: { category: 'deposit_promo' as const, titles: { EN: 'Reload 50%' }, bodies: { EN: '<p>Top up and get more.</p>' } },
  wagering: { multiplier: 20, base: 'bonus' as const, contributions: DEFAULT_CONTRIBUTIONS, maxStake: null, expiryDays: 30 },
  eligibility: { segmentId: null, vipMin: null, vipMax: null, countries: [], languages: [], firstTimeOnly: false, perPlayer: 'once' as const, budget: null, requiresCode: true },
};

type Common = keyof typeof common | 'name';
/** The kind's own fields (kind and its block), over the common terms. */
export function inputOf(part: Input extends infer I ? (I extends Input ? Omit<I, Common> : never) : never, extra: Partial<Pick<Input, Common>> = {}): Input {
  return { ...common, name: 'Reload weekend', ...part, ...extra } as Input;
}

export function reloadInput(extra: Partial<Pick<Input, Common>> = {}): Input {
  return inputOf({ kind: 'deposit_match', deposit: { which: 'reload', nth: null, percent: 50, cap: '500.00', minDeposit: '100.00' } }, extra);
}

export function campaign(id: number, extra: Partial<CampaignFixture> = {}): CampaignFixture {
  return {
    id,
    merchantCode: 'LUCKY',
    status: 'live',
    announcementId: 900 + id,
    timeZone: 'Asia/Manila',
    currency: 'PHP',
    createdAt: Date.UTC(2026, 10, 20),
    updatedAt: Date.UTC(2026, 10, 20),
    input: reloadInput(),
    figures: { grants: 12, players: 10, granted: '3400.00', freeRoundStakes: '0.00', released: '800.00', returned: '150.00', cost: '3250.00', budgetLeft: null },
    codes: { count: 1, redeemed: 12 },
    ...extra,
  };
}

export function campaignList(...list: CampaignFixture[]) {
  return { list, timeZone: 'Asia/Manila', currency: 'PHP' };
}
