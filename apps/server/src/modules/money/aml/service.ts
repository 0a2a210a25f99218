import { AML_DEFAULT_COVERED_CENTS, AML_DEFAULT_TURNOVER_BP, centsToMoneyText, moneyTextToCents } from '@lobby/contract';
import type { AmlAlert } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { AmlAlertRow, Database } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { localDate } from '../../../lib/time-zone.ts';
import type { AmlRepository } from './repository.ts';

export interface AmlDeps {
  repository: AmlRepository;
  merchant(code: string, on?: Kysely<Database>): Promise<{ timeZone: string; currency: string } | undefined>;
  now: () => number;
}

interface Rules {
  coveredCents: number | null;
  turnoverBp: number;
  updatedAt: number | null;
  updatedBy: string | null;
}

/**
 * Anti-money-laundering alerts, raised in the transaction of the money they are about (a deposit's credit, a
 * withdrawal's hold) so an alert exists exactly when its transaction does: covered transactions above the
 * merchant's threshold, and withdrawals after little play. Operators clear or report them.
 */
export function createAmlService(deps: AmlDeps) {
  const { repository: repo, now } = deps;

  /** `on`: inside a transaction, read through its connection (see the merchants' calendarOf). */
  async function merchantOf(code: string, on?: Kysely<Database>) {
    const m = await deps.merchant(code, on);
    if (!m) throw new AppError('merchant.unknown');
    return m;
  }

  async function rulesOf(merchantCode: string, currency: string, on?: Kysely<Database>): Promise<Rules> {
    const row = await repo.rules(merchantCode, on);
    if (row) return { coveredCents: row.covered_cents, turnoverBp: row.turnover_bp, updatedAt: row.updated_at, updatedBy: row.updated_by };
    return { coveredCents: AML_DEFAULT_COVERED_CENTS[currency] ?? null, turnoverBp: AML_DEFAULT_TURNOVER_BP, updatedAt: null, updatedBy: null };
  }

  function view(r: AmlAlertRow, account: string): AmlAlert {
    return {
      id: r.id,
      merchantCode: r.merchant_code,
      account,
      kind: r.kind as AmlAlert['kind'],
      source: r.source as AmlAlert['source'],
      reference: r.reference,
      amount: centsToMoneyText(r.amount_cents),
      currency: r.currency,
      reason: r.reason,
      createdAt: r.created_at,
      status: r.status as AmlAlert['status'],
      decidedBy: r.decided_by,
      decidedAt: r.decided_at,
      note: r.note,
      reportReference: r.report_reference,
    };
  }

  const money = (cents: number, currency: string) => `${currency} ${centsToMoneyText(cents)}`;

  return {
    /** A deposit was credited (in its transaction): covered above the threshold. */
    async depositCredited(tx: Kysely<Database>, d: { merchantCode: string; memberId: number; orderNo: string; amountCents: number; currency: string; at: number }) {
      const { timeZone } = await merchantOf(d.merchantCode, tx);
      const rules = await rulesOf(d.merchantCode, d.currency, tx);
      if (rules.coveredCents === null || d.amountCents <= rules.coveredCents) return;
      await repo.raise(tx, {
        merchant_code: d.merchantCode,
        member_id: d.memberId,
        kind: 'covered',
        source: 'deposit',
        reference: d.orderNo,
        amount_cents: d.amountCents,
        currency: d.currency,
        reason: `A single deposit above the covered-transaction threshold of ${money(rules.coveredCents, d.currency)}.`,
        day: localDate(d.at, timeZone),
        created_at: d.at,
      });
    },

    /**
     * A withdrawal was requested (in its transaction): covered above the threshold; suspicious when the
     * stakes since the latest deposit are below the turnover rule's share of it.
     */
    async withdrawalRequested(
      tx: Kysely<Database>,
      w: { merchantCode: string; memberId: number; orderNo: string; amountCents: number; currency: string; at: number; latestDeposit: { cents: number; validBetSince: number } | null },
    ) {
      const { timeZone } = await merchantOf(w.merchantCode, tx);
      const rules = await rulesOf(w.merchantCode, w.currency, tx);
      const base = { merchant_code: w.merchantCode, member_id: w.memberId, source: 'withdrawal', reference: w.orderNo, amount_cents: w.amountCents, currency: w.currency, day: localDate(w.at, timeZone), created_at: w.at };
      if (rules.coveredCents !== null && w.amountCents > rules.coveredCents) {
        await repo.raise(tx, { ...base, kind: 'covered', reason: `A single withdrawal above the covered-transaction threshold of ${money(rules.coveredCents, w.currency)}.` });
      }
      const latest = w.latestDeposit;
      if (rules.turnoverBp > 0 && latest && latest.cents > 0) {
        const needed = Math.ceil((latest.cents * rules.turnoverBp) / 10_000);
        if (latest.validBetSince < needed) {
          await repo.raise(tx, {
            ...base,
            kind: 'suspicious',
            reason:
              `Withdrawal after little play: stakes of ${money(latest.validBetSince, w.currency)} since the latest deposit of ` +
              `${money(latest.cents, w.currency)}, below the rule's ${(rules.turnoverBp / 100).toFixed(0)}% (${money(needed, w.currency)}).`,
          });
        }
      }
    },

    async rules(merchantCode: string) {
      const { currency, timeZone } = await merchantOf(merchantCode);
      const r = await rulesOf(merchantCode, currency);
      return { merchantCode, currency, coveredThreshold: r.coveredCents === null ? null : centsToMoneyText(r.coveredCents), turnoverBp: r.turnoverBp, updatedAt: r.updatedAt, updatedBy: r.updatedBy, timeZone };
    },

    async setRules(merchantCode: string, input: { coveredThreshold: string | null; turnoverBp: number }, by: string) {
      await merchantOf(merchantCode);
      let covered: number | null = null;
      if (input.coveredThreshold !== null) {
        covered = moneyTextToCents(input.coveredThreshold);
        if (covered === null || covered <= 0) throw new AppError('request.invalid', { message: 'The threshold must be an amount above zero.' });
      }
      const before = await this.rules(merchantCode);
      await repo.putRules({ merchant_code: merchantCode, covered_cents: covered, turnover_bp: input.turnoverBp, updated_at: now(), updated_by: by });
      return { before, after: await this.rules(merchantCode) };
    },

    async list(filter: { merchantCode: string; status: string; kind?: string; from?: string; to?: string; beforeId?: number; limit: number }, usernames: (ids: number[]) => Promise<Map<number, string>>) {
      const { timeZone } = await merchantOf(filter.merchantCode);
      if (filter.from && filter.to && filter.from > filter.to) throw new AppError('request.invalid', { message: 'The start of the range must not be after its end.' });
      const rows = await repo.page(filter);
      const names = await usernames(rows.map((r) => r.member_id));
      return {
        list: rows.map((r) => view(r, names.get(r.member_id) ?? String(r.member_id))),
        next: rows.length === filter.limit ? rows.at(-1)!.id : null,
        timeZone,
      };
    },

    async decide(id: number, merchantCodeAllowed: (code: string) => boolean, input: { decision: 'clear' | 'report'; note: string; reportReference?: string; by: string }, usernames: (ids: number[]) => Promise<Map<number, string>>) {
      const found = await repo.byId(id);
      if (!found || !merchantCodeAllowed(found.merchant_code)) throw new AppError('aml.alert.not.found');
      if (found.status !== 'open') throw new AppError('aml.alert.decided');
      if (input.decision === 'report' && !input.reportReference) throw new AppError('aml.report.reference.required');
      const decided = await repo.decide(id, {
        status: input.decision === 'clear' ? 'cleared' : 'reported',
        by: input.by,
        at: now(),
        note: input.note,
        reportReference: input.decision === 'report' ? input.reportReference! : null,
      });
      if (!decided) throw new AppError('aml.alert.decided');
      const after = (await repo.byId(id))!;
      return { before: found, alert: view(after, (await usernames([after.member_id])).get(after.member_id) ?? String(after.member_id)) };
    },
  };
}

export type AmlService = ReturnType<typeof createAmlService>;
