import type { FastifyInstance } from 'fastify';
import type { LobbyModule } from '../../../core/ops.ts';
import { createPlayerTokens } from './player-token.ts';
import type { PlayerTokens } from './player-token.ts';
import { HUB88_INTEGRATION, hub88WalletScheme } from '../../../integrations/game-vendors/hub88/wallet-scheme.ts';
import { hmacScheme, integrationSecret } from './protocol.ts';
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

async function firstOf<T>(items: readonly string[], find: (item: string) => Promise<T | undefined>): Promise<T | undefined> {
  for (const item of items) {
    const found = await find(item);
    if (found) return found;
  }
  return undefined;
}

/** The seamless wallet game vendors call: balance, bet, win, rollback, on the ledger. */
const seamlessWallet: LobbyModule = async (app) => {
  const purseById = app.services.purseById;
  const catalogue = app.services.catalogue;
  const hub88 = app.config.hub88;
  const hub88Scheme = hub88 ? hub88WalletScheme(hub88) : undefined;
  const service = createSeamlessWalletService({
    rounds: app.services.rounds,
    tokens: playerTokensOf(app),
    // the demo vendor's integration exists only while the demo vendor's site is on (DEMO_VENDOR); Hub88's
    // only while it is configured (HUB88_*)
    schemeOf(integration) {
      if (integration === DEMO_INTEGRATION && app.config.standIns.demoVendor) return hmacScheme(walletSecretOf(app, integration));
      if (integration === HUB88_INTEGRATION && hub88) return hub88Scheme;
      return undefined;
    },
    async walletOf(memberId) {
      const found = await purseById(memberId);
      if (!found) return undefined;
      const { active, ...purse } = found;
      return { purse, active };
    },
    async gameOf(code, merchantCode, integration) {
      // Hub88 names a game by its game code, which is the catalogue's game code of one of the Hub88 vendors
      const game =
        integration === HUB88_INTEGRATION && hub88
          ? await firstOf(hub88.vendors, (vendor) => catalogue.games.byVendorCode(merchantCode, vendor, code))
          : await catalogue.games.byNodeId(merchantCode, code);
      if (!game) return undefined;
      return { vendor: game.vassalage, code: game.node_id, name: game.name_en, type: game.game_type };
    },
  });
  await app.register(seamlessWalletRoutes, { service });
};

export default seamlessWallet;
