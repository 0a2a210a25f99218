import type { LobbyModule } from '../../../core/ops.ts';
import { createVerificationRepository } from './repository.ts';
import verificationRoutes from './routes.ts';
import { createVerificationService } from './service.ts';

/** The slider challenge and the SMS codes it unlocks (checked by login, registration and recovery). */
const verification: LobbyModule = async (app) => {
  const service = createVerificationService({
    repository: createVerificationRepository(app.db),
    codes: app.smsCodes,
    sms: app.delivery.sms,
    limiter: app.limiter,
    now: app.clock,
    onSendError: (err) => app.log.error({ err }, 'SMS delivery failed'),
  });
  await app.register(verificationRoutes, { service });
};

export default verification;
