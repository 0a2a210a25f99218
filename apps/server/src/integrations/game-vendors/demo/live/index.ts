import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Bus } from '../../../../core/bus.ts';
import type { Database } from '../../../../db/schema.ts';
import type { DemoFamily, DemoFamilyDeps } from '../family.ts';
import type { DemoSession } from '../tickets.ts';
import { createLiveEngine, LIVE_RULES, LiveRefusal, parseTable, tableCode } from './engine.ts';
import type { LiveEngine, LiveTiming } from './engine.ts';
import { LIVE_SPOTS, liveChipsFor, liveGameFor, MAX_ROUND_CHIPS, MAX_SPOT_CHIPS, MAX_SPOTS } from './math.ts';
import type { LiveGame } from './math.ts';
import { livePage } from './page.ts';
import { LIVE_SCRIPT } from './script.ts';

export const LIVE_PATH = '/games/demo/live';

/** The engine of each app (keyed by its HTTP server), for tests that move its clock. */
const engines = new WeakMap<object, LiveEngine>();

export function liveOf(app: { server: object }): LiveEngine | undefined {
  return engines.get(app.server);
}

/** The catalogue's live classifications that name a table's game. */
const BY_CLASS: Record<string, LiveGame> = { BAC: 'baccarat', DT: 'dragon-tiger', ROU: 'roulette', SIC: 'sicbo' };

/** The table a launched LIVE tile sits at: by its classification, else its name (the rest sit at baccarat). */
export function tableOf(session: DemoSession): string {
  const game = (session.classify && BY_CLASS[session.classify]) || liveGameFor(session.catalogueName ?? session.gameName);
  return tableCode(game, session.currency);
}

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** A bet's stakes as sent: spot -> cents, every spot the game's, every stake whole chips of the smallest, within the limits. */
export function parseStakes(table: string, raw: unknown): Record<string, number> | string {
  const parsed = parseTable(table, LIVE_RULES);
  if (!parsed) return 'This table is not available.';
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return 'Place chips on the table first.';
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length === 0) return 'Place chips on the table first.';
  if (entries.length > MAX_SPOTS) return `At most ${MAX_SPOTS} spots a round.`;
  const unit = liveChipsFor(parsed.currency)[0]!;
  const stakes: Record<string, number> = {};
  let total = 0;
  for (const [spot, cents] of entries) {
    if (!LIVE_SPOTS[parsed.game].has(spot)) return 'That is not a spot of this table.';
    if (typeof cents !== 'number' || !Number.isSafeInteger(cents) || cents <= 0 || cents % unit !== 0) return 'Stakes are made of the chips shown.';
    if (cents > MAX_SPOT_CHIPS * unit) return 'That is over the table limit for one spot.';
    stakes[spot] = cents;
    total += cents;
  }
  if (total > MAX_ROUND_CHIPS * unit) return 'That is over the table limit for one round.';
  return stakes;
}

/** An amount as the bet records show it (they are read in any language: the currency's own sign, two decimals). */
function recordMoney(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
  } catch {
    return `${currency} ${(cents / 100).toFixed(2)}`;
  }
}

/** A socket whose client reads slower than this many bytes behind is dropped (it reconnects and gets the state). */
const MAX_BUFFERED = 1 << 20;

export interface LiveFamilyDeps extends DemoFamilyDeps {
  db: Kysely<Database>;
  bus: Bus;
  now: () => number;
  timing?: Partial<LiveTiming>;
}

/**
 * The demo vendor's live casino (LIVE tiles): baccarat, dragon tiger, European roulette and sic bo tables
 * dealt on a schedule by one process under a lease, watched over a WebSocket, bets through the wallet.
 */
