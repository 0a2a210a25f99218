import { INBOX_CHAT_PATHS, INBOX_CHAT_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { sessionOf } from '../../../plugins/auth.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import { CHAT_PAGE_SCRIPT, renderChatPage, renderExpiredPage } from './page.ts';
import type { ChatService } from './service.ts';

export interface ChatRoutesOptions {
  service: ChatService;
}

/** onRequest after the access guard (requireRealMember): live chat is module CBS3 of the merchant's white-label switches. */
async function requireChat(request: FastifyRequest): Promise<void> {
  if (!request.merchant.whitelabel.CBS3) throw new AppError('chat.disabled');
}

const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, { service }) => {
  // requireChat runs after the descriptor's access guard (requireRealMember). playerRoute gives each route
  // its own onRequest array: @fastify/rate-limit pushes its hook into it, and a shared one would carry the
  // chat launch's limit to every chat route.
  playerRoute(
    app,
    INBOX_CHAT_PLAYER_ENDPOINTS.launchChat,
    async (request) => {
      const session = sessionOf(request);
      return ok(
        service.launch({
          merchantCode: request.merchant.code,
          memberId: session.memberId,
          body: request.body,
          origin: `${request.protocol}://${request.host}`,
        }),
      );
    },
    { onRequest: requireChat, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
  );

  playerRoute(
    app,
    INBOX_CHAT_PLAYER_ENDPOINTS.chatUnreadCount,
    async (request) => ok({ unReadCount: await service.unreadCount(sessionOf(request).memberId) }),
    { onRequest: requireChat },
  );

  playerRoute(
    app,
    INBOX_CHAT_PLAYER_ENDPOINTS.chatMessages,
    async (request) => ok(await service.messages(sessionOf(request).memberId, request.query.after)),
    { onRequest: requireChat },
  );

  playerRoute(
    app,
    INBOX_CHAT_PLAYER_ENDPOINTS.sendChatMessage,
    async (request) => ok(await service.send(request.merchant.code, sessionOf(request).memberId, request.body.text)),
    { onRequest: requireChat },
  );

  app.get(
    INBOX_CHAT_PATHS.chatRoom,
    {
      schema: {
        tags: ['chat'],
        summary: 'The live-chat page (HTML) a launched chatUrl opens',
        querystring: z.object({ ticket: z.string().max(4096).optional() }),
        response: {
          200: { description: 'HTML page', content: { 'text/html': { schema: z.string() } } },
          403: { description: 'HTML page: the ticket is invalid or expired', content: { 'text/html': { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      try {
        const opened = await service.open(request.query.ticket ?? '');
        return reply.send(renderChatPage(opened));
      } catch (err) {
        if (!(err instanceof AppError) || err.errorCode !== 'chat.ticket.invalid') throw err;
        return reply.code(403).send(renderExpiredPage('EN'));
      }
    },
  );

  app.get(
    `${INBOX_CHAT_PATHS.chatRoom}.js`,
    { schema: { hide: true } },
    async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(CHAT_PAGE_SCRIPT),
  );
};

export default chatRoutes;
