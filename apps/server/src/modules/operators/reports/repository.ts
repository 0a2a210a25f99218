import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

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

/** What the reports read themselves: the names of vendors (play and money figures are activity's and the ledger's). */
export function createReportRepository(db: Kysely<Database>) {
  return {
    /** Display names of vendors by code. */
    async vendorNames(merchantCode: string): Promise<Map<string, string>> {
      const rows = await db.selectFrom('vendors').select(['vassalage', 'display_name']).where('merchant_code', '=', merchantCode).execute();
      return new Map(rows.map((r) => [r.vassalage, r.display_name]));
    },
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
