import { randomUUID } from 'node:crypto';
import { ERROR_CATALOGUE, LANGUAGE_TAGS } from '@lobby/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { QUICK_SPIN_RTP, spin, stakesFor } from './math.ts';
import { demoErrorPage, demoGamePage, PLAY_SCRIPT } from './pages.ts';
import { playRound, slotGame, slotStakesFor, winFor } from './slot-math.ts';
import { slotGamePage } from './slot-page.ts';
import { SLOT_SCRIPT } from './slot-script.ts';
import type { DemoFamily } from './family.ts';
import type { DemoSession, DemoTokens } from './tickets.ts';
import type { WalletClient } from './wallet-client.ts';

/** Where the demo vendor's site lives on this server. */
export const DEMO_GAME_PATH = '/games/demo';

/** The vendor's game codes are the operator's node ids. */
const NODE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Game types the demo vendor plays: RNG slots (classified SLOT or JP) are 5x3 video slots, other RNG tiles
 * (table games, bingo) Quick Spin; live casino, sports, e-sports, cockfight, lottery and fishing tables wait
 * for their real provider.
 */
const PLAYABLE_TYPES = new Set(['RNG']);
const SLOT_CLASSES = new Set(['SLOT', 'JP']);

function isSlot(session: DemoSession): boolean {
  return session.gameType === 'RNG' && session.classify !== undefined && SLOT_CLASSES.has(session.classify);
}

