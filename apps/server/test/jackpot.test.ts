import { PLAY_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity } from '../src/modules/money/activity/index.ts';
import { createBonusRepository } from '../src/modules/money/bonus/repository.ts';
import { createBonusService } from '../src/modules/money/bonus/service.ts';
import { createJackpotRepository } from '../src/modules/play/jackpot/repository.ts';
import { createJackpotService } from '../src/modules/play/jackpot/service.ts';
import { accounts } from '../src/modules/money/ledger/accounts.ts';
import { createLobbyNewsRepository } from '../src/modules/content/lobby-news/repository.ts';
import { createLobbyNewsService } from '../src/modules/content/lobby-news/service.ts';
import { createLedgerRepository } from '../src/modules/money/ledger/repository.ts';
import { createLedgerService } from '../src/modules/money/ledger/service.ts';
import type { LedgerService } from '../src/modules/money/ledger/service.ts';
import { createRoundsRepository } from '../src/modules/play/rounds/repository.ts';
import { createRoundsService } from '../src/modules/play/rounds/service.ts';
import type { GameRef, RoundsService } from '../src/modules/play/rounds/service.ts';
import { createMoneyDb } from './helpers/money.ts';
import type { MoneyDb } from './helpers/money.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Progressive jackpots on the ledger: stakes on the pool's games feed it, a winning stake takes the pool and
 * the pool starts again from its seed, demo money takes no part, and the books stay balanced. SQLite or
 * (TEST_DATABASE_URL) PostgreSQL.
 */

let money: MoneyDb;
let ledger: LedgerService;
let rounds: RoundsService;
let nextDraw = Number.MAX_SAFE_INTEGER;
const SLOT: GameRef = { vendor: 'JILI', code: 'JILI-9', name: 'Lucky Reels', type: 'RNG' };
const TABLE: GameRef = { vendor: 'EVO', code: 'EVO-1', name: 'Baccarat', type: 'LIVE' };
let seq = 0;

beforeAll(async () => {
  money = await createMoneyDb();
  const now = Date.now;
  ledger = createLedgerService({ database: money.handle, repository: createLedgerRepository(money.handle.db), now });
  const jackpot = createJackpotService({
    repository: createJackpotRepository(money.handle.db),
    ledger,
    news: createLobbyNewsService({ repository: createLobbyNewsRepository(money.handle.db), now }),
    now,
    draw: () => nextDraw,
  });
  rounds = createRoundsService({
    ledger,
    bonus: createBonusService({ repository: createBonusRepository(money.handle.db), now }),
    jackpot,
    activity: createActivity(money.handle.db),
    repository: createRoundsRepository(money.handle.db),
    now,
  });
  await money.handle.db
    .insertInto('jackpot_pools')
    .values({
      merchant_code: 'LUCKY',
      code: 'GRAND',
      name: 'Grand',
      contribution_bp: 100,
      seed_cents: 10_000,
      average_drop_cents: 50_000,
      game_types: '["RNG"]',
      enabled: 1,
    })
    .execute();
});

afterAll(async () => {
  await money?.close();
});

const pool = () => ledger.accountBalance(accounts.jackpot('LUCKY', 'PHP', 'GRAND'));

async function fundedPlayer(cents: number, demo = false) {
  const p = await money.newPurse({ demo });
  await ledger.transfer({
    key: `fund-${++seq}`,
    debit: demo ? accounts.faucet('LUCKY', 'PHP') : accounts.adjustments('LUCKY', 'PHP'),
    credit: accounts.cash(p),
    amount: cents,
    kind: demo ? 'demo_funding' : 'adjustment',
  });
  return p;
}

function bet(p: Awaited<ReturnType<typeof fundedPlayer>>, game: GameRef, amount: number) {
  const id = `jp-${++seq}`;
  return rounds.bet({ purse: p, integration: 'DEMO', transactionId: id, roundRef: id, game, amount });
}

