import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { DemoFamily, DemoFamilyDeps } from '../family.ts';
import type { DemoSession } from '../tickets.ts';
import { cannonStakesFor, catches, FISH_RTP, FISH_SPECIES, payoutCents, shotDraw } from './math.ts';
import { fishingPage } from './page.ts';
import { createRooms, MAX_IN_FLIGHT, MAX_SHOTS_PER_SECOND, newClientSeed, newServerSeed } from './rooms.ts';
import type { Room, Rooms, ShotAnswer } from './rooms.ts';
import { fishBetween, judgeHit } from './scene.ts';
import type { HitRefusal } from './scene.ts';
import { FISHING_SCRIPT } from './script.ts';

/** Where the fishing game's calls and script live. */
export const FISHING_PATH = '/games/demo/fishing';
/** How far ahead the fish lists reach (the page asks again before they run out). */
const LOOKAHEAD_MS = 12_000;
const SHOT_ID = /^[A-Za-z0-9_-]{8,36}$/;
const ROOM_ID = /^[0-9a-f]{12}$/;
const CLIENT_SEED = /^[\w-]{1,32}$/;

const BET_ERRORS: Record<string, string> = {
  RS_ERROR_NOT_ENOUGH_MONEY: 'Insufficient balance for this cannon.',
  RS_ERROR_TOKEN_EXPIRED: 'Your game session has ended. Open the game again from the lobby.',
  RS_ERROR_INVALID_TOKEN: 'Your game session has ended. Open the game again from the lobby.',
  RS_ERROR_USER_DISABLED: 'This account cannot place bets.',
  RS_ERROR_LIMIT_REACHED: 'This shot would go over a limit you set (Responsible gaming in your account settings).',
  RS_ERROR_INVALID_GAME: 'This game is not available.',
};

const REFUSALS: Record<HitRefusal | 'caught', string> = {
  'no-such-fish': 'There is no such fish in this room.',
  'not-there': 'That fish was not there.',
  'out-of-scene': 'That hit is outside the sea.',
  stale: 'That hit is too old.',
  caught: 'That fish has already been caught.',
};

const SESSION_ENDED = 'Your game session has ended. Open the game again from the lobby.';
const ROOM_CLOSED = 'This room has closed. The game opens a new one.';

/** The demo vendor plays every FISH tile as its fishing game. */
export function playsFishing(session: DemoSession): boolean {
  return session.gameType === 'FISH';
}

function isFiniteNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

/**
 * The fishing family: FISH tiles open a canvas shooter. The server owns the sea (every fish's path from the
 * room's seed) and every draw; each shot the page reports (a fish its bullet reached) is one wallet round:
 * the cannon stake as the bet, then stake x multiplier on a catch or 0 on a miss.
 */
