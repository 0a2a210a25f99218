import { MONEY_PATHS, TOURNAMENT_OPS_PATHS, TOURNAMENT_PATHS, tournamentBoardEventSchema } from '@lobby/contract';
import type { TournamentBoardEvent } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { expectSoundLedger, funds, get, moneyState, newPlayer, ops, outcome, path, valueOf } from './helpers/money-api.ts';
import { settledRound } from './helpers/play.ts';
import { makeMember } from './helpers/accounts.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Tournaments through the API, on SQLite or PostgreSQL: operators define and publish them (bad inputs
 * refused with a 4xx, nothing written); settled real-money rounds of the eligible games count in their own
 * transaction by the tournament's scoring (stake, best multiplier, net win), exactly under concurrency, and
 * a rollback takes its stake back; the finishing job freezes the standings and pays each prize once (cash or
 * bonus money), ties going to the score reached first; the live leaderboard reaches a WebSocket client.
 */

let t: TestApp;
/** the app's clock: the finishing tests move it past a tournament's end */
let offset = 0;
const now = () => Date.now() + offset;
const M = { merchant: 'LUCKY' };
const MIN = 60_000;
const RNG_GAME = { vendor: 'DEMO', code: 'tournament-rng', name: 'Slot', type: 'RNG' };

beforeAll(async () => {
  t = await createTestApp({}, { now });
});

afterAll(async () => {
  await t?.close();
});

function body(overrides: Record<string, unknown> = {}) {
  return {
    texts: { EN: { name: 'Weekend Race', description: 'Play PVP games: the biggest stakes win.' } },
    gameTypes: ['PVP'],
    games: [],
    startsAt: now() - MIN,
    endsAt: now() + 60 * MIN,
    scoring: 'wagered',
    minStake: '1.00',
    prizes: [
      { fromRank: 1, toRank: 1, amount: '500.00', kind: 'cash', wageringMultiplier: 0 },
      { fromRank: 2, toRank: 3, amount: '100.00', kind: 'bonus', wageringMultiplier: 5 },
    ],
    ...overrides,
  };
}

async function published(overrides: Record<string, unknown> = {}): Promise<number> {
  const created = valueOf(await ops(t.app, 'POST', `${TOURNAMENT_OPS_PATHS.list}?merchant=LUCKY`, body(overrides)));
  expect(created.status).toBe('draft');
  valueOf(await ops(t.app, 'POST', path(TOURNAMENT_OPS_PATHS.publish, { id: created.id }), {}));
  return created.id;
}

const detail = async (id: number) => valueOf(await ops(t.app, 'GET', path(TOURNAMENT_OPS_PATHS.one, { id })));
const standingOf = async (id: number, memberId: number) => (await detail(id)).standings.find((s: { memberId: number }) => s.memberId === memberId);

