import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { ConsoleReportKind } from '@lobby/contract';
import type { Database } from '../../db/schema.ts';

export interface PlayFigures {
  key: string;
  name: string;
  rounds: number;
  players: number;
  /** cents */
  bets: number;
  /** cents */
  wins: number;
}

/**
 * Play money of a merchant in a time window, straight from the ledger and by the daily report's rules: bets
 * are stakes less rolled-back stakes, wins are wins and jackpot wins less rolled-back wins, real money only.
 * Grouped by what the report is about: the merchant (one row), the vendor account the money moved with
 * (jackpot wins move with a pool, so they are a row of their own), the game round's game, or the player's
 * direct agent. Every grouping covers the same transfers, so the rows of each sum to the merchant's. rounds:
 * the player's rounds with a stake (a vendor's round reference is only unique per player).
 */
export function createReportRepository(db: Kysely<Database>) {
  return {
    async play(kind: ConsoleReportKind, merchantCode: string, from: number, to: number): Promise<PlayFigures[]> {
      const group =
        kind === 'merchant'
          ? { key: sql`t.merchant_code`, name: sql`t.merchant_code`, joins: sql`` }
          : kind === 'vendor'
            ? { key: sql`o.code`, name: sql`max(o.kind)`, joins: sql`` }
            : kind === 'game'
              ? {
                  key: sql`coalesce(g.vendor || '/' || g.game_code, '')`,
                  name: sql`coalesce(max(g.game_name), '')`,
                  joins: sql`left join game_rounds g
                               on g.member_id = t.member_id and g.round_ref = t.reference
                              and o.code = 'vendor:' || t.merchant_code || ':' || t.currency || ':' || g.vendor`,
                }
              : {
                  key: sql`coalesce(u.username, '')`,
                  name: sql`coalesce(max(u.username), '')`,
                  joins: sql`left join members m on m.id = t.member_id
                             left join members u on u.id = m.upline_id`,
                };
      const rows = await sql<{ key: string; name: string; rounds: number | string; players: number | string; bets: number | string; wins: number | string }>`
        select ${group.key} as key, ${group.name} as name,
               count(distinct case when t.kind = 'bet' then t.member_id || ':' || t.reference end) as rounds,
               count(distinct case when t.kind = 'bet' then t.member_id end) as players,
               coalesce(sum(case when t.kind = 'bet' then t.amount
                                 when t.kind = 'rollback' and c.member_id is not null then -t.amount
                                 else 0 end), 0) as bets,
               coalesce(sum(case when t.kind in ('win', 'jackpot_win') then t.amount
                                 when t.kind = 'rollback' and d.member_id is not null then -t.amount
                                 else 0 end), 0) as wins
          from ledger_transfers t
          join ledger_accounts d on d.id = t.debit_account_id
          join ledger_accounts c on c.id = t.credit_account_id
          join ledger_accounts o on o.id = (case when d.member_id is null then d.id else c.id end)
          ${group.joins}
         where t.merchant_code = ${merchantCode} and d.demo = 0
           and t.kind in ('bet', 'win', 'jackpot_win', 'rollback')
           and t.state in ('posted', 'post_pending')
           and t.created_at >= ${from} and t.created_at < ${to}
         group by ${group.key}
         order by ${group.key}`.execute(db);
      return rows.rows.map((r) => ({
        key: String(r.key),
        name: String(r.name),
        rounds: Number(r.rounds),
        players: Number(r.players),
        bets: Number(r.bets),
        wins: Number(r.wins),
      }));
    },

    /** Display names of vendors by code. */
    async vendorNames(merchantCode: string): Promise<Map<string, string>> {
      const rows = await db.selectFrom('vendors').select(['vassalage', 'display_name']).where('merchant_code', '=', merchantCode).execute();
      return new Map(rows.map((r) => [r.vassalage, r.display_name]));
    },
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
