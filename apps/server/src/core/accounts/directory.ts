import { sql } from 'kysely';
import type { AliasedSelectQueryBuilder, Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { ConsoleMemberListQuery } from '@lobby/contract';
import type { Database } from '../../db/schema.ts';

type Dialect = 'sqlite' | 'postgres';
type MembersEb = ExpressionBuilder<Database & { m: Database['members'] }, 'm'>;
type PrefixColumn = 'm.username_key' | 'm.email_key' | 'm.mobile_e164' | 'm.affiliate_code';

/** The code point after the last one of `prefix`: every string starting with `prefix` sorts below it (byte order). */
function upperBound(prefix: string): string | null {
  const points = [...prefix];
  const last = points.pop()!.codePointAt(0)!;
  if (last >= 0x10ffff || (last >= 0xd7ff && last < 0xe000)) return null;
  return points.join('') + String.fromCodePoint(last + 1);
}

/**
 * `column starts with prefix`, in a form the index can seek: a byte-order range on SQLite (BINARY
 * collation), `like 'abc%'` on PostgreSQL (text_pattern_ops indexes, migration 2026-11-24-0029).
 */
function startsWith(eb: MembersEb, dialect: Dialect, column: PrefixColumn, prefix: string): Expression<SqlBool> {
  if (dialect === 'postgres') {
    return eb(column, 'like', `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  const hi = upperBound(prefix);
  return hi === null ? eb(column, '>=', prefix) : eb.and([eb(column, '>=', prefix), eb(column, '<', hi)]);
}

/** The search term as each column stores it; null where it cannot match that column. */
export function searchTerms(q: string): { username: string; email: string; mobile: string | null; invitationCode: string | null } {
  const digits = q.replace(/[\s()-]/g, '');
  return {
    username: q.toLowerCase(),
    email: q.toLowerCase(),
    // mobile numbers are stored in E.164: "+63917…"; "63917…" and "+63 917 …" find it as well
    mobile: /^\+?\d{1,15}$/.test(digits) ? `+${digits.replace(/^\+/, '')}` : null,
    invitationCode: /^[A-Za-z0-9]{1,16}$/.test(q) ? q.toUpperCase() : null,
  };
}

/** Totals from this many members on are kept for TOTAL_TTL_MS. */
export const BIG_TOTAL = 10_000;
export const TOTAL_TTL_MS = 10_000;

export interface MemberListRow {
  id: number;
  username: string;
  nickname: string | null;
  mobile_e164: string | null;
  email: string | null;
  status: string;
  type: number;
  vip_level: number | null;
  created_at: number;
  last_login_at: number | null;
  agent: string | null;
  balance: number | null;
}

/**
 * Each member's cash balance, as a subquery the directory joins to sort and show the grid by balance; the
 * ledger builds it (its table), the directory only names its two columns.
 */
export type MemberBalances = AliasedSelectQueryBuilder<{ member_id: number | null; balance: number }, 'la'>;

/**
 * The operators' member directory: the players grid's search (prefix matches on username, e-mail, mobile
 * and invitation code, on indexes both dialects can seek), its pages and totals, new registrations, the
 * account's status. Part of the accounts service: every query of the members table is here or in the
 * accounts repository.
 */
export function createMemberDirectory(db: Kysely<Database>, dialect: Dialect) {
  function filtered(merchantCode: string, query: Pick<ConsoleMemberListQuery, 'q' | 'field' | 'status'>) {
    let q = db.selectFrom('members as m').where('m.merchant_code', '=', merchantCode);
    if (query.status === 'enabled') q = q.where('m.status', '=', 'active');
    if (query.status === 'disabled') q = q.where('m.status', '=', 'disabled');
    const text = query.q?.trim();
    if (text) {
      const terms = searchTerms(text);
      const field = query.field;
      q = q.where((eb) => {
        const any: Expression<SqlBool>[] = [];
        if (field === 'any' || field === 'username') any.push(startsWith(eb, dialect, 'm.username_key', terms.username));
        if (field === 'any' || field === 'email') any.push(startsWith(eb, dialect, 'm.email_key', terms.email));
        if ((field === 'any' || field === 'mobile') && terms.mobile) any.push(startsWith(eb, dialect, 'm.mobile_e164', terms.mobile));
        if ((field === 'any' || field === 'invitationCode') && terms.invitationCode) {
          any.push(startsWith(eb, dialect, 'm.affiliate_code', terms.invitationCode));
        }
        // a term no column can hold (letters as a mobile number) matches nobody
        return any.length ? eb.or(any) : sql<SqlBool>`1 = 0`;
      });
    }
    return q;
  }

  // Counting a million members walks a million index entries on every page turn. Big totals are kept a
  // few seconds per process (a grid's total may trail new registrations by that much); small ones, which
  // cost little, are always exact.
  const totals = new Map<string, { n: number; until: number }>();
  async function total(merchantCode: string, query: Pick<ConsoleMemberListQuery, 'q' | 'field' | 'status'>): Promise<number> {
    const key = JSON.stringify([merchantCode, query.status, query.field, query.q?.trim() ?? '']);
    const now = Date.now();
    const kept = totals.get(key);
    if (kept && kept.until > now) return kept.n;
    const row = await filtered(merchantCode, query).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const n = Number(row.n);
    if (n >= BIG_TOTAL) {
      if (totals.size >= 1000) totals.clear();
      totals.set(key, { n, until: now + TOTAL_TTL_MS });
    }
    return n;
  }

  return {
    /** A page of the players grid and the number of members matching; `balances` (the ledger's) for the balance column and sort. */
    async members(merchantCode: string, query: ConsoleMemberListQuery, balances: () => MemberBalances): Promise<{ rows: MemberListRow[]; total: number }> {
      const countRow = { n: await total(merchantCode, query) };
      const balance = sql<number>`coalesce(la.balance, 0)`;
      // The page's ids first, from the members table alone (an index walk for every sort but balance),
      // then the joins for those rows only: a deep offset skips index entries, not joined rows.
      const dir = query.order;
      let ids;
      if (query.sort === 'balance') {
        ids = filtered(merchantCode, query).leftJoin(balances(), 'la.member_id', 'm.id').select('m.id').orderBy(balance, dir).orderBy('m.id', dir);
      } else {
        const column = query.sort === 'username' ? 'm.username_key' : query.sort === 'lastLoginAt' ? 'm.last_login_at' : 'm.created_at';
        ids = filtered(merchantCode, query).select('m.id').orderBy(column, dir).orderBy('m.id', dir);
      }
      const page = (await ids.limit(query.limit).offset(query.offset).execute()).map((r) => r.id);
      if (!page.length) return { rows: [], total: Number(countRow.n) };
      const rows = await db
        .selectFrom('members as m')
        .leftJoin('club_labels as cl', 'cl.id', 'm.club_label_id')
        .leftJoin('members as up', 'up.id', 'm.upline_id')
        .leftJoin(balances(), 'la.member_id', 'm.id')
        .select([
          'm.id',
          'm.username',
          'm.nickname',
          'm.mobile_e164',
          'm.email',
          'm.status',
          'm.type',
          'cl.level as vip_level',
          'm.created_at',
          'm.last_login_at',
          'up.username as agent',
          balance.as('balance'),
        ])
        .where('m.id', 'in', page)
        .execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      return {
        rows: page
          .flatMap((id) => byId.get(id) ?? [])
          .map((r) => ({ ...r, balance: r.balance === null ? null : Number(r.balance), created_at: Number(r.created_at), last_login_at: r.last_login_at === null ? null : Number(r.last_login_at) })),
        total: Number(countRow.n),
      };
    },

    /** The member's uplines, the top first. */
    async agentChain(memberId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('member_tree as t')
        .innerJoin('members as a', 'a.id', 't.ancestor_id')
        .select(['a.username', 't.depth'])
        .where('t.member_id', '=', memberId)
        .where('t.depth', '>', 0)
        .orderBy('t.depth', 'desc')
        .execute();
      return rows.map((r) => r.username);
    },

    /** Members of the merchant who opened their account in [from, to). */
    async registrations(merchantCode: string, from: number, to: number): Promise<number> {
      const r = await db
        .selectFrom('members')
        .select(sql<number>`count(*)`.as('n'))
        .where('merchant_code', '=', merchantCode)
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    /** Sets the status; false when it already was that. */
    async setStatus(memberId: number, status: 'active' | 'disabled'): Promise<boolean> {
      const r = await db.updateTable('members').set({ status }).where('id', '=', memberId).where('status', '!=', status).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}

export type MemberDirectory = ReturnType<typeof createMemberDirectory>;
