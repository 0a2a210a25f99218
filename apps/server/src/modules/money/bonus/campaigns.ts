import {
  amountToCents,
  cashbackCents,
  matchBonusCents,
  normalizePromoCode,
  wageringRequirementCents,
} from '@lobby/contract';
import type {
  BonusCampaign,
  BonusCampaignAction,
  BonusCampaignInput,
  BonusCampaignStatus,
  BonusOffer,
  Language,
  PlayerBonus,
} from '@lobby/contract';
import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { createMemberRepository } from '../../../core/accounts/repository.ts';
import type { MemberRepository } from '../../../core/accounts/repository.ts';
import type { MerchantService, ResolvedMerchant } from '../../../core/merchants/service.ts';
import type { BonusCampaignRow, BonusGrantRow, Database } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { Tx } from '../../../db/transaction.ts';
import { AppError } from '../../../lib/app-error.ts';
import { merchantTexts } from '../../../lib/localized-texts.ts';
import { localDate, startOfLocalDate } from '../../../lib/time-zone.ts';
import type { AnnouncementOpsRepository } from '../../content/notices/index.ts';
import type { ActivityService } from '../activity/index.ts';
import { money, purseFor } from '../ledger/index.ts';
import type { LedgerBook, LedgerService, Purse } from '../ledger/index.ts';
import type { CampaignFigures, CampaignRepository } from './campaign-repository.ts';
import type { BonusService, GrantSpec } from './service.ts';

const DAY = 86_400_000;
/** Cashback: members paid per job step (each in its own transaction). */
const CASHBACK_BATCH = 500;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Config = DistributiveOmit<BonusCampaignInput, 'page' | 'name' | 'startAt' | 'endAt'>;

const cents = (text: string): number => amountToCents(Number(text)) ?? 0;
const amount = (c: number): number => c / 100;
const bp = (percent: number): number => Math.round(percent * 100);

export interface CampaignDeps {
  repo: CampaignRepository;
  engine: BonusService;
  ledger: LedgerService;
  pages: AnnouncementOpsRepository;
  merchants: MerchantService;
  members: Pick<MemberRepository, 'byId' | 'clubLabel' | 'byUsername' | 'usernames'>;
  activity: Pick<ActivityService, 'totals' | 'members'>;
  /** the catalogue's game of a vendor and code (free rounds are on games the brand has) */
  game(merchantCode: string, vendor: string, code: string): Promise<{ name: string; type: string } | undefined>;
  segments: {
    get(merchantCode: string, id: number): Promise<unknown>;
    includes(merchantCode: string, segmentId: number, memberId: number, on?: Kysely<Database>): Promise<boolean>;
  };
  notify(memberId: number, merchantCode: string, title: string, content: string): Promise<void>;
  purseById(memberId: number): Promise<Purse | undefined>;
  now: () => number;
}

function configOf(row: BonusCampaignRow): Config {
  return JSON.parse(row.config) as Config;
}

function inputOf(row: BonusCampaignRow, page: { category: string; texts: Record<string, { title: string; content: string }> }): BonusCampaignInput {
  return {
    ...configOf(row),
    name: row.name,
    startAt: Number(row.start_at),
    endAt: row.end_at === null ? null : Number(row.end_at),
    page: {
      category: page.category,
      titles: Object.fromEntries(Object.entries(page.texts).map(([l, t]) => [l, t.title])),
      bodies: Object.fromEntries(Object.entries(page.texts).map(([l, t]) => [l, t.content])),
    },
  } as BonusCampaignInput;
}

/** What players see of the campaign's state now. */
export function statusOf(row: Pick<BonusCampaignRow, 'state' | 'start_at' | 'end_at'>, at: number): BonusCampaignStatus {
  if (row.state === 'draft') return 'draft';
  if (row.state === 'ended' || (row.end_at !== null && Number(row.end_at) <= at)) return 'ended';
  if (row.state === 'paused') return 'paused';
  return Number(row.start_at) > at ? 'scheduled' : 'live';
}

function figuresView(f: CampaignFigures, row: BonusCampaignRow) {
  const cost = f.granted + f.freeRoundStakes - f.returned;
  return {
    grants: f.grants,
    players: f.players,
    granted: money(f.granted),
    freeRoundStakes: money(f.freeRoundStakes),
    released: money(f.released),
    returned: money(f.returned),
    cost: money(cost),
    budgetLeft: row.budget_cents === null ? null : money(Math.max(0, Number(row.budget_cents) - Number(row.spent_cents))),
  };
}

/**
 * Operators' bonus campaigns and the players' side of them: each campaign owns its promotion page; a claim,
 * a code or a deposit decides eligibility again inside the transaction that grants, where the budget is
 * taken in one guarded statement and once-per-player is a unique key, so concurrent claims never give more
 * than the campaign allows.
 */
