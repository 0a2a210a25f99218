import type { LobbyModule } from '../../../core/ops.ts';
import merchantOpsRoutes from './routes.ts';
import { createMerchantOpsService } from './service.ts';

/** The operator's merchant switches: maintenance and blocked regions. Operator routes only. */
const merchantOps: LobbyModule = async (app, { ops }) => {
  ops.add(merchantOpsRoutes, { service: createMerchantOpsService({ merchants: app.merchants }) });
};

export default merchantOps;
