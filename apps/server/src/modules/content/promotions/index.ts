import type { LobbyModule } from '../../../core/ops.ts';
import { createNoticeRepository, createNoticeService } from '../notices/index.ts';
import { createPromotionConsoleRepository } from './console-repository.ts';
import promotionConsoleRoutes from './console-routes.ts';
import promotionMediaRoutes from './media-routes.ts';
import promotionOpsRoutes from './ops-routes.ts';
import { createPromotionRepository } from './repository.ts';
import promotionRoutes from './routes.ts';
import { createPromotionService } from './service.ts';

/** Promotions: list, detail, applications and their artwork; operators approve or reject applications. */
const promotions: LobbyModule = async (app, { ops }) => {
  // the promotions are announcements (the notices'), the applicants are members (the accounts')
  const owners = { notices: createNoticeRepository(app.db), members: app.services.accounts };
  const service = createPromotionService({
    notices: createNoticeService({ repository: owners.notices, now: app.clock }),
    repository: createPromotionRepository(app.db, owners),
    campaigns: app.services.campaigns,
    ledger: app.services.ledger,
    now: app.clock,
  });
  await app.register(promotionRoutes, { service });
  await app.register(promotionMediaRoutes, { service });
  const consoleRepository = createPromotionConsoleRepository(app.db, owners);
  ops.add(promotionOpsRoutes, { service, consoleRepository });
  ops.add(promotionConsoleRoutes, { repository: consoleRepository, merchants: app.merchants });
};

export default promotions;
