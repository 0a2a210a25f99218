import { CONSOLE_CONTENT_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { AnnouncementOpsService } from './ops-service.ts';

export interface AnnouncementOpsRoutesOptions {
  service: AnnouncementOpsService;
}

/** The operator's announcements (player notices and home pop-ups), in the /ops scope. */
const announcementOpsRoutes: FastifyPluginAsyncZod<AnnouncementOpsRoutesOptions> = async (app, { service }) => {
  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.announcements,
    async (request) => ok(await service.list(request.query.merchant)),
  );

  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.createAnnouncement,
    async (request) => {
      const created = await service.create(request.query.merchant, request.body);
      request.auditChange({ target: { id: created.id }, before: null, after: created });
      return ok(created);
    },
  );

  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.updateAnnouncement,
    async (request) => {
      const before = await service.get(request.query.merchant, request.params.id);
      const after = await service.update(request.query.merchant, request.params.id, request.body);
      request.auditChange({ before, after });
      return ok(after);
    },
  );

  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.deleteAnnouncement,
    async (request) => {
      const before = await service.get(request.query.merchant, request.params.id);
      await service.remove(request.query.merchant, request.params.id);
      request.auditChange({ before, after: null });
      return ok(null);
    },
  );
};

export default announcementOpsRoutes;
