import {
  centsToMoneyText,
  maskAccountNo,
  RISK_BIG_WIN_CENTS,
  RISK_BIG_WIN_CENTS_ELSEWHERE,
  RISK_UNUSUAL_WIN_MIN_CENTS,
  RISK_UNUSUAL_WIN_MIN_CENTS_ELSEWHERE,
  RISK_UNUSUAL_WIN_MULTIPLIER,
  RISK_WINDOW_DAYS,
} from '@lobby/contract';
import type { MemberRisk, RiskFlag, RiskReview } from '@lobby/contract';
import type { RiskReviewRow } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { RiskRepository } from './repository.ts';

type Member = { id: number; merchantCode: string; username: string };

export interface RiskDeps {
  repository: RiskRepository;
  merchant(code: string): Promise<{ timeZone: string; currency: string } | undefined>;
  usernames(ids: readonly number[]): Promise<Map<number, string>>;
  linkedSignIns(memberId: number, merchantCode: string, since: number): Promise<Array<{ memberId: number; via: 'device' | 'ip'; value: string; at: number }>>;
  withdrawals: {
    sharedPayoutAccounts(memberId: number, merchantCode: string): Promise<Array<{ memberId: number; bankCode: string; accountNo: string; at: number; removed: boolean }>>;
    requestedSince(memberId: number, since: number): Promise<Array<{ order_no: string; amount_cents: number; created_at: number; status: string }>>;
    holdPending(memberId: number, reason: string): Promise<number>;
    held(memberId: number, reason: string): Promise<Array<{ id: number }>>;
    release(ids: number[], reason: string, to?: string | null): Promise<number>;
  };
  latestDeposit(memberId: number): Promise<{ at: number; cents: number; validBetSince: number } | null>;
  /** the AML turnover rule of the merchant, in basis points of the latest deposit (0: off) */
  turnoverBp(merchantCode: string): Promise<number>;
  grantsOf(memberIds: number[]): Promise<Array<{ memberId: number; ruleCode: string; amountCents: number; at: number }>>;
  unusualWins(memberId: number, since: number, rule: { multiplier: number; minCents: number; bigCents: number }): Promise<Array<{ gameName: string; vendor: string; roundRef: string; betCents: number; winCents: number; at: number }>>;
  now: () => number;
}

const SEVERITY_ORDER = { high: 0, medium: 1, low: 2 } as const;
const DAY_MS = 86_400_000;

/**
 * Risk: flags computed from the facts at each reading, each with its evidence (linked accounts by device,
 * sign-in address and payout account; a withdrawal after little play; a promotion claimed by linked
 * accounts; unusual wins), operators' tags, and the review that holds a player's withdrawals.
 */
