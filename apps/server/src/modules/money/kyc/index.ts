import type { FastifyInstance } from 'fastify';
import type { LobbyModule } from '../../../core/ops.ts';
import { cleanPhoto } from '../../../core/raster.ts';
import type { MemberRow } from '../../../db/schema.ts';
import type { ActivityService } from '../activity/index.ts';
import type { WithdrawalsRepository } from '../withdrawals/index.ts';
import { localKycProvider } from './checker.ts';
import { createKycRepository } from './repository.ts';
import { kycOpsRoutes, kycPlayerRoutes } from './routes.ts';
import { createKycService } from './service.ts';
import { createKycStorage } from './storage.ts';

export type { KycService } from './service.ts';
export { verifiedAtLeast } from './audience.ts';
export type { KycProvider } from './checker.ts';

/** Documents past their retention, and uploads never sent, are deleted by this job once an hour. */
export const KYC_PURGE_QUEUE = 'kyc.purge';

/**
 * Identity verification on this app: built once in the composition root (services.ts), where withdrawals
 * ask it what a member's level lets through. The checker is the local rules (no vendor needs the network
 * here); a vendor's adapter implements KycProvider.
 */
export function createKyc(
  app: FastifyInstance,
  deps: {
    members: { byId(id: number): Promise<MemberRow | undefined> };
    activity: Pick<ActivityService, 'totals'>;
    withdrawals: Pick<WithdrawalsRepository, 'held' | 'release' | 'withdrawnSince'>;
    underReview(memberId: number): Promise<boolean>;
    notify(memberId: number, merchantCode: string, title: string, content: string): Promise<void>;
  },
) {
  return createKycService({
    repository: createKycRepository(app.db),
    storage: createKycStorage(app.config.dataDir, app.secretBox),
    box: app.secretBox,
    provider: localKycProvider,
    members: deps.members,
    merchant: async (code) => {
      const m = await app.merchants.byCode(code);
      return m && { timeZone: m.timeZone, currency: m.currency.code };
    },
    depositsInAll: async (memberId) => (await deps.activity.totals({ memberId })).depositCredited,
    withdrawals: deps.withdrawals,
    underReview: deps.underReview,
    notify: deps.notify,
    reencode: cleanPhoto,
    now: app.clock,
    log: app.log,
  });
}

/** The member's verification screens, the operators' queue and rules, and the retention job. */
const kyc: LobbyModule = async (app, { ops }) => {
  const service = app.services.kyc;
  const options = { service, members: app.services.accounts, usernames: (ids: readonly number[]) => app.services.accounts.usernames(ids) };
  await app.register(kycPlayerRoutes, options);
  ops.add(kycOpsRoutes, options);
  app.jobs.define(KYC_PURGE_QUEUE, async () => void (await service.purge()), { retryLimit: 0, expireSeconds: 600 });
  app.jobs.schedule(KYC_PURGE_QUEUE, { everyMs: 3600_000 });
};

export default kyc;
