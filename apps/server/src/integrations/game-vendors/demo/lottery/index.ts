import { randomUUID } from 'node:crypto';
import type { LotteryFormat, LotterySchedule, LotteryTierResult } from '@lobby/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { JobQueue } from '../../../../core/jobs/index.ts';
import type { Database, DemoLotteryOrderRow } from '../../../../db/schema.ts';
import type { DemoFamily, DemoFamilyDeps, DemoPageContext } from '../family.ts';
import type { DemoSession } from '../tickets.ts';
import type { RoundMeta } from '../wallet-client.ts';
import type { DrawClient } from './draws.ts';
import { BET_TYPES, combinations, formatKey, formatOfKey, hitsFor, ORDER_LIMITS, rulesOf, subStake, subWin, unitValuesFor, validNumber } from './math.ts';
import type { BetRule, BetType } from './math.ts';
import { lotteryPage } from './page.ts';
import { LOTTERY_SCRIPT } from './script.ts';

export const LOTTERY_PATH = '/games/demo/lottery';
/** Betting on a daily draw closes this long before it (the state lotteries stop selling before the draw). */
export const CLOSE_BEFORE_MS = 15 * 60_000;

/** When betting on a draw closes: 15 minutes before a daily draw; a fifth of the interval (at least 10 s) before a quick one. */
export function closeOf(schedule: LotterySchedule, drawAt: number): number {
  if (schedule.kind === 'daily') return drawAt - CLOSE_BEFORE_MS;
  return drawAt - Math.max(10_000, Math.floor((schedule.minutes * 60_000) / 5));
}
export const LOTTERY_SETTLE_QUEUE = 'demo-lottery-settle';

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface LotteryFamilyDeps extends DemoFamilyDeps {
  db: Kysely<Database>;
  now: () => number;
  draws: DrawClient;
  jobs?: Pick<JobQueue, 'define' | 'schedule'>;
}

interface SubOrder {
  numbers: string[];
  stakeCents: number;
  /** the wallet bet's transaction id */
  tx: string;
  hits?: number;
  winCents?: number;
}
interface OrderItems {
  /** the draw's seed hash as published before the order: the revealed seed must hash to it */
  seedHash: string;
  subs: SubOrder[];
}

const BET_ERRORS: Record<string, string> = {
  RS_ERROR_NOT_ENOUGH_MONEY: 'Insufficient balance for this order.',
  RS_ERROR_TOKEN_EXPIRED: 'Your game session has ended. Open the game again from the lobby.',
  RS_ERROR_INVALID_TOKEN: 'Your game session has ended. Open the game again from the lobby.',
  RS_ERROR_USER_DISABLED: 'This account cannot place bets.',
  RS_ERROR_LIMIT_REACHED: 'This order would go over a limit you set (Responsible gaming in your account settings).',
  RS_ERROR_INVALID_GAME: 'This game is not available.',
};

/** LOTT and ELOTT tiles: the Vietnamese regional lotteries, their quick draws, lotto and digit games. */
export function isLotteryTile(session: DemoSession): boolean {
  return (session.gameType === 'LOTT' || session.gameType === 'ELOTT') && !!session.gameCode && !!session.merchant;
}

/** An order's bet type, read back from its row (the draw's format is kept in `region`). */
function ruleOfRow(row: DemoLotteryOrderRow): { rule: BetRule | undefined; format: LotteryFormat | null } {
  const format = formatOfKey(row.region);
  return { rule: format ? rulesOf(format)[row.bet_type as BetType] : undefined, format };
}

const itemsOf = (row: DemoLotteryOrderRow): OrderItems => JSON.parse(row.items) as OrderItems;

/**
 * The demo vendor's lottery betting on the operator's draws (Vietnamese tickets, lotto, digits, dice): an order (one wallet round) on the
 * next draw of one game, one sub-order per number or combination (one wallet bet each), placed before the
 * draw's close, cancellable until then (every bet rolled back), paid at the draw (one win for the order, its
 * sub-orders in the meta). The vendor reads the draw from the operator's public draw API and recomputes
 * the result from the revealed seed. A job (one process per slot: the job queue's schedule) settles due orders;
 * a player's own due orders are settled too when the player looks.
 */
