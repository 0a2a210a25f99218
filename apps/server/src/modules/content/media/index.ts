import type { LobbyModule } from '../../../core/ops.ts';
import mediaRoutes from './routes.ts';

/** The merchants' brand wordmarks. */
const media: LobbyModule = async (app) => {
  await app.register(mediaRoutes, { merchants: app.merchants });
};

export default media;
