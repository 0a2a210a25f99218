import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { DemoSession, DemoTokens } from '../tickets.ts';
import type { WalletClient } from '../wallet-client.ts';
import { LiveRefusal } from './engine.ts';
import type { LiveEngine } from './engine.ts';
import { liveChipsFor, MAX_ROUND_CHIPS, MAX_SPOT_CHIPS, MAX_SPOTS } from './math.ts';

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** An amount as the bet records show it (they are read in any language: the currency's own sign, two decimals). */
export function recordMoney(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
  } catch {
    return `${currency} ${(cents / 100).toFixed(2)}`;
  }
}


/** A socket whose client reads slower than this many bytes behind is dropped (it reconnects and gets the state). */
const MAX_BUFFERED = 1 << 20;

const SESSION_ENDED = 'Your game session has ended. Open the game again from the lobby.';

/** What a table's refusals of a bet's stakes say (a live table's spots, a pit's bets). */
export interface StakeWords {
  empty: string;
  notSpot: string;
  overSpot: string;
  overRound: string;
}

/**
 * A bet's stakes as sent: spot -> cents, every spot the table's, every stake whole chips of the currency's
 * smallest, within the limits per spot and per round; or what is wrong with them.
 */
export function parseChipStakes(currency: string, raw: unknown, isSpot: (spot: string) => boolean, words: StakeWords): Record<string, number> | string {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return words.empty;
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length === 0) return words.empty;
  if (entries.length > MAX_SPOTS) return `At most ${MAX_SPOTS} spots a round.`;
  const unit = liveChipsFor(currency)[0]!;
  const stakes: Record<string, number> = {};
  let total = 0;
  for (const [spot, cents] of entries) {
    if (!isSpot(spot)) return words.notSpot;
    if (typeof cents !== 'number' || !Number.isSafeInteger(cents) || cents <= 0 || cents % unit !== 0) return 'Stakes are made of the chips shown.';
    if (cents > MAX_SPOT_CHIPS * unit) return words.overSpot;
    stakes[spot] = cents;
    total += cents;
  }
  if (total > MAX_ROUND_CHIPS * unit) return words.overRound;
  return stakes;
}

export interface TableRoutesOptions {
  /** where the family's calls live: /games/demo/live, /games/demo/cockfight */
  path: string;
  /** the page's script: its file name under the path and its text */
  script: { file: string; text: string };
  engine: LiveEngine;
  tokens: DemoTokens;
  wallet: WalletClient;
  /** the catalogue game type whose play sessions may call */
  gameType: string;
  /** a table code named in a query is one of this family's */
  knows(table: unknown): boolean;
  /** the table a bet or a look at one's bet is for (the body may name one), or why none: refused with 400 */
  tableFor(session: DemoSession, body: Record<string, unknown>): string | { error: string };
  /** a bet's stakes at that table */
  stakes(session: DemoSession, table: string, raw: unknown): Record<string, number> | string;
  /** the answer to a table that is not the family's */
  unknownTable: string;
  betBodyLimit: number;
  /** names the family in the log */
  label: string;
}

/**
 * The calls of a family dealt by the live tables' engine: its script, a table's state, the table's socket
 * (the state, then every change), a bet, and the player's bet of the current round with the balance.
 */
export function tableRoutes(options: TableRoutesOptions): FastifyPluginAsync {
  const { path, engine, tokens } = options;

  async function sessionOf(raw: unknown): Promise<DemoSession | null> {
    if (typeof raw !== 'string') return null;
    const session = await tokens.openSession(raw.slice(0, 4096));
    return session && session.gameType === options.gameType ? session : null;
  }

  return async (app) => {
    const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

    app.get(`${path}/${options.script.file}`, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(options.script.text),
    );

    app.get<{ Querystring: { table?: unknown } }>(`${path}/state`, { schema: { hide: true } }, async (request, reply) => {
      noStore(reply);
      const table = request.query.table;
      if (!options.knows(table)) return reply.code(404).send({ error: options.unknownTable });
      await engine.ensure(table as string);
      return engine.state(table as string);
    });

    app.get<{ Querystring: { table?: unknown } }>(
      `${path}/socket`,
      {
        websocket: true,
        schema: { hide: true },
        preValidation: async (request, reply) => {
          if (!options.knows(request.query.table)) await reply.code(404).send({ error: options.unknownTable });
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
        // what changes while the state is read is sent after it, in order
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
          request.log.warn({ err }, `${options.label} socket: no state to send`);
          socket.close(1011, 'unavailable');
        }
      },
    );

    app.post<{ Body: unknown }>(`${path}/bet`, { schema: { hide: true }, bodyLimit: options.betBodyLimit }, async (request, reply) => {
      noStore(reply);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const session = await sessionOf(body.session);
      if (!session) return reply.code(403).send({ error: SESSION_ENDED });
      if (typeof body.requestId !== 'string' || !REQUEST_ID.test(body.requestId)) return reply.code(400).send({ error: 'The bet has no valid request id.' });
      const table = options.tableFor(session, body);
      if (typeof table !== 'string') return reply.code(400).send(table);
      const stakes = options.stakes(session, table, body.stakes);
      if (typeof stakes === 'string') return reply.code(400).send({ error: stakes });
      try {
        return await engine.bet(session, table, { requestId: body.requestId, stakes });
      } catch (err) {
        if (err instanceof LiveRefusal) return reply.code(err.status).send({ error: err.message, ...(err.balanceCents === undefined ? {} : { balanceCents: err.balanceCents }) });
        throw err;
      }
    });

    app.post<{ Body: unknown }>(`${path}/mine`, { schema: { hide: true }, bodyLimit: 8 * 1024 }, async (request, reply) => {
      noStore(reply);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const session = await sessionOf(body.session);
      if (!session) return reply.code(403).send({ error: SESSION_ENDED });
      const table = options.tableFor(session, body);
      if (typeof table !== 'string') return reply.code(400).send(table);
      const balance = await options.wallet.balance(session.user, session.playerToken, session.nodeId).catch(() => null);
      return { bet: await engine.mine(session, table), balanceCents: balance && balance.status === 'RS_OK' ? balance.balance : null };
    });
  };
}
