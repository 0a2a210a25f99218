import type { LobbyModule } from '../../core/ops.ts';
import { createSystemRepository } from './repository.ts';
import systemRoutes from './routes.ts';
import { createSystemService } from './service.ts';

/** Tenant settings, the status gate, countries, domains, and the health check. */
const system: LobbyModule = async (app) => {
  await app.register(systemRoutes, {
    service: createSystemService({ repository: createSystemRepository(app.db) }),
    trustProxy: app.config.trustProxy !== false,
  });
};

export default system;
