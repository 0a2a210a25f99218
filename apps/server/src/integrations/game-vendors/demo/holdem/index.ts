import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { DemoFamily, DemoFamilyDeps, DemoPageContext } from '../family.ts';
import { cardCode } from '../poker/math.ts';
import type { DemoSession } from '../tickets.ts';
import { holdemPage } from './page.ts';
import { RAKE_BPS, RAKE_CAP_BIG_BLINDS } from './pots.ts';
import { HOLDEM_SCRIPT } from './script.ts';
import { HoldemTable, TableError } from './table.ts';
import type { HoldemAction } from './hand.ts';

export const HOLDEM_PATH = '/games/demo/holdem';
/** The pause between a hand's end and the next deal (the showdown stays on the table). */
export const BETWEEN_HANDS_MS = 4_000;

/** PVP tiles named "Texas Hold'em" (the catalogue word) open the Hold'em table; other PVP tiles stay video poker. */
export function isHoldemTile(session: DemoSession): boolean {
  if (session.gameType !== 'PVP') return false;
  return [session.gameName, session.catalogueName].some((name) => typeof name === 'string' && /texas\s+hold.?em/i.test(name));
}

const ERRORS: Record<TableError['code'], [number, string]> = {
  table_full: [409, 'The table is full. Try again in a moment.'],
  not_seated: [409, 'Take a seat first.'],
  already_seated: [409, 'You are already seated.'],
  not_your_turn: [409, 'It is not your turn.'],
  illegal_action: [400, 'That move is not allowed now.'],
  no_hand: [409, 'No hand is being played.'],
  bet_refused: [409, 'Your wallet refused the bet.'],
};

/** A member's name at the table: never their id, a short stable tag of it. */
export function seatName(user: string): string {
  return `Player ${createHash('sha256').update(user).digest('hex').slice(0, 4).toUpperCase()}`;
}

export interface HoldemFamilyDeps extends DemoFamilyDeps {
  now: () => number;
}

/**
 * The demo vendor's Texas Hold'em: one six-seat table per currency in this process's memory (one process:
 * see docs/decisions.md), driven by the players' calls and a one-second timer (the turn timer and the next
 * deal). The page polls the table's state.
 */