async function waitFor<T>(probe: () => T | undefined | null | false | Promise<T | undefined | null | false>, what: string, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('definitions', () => {
  it('refuses bad inputs with a 4xx and writes nothing', async () => {
    const url = `${TOURNAMENT_OPS_PATHS.list}?merchant=LUCKY`;
    const before = (await t.app.database.db.selectFrom('tournaments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const bad: [string, unknown][] = [
      ['no English name', body({ texts: { TY: { name: 'Karera', description: '' } } })],
      ['a name of one letter', body({ texts: { EN: { name: 'A', description: '' } } })],
      ['no games', body({ gameTypes: [], games: [] })],
      ['an unknown game type', body({ gameTypes: ['CARDS'] })],
      ['a game type twice', body({ gameTypes: ['PVP', 'PVP'] })],
      ['an end before the start', body({ startsAt: now() + MIN, endsAt: now() })],
      ['a year long', body({ endsAt: now() + 400 * 86_400_000 })],
      ['an unknown scoring', body({ scoring: 'luck' })],
      ['a minimum stake of no cents', body({ minStake: '1' })],
      ['a negative minimum stake', body({ minStake: '-1.00' })],
      ['no prizes', body({ prizes: [] })],
      ['overlapping prize ranks', body({ prizes: [{ fromRank: 1, toRank: 3, amount: '10.00', kind: 'cash', wageringMultiplier: 0 }, { fromRank: 2, toRank: 4, amount: '5.00', kind: 'cash', wageringMultiplier: 0 }] })],
      ['a backwards prize range', body({ prizes: [{ fromRank: 3, toRank: 1, amount: '10.00', kind: 'cash', wageringMultiplier: 0 }] })],
      ['a prize of zero', body({ prizes: [{ fromRank: 1, toRank: 1, amount: '0.00', kind: 'cash', wageringMultiplier: 0 }] })],
      ['wagering on cash', body({ prizes: [{ fromRank: 1, toRank: 1, amount: '10.00', kind: 'cash', wageringMultiplier: 3 }] })],
      ['an unknown prize kind', body({ prizes: [{ fromRank: 1, toRank: 1, amount: '10.00', kind: 'car', wageringMultiplier: 0 }] })],
      ['an unknown field', { ...body(), colour: 'gold' }],
      ['a list', [body()]],
    ];
    for (const [what, payload] of bad) {
      const res = await ops(t.app, 'POST', url, payload);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(outcome(res).success, what).toBe(false);
    }
    expect(outcome(await ops(t.app, 'POST', url, 'nonsense')).status).toBe(415);
    expect(outcome(await ops(t.app, 'POST', url, body({ games: [{ vendor: 'NOPE', code: 'nothing' }] })))).toMatchObject({ status: 400, errorCode: 'tournament.game.unknown' });
    expect(outcome(await ops(t.app, 'POST', url, body({ texts: { EN: { name: 'Race', description: '' }, TH: { name: 'แข่ง', description: '' } } })))).toMatchObject({ status: 400, errorCode: 'tournament.language.invalid' });
    expect(outcome(await ops(t.app, 'POST', `${TOURNAMENT_OPS_PATHS.list}?merchant=NOPE`, body())).status).toBe(400);
    expect(outcome(await ops(t.app, 'POST', `${TOURNAMENT_OPS_PATHS.list}`, body())).status).toBe(400);
    const after = (await t.app.database.db.selectFrom('tournaments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    expect(Number(after)).toBe(Number(before));

    for (const id of ['0', 'x', '99999999999', '-1']) expect(outcome(await ops(t.app, 'GET', `${TOURNAMENT_OPS_PATHS.list}/${id}`)).status, id).toBe(400);
    expect(outcome(await ops(t.app, 'GET', path(TOURNAMENT_OPS_PATHS.one, { id: 999_999 })))).toMatchObject({ status: 404, errorCode: 'tournament.not.found' });
    expect(outcome(await ops(t.app, 'POST', path(TOURNAMENT_OPS_PATHS.publish, { id: 999_999 }), {})).status).toBe(404);
    expect(outcome(await get(t.app, path(TOURNAMENT_PATHS.one, { id: 999_999 }), undefined, M))).toMatchObject({ status: 404, errorCode: 'tournament.not.found' });
    expect(outcome(await get(t.app, `${TOURNAMENT_PATHS.list.replace('tournaments', 'tournaments/abc')}`, undefined, M)).status).toBe(400);
  });

  it('a draft is edited, published once, hidden from players until then; a started one is no longer edited; cancelled is final', async () => {
    const created = valueOf(await ops(t.app, 'POST', `${TOURNAMENT_OPS_PATHS.list}?merchant=LUCKY`, body({ startsAt: now() + 60 * MIN, endsAt: now() + 120 * MIN })));
    expect(created).toMatchObject({ status: 'draft', phase: 'draft', currency: 'PHP', timeZone: 'Asia/Manila', minStake: '1.00', prizePool: '700.00', createdBy: 'ops-token' });
    const seen = async () => valueOf(await get(t.app, TOURNAMENT_PATHS.list, undefined, M)).list.some((x: { id: number }) => x.id === created.id);
    expect(await seen()).toBe(false);
    expect(outcome(await get(t.app, path(TOURNAMENT_PATHS.one, { id: created.id }), undefined, M)).status).toBe(404);

    const edited = valueOf(await ops(t.app, 'PUT', path(TOURNAMENT_OPS_PATHS.one, { id: created.id }), body({ startsAt: now() + 60 * MIN, endsAt: now() + 120 * MIN, scoring: 'multiplier', minStake: '2.50' })));
    expect(edited).toMatchObject({ scoring: 'multiplier', minStake: '2.50' });
    const publishedOne = valueOf(await ops(t.app, 'POST', path(TOURNAMENT_OPS_PATHS.publish, { id: created.id }), {}));
    expect(publishedOne).toMatchObject({ status: 'published', phase: 'scheduled' });
    expect(outcome(await ops(t.app, 'POST', path(TOURNAMENT_OPS_PATHS.publish, { id: created.id }), {}))).toMatchObject({ status: 409, errorCode: 'tournament.not.editable' });
    expect(await seen()).toBe(true);

    // a published tournament that has started is not changed
    const running = await published();
    expect(outcome(await ops(t.app, 'PUT', path(TOURNAMENT_OPS_PATHS.one, { id: running }), body()))).toMatchObject({ status: 409, errorCode: 'tournament.not.editable' });

    // a draft whose end has passed cannot be published
    const late = valueOf(await ops(t.app, 'POST', `${TOURNAMENT_OPS_PATHS.list}?merchant=LUCKY`, body({ startsAt: now() - 120 * MIN, endsAt: now() - 60 * MIN })));
    expect(outcome(await ops(t.app, 'POST', path(TOURNAMENT_OPS_PATHS.publish, { id: late.id }), {}))).toMatchObject({ status: 400, errorCode: 'tournament.period.invalid' });

    expect(valueOf(await ops(t.app, 'POST', path(TOURNAMENT_OPS_PATHS.cancel, { id: created.id }), {}))).toMatchObject({ status: 'cancelled' });
    expect(outcome(await ops(t.app, 'POST', path(TOURNAMENT_OPS_PATHS.cancel, { id: created.id }), {})).status).toBe(409);
    expect(await seen()).toBe(false);
    valueOf(await ops(t.app, 'POST', path(TOURNAMENT_OPS_PATHS.cancel, { id: running }), {}));

    const audit = await t.app.database.db.selectFrom('audit_log').select(['action', 'outcome']).where('action', 'like', '%/ops/tournaments%').execute();
    expect(audit.filter((a) => a.outcome === 'success').map((a) => a.action)).toEqual(
      expect.arrayContaining(['POST /ops/tournaments', 'PUT /ops/tournaments/:id', 'POST /ops/tournaments/:id/publish', 'POST /ops/tournaments/:id/cancel']),
    );
  });
});

describe('scoring', () => {
  it('wagered: real rounds of the eligible games at or above the minimum stake count; other games, smaller stakes and demo play do not', async () => {
    const id = await published({ minStake: '2.00' });
    const p = await newPlayer(t.app, 'twager');
    await settledRound(t.app, { memberId: p.id, bet: 500, win: 200 });
    await settledRound(t.app, { memberId: p.id, bet: 300, win: 0 });
    await settledRound(t.app, { memberId: p.id, bet: 199, win: 0 }); // under the minimum stake
    await settledRound(t.app, { memberId: p.id, bet: 10_000, game: RNG_GAME }); // not an eligible game
    const trial = await makeMember(t.app, { username: `ttrial${Date.now().toString(36)}`, type: 4 });
    await settledRound(t.app, { memberId: trial.id, bet: 10_000, demo: true }); // demo money (a trial account)
    expect(await standingOf(id, p.id)).toMatchObject({ rank: 1, account: p.username, score: 8, rounds: 2 });
    expect(await standingOf(id, trial.id)).toBeUndefined();
    const board = valueOf(await get(t.app, path(TOURNAMENT_PATHS.one, { id }), p.token, M));
    expect(board).toMatchObject({ id, name: 'Weekend Race', phase: 'running', scoring: 'wagered', minStake: 2, prizePool: 700, entrants: 1 });
    expect(board.board.me).toEqual({ rank: 1, score: 8, rounds: 2 });
    expect(board.board.top[0]).toMatchObject({ rank: 1, score: 8, name: `${p.username.slice(0, 2)}****${p.username.slice(-1)}` });
    expect(JSON.stringify(board)).not.toContain(p.username);
    // a visitor sees the board without a standing of their own
    expect(valueOf(await get(t.app, path(TOURNAMENT_PATHS.one, { id }), undefined, M)).board.me).toBeNull();
  });

  it('a specific game by vendor and code counts beside the game types', async () => {
    const game = await t.app.database.db.selectFrom('games').select(['vassalage', 'node_id', 'game_type', 'name_en']).where('merchant_code', '=', 'LUCKY').where('game_type', '=', 'RNG').executeTakeFirstOrThrow();
    const found = valueOf(await ops(t.app, 'GET', `${TOURNAMENT_OPS_PATHS.games}?merchant=LUCKY&q=${encodeURIComponent(game.name_en.slice(0, 6))}`));
    expect(found.list).toEqual(expect.arrayContaining([{ vendor: game.vassalage, code: game.node_id, name: game.name_en, type: 'RNG' }]));
    expect(outcome(await ops(t.app, 'GET', `${TOURNAMENT_OPS_PATHS.games}?merchant=LUCKY&q=${'x'.repeat(61)}`)).status).toBe(400);
    const id = await published({ gameTypes: [], games: [{ vendor: game.vassalage, code: game.node_id }] });
    const p = await newPlayer(t.app, 'tgame');
    await settledRound(t.app, { memberId: p.id, bet: 700, game: { vendor: game.vassalage, code: game.node_id, name: game.name_en, type: 'RNG' } });
    await settledRound(t.app, { memberId: p.id, bet: 900 }); // PVP: not this tournament's
    expect(await standingOf(id, p.id)).toMatchObject({ score: 7, rounds: 1 });
    const page = valueOf(await get(t.app, path(TOURNAMENT_PATHS.one, { id }), undefined, M));
    expect(page.games).toHaveLength(1);
    expect(page.games[0]).toMatchObject({ nodeId: game.node_id });
  });

  it('multiplier: the best win / stake of one round; net_win: wins less stakes', async () => {
    const multi = await published({ scoring: 'multiplier' });
    const net = await published({ scoring: 'net_win' });
    const p = await newPlayer(t.app, 'tmulti');
    await settledRound(t.app, { memberId: p.id, bet: 200, win: 500 }); // 2.5x, +3
    await settledRound(t.app, { memberId: p.id, bet: 1000, win: 12_345 }); // 12.34x, +113.45
    await settledRound(t.app, { memberId: p.id, bet: 400, win: 0 }); // 0x, -4
    expect(await standingOf(multi, p.id)).toMatchObject({ score: 12.34, best: 12.34, rounds: 3 });
    expect(await standingOf(net, p.id)).toMatchObject({ score: 112.45, rounds: 3 });
  });

  it('concurrent rounds of one member are all counted, exactly', async () => {
    const id = await published();
    const p = await newPlayer(t.app, 'tconc');
    await Promise.all(Array.from({ length: 24 }, (_, i) => settledRound(t.app, { memberId: p.id, bet: 100 + i })));
    const expected = Array.from({ length: 24 }, (_, i) => 100 + i).reduce((a, b) => a + b, 0);
    expect(await standingOf(id, p.id)).toMatchObject({ score: expected / 100, rounds: 24 });
  });

  it('a rolled-back stake takes its score back (wagered, net_win)', async () => {
    const wagered = await published();
    const net = await published({ scoring: 'net_win' });
    const p = await newPlayer(t.app, 'troll');
    await settledRound(t.app, { memberId: p.id, bet: 600, win: 0 });
    const round = await settledRound(t.app, { memberId: p.id, bet: 400, win: 0 });
    expect(await standingOf(wagered, p.id)).toMatchObject({ score: 10, rounds: 2 });
    expect(await standingOf(net, p.id)).toMatchObject({ score: -10, rounds: 2 });
    await round.rollbackStake();
    expect(await standingOf(wagered, p.id)).toMatchObject({ score: 6, rounds: 1 });
    expect(await standingOf(net, p.id)).toMatchObject({ score: -6, rounds: 1 });
  });

  it('costs no query for a round that matches no tournament of the merchant once the running ones are cached', async () => {
    await published();
    const p = await newPlayer(t.app, 'tquiet');
    await settledRound(t.app, { memberId: p.id, bet: 100 }); // loads the cache
    const queries: string[] = [];
    const service = t.app.services.tournaments;
    const tx = new Proxy({}, { get: (_, k) => { queries.push(String(k)); return () => { throw new Error('no query expected'); }; } }) as never;
    const round = { merchant_code: 'LUCKY', member_id: p.id, demo: 0, vendor: 'DEMO', game_code: 'x', game_name: 'X', game_type: 'LIVE', bet_cents: 100, win_cents: 0, status: 'settled', settled_at: now() };
    await service.roundChanged(tx, null, round as never);
    // an open round, and demo play, do not even look at the cache
    await service.roundChanged(tx, null, { ...round, status: 'open', settled_at: null } as never);
    await service.roundChanged(tx, null, { ...round, demo: 1, game_type: 'PVP' } as never);
    expect(queries).toEqual([]);
  });
});

describe('the end', () => {
  it('freezes the standings, pays each prize once (cash and bonus), ties to the score reached first, tells the winners', async () => {
    const id = await published({
      endsAt: now() + 30 * MIN,
      prizes: [
        { fromRank: 1, toRank: 1, amount: '500.00', kind: 'cash', wageringMultiplier: 0 },
        { fromRank: 2, toRank: 3, amount: '100.00', kind: 'bonus', wageringMultiplier: 5 },
      ],
    });
    const [first, tieEarly, tieLate, loser] = [await newPlayer(t.app, 'tend1'), await newPlayer(t.app, 'tend2'), await newPlayer(t.app, 'tend3'), await newPlayer(t.app, 'tend4')];
    await settledRound(t.app, { memberId: first.id, bet: 5000 });
    await settledRound(t.app, { memberId: tieEarly.id, bet: 3000, at: now() - 2000 });
    await settledRound(t.app, { memberId: tieLate.id, bet: 3000, at: now() - 1000 });
    await settledRound(t.app, { memberId: loser.id, bet: 200 });
    const cashBefore = (await funds(t.app, first.token)).cash;

    // the day's report before the end (read before the clock moves, so the scheduled job cannot have paid yet)
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(now() + 31 * MIN + 10_000);
    const reportBefore = valueOf(await ops(t.app, 'GET', `/ops/reports/daily?merchant=LUCKY&date=${day}`));
    offset += 31 * MIN + 10_000;
    try {
      const service = t.app.services.tournaments;
      await service.finishDue();
      const stateAfterFirst = await moneyState(t.app);
      // run again (and the scheduled job may run too): nothing is paid twice
      await service.finishDue();
      expect(await moneyState(t.app)).toEqual(stateAfterFirst);
      await expectSoundLedger(t.app);

      const d = await detail(id);
      expect(d.tournament).toMatchObject({ status: 'finished', phase: 'finished', entrants: 4, prizesPaid: '700.00' });
      const byMember = new Map(d.standings.map((s: { memberId: number }) => [s.memberId, s]));
      expect(byMember.get(first.id)).toMatchObject({ rank: 1, prize: '500.00', prizeKind: 'cash' });
      expect(byMember.get(tieEarly.id)).toMatchObject({ rank: 2, prize: '100.00', prizeKind: 'bonus' });
      expect(byMember.get(tieLate.id)).toMatchObject({ rank: 3, prize: '100.00', prizeKind: 'bonus' });
      expect(byMember.get(loser.id)).toMatchObject({ rank: 4, prize: null });
      for (const s of d.standings) if (s.prize) expect(s.paidAt).not.toBeNull();

      expect((await funds(t.app, first.token)).cash - cashBefore).toBe(500);
      const bonus = await funds(t.app, tieEarly.token);
      expect(bonus.bonus).toBe(100);
      expect(bonus.bonusWagering).toMatchObject({ bonus: 100, required: 500 });
      const transfers = await t.app.database.db.selectFrom('ledger_transfers').select(['kind', 'member_id', 'amount']).where('reference', 'in', [`tournament:${id}`, `tournament:${id}:${tieEarly.id}`, `tournament:${id}:${tieLate.id}`]).execute();
      expect(transfers.map((x) => [x.kind, x.member_id, Number(x.amount)]).sort()).toEqual(
        [['reward', tieEarly.id, 10_000], ['reward', tieLate.id, 10_000], ['tournament_prize', first.id, 50_000]].sort(),
      );

      // prizes paid are promotion cost: the day's report counts the cash prize and the bonus prizes in bonus cost
      const report = valueOf(await ops(t.app, 'GET', `/ops/reports/daily?merchant=LUCKY&date=${day}`));
      expect(report.byKind).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'tournament_prize', amount: '500.00' })]));
      expect(Number(report.bonusCost) - Number(reportBefore.bonusCost)).toBe(700);
      expect(report.balanced).toBe(true);

      // the prize is on the member's records under its own kind
      const records = valueOf(await get(t.app, `${MONEY_PATHS.transactions}?type=bonus`, first.token, M));
      expect(records.list).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'tournament_prize', amount: 500, account: 'cash', reference: `tournament:${id}` })]));

      const messages = await t.app.database.db.selectFrom('inbox_messages').select(['member_id', 'title', 'content']).where('member_id', 'in', [first.id, tieEarly.id, tieLate.id, loser.id]).execute();
      expect(messages.map((m) => m.member_id).sort()).toEqual([first.id, tieEarly.id, tieLate.id].sort());
      expect(messages.find((m) => m.member_id === first.id)?.content).toContain('#1');

      // frozen: a round after the end counts nowhere; the player sees the prize
      await settledRound(t.app, { memberId: loser.id, bet: 999_999 });
      expect(await standingOf(id, loser.id)).toMatchObject({ score: 2, rank: 4 });
      expect(valueOf(await get(t.app, path(TOURNAMENT_PATHS.one, { id }), first.token, M))).toMatchObject({ phase: 'finished', myPrize: 500 });
      expect(outcome(await ops(t.app, 'POST', path(TOURNAMENT_OPS_PATHS.cancel, { id }), {})).status).toBe(409);
    } finally {
      offset = 0;
    }
  });
});

