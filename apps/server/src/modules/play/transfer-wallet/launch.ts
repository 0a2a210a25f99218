import { isTrialType } from '@lobby/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { GameVendorAdapter, GameVendorRegistry, LaunchInput } from '../../../integrations/game-vendors/adapter.ts';
import type { Purse } from '../../money/ledger/index.ts';
import type { ExitTickets } from './routes.ts';
import type { TransferWalletService } from './service.ts';

export function purseOfLaunch(input: LaunchInput): Purse {
  return { memberId: input.member.id, merchantCode: input.member.merchantCode, currency: input.currency, demo: isTrialType(input.member.type) };
}

/**
 * The launch side of transfer wallets: the catalogue vendors played on a transfer-wallet vendor launch by
 * moving the member's playable cash there first (their Back to lobby link brings it back); every other
 * game's launch brings back what the member has at transfer vendors first (they opened another game).
 */
export function withTransferWallets(
  registry: GameVendorRegistry,
  transfer: { service: TransferWalletService; tickets: ExitTickets },
  /** catalogue vendor (vassalage) -> the transfer-wallet vendor's code its games play on */
  routed: ReadonlyMap<string, string>,
  log: FastifyBaseLogger,
): GameVendorRegistry {
  const adapters = new Map<string, GameVendorAdapter>();
  for (const [vassalage, code] of routed) {
    adapters.set(vassalage, {
      name: `transfer:${code}`,
      launch: (input) => {
        const purse = purseOfLaunch(input);
        return transfer.service.enter(purse, code, (vendor) =>
          vendor.launchUrl({
            player: { user: String(purse.memberId), currency: purse.currency },
            gameCode: input.game.gameCode,
            gameName: input.gameName,
            language: input.language,
            returnUrl: transfer.tickets.issue(purse, input.returnUrl),
          }),
        );
      },
    });
  }
  return {
    forVendor(vassalage) {
      const own = adapters.get(vassalage);
      if (own) return own;
      const adapter = registry.forVendor(vassalage);
      return {
        name: adapter.name,
        async launch(input) {
          // what cannot come back now (no answer from a vendor) stays there for the sweep: this game opens anyway
          try {
            await transfer.service.returnAll(purseOfLaunch(input));
          } catch (err) {
            log.warn({ memberId: input.member.id, err: (err as Error).message }, 'transfer wallet: money not brought back before another game');
          }
          return adapter.launch(input);
        },
      };
    },
  };
}
