import type { FastifyInstance } from 'fastify';
import type { LobbyModule } from '../../../core/ops.ts';
import { createSegmentsRepository } from './repository.ts';
import { segmentsOpsRoutes } from './routes.ts';
import { createSegmentsService } from './service.ts';

export type { Audience, SegmentsService } from './service.ts';

/**
 * Segments on this app: built once in the composition root (services.ts) as `app.services.segments`, where
 * messages take their recipients and bonus rules ask `includes` whether a member is eligible.
 */
export function createSegments(app: FastifyInstance) {
  return createSegmentsService({
    db: app.db,
    repository: createSegmentsRepository(app.db),
    merchant: async (code) => {
      const m = await app.merchants.byCode(code);
      return m && { code: m.code, timeZone: m.timeZone, defaultLanguage: m.defaultLanguage };
    },
    now: app.clock,
  });
}

/** The operators' segment routes. */
const segments: LobbyModule = async (app, { ops }) => {
  ops.add(segmentsOpsRoutes, { service: app.services.segments });
};

export default segments;
