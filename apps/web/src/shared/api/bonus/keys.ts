import { walletKeys } from '@/shared/api/wallet/keys';

/**
 * Query keys of the member's bonuses. They sit under the wallet's keys: whatever refreshes the balance (a
 * paid deposit, a withdrawal that gave a bonus up, a round played) refreshes the wagering progress too.
 */
export const bonusKeys = {
  all: [...walletKeys.all, 'bonus'] as const,
  bonuses: [...walletKeys.all, 'bonus', 'mine'] as const,
  offers: (forWhat: 'deposit' | 'all', language: string) => [...walletKeys.all, 'bonus', 'offers', forWhat, language] as const,
};
