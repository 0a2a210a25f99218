import type { LobbyModule } from '../../core/ops.ts';
import { createLedgerRepository } from '../ledger/index.ts';
import reportOpsRoutes from './ops-routes.ts';
import { createReportRepository } from './repository.ts';
import { createReportService } from './service.ts';

/** Operator reports over the ledger (money per merchant and day; play by merchant, vendor, game, agent). Operator routes only. */
const reports: LobbyModule = async (app, { ops }) => {
  ops.add(reportOpsRoutes, { service: createReportService({ repository: createReportRepository(app.db), ledger: createLedgerRepository(app.db), merchants: app.merchants }) });
};

export default reports;
