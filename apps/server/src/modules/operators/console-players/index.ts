import type { LobbyModule } from '../../../core/ops.ts';
import { createConsolePlayersRepository } from './repository.ts';
import dashboardRoutes from './dashboard-routes.ts';
import consolePlayersRoutes from './routes.ts';

/** The operator console's dashboard and players: the searchable grid, a player's file, notes, sessions and status. */
const consolePlayers: LobbyModule = async (app, { ops }) => {
  const repository = createConsolePlayersRepository(app.db, app.database.dialect, app.sessions);
  ops.add(dashboardRoutes, { repository, ledger: app.services.ledgerRecords, merchants: app.merchants, activity: app.services.activity, now: app.clock });
  ops.add(consolePlayersRoutes, {
    repository,
    members: app.services.accounts,
    merchants: app.merchants,
    ledger: app.services.ledgerRecords,
    payments: app.services.paymentRecords,
    withdrawals: app.services.withdrawalRecords,
    rounds: app.services.rounds,
    activity: app.services.activity,
    sessions: app.sessions,
    revokeSession: (memberId, id) => app.sessions.revokeOwn(memberId, id),
    now: app.clock,
  });
};

export default consolePlayers;