export function createRiskService(deps: RiskDeps) {
  const { repository: repo, now } = deps;

  async function merchantOf(code: string) {
    const m = await deps.merchant(code);
    if (!m) throw new AppError('merchant.unknown');
    return m;
  }

  const money = (cents: number, currency: string) => `${currency} ${centsToMoneyText(cents)}`;

  function reviewView(r: RiskReviewRow, account: string): RiskReview {
    return {
      id: r.id,
      merchantCode: r.merchant_code,
      account,
      status: r.status as RiskReview['status'],
      reason: r.reason,
      openedBy: r.opened_by,
      openedAt: r.opened_at,
      closedBy: r.closed_by,
      closedAt: r.closed_at,
      closeNote: r.close_note,
    };
  }

  async function flagsOf(member: Member, currency: string): Promise<RiskFlag[]> {
    const at = now();
    const since = at - RISK_WINDOW_DAYS * DAY_MS;
    const [signIns, payout, latest, turnoverBp, wins] = await Promise.all([
      deps.linkedSignIns(member.id, member.merchantCode, since),
      deps.withdrawals.sharedPayoutAccounts(member.id, member.merchantCode),
      deps.latestDeposit(member.id),
      deps.turnoverBp(member.merchantCode),
      deps.unusualWins(member.id, since, {
        multiplier: RISK_UNUSUAL_WIN_MULTIPLIER,
        minCents: RISK_UNUSUAL_WIN_MIN_CENTS[currency] ?? RISK_UNUSUAL_WIN_MIN_CENTS_ELSEWHERE,
        bigCents: RISK_BIG_WIN_CENTS[currency] ?? RISK_BIG_WIN_CENTS_ELSEWHERE,
      }),
    ]);
    const linked = new Map<number, Set<'device' | 'ip' | 'payout'>>();
    const link = (id: number, via: 'device' | 'ip' | 'payout') => linked.set(id, (linked.get(id) ?? new Set()).add(via));
    for (const s of signIns) link(s.memberId, s.via);
    for (const p of payout) link(p.memberId, 'payout');
    const names = await deps.usernames([...linked.keys()]);
    const name = (id: number) => names.get(id) ?? String(id);
    const flags: RiskFlag[] = [];

    const devices = signIns.filter((s) => s.via === 'device');
    if (devices.length) {
      const accounts = new Set(devices.map((d) => d.memberId));
      flags.push({
        kind: 'shared_device',
        severity: 'high',
        summary: `${accounts.size} other account${accounts.size === 1 ? '' : 's'} signed in from this player's device${new Set(devices.map((d) => d.value)).size === 1 ? '' : 's'} in the last ${RISK_WINDOW_DAYS} days.`,
        evidence: devices.map((d) => ({ account: name(d.memberId), detail: `Signed in on the same device (…${d.value.slice(-6)}).`, at: d.at })),
      });
    }
    const ips = signIns.filter((s) => s.via === 'ip');
    if (ips.length) {
      const accounts = new Set(ips.map((d) => d.memberId));
      flags.push({
        kind: 'shared_ip',
        // mobile networks share addresses (carrier NAT): one or two others are common, more is not
        severity: accounts.size >= 3 ? 'medium' : 'low',
        summary: `${accounts.size} other account${accounts.size === 1 ? '' : 's'} signed in from this player's addresses in the last ${RISK_WINDOW_DAYS} days.`,
        evidence: ips.map((d) => ({ account: name(d.memberId), detail: `Signed in from ${d.value}.`, at: d.at })),
      });
    }
    if (payout.length) {
      const accounts = new Set(payout.map((p) => p.memberId));
      flags.push({
        kind: 'shared_payout_account',
        severity: 'high',
        summary: `${accounts.size} other account${accounts.size === 1 ? '' : 's'} saved the same payout account.`,
        evidence: payout.map((p) => ({ account: name(p.memberId), detail: `${p.bankCode} ${maskAccountNo(p.accountNo)}${p.removed ? ' (since removed)' : ''}.`, at: p.at })),
      });
    }
    if (latest && latest.cents > 0 && turnoverBp > 0) {
      const needed = Math.ceil((latest.cents * turnoverBp) / 10_000);
      const withdrawals = latest.validBetSince < needed ? (await deps.withdrawals.requestedSince(member.id, latest.at)).filter((w) => w.status !== 'rejected') : [];
      if (withdrawals.length) {
        flags.push({
          kind: 'low_turnover',
          severity: 'medium',
          summary:
            `Withdrawal after little play: stakes of ${money(latest.validBetSince, currency)} since the latest deposit of ` +
            `${money(latest.cents, currency)}, below the turnover rule's ${money(needed, currency)}.`,
          evidence: [
            { account: null, detail: `Deposit of ${money(latest.cents, currency)}.`, at: latest.at },
            ...withdrawals.map((w) => ({ account: null, detail: `Withdrawal ${w.order_no} of ${money(Number(w.amount_cents), currency)} (${w.status}).`, at: Number(w.created_at) })),
          ],
        });
      }
    }
    if (linked.size) {
      const grants = await deps.grantsOf([member.id, ...linked.keys()]);
      const mine = new Set(grants.filter((g) => g.memberId === member.id).map((g) => g.ruleCode));
      const shared = grants.filter((g) => g.memberId !== member.id && mine.has(g.ruleCode));
      if (shared.length) {
        const strong = shared.some((g) => [...(linked.get(g.memberId) ?? [])].some((v) => v !== 'ip'));
        flags.push({
          kind: 'bonus_abuse',
          severity: strong ? 'high' : 'medium',
          summary: `${new Set(shared.map((g) => g.memberId)).size} linked account${new Set(shared.map((g) => g.memberId)).size === 1 ? '' : 's'} claimed the same promotion${new Set(shared.map((g) => g.ruleCode)).size === 1 ? '' : 's'} (${[...new Set(shared.map((g) => g.ruleCode))].join(', ')}).`,
          evidence: shared.map((g) => ({
            account: name(g.memberId),
            detail: `Granted ${g.ruleCode} (${money(g.amountCents, currency)}); linked by ${[...(linked.get(g.memberId) ?? [])].map((v) => (v === 'payout' ? 'payout account' : v === 'ip' ? 'address' : 'device')).join(', ')}.`,
            at: g.at,
          })),
        });
      }
    }
    if (wins.length) {
      const big = RISK_BIG_WIN_CENTS[currency] ?? RISK_BIG_WIN_CENTS_ELSEWHERE;
      flags.push({
        kind: 'unusual_win',
        severity: wins.some((w) => w.winCents >= big) ? 'high' : 'medium',
        summary: `${wins.length} unusual win${wins.length === 1 ? '' : 's'} in the last ${RISK_WINDOW_DAYS} days (at least ${RISK_UNUSUAL_WIN_MULTIPLIER}x the stake, or ${money(big, currency)}).`,
        evidence: wins.map((w) => ({
          account: null,
          detail: `Won ${money(w.winCents, currency)} on a stake of ${money(w.betCents, currency)} (${w.betCents > 0 ? `${Math.floor(w.winCents / w.betCents)}x` : 'free'}) in ${w.gameName}, round ${w.roundRef}.`,
          at: w.at,
        })),
      });
    }
    return flags.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
  }

  async function view(member: Member): Promise<MemberRisk> {
    const { currency, timeZone } = await merchantOf(member.merchantCode);
    const [flags, reviews, tags, held] = await Promise.all([flagsOf(member, currency), repo.reviewsOf(member.id), repo.tags(member.id), deps.withdrawals.held(member.id, 'review')]);
    const open = reviews.find((r) => r.status === 'open');
    return {
      account: member.username,
      merchantCode: member.merchantCode,
      flags,
      review: open ? reviewView(open, member.username) : null,
      history: reviews.filter((r) => r !== open).map((r) => reviewView(r, member.username)),
      tags,
      heldWithdrawals: held.length,
      timeZone,
    };
  }

  return {
    view,

    /** Whether the member is under review (their withdrawals are held). */
    underReview: (memberId: number) => repo.isOpen(memberId),

    async review(member: Member, input: { action: 'open' | 'close'; reason: string; by: string }): Promise<{ before: boolean; after: MemberRisk }> {
      const at = now();
      if (input.action === 'open') {
        const opened = await repo.open({ merchant_code: member.merchantCode, member_id: member.id, reason: input.reason, opened_by: input.by, opened_at: at });
        if (!opened) throw new AppError('risk.review.open');
        // after the review is in: a withdrawal requested meanwhile either saw it, or is pending and held here
        await deps.withdrawals.holdPending(member.id, 'review');
      } else {
        const closed = await repo.close(member.id, input.by, input.reason, at);
        if (!closed) throw new AppError('risk.review.none');
        const held = await deps.withdrawals.held(member.id, 'review');
        await deps.withdrawals.release(
          held.map((o) => o.id),
          'review',
        );
      }
      return { before: input.action === 'close', after: await view(member) };
    },

    async setTags(member: Member, tags: string[], by: string): Promise<{ before: string[]; after: MemberRisk }> {
      const before = await repo.tags(member.id);
      // the same tag twice (any case) once, in the order first named
      const seen = new Set<string>();
      const unique = tags.filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
      await repo.setTags({ id: member.id, merchantCode: member.merchantCode }, unique, by, now());
      return { before, after: await view(member) };
    },

    async reviews(filter: { merchantCode: string; status: string; beforeId?: number; limit: number }) {
      const { timeZone } = await merchantOf(filter.merchantCode);
      const rows = await repo.page({ ...filter, limit: filter.limit + 1 });
      const page = rows.slice(0, filter.limit);
      const names = await deps.usernames(page.map((r) => r.member_id));
      return {
        list: page.map((r) => reviewView(r, names.get(r.member_id) ?? String(r.member_id))),
        next: rows.length > filter.limit ? page[page.length - 1]!.id : null,
        timeZone,
      };
    },
  };
}

export type RiskService = ReturnType<typeof createRiskService>;
