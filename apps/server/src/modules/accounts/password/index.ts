import type { LobbyModule } from '../../../core/ops.ts';
import { createPasswordRepository } from './repository.ts';
import passwordRoutes from './routes.ts';
import { createPasswordService } from './service.ts';

/** Change password, and recovery by e-mail link or by phone. */
const password: LobbyModule = async (app) => {
  const service = createPasswordService({
    repository: createPasswordRepository(app.db),
    members: app.services.accounts,
    smsCodes: app.smsCodes,
    firebase: app.phoneAuth,
    // a reset link stays good for its half hour: with SMTP it is a job, retried (core/delivery.ts)
    mail: app.delivery.queuedMail,
    sessions: app.sessions,
    limiter: app.limiter,
    publicUrl: app.config.publicUrl,
    now: app.clock,
    log: app.log,
  });
  await app.register(passwordRoutes, { service });
};

export default password;
export { linkBase } from './service.ts';
export type { RequestOrigin } from './service.ts';
