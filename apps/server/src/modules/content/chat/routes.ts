import {
  chatLaunchBodySchema,
  chatLaunchResultSchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatSendBodySchema,
  envelopeOf,
  INBOX_CHAT_PATHS,
  unreadCountSchema,
} from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { requireRealMember, SESSION_SECURITY, sessionHeadersSchema, sessionOf } from '../../../plugins/auth.ts';
import { CHAT_PAGE_SCRIPT, renderChatPage, renderExpiredPage } from './page.ts';
import type { ChatService } from './service.ts';

export interface ChatRoutesOptions {
  service: ChatService;
}

const failures = failureResponses(400, 401, 403, 429, 500);

/** onRequest after requireRealMember: live chat is module CBS3 of the merchant's white-label switches. */
async function requireChat(request: FastifyRequest): Promise<void> {
  if (!request.merchant.whitelabel.CBS3) throw new AppError('chat.disabled');
}

// Each route takes a copy: @fastify/rate-limit pushes its own hook into a route's onRequest array, and one
// shared array would carry the chat launch's limit to every chat route.
const guards = [requireRealMember, requireChat];

const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, { service }) => {
  app.post(
    INBOX_CHAT_PATHS.chatLaunch,
    {
      onRequest: [...guards],
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['chat'],
        summary: 'Open live chat (module CBS3): a chat page URL with a ticket valid for 5 minutes',
        description:
          'backUrl is kept only when it is on the calling site (the page links home otherwise); headerColor is ' +
          '#rgb or #rrggbb; title at most 60 characters.',
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        body: chatLaunchBodySchema,
        response: { 200: envelopeOf(chatLaunchResultSchema), ...failures },
      },
    },
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
  );

  app.get(
    INBOX_CHAT_PATHS.chatUnreadCount,
    {
      onRequest: [...guards],
      schema: {
        tags: ['chat'],
        summary: 'Customer-service replies the member has not seen yet',
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        response: { 200: envelopeOf(unreadCountSchema), ...failures },
      },
    },
    async (request) => ok({ unReadCount: await service.unreadCount(sessionOf(request).memberId) }),
  );

  app.get(
    INBOX_CHAT_PATHS.chatMessages,
    {
      onRequest: [...guards],
      schema: {
        tags: ['chat'],
        summary: 'The conversation after message id `after` (the chat page polls this); marks replies seen',
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        querystring: chatMessagesQuerySchema,
        response: { 200: envelopeOf(z.array(chatMessageSchema)), ...failures },
      },
    },
    async (request) => ok(await service.messages(sessionOf(request).memberId, request.query.after)),
  );

  app.post(
    INBOX_CHAT_PATHS.chatMessages,
    {
      onRequest: [...guards],
      schema: {
        tags: ['chat'],
        summary: 'Send a line to customer service (at most 10 a minute per member)',
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        body: chatSendBodySchema,
        response: { 200: envelopeOf(chatMessageSchema), ...failures },
      },
    },
    async (request) =>
      ok(await service.send(request.merchant.code, sessionOf(request).memberId, request.body.text)),
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
