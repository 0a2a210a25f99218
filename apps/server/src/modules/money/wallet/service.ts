import { centsToAmount } from '@lobby/contract';
import type { Funds } from '@lobby/contract';
import type { BonusService } from '../bonus/index.ts';
import type { LedgerService, Purse } from '../ledger/index.ts';

/** The member's balances as the header and member centre show them, read from the ledger. */
export function createWalletService(deps: { ledger: LedgerService; bonus: BonusService }) {
  return {
    /**
     * The header balance: cash and bonus together (trial accounts see their demo money), and what of it can
     * be staked now (a pending withdrawal's money is held, not playable).
     */
    async balance(purse: Purse): Promise<{ sumBalance: number; playable: number; currency: string }> {
      const b = await deps.ledger.balances(purse);
      return { sumBalance: centsToAmount(b.total), playable: centsToAmount(b.available + b.bonus), currency: purse.currency };
    },

    /** Every part: cash, bonus (and the wagering left on it), held by withdrawals, withdrawable now. */
    async funds(purse: Purse): Promise<Funds> {
      const b = await deps.ledger.balances(purse);
      const status = purse.demo ? { active: null } : await deps.bonus.status(purse.memberId);
      return {
        sumBalance: centsToAmount(b.total),
        cash: centsToAmount(b.cash),
        bonus: centsToAmount(b.bonus),
        held: centsToAmount(b.held),
        withdrawable: purse.demo ? 0 : centsToAmount(Math.max(0, b.available)),
        currency: purse.currency,
        bonusWagering: status.active
          ? {
              bonus: centsToAmount(status.active.amount),
              required: centsToAmount(status.active.wageringRequired),
              wagered: centsToAmount(status.active.wagered),
              remaining: centsToAmount(status.active.remaining),
            }
          : null,
      };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
