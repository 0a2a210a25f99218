import type { FastifyInstance } from 'fastify';
import type { TransferVendor } from '../../../integrations/game-vendors/transfer/adapter.ts';
import { createLedger } from '../../money/ledger/index.ts';
import { createTransferWalletRepository } from './repository.ts';
import transferWalletRoutes, { createExitTickets } from './routes.ts';
import { createTransferWalletService } from './service.ts';
import type { TransferWalletService } from './service.ts';

export { TRANSFER_EXIT_PATH } from './routes.ts';
export { withTransferWallets } from './launch.ts';
export type { ExitTickets } from './routes.ts';
export type { TransferWalletService } from './service.ts';

const SWEEP_QUEUE = 'transfer-wallet-sweep';

const mounted = new WeakMap<object, TransferWalletService>();

/** The transfer wallet an app mounted, by its database handle (tests run the sweep). */
export function transferWalletOf(database: object): TransferWalletService | undefined {
  return mounted.get(database);
}

/**
 * Transfer wallets on this app (with no vendor, the member's routes answer nothing in game): the service over the given vendors (by their code), the member's routes and
 * the games' exit link, and the sweep job (every minute: lost answers asked about again, idle money brought
 * back). Mounted by the launch module, which routes the vendors' games here.
 */
export async function mountTransferWallet(app: FastifyInstance, vendors: ReadonlyMap<string, TransferVendor>) {
  const service = createTransferWalletService({
    ledger: createLedger(app),
    repository: createTransferWalletRepository(app.db),
    vendors,
    now: app.clock,
    log: app.log,
    idleMs: app.config.transferWallet.idleMinutes * 60_000,
  });
  mounted.set(app.database, service);
  const tickets = createExitTickets(app.secret, app.clock);
  await app.register(transferWalletRoutes, { service, tickets });
  if (vendors.size > 0) {
    app.jobs.define(SWEEP_QUEUE, async () => void (await service.sweep()), { retryLimit: 0, expireSeconds: 300 });
    app.jobs.schedule(SWEEP_QUEUE, { everyMs: 60_000 });
  }
  return { service, tickets };
}
