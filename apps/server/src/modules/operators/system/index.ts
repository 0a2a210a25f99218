import type { LobbyModule } from '../../../core/ops.ts';
import { firebaseWebConfig } from '../../../integrations/firebase/web-config.ts';
import { bonusPercentOf } from '@lobby/contract';
import { FIRST_DEPOSIT } from '../../money/bonus/index.ts';
import { createReferral } from '../../agents/referral/index.ts';
import systemRoutes from './routes.ts';
import { createSystemService } from './service.ts';

/** Tenant settings, the status gate, countries, domains, and the health check. */
const system: LobbyModule = async (app) => {
  const bonus = app.services.bonus;
  await app.register(systemRoutes, {
    service: createSystemService({
      depositBonusPercent: async (merchantCode) => {
        const rule = await bonus.rule(merchantCode, FIRST_DEPOSIT);
        return rule ? bonusPercentOf(rule.percentBp) : null;
      },
      referralEnabled: createReferral(app).enabled,
      firebase: firebaseWebConfig(app.config),
    }),
    trustProxy: app.config.trustProxy,
  });
};

export default system;
