import { isLanguage, MESSAGE_OPS_ENDPOINTS, MESSAGE_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { Language } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { route } from '../../../core/endpoint-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { sessionOf } from '../../../plugins/auth.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import type { MessagesService } from './service.ts';

export interface MessagesRoutesOptions {
  service: MessagesService;
}

/** The app's language when it names one (a missing or unknown header records nothing). */
function appLanguage(request: FastifyRequest): Language | undefined {
  const raw = (request.headers.language as string | undefined)?.trim().toUpperCase();
  return raw && isLanguage(raw) ? raw : undefined;
}

const memberOf = (request: FastifyRequest) => {
  const s = sessionOf(request);
  return { id: s.memberId, merchantCode: s.merchantCode };
};

/** The console's messages: the confirmation's counts, send or schedule, the history, cancel. Changes are audited. */
export const messagesOpsRoutes: FastifyPluginAsyncZod<MessagesRoutesOptions> = async (app, { service }) => {
  const actor = (request: { opsActor?: { username: string } | null }) => request.opsActor?.username ?? 'ops-token';

  route(app, MESSAGE_OPS_ENDPOINTS.messages, async (request) => ok({ list: await service.list(request.query.merchant, request.query.beforeId, request.query.limit) }));

  route(app, MESSAGE_OPS_ENDPOINTS.messagePreview, async (request) => ok(await service.preview(request.query.merchant, request.body)));

  route(app, MESSAGE_OPS_ENDPOINTS.sendMessage, async (request) => {
    const message = await service.create(request.query.merchant, request.body, actor(request));
    request.auditChange({
      merchant: message.merchantCode,
      target: { message: message.id },
      before: null,
      after: { audience: message.audience, segmentId: message.segmentId, channels: message.channels, sendAt: message.sendAt, titles: Object.fromEntries(Object.entries(message.texts).map(([l, t]) => [l, t?.title])) },
    });
    return ok(message);
  });

  route(app, MESSAGE_OPS_ENDPOINTS.message, async (request) => ok(await service.get(request.query.merchant, request.params.id)));

  route(app, MESSAGE_OPS_ENDPOINTS.cancelMessage, async (request) => {
    const message = await service.cancel(request.query.merchant, request.params.id, actor(request));
    request.auditChange({ merchant: message.merchantCode, target: { message: message.id }, before: { status: 'scheduled' }, after: { status: message.status } });
    return ok(message);
  });
};

/** The member's marketing consent and this browser's push subscription. */
export const messagesPlayerRoutes: FastifyPluginAsyncZod<MessagesRoutesOptions> = async (app, { service }) => {
  playerRoute(app, MESSAGE_PLAYER_ENDPOINTS.pushKey, async () => ok({ publicKey: service.publicKey() }));

  playerRoute(app, MESSAGE_PLAYER_ENDPOINTS.marketing, async (request) => ok(await service.marketing(memberOf(request), appLanguage(request))));

  playerRoute(app, MESSAGE_PLAYER_ENDPOINTS.setMarketing, async (request) => ok(await service.setMarketing(memberOf(request), request.body, appLanguage(request))));

  playerRoute(app, MESSAGE_PLAYER_ENDPOINTS.savePushSubscription, async (request) =>
    ok(await service.subscribe(memberOf(request), request.body, (request.headers['user-agent'] ?? '').slice(0, 300) || null, appLanguage(request))),
  );

  playerRoute(app, MESSAGE_PLAYER_ENDPOINTS.deletePushSubscription, async (request) => ok(await service.unsubscribe(memberOf(request), request.body.endpoint)));
};