export function createLiveFamily(deps: LiveFamilyDeps): DemoFamily & { engine: LiveEngine } {
  const engine = createLiveEngine({ db: deps.db, wallet: deps.wallet, bus: deps.bus, now: deps.now, log: deps.log, timing: deps.timing, money: recordMoney });
  const { tokens } = deps;

  async function sessionOf(raw: unknown): Promise<DemoSession | null> {
    if (typeof raw !== 'string') return null;
    const session = await tokens.openSession(raw.slice(0, 4096));
    return session && session.gameType === 'LIVE' ? session : null;
  }

  const routes: FastifyPluginAsync = async (app) => {
    engines.set(app.server, engine);
    app.addHook('onClose', async () => {
      await engine.close();
    });
    const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

    app.get(`${LIVE_PATH}/live.js`, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(LIVE_SCRIPT),
    );

    app.get<{ Querystring: { table?: unknown } }>(`${LIVE_PATH}/state`, { schema: { hide: true } }, async (request, reply) => {
      noStore(reply);
      const table = request.query.table;
      if (!parseTable(table)) return reply.code(404).send({ error: 'This table is not available.' });
      await engine.ensure(table as string);
      return engine.state(table as string);
    });

    app.get<{ Querystring: { table?: unknown } }>(
      `${LIVE_PATH}/socket`,
      {
        websocket: true,
        schema: { hide: true },
        preValidation: async (request, reply) => {
          if (!parseTable(request.query.table)) await reply.code(404).send({ error: 'This table is not available.' });
        },
      },
      async (socket, request) => {
        const table = request.query.table as string;
        let open = true;
        const send = (data: string) => {
          if (!open || socket.readyState !== socket.OPEN) return;
          if (socket.bufferedAmount > MAX_BUFFERED) {
            socket.terminate();
            return;
          }
          socket.send(data);
        };
        const early: string[] = [];
        let ready = false;
        const stop = engine.subscribe(table, (data) => (ready ? send(data) : early.push(data)));
        socket.on('close', () => {
          open = false;
          stop();
        });
        socket.on('error', () => socket.terminate());
        try {
          await engine.ensure(table);
          send(JSON.stringify({ type: 'state', state: await engine.state(table) }));
          for (const data of early) send(data);
          early.length = 0;
          ready = true;
        } catch (err) {
          request.log.warn({ err }, 'demo live socket: no state to send');
          socket.close(1011, 'unavailable');
        }
      },
    );

    app.post<{ Body: unknown }>(`${LIVE_PATH}/bet`, { schema: { hide: true }, bodyLimit: 16 * 1024 }, async (request, reply) => {
      noStore(reply);
      const body = (request.body ?? {}) as { session?: unknown; requestId?: unknown; stakes?: unknown };
      const session = await sessionOf(body.session);
      if (!session) return reply.code(403).send({ error: 'Your game session has ended. Open the game again from the lobby.' });
      if (typeof body.requestId !== 'string' || !REQUEST_ID.test(body.requestId)) return reply.code(400).send({ error: 'The bet has no valid request id.' });
      const table = tableOf(session);
      const stakes = parseStakes(table, body.stakes);
      if (typeof stakes === 'string') return reply.code(400).send({ error: stakes });
      try {
        return await engine.bet(session, table, { requestId: body.requestId, stakes });
      } catch (err) {
        if (err instanceof LiveRefusal) return reply.code(err.status).send({ error: err.message, ...(err.balanceCents === undefined ? {} : { balanceCents: err.balanceCents }) });
        throw err;
      }
    });

    app.post<{ Body: unknown }>(`${LIVE_PATH}/mine`, { schema: { hide: true }, bodyLimit: 8 * 1024 }, async (request, reply) => {
      noStore(reply);
      const body = (request.body ?? {}) as { session?: unknown };
      const session = await sessionOf(body.session);
      if (!session) return reply.code(403).send({ error: 'Your game session has ended. Open the game again from the lobby.' });
      const balance = await deps.wallet.balance(session.user, session.playerToken, session.nodeId).catch(() => null);
      return {
        bet: await engine.mine(session, tableOf(session)),
        balanceCents: balance && balance.status === 'RS_OK' ? balance.balance : null,
      };
    });
  };

  return {
    name: 'live',
    engine,
    plays: (session) => session.gameType === 'LIVE' && !session.prizeMode,
    page: (context) => livePage(context, tableOf(context.session)),
    routes,
  };
}
