import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectResult } from './helpers/accounts.ts';
import { createTestApp, opsHeaders } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = opsHeaders()) =>
  t.app.inject({ method: 'GET', url, headers }) as unknown as Promise<InjectResult>;

interface AgentRow {
  account: string;
  level: number;
  parent: string | null;
  members: number;
  subAgents: number;
  teamDeposits: string;
}

async function memberId(username: string): Promise<number> {
  const row = await t.app.database.db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', 'LUCKY')
    .where('username_key', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Paid deposits of everyone below `agent`, in cents, straight from the tables. */
async function teamDepositCents(agent: string): Promise<number> {
  const id = await memberId(agent);
  const rows = await t.app.database.db
    .selectFrom('member_tree as t')
    .innerJoin('deposit_orders as d', 'd.member_id', 't.member_id')
    .select('d.amount_cents')
    .where('t.ancestor_id', '=', id)
    .where('d.status', '=', 'paid')
    .execute();
  return rows.reduce((s, r) => s + Number(r.amount_cents), 0);
}

describe('console agents', () => {
  it("lists the merchant's agent tree with direct counts and team deposits", async () => {
    const res = await get('/ops/agents?merchant=LUCKY');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().value.list as AgentRow[];
    const top = list.find((a) => a.account === 'agent01');
    const sub = list.find((a) => a.account === 'agent02');
    expect(top).toMatchObject({ level: 1, members: 2, subAgents: 1 });
    expect(sub).toMatchObject({ level: 2, parent: 'agent01', members: 2, subAgents: 0 });
    expect(list.indexOf(top!)).toBeLessThan(list.indexOf(sub!));
    // players are not agents
    expect(list.some((a) => a.account === 'player11' || a.account === 'demo')).toBe(false);
    const cents = await teamDepositCents('agent01');
    expect(cents).toBeGreaterThan(0);
    expect(Math.round(Number(top!.teamDeposits) * 100)).toBe(cents);
    expect(Math.round(Number(sub!.teamDeposits) * 100)).toBe(await teamDepositCents('agent02'));
    expect(top!.teamDeposits).toMatch(/^\d+\.\d{2}$/);

    const below = (await get('/ops/agents?merchant=LUCKY&root=agent02')).json().value.list as AgentRow[];
    expect(below.map((a) => a.account)).toEqual(['agent02']);
    // another merchant has none of LUCKY's agents
    const golden = (await get('/ops/agents?merchant=GOLDEN')).json().value.list as AgentRow[];
    expect(golden.some((a) => a.account === 'agent01')).toBe(false);
  });

  it("reads an agent's contracts, settlements and relays", async () => {
    const db = t.app.database.db;
    const [a1, a2, p11] = [await memberId('agent01'), await memberId('agent02'), await memberId('player11')];
    const contract = await db
      .insertInto('agent_contracts')
      .values({ merchant_code: 'LUCKY', kind: 'salary', upline_id: a1, agent_id: a2, status: 'active', terms: '{"rateBp":50}', created_at: 1000, responded_at: 2000, ended_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('agent_settlements')
      .values({
        merchant_code: 'LUCKY',
        contract_id: contract.id,
        agent_id: a2,
        upline_id: a1,
        kind: 'salary',
        period_key: '2026-11-20',
        period_start: 10,
        period_end: 20,
        team_bets_cents: 1_000_000,
        team_net_loss_cents: -2_050,
        carry_in_cents: 0,
        carry_out_cents: 0,
        rate_bp: 50,
        amount_cents: 5_000,
        transfer_id: null,
        created_at: 3000,
      })
      .execute();
    const transfer = await db.selectFrom('ledger_transfers').select('id').orderBy('id').executeTakeFirstOrThrow();
    for (let i = 0; i < 3; i++) {
      await db
        .insertInto('agent_relays')
        .values({ merchant_code: 'LUCKY', agent_id: a1, member_id: p11, request_id: `relay-${i}`, amount_cents: 12_345 + i, currency: 'PHP', transfer_id: transfer.id, created_at: 4000 + i })
        .execute();
    }

    const contracts = (await get('/ops/agents/agent02/contracts?merchant=LUCKY')).json().value.list;
    expect(contracts).toContainEqual(
      expect.objectContaining({ id: contract.id, kind: 'salary', upline: 'agent01', agent: 'agent02', status: 'active', terms: { rateBp: 50 } }),
    );
    const settlements = (await get('/ops/agents/agent02/settlements?merchant=LUCKY')).json().value;
    expect(settlements.list[0]).toMatchObject({ contractId: contract.id, teamBets: '10000.00', teamNetLoss: '-20.50', amount: '50.00', paid: false, upline: 'agent01' });
    expect(settlements.next).toBeNull();

    const first = (await get('/ops/agents/agent01/relays?merchant=LUCKY&limit=2')).json().value;
    expect(first.list.map((r: { requestId: string }) => r.requestId)).toEqual(['relay-2', 'relay-1']);
    expect(first.list[0]).toMatchObject({ member: 'player11', amount: '123.47', currency: 'PHP' });
    expect(first.next).toBe(first.list[1].id);
    const second = (await get(`/ops/agents/agent01/relays?merchant=LUCKY&limit=2&beforeId=${first.next}`)).json().value;
    expect(second.list.map((r: { requestId: string }) => r.requestId)).toEqual(['relay-0']);
    expect(second.next).toBeNull();
  });

  it('answers 4xx envelopes: players, unknown agents, other merchants, bad paging', async () => {
    for (const url of [
      '/ops/agents',
      '/ops/agents?merchant=NOPE',
      '/ops/agents?merchant=LUCKY&root=player11',
      '/ops/agents?merchant=GOLDEN&root=agent01',
      '/ops/agents/player11/contracts?merchant=LUCKY',
      '/ops/agents/agent01/contracts?merchant=GOLDEN',
      '/ops/agents/nobody/settlements?merchant=LUCKY',
      '/ops/agents/agent01/relays?merchant=LUCKY&limit=0',
      '/ops/agents/agent01/relays?merchant=LUCKY&limit=101',
      '/ops/agents/agent01/relays?merchant=LUCKY&beforeId=-1',
      '/ops/agents/agent01/relays',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().success).toBe(false);
    }
    expect((await get('/ops/agents?merchant=LUCKY', {})).statusCode).toBe(401);
  });
});
