import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Bus } from '../../../../core/bus.ts';
import type { Database } from '../../../../db/schema.ts';
import type { DemoFamily, DemoFamilyDeps } from '../family.ts';
import type { DemoSession } from '../tickets.ts';
import { createLiveEngine, LIVE_RULES, parseTable, tableCode } from './engine.ts';
import type { LiveEngine, LiveTiming } from './engine.ts';
import { LIVE_SPOTS, liveGameFor } from './math.ts';
import type { LiveGame } from './math.ts';
import { livePage } from './page.ts';
import { parseChipStakes, recordMoney, tableRoutes } from './routes.ts';
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

/** A bet's stakes at a live table (see parseChipStakes). */
export function parseStakes(table: string, raw: unknown): Record<string, number> | string {
  const parsed = parseTable(table, LIVE_RULES);
  if (!parsed) return 'This table is not available.';
  return parseChipStakes(parsed.currency, raw, (spot) => LIVE_SPOTS[parsed.game].has(spot), {
    empty: 'Place chips on the table first.',
    notSpot: 'That is not a spot of this table.',
    overSpot: 'That is over the table limit for one spot.',
    overRound: 'That is over the table limit for one round.',
  });
}

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
  const tables = tableRoutes({
    path: LIVE_PATH,
    script: { file: 'live.js', text: LIVE_SCRIPT },
    engine,
    tokens: deps.tokens,
    wallet: deps.wallet,
    gameType: 'LIVE',
    knows: (table) => parseTable(table) !== null,
    tableFor: (session) => tableOf(session),
    stakes: (_session, table, raw) => parseStakes(table, raw),
    unknownTable: 'This table is not available.',
    betBodyLimit: 16 * 1024,
    label: 'demo live',
  });
  const routes: FastifyPluginAsync = async (app) => {
    engines.set(app.server, engine);
    app.addHook('onClose', async () => {
      await engine.close();
    });
    await app.register(tables);
  };

  return {
    name: 'live',
    engine,
    plays: (session) => session.gameType === 'LIVE' && !session.prizeMode,
    page: (context) => livePage(context, tableOf(context.session)),
    routes,
  };
}