export function createCampaignService(deps: CampaignDeps) {
  const { repo, engine, ledger, pages, merchants, now } = deps;

  async function merchantOf(code: string): Promise<ResolvedMerchant> {
    const m = await merchants.byCode(code);
    if (!m) throw new AppError('request.not.found', { message: `No merchant ${code}.` });
    return m;
  }

  async function campaignOf(merchantCode: string, id: number, on?: Kysely<Database>): Promise<BonusCampaignRow> {
    const row = await repo.byId(id, on);
    if (!row || row.merchant_code !== merchantCode) throw new AppError('bonus.campaign.not.found');
    return row;
  }

  async function view(row: BonusCampaignRow, m: ResolvedMerchant, figures?: CampaignFigures, codes?: { count: number; redeemed: number }): Promise<BonusCampaign> {
    const page = await pages.promotionPage(row.announcement_id);
    const texts = page?.texts ?? {};
    const f = figures ?? (await repo.figures([row.id])).get(row.id)!;
    const c = codes ?? (await repo.codeCounts([row.id])).get(row.id) ?? { count: 0, redeemed: 0 };
    return {
      id: row.id,
      merchantCode: row.merchant_code,
      status: statusOf(row, now()),
      announcementId: row.announcement_id,
      timeZone: m.timeZone,
      currency: m.currency.code,
      createdAt: Number(row.created_at),
      updatedAt: Number(row.updated_at),
      input: inputOf(row, { category: page?.category ?? 'other', texts }),
      figures: figuresView(f, row),
      codes: c,
    };
  }

  /** Checks an operator's campaign against the brand: languages, games, segment, ranges. */
  async function validate(m: ResolvedMerchant, input: BonusCampaignInput) {
    const invalid = (message: string) => new AppError('request.invalid', { message });
    const texts = merchantTexts(m, input.page.titles, input.page.bodies);
    if (input.endAt !== null && input.endAt <= input.startAt) throw invalid('endAt must be after startAt.');
    const e = input.eligibility;
    if (e.vipMin !== null && e.vipMax !== null && e.vipMin > e.vipMax) throw invalid('vipMin must not be above vipMax.');
    if (e.segmentId !== null) await deps.segments.get(m.code, e.segmentId);
    if (e.languages.some((l) => !m.languages.includes(l))) throw invalid(`languages: the brand offers ${m.languages.join(', ')}.`);
    if (input.kind === 'deposit_match' && input.deposit.which === 'nth' && input.deposit.nth === null) throw invalid('deposit.nth is required for the Nth deposit.');
    if (input.kind === 'free_spins' || input.kind === 'free_bet') {
      for (const g of input.freeRounds.games) {
        const found = await deps.game(m.code, g.vendor, g.code);
        if (!found) throw invalid(`No game ${g.vendor}/${g.code} in the brand's catalogue.`);
        if (input.kind === 'free_spins' && found.type === 'INHOUSE') throw invalid(`${g.code} is an original: give free bets on originals.`);
        if (input.kind === 'free_bet' && found.type !== 'INHOUSE') throw invalid(`${g.code} is not an original: give free spins on slots.`);
      }
    }
    return texts;
  }

  function configFrom(input: BonusCampaignInput): Config {
    const { page: _page, name: _name, startAt: _s, endAt: _e, ...config } = input;
    return config as Config;
  }

  function budgetOf(input: BonusCampaignInput): number | null {
    return input.eligibility.budget === null ? null : cents(input.eligibility.budget);
  }

  // ---- eligibility ----

  interface Who {
    purse: Purse;
    language: Language;
  }

  function claimKeyOf(row: BonusCampaignRow, m: ResolvedMerchant): string | null {
    const per = configOf(row).eligibility.perPlayer;
    return per === 'once' ? '-' : per === 'daily' ? localDate(now(), m.timeZone) : null;
  }

  /** Why the member cannot have the campaign now (an error code), or null. Reads on `on` (a claim's transaction). */
  async function whyNot(row: BonusCampaignRow, m: ResolvedMerchant, who: Who, on: Kysely<Database>, opts: { forDeposit?: boolean } = {}): Promise<string | null> {
    const status = statusOf(row, now());
    if (status === 'paused') return 'bonus.campaign.state';
    if (status !== 'live') return 'bonus.campaign.not.found';
    if (who.purse.demo) return 'permission.trial';
    const config = configOf(row);
    const e = config.eligibility;
    const key = claimKeyOf(row, m);
    if (key !== null && (await repo.hasClaimKey(who.purse.memberId, row.id, key, on))) return 'bonus.already.claimed';
    if (row.budget_cents !== null && Number(row.spent_cents) >= Number(row.budget_cents)) return 'bonus.budget.exhausted';
    if (e.languages.length && !e.languages.includes(who.language)) return 'bonus.not.eligible';
    // every read on `on`: inside a claim's transaction a read on another connection would wait for it
    const members = createMemberRepository(on);
    const member = await members.byId(who.purse.memberId);
    if (!member) return 'bonus.not.eligible';
    if (e.vipMin !== null || e.vipMax !== null) {
      const level = member.club_label_id === null ? 0 : ((await members.clubLabel(member.club_label_id))?.level ?? 0);
      if ((e.vipMin !== null && level < e.vipMin) || (e.vipMax !== null && level > e.vipMax)) return 'bonus.not.eligible';
    }
    if (e.countries.length) {
      const country = member.mobile_e164 ? parsePhoneNumberFromString(member.mobile_e164)?.country : undefined;
      if (!country || !e.countries.includes(country)) return 'bonus.not.eligible';
    }
    const deposits = e.firstTimeOnly || config.kind === 'deposit_match' ? (await deps.activity.totals({ memberId: who.purse.memberId }, {}, on)).depositCount : 0;
    if (e.firstTimeOnly && deposits > 0 && !(opts.forDeposit && config.kind === 'deposit_match')) return 'bonus.not.eligible';
    if (config.kind === 'deposit_match') {
      const d = config.deposit;
      if (d.which === 'first' && deposits > 0) return 'bonus.not.eligible';
      if (d.which === 'nth' && deposits > (d.nth ?? 2) - 1) return 'bonus.not.eligible';
      if (d.which === 'reload' && deposits < 1) return 'bonus.not.eligible';
    }
    if (e.segmentId !== null && !(await deps.segments.includes(m.code, e.segmentId, who.purse.memberId, on))) return 'bonus.not.eligible';
    return null;
  }

  function refuse(reason: string): never {
    if (reason === 'bonus.not.eligible') throw new AppError('bonus.not.eligible', { value: { reason } });
    throw new AppError(reason as 'bonus.not.eligible');
  }

  /** The grant a campaign makes for an amount (and the deposit that earned it). */
  function specOf(row: BonusCampaignRow, m: ResolvedMerchant, money: { amount: number; depositCents: number; sourceRef: string; claimKey: string | null }): GrantSpec {
    const config = configOf(row);
    const w = config.wagering;
    const free = config.kind === 'free_spins' || config.kind === 'free_bet' ? config.freeRounds : null;
    return {
      campaignId: row.id,
      kind: config.kind,
      ruleCode: `campaign:${row.id}`,
      sourceRef: money.sourceRef,
      amount: money.amount,
      depositCents: money.depositCents,
      wageringRequired: free ? 0 : wageringRequirementCents(w.multiplier, w.base, money.amount, money.depositCents),
      wageringMultiplier: w.multiplier,
      contributions: w.contributions as Record<string, number>,
      maxStakeCents: w.maxStake === null ? null : cents(w.maxStake),
      expiresAt: now() + w.expiryDays * DAY,
      freeRounds: free ? { count: free.count, stakeCents: cents(free.stake), games: free.games } : null,
      claimKey: money.claimKey,
      toCash: !free && w.multiplier === 0,
    };
    void m;
  }

  /** Grants inside `book`'s transaction, the budget taken in the same one; a refusal rolls it all back. */
  async function grantIn(book: LedgerBook, row: BonusCampaignRow, m: ResolvedMerchant, purse: Purse, spec: GrantSpec, budgetCents: number): Promise<BonusGrantRow> {
    const made = await engine.grant(book, purse, spec, budgetCents > 0 ? () => repo.spend(book.tx, row.id, budgetCents) : undefined);
    if (made === 'claimed') throw new AppError('bonus.already.claimed');
    if (made === 'budget') throw new AppError('bonus.budget.exhausted');
    return made;
  }

  async function titlesOf(rows: BonusCampaignRow[], language: string): Promise<Map<number, string>> {
    return pages.promotionPageTitles(rows.map((r) => r.announcement_id), language);
  }

  async function gameNames(merchantCode: string, games: Array<{ vendor: string; code: string }>) {
    return Promise.all(games.map(async (g) => ({ ...g, name: (await deps.game(merchantCode, g.vendor, g.code))?.name ?? g.code })));
  }

  async function offerOf(row: BonusCampaignRow, m: ResolvedMerchant, who: Who | null, title: string, pending: boolean, demo = false): Promise<BonusOffer> {
    const config = configOf(row);
    const w = config.wagering;
    let action: BonusOffer['action'] = 'none';
    let reason: string | null = null;
    if (!who) reason = demo ? 'permission.trial' : 'login.required';
    else {
      reason = pending ? null : await whyNot(row, m, who, repo.db);
      if (reason === null) {
        if (config.kind === 'apply') action = 'apply';
        // a cashback entered by code is paid when its period closes: nothing more to do
        else if (config.kind === 'cashback') action = config.eligibility.requiresCode && !pending ? 'code' : 'none';
        else if (config.eligibility.requiresCode) action = pending ? 'deposit' : 'code';
        else if (config.kind === 'deposit_match') action = 'deposit';
        else action = 'claim';
      }
    }
    const free = config.kind === 'free_spins' || config.kind === 'free_bet' ? config.freeRounds : null;
    return {
      campaignId: row.id,
      kind: config.kind,
      title,
      announcementId: row.announcement_id,
      startAt: Number(row.start_at),
      endAt: row.end_at === null ? null : Number(row.end_at),
      deposit:
        config.kind === 'deposit_match'
          ? { which: config.deposit.which, nth: config.deposit.nth, percent: config.deposit.percent, cap: amount(cents(config.deposit.cap)), minDeposit: amount(cents(config.deposit.minDeposit)) }
          : null,
      amount: config.kind === 'code' ? amount(cents(config.amount)) : config.kind === 'apply' ? amount(cents(config.maxAmount)) : null,
      cashback:
        config.kind === 'cashback'
          ? { percent: config.cashback.percent, period: config.cashback.period, minLoss: amount(cents(config.cashback.minLoss)), cap: amount(cents(config.cashback.cap)) }
          : null,
      freeRounds: free ? { games: await gameNames(m.code, free.games), count: free.count, stake: amount(cents(free.stake)) } : null,
      wagering: {
        multiplier: w.multiplier,
        base: w.base,
        contributions: w.contributions as Record<string, number>,
        maxStake: w.maxStake === null ? null : amount(cents(w.maxStake)),
        expiryDays: w.expiryDays,
      },
      requiresCode: config.eligibility.requiresCode,
      perPlayer: config.eligibility.perPlayer,
      action,
      reason,
      pending,
    };
  }

  async function playerBonus(g: BonusGrantRow, titles: Map<number, string>, campaigns: Map<number, BonusCampaignRow>, merchantCode: string): Promise<PlayerBonus> {
    const required = Number(g.wagering_required_cents);
    const wagered = Math.min(Number(g.wagered_cents), required);
    const c = g.campaign_id === null ? undefined : campaigns.get(g.campaign_id);
    const games = g.free_round_games === null ? [] : (JSON.parse(g.free_round_games) as Array<{ vendor: string; code: string }>);
    return {
      id: g.id,
      campaignId: g.campaign_id,
      title: (c && titles.get(c.announcement_id)) ?? g.rule_code,
      kind: g.kind,
      status: g.status as PlayerBonus['status'],
      amount: amount(Number(g.amount_cents)),
      wageringRequired: amount(required),
      wagered: amount(wagered),
      remaining: amount(required - wagered),
      progress: required === 0 ? (g.status === 'active' ? 0 : 100) : Math.floor((wagered * 100) / required),
      contributions: g.contributions === null ? null : (JSON.parse(g.contributions) as Record<string, number>),
      maxStake: g.max_stake_cents === null ? null : amount(Number(g.max_stake_cents)),
      freeRounds: Number(g.free_round_stake_cents) > 0 ? { left: Number(g.free_rounds_left), stake: amount(Number(g.free_round_stake_cents)), games: await gameNames(merchantCode, games) } : null,
      expiresAt: g.expires_at === null ? null : Number(g.expires_at),
      createdAt: Number(g.created_at),
      closedAt: g.closed_at === null ? null : Number(g.closed_at),
    };
  }

  async function bonusesOf(purse: Purse, language: string, grants: BonusGrantRow[]): Promise<PlayerBonus[]> {
    const ids = [...new Set(grants.map((g) => g.campaign_id).filter((x): x is number => x !== null))];
    const rows = (await Promise.all(ids.map((id) => repo.byId(id)))).filter((r): r is BonusCampaignRow => r !== undefined);
    const titles = await titlesOf(rows, language);
    const campaigns = new Map(rows.map((r) => [r.id, r]));
    return Promise.all(grants.map((g) => playerBonus(g, titles, campaigns, purse.merchantCode)));
  }

  /** Grants a campaign that gives at once (money on a code, free rounds) to the member, in one transaction. */
  async function grantNow(row: BonusCampaignRow, m: ResolvedMerchant, who: Who, sourceRef: string, codeId: number | null): Promise<BonusGrantRow> {
    const config = configOf(row);
    return ledger.run(async (book) => {
      const fresh = (await repo.byId(row.id, book.tx))!;
      const reason = await whyNot(fresh, m, who, book.tx);
      if (reason) refuse(reason);
      if (codeId !== null) {
        const use = await repo.useCode(book.tx, codeId, who.purse.memberId, now());
        if (use === 'used') throw new AppError('bonus.code.used');
        if (use === 'exhausted') throw new AppError('bonus.code.invalid');
      }
      const free = config.kind === 'free_spins' || config.kind === 'free_bet' ? config.freeRounds : null;
      const amountCents = config.kind === 'code' ? cents(config.amount) : 0;
      const budget = free ? free.count * cents(free.stake) : amountCents;
      const spec = specOf(fresh, m, { amount: amountCents, depositCents: 0, sourceRef, claimKey: claimKeyOf(fresh, m) });
      return grantIn(book, fresh, m, who.purse, spec, budget);
    });
  }

  /** A deposit match waits for a deposit: one pending claim per member and campaign. */
  async function claimForDeposit(row: BonusCampaignRow, m: ResolvedMerchant, who: Who, orderNo: string | null, codeId: number | null) {
    return inTransaction(repo.db, async (tx) => {
      const reason = await whyNot(row, m, who, tx);
      if (reason) refuse(reason);
      if (codeId !== null) {
        const use = await repo.useCode(tx, codeId, who.purse.memberId, now());
        if (use === 'used') throw new AppError('bonus.code.used');
        if (use === 'exhausted') throw new AppError('bonus.code.invalid');
      }
      const made = await repo.insertClaim(tx, {
        merchant_code: m.code,
        member_id: who.purse.memberId,
        campaign_id: row.id,
        order_no: orderNo,
        language: who.language,
        created_at: now(),
      });
      if (!made) {
        if (orderNo === null) throw new AppError('bonus.already.claimed');
        const pending = (await repo.pendingClaims(who.purse.memberId, tx)).find((c) => c.campaign_id === row.id);
        if (pending) await repo.attachClaim(tx, pending.id, orderNo);
      }
    });
  }

  async function codeCampaign(m: ResolvedMerchant, code: string) {
    const found = await repo.codeByText(m.code, normalizePromoCode(code));
    if (!found || (found.expires_at !== null && Number(found.expires_at) <= now())) throw new AppError('bonus.code.invalid');
    const row = await repo.byId(found.campaign_id);
    if (!row || statusOf(row, now()) !== 'live') throw new AppError('bonus.code.invalid');
    return { code: found, row };
  }

  // ---- cashback ----

  function periodsDue(row: BonusCampaignRow, m: ResolvedMerchant): Array<{ from: string; to: string }> {
    const config = configOf(row);
    if (config.kind !== 'cashback') return [];
    const length = config.cashback.period === 'week' ? 7 : 1;
    const today = localDate(now(), m.timeZone);
    const startDay = localDate(Number(row.start_at), m.timeZone);
    const endDay = row.end_at === null ? null : localDate(Number(row.end_at) - 1, m.timeZone);
    const out: Array<{ from: string; to: string }> = [];
    let from = row.paid_through === null ? startDay : addDays(row.paid_through, 1);
    for (let i = 0; i < 60; i++) {
      const to = addDays(from, length - 1);
      if (to >= today) break;
      if (endDay !== null && from > endDay) break;
      out.push({ from, to });
      from = addDays(to, 1);
    }
    return out;
  }

  async function payCashbackPeriod(row: BonusCampaignRow, m: ResolvedMerchant, period: { from: string; to: string }): Promise<number> {
    const config = configOf(row);
    if (config.kind !== 'cashback') return 0;
    const byMember = await deps.activity.members({ merchantCode: m.code }, period);
    const rule = { percentBp: bp(config.cashback.percent), capCents: cents(config.cashback.cap), minLossCents: cents(config.cashback.minLoss) };
    let paid = 0;
    const losers = [...byMember.entries()].map(([memberId, s]) => ({ memberId, loss: s.ggr })).filter((x) => cashbackCents(rule, x.loss) > 0);
    for (let i = 0; i < losers.length; i += CASHBACK_BATCH) {
      for (const { memberId, loss } of losers.slice(i, i + CASHBACK_BATCH)) {
        const purse = await deps.purseById(memberId);
        if (!purse || purse.demo) continue;
        const cb = cashbackCents(rule, loss);
        const sourceRef = `${row.id}:${period.from}:${memberId}`;
        let credited = false;
        try {
          credited = await ledger.run(async (book) => {
            if (await engine.repository.grantBySource(book.tx, `campaign:${row.id}`, sourceRef)) return false;
            const e = config.eligibility;
            if (e.requiresCode && !(await book.tx.selectFrom('bonus_claims').select('id').where('member_id', '=', memberId).where('campaign_id', '=', row.id).executeTakeFirst())) return false;
            if (e.segmentId !== null && !(await deps.segments.includes(m.code, e.segmentId, memberId, book.tx))) return false;
            const spec = specOf(row, m, { amount: cb, depositCents: 0, sourceRef, claimKey: period.from });
            const made = await engine.grant(book, purse, spec, () => repo.spend(book.tx, row.id, cb));
            return made !== 'budget' && made !== 'claimed';
          });
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
        }
        if (credited) {
          paid += cb;
          await deps.notify(memberId, m.code, 'Your cashback has arrived', `${money(cb)} ${m.currency.code} cashback on your net losses of ${period.from}${period.to !== period.from ? ` to ${period.to}` : ''} has been credited.`);
        }
      }
    }
    await repo.update(repo.db, row.id, { paid_through: period.to, updated_at: now() });
    return paid;
  }

  return {
    // ---- operators ----

    async list(merchantCode: string) {
      const m = await merchantOf(merchantCode);
      const rows = await repo.ofMerchant(m.code);
      const [figures, codes] = await Promise.all([repo.figures(rows.map((r) => r.id)), repo.codeCounts(rows.map((r) => r.id))]);
      const list = await Promise.all(rows.map((r) => view(r, m, figures.get(r.id), codes.get(r.id) ?? { count: 0, redeemed: 0 })));
      return { list, timeZone: m.timeZone, currency: m.currency.code };
    },

    async get(merchantCode: string, id: number): Promise<BonusCampaign> {
      const m = await merchantOf(merchantCode);
      return view(await campaignOf(m.code, id), m);
    },

    async create(merchantCode: string, input: BonusCampaignInput): Promise<BonusCampaign> {
      const m = await merchantOf(merchantCode);
      const texts = await validate(m, input);
      const at = now();
      const row = await inTransaction(repo.db, async (tx) => {
        const pageId = await pages.savePromotionPage(tx, m.code, null, { category: input.page.category, texts, startAt: input.startAt, endAt: input.endAt, published: false }, at);
        return repo.insert(tx, {
          merchant_code: m.code,
          name: input.name,
          kind: input.kind,
          state: 'draft',
          start_at: input.startAt,
          end_at: input.endAt,
          announcement_id: pageId,
          config: JSON.stringify(configFrom(input)),
          budget_cents: budgetOf(input),
          created_at: at,
          updated_at: at,
        });
      });
      return view(row, m);
    },

    async update(merchantCode: string, id: number, input: BonusCampaignInput): Promise<{ before: BonusCampaign; after: BonusCampaign }> {
      const m = await merchantOf(merchantCode);
      const row = await campaignOf(m.code, id);
      const before = await view(row, m);
      if (row.state === 'ended') throw new AppError('bonus.campaign.state', { message: 'An ended campaign cannot change.' });
      if (input.kind !== row.kind) throw new AppError('request.invalid', { message: `The kind of a campaign stays ${row.kind}.` });
      const texts = await validate(m, input);
      const budget = budgetOf(input);
      if (budget !== null && budget < Number(row.spent_cents)) {
        throw new AppError('request.invalid', { message: `The budget cannot go below what was given (${money(Number(row.spent_cents))}).` });
      }
      const at = now();
      await inTransaction(repo.db, async (tx) => {
        const shown = row.state === 'published' || row.state === 'paused';
        await pages.savePromotionPage(tx, m.code, row.announcement_id, { category: input.page.category, texts, startAt: input.startAt, endAt: input.endAt, published: shown }, at);
        await repo.update(tx, id, {
          name: input.name,
          start_at: input.startAt,
          end_at: input.endAt,
          config: JSON.stringify(configFrom(input)),
          budget_cents: budget,
          updated_at: at,
        });
      });
      return { before, after: await view((await repo.byId(id))!, m) };
    },

    async setStatus(merchantCode: string, id: number, action: BonusCampaignAction): Promise<{ before: BonusCampaign; after: BonusCampaign }> {
      const m = await merchantOf(merchantCode);
      const row = await campaignOf(m.code, id);
      const before = await view(row, m);
      const next: Record<BonusCampaignAction, [string[], string]> = {
        publish: [['draft'], 'published'],
        pause: [['published'], 'paused'],
        resume: [['paused'], 'published'],
        end: [['draft', 'published', 'paused'], 'ended'],
      };
      const [from, to] = next[action];
      if (!from.includes(row.state) || (action !== 'end' && statusOf(row, now()) === 'ended')) {
        throw new AppError('bonus.campaign.state', { message: `A ${statusOf(row, now())} campaign cannot ${action}.` });
      }
      const at = now();
      await inTransaction(repo.db, async (tx) => {
        await repo.update(tx, id, { state: to, updated_at: at, ...(action === 'end' && row.end_at === null ? { end_at: at } : {}) });
        await pages.publishPromotionPage(tx, row.announcement_id, to === 'published' || to === 'paused', at);
        // pending deposit matches of an ended campaign wait for nothing any more
        if (to === 'ended') await tx.updateTable('bonus_claims').set({ status: 'cancelled', closed_at: at }).where('campaign_id', '=', id).where('status', '=', 'pending').execute();
      });
      return { before, after: await view((await repo.byId(id))!, m) };
    },

    async codes(merchantCode: string, id: number) {
      const m = await merchantOf(merchantCode);
      await campaignOf(m.code, id);
      return { list: (await repo.codesOf(id)).map(codeView) };
    },

    async addCodes(merchantCode: string, id: number, body: { code?: string; count?: number; maxUses: number | null; expiresAt: number | null }) {
      const m = await merchantOf(merchantCode);
      const row = await campaignOf(m.code, id);
      if (row.state === 'ended') throw new AppError('bonus.campaign.state', { message: 'An ended campaign takes no codes.' });
      if (configOf(row).kind === 'apply') throw new AppError('request.invalid', { message: 'Apply-and-review campaigns are applied for, not redeemed by code.' });
      const at = now();
      let codes: string[];
      if (body.code !== undefined) {
        codes = [normalizePromoCode(body.code)];
        if (await repo.codeExists(m.code, codes)) throw new AppError('bonus.code.taken');
      } else {
        const made = new Set<string>();
        const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
        while (made.size < body.count!) made.add(Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join(''));
        codes = [...made];
      }
      const ok = await inTransaction(repo.db, (tx) =>
        repo.insertCodes(tx, codes.map((code) => ({ merchant_code: m.code, campaign_id: id, code, max_uses: body.maxUses, expires_at: body.expiresAt, created_at: at }))),
      );
      if (!ok) throw new AppError('bonus.code.taken');
      const all = await repo.codesOf(id);
      return { list: all.filter((c) => codes.includes(c.code)).map(codeView) };
    },

    async grants(query: { merchant: string; campaignId?: number; account?: string; status?: string; beforeId?: number; limit: number }) {
      const m = await merchantOf(query.merchant);
      let memberId: number | undefined;
      if (query.account !== undefined) {
        const member = await deps.members.byUsername(m.code, query.account.toLowerCase());
        if (!member) return { list: [], next: null, timeZone: m.timeZone };
        memberId = member.id;
      }
      const rows = await repo.grants(m.code, { campaignId: query.campaignId, memberId, status: query.status, beforeId: query.beforeId, limit: query.limit });
      const usernames = await deps.members.usernames(rows.map((r) => r.member_id));
      const names = new Map((await repo.db.selectFrom('bonus_campaigns').select(['id', 'name']).where('merchant_code', '=', m.code).execute()).map((r) => [r.id, r.name]));
      return {
        list: rows.map((g) => opsGrantView(g, usernames.get(g.member_id) ?? '', names)),
        next: rows.length === query.limit ? rows[rows.length - 1]!.id : null,
        timeZone: m.timeZone,
      };
    },

    async forfeit(merchantCode: string, grantId: number, reason: string) {
      const m = await merchantOf(merchantCode);
      const g = await engine.repository.grantById(grantId);
      if (!g || g.merchant_code !== m.code) throw new AppError('bonus.grant.not.found');
      const purse = await deps.purseById(g.member_id);
      if (!purse) throw new AppError('bonus.grant.not.found');
      const after = await ledger.run((book) => engine.forfeitGrant(book, purse, g.id, reason));
      await deps.notify(g.member_id, m.code, 'A bonus was cancelled', `Your bonus was cancelled by the operator: ${reason}`);
      const usernames = await deps.members.usernames([g.member_id]);
      const names = new Map((await repo.db.selectFrom('bonus_campaigns').select(['id', 'name']).where('merchant_code', '=', m.code).execute()).map((r) => [r.id, r.name]));
      return { before: opsGrantView(g, usernames.get(g.member_id) ?? '', names), after: opsGrantView(after, usernames.get(g.member_id) ?? '', names) };
    },

    async report(merchantCode: string, from: string, to: string) {
      const m = await merchantOf(merchantCode);
      if (to < from) throw new AppError('request.invalid', { message: 'to must not be before from.' });
      const start = startOfLocalDate(from, m.timeZone);
      const end = startOfLocalDate(addDays(to, 1), m.timeZone);
      const rows = await repo.ofMerchant(m.code);
      const ids = rows.map((r) => r.id);
      const [figures, players] = await Promise.all([repo.figures(ids, { from: start, to: end }), repo.playersOf(ids, { from: start, to: end })]);
      const all = [...new Set([...players.values()].flat())];
      const play = await deps.activity.members(all, { from, to });
      const out = rows
        .map((r) => {
          const f = figures.get(r.id)!;
          const ggr = (players.get(r.id) ?? []).reduce((s, id) => {
            const p = play.get(id);
            return s + (p ? p.ggr : 0);
          }, 0);
          const cost = f.granted + f.freeRoundStakes - f.returned;
          return { campaignId: r.id, name: r.name, kind: r.kind, f, ggr, cost };
        })
        .filter((r) => r.f.grants > 0 || statusOf(rows.find((x) => x.id === r.campaignId)!, now()) === 'live');
      const line = (r: { campaignId: number | null; name: string; kind: string; f: CampaignFigures; ggr: number; cost: number }) => ({
        campaignId: r.campaignId,
        name: r.name,
        kind: r.kind,
        grants: r.f.grants,
        players: r.f.players,
        granted: money(r.f.granted),
        freeRoundStakes: money(r.f.freeRoundStakes),
        released: money(r.f.released),
        returned: money(r.f.returned),
        cost: money(r.cost),
        ggr: money(r.ggr),
        ngr: money(r.ggr - r.cost),
      });
      const sum = (k: keyof CampaignFigures) => out.reduce((s, r) => s + r.f[k], 0);
      const total = {
        campaignId: null,
        name: 'Total',
        kind: 'all',
        f: { grants: sum('grants'), players: sum('players'), granted: sum('granted'), freeRoundStakes: sum('freeRoundStakes'), released: sum('released'), returned: sum('returned') },
        ggr: out.reduce((s, r) => s + r.ggr, 0),
        cost: out.reduce((s, r) => s + r.cost, 0),
      };
      return { merchant: m.code, from, to, timeZone: m.timeZone, currency: m.currency.code, rows: out.map(line), total: line(total) };
    },

    // ---- players ----

    async bonuses(purse: Purse, language: Language) {
      const { active, closed } = await engine.repository.memberGrants(purse.memberId);
      const balance = await ledger.balances(purse);
      return {
        active: await bonusesOf(purse, language, active),
        history: await bonusesOf(purse, language, closed),
        bonusBalance: amount(balance.bonus),
        currency: purse.currency,
      };
    },

    /** The live campaigns of the member's brand with what the member can do (deposit: only the deposit matches). */
    async offers(purse: Purse, language: Language, forWhat: 'deposit' | 'all'): Promise<{ list: BonusOffer[] }> {
      const m = await merchantOf(purse.merchantCode);
      const rows = await repo.live(m.code, now(), forWhat === 'deposit' ? ['deposit_match'] : undefined);
      const pending = new Set((await repo.pendingClaims(purse.memberId)).map((c) => c.campaign_id));
      const titles = await titlesOf(rows, language);
      const list = await Promise.all(rows.map((r) => offerOf(r, m, { purse, language }, titles.get(r.announcement_id) ?? r.name, pending.has(r.id))));
      return { list: forWhat === 'deposit' ? list.filter((o) => o.action === 'deposit' || o.pending) : list };
    },

    /** The offer behind each promotion page (null: the page is an announcement only). */
    async offersForPages(merchantCode: string, language: Language, purse: Purse | null, announcementIds: number[]): Promise<Map<number, BonusOffer>> {
      const rows = (await repo.byAnnouncements(announcementIds)).filter((r) => r.merchant_code === merchantCode && r.state !== 'draft');
      if (!rows.length) return new Map();
      const m = await merchantOf(merchantCode);
      const pending = purse ? new Set((await repo.pendingClaims(purse.memberId)).map((c) => c.campaign_id)) : new Set<number>();
      const titles = await titlesOf(rows, language);
      const who = purse && !purse.demo ? { purse, language } : null;
      const offers = await Promise.all(rows.map((r) => offerOf(r, m, who, titles.get(r.announcement_id) ?? r.name, pending.has(r.id), purse?.demo === true)));
      return new Map(offers.map((o) => [o.announcementId, o]));
    },

    async claim(purse: Purse, language: Language, campaignId: number) {
      const m = await merchantOf(purse.merchantCode);
      const row = await repo.byId(campaignId);
      if (!row || row.merchant_code !== m.code || row.state === 'draft') throw new AppError('bonus.campaign.not.found');
      const config = configOf(row);
      if (config.eligibility.requiresCode) throw new AppError('bonus.code.required');
      if (config.kind === 'apply' || config.kind === 'cashback') throw new AppError('bonus.not.eligible', { value: { reason: 'not_claimable' } });
      const who = { purse, language };
      const titles = await titlesOf([row], language);
      if (config.kind === 'deposit_match') {
        await claimForDeposit(row, m, who, null, null);
        return { outcome: 'pending' as const, offer: await offerOf(row, m, who, titles.get(row.announcement_id) ?? row.name, true), bonus: null };
      }
      const g = await grantNow(row, m, who, `claim:${purse.memberId}:${claimKeyOf(row, m) ?? randomUUID()}`, null);
      const [bonus] = await bonusesOf(purse, language, [g]);
      return { outcome: 'granted' as const, offer: await offerOf(row, m, who, titles.get(row.announcement_id) ?? row.name, false), bonus: bonus! };
    },

    async cancelClaim(purse: Purse, campaignId: number): Promise<void> {
      const claim = (await repo.pendingClaims(purse.memberId)).find((c) => c.campaign_id === campaignId);
      if (!claim) throw new AppError('bonus.campaign.not.found');
      await repo.closeClaim(repo.db, claim.id, 'cancelled', now());
    },

    async redeem(purse: Purse, language: Language, code: string) {
      if (purse.demo) throw new AppError('permission.trial');
      const m = await merchantOf(purse.merchantCode);
      const { code: found, row } = await codeCampaign(m, code);
      if (await repo.codeUsedBy(found.id, purse.memberId)) throw new AppError('bonus.code.used');
      if (found.max_uses !== null && Number(found.uses) >= Number(found.max_uses)) throw new AppError('bonus.code.invalid');
      const config = configOf(row);
      const who = { purse, language };
      const titles = await titlesOf([row], language);
      const title = titles.get(row.announcement_id) ?? row.name;
      if (config.kind === 'apply') throw new AppError('bonus.code.invalid');
      if (config.kind === 'deposit_match' || config.kind === 'cashback') {
        await claimForDeposit(row, m, who, null, found.id);
        return { outcome: 'pending' as const, offer: await offerOf(row, m, who, title, true), bonus: null };
      }
      const g = await grantNow(row, m, who, `code:${found.id}:${purse.memberId}`, found.id);
      const [bonus] = await bonusesOf(purse, language, [g]);
      return { outcome: 'granted' as const, offer: await offerOf(row, m, who, title, false), bonus: bonus! };
    },

    /**
     * The bonus chosen on the deposit screen, checked before the order is made (a 4xx leaves nothing):
     * a deposit match the member may have, the deposit above its minimum. Answers what to attach.
     */
    async prepareDepositChoice(purse: Purse, language: Language, depositCents: number, choice: { campaignId?: number; code?: string }) {
      if (choice.campaignId === undefined && choice.code === undefined) return null;
      const m = await merchantOf(purse.merchantCode);
      let row: BonusCampaignRow | undefined;
      let codeId: number | null = null;
      if (choice.code !== undefined) {
        const found = await codeCampaign(m, choice.code);
        row = found.row;
        codeId = found.code.id;
        if (choice.campaignId !== undefined && choice.campaignId !== row.id) throw new AppError('bonus.code.invalid');
      } else {
        row = await repo.byId(choice.campaignId!);
        if (!row || row.merchant_code !== m.code) throw new AppError('bonus.campaign.not.found');
      }
      const config = configOf(row);
      if (config.kind !== 'deposit_match') throw new AppError('bonus.not.eligible', { value: { reason: 'not_a_deposit_bonus' } });
      const pending = (await repo.pendingClaims(purse.memberId)).some((c) => c.campaign_id === row.id);
      if (config.eligibility.requiresCode && codeId === null && !pending) throw new AppError('bonus.code.required');
      if (!pending) {
        const reason = await whyNot(row, m, { purse, language }, repo.db);
        if (reason) refuse(reason);
      }
      if (depositCents < cents(config.deposit.minDeposit)) throw new AppError('bonus.not.eligible', { value: { reason: 'min_deposit', minDeposit: amount(cents(config.deposit.minDeposit)) } });
      return { row, codeId: pending ? null : codeId, pending };
    },

    /** Ties the prepared choice to the order made for it (a repeated request ties it again, harmlessly). */
    async attachToDeposit(purse: Purse, language: Language, orderNo: string, prepared: { row: BonusCampaignRow; codeId: number | null; pending: boolean }) {
      const m = await merchantOf(purse.merchantCode);
      const claims = await repo.pendingClaims(purse.memberId);
      if (claims.some((c) => c.order_no === orderNo)) return;
      const pending = claims.find((c) => c.campaign_id === prepared.row.id);
      if (pending) {
        await repo.attachClaim(repo.db as Tx, pending.id, orderNo);
        return;
      }
      await claimForDeposit(prepared.row, m, { purse, language }, orderNo, prepared.codeId);
    },

    /**
     * A paid deposit, in its own transaction: the member's deposit match waiting for it (chosen for this
     * order, else one claimed for the next deposit) is granted when the deposit qualifies; otherwise the
     * first-deposit rule applies as before. Returns the bonus credited.
     */
    async grantForDeposit(book: LedgerBook, purse: Purse, orderNo: string, depositCents: number): Promise<number> {
      if (purse.demo) return 0;
      const claims = await repo.pendingClaims(purse.memberId, book.tx);
      const claim = claims.find((c) => c.order_no === orderNo) ?? claims.find((c) => c.order_no === null);
      if (claim) {
        const row = await repo.byId(claim.campaign_id, book.tx);
        const m = row && (await merchants.byCode(row.merchant_code));
        const config = row && configOf(row);
        if (!row || !m || !config || config.kind !== 'deposit_match' || statusOf(row, now()) === 'ended') {
          await repo.closeClaim(book.tx, claim.id, 'cancelled', now());
        } else {
          const deposits = (await deps.activity.totals({ memberId: purse.memberId }, {}, book.tx)).depositCount;
          const d = config.deposit;
          const whichFits = d.which === 'first' ? deposits === 0 : d.which === 'nth' ? deposits === (d.nth ?? 2) - 1 : deposits >= 1;
          const bonusCents = matchBonusCents({ percentBp: bp(d.percent), capCents: cents(d.cap), minDepositCents: cents(d.minDeposit) }, depositCents);
          if (whichFits && bonusCents > 0 && statusOf(row, now()) === 'live') {
            const spec = specOf(row, m, { amount: bonusCents, depositCents, sourceRef: orderNo, claimKey: claimKeyOf(row, m) });
            const made = await engine.grant(book, purse, spec, () => repo.spend(book.tx, row.id, bonusCents));
            if (made !== 'budget' && made !== 'claimed') {
              await repo.closeClaim(book.tx, claim.id, 'used', now());
              return bonusCents;
            }
            await repo.closeClaim(book.tx, claim.id, 'cancelled', now());
          } else if (claim.order_no === orderNo) {
            // not this deposit: the claim waits for the next one
            await repo.attachClaim(book.tx, claim.id, null);
          }
        }
      }
      return engine.grantFirstDeposit(book, purse, orderNo, depositCents);
    },

    /**
     * Approving an application to an apply-and-review campaign's page pays the operator's amount, once per
     * application, within the campaign's maximum and budget, in `book`'s transaction. Null: the page has no
     * such campaign (an approval pays nothing, as before).
     */
    async payApplication(book: LedgerBook, application: { id: number; memberId: number; announcementId: number }, amountText: string | undefined): Promise<number | null> {
      const [row] = await repo.byAnnouncements([application.announcementId], book.tx);
      if (!row || configOf(row).kind !== 'apply') return null;
      const config = configOf(row) as Extract<Config, { kind: 'apply' }>;
      if (amountText === undefined) throw new AppError('promotion.amount.required');
      const amountCents = cents(amountText);
      if (amountCents > cents(config.maxAmount)) throw new AppError('promotion.amount.too.high', { value: { max: config.maxAmount } });
      // read on the decision's transaction (another connection would wait for it)
      const member = await createMemberRepository(book.tx).byId(application.memberId);
      const m = await merchants.byCode(row.merchant_code);
      if (!member || !m) throw new AppError('promotion.application.not.found');
      const purse = purseFor(member, m);
      const earlier = await engine.repository.grantBySource(book.tx, `campaign:${row.id}`, `application:${application.id}`);
      if (earlier) return Number(earlier.amount_cents);
      const spec = specOf(row, m, { amount: amountCents, depositCents: 0, sourceRef: `application:${application.id}`, claimKey: null });
      await grantIn(book, row, m, purse, spec, amountCents);
      return amountCents;
    },

    /** Expired grants give their share back and free-round grants out of rounds settle (the job, every minute). */
    async sweep(): Promise<number> {
      let n = 0;
      for (const memberId of await engine.membersToSweep(500)) {
        const purse = await deps.purseById(memberId);
        if (!purse) continue;
        const expired = await ledger.run((book) => engine.sweepMember(book, purse));
        for (const g of expired) {
          n++;
          await deps.notify(memberId, purse.merchantCode, 'A bonus has expired', `A bonus of ${money(Number(g.amount_cents))} ${purse.currency} expired before its wagering was complete.`);
        }
      }
      return n;
    },

    /** Cashback for every closed period not yet paid (the job, every hour). */
    async payCashback(): Promise<number> {
      let paid = 0;
      for (const row of await repo.cashbackCampaigns(now())) {
        const m = await merchants.byCode(row.merchant_code);
        if (!m) continue;
        let current = row;
        for (const period of periodsDue(current, m)) {
          paid += await payCashbackPeriod(current, m, period);
          current = (await repo.byId(row.id))!;
        }
      }
      return paid;
    },

    configOf,
  };
}

