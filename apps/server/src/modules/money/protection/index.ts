import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { LobbyModule } from '../../../core/ops.ts';
import type { Database } from '../../../db/schema.ts';
import type { ActivityService } from '../activity/index.ts';
import type { BonusService } from '../bonus/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import { createProtectionRepository } from './repository.ts';
import { protectionOpsRoutes, protectionPlayerRoutes } from './routes.ts';
import { createProtectionService } from './service.ts';

export type { ProtectionService } from './service.ts';

/** Members over a session-time limit are signed out by this job, once a minute. */
export const SESSION_LIMIT_QUEUE = 'protection.session-limits';
const SWEEP_MS = 60_000;

/**
 * Player protection on this app: built once in the composition root (services.ts), where the rounds, the
 * payments and sign-in take its checks; `openStakes` comes from the rounds (built after it).
 */
export function createProtection(
  app: FastifyInstance,
  deps: {
    activity: Pick<ActivityService, 'totals' | 'days'>;
    ledger: LedgerService;
    bonus: Pick<BonusService, 'forfeitActive'>;
    openStakes(memberId: number, since: number, on?: Kysely<Database>): Promise<Array<[number, number]>>;
    pendingDeposits(memberId: number, on?: Kysely<Database>): Promise<number>;
    purseById(memberId: number): Promise<Parameters<BonusService['forfeitActive']>[1] | undefined>;
  },
) {
  return createProtectionService({
    database: app.db,
    repository: createProtectionRepository(app.db),
    activity: deps.activity,
    merchant: async (code, on) => {
      if (on) return app.merchants.calendarOf(code, on);
      const m = await app.merchants.byCode(code);
      return m && { timeZone: m.timeZone, currency: m.currency.code };
    },
    sessionSpans: (memberId, from, on) => app.sessions.sessionSpans(memberId, from, on),
    signOutEverywhere: (memberId) => app.sessions.signOutEverywhere(memberId),
    openStakes: deps.openStakes,
    pendingDeposits: deps.pendingDeposits,
    forfeitBonus: async (memberId) => {
      const purse = await deps.purseById(memberId);
      if (purse) await deps.ledger.run((book) => deps.bonus.forfeitActive(book, purse));
    },
    now: app.clock,
    log: app.log,
  });
}

/** Limits, breaks and exclusions: the member's screens, the operators' file and report, sign-in's rule, the session sweep. */
const protection: LobbyModule = async (app, { ops }) => {
  const service = app.services.protection;
  app.sessions.addAdmission((memberId, merchantCode) => service.admission(memberId, merchantCode));
  await app.register(protectionPlayerRoutes, {
    service,
    members: app.services.accounts,
    limiter: app.limiter,
    clearCookies: (reply) => app.sessions.clearCookies(reply),
  });
  ops.add(protectionOpsRoutes, { service, members: app.services.accounts, merchants: app.merchants });
  app.jobs.define(SESSION_LIMIT_QUEUE, async () => void (await service.sweepSessionLimits()), { retryLimit: 0, expireSeconds: 300 });
  app.jobs.schedule(SESSION_LIMIT_QUEUE, { everyMs: SWEEP_MS });
};

export default protection;
