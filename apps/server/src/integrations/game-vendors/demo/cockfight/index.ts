import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Bus } from '../../../../core/bus.ts';
import type { Database } from '../../../../db/schema.ts';
import type { DemoFamily, DemoFamilyDeps } from '../family.ts';
import type { DemoSession } from '../tickets.ts';
import { createLiveEngine, LiveRefusal, parseTable, tableCode } from '../live/engine.ts';
import type { LiveEngine, LiveTiming, TableRules } from '../live/engine.ts';
import { liveChipsFor, MAX_ROUND_CHIPS, MAX_SPOT_CHIPS } from '../live/math.ts';
import { COCKFIGHT_GAMES, COCKFIGHT_NAMES, COCKFIGHT_SPOTS, cockfightOutcome, cockfightReturns, resultWords } from './math.ts';
import type { CockfightGame, CockfightOutcome } from './math.ts';
import { cockfightPage } from './page.ts';
import { COCKFIGHT_SCRIPT } from './script.ts';

export const COCKFIGHT_PATH = '/games/demo/cockfight';

export const COCKFIGHT_RULES: TableRules<CockfightGame, CockfightOutcome> = {
  games: COCKFIGHT_GAMES,
  name: (game) => COCKFIGHT_NAMES[game],
  outcome: cockfightOutcome,
  returns: cockfightReturns,
  resultText: resultWords,
  items: (o) => [{ label: 'Fight', value: `${resultWords(o)} after ${o.exchanges} exchanges` }],
  spotLabel: (_game, spot) => COCKFIGHT_SPOTS.get(spot)?.label ?? spot,
  pooled: (game) => game === 'sabong-pool',
};

const engines = new WeakMap<object, LiveEngine>();

/** This app's cockfight engine (tests move its clock). */
export function cockfightOf(app: { server: object }): LiveEngine | undefined {
  return engines.get(app.server);
}

/** The fixed-odds and the pool tables of a session's currency. */
export function pitTables(session: DemoSession): Record<CockfightGame, string> {
  return { sabong: tableCode('sabong', session.currency), 'sabong-pool': tableCode('sabong-pool', session.currency) };
}

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;
const MAX_BUFFERED = 1 << 20;

export function parsePitStakes(currency: string, raw: unknown): Record<string, number> | string {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return 'Place chips on Meron, Wala or Draw first.';
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length === 0) return 'Place chips on Meron, Wala or Draw first.';
  const unit = liveChipsFor(currency)[0]!;
  const stakes: Record<string, number> = {};
  let total = 0;
  for (const [spot, cents] of entries) {
    if (!COCKFIGHT_SPOTS.has(spot)) return 'That is not a bet of this pit.';
    if (typeof cents !== 'number' || !Number.isSafeInteger(cents) || cents <= 0 || cents % unit !== 0) return 'Stakes are made of the chips shown.';
    if (cents > MAX_SPOT_CHIPS * unit) return 'That is over the limit for one bet.';
    stakes[spot] = cents;
    total += cents;
  }
  if (total > MAX_ROUND_CHIPS * unit) return 'That is over the limit for one fight.';
  return stakes;
}

export interface CockfightFamilyDeps extends DemoFamilyDeps {
  db: Kysely<Database>;
  bus: Bus;
  now: () => number;
  timing?: Partial<LiveTiming>;
}

/**
 * The demo vendor's cockfight pit (COCKFIGHT tiles): fights on a schedule, betting until the last call, at
 * fixed odds or into the pool; the live tables' engine deals them (lease, bus, socket, wallet).
 */
