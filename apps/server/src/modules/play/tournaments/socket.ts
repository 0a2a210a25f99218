import { SESSION_COOKIE, TOURNAMENT_PATHS } from '@lobby/contract';
import type { TournamentBoardEvent } from '@lobby/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResolvedMerchant } from '../../../core/merchants/service.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { TournamentLive } from './live.ts';
import type { TournamentsService } from './service.ts';

/** A socket whose client reads slower than this many bytes behind is dropped (it reconnects and gets the board). */
const MAX_BUFFERED = 1 << 20;

interface Watch {
  merchant: ResolvedMerchant;
  tournamentId: number;
}

/**
 * A tournament's live leaderboard over a WebSocket at TOURNAMENT_PATHS.socket (the app's one @fastify/websocket
 * plugin): `board` on connect, then after changes, at most a few times a second (live.ts). A browser cannot
 * set headers on a WebSocket, so the merchant comes from `?merchant=` (else the host name, else the default
 * merchant); the session cookie, when sent, adds the viewer's own standing. Public: visitors watch. An
 * unknown merchant or tournament is answered over HTTP before the upgrade (400/404 in the envelope).
 */
export async function tournamentSocket(app: FastifyInstance, deps: { service: TournamentsService; live: TournamentLive }): Promise<void> {
  const { service, live } = deps;

  async function viewerOf(request: FastifyRequest, merchant: ResolvedMerchant): Promise<number | null> {
    const token = request.cookies?.[SESSION_COOKIE];
    if (!token) return null;
    const session = await app.sessions.authenticate(token, merchant.code).catch(() => null);
    return session?.memberId ?? null;
  }

  app.get(
    TOURNAMENT_PATHS.socket,
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        const query = request.query as Record<string, unknown> | undefined;
        const raw = query?.merchant;
        if (raw !== undefined && typeof raw !== 'string') throw new AppError('merchant.unknown');
        const merchant = await app.merchants.resolve({ header: raw, hostname: request.hostname });
        const id = Number((request.params as { id?: string }).id);
        if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new AppError('request.invalid', { message: 'A tournament id is a positive integer.' });
        if (!(await service.watchable(merchant.code, id))) throw new AppError('tournament.not.found');
        (request as FastifyRequest & { tournamentWatch?: Watch }).tournamentWatch = { merchant, tournamentId: id };
      },
    },
    async (socket, request) => {
      const { merchant, tournamentId } = (request as FastifyRequest & { tournamentWatch?: Watch }).tournamentWatch!;
      let open = true;
      const send = (event: TournamentBoardEvent) => {
        if (!open || socket.readyState !== socket.OPEN) return;
        if (socket.bufferedAmount > MAX_BUFFERED) {
          socket.terminate();
          return;
        }
        socket.send(JSON.stringify(event), { binary: false });
      };
      let stop: (() => void) | undefined;
      socket.on('close', () => {
        open = false;
        stop?.();
      });
      socket.on('error', () => socket.terminate());
      try {
        const memberId = await viewerOf(request, merchant);
        stop = await live.watch(tournamentId, { memberId, send });
        if (!open) stop();
        const board = await service.board(tournamentId, []);
        const mine = memberId === null ? null : ((await service.standings(tournamentId, [memberId])).get(memberId) ?? null);
        if (board) send({ ...board, me: mine });
      } catch (err) {
        request.log.warn({ err }, 'tournament socket: no board to send');
        socket.close(1011, 'unavailable');
      }
    },
  );
}
