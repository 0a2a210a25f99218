import { SEGMENT_OPS_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { SegmentsService } from './service.ts';

export interface SegmentsRoutesOptions {
  service: SegmentsService;
}

/** The console's segments: list with counts, a live count of unsaved rules, create, edit, delete, members. Changes are audited. */
export const segmentsOpsRoutes: FastifyPluginAsyncZod<SegmentsRoutesOptions> = async (app, { service }) => {
  const actor = (request: { opsActor?: { username: string } | null }) => request.opsActor?.username ?? 'ops-token';

  route(app, SEGMENT_OPS_ENDPOINTS.segments, async (request) => ok({ list: await service.list(request.query.merchant) }));

  route(app, SEGMENT_OPS_ENDPOINTS.segmentPreview, async (request) => ok({ count: await service.preview(request.query.merchant, request.body.rules) }));

  route(app, SEGMENT_OPS_ENDPOINTS.segment, async (request) => ok(await service.get(request.query.merchant, request.params.id)));

  route(app, SEGMENT_OPS_ENDPOINTS.createSegment, async (request) => {
    const segment = await service.create(request.query.merchant, request.body, actor(request));
    request.auditChange({ merchant: segment.merchantCode, target: { segment: segment.id }, before: null, after: { name: segment.name, rules: segment.rules } });
    return ok(segment);
  });

  route(app, SEGMENT_OPS_ENDPOINTS.updateSegment, async (request) => {
    const { before, after } = await service.update(request.query.merchant, request.params.id, request.body, actor(request));
    request.auditChange({
      merchant: after.merchantCode,
      target: { segment: after.id },
      before: { name: before.name, description: before.description, rules: before.rules },
      after: { name: after.name, description: after.description, rules: after.rules },
    });
    return ok(after);
  });

  route(app, SEGMENT_OPS_ENDPOINTS.deleteSegment, async (request) => {
    const before = await service.remove(request.query.merchant, request.params.id);
    request.auditChange({ merchant: before.merchantCode, target: { segment: before.id }, before: { name: before.name, rules: before.rules }, after: null });
    return ok(null);
  });

  route(app, SEGMENT_OPS_ENDPOINTS.segmentMembers, async (request) =>
    ok(await service.members(request.query.merchant, request.params.id, request.query.afterId, request.query.limit)),
  );
};