export function createCockfightFamily(deps: CockfightFamilyDeps): DemoFamily & { engine: LiveEngine } {
  const engine = createLiveEngine({
    db: deps.db,
    wallet: deps.wallet,
    bus: deps.bus,
    now: deps.now,
    log: deps.log,
    timing: { bettingMs: 20_000, resultMs: 9_000, ...deps.timing },
    rules: COCKFIGHT_RULES as unknown as TableRules<string, { game: string }>,
    money: (cents, currency) => {
      try {
        return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
      } catch {
        return `${currency} ${(cents / 100).toFixed(2)}`;
      }
    },
  });
  const { tokens } = deps;

  async function sessionOf(raw: unknown): Promise<DemoSession | null> {
    if (typeof raw !== 'string') return null;
    const session = await tokens.openSession(raw.slice(0, 4096));
    return session && session.gameType === 'COCKFIGHT' ? session : null;
  }

  /** The table a call names, when it is one of the session's (its currency's fixed or pool table). */
  function tableFor(session: DemoSession, raw: unknown): string | null {
    const parsed = parseTable(raw, COCKFIGHT_RULES);
    return parsed && parsed.currency === session.currency ? (raw as string) : null;
  }

  const routes: FastifyPluginAsync = async (app) => {
    engines.set(app.server, engine);
    app.addHook('onClose', async () => {
      await engine.close();
    });
    const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

    app.get(`${COCKFIGHT_PATH}/cockfight.js`, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(COCKFIGHT_SCRIPT),
    );

    app.get<{ Querystring: { table?: unknown } }>(`${COCKFIGHT_PATH}/state`, { schema: { hide: true } }, async (request, reply) => {
      noStore(reply);
      const table = request.query.table;
      if (!parseTable(table, COCKFIGHT_RULES)) return reply.code(404).send({ error: 'This pit is not available.' });
      await engine.ensure(table as string);
      return engine.state(table as string);
    });

    app.get<{ Querystring: { table?: unknown } }>(
      `${COCKFIGHT_PATH}/socket`,
      {
        websocket: true,
        schema: { hide: true },
        preValidation: async (request, reply) => {
          if (!parseTable(request.query.table, COCKFIGHT_RULES)) await reply.code(404).send({ error: 'This pit is not available.' });
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
          request.log.warn({ err }, 'demo cockfight socket: no state to send');
          socket.close(1011, 'unavailable');
        }
      },
    );

    app.post<{ Body: unknown }>(`${COCKFIGHT_PATH}/bet`, { schema: { hide: true }, bodyLimit: 8 * 1024 }, async (request, reply) => {
      noStore(reply);
      const body = (request.body ?? {}) as { session?: unknown; requestId?: unknown; stakes?: unknown; table?: unknown };
      const session = await sessionOf(body.session);
      if (!session) return reply.code(403).send({ error: 'Your game session has ended. Open the game again from the lobby.' });
      if (typeof body.requestId !== 'string' || !REQUEST_ID.test(body.requestId)) return reply.code(400).send({ error: 'The bet has no valid request id.' });
      const table = tableFor(session, body.table);
      if (!table) return reply.code(400).send({ error: 'Choose the fixed-odds or the pool table.' });
      const stakes = parsePitStakes(session.currency, body.stakes);
      if (typeof stakes === 'string') return reply.code(400).send({ error: stakes });
      try {
        return await engine.bet(session, table, { requestId: body.requestId, stakes });
      } catch (err) {
        if (err instanceof LiveRefusal) return reply.code(err.status).send({ error: err.message, ...(err.balanceCents === undefined ? {} : { balanceCents: err.balanceCents }) });
        throw err;
      }
    });

    app.post<{ Body: unknown }>(`${COCKFIGHT_PATH}/mine`, { schema: { hide: true }, bodyLimit: 8 * 1024 }, async (request, reply) => {
      noStore(reply);
      const body = (request.body ?? {}) as { session?: unknown; table?: unknown };
      const session = await sessionOf(body.session);
      if (!session) return reply.code(403).send({ error: 'Your game session has ended. Open the game again from the lobby.' });
      const table = tableFor(session, body.table);
      if (!table) return reply.code(400).send({ error: 'Choose the fixed-odds or the pool table.' });
      const balance = await deps.wallet.balance(session.user, session.playerToken, session.nodeId).catch(() => null);
      return { bet: await engine.mine(session, table), balanceCents: balance && balance.status === 'RS_OK' ? balance.balance : null };
    });
  };

  return {
    name: 'cockfight',
    engine,
    plays: (session) => session.gameType === 'COCKFIGHT' && !session.prizeMode,
    page: (context) => cockfightPage(context, pitTables(context.session)),
    routes,
  };
}
