import type { LobbyModule } from '../../../core/ops.ts';
import { createBannerRepository } from './repository.ts';
import bannerRoutes from './routes.ts';
import { createBannerService } from './service.ts';

/** The lobby's banners and their artwork. */
const banner: LobbyModule = async (app) => {
  await app.register(bannerRoutes, { service: createBannerService({ repository: createBannerRepository(app.db), now: app.clock }) });
};

export default banner;
