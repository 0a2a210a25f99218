import { PLAY_PATHS, SESSION_COOKIE } from '@lobby/contract';
import type { CrashEvent } from '@lobby/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResolvedMerchant } from '../../../core/merchants/service.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { CrashBus } from './bus.ts';
import type { CrashService } from './service.ts';

/** A socket whose client reads slower than this many bytes behind is dropped (it reconnects and gets the state). */
const MAX_BUFFERED = 1 << 20;

/**
 * The live round over a WebSocket at PLAY_PATHS.crashSocket: `state` on connect, then every event of the
 * merchant (betting, running, ticks, bets, cash-outs, crashed). A browser cannot set headers on a
 * WebSocket, so the merchant comes from `?merchant=` (validated like the header), else the host name, else
 * the default merchant; the session cookie, when sent, marks the viewer's own bets in the first state.
 * Public: visitors watch. Clients send nothing (anything they send is ignored).
 */
export async function crashSocket(app: FastifyInstance, deps: { crash: CrashService; bus: CrashBus }): Promise<void> {
  // the app's one @fastify/websocket plugin (app.ts) serves this route
  const { crash, bus } = deps;
  app.metrics.gauge('websocket_clients', 'WebSocket clients connected to this process (crash rounds, tournament leaderboards)', [], (set) => {
    set({}, app.websocketServer.clients.size);
  });

  async function tenantOf(request: FastifyRequest): Promise<ResolvedMerchant> {
    const raw = (request.query as Record<string, unknown> | undefined)?.merchant;
    if (raw !== undefined && typeof raw !== 'string') throw new AppError('merchant.unknown');
    return app.merchants.resolve({ header: raw, hostname: request.hostname });
  }

  async function viewerOf(request: FastifyRequest, merchant: ResolvedMerchant): Promise<number | null> {
    const token = request.cookies?.[SESSION_COOKIE];
    if (!token) return null;
    const session = await app.sessions.authenticate(token, merchant.code).catch(() => null);
    return session?.memberId ?? null;
  }

  app.get(
    PLAY_PATHS.crashSocket,
    {
      websocket: true,
      schema: { hide: true },
      // resolve the merchant before the upgrade, so an unknown one is answered over HTTP (400 in the envelope)
      preValidation: async (request) => {
        (request as FastifyRequest & { crashMerchant?: ResolvedMerchant }).crashMerchant = await tenantOf(request);
      },
    },
    async (socket, request) => {
      const merchant = (request as FastifyRequest & { crashMerchant?: ResolvedMerchant }).crashMerchant!;
      let open = true;
      const send = (data: Buffer | string) => {
        if (!open || socket.readyState !== socket.OPEN) return;
        if (socket.bufferedAmount > MAX_BUFFERED) {
          socket.terminate();
          return;
        }
        socket.send(data, { binary: false });
      };
      // events that come while the state is read are queued, then sent after it
      const early: Buffer[] = [];
      let ready = false;
      const unsubscribe = await bus.subscribe(merchant.code, (message) => {
        if (ready) send(message.data);
        else early.push(message.data);
      });
      socket.on('close', () => {
        open = false;
        unsubscribe();
      });
      socket.on('error', () => socket.terminate());
      try {
        const viewer = await viewerOf(request, merchant);
        const state = await crash.state(merchant.code, merchant.currency.code, viewer);
        const event: CrashEvent = { type: 'state', state };
        send(JSON.stringify(event));
        for (const data of early) send(data);
        early.length = 0;
        ready = true;
      } catch (err) {
        request.log.warn({ err }, 'crash socket: no state to send');
        socket.close(1011, 'unavailable');
      }
    },
  );
}
