import type { LobbyModule } from '../../../core/ops.ts';
import walletRoutes from './routes.ts';
import { createWalletService } from './service.ts';

export { createWalletService } from './service.ts';
export type { WalletService } from './service.ts';

/** The member's balance and its parts, read from the ledger. */
const wallet: LobbyModule = async (app) => {
  await app.register(walletRoutes, { service: createWalletService({ ledger: app.services.ledger, bonus: app.services.bonus }) });
};

export default wallet;
