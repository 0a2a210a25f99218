import type { LobbyModule } from '../../../core/ops.ts';
import consoleRoutes from './routes.ts';
import { createConsoleService } from './service.ts';

/** The operator console's accounts: sign-in with TOTP, operators and roles, the audit log. /ops routes only. */
const operators: LobbyModule = async (app, { ops }) => {
  const service = createConsoleService({
    repository: app.operatorRepository,
    sessions: app.operatorSessions,
    merchants: app.merchants,
    limiter: app.limiter,
    captchas: app.captchas,
    now: app.clock,
    loginIpLimit: app.config.loginIpLimit,
  });
  ops.add(consoleRoutes, { service, repository: app.operatorRepository, routeTable: () => app.routeTable });
};

export default operators;
