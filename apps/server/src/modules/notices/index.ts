import type { LobbyModule } from '../../core/ops.ts';
import { createNoticeRepository } from './repository.ts';
import noticeRoutes from './routes.ts';
import { createNoticeService } from './service.ts';

// Promotions are announcements too: they are read through the notices.
export { createNoticeRepository } from './repository.ts';
export { createNoticeService } from './service.ts';
export type { NoticeService } from './service.ts';

/** Notices: announcements and pop-ups in their date window, and what each member has read. */
const notices: LobbyModule = async (app) => {
  await app.register(noticeRoutes, { service: createNoticeService({ repository: createNoticeRepository(app.db), now: app.clock }) });
};

export default notices;
