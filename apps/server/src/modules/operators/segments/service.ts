import { moneyTextToCents, SEGMENT_MAX_PER_MERCHANT, segmentRulesSchema } from '@lobby/contract';
import type { Segment, SegmentBody, SegmentMembers, SegmentRules } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { AudienceFilter, MemberIdQuery } from '../../../core/accounts/audience.ts';
import { audienceOf, audiencePage, countAudience, memberIdByAccount } from '../../../core/accounts/audience.ts';
import { teamIdsOf } from '../../../core/accounts/tree.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { localDate } from '../../../lib/time-zone.ts';
import { languageAudience } from '../../accounts/member-settings/index.ts';
import { activityAudience } from '../../money/activity/index.ts';
import { verifiedAtLeast } from '../../money/kyc/index.ts';
import { taggedWith } from '../risk/index.ts';
import type { SegmentRecord, SegmentsRepository } from './repository.ts';

const DAY_MS = 86_400_000;

/** The merchant facts a rule set needs: its calendar (activity days) and its default language. */
export interface SegmentMerchant {
  code: string;
  timeZone: string;
  defaultLanguage: string;
}

/** Who a message or a bonus rule goes to: one saved segment, or every active real-money player ('all'). */
export type Audience = { segmentId: number } | 'all';

/**
 * Segments: a brand's saved rule sets over its players, evaluated as one SQL statement over the owners'
 * tables (each owner writes its part as a subquery: activity's deposits and play, risk's tags, KYC's levels,
 * the member's language, the agent tree) on the caller's transaction when there is one. A segment holds no
 * list of members: who is in it is asked when it matters (a count, a page, a message's chunk, a bonus check).
 */
