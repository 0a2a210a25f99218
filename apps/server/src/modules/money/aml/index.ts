import type { FastifyInstance } from 'fastify';
import type { LobbyModule } from '../../../core/ops.ts';
import { createAmlRepository } from './repository.ts';
import { amlOpsRoutes } from './routes.ts';
import { createAmlService } from './service.ts';

export type { AmlService } from './service.ts';

/** AML alerts on this app: built once in services.ts, where deposits and withdrawals raise them in their transactions. */
export function createAml(app: FastifyInstance) {
  return createAmlService({
    repository: createAmlRepository(app.db),
    merchant: async (code, on) => {
      if (on) return app.merchants.calendarOf(code, on);
      const m = await app.merchants.byCode(code);
      return m && { timeZone: m.timeZone, currency: m.currency.code };
    },
    now: app.clock,
  });
}

/** The operators' AML queue and rules. */
const aml: LobbyModule = async (app, { ops }) => {
  ops.add(amlOpsRoutes, { service: app.services.aml, usernames: (ids) => app.services.accounts.usernames(ids) });
};

export default aml;
