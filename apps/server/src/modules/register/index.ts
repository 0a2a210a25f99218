import type { LobbyModule } from '../../core/ops.ts';
import { accountOpener, createMemberRepository } from '../member/index.ts';
import { createRegisterRepository } from './repository.ts';
import registerRoutes from './routes.ts';
import { createRegisterService } from './service.ts';

/** Registration by username or mobile number, its rules, and availability checks. */
const register: LobbyModule = async (app) => {
  const service = createRegisterService({
    repository: createRegisterRepository(app.db),
    members: createMemberRepository(app.db),
    openAccount: accountOpener(app.db),
    sessions: app.sessions,
    captchas: app.captchas,
    limiter: app.limiter,
    smsCodes: app.smsCodes,
    now: app.clock,
  });
  await app.register(registerRoutes, { service });
};

export default register;
