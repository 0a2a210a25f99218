import type { FastifyInstance } from 'fastify';
import type { LobbyModule } from '../../../core/ops.ts';
import { registerSandboxPsp } from '../../../integrations/payments/sandbox-psp.ts';
import type { pursesOf } from '../ledger/index.ts';
import { createReferral } from '../../agents/referral/index.ts';
import { createDepositService } from './deposit-service.ts';
import { createChannelConsoleRepository } from './console-repository.ts';
import channelConsoleRoutes from './console-routes.ts';
import paymentsOpsRoutes from './ops-routes.ts';
import { paymentProvidersOf, sandboxKeys } from './providers.ts';
import depositRoutes from './routes.ts';
import webhookRoutes from './webhook-routes.ts';

export { channelView, feeFor, newOrderNo } from './deposit-service.ts';
export type { ChannelView } from './deposit-service.ts';
export { createPaymentsRepository } from './repository.ts';
export type { PaymentsRepository } from './repository.ts';
export { paymentProvidersOf } from './providers.ts';
export { toChannel } from './views.ts';

/** How often unpaid deposits past their time are checked with the provider and expired. */
const SWEEP_MS = 60_000;
/** The job queue of the sweep (core/jobs): one run per minute across every process of the install. */
export const EXPIRY_QUEUE = 'payments.expire-deposits';

export function createDeposits(app: FastifyInstance) {
  return createDepositService({
    repository: app.services.paymentRecords,
    providers: paymentProvidersOf(app),
    ledger: app.services.ledger,
    bonus: app.services.bonus,
    campaigns: app.services.campaigns,
    referral: createReferral(app),
    activity: app.services.activity,
    guard: app.services.protection,
    aml: app.services.aml,
    now: app.clock,
    log: app.log,
  });
}

/**
 * Deposits through payment providers: channels, orders with hosted checkout, webhooks, expiry; the bundled
 * sandbox provider is mounted here as well (it stands apart: it talks to the platform only over HTTP).
 */
const payments: LobbyModule = async (app, { ops }) => {
  const repository = app.services.paymentRecords;
  const deposits = createDeposits(app);
  app.metrics.gauge('deposit_orders', 'Deposit orders of the install by merchant and status (the same on every instance)', ['merchant', 'status'], async (set) => {
    for (const row of await repository.countByStatus()) set({ merchant: row.merchant, status: row.status }, row.count);
  });
  const purseById = app.services.purseById;
  const bonus = app.services.bonus;
  await app.register(depositRoutes, {
    deposits,
    repository,
    purseById,
    now: app.clock,
    firstDepositRule: (purse) => bonus.firstDepositRule(purse),
    campaigns: app.services.campaigns,
  });
  await app.register(webhookRoutes, { deposits, purseById });
  ops.add(paymentsOpsRoutes, { repository, members: app.services.accounts, merchants: app.merchants });
  ops.add(channelConsoleRoutes, { repository: createChannelConsoleRepository(app.db), merchants: app.merchants });

  // The sandbox "bank" credits whoever presses Pay: mounted only when its switch is on.
  if (!app.config.standIns.sandboxPayments) return void startExpirySweep(app, deposits, purseById);
  const keys = sandboxKeys(app.secret);
  await registerSandboxPsp(app, {
    db: app.db,
    now: app.clock,
    secretKey: keys.secretKey,
    webhookSecret: keys.webhookSecret,
    webhookUrl: () => '/hooks/payments/sandbox',
    deliver: async (path, body, headers) =>
      (await app.selfRequest({ method: 'POST', path, headers: { 'content-type': 'application/json', ...headers }, body })).status,
    log: app.log,
    retries: app.jobs,
  });

  startExpirySweep(app, deposits, purseById);
};

/**
 * Unpaid deposits past their time: asked of the provider once more, then expired. A scheduled job, run
 * once a minute by one of the install's processes; a run twice (or two at once) is harmless anyway: each
 * order moves by a guarded update, so two sweeps cannot both act on it.
 */
function startExpirySweep(app: FastifyInstance, deposits: ReturnType<typeof createDeposits>, purseById: ReturnType<typeof pursesOf>): void {
  app.jobs.define(EXPIRY_QUEUE, async () => void (await deposits.expireOverdue(purseById)), { retryLimit: 0, expireSeconds: 300 });
  app.jobs.schedule(EXPIRY_QUEUE, { everyMs: SWEEP_MS });
}

export default payments;
