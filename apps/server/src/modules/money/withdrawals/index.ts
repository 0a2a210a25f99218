import type { FastifyInstance } from 'fastify';
import type { LobbyModule } from '../../../core/ops.ts';
import { inboxNotifier } from '../../content/inbox/index.ts';
import { paymentProvidersOf } from '../payments/index.ts';
import withdrawalOpsRoutes from './ops-routes.ts';
import { createPaymentPasswordCheck } from './payment-password.ts';
import type { PaymentPasswordCheck } from './payment-password.ts';
import withdrawalRoutes from './routes.ts';
import { createWithdrawalService } from './service.ts';

export { PAYOUT_INSTITUTIONS } from './service.ts';
export { createWithdrawalsRepository } from './repository.ts';
export type { WithdrawalGate } from './service.ts';
export type { WithdrawalsRepository } from './repository.ts';
export type { PaymentPasswordCheck } from './payment-password.ts';

/** The withdrawal service on this app's database, ledger and providers. */
export function withdrawalServiceOf(app: FastifyInstance) {
  const members = app.services.accounts;
  const payments = app.services.paymentRecords;
  return createWithdrawalService({
    database: app.database,
    repository: app.services.withdrawalRecords,
    payments,
    providers: paymentProvidersOf(app),
    ledger: app.services.ledger,
    bonus: app.services.bonus,
    members,
    notifier: inboxNotifier(app),
    limiter: app.limiter,
    activity: app.services.activity,
    protection: app.services.protection,
    aml: app.services.aml,
    kyc: app.services.kyc,
    risk: app.services.risk,
    now: app.clock,
    log: app.log,
  });
}

/** Withdrawals: PIN, payee name, payout accounts, held orders, and the operators' review. */
const withdrawals: LobbyModule = async (app, { ops }) => {
  const members = app.services.accounts;
  const payments = app.services.paymentRecords;
  const service = withdrawalServiceOf(app);
  const records = app.services.withdrawalRecords;
  app.metrics.gauge('withdrawal_orders', 'Withdrawal orders of the install by merchant and status (the same on every instance)', ['merchant', 'status'], async (set) => {
    for (const row of await records.countByStatus()) set({ merchant: row.merchant, status: row.status }, row.count);
  });
  await app.register(withdrawalRoutes, { service, members, payments, now: app.clock });
  ops.add(withdrawalOpsRoutes, {
    service,
    repository: app.services.withdrawalRecords,
    payments,
    ledger: app.services.ledgerRecords,
    members,
    bonus: app.services.bonus,
    merchants: app.merchants,
    purseById: app.services.purseById,
    activity: app.services.activity,
  });
};

export default withdrawals;

/** The withdrawal PIN check, for other money calls the PIN confirms (an agent's relay). */
export function paymentPasswordCheckOf(app: FastifyInstance): PaymentPasswordCheck {
  return createPaymentPasswordCheck({ members: app.services.accounts, limiter: app.limiter });
}