export function createSegmentsService(deps: {
  db: Kysely<Database>;
  repository: SegmentsRepository;
  merchant(code: string): Promise<SegmentMerchant | undefined>;
  now: () => number;
}) {
  const { db, repository, now } = deps;
  /** checks another module adds: is a segment still needed (a scheduled message, a bonus rule)? */
  const inUseChecks: Array<(merchantCode: string, segmentId: number) => Promise<boolean>> = [];

  async function merchantOf(code: string): Promise<SegmentMerchant> {
    const m = await deps.merchant(code);
    if (!m) throw new AppError('merchant.unknown');
    return m;
  }

  /** The rules as one filter of the accounts' audience query; `on` is where the subqueries run. */
  async function filterOf(merchant: SegmentMerchant, rules: SegmentRules, on: Kysely<Database>): Promise<AudienceFilter> {
    const at = now();
    const among: MemberIdQuery[] = [];
    const notAmong: MemberIdQuery[] = [];
    const filter: AudienceFilter = { among, notAmong };
    if (rules.vip) {
      filter.levelMin = rules.vip.min;
      filter.levelMax = rules.vip.max;
    }
    if (rules.lastDeposit) {
      const recent = activityAudience.depositedSince(on, merchant.code, at - rules.lastDeposit.days * DAY_MS);
      (rules.lastDeposit.kind === 'within' ? among : notAmong).push(recent);
    }
    if (rules.totalDeposits) {
      const min = rules.totalDeposits.min === undefined ? 0 : (moneyTextToCents(rules.totalDeposits.min) ?? 0);
      // a player without a deposit has 0.00 in all: a minimum of 0.00 leaves them in
      if (min > 0) among.push(activityAudience.depositTotal(on, merchant.code, min, true));
      if (rules.totalDeposits.max !== undefined) notAmong.push(activityAudience.depositTotal(on, merchant.code, moneyTextToCents(rules.totalDeposits.max) ?? 0, false));
    }
    if (rules.activity) {
      // the last N local days, today being the first of them
      const since = localDate(at - (rules.activity.days - 1) * DAY_MS, merchant.timeZone);
      const played = activityAudience.playedSince(on, merchant.code, since);
      (rules.activity.kind === 'playedWithin' ? among : notAmong).push(played);
    }
    if (rules.tags?.anyOf?.length) among.push(taggedWith(on, merchant.code, rules.tags.anyOf));
    if (rules.tags?.noneOf?.length) notAmong.push(taggedWith(on, merchant.code, rules.tags.noneOf));
    if (rules.languages) {
      const byLanguage = languageAudience(on, merchant.code, rules.languages, merchant.defaultLanguage);
      if (byLanguage.among) among.push(byLanguage.among);
      if (byLanguage.notAmong) notAmong.push(byLanguage.notAmong);
    }
    if (rules.kycMin !== undefined && rules.kycMin > 1) among.push(verifiedAtLeast(on, merchant.code, rules.kycMin));
    if (rules.agent !== undefined) {
      const agentId = await memberIdByAccount(on, merchant.code, rules.agent);
      if (agentId === undefined) throw new AppError('segment.agent.unknown');
      among.push(teamIdsOf(on, agentId));
    }
    if (rules.registeredWithinDays !== undefined) filter.registeredSince = at - rules.registeredWithinDays * DAY_MS;
    return filter;
  }

  /** Stored rules read back through the contract's schema (a rule set written by an older version still parses). */
  function rulesOf(record: SegmentRecord): SegmentRules {
    const parsed = segmentRulesSchema.safeParse(JSON.parse(record.rules));
    if (!parsed.success) throw new Error(`segment ${record.id}: stored rules do not parse`);
    return parsed.data;
  }

  async function recordOf(merchantCode: string, id: number, on?: Kysely<Database>): Promise<SegmentRecord> {
    const record = await repository.byId(merchantCode, id, on);
    if (!record) throw new AppError('segment.not.found');
    return record;
  }

  /** The filter of an audience: a segment's rules, or none for everyone. */
  async function audienceFilter(merchantCode: string, audience: Audience, on: Kysely<Database>): Promise<AudienceFilter> {
    const merchant = await merchantOf(merchantCode);
    if (audience === 'all') return {};
    return filterOf(merchant, rulesOf(await recordOf(merchantCode, audience.segmentId, on)), on);
  }

  async function view(record: SegmentRecord): Promise<Segment> {
    const merchant = await merchantOf(record.merchantCode);
    const rules = rulesOf(record);
    let count = 0;
    try {
      count = await countAudience(db, merchant.code, await filterOf(merchant, rules, db));
    } catch (err) {
      // an agent named by the rules has since gone: the segment holds nobody until it is edited
      if (!(err instanceof AppError && err.errorCode === 'segment.agent.unknown')) throw err;
    }
    return {
      id: record.id,
      merchantCode: record.merchantCode,
      name: record.name,
      description: record.description,
      rules,
      count,
      createdBy: record.createdBy,
      createdAt: record.createdAt,
      updatedBy: record.updatedBy,
      updatedAt: record.updatedAt,
    };
  }

  return {
    async list(merchantCode: string): Promise<Segment[]> {
      await merchantOf(merchantCode);
      const records = await repository.list(merchantCode);
      const out: Segment[] = [];
      for (const r of records) out.push(await view(r));
      return out;
    },

    async get(merchantCode: string, id: number): Promise<Segment> {
      return view(await recordOf(merchantCode, id));
    },

    /** How many players a rule set holds now (nothing saved). */
    async preview(merchantCode: string, rules: SegmentRules): Promise<number> {
      const merchant = await merchantOf(merchantCode);
      return countAudience(db, merchant.code, await filterOf(merchant, rules, db));
    },

    async create(merchantCode: string, body: SegmentBody, by: string): Promise<Segment> {
      const merchant = await merchantOf(merchantCode);
      await filterOf(merchant, body.rules, db); // an unknown agent is refused before anything is written
      if ((await repository.count(merchantCode)) >= SEGMENT_MAX_PER_MERCHANT) throw new AppError('segment.limit');
      const saved = await repository.insert({ merchantCode, name: body.name, description: body.description, rules: JSON.stringify(body.rules), by, at: now() });
      if (saved === 'taken') throw new AppError('segment.name.taken');
      return view(saved);
    },

    async update(merchantCode: string, id: number, body: SegmentBody, by: string): Promise<{ before: Segment; after: Segment }> {
      const merchant = await merchantOf(merchantCode);
      const before = await view(await recordOf(merchantCode, id));
      await filterOf(merchant, body.rules, db);
      const saved = await repository.update(merchantCode, id, { name: body.name, description: body.description, rules: JSON.stringify(body.rules), by, at: now() });
      if (saved === 'taken') throw new AppError('segment.name.taken');
      if (!saved) throw new AppError('segment.not.found');
      return { before, after: await view(saved) };
    },

    async remove(merchantCode: string, id: number): Promise<Segment> {
      const before = await view(await recordOf(merchantCode, id));
      for (const check of inUseChecks) if (await check(merchantCode, id)) throw new AppError('segment.in.use');
      if (!(await repository.remove(merchantCode, id))) throw new AppError('segment.not.found');
      return before;
    },

    /** Another module's question before a segment is deleted: true refuses it (409 segment.in.use). */
    addInUseCheck(check: (merchantCode: string, segmentId: number) => Promise<boolean>): void {
      inUseChecks.push(check);
    },

    async members(merchantCode: string, id: number, afterId: number | undefined, limit: number): Promise<SegmentMembers> {
      const merchant = await merchantOf(merchantCode);
      const filter = await filterOf(merchant, rulesOf(await recordOf(merchantCode, id)), db);
      const [page, total] = await Promise.all([audiencePage(db, merchantCode, { ...filter, afterId }, limit), countAudience(db, merchantCode, filter)]);
      return {
        list: page.map((m) => ({ id: m.id, account: m.username, registeredAt: m.createdAt })),
        total,
        nextAfterId: page.length === limit ? page[page.length - 1]!.id : null,
      };
    },

    /**
     * Whether the member is in the segment now (bonus eligibility asks this), on `on` when the caller is in a
     * transaction. A segment the merchant does not have (deleted, another brand's) holds nobody.
     */
    async includes(merchantCode: string, segmentId: number, memberId: number, on?: Kysely<Database>): Promise<boolean> {
      const q = on ?? db;
      const record = await repository.byId(merchantCode, segmentId, q);
      if (!record) return false;
      const merchant = await merchantOf(merchantCode);
      let filter: AudienceFilter;
      try {
        filter = await filterOf(merchant, rulesOf(record), q);
      } catch (err) {
        if (err instanceof AppError && err.errorCode === 'segment.agent.unknown') return false;
        throw err;
      }
      return (await countAudience(q, merchantCode, { ...filter, memberId })) > 0;
    },

    /** Every member id in the segment now, in id order (an unknown segment: 404 segment.not.found). */
    async memberIds(merchantCode: string, segmentId: number, on?: Kysely<Database>): Promise<number[]> {
      const q = on ?? db;
      const filter = await audienceFilter(merchantCode, { segmentId }, q);
      const rows = await audienceOf(q, merchantCode, filter).select('m.id').orderBy('m.id').execute();
      return rows.map((r) => Number(r.id));
    },

    /** The next `limit` member ids of an audience after `afterId`, in id order: a message's chunk. */
    async chunk(merchantCode: string, audience: Audience, afterId: number, limit: number, on?: Kysely<Database>): Promise<number[]> {
      const q = on ?? db;
      const filter = await audienceFilter(merchantCode, audience, q);
      const rows = await audienceOf(q, merchantCode, { ...filter, afterId }).select('m.id').orderBy('m.id').limit(limit).execute();
      return rows.map((r) => Number(r.id));
    },

    /** How many players an audience holds now. */
    async countOf(merchantCode: string, audience: Audience, on?: Kysely<Database>): Promise<number> {
      const q = on ?? db;
      return countAudience(q, merchantCode, await audienceFilter(merchantCode, audience, q));
    },

    /** The segment's name (a message keeps it), or undefined when the merchant has no such segment. */
    async nameOf(merchantCode: string, segmentId: number): Promise<string | undefined> {
      return (await repository.byId(merchantCode, segmentId))?.name;
    },
  };
}

export type SegmentsService = ReturnType<typeof createSegmentsService>;
