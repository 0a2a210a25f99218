import type { LobbyModule } from '../../../core/ops.ts';
import liveHostOpsRoutes from './ops-routes.ts';
import { createLiveHostRepository } from './repository.ts';
import liveHostRoutes from './routes.ts';
import { createLiveHostService } from './service.ts';

/** The live casino's hosts ("anchors"): who is on air by their weekly schedule, and the hosts members follow. */
const liveHosts: LobbyModule = async (app, { ops }) => {
  const service = createLiveHostService({
    repository: createLiveHostRepository(app.db),
    catalogue: app.services.catalogue,
    now: app.clock,
  });
  await app.register(liveHostRoutes, { service });
  ops.add(liveHostOpsRoutes, { service, merchants: app.merchants });
};

export default liveHosts;
