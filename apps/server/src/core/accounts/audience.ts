import { sql } from 'kysely';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A subquery of member ids another owner writes (activity's depositors, risk's tags …) for the audience to filter by. */
export type MemberIdQuery = SelectQueryBuilder<Database, any, { member_id: number }>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What narrows an audience on the accounts' own columns, and the other owners' subqueries it must (not) be in. */
export interface AudienceFilter {
  /** VIP level range (a member without a club label is level 0) */
  levelMin?: number;
  levelMax?: number;
  /** registered at or after */
  registeredSince?: number;
  among?: MemberIdQuery[];
  notAmong?: MemberIdQuery[];
  /** this one member only (is the member in it?) */
  memberId?: number;
  /** members with a greater id (a page or a chunk after this one) */
  afterId?: number;
}

/**
 * The merchant's active real-money (not trial) members a filter holds, as a query of the accounts' own:
 * one SQL statement however many rules there are, on either database. Callers count it, page it by id, or
 * ask for one member; it runs on `on` (a transaction) when given.
 */
export function audienceOf(on: Kysely<Database>, merchantCode: string, filter: AudienceFilter) {
  let q = on
    .selectFrom('members as m')
    .leftJoin('club_labels as l', 'l.id', 'm.club_label_id')
    .where('m.merchant_code', '=', merchantCode)
    .where('m.status', '=', 'active')
    .where('m.type', '!=', 4);
  const level = sql<number>`coalesce(${sql.ref('l.level')}, 0)`;
  if (filter.levelMin !== undefined) q = q.where(level, '>=', filter.levelMin);
  if (filter.levelMax !== undefined) q = q.where(level, '<=', filter.levelMax);
  if (filter.registeredSince !== undefined) q = q.where('m.created_at', '>=', filter.registeredSince);
  if (filter.memberId !== undefined) q = q.where('m.id', '=', filter.memberId);
  if (filter.afterId !== undefined) q = q.where('m.id', '>', filter.afterId);
  for (const sub of filter.among ?? []) q = q.where('m.id', 'in', sub);
  for (const sub of filter.notAmong ?? []) q = q.where('m.id', 'not in', sub);
  return q;
}

/** How many members the audience holds. */
export async function countAudience(on: Kysely<Database>, merchantCode: string, filter: AudienceFilter): Promise<number> {
  const row = await audienceOf(on, merchantCode, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of the audience in id order: id, account name and registration time. */
export async function audiencePage(
  on: Kysely<Database>,
  merchantCode: string,
  filter: AudienceFilter,
  limit: number,
): Promise<Array<{ id: number; username: string; createdAt: number }>> {
  const rows = await audienceOf(on, merchantCode, filter).select(['m.id', 'm.username', 'm.created_at']).orderBy('m.id').limit(limit).execute();
  return rows.map((r) => ({ id: Number(r.id), username: r.username, createdAt: Number(r.created_at) }));
}

/** The contact points of these members (for e-mail and SMS): a verified e-mail only, the phone in E.164. */
export async function contactsOf(on: Kysely<Database>, ids: readonly number[]): Promise<Map<number, { email: string | null; phone: string | null }>> {
  if (!ids.length) return new Map();
  const rows = await on.selectFrom('members').select(['id', 'email', 'email_verified_at', 'mobile_e164']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [Number(r.id), { email: r.email && r.email_verified_at !== null ? r.email : null, phone: r.mobile_e164 }]));
}

/** A member of the merchant by account name (lower-cased), for a rule that names one (an agent's team). */
export async function memberIdByAccount(on: Kysely<Database>, merchantCode: string, account: string): Promise<number | undefined> {
  const row = await on
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .where('username_key', '=', account.trim().toLowerCase())
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}
