import type { LobbyModule } from '../../../core/ops.ts';
import downloadRoutes from './routes.ts';

/** Downloads: the merchant's app links and the download page's files. */
const downloads: LobbyModule = async (app) => {
  await app.register(downloadRoutes);
};

export default downloads;