export function createHoldemFamily(deps: HoldemFamilyDeps): DemoFamily & { tables: Map<string, HoldemTable>; drive(): Promise<void> } {
  const { tokens, wallet, now } = deps;
  const tables = new Map<string, HoldemTable>();
  const ended = new Map<string, number>();

  function tableOf(currency: string): HoldemTable {
    let table = tables.get(currency);
    if (!table) {
      table = new HoldemTable(`holdem-${currency.toLowerCase()}`, currency, wallet);
      tables.set(currency, table);
    }
    return table;
  }

  /** The timer and the next deal, at `now`. */
  async function driveTable(table: HoldemTable): Promise<void> {
    const t = now();
    await table.tick(t);
    const hand = table.hand;
    if (hand && hand.street === 'done' && !ended.has(table.id)) ended.set(table.id, t);
    if (!hand || (hand.street === 'done' && t - (ended.get(table.id) ?? 0) >= BETWEEN_HANDS_MS)) {
      if (await table.startHand(t)) ended.delete(table.id);
    }
    await table.commitment();
  }

  async function drive(): Promise<void> {
    for (const table of tables.values()) await driveTable(table).catch((err: unknown) => deps.log.warn({ err }, 'demo holdem: drive failed'));
  }

  function view(table: HoldemTable, user: string) {
    const hand = table.hand;
    const me = table.seatOf(user);
    const showdown = hand?.result?.showdown ?? [];
    return {
      tableId: table.id,
      blinds: table.blinds,
      rake: { bps: RAKE_BPS, capBigBlinds: RAKE_CAP_BIG_BLINDS },
      you: me ? me.seat : null,
      seats: table.seats.map((s) => {
        if (!s) return null;
        const p = hand && hand.street !== 'done' ? hand.seat(s.seat) : undefined;
        const inHand = Boolean(hand?.seat(s.seat));
        const shown = showdown.some((x) => x.seat === s.seat) || (me && me.seat === s.seat);
        return {
          seat: s.seat,
          name: s.name,
          bot: s.bot,
          stack: p ? p.stack : s.stack,
          bet: p ? p.streetBet : 0,
          folded: hand?.seat(s.seat)?.folded ?? false,
          allIn: hand?.seat(s.seat)?.allIn ?? false,
          inHand,
          cards: inHand && shown ? hand!.seat(s.seat)!.hole.map(cardCode) : inHand ? [null, null] : [],
        };
      }),
      hand: hand
        ? {
            id: table.handId,
            street: hand.street,
            board: hand.board.map(cardCode),
            pot: hand.pot,
            button: hand.buttonSeat,
            toAct: hand.actor?.seat ?? null,
            deadline: hand.actor ? hand.deadline : null,
            options: me && hand.actor?.seat === me.seat ? hand.options() : null,
            result: hand.result
              ? {
                  rake: hand.result.rake,
                  pots: hand.result.pots,
                  showdown: hand.result.showdown.map((x) => ({ seat: x.seat, name: x.name, cards: x.cards.map(cardCode) })),
                  players: hand.result.players.map((x) => ({ seat: x.seat, committed: x.committed, won: x.won })),
                }
              : null,
          }
        : null,
      fairness: {
        seedHash: table.currentSeedHash(),
        last: table.last ? { hand: table.last.id, seed: table.last.seed, seedHash: table.last.seedHash, clientSeed: table.last.id, nonce: 0 } : null,
      },
      now: now(),
    };
  }

  async function page(context: DemoPageContext): Promise<string> {
    const table = tableOf(context.session.currency);
    await table.commitment();
    return holdemPage({ context, state: view(table, context.session.user) });
  }

  const routes: FastifyPluginAsync = async (app) => {
    const timer = setInterval(() => void drive(), 1_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));

    app.get(`${HOLDEM_PATH}/holdem.js`, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(HOLDEM_SCRIPT),
    );

    async function sessionOf(raw: unknown): Promise<DemoSession | null> {
      const session = typeof raw === 'string' ? await tokens.openSession(raw.slice(0, 4096)) : null;
      return session && isHoldemTile(session) ? session : null;
    }

    const opts = { schema: { hide: true }, bodyLimit: 8 * 1024 };
    type Body = { Body: Record<string, unknown> };
    const bodyOf = (b: unknown) => (b && typeof b === 'object' ? b : {}) as Record<string, unknown>;

    app.post<Body>(`${HOLDEM_PATH}/state`, opts, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await sessionOf(bodyOf(request.body).session);
      if (!session) return reply.code(403).send({ error: 'Your game session has ended. Open the game again from the lobby.' });
      const table = tableOf(session.currency);
      await driveTable(table);
      return view(table, session.user);
    });

    app.post<Body>(`${HOLDEM_PATH}/sit`, opts, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await sessionOf(bodyOf(request.body).session);
      if (!session) return reply.code(403).send({ error: 'Your game session has ended. Open the game again from the lobby.' });
      const table = tableOf(session.currency);
      const balance = await wallet.balance(session.user, session.playerToken, session.nodeId).catch(() => null);
      if (!balance || balance.status !== 'RS_OK') return reply.code(503).send({ error: 'The game cannot reach your wallet right now. Please try again.' });
      if (balance.balance < table.blinds.bigBlind) return reply.code(409).send({ error: 'Your balance is below the big blind.' });
      try {
        await table.sit({ user: session.user, token: session.playerToken, name: seatName(session.user), game: session.nodeId }, balance.balance);
      } catch (err) {
        if (err instanceof TableError) return reply.code(ERRORS[err.code][0]).send({ error: ERRORS[err.code][1] });
        throw err;
      }
      await driveTable(table);
      return view(table, session.user);
    });

    app.post<Body>(`${HOLDEM_PATH}/act`, opts, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const body = bodyOf(request.body);
      const session = await sessionOf(body.session);
      if (!session) return reply.code(403).send({ error: 'Your game session has ended. Open the game again from the lobby.' });
      let action: HoldemAction;
      if (body.action === 'fold' || body.action === 'check' || body.action === 'call') action = { type: body.action };
      else if (body.action === 'raise' && typeof body.to === 'number' && Number.isSafeInteger(body.to) && body.to > 0) action = { type: 'raise', to: body.to };
      else return reply.code(400).send({ error: 'Fold, check, call, or raise to a whole amount in cents.' });
      const table = tableOf(session.currency);
      try {
        await table.act(session.user, action, now());
      } catch (err) {
        if (err instanceof TableError) return reply.code(ERRORS[err.code][0]).send({ error: ERRORS[err.code][1] });
        throw err;
      }
      return view(table, session.user);
    });

    app.post<Body>(`${HOLDEM_PATH}/leave`, opts, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await sessionOf(bodyOf(request.body).session);
      if (!session) return reply.code(403).send({ error: 'Your game session has ended. Open the game again from the lobby.' });
      const table = tableOf(session.currency);
      try {
        await table.leave(session.user);
      } catch (err) {
        if (err instanceof TableError) return reply.code(ERRORS[err.code][0]).send({ error: ERRORS[err.code][1] });
        throw err;
      }
      return view(table, session.user);
    });
  };

  return { name: 'holdem', plays: isHoldemTile, page, routes, tables, drive };
}