export interface DemoSiteOptions {
  tokens: DemoTokens;
  wallet: WalletClient;
  /** game families with pages of their own, asked in order before the slots and Quick Spin */
  families?: readonly DemoFamily[];
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

function money(cents: number, currency: string, language: DemoSession['language']): string {
  try {
    return new Intl.NumberFormat(LANGUAGE_TAGS[language], { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
  } catch {
    return `${currency} ${(cents / 100).toFixed(2)}`;
  }
}

const SPIN_ERRORS: Record<string, string> = {
  RS_ERROR_NOT_ENOUGH_MONEY: 'Insufficient balance for this stake.',
  RS_ERROR_TOKEN_EXPIRED: 'Your game session has ended. Open the game again from the lobby.',
  RS_ERROR_INVALID_TOKEN: 'Your game session has ended. Open the game again from the lobby.',
  RS_ERROR_USER_DISABLED: 'This account cannot place bets.',
  RS_ERROR_LIMIT_REACHED: 'This stake would go over a limit you set (Responsible gaming in your account settings).',
  RS_ERROR_INVALID_GAME: 'This game is not available.',
};

/**
 * The bundled demo vendor's website: game pages opened with a launch ticket, and Quick Spin, which bets and
 * pays through the operator's seamless wallet like any real vendor (signed calls; no database of its own).
 */
export const demoSite: FastifyPluginAsync<DemoSiteOptions> = async (app, { tokens, wallet, log, families = [] }) => {
  const html = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8');

  app.get(`${DEMO_GAME_PATH}/play.js`, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(PLAY_SCRIPT),
  );

  app.get(`${DEMO_GAME_PATH}/slot.js`, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(SLOT_SCRIPT),
  );

  for (const family of families) if (family.routes) await app.register(family.routes);

  /** The win (or the round's close at zero) is retried until the wallet has it: a vendor settles what it took. */
  async function settle(session: DemoSession, round: string, betId: string, cents: number) {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const answer = await wallet.win({ user: session.user, token: session.playerToken, game: session.nodeId, round, transaction: `${betId}:win`, bet: betId, currency: session.currency, cents });
        if (answer.status === 'RS_OK') return answer;
        log.warn({ status: answer.status, round }, 'demo vendor: win refused');
      } catch (err) {
        log.warn({ err, round }, 'demo vendor: win not delivered, retrying');
      }
    }
    return null;
  }

  app.get<{ Params: { nodeId: string }; Querystring: { ticket?: string } }>(
    `${DEMO_GAME_PATH}/:nodeId`,
    { schema: { hide: true } },
    async (request, reply) => {
      html(reply);
      if (!NODE_ID.test(request.params.nodeId)) return reply.code(404).send(demoErrorPage(ERROR_CATALOGUE['game.not.found'].message));
      const ticket = typeof request.query.ticket === 'string' ? request.query.ticket.slice(0, 4096) : '';
      const session = await tokens.openTicket(ticket);
      if (!session || session.nodeId !== request.params.nodeId) {
        return reply.code(403).send(demoErrorPage(ERROR_CATALOGUE['game.ticket.invalid'].message));
      }
      let balanceCents: number;
      try {
        const answer = await wallet.balance(session.user, session.playerToken, session.nodeId);
        if (answer.status !== 'RS_OK') {
          const message = answer.status === 'RS_ERROR_INVALID_GAME' ? ERROR_CATALOGUE['game.not.found'].message : ERROR_CATALOGUE['game.ticket.invalid'].message;
          return reply.code(answer.status === 'RS_ERROR_INVALID_GAME' ? 404 : 403).send(demoErrorPage(message, session.returnUrl));
        }
        balanceCents = answer.balance;
      } catch (err) {
        log.error({ err }, 'demo vendor: the wallet could not be reached');
        return reply.code(503).send(demoErrorPage('The game cannot reach your wallet right now. Please try again.', session.returnUrl));
      }
      const family = families.find((f) => f.plays(session));
      if (family) {
        return reply.send(
          await family.page({
            session,
            balanceCents,
            playSession: await tokens.session(session),
            money: (cents) => money(cents, session.currency, session.language),
          }),
        );
      }
      const playable = PLAYABLE_TYPES.has(session.gameType) && !session.prizeMode;
      if (playable && isSlot(session)) {
        return reply.send(
          slotGamePage({
            nodeId: session.nodeId,
            gameName: session.gameName,
            vendorName: session.vendorName,
            balance: money(balanceCents, session.currency, session.language),
            balanceCents,
            currency: session.currency,
            returnUrl: session.returnUrl,
            language: session.language,
            session: await tokens.session(session),
            stakes: slotStakesFor(session.currency).map((cents) => ({ cents, label: money(cents, session.currency, session.language).replace(/\.00$/, '') })),
            bonus: session.freeRounds
              ? { left: session.freeRounds.left, cents: session.freeRounds.stakeCents, label: money(session.freeRounds.stakeCents, session.currency, session.language).replace(/\.00$/, '') }
              : null,
            game: slotGame(session.nodeId, session.catalogueName),
            money: (cents) => money(cents, session.currency, session.language),
          }),
        );
      }
      return reply.send(
        demoGamePage({
          nodeId: session.nodeId,
          gameName: session.gameName,
          vendorName: session.vendorName,
          balance: money(balanceCents, session.currency, session.language),
          returnUrl: session.returnUrl,
          language: session.language,
          prizeMode: session.prizeMode,
          playType: session.playType,
          play: playable
            ? {
                session: await tokens.session(session),
                stakes: stakesFor(session.currency).map((cents) => ({ cents, label: money(cents, session.currency, session.language).replace(/\.00$/, '') })),
                rtp: `${(QUICK_SPIN_RTP * 100).toFixed(2)}%`,
              }
            : undefined,
        }),
      );
    },
  );

  app.post<{ Body: { session?: unknown; stake?: unknown; bonus?: unknown } }>(
    `${DEMO_GAME_PATH}/api/spin`,
    { schema: { hide: true }, bodyLimit: 8 * 1024 },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const body = (request.body ?? {}) as { session?: unknown; stake?: unknown; bonus?: unknown };
      const session = typeof body.session === 'string' ? await tokens.openSession(body.session.slice(0, 4096)) : null;
      if (!session || !PLAYABLE_TYPES.has(session.gameType)) return reply.code(403).send({ error: 'Your game session has ended. Open the game again from the lobby.' });
      const slot = isSlot(session);
      // a bonus spin: one of the operator's free rounds given at launch, at its stake
      const free = body.bonus === true ? session.freeRounds : undefined;
      if (body.bonus === true && !free) return reply.code(400).send({ error: 'This game was not opened with bonus spins.' });
      const stake = free ? free.stakeCents : typeof body.stake === 'number' ? body.stake : Number.NaN;
      if (!free && !(slot ? slotStakesFor(session.currency) : stakesFor(session.currency)).includes(stake)) {
        return reply.code(400).send({ error: 'Choose one of the stakes shown.' });
      }
      const round = randomUUID();
      const betId = randomUUID();
      const bet = await wallet.bet({ user: session.user, token: session.playerToken, game: session.nodeId, round, transaction: betId, currency: session.currency, cents: stake, bonusId: free?.bonusId });
      if (free && bet.status === 'RS_ERROR_WRONG_SYNTAX') {
        return reply.code(409).send({ error: 'No bonus spins are left on this bonus.', balance: money(bet.balance, session.currency, session.language), bonusLeft: 0 });
      }
      if (bet.status !== 'RS_OK') {
        return reply.code(bet.status === 'RS_ERROR_NOT_ENOUGH_MONEY' ? 409 : 403).send({
          error: SPIN_ERRORS[bet.status] ?? 'The spin did not go through.',
          balance: money(bet.balance, session.currency, session.language),
        });
      }
      if (slot) {
        // The whole round (the paid spin and every free spin it leads to) is decided here and settled as one
        // wallet round: one bet, one win.
        const outcome = playRound(slotGame(session.nodeId, session.catalogueName));
        const winCents = winFor(stake, outcome.pay);
        const settled = await settle(session, round, betId, winCents);
        if (!settled) return reply.code(503).send({ error: 'The result is being settled. Your balance will update shortly.' });
        return {
          round,
          stakeCents: stake,
          bonus: free !== undefined,
          winCents,
          win: money(winCents, session.currency, session.language),
          freeSpins: outcome.freeSpinsPlayed,
          spins: outcome.spins.map((s) => ({
            grid: s.grid,
            free: s.free,
            multiplier: s.multiplier,
            scatters: s.scatters,
            award: s.award,
            winCents: winFor(stake, s.pay),
            scatterWinCents: winFor(stake, s.scatterPay * s.multiplier),
            lines: s.lines.map((l) => ({ line: l.line, symbol: l.symbol, count: l.count, winCents: winFor(stake, l.pay * s.multiplier) })),
          })),
          balanceAfterBetCents: bet.balance,
          balanceCents: settled.balance,
          balance: money(settled.balance, session.currency, session.language),
        };
      }
      const multiplier = spin();
      const winCents = Math.floor(stake * multiplier);
      const settled = await settle(session, round, betId, winCents);
      if (!settled) return reply.code(503).send({ error: 'The result is being settled. Your balance will update shortly.' });
      return {
        multiplier,
        stake: money(stake, session.currency, session.language),
        winCents,
        win: money(winCents, session.currency, session.language),
        balanceCents: settled.balance,
        balance: money(settled.balance, session.currency, session.language),
      };
    },
  );
};
