import { randomBytes, randomUUID } from 'node:crypto';
import { sha256Hex } from '@lobby/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { JobQueue } from '../../../../core/jobs/index.ts';
import type { Database, DemoPokerHandRow } from '../../../../db/schema.ts';
import type { DemoFamily, DemoFamilyDeps, DemoPageContext } from '../family.ts';
import type { DemoSession } from '../tickets.ts';
import type { RoundMeta } from '../wallet-client.ts';
import { cardCode, cardLabel, coinValuesFor, DEAL_TIMEOUT_MS, drawFrom, evaluate, fairDeck, HAND_NAMES, MAX_COINS, winCents } from './math.ts';
import type { PokerHand } from './math.ts';
import { pokerPage } from './page.ts';
import { POKER_SCRIPT } from './script.ts';
import { createSeedBox } from './seed-box.ts';

export const POKER_PATH = '/games/demo/poker';
/** How long a committed seed may wait for its deal. */
const COMMIT_TTL_MS = 8 * 60 * 60_000;
export const POKER_SWEEP_QUEUE = 'demo-poker-sweep';

const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface PokerFamilyDeps extends DemoFamilyDeps {
  db: Kysely<Database>;
  now: () => number;
  secret: string;
  jobs?: Pick<JobQueue, 'define' | 'schedule'>;
}

const BET_ERRORS: Record<string, string> = {
  RS_ERROR_NOT_ENOUGH_MONEY: 'Insufficient balance for this bet.',
  RS_ERROR_TOKEN_EXPIRED: 'Your game session has ended. Open the game again from the lobby.',
  RS_ERROR_INVALID_TOKEN: 'Your game session has ended. Open the game again from the lobby.',
  RS_ERROR_USER_DISABLED: 'This account cannot place bets.',
  RS_ERROR_LIMIT_REACHED: 'This bet would go over a limit you set (Responsible gaming in your account settings).',
  RS_ERROR_INVALID_GAME: 'This game is not available.',
};

/** PVP tiles play video poker (Jacks or Better) until the card tables exist. */
export function isPokerTile(session: DemoSession): boolean {
  return session.gameType === 'PVP';
}

const cards = (text: string | null): number[] => (text ? (JSON.parse(text) as number[]) : []);
const labels = (list: readonly number[]) => list.map(cardLabel).join(' ');

/**
 * The demo vendor's video poker: a deal is one wallet bet, the draw's result one win (with the hands in its
 * meta). The deck is shuffled from the hand's server seed (committed before the deal), the player's client
 * seed and nonce 0; the draw takes the same deck's next cards. A hand is kept (table demo_poker_hands) from
 * its deal to its settlement: a player who leaves finds it on return; after DEAL_TIMEOUT_MS it is settled as
 * dealt by the sweep (one process: the job queue's schedule).
 */