describe('the live leaderboard', () => {
  it('a WebSocket client gets the board on connect and the change after a round; unknown tournaments are refused before the upgrade', async () => {
    const id = await published();
    const p = await newPlayer(t.app, 'tsock');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = address.replace('http', 'ws');
    const events: TournamentBoardEvent[] = [];
    const socket = new WebSocket(`${base}${path(TOURNAMENT_PATHS.socket, { id })}?merchant=LUCKY`);
    socket.on('message', (data) => events.push(tournamentBoardEventSchema.parse(JSON.parse(String(data))) as TournamentBoardEvent));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    await waitFor(() => events.length > 0, 'the first board');
    expect(events[0]).toMatchObject({ type: 'board', tournamentId: id, phase: 'running', me: null });

    await settledRound(t.app, { memberId: p.id, bet: 4200 });
    const pushed = await waitFor(() => events.find((e) => e.changed.some((c) => c.score === 42)), 'the pushed change');
    expect(pushed.top.some((r) => r.score === 42 && r.name.includes('*'))).toBe(true);
    expect(JSON.stringify(pushed)).not.toContain(p.username);

    // many rounds at once are coalesced into a few pushes
    const count = events.length;
    await Promise.all(Array.from({ length: 30 }, () => settledRound(t.app, { memberId: p.id, bet: 100 })));
    await waitFor(() => events.some((e) => e.top.some((r) => r.score === 72)), 'the last change');
    expect(events.length - count).toBeLessThan(15);
    socket.close();

    for (const [url, status] of [[`${path(TOURNAMENT_PATHS.socket, { id: 999_999 })}?merchant=LUCKY`, 404], [`${path(TOURNAMENT_PATHS.socket, { id })}?merchant=NOPE`, 400], [`/ws/tournaments/abc?merchant=LUCKY`, 400]] as const) {
      const refused = new WebSocket(`${base}${url}`);
      const got = await new Promise<number>((resolve) => {
        refused.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        refused.on('error', () => resolve(-1));
      });
      expect(got, url).toBe(status);
    }
  });
});