function codeView(c: { code: string; max_uses: number | null; uses: number; expires_at: number | null; created_at: number }) {
  return { code: c.code, maxUses: c.max_uses, uses: Number(c.uses), expiresAt: c.expires_at === null ? null : Number(c.expires_at), createdAt: Number(c.created_at) };
}

function opsGrantView(g: BonusGrantRow, account: string, names: Map<number, string>) {
  return {
    id: g.id,
    account,
    campaignId: g.campaign_id,
    source: g.campaign_id === null ? g.rule_code : (names.get(g.campaign_id) ?? g.rule_code),
    kind: g.kind,
    status: g.status as 'active' | 'completed' | 'forfeited' | 'expired',
    amount: money(Number(g.amount_cents)),
    wageringRequired: money(Number(g.wagering_required_cents)),
    wagered: money(Math.min(Number(g.wagered_cents), Number(g.wagering_required_cents))),
    freeRoundsLeft: Number(g.free_rounds_left),
    expiresAt: g.expires_at === null ? null : Number(g.expires_at),
    createdAt: Number(g.created_at),
    closedAt: g.closed_at === null ? null : Number(g.closed_at),
  };
}

function addDays(date: string, days: number): string {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, mo - 1, d + days)).toISOString().slice(0, 10);
}

export type CampaignService = ReturnType<typeof createCampaignService>;
