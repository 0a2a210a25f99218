import { PLAY_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameLanguageOf } from '../../../core/language.ts';
import { ok } from '../../../lib/envelope.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import type { LotteryService } from './service.ts';

export interface LotteryRoutesOptions {
  service: LotteryService;
  now: () => number;
}

/** How long an answer is kept (in the process, and by browsers and proxies) at most. */
export const LOTTERY_TTL_MS = 2_000;
const KEPT_MAX = 500;

/** The soonest next draw in an answer: a kept answer goes stale when it passes. */
function soonestDraw(value: unknown): number {
  let soonest = Infinity;
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') {
      const next = (v as { next?: { drawAt?: unknown } }).next;
      if (next && typeof next.drawAt === 'number') soonest = Math.min(soonest, next.drawAt);
      Object.values(v).forEach(visit);
    }
  };
  visit(value);
  return soonest;
}

/**
 * The public draw answers. Each is the same for everyone asking the same, so it is kept briefly (two
 * seconds, never past its next draw) in the process and by the browser; a verify answer never changes.
 */
const lotteryRoutes: FastifyPluginAsyncZod<LotteryRoutesOptions> = async (app, { service, now }) => {
  const kept = new Map<string, { value: unknown; until: number }>();

  async function cached<T>(request: FastifyRequest, reply: FastifyReply, produce: () => Promise<T>): Promise<T> {
    const at = now();
    const key = `${request.merchant.code}\n${String(request.headers.language ?? '')}\n${request.url}`;
    const hit = kept.get(key);
    let value: T;
    let until: number;
    if (hit && hit.until > at) {
      value = hit.value as T;
      until = hit.until;
    } else {
      value = await produce();
      until = Math.min(at + LOTTERY_TTL_MS, soonestDraw(value));
      kept.delete(key);
      kept.set(key, { value, until });
      if (kept.size > KEPT_MAX) kept.delete(kept.keys().next().value!);
    }
    reply.header('cache-control', `public, max-age=${Math.max(0, Math.floor((until - at) / 1000))}`);
    return value;
  }

  playerRoute(app, PLAY_PLAYER_ENDPOINTS.lotteryNumero, async (request, reply) =>
    ok(await cached(request, reply, () => service.numero(request.merchant, request.query.gameCode || undefined, gameLanguageOf(request)))),
  );

  playerRoute(app, PLAY_PLAYER_ENDPOINTS.lotteryVnNumero, async (request, reply) =>
    ok(await cached(request, reply, () => service.vnNumero(request.merchant, gameLanguageOf(request)))),
  );

  playerRoute(app, PLAY_PLAYER_ENDPOINTS.lotteryVnRecent, async (request, reply) =>
    ok(await cached(request, reply, () => service.vnRecent(request.merchant, request.query.gameCode, request.query.size, gameLanguageOf(request)))),
  );

  playerRoute(app, PLAY_PLAYER_ENDPOINTS.lotteryVerify, async (request, reply) => {
    const value = await service.verify(request.merchant, request.query.gameCode, request.query.drawNo);
    reply.header('cache-control', 'public, max-age=3600');
    return ok(value);
  });
};

export default lotteryRoutes;
