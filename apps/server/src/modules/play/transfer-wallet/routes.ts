import { createHmac, timingSafeEqual } from 'node:crypto';
import { centsToAmount, PLAY_PLAYER_ENDPOINTS, safeReturnPath } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/envelope.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import { purseOf } from '../../money/ledger/index.ts';
import type { Purse } from '../../money/ledger/index.ts';
import type { TransferWalletService } from './service.ts';

/** The link a transfer-wallet game's "Back to lobby" leads to: brings the money back, then the lobby. */
export const TRANSFER_EXIT_PATH = '/games/transfer/exit';

/**
 * Exit tickets: the game's Back to lobby link carries one (the game page is another site, so no session comes
 * with it). A ticket can only bring its member's money back to its member, so it is a capability of little
 * worth; it is signed and expires all the same.
 */
export function createExitTickets(secret: string, now: () => number) {
  const key = createHmac('sha256', secret).update('transfer-wallet-exit').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    issue(purse: Purse, returnPath: string): string {
      const body = Buffer.from(JSON.stringify({ ...purse, exp: now() + 24 * 3600_000 })).toString('base64url');
      return `${TRANSFER_EXIT_PATH}?ticket=${body}.${mac(body)}&to=${encodeURIComponent(returnPath)}`;
    },
    open(ticket: string): Purse | undefined {
      const [body, given] = ticket.split('.');
      if (!body || !given) return undefined;
      const want = Buffer.from(mac(body));
      const got = Buffer.from(given);
      if (want.length !== got.length || !timingSafeEqual(want, got)) return undefined;
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Purse & { exp: number };
      if (claims.exp <= now()) return undefined;
      return { memberId: claims.memberId, merchantCode: claims.merchantCode, currency: claims.currency, demo: claims.demo };
    },
  };
}

export type ExitTickets = ReturnType<typeof createExitTickets>;

export interface TransferWalletRoutesOptions {
  service: TransferWalletService;
  tickets: ExitTickets;
}

const transferWalletRoutes: FastifyPluginAsyncZod<TransferWalletRoutesOptions> = async (app, { service, tickets }) => {
  const view = async (memberId: number) => ({
    inGame: (await service.inGame(memberId)).map((s) => ({ vendor: s.vendor, currency: s.currency, amount: centsToAmount(s.movedCents), since: s.since })),
  });

  playerRoute(app, PLAY_PLAYER_ENDPOINTS.transferWallet, async (request) => ok(await view(purseOf(request).memberId)));

  playerRoute(app, PLAY_PLAYER_ENDPOINTS.transferWalletReturn, async (request) => {
    const purse = purseOf(request);
    await service.returnAll(purse);
    return ok(await view(purse.memberId));
  });

  // The game's Back to lobby link: the money comes back (what cannot come back now, the sweep brings later),
  // then the lobby. A bad or expired ticket just leads to the lobby.
  app.get(
    TRANSFER_EXIT_PATH,
    { schema: { hide: true, querystring: z.object({ ticket: z.string().max(1024).optional(), to: z.string().max(512).optional() }) } },
    async (request, reply) => {
      const { ticket, to } = request.query;
      const purse = (() => {
        try {
          return ticket ? tickets.open(ticket) : undefined;
        } catch {
          return undefined;
        }
      })();
      if (purse) {
        try {
          await service.returnAll(purse);
        } catch (err) {
          request.log.warn({ memberId: purse.memberId, err: (err as Error).message }, 'transfer wallet: exit could not bring the money back now');
        }
      }
      reply.header('cache-control', 'no-store');
      return reply.redirect(safeReturnPath(to) ?? '/m/home', 303);
    },
  );
};

export default transferWalletRoutes;