export function createPokerFamily(deps: PokerFamilyDeps): DemoFamily {
  const { db, wallet, tokens, log, now } = deps;
  const box = createSeedBox(deps.secret);

  async function commitment(user: string) {
    const seed = randomBytes(32).toString('hex');
    return { seedHash: await sha256Hex(seed), commit: box.seal(user, seed, now() + COMMIT_TTL_MS) };
  }

  function meta(row: DemoPokerHandRow, finalCards: number[], hand: PokerHand, holds: boolean[]): RoundMeta {
    const dealt = cards(row.dealt);
    return {
      summary: `Jacks or Better: ${HAND_NAMES[hand]} (${row.coins} coin${row.coins > 1 ? 's' : ''})`,
      items: [
        { label: 'Dealt', value: labels(dealt) },
        { label: 'Held', value: dealt.filter((_, i) => holds[i]).map(cardLabel).join(' ') || 'none' },
        { label: 'Final hand', value: labels(finalCards) },
        { label: 'Result', value: HAND_NAMES[hand] },
        { label: 'Server seed', value: row.server_seed },
        { label: 'Client seed', value: `${row.client_seed} (nonce 0)` },
      ],
    };
  }

  /** The hand's outcome from its deck and holds (the deck recomputed from the seeds). */
  async function outcome(row: DemoPokerHandRow, holds: boolean[]) {
    const deck = await fairDeck({ serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: 0 });
    const finalCards = drawFrom(deck, holds);
    const hand = evaluate(finalCards);
    return { finalCards, hand, win: winCents(hand, row.coins, Number(row.coin_cents)) };
  }

  /** Pays a drawn hand's win (zero closes the round); idempotent on the wallet's side by its transaction id. */
  async function payDrawn(row: DemoPokerHandRow): Promise<{ balance: number } | null> {
    const session = JSON.parse(row.session) as DemoSession;
    const holds = JSON.parse(row.holds ?? '[true,true,true,true,true]') as boolean[];
    const finalCards = cards(row.final);
    const hand = row.hand as PokerHand;
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const answer = await wallet.win({
          user: session.user,
          token: session.playerToken,
          game: session.nodeId,
          round: row.round_ref,
          transaction: `${row.round_ref}:win`,
          bet: `${row.round_ref}:bet`,
          currency: session.currency,
          cents: Number(row.win_cents),
          meta: meta(row, finalCards, hand, holds),
        });
        if (answer.status === 'RS_OK') {
          await db.updateTable('demo_poker_hands').set({ status: 'settled', settled_at: now() }).where('id', '=', row.id).execute();
          return { balance: answer.balance };
        }
        if (answer.status === 'RS_ERROR_TRANSACTION_ROLLED_BACK') {
          await db.updateTable('demo_poker_hands').set({ status: 'void', settled_at: now() }).where('id', '=', row.id).execute();
          return null;
        }
        log.warn({ status: answer.status, round: row.round_ref }, 'demo poker: win refused');
      } catch (err) {
        log.warn({ err, round: row.round_ref }, 'demo poker: win not delivered, retrying');
      }
    }
    return null;
  }

  /** Draws a dealt hand with these holds (once: a racing draw reads the first one's row). */
  async function draw(row: DemoPokerHandRow, holds: boolean[]): Promise<DemoPokerHandRow> {
    const { finalCards, hand, win } = await outcome(row, holds);
    await db
      .updateTable('demo_poker_hands')
      .set({ status: 'drawn', holds: JSON.stringify(holds), final: JSON.stringify(finalCards), hand, win_cents: win })
      .where('id', '=', row.id)
      .where('status', '=', 'dealt')
      .execute();
    return db.selectFrom('demo_poker_hands').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  }

  /** A bet whose answer never came: rolled back (the wallet remembers a rollback of a bet it never saw). */
  async function voidBet(row: DemoPokerHandRow): Promise<void> {
    const session = JSON.parse(row.session) as DemoSession;
    try {
      const answer = await wallet.rollback({ user: session.user, game: session.nodeId, round: row.round_ref, transaction: `${row.round_ref}:rollback`, bet: `${row.round_ref}:bet` });
      if (answer.status !== 'RS_OK') log.warn({ status: answer.status, round: row.round_ref }, 'demo poker: rollback refused');
      else await db.updateTable('demo_poker_hands').set({ status: 'void', settled_at: now() }).where('id', '=', row.id).execute();
    } catch (err) {
      log.warn({ err, round: row.round_ref }, 'demo poker: rollback not delivered');
    }
  }

  /**
   * Settles what is left open: hands dealt longer than DEAL_TIMEOUT_MS ago (as dealt), wins not yet paid,
   * bets whose answer never came (rolled back). Of one player and game when given, else of everyone.
   */
  async function sweep(of?: { user: string; nodeId: string }): Promise<number> {
    let q = db
      .selectFrom('demo_poker_hands')
      .selectAll()
      .where('status', 'in', ['betting', 'dealt', 'drawn'])
      .where('created_at', '<', now() - (of ? 0 : 60_000));
    if (of) q = q.where('user_id', '=', of.user).where('node_id', '=', of.nodeId);
    const rows = await q.orderBy('id').limit(500).execute();
    let settled = 0;
    for (let row of rows) {
      const age = now() - Number(row.created_at);
      if (row.status === 'betting') {
        if (age > 60_000) await voidBet(row);
        continue;
      }
      if (row.status === 'dealt') {
        if (age < DEAL_TIMEOUT_MS) continue;
        row = await draw(row, [true, true, true, true, true]);
      }
      if (row.status === 'drawn' && (await payDrawn(row))) settled++;
    }
    return settled;
  }

  function openHandView(row: DemoPokerHandRow) {
    return {
      round: row.round_ref,
      dealt: cards(row.dealt).map(cardCode),
      coins: row.coins,
      coinCents: Number(row.coin_cents),
      stakeCents: Number(row.stake_cents),
      seedHash: row.seed_hash,
      clientSeed: row.client_seed,
    };
  }

  async function page(context: DemoPageContext): Promise<string> {
    const { session } = context;
    await sweep({ user: session.user, nodeId: session.nodeId });
    const open = await db
      .selectFrom('demo_poker_hands')
      .selectAll()
      .where('user_id', '=', session.user)
      .where('node_id', '=', session.nodeId)
      .where('status', '=', 'dealt')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return pokerPage({
      context,
      coinValues: coinValuesFor(session.currency),
      next: await commitment(session.user),
      open: open ? openHandView(open) : null,
    });
  }

  const routes: FastifyPluginAsync = async (app) => {
    app.get(`${POKER_PATH}/poker.js`, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(POKER_SCRIPT),
    );

    async function sessionOf(raw: unknown): Promise<DemoSession | null> {
      const session = typeof raw === 'string' ? await tokens.openSession(raw.slice(0, 4096)) : null;
      return session && isPokerTile(session) ? session : null;
    }

    app.post<{ Body: Record<string, unknown> }>(`${POKER_PATH}/deal`, { schema: { hide: true }, bodyLimit: 8 * 1024 }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      const session = await sessionOf(body.session);
      if (!session) return reply.code(403).send({ error: 'Your game session has ended. Open the game again from the lobby.' });
      const { coins, coinCents, clientSeed, commit } = body;
      if (typeof coins !== 'number' || !Number.isInteger(coins) || coins < 1 || coins > MAX_COINS) return reply.code(400).send({ error: 'Bet 1 to 5 coins.' });
      if (typeof coinCents !== 'number' || !coinValuesFor(session.currency).includes(coinCents)) return reply.code(400).send({ error: 'Choose one of the coin values shown.' });
      if (typeof clientSeed !== 'string' || !CLIENT_SEED.test(clientSeed)) return reply.code(400).send({ error: 'The client seed is 1 to 64 visible characters.' });
      const seed = typeof commit === 'string' ? box.open(commit.slice(0, 1024), session.user, now()) : null;
      if (!seed) return reply.code(400).send({ error: 'This deal is out of date. Reload the game.' });
      const seedHash = await sha256Hex(seed);

      // a hand still open on this game is finished first (the page resumes it)
      await sweep({ user: session.user, nodeId: session.nodeId });
      const existing = await db.selectFrom('demo_poker_hands').selectAll().where('seed_hash', '=', seedHash).executeTakeFirst();
      if (existing) {
        // the same deal sent again: its answer again
        if (existing.user_id !== session.user || existing.status === 'void') return reply.code(409).send({ error: 'This deal is out of date. Reload the game.' });
        if (existing.status === 'betting') return reply.code(409).send({ error: 'This deal is under way.' });
        return { ...openHandView(existing), replayed: true };
      }
      const openHand = await db
        .selectFrom('demo_poker_hands')
        .selectAll()
        .where('user_id', '=', session.user)
        .where('node_id', '=', session.nodeId)
        .where('status', 'in', ['betting', 'dealt'])
        .executeTakeFirst();
      if (openHand) return reply.code(409).send({ error: 'Finish the hand on the table first.', open: openHand.status === 'dealt' ? openHandView(openHand) : null });

      const deck = await fairDeck({ serverSeed: seed, clientSeed, nonce: 0 });
      const round = randomUUID();
      const stake = coins * coinCents;
      try {
        await db
          .insertInto('demo_poker_hands')
          .values({
            round_ref: round,
            user_id: session.user,
            node_id: session.nodeId,
            session: JSON.stringify(session),
            coins,
            coin_cents: coinCents,
            stake_cents: stake,
            server_seed: seed,
            seed_hash: seedHash,
            client_seed: clientSeed,
            dealt: JSON.stringify(deck.slice(0, 5)),
            status: 'betting',
            created_at: now(),
          })
          .execute();
      } catch {
        // the same commitment dealt at the same moment: one deal wins (unique seed hash)
        return reply.code(409).send({ error: 'This deal is under way.' });
      }
      const row = await db.selectFrom('demo_poker_hands').selectAll().where('round_ref', '=', round).executeTakeFirstOrThrow();
      let bet;
      try {
        bet = await wallet.bet({ user: session.user, token: session.playerToken, game: session.nodeId, round, transaction: `${round}:bet`, currency: session.currency, cents: stake });
      } catch (err) {
        log.error({ err, round }, 'demo poker: the bet was not answered');
        await voidBet(row);
        return reply.code(503).send({ error: 'The game cannot reach your wallet right now. Please try again.' });
      }
      if (bet.status !== 'RS_OK') {
        await db.updateTable('demo_poker_hands').set({ status: 'void', settled_at: now() }).where('id', '=', row.id).execute();
        return reply.code(bet.status === 'RS_ERROR_NOT_ENOUGH_MONEY' ? 409 : 403).send({ error: BET_ERRORS[bet.status] ?? 'The bet did not go through.', balanceCents: bet.balance });
      }
      await db.updateTable('demo_poker_hands').set({ status: 'dealt' }).where('id', '=', row.id).execute();
      return { ...openHandView({ ...row, status: 'dealt' }), balanceCents: bet.balance, replayed: false };
    });

    app.post<{ Body: Record<string, unknown> }>(`${POKER_PATH}/draw`, { schema: { hide: true }, bodyLimit: 8 * 1024 }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      const session = await sessionOf(body.session);
      if (!session) return reply.code(403).send({ error: 'Your game session has ended. Open the game again from the lobby.' });
      const { round, holds } = body;
      if (typeof round !== 'string' || !UUID.test(round)) return reply.code(400).send({ error: 'No such hand.' });
      if (!Array.isArray(holds) || holds.length !== 5 || !holds.every((h) => typeof h === 'boolean')) return reply.code(400).send({ error: 'Hold or let go each of the five cards.' });
      let row = await db.selectFrom('demo_poker_hands').selectAll().where('round_ref', '=', round).executeTakeFirst();
      if (!row || row.user_id !== session.user || row.node_id !== session.nodeId || row.status === 'betting' || row.status === 'void') {
        return reply.code(404).send({ error: 'No such hand.' });
      }
      if (row.status === 'dealt') row = await draw(row, holds as boolean[]);
      if (row.holds !== JSON.stringify(holds)) return reply.code(409).send({ error: 'This hand has already been drawn.' });
      let balance: number | null = null;
      if (row.status === 'drawn') {
        const paid = await payDrawn(row);
        if (!paid) return reply.code(503).send({ error: 'The result is being settled. Your balance will update shortly.' });
        balance = paid.balance;
      } else {
        const answer = await wallet.balance(session.user, session.playerToken, session.nodeId).catch(() => null);
        balance = answer?.status === 'RS_OK' ? answer.balance : null;
      }
      return {
        round,
        final: cards(row.final).map(cardCode),
        hand: row.hand,
        handName: HAND_NAMES[row.hand as PokerHand],
        coins: row.coins,
        winCents: Number(row.win_cents),
        balanceCents: balance,
        fairness: { seedHash: row.seed_hash, serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: 0 },
        next: await commitment(session.user),
      };
    });
  };

  deps.jobs?.define(POKER_SWEEP_QUEUE, async () => void (await sweep()), { retryLimit: 0, expireSeconds: 300 });
  deps.jobs?.schedule(POKER_SWEEP_QUEUE, { everyMs: 60_000 });

  return { name: 'poker', plays: isPokerTile, page, routes };
}
