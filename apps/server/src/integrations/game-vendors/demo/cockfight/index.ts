import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Bus } from '../../../../core/bus.ts';
import type { Database } from '../../../../db/schema.ts';
import type { DemoFamily, DemoFamilyDeps } from '../family.ts';
import type { DemoSession } from '../tickets.ts';
import { createLiveEngine, parseTable, tableCode } from '../live/engine.ts';
import type { LiveEngine, LiveTiming, TableRules } from '../live/engine.ts';
import { COCKFIGHT_GAMES, COCKFIGHT_NAMES, COCKFIGHT_SPOTS, cockfightOutcome, cockfightReturns, resultWords } from './math.ts';
import type { CockfightGame, CockfightOutcome } from './math.ts';
import { cockfightPage } from './page.ts';
import { COCKFIGHT_SCRIPT } from './script.ts';
import { parseChipStakes, recordMoney, tableRoutes } from '../live/routes.ts';

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

/** A bet's stakes in a pit (see parseChipStakes). */
export function parsePitStakes(currency: string, raw: unknown): Record<string, number> | string {
  return parseChipStakes(currency, raw, (spot) => COCKFIGHT_SPOTS.has(spot), {
    empty: 'Place chips on Meron, Wala or Draw first.',
    notSpot: 'That is not a bet of this pit.',
    overSpot: 'That is over the limit for one bet.',
    overRound: 'That is over the limit for one fight.',
  });
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
    money: recordMoney,
  });
  /** The table a call names, when it is one of the session's (its currency's fixed or pool table). */
  function tableFor(session: DemoSession, raw: unknown): string | null {
    const parsed = parseTable(raw, COCKFIGHT_RULES);
    return parsed && parsed.currency === session.currency ? (raw as string) : null;
  }

  const pit = tableRoutes({
    path: COCKFIGHT_PATH,
    script: { file: 'cockfight.js', text: COCKFIGHT_SCRIPT },
    engine,
    tokens: deps.tokens,
    wallet: deps.wallet,
    gameType: 'COCKFIGHT',
    knows: (table) => parseTable(table, COCKFIGHT_RULES) !== null,
    tableFor: (session, body) => tableFor(session, body.table) ?? { error: 'Choose the fixed-odds or the pool table.' },
    stakes: (session, _table, raw) => parsePitStakes(session.currency, raw),
    unknownTable: 'This pit is not available.',
    betBodyLimit: 8 * 1024,
    label: 'demo cockfight',
  });
  const routes: FastifyPluginAsync = async (app) => {
    engines.set(app.server, engine);
    app.addHook('onClose', async () => {
      await engine.close();
    });
    await app.register(pit);
  };

  return {
    name: 'cockfight',
    engine,
    plays: (session) => session.gameType === 'COCKFIGHT' && !session.prizeMode,
    page: (context) => cockfightPage(context, pitTables(context.session)),
    routes,
  };
}
