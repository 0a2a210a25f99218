import {
  CONSOLE_CONTENT_PATHS,
  consoleAnnouncementCreateSchema,
  consoleAnnouncementListSchema,
  consoleAnnouncementPatchSchema,
  consoleAnnouncementSchema,
  consoleIdParamsSchema,
  consoleContentMerchantQuerySchema,
  envelopeOf,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPS_SECURITY } from '../../core/ops.ts';
import { failureResponses, ok } from '../../lib/envelope.ts';
import type { AnnouncementOpsService } from './ops-service.ts';

export interface AnnouncementOpsRoutesOptions {
  service: AnnouncementOpsService;
}

const failures = failureResponses(400, 401, 403, 404);
const inScope = (path: string) => path.replace(/^\/ops/, '');

const WINDOW =
  'startAt/endAt: epoch ms, null for no start or no end. Titles and bodies per language: languages of the merchant ' +
  "only, EN or the merchant's default required; bodies are HTML, sanitized when stored (scripts, event handlers, " +
  'javascript: URLs removed). A published one in its window is on the player app at once; popup: shown on home.';

/** The operator's announcements (player notices and home pop-ups), in the /ops scope. */
const announcementOpsRoutes: FastifyPluginAsyncZod<AnnouncementOpsRoutesOptions> = async (app, { service }) => {
  app.get(
    inScope(CONSOLE_CONTENT_PATHS.announcements),
    {
      config: { permission: 'content.read' },
      schema: {
        tags: ['ops'],
        summary: "A merchant's announcements and pop-ups, drafts included, newest first",
        security: OPS_SECURITY,
        querystring: consoleContentMerchantQuerySchema,
        response: { 200: envelopeOf(consoleAnnouncementListSchema), ...failures },
      },
    },
    async (request) => ok(await service.list(request.query.merchant)),
  );

  app.post(
    inScope(CONSOLE_CONTENT_PATHS.announcements),
    {
      config: { permission: 'content.manage' },
      schema: {
        tags: ['ops'],
        summary: 'Write an announcement',
        description: WINDOW,
        security: OPS_SECURITY,
        querystring: consoleContentMerchantQuerySchema,
        body: consoleAnnouncementCreateSchema,
        response: { 200: envelopeOf(consoleAnnouncementSchema), ...failures },
      },
    },
    async (request) => {
      const created = await service.create(request.query.merchant, request.body);
      request.auditChange({ target: { id: created.id }, before: null, after: created });
      return ok(created);
    },
  );

  app.patch(
    inScope(CONSOLE_CONTENT_PATHS.announcement),
    {
      config: { permission: 'content.manage' },
      schema: {
        tags: ['ops'],
        summary: 'Change an announcement (omitted fields stay; titles replace the set of languages)',
        description: WINDOW,
        security: OPS_SECURITY,
        params: consoleIdParamsSchema,
        querystring: consoleContentMerchantQuerySchema,
        body: consoleAnnouncementPatchSchema,
        response: { 200: envelopeOf(consoleAnnouncementSchema), ...failures },
      },
    },
    async (request) => {
      const before = await service.get(request.query.merchant, request.params.id);
      const after = await service.update(request.query.merchant, request.params.id, request.body);
      request.auditChange({ before, after });
      return ok(after);
    },
  );

  app.delete(
    inScope(CONSOLE_CONTENT_PATHS.announcement),
    {
      config: { permission: 'content.manage' },
      schema: {
        tags: ['ops'],
        summary: 'Delete an announcement (players stop seeing it at once)',
        security: OPS_SECURITY,
        params: consoleIdParamsSchema,
        querystring: consoleContentMerchantQuerySchema,
        response: { 200: envelopeOf(z.null()), ...failures },
      },
    },
    async (request) => {
      const before = await service.get(request.query.merchant, request.params.id);
      await service.remove(request.query.merchant, request.params.id);
      request.auditChange({ before, after: null });
      return ok(null);
    },
  );
};

export default announcementOpsRoutes;
