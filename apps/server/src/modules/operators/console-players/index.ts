import type { LobbyModule } from '../../../core/ops.ts';
import { createLedgerRepository } from '../../money/ledger/index.ts';
import { createPaymentsRepository } from '../../money/payments/index.ts';
import { createWithdrawalsRepository } from '../../money/withdrawals/index.ts';
import { createConsolePlayersRepository } from './repository.ts';
import dashboardRoutes from './dashboard-routes.ts';
import consolePlayersRoutes from './routes.ts';

/** The operator console's dashboard and players: the searchable grid, a player's file, notes, sessions and status. */
const consolePlayers: LobbyModule = async (app, { ops }) => {
  const repository = createConsolePlayersRepository(app.db, app.database.dialect);
  ops.add(dashboardRoutes, { repository, ledger: createLedgerRepository(app.db), merchants: app.merchants, activity: app.services.activity, now: app.clock });
  ops.add(consolePlayersRoutes, {
    repository,
    members: app.services.accounts,
    merchants: app.merchants,
    ledger: createLedgerRepository(app.db),
    payments: createPaymentsRepository(app.db),
    withdrawals: createWithdrawalsRepository(app.db),
    rounds: app.services.rounds,
    activity: app.services.activity,
    sessions: app.sessions,
    revokeSession: (memberId, id) => app.sessions.revokeOwn(memberId, id),
    now: app.clock,
  });
};

export default consolePlayers;
