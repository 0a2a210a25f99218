import type { FastifyInstance } from 'fastify';
import type { LobbyModule } from '../../../core/ops.ts';
import { createPlayerTokens } from './player-token.ts';
import type { PlayerTokens } from './player-token.ts';
import { integrationSecret } from './protocol.ts';
import seamlessWalletRoutes from './routes.ts';
import { createSeamlessWalletService } from './service.ts';

export { integrationSecret, signBody, SIGNATURE_HEADER, UNITS_PER_CENT } from './protocol.ts';
export type { BetRequest, RollbackRequest, WalletResponse, WalletStatus, WinRequest } from './protocol.ts';
export type { PlayerClaims, PlayerTokens } from './player-token.ts';

/** The integrations that may call the wallet: the bundled demo vendor plays every vendor's games here. */
export const DEMO_INTEGRATION = 'DEMO';

/** The tokens vendors get at launch, on this app's secret and clock. */
export function playerTokensOf(app: FastifyInstance): PlayerTokens {
  return createPlayerTokens({ secret: app.secret, now: app.clock });
}

/** The secret a vendor integration signs its wallet calls with. */
export function walletSecretOf(app: FastifyInstance, integration: string): string {
  return integrationSecret(app.secret, integration);
}

/** The seamless wallet game vendors call: balance, bet, win, rollback, on the ledger. */
const seamlessWallet: LobbyModule = async (app) => {
  const purseById = app.services.purseById;
  const catalogue = app.services.catalogue;
  const service = createSeamlessWalletService({
    rounds: app.services.rounds,
    tokens: playerTokensOf(app),
    // the demo vendor's integration exists only while the demo vendor's site is on (DEMO_VENDOR)
    secretOf: (integration) =>
      integration === DEMO_INTEGRATION && app.config.standIns.demoVendor ? walletSecretOf(app, integration) : undefined,
    async walletOf(memberId) {
      const found = await purseById(memberId);
      if (!found) return undefined;
      const { active, ...purse } = found;
      return { purse, active };
    },
    async gameOf(code, merchantCode) {
      const game = await catalogue.games.byNodeId(merchantCode, code);
      if (!game) return undefined;
      return { vendor: game.vassalage, code: game.node_id, name: game.name_en, type: game.game_type };
    },
  });
  await app.register(seamlessWalletRoutes, { service });
};

export default seamlessWallet;
