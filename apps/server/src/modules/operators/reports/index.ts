import type { LobbyModule } from '../../../core/ops.ts';
import reportOpsRoutes from './ops-routes.ts';
import { createReportRepository } from './repository.ts';
import { createReportService } from './service.ts';

/** Operator reports: play by merchant, vendor, game, agent (activity's figures); money per merchant and day (activity's, and the ledger's bonus cost, fees, adjustments). Operator routes only. */
const reports: LobbyModule = async (app, { ops }) => {
  ops.add(reportOpsRoutes, { service: createReportService({ repository: createReportRepository(app.db), ledger: app.services.ledgerRecords, merchants: app.merchants, activity: app.services.activity, accounts: app.services.accounts }) });
};

export default reports;
