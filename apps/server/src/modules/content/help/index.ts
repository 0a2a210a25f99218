import type { LobbyModule } from '../../../core/ops.ts';
import { createHelpConsoleRepository } from './console-repository.ts';
import helpConsoleRoutes from './console-routes.ts';
import { createHelpRepository } from './repository.ts';
import helpRoutes from './routes.ts';
import { createHelpService } from './service.ts';

/** Help: the help centre's articles and the ways to reach the merchant (customer service, social links). */
const help: LobbyModule = async (app, { ops }) => {
  await app.register(helpRoutes, { service: createHelpService({ repository: createHelpRepository(app.db) }) });
  ops.add(helpConsoleRoutes, { repository: createHelpConsoleRepository(app.db), merchants: app.merchants });
};

export default help;
