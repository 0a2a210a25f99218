import type { LobbyModule } from '../../../core/ops.ts';
import { accountOpener } from '../member/index.ts';
import { createLoginFailureRepository } from './login-failures.ts';
import { createLoginService } from './login-service.ts';
import sessionRoutes from './routes.ts';

/** Logins (username, SMS, Firebase), trial accounts, logout, renewal and the body-encryption key. */
const session: LobbyModule = async (app) => {
  const login = createLoginService({
    sessions: app.sessions,
    failures: createLoginFailureRepository(app.db),
    members: app.services.accounts,
    openAccount: accountOpener(app.db),
    captchas: app.captchas,
    limiter: app.limiter,
    smsCodes: app.smsCodes,
    firebase: app.phoneAuth,
    loginIpLimit: app.config.loginIpLimit,
    now: app.clock,
  });
  await app.register(sessionRoutes, { login });
};

export default session;
