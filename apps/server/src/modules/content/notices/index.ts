import type { LobbyModule } from '../../../core/ops.ts';
import { createAnnouncementOpsRepository } from './ops-repository.ts';
import announcementOpsRoutes from './ops-routes.ts';
import { createAnnouncementOpsService } from './ops-service.ts';
import { createNoticeRepository } from './repository.ts';
import noticeRoutes from './routes.ts';
import { createNoticeService } from './service.ts';

// Promotions are announcements too: they are read through the notices.
export { createNoticeRepository } from './repository.ts';
export type { NoticeRepository } from './repository.ts';
export { createNoticeService } from './service.ts';
export type { NoticeService } from './service.ts';
export { createAnnouncementOpsRepository } from './ops-repository.ts';
export type { AnnouncementOpsRepository } from './ops-repository.ts';

/** Notices: announcements and pop-ups in their date window, what each member has read; the operator writes them. */
const notices: LobbyModule = async (app, { ops }) => {
  await app.register(noticeRoutes, { service: createNoticeService({ repository: createNoticeRepository(app.db), now: app.clock }) });
  ops.add(announcementOpsRoutes, {
    service: createAnnouncementOpsService({ repository: createAnnouncementOpsRepository(app.db), merchants: app.merchants, now: app.clock }),
  });
};

export default notices;