describe('a progressive pool', () => {
  it('is seeded from the house and fed 1% of every slot stake; other games and demo money do not feed it', async () => {
    nextDraw = Number.MAX_SAFE_INTEGER; // nobody wins
    const p = await fundedPlayer(100_000);
    await bet(p, SLOT, 10_000);
    expect(await pool()).toBe(10_000 + 100);
    await bet(p, TABLE, 10_000);
    expect(await pool()).toBe(10_100);
    const trial = await fundedPlayer(100_000, true);
    await bet(trial, SLOT, 10_000);
    expect(await pool()).toBe(10_100);
    expect((await ledger.checkIntegrity()).problems).toEqual([]);
  });

  it('a winning stake takes the whole pool into cash, and the pool starts again at its seed', async () => {
    const p = await fundedPlayer(50_000);
    const before = (await ledger.balances(p)).cash;
    const inPool = (await pool())!;
    nextDraw = 0; // this stake wins
    await bet(p, SLOT, 1_000);
    nextDraw = Number.MAX_SAFE_INTEGER;
    expect((await ledger.balances(p)).cash).toBe(before - 1_000 + inPool + 10);
    expect(await pool()).toBe(10_000);
    const wins = await money.handle.db.selectFrom('jackpot_wins').selectAll().execute();
    expect(wins).toHaveLength(1);
    expect(wins[0]).toMatchObject({ amount_cents: inPool + 10 });
    expect(wins[0]!.player).toMatch(/^mo\*+\d$/);
    // The drop is lobby news, written with the win: the pool, the masked player, the amount and the game.
    const news = await money.handle.db.selectFrom('lobby_news').selectAll().where('kind', '=', 'jackpot').execute();
    expect(news).toHaveLength(1);
    expect(news[0]).toMatchObject({ merchant_code: 'LUCKY', event_key: `jackpot:${wins[0]!.id}` });
    expect(JSON.parse(news[0]!.params)).toMatchObject({ pool: 'Grand', player: wins[0]!.player, amountCents: inPool + 10, currency: 'PHP', nodeId: 'JILI-9', gameName: 'Lucky Reels' });
    expect((await ledger.checkIntegrity()).problems).toEqual([]);
  });
});

describe('stakes at once', () => {
  it('a pool spread over rows pays each drop what it held, never more, when every stake in flight wins it', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => fundedPlayer(100_000)));
    nextDraw = 0; // every stake wins
    try {
      await Promise.all(players.flatMap((p) => [bet(p, SLOT, 1_000), bet(p, SLOT, 2_000)]));
    } finally {
      nextDraw = Number.MAX_SAFE_INTEGER;
    }
    const wins = await money.handle.db.selectFrom('jackpot_wins').select(['amount_cents']).execute();
    // each drop took a pool that had been seeded again after the one before it, plus at least its own share
    for (const w of wins.slice(1)) expect(Number(w.amount_cents)).toBeGreaterThanOrEqual(10_000 + 10);
    // paid out: what was seeded plus what stakes fed in, less what is left (the seed of the next round)
    const moved = await money.handle.db
      .selectFrom('ledger_transfers')
      .select(['kind', 'amount'])
      .where('kind', 'in', ['jackpot_contribution', 'jackpot_win'])
      .where('state', '=', 'posted')
      .execute();
    const sum = (kind: string) => moved.filter((m) => m.kind === kind).reduce((a, m) => a + Number(m.amount), 0);
    expect(sum('jackpot_win')).toBe(sum('jackpot_contribution') - (await pool())!);
    expect(await pool()).toBe(10_000);
    expect((await ledger.checkIntegrity()).problems).toEqual([]);
  }, 60_000);
});

describe('the home counter', () => {
  it('shows the merchant pool with its amount: on a new install without the demo, its seed', async () => {
    const t = await createTestApp({ seedDemo: false });
    try {
      const res = await t.app.inject({ method: 'GET', url: PLAY_PATHS.jackpot });
      expect(res.statusCode).toBe(200);
      expect(res.json().value.pools[0]).toMatchObject({ code: 'GRAND', name: 'Lucky Grand Jackpot', amount: 100_000, currency: 'PHP', lastWin: null });
      const golden = await t.app.inject({ method: 'GET', url: PLAY_PATHS.jackpot, headers: { merchant: 'GOLDEN' } });
      expect(golden.json().value.pools[0]).toMatchObject({ code: 'DRAGON', currency: 'VND' });
    } finally {
      await t.close();
    }
  });
});
