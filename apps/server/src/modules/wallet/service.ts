import type { WalletRepository } from './repository.ts';

/** Cents to the decimal the API shows: exact for every integer cent amount up to 2^53. */
export function centsToAmount(cents: number): number {
  return Number((cents / 100).toFixed(2));
}

export function createWalletService(wallets: WalletRepository) {
  return {
    /** The member's balance; a member without a wallet row has 0 in the merchant currency. */
    async balance(memberId: number, fallbackCurrency: string): Promise<{ sumBalance: number; currency: string }> {
      const wallet = await wallets.byMember(memberId);
      return { sumBalance: centsToAmount(wallet?.balanceCents ?? 0), currency: wallet?.currency ?? fallbackCurrency };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
