import { CONSOLE_CONTENT_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../core/endpoint-route.ts';
import type { MerchantService } from '../../../core/merchants/service.ts';
import { opsMerchant } from '../../../core/operators/guard.ts';
import { roleHolds } from '../../../core/operators/permissions.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { ChatBus } from './bus.ts';
import type { ChatService } from './service.ts';

export interface ChatOpsRoutesOptions {
  service: ChatService;
  merchants: MerchantService;
  bus: ChatBus;
}

/** a comment line now and then, so proxies and idle timers see a live connection */
const HEARTBEAT_MS = 25_000;

/** Customer-service staff: the queue, a conversation, replies and the live stream, in the /ops scope. */
const chatOpsRoutes: FastifyPluginAsyncZod<ChatOpsRoutesOptions> = async (app, { service, merchants, bus }) => {
  async function known(code: string): Promise<string> {
    const m = await merchants.byCode(code);
    if (!m) throw new AppError('request.not.found', { message: `No merchant ${code}.` });
    return m.code;
  }

  /** Open streams, ended when the app closes (an open response would keep the server from closing). */
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.chatQueue,
    async (request) => ok(await service.queue(await known(request.query.merchant))),
  );

  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.chatStream,
    async (request, reply) => {
      const merchant = await known(request.query.merchant);
      const res = reply.raw;
      reply.hijack();
      // what the hooks set (security headers) goes out too: a hijacked reply sends only what is written
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) res.setHeader(name, value);
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n: connected\n\n');
      let ended = false;
      let unsubscribe: () => void = () => {};
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(end);
        if (!res.writableEnded) res.end();
      };
      streams.add(end);
      res.on('close', end);
      unsubscribe = await bus.subscribe(merchant, (event) => {
        if (!ended) res.write(`event: message\ndata: ${JSON.stringify(event)}\n\n`);
      });
      // closed while subscribing: stop listening now
      if (ended) unsubscribe();
    },
  );

  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.chatConversation,
    async (request) => {
      const actor = request.opsActor!;
      // Only someone who may answer takes the chat off support's unread count (the token holds every permission).
      const markRead = actor.role === 'automation' || roleHolds(actor.role, 'support.reply');
      return ok(await service.conversation(await known(request.query.merchant), request.params.account, { markRead }));
    },
  );

  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.chatReply,
    async (request) => {
      const merchantCode = await opsMerchant(request, merchants, request.query.merchant);
      const line = await service.reply(merchantCode, request.params.account, request.body.text);
      request.auditChange({ merchant: merchantCode, before: null, after: line });
      return ok(line);
    },
  );
};

export default chatOpsRoutes;