export function createFishingFamily(deps: DemoFamilyDeps & { now: () => number }): DemoFamily & { rooms: Rooms } {
  const { tokens, wallet, log, now } = deps;
  const rooms = createRooms(now);
  const keyOf = (s: DemoSession) => `${s.user}|${s.nodeId}`;

  async function sessionOf(body: Record<string, unknown>): Promise<DemoSession | null> {
    const session = typeof body.session === 'string' ? await tokens.openSession(body.session.slice(0, 4096)) : null;
    return session && playsFishing(session) ? session : null;
  }

  function roomView(room: Room, session: DemoSession) {
    const t = now();
    return {
      room: room.id,
      serverNow: t,
      seedHash: room.seedHash,
      clientSeed: room.clientSeed,
      nonce: room.nonce,
      calm: room.scene.calm,
      stakes: cannonStakesFor(session.currency),
      fish: fishBetween(room.scene, t, t + LOOKAHEAD_MS),
      caught: [...room.caught].slice(-200),
      maxShotsPerSecond: MAX_SHOTS_PER_SECOND,
      maxInFlight: MAX_IN_FLIGHT,
    };
  }

  /** The win (0 on a miss) is retried until the wallet has it: a vendor settles what it took. */
  async function settle(session: DemoSession, round: string, betId: string, cents: number, meta: { summary: string; items: Array<{ label: string; value: string }> }) {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const answer = await wallet.win({ user: session.user, token: session.playerToken, game: session.nodeId, round, transaction: `${round}:w`, bet: betId, currency: session.currency, cents, meta });
        if (answer.status === 'RS_OK') return answer;
        log.warn({ status: answer.status, round }, 'demo fishing: win refused');
      } catch (err) {
        log.warn({ err, round }, 'demo fishing: win not delivered, retrying');
      }
    }
    return null;
  }

  /** One accepted shot through the wallet: the bet, then the catch's pay or the round's close at 0. */
  async function play(session: DemoSession, room: Room, shot: string, stake: number, fishId: number, species: number, nonce: number): Promise<ShotAnswer> {
    const kind = FISH_SPECIES[species]!;
    const seeds = { serverSeed: room.serverSeed, clientSeed: room.clientSeed, nonce };
    const used = { seedHash: room.seedHash, clientSeed: room.clientSeed, nonce };
    // the outcome is fixed when the shot is accepted (a rotation meanwhile changes nothing for it)
    const caught = catches(shotDraw(seeds), kind.multiplier);
    const round = `F${room.id}-${shot}`;
    const betId = `${round}:b`;
    room.inFlight++;
    try {
      let bet;
      try {
        bet = await wallet.bet({ user: session.user, token: session.playerToken, game: session.nodeId, round, transaction: betId, currency: session.currency, cents: stake });
      } catch (err) {
        log.error({ err, round }, 'demo fishing: the wallet could not be reached');
        return { status: 503, body: { error: 'The game cannot reach your wallet right now. Please try again.' } };
      }
      if (bet.status !== 'RS_OK') {
        return { status: bet.status === 'RS_ERROR_NOT_ENOUGH_MONEY' ? 409 : 403, body: { error: BET_ERRORS[bet.status] ?? 'The shot did not go through.', balanceCents: bet.balance, seq: ++room.seq } };
      }
      room.unsettledCents += stake;
      if (caught) room.caught.add(fishId);
      const winCents = caught ? payoutCents(stake, kind.multiplier) : 0;
      const meta = {
        summary: caught ? `Caught ${kind.name} ×${kind.multiplier}` : `Missed ${kind.name} (×${kind.multiplier})`,
        items: [
          { label: 'Fish', value: `${kind.name} #${fishId}` },
          { label: 'Multiplier', value: `×${kind.multiplier}` },
          { label: 'Catch chance', value: `${((FISH_RTP / kind.multiplier) * 100).toFixed(2)}%` },
          { label: 'Server seed hash', value: used.seedHash },
          { label: 'Client seed', value: used.clientSeed },
          { label: 'Nonce', value: String(nonce) },
        ],
      };
      const settled = await settle(session, round, betId, winCents, meta);
      room.unsettledCents -= stake;
      if (!settled) return { status: 503, body: { error: 'The result is being settled. Your balance will update shortly.' } };
      return {
        status: 200,
        body: {
          shot,
          round,
          fish: fishId,
          species,
          caught,
          multiplier: kind.multiplier,
          stakeCents: stake,
          winCents,
          ...used,
          balanceCents: settled.balance,
          unsettledCents: room.unsettledCents,
          seq: ++room.seq,
          serverNow: now(),
        },
      };
    } finally {
      room.inFlight--;
    }
  }

  const routes: FastifyPluginAsync = async (app) => {
    const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
    const opts = { schema: { hide: true }, bodyLimit: 8 * 1024 };
    const bodyOf = (b: unknown): Record<string, unknown> => (b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {});

    app.get(`${FISHING_PATH}/fishing.js`, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(FISHING_SCRIPT),
    );

    // the player's room: opened on the page's first call, the same room on the next ones
    app.post(`${FISHING_PATH}/room`, opts, async (request, reply) => {
      noStore(reply);
      const body = bodyOf(request.body);
      const session = await sessionOf(body);
      if (!session) return reply.code(403).send({ error: SESSION_ENDED });
      if (body.calm !== undefined && typeof body.calm !== 'boolean') return reply.code(400).send({ error: 'calm is true or false.' });
      return roomView(rooms.open(keyOf(session), body.calm === true), session);
    });

    // the fish in the water from now to a few seconds ahead, and the ones caught
    app.post(`${FISHING_PATH}/fish`, opts, async (request, reply) => {
      noStore(reply);
      const body = bodyOf(request.body);
      const session = await sessionOf(body);
      if (!session) return reply.code(403).send({ error: SESSION_ENDED });
      const room = typeof body.room === 'string' && ROOM_ID.test(body.room) ? rooms.get(keyOf(session), body.room) : null;
      if (!room) return reply.code(409).send({ error: ROOM_CLOSED });
      const t = now();
      return { serverNow: t, fish: fishBetween(room.scene, t, t + LOOKAHEAD_MS), caught: [...room.caught].slice(-200) };
    });

    app.post(`${FISHING_PATH}/shot`, opts, async (request, reply) => {
      noStore(reply);
      const body = bodyOf(request.body);
      const session = await sessionOf(body);
      if (!session) return reply.code(403).send({ error: SESSION_ENDED });
      const { shot, stake, fish, x, y, at } = body;
      if (typeof shot !== 'string' || !SHOT_ID.test(shot)) return reply.code(400).send({ error: 'A shot needs an id of its own.' });
      if (typeof stake !== 'number' || !cannonStakesFor(session.currency).includes(stake)) return reply.code(400).send({ error: 'Choose one of the cannon stakes shown.' });
      if (!Number.isSafeInteger(fish) || (fish as number) < 0) return reply.code(400).send({ error: 'A shot names the fish it hit.' });
      if (!isFiniteNumber(x) || !isFiniteNumber(y) || !isFiniteNumber(at)) return reply.code(400).send({ error: 'A shot says where and when it hit.' });
      const room = typeof body.room === 'string' && ROOM_ID.test(body.room) ? rooms.get(keyOf(session), body.room) : null;
      if (!room) return reply.code(409).send({ error: ROOM_CLOSED });
      // a replay: the same answer (the same shot asking something else is refused)
      const known = room.shots.get(shot);
      if (known) {
        if (known.stake !== stake || known.fish !== fish) return reply.code(409).send({ error: 'This shot id was used for another shot.' });
        const answer = await known.answer;
        return reply.code(answer.status).send({ ...answer.body, replay: true });
      }
      if (room.inFlight >= MAX_IN_FLIGHT) return reply.code(429).send({ error: 'Too many shots in flight: wait for the answers.' });
      const t = now();
      const judged = judgeHit(room.scene, fish as number, x, y, at, t);
      if ('refused' in judged) return reply.code(422).send({ error: REFUSALS[judged.refused], refused: judged.refused });
      if (room.caught.has(judged.fish.id)) return reply.code(422).send({ error: REFUSALS.caught, refused: 'caught' });
      if (!rooms.take(room)) return reply.code(429).send({ error: `At most ${MAX_SHOTS_PER_SECOND} shots a second.` });
      const nonce = room.nonce++;
      const answer = play(session, room, shot, stake, judged.fish.id, judged.fish.species, nonce);
      rooms.remember(room, shot, { stake, fish: fish as number, answer });
      const result = await answer;
      return reply.code(result.status).send(result.body);
    });

    // a new server seed: the old one revealed (every shot under it can be checked), the nonce back to 0
    app.post(`${FISHING_PATH}/rotate`, opts, async (request, reply) => {
      noStore(reply);
      const body = bodyOf(request.body);
      const session = await sessionOf(body);
      if (!session) return reply.code(403).send({ error: SESSION_ENDED });
      if (body.clientSeed !== undefined && (typeof body.clientSeed !== 'string' || !CLIENT_SEED.test(body.clientSeed))) {
        return reply.code(400).send({ error: 'A client seed is 1 to 32 letters, digits, _ or -.' });
      }
      const room = typeof body.room === 'string' && ROOM_ID.test(body.room) ? rooms.get(keyOf(session), body.room) : null;
      if (!room) return reply.code(409).send({ error: ROOM_CLOSED });
      const revealed = { serverSeed: room.serverSeed, seedHash: room.seedHash, clientSeed: room.clientSeed, shots: room.nonce };
      Object.assign(room, newServerSeed(), { clientSeed: (body.clientSeed as string | undefined) ?? newClientSeed(), nonce: 0 });
      return { revealed, seedHash: room.seedHash, clientSeed: room.clientSeed, nonce: room.nonce };
    });
  };

  return {
    name: 'fishing',
    plays: playsFishing,
    rooms,
    page: (context) =>
      fishingPage({
        session: context.session,
        playSession: context.playSession,
        balanceCents: context.balanceCents,
        money: context.money,
        stakes: cannonStakesFor(context.session.currency),
      }),
    routes,
  };
}
