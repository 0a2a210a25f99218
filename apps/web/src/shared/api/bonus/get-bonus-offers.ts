import { queryOptions, useQuery } from '@tanstack/react-query';
import { BONUS_PATHS } from '@lobby/contract/paths';
import { bonusOfferListSchema } from '@lobby/contract/schemas';
import { useLanguage } from '@/shared/hooks/use-language';
import { api, type PlayerResult } from '@/shared/lib/api';
import { useRole } from '@/shared/lib/session';
import { bonusKeys } from './keys';

export type BonusOffers = PlayerResult<'GET', typeof BONUS_PATHS.offers>;
export type BonusOffer = BonusOffers['list'][number];

/** The live campaigns open to the member now; `deposit`: only the deposit matches (and a claimed one waiting). */
export async function fetchBonusOffers(forWhat: 'deposit' | 'all', signal?: AbortSignal): Promise<BonusOffers> {
  return bonusOfferListSchema.parse(await api.get(BONUS_PATHS.offers, { query: { for: forWhat }, signal, silent: true }));
}

export function bonusOffersQueryOptions(forWhat: 'deposit' | 'all', language: string) {
  // titles come in the member's language
  return queryOptions({ queryKey: bonusKeys.offers(forWhat, language), queryFn: ({ signal }) => fetchBonusOffers(forWhat, signal) });
}

export function useBonusOffers(forWhat: 'deposit' | 'all') {
  const role = useRole();
  const [language] = useLanguage();
  return useQuery({ ...bonusOffersQueryOptions(forWhat, language), enabled: role === 'member' || role === 'agent' });
}