export function createLotteryFamily(deps: LotteryFamilyDeps): DemoFamily & { cancelByOperator(round: { user: string; roundRef: string }): Promise<'cancelled' | 'closed' | 'unknown'> } {
  const { db, wallet, tokens, log, now, draws } = deps;

  const amount = (cents: number, currency: string) => `${currency} ${(cents / 100).toFixed(2)}`;

  function view(row: DemoLotteryOrderRow) {
    const items = itemsOf(row);
    return {
      order: row.order_ref,
      drawNo: row.draw_no,
      drawAt: Number(row.draw_at),
      closeAt: Number(row.close_at),
      betType: row.bet_type,
      betName: ruleOfRow(row).rule?.name ?? row.bet_type,
      unitCents: Number(row.unit_cents),
      stakeCents: Number(row.stake_cents),
      status: row.status,
      winCents: row.win_cents === null ? null : Number(row.win_cents),
      subs: items.subs.map((s) => ({ numbers: s.numbers, stakeCents: s.stakeCents, hits: s.hits ?? null, winCents: s.winCents ?? null })),
      cancellable: row.status === 'open' && now() < Number(row.close_at),
    };
  }

  async function rollbackSubs(row: DemoLotteryOrderRow, subs: readonly SubOrder[], suffix: string): Promise<boolean> {
    const session = JSON.parse(row.session) as DemoSession;
    let ok = true;
    for (const sub of subs) {
      try {
        const answer = await wallet.rollback({ user: session.user, game: session.nodeId, round: row.order_ref, transaction: `${sub.tx}:${suffix}`, bet: sub.tx });
        if (answer.status !== 'RS_OK') {
          ok = false;
          log.warn({ status: answer.status, order: row.order_ref }, 'demo lottery: rollback refused');
        }
      } catch (err) {
        ok = false;
        log.warn({ err, order: row.order_ref }, 'demo lottery: rollback not delivered');
      }
    }
    return ok;
  }

  /** Cancels an open order before its close (the page's cancel, or the operator's on the player's behalf). */
  async function cancel(row: DemoLotteryOrderRow): Promise<'cancelled' | 'closed'> {
    if (row.status === 'cancelled' || row.status === 'void') return 'cancelled';
    if (row.status === 'open' && now() < Number(row.close_at)) {
      const taken = await db
        .updateTable('demo_lottery_orders')
        .set({ status: 'cancelling' })
        .where('id', '=', row.id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) return cancel(await db.selectFrom('demo_lottery_orders').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow());
    } else if (row.status !== 'cancelling') {
      return 'closed';
    }
    const done = await rollbackSubs(row, itemsOf(row).subs, 'cancel');
    if (!done) throw new Error('the cancel did not reach the wallet');
    await db.updateTable('demo_lottery_orders').set({ status: 'cancelled', settled_at: now() }).where('id', '=', row.id).execute();
    return 'cancelled';
  }

  function meta(row: DemoLotteryOrderRow, subs: readonly SubOrder[], result: readonly LotteryTierResult[], winCents: number): RoundMeta {
    const session = JSON.parse(row.session) as DemoSession;
    const name = ruleOfRow(row).rule?.name ?? row.bet_type;
    const special = result.find((t) => t.tier === 'DB')?.numbers[0];
    return {
      summary: `${name} on draw ${row.draw_no} (${session.gameName}): ${subs.filter((s) => (s.winCents ?? 0) > 0).length} of ${subs.length} won`,
      items: [
        special === undefined ? { label: 'Result', value: (result[0]?.numbers ?? []).join(' ') } : { label: 'Special prize', value: special },
        ...subs.map((s) => ({
          label: `${name} ${s.numbers.join('-')}`.trim(),
          value: `${amount(s.stakeCents, session.currency)} → ${s.hits ? `${s.hits} hit${s.hits > 1 ? 's' : ''}, ${amount(s.winCents ?? 0, session.currency)}` : 'no win'}`,
        })),
        { label: 'Total win', value: amount(winCents, session.currency) },
      ],
    };
  }

  /** Pays an order from its draw's result (a win of zero closes the round); cancelled from the records: marked so. */
  async function payOrder(row: DemoLotteryOrderRow, result: readonly LotteryTierResult[]): Promise<void> {
    const taken = await db.updateTable('demo_lottery_orders').set({ status: 'settling' }).where('id', '=', row.id).where('status', 'in', ['open', 'settling']).executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) return;
    const session = JSON.parse(row.session) as DemoSession;
    const { rule } = ruleOfRow(row);
    if (!rule) throw new Error(`order ${row.order_ref}: no bet type ${row.bet_type} on ${row.region}`);
    const items = itemsOf(row);
    const unit = Number(row.unit_cents);
    const subs = items.subs.map((s) => {
      const hits = hitsFor(rule, s.numbers, result);
      return { ...s, hits, winCents: subWin(rule, unit, hits) };
    });
    const total = subs.reduce((n, s) => n + s.winCents, 0);
    const answer = await wallet.win({
      user: session.user,
      token: session.playerToken,
      game: session.nodeId,
      round: row.order_ref,
      transaction: `${row.order_ref}:win`,
      bet: items.subs[0]!.tx,
      currency: session.currency,
      cents: total,
      meta: meta(row, subs, result, total),
    });
    if (answer.status === 'RS_OK') {
      await db
        .updateTable('demo_lottery_orders')
        .set({ status: 'settled', win_cents: total, items: JSON.stringify({ ...items, subs }), settled_at: now() })
        .where('id', '=', row.id)
        .execute();
    } else if (answer.status === 'RS_ERROR_TRANSACTION_ROLLED_BACK') {
      // cancelled from the player's records before the close: nothing to pay
      await db.updateTable('demo_lottery_orders').set({ status: 'cancelled', settled_at: now() }).where('id', '=', row.id).execute();
    } else {
      log.warn({ status: answer.status, order: row.order_ref }, 'demo lottery: win refused, retried at the next settlement');
    }
  }

  /** Settles the orders whose draw has passed: of one player when given (the page), else everyone's (the job). */
  async function settleDue(user?: string): Promise<number> {
    let q = db.selectFrom('demo_lottery_orders').selectAll().where('status', 'in', ['open', 'settling']).where('draw_at', '<=', now());
    if (user) q = q.where('user_id', '=', user);
    const rows = await q.orderBy('id').limit(500).execute();
    const results = new Map<string, readonly LotteryTierResult[] | null>();
    let paid = 0;
    for (const row of rows) {
      const key = `${row.merchant_code}\n${row.game_code}\n${row.draw_no}`;
      try {
        if (!results.has(key)) {
          // the latest draws first (the operator draws them when they are read), then the order's draw, checked
          await draws.next(row.merchant_code, row.game_code);
          const format = formatOfKey(row.region);
          if (!format) throw new Error(`order ${row.order_ref}: unknown draw format ${row.region}`);
          const drawn = await draws.drawn(row.merchant_code, { gameCode: row.game_code, format }, row.draw_no, itemsOf(row).seedHash);
          results.set(key, drawn?.result ?? null);
        }
        const result = results.get(key);
        if (!result) continue;
        await payOrder(row, result);
        paid++;
      } catch (err) {
        log.error({ err, order: row.order_ref }, 'demo lottery: an order could not be settled');
      }
    }
    return paid;
  }

  async function ordersOf(session: DemoSession) {
    await settleDue(session.user);
    const rows = await db
      .selectFrom('demo_lottery_orders')
      .selectAll()
      .where('user_id', '=', session.user)
      .where('node_id', '=', session.nodeId)
      .where('status', '!=', 'void')
      .orderBy('id', 'desc')
      .limit(20)
      .execute();
    return rows.map(view);
  }

  async function page(context: DemoPageContext): Promise<string> {
    const { session } = context;
    const next = await draws.next(session.merchant!, session.gameCode!);
    return lotteryPage({ context, next, closeAt: next ? closeOf(next.schedule, next.drawAt) : null, orders: await ordersOf(session), units: unitValuesFor(session.currency), serverTime: now() });
  }

  const routes: FastifyPluginAsync = async (app) => {
    app.get(`${LOTTERY_PATH}/lottery.js`, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(LOTTERY_SCRIPT),
    );

    async function sessionOf(raw: unknown): Promise<DemoSession | null> {
      const session = typeof raw === 'string' ? await tokens.openSession(raw.slice(0, 4096)) : null;
      return session && isLotteryTile(session) ? session : null;
    }
    const bodyOf = (b: unknown) => (b && typeof b === 'object' && !Array.isArray(b) ? b : {}) as Record<string, unknown>;
    const ended = { error: 'Your game session has ended. Open the game again from the lobby.' };

    app.post<{ Body: unknown }>(`${LOTTERY_PATH}/order`, { schema: { hide: true }, bodyLimit: 16 * 1024 }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const body = bodyOf(request.body);
      const session = await sessionOf(body.session);
      if (!session) return reply.code(403).send(ended);
      const { requestId, drawNo, betType, unitCents, numbers } = body;
      if (typeof requestId !== 'string' || !REQUEST_ID.test(requestId)) return reply.code(400).send({ error: 'A request id of 8 to 64 letters, digits, - or _ is needed.' });
      if (typeof betType !== 'string' || !(BET_TYPES as readonly string[]).includes(betType)) return reply.code(400).send({ error: 'Choose one of the bet types shown.' });
      if (typeof unitCents !== 'number' || !unitValuesFor(session.currency).includes(unitCents)) return reply.code(400).send({ error: 'Choose one of the unit stakes shown.' });
      if (typeof drawNo !== 'string' || !/^\d{8}(-\d{4})?$/.test(drawNo)) return reply.code(400).send({ error: 'Choose the draw shown.' });
      const requestKey = `${session.user}:${requestId}`;
      const existing = await db.selectFrom('demo_lottery_orders').selectAll().where('request_key', '=', requestKey).executeTakeFirst();
      if (existing) {
        if (existing.status === 'placing') return reply.code(409).send({ error: 'This order is being placed.' });
        if (existing.status === 'void') return reply.code(409).send({ error: 'This order did not go through.' });
        return { ...view(existing), replayed: true };
      }
      const next = await draws.next(session.merchant!, session.gameCode!);
      if (!next) return reply.code(404).send({ error: 'This lottery has no draws.' });
      const rule = rulesOf(next.format)[betType as BetType];
      if (!rule) return reply.code(400).send({ error: 'Choose one of the bet types shown.' });
      if (rule.picks === 0) {
        if (numbers !== undefined && !(Array.isArray(numbers) && numbers.length === 0)) return reply.code(400).send({ error: 'This bet takes no numbers.' });
      } else if (!Array.isArray(numbers) || numbers.length < rule.picks || numbers.length > ORDER_LIMITS.maxNumbers || !numbers.every((n) => validNumber(rule, next.format, n))) {
        return reply.code(400).send({ error: `Pick ${rule.picks === 1 ? 'from 1' : `from ${rule.picks}`} to ${ORDER_LIMITS.maxNumbers} of the numbers shown.` });
      }
      const picked = rule.picks === 0 ? [] : (numbers as string[]);
      if (new Set(picked).size !== picked.length) return reply.code(400).send({ error: 'Each number once.' });
      const groups = rule.picks === 0 ? [[]] : rule.picks === 1 ? picked.map((n) => [n]) : combinations(picked, rule.picks);
      if (groups.length > ORDER_LIMITS.maxSubOrders) return reply.code(400).send({ error: `At most ${ORDER_LIMITS.maxSubOrders} combinations in one order.` });
      const closeAt = closeOf(next.schedule, next.drawAt);
      if (drawNo !== next.drawNo || now() >= closeAt) {
        return reply.code(409).send({ error: `Betting on draw ${drawNo} has closed. The next draw opens after it is drawn.`, next: { drawNo: next.drawNo, drawAt: next.drawAt, closeAt } });
      }
      const orderRef = randomUUID();
      const subs: SubOrder[] = groups.map((g) => ({ numbers: g, stakeCents: subStake(rule, unitCents), tx: randomUUID() }));
      const stake = subs.reduce((n, s) => n + s.stakeCents, 0);
      try {
        await db
          .insertInto('demo_lottery_orders')
          .values({
            order_ref: orderRef,
            request_key: requestKey,
            user_id: session.user,
            node_id: session.nodeId,
            session: JSON.stringify(session),
            merchant_code: session.merchant!,
            game_code: session.gameCode!,
            region: formatKey(next.format),
            draw_no: next.drawNo,
            draw_at: next.drawAt,
            close_at: closeAt,
            bet_type: betType,
            unit_cents: unitCents,
            stake_cents: stake,
            items: JSON.stringify({ seedHash: next.seedHash, subs } satisfies OrderItems),
            status: 'placing',
            created_at: now(),
          })
          .execute();
      } catch {
        return reply.code(409).send({ error: 'This order is being placed.' });
      }
      const row = await db.selectFrom('demo_lottery_orders').selectAll().where('order_ref', '=', orderRef).executeTakeFirstOrThrow();
      const placed: SubOrder[] = [];
      let refusal: { status: string; balance: number } | null = null;
      let balance = 0;
      for (const sub of subs) {
        try {
          const bet = await wallet.bet({ user: session.user, token: session.playerToken, game: session.nodeId, round: orderRef, transaction: sub.tx, currency: session.currency, cents: sub.stakeCents });
          if (bet.status !== 'RS_OK') {
            refusal = { status: bet.status, balance: bet.balance };
            break;
          }
          balance = bet.balance;
          placed.push(sub);
        } catch (err) {
          log.error({ err, order: orderRef }, 'demo lottery: a bet was not answered');
          // its fate is unknown: rolled back with the others (the wallet refuses it if it arrives later)
          placed.push(sub);
          refusal = { status: 'RS_ERROR_UNKNOWN', balance: 0 };
          break;
        }
      }
      if (refusal) {
        // all or nothing: the sub-orders already taken are given back
        const back = placed.length === 0 || (await rollbackSubs(row, placed, 'undo'));
        await db.updateTable('demo_lottery_orders').set({ status: back ? 'void' : 'cancelling', settled_at: now() }).where('id', '=', row.id).execute();
        const code = refusal.status === 'RS_ERROR_NOT_ENOUGH_MONEY' ? 409 : refusal.status === 'RS_ERROR_UNKNOWN' ? 503 : 403;
        return reply.code(code).send({ error: BET_ERRORS[refusal.status] ?? 'The order did not go through.' });
      }
      await db.updateTable('demo_lottery_orders').set({ status: 'open' }).where('id', '=', row.id).execute();
      return { ...view({ ...row, status: 'open' }), balanceCents: balance, replayed: false };
    });

    app.post<{ Body: unknown }>(`${LOTTERY_PATH}/orders`, { schema: { hide: true }, bodyLimit: 8 * 1024 }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await sessionOf(bodyOf(request.body).session);
      if (!session) return reply.code(403).send(ended);
      const list = await ordersOf(session);
      const balance = await wallet.balance(session.user, session.playerToken, session.nodeId).catch(() => null);
      return { orders: list, balanceCents: balance?.status === 'RS_OK' ? balance.balance : null };
    });

    app.post<{ Body: unknown }>(`${LOTTERY_PATH}/cancel`, { schema: { hide: true }, bodyLimit: 8 * 1024 }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const body = bodyOf(request.body);
      const session = await sessionOf(body.session);
      if (!session) return reply.code(403).send(ended);
      if (typeof body.order !== 'string' || !UUID.test(body.order)) return reply.code(400).send({ error: 'No such order.' });
      const row = await db.selectFrom('demo_lottery_orders').selectAll().where('order_ref', '=', body.order).executeTakeFirst();
      if (!row || row.user_id !== session.user || row.node_id !== session.nodeId || row.status === 'void' || row.status === 'placing') {
        return reply.code(404).send({ error: 'No such order.' });
      }
      let outcome: 'cancelled' | 'closed';
      try {
        outcome = await cancel(row);
      } catch {
        return reply.code(503).send({ error: 'The cancel is being processed. Your balance will update shortly.' });
      }
      if (outcome === 'closed') return reply.code(409).send({ error: 'This order’s draw has closed: it can no longer be cancelled.' });
      const balance = await wallet.balance(session.user, session.playerToken, session.nodeId).catch(() => null);
      const fresh = await db.selectFrom('demo_lottery_orders').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
      return { ...view(fresh), balanceCents: balance?.status === 'RS_OK' ? balance.balance : null };
    });
  };

  deps.jobs?.define(LOTTERY_SETTLE_QUEUE, async () => void (await settleDue()), { retryLimit: 0, expireSeconds: 300 });
  deps.jobs?.schedule(LOTTERY_SETTLE_QUEUE, { everyMs: 30_000 });

  return {
    name: 'lottery',
    plays: isLotteryTile,
    page,
    routes,
    async cancelByOperator({ user, roundRef }) {
      const row = await db.selectFrom('demo_lottery_orders').selectAll().where('order_ref', '=', roundRef).executeTakeFirst();
      if (!row || row.user_id !== user) return 'unknown';
      if (row.status === 'placing') return 'closed';
      try {
        return await cancel(row);
      } catch (err) {
        // the wallet did not answer the vendor's rollback: the operator rolls the bets back itself (once)
        log.warn({ err, order: roundRef }, 'demo lottery: cancel not completed by the vendor');
        return 'unknown';
      }
    },
  };
}
