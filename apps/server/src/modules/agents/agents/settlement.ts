import { centsToAmount, dividendPay, tieredPay } from '@lobby/contract';
import type { ContractKind, RateTier, Settlement } from '@lobby/contract';
import type { ResolvedMerchant } from '../../../core/merchants/service.ts';
import type { AgentContractRow } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';
import { AppError } from '../../../lib/app-error.ts';
import { localDate, startOfLocalDay } from '../../../lib/time-zone.ts';
import type { ActivityService } from '../../money/activity/index.ts';
import { accounts } from '../../money/ledger/index.ts';
import type { LedgerService } from '../../money/ledger/index.ts';
import { startOfDate } from './periods.ts';
import type { SettlementRepository } from './settlement-repository.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** A period is settled this long after it ends: rounds being written at its end have landed by then. */
export const SETTLE_GRACE_MS = 60_000;
/** At most this many periods of one contract per run (a long outage catches up over several runs). */
const MAX_PERIODS_PER_RUN = 24 * 8;

export interface Period {
  key: string;
  start: number;
  end: number;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The contract period containing `at` in the merchant's time zone: a local day (salary), a local hour
 * (hourly), a week from Monday or a calendar month (dividend).
 */
export function periodContaining(kind: ContractKind, dividendPeriod: 'week' | 'month' | null, at: number, timeZone: string): Period {
  const date = localDate(at, timeZone);
  if (kind === 'salary') return { key: date, start: startOfDate(date, timeZone), end: startOfDate(addDays(date, 1), timeZone) };
  if (kind === 'hourly') {
    const dayStart = startOfLocalDay(at, timeZone);
    const hour = Math.floor((at - dayStart) / HOUR_MS);
    const start = dayStart + hour * HOUR_MS;
    return { key: `${date}T${String(hour).padStart(2, '0')}`, start, end: start + HOUR_MS };
  }
  if (dividendPeriod === 'month') {
    const first = `${date.slice(0, 8)}01`;
    const [y, m] = date.split('-').map(Number) as [number, number];
    const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
    return { key: date.slice(0, 7), start: startOfDate(first, timeZone), end: startOfDate(next, timeZone) };
  }
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const monday = addDays(date, -((weekday + 6) % 7));
  return { key: monday, start: startOfDate(monday, timeZone), end: startOfDate(addDays(monday, 7), timeZone) };
}

interface Terms {
  tiers?: RateTier[];
  period?: 'week' | 'month';
  shareBp?: number;
}

export interface SettlementDeps {
  repository: SettlementRepository;
  ledger: LedgerService;
  merchantOf(code: string): Promise<ResolvedMerchant | undefined>;
  /** the team's valid bets and wins per local day, or per local hour for hour-long periods */
  activity: Pick<ActivityService, 'totals' | 'hours'>;
  now: () => number;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * The settlement job: every closed period of every accepted contract, from the first period that starts
 * after the acceptance to the contract's end, paid by the merchant's commission account into the agent's
 * cash. Each period is one transaction holding the ledger transfer (key settlement:<contract>:<period>) and
 * its statement row (unique by agent, contract and period): a rerun, a restart or a second process finds
 * the row and pays nothing.
 */
export function createSettlement(deps: SettlementDeps) {
  const { repository: repo, ledger, activity, now } = deps;

  /** The team's valid bets and wins of a period (whole local days, or a local hour), read in the settling transaction. */
  async function teamPlay(tx: Tx, contract: AgentContractRow, timeZone: string, period: Period): Promise<{ bets: number; wins: number }> {
    const team = { teamOf: contract.agent_id };
    if (contract.kind === 'hourly') {
      const h = await activity.hours(team, period.start, period.end, tx);
      return { bets: h.validBet, wins: h.win };
    }
    const f = await activity.totals(team, { from: localDate(period.start, timeZone), to: localDate(period.end - 1, timeZone) }, tx);
    return { bets: f.validBet, wins: f.win };
  }

  async function settlePeriod(contract: AgentContractRow, terms: Terms, merchant: ResolvedMerchant, period: Period): Promise<boolean> {
    return ledger.run(async (book) => {
      if (await repo.byPeriod(book.tx, contract.agent_id, contract.id, period.key)) return false;
      const { bets, wins } = await teamPlay(book.tx, contract, merchant.timeZone, period);
      let pay: { amount: number; rateBp: number; carryIn: number; carryOut: number };
      if (contract.kind === 'dividend') {
        const carryIn = Number((await repo.before(book.tx, contract.id, period.start))?.carry_out_cents ?? 0);
        const d = dividendPay(bets - wins, carryIn, terms.shareBp ?? 0);
        pay = { amount: d.amount, rateBp: terms.shareBp ?? 0, carryIn, carryOut: d.carryOut };
      } else {
        const t = tieredPay(terms.tiers ?? [], bets);
        pay = { amount: t.amount, rateBp: t.rateBp, carryIn: 0, carryOut: 0 };
      }
      let transferId: number | null = null;
      if (pay.amount > 0) {
        const purse = { memberId: contract.agent_id, merchantCode: merchant.code, currency: merchant.currency.code, demo: false };
        const { transfer } = await book.transfer({
          key: `settlement:${contract.id}:${period.key}`,
          debit: accounts.commission(merchant.code, merchant.currency.code),
          credit: accounts.cash(purse),
          amount: pay.amount,
          kind: 'commission',
          memberId: contract.agent_id,
          reference: `${contract.kind}:${period.key}`,
          memo: `${contract.kind} contract ${contract.id}`,
        });
        transferId = transfer.id;
      }
      await repo.insert(book.tx, {
        merchant_code: contract.merchant_code,
        contract_id: contract.id,
        agent_id: contract.agent_id,
        upline_id: contract.upline_id,
        kind: contract.kind,
        period_key: period.key,
        period_start: period.start,
        period_end: period.end,
        team_bets_cents: bets,
        team_net_loss_cents: bets - wins,
        carry_in_cents: pay.carryIn,
        carry_out_cents: pay.carryOut,
        rate_bp: pay.rateBp,
        amount_cents: pay.amount,
        transfer_id: transferId,
        created_at: now(),
      });
      return true;
    });
  }

  return {
    /** Settles every due period (of the merchants `among` accepts: all by default); answers how many it settled. */
    async run(among: (merchantCode: string) => boolean = () => true): Promise<{ periods: number }> {
      const at = now();
      let periods = 0;
      for (const contract of await repo.settleable()) {
        if (!among(contract.merchant_code)) continue;
        const merchant = await deps.merchantOf(contract.merchant_code);
        if (!merchant || contract.responded_at === null) continue;
        const terms = JSON.parse(contract.terms) as Terms;
        const next = (t: number) => periodContaining(contract.kind as ContractKind, terms.period ?? null, t, merchant.timeZone);
        const accepted = Number(contract.responded_at);
        const last = await repo.last(contract.id);
        // A contract covers the periods starting at or after its acceptance, and before its end.
        let period = last ? next(Number(last.period_end)) : next(accepted);
        if (!last && period.start < accepted) period = next(period.end);
        const end = contract.ended_at === null ? Infinity : Number(contract.ended_at);
        for (let n = 0; n < MAX_PERIODS_PER_RUN && period.end + SETTLE_GRACE_MS <= at && period.start < end; n++) {
          if (await settlePeriod(contract, terms, merchant, period)) periods++;
          period = next(period.end);
        }
      }
      return { periods };
    },

    /** The statements behind a contract's payments, for its agent or its upline (anyone else: 404). */
    async statements(contract: AgentContractRow | undefined, viewerId: number): Promise<Settlement[]> {
      if (!contract || (contract.agent_id !== viewerId && contract.upline_id !== viewerId)) throw new AppError('agent.contract.not.found');
      return (await repo.ofContract(contract.id)).map((r) => ({
        id: r.id,
        contractId: r.contract_id,
        kind: r.kind as ContractKind,
        agent: r.agent,
        upline: r.upline,
        period: r.period_key,
        periodStart: Number(r.period_start),
        periodEnd: Number(r.period_end),
        teamValidBets: centsToAmount(Number(r.team_bets_cents)),
        teamNetLoss: centsToAmount(Number(r.team_net_loss_cents)),
        carryIn: centsToAmount(Number(r.carry_in_cents)),
        carryOut: centsToAmount(Number(r.carry_out_cents)),
        rateBp: r.rate_bp,
        amount: centsToAmount(Number(r.amount_cents)),
        paidAt: Number(r.created_at),
      }));
    },
  };
}

export type SettlementJob = ReturnType<typeof createSettlement>;
