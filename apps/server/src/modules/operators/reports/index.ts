import type { FastifyInstance } from 'fastify';
import type { LobbyModule } from '../../../core/ops.ts';
import reportOpsRoutes from './ops-routes.ts';
import { createReportService } from './service.ts';

/** The vendors' display names, from the catalogue service of the composition root (its cached vendor list). */
const vendorNamesOf = (app: FastifyInstance) => async (merchantCode: string) =>
  new Map([...(await app.services.catalogue.vendorsOf(merchantCode)).byCode].map(([code, vendor]) => [code, vendor.displayName]));

/** Operator reports: play by merchant, vendor, game, agent (activity's figures); money per merchant and day (activity's, and the ledger's bonus cost, fees, adjustments). Operator routes only. */
const reports: LobbyModule = async (app, { ops }) => {
  ops.add(reportOpsRoutes, { service: createReportService({ vendorNames: vendorNamesOf(app), ledger: app.services.ledgerRecords, merchants: app.merchants, activity: app.services.activity, accounts: app.services.accounts }) });
};

export default reports;
