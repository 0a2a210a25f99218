import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Migration, MigrationResultSet } from 'kysely/migration';
import * as m20261122merchants from './migrations/2026-11-22-0001-merchants.ts';
import * as m20261122accounts from './migrations/2026-11-22-0002-accounts.ts';
import * as m20261122verification from './migrations/2026-11-22-0003-verification.ts';
import * as m20261122social from './migrations/2026-11-22-0004-social-identities.ts';
import * as m20261122games from './migrations/2026-11-22-0005-games.ts';
import * as m20261122content from './migrations/2026-11-22-0006-content.ts';
import * as m20261122feedback from './migrations/2026-11-22-0007-feedback.ts';
import * as m20261122inboxChat from './migrations/2026-11-22-0008-inbox-chat.ts';
import * as m20261123ledger from './migrations/2026-11-23-0009-ledger.ts';
import * as m20261123payments from './migrations/2026-11-23-0010-payments.ts';
import * as m20261123rounds from './migrations/2026-11-23-0011-rounds.ts';
import * as m20261124jackpot from './migrations/2026-11-24-0014-jackpot.ts';
import * as m20261124originals from './migrations/2026-11-24-0015-originals.ts';
import * as m20261124crash from './migrations/2026-11-24-0016-crash.ts';
import * as m20261124gameListIndexes from './migrations/2026-11-24-0017-game-list-indexes.ts';
import * as m20261124gameNameWalk from './migrations/2026-11-24-0018-game-name-walk.ts';
import * as m20261124memberSettings from './migrations/2026-11-24-0019-member-settings.ts';
import * as m20261124referral from './migrations/2026-11-24-0020-referral.ts';
import * as m20261124rewards from './migrations/2026-11-24-0021-rewards.ts';
import * as m20261124agents from './migrations/2026-11-24-0022-agents.ts';
import * as m20261124agentSettlements from './migrations/2026-11-24-0023-agent-settlements.ts';
import * as m20261124liveHosts from './migrations/2026-11-24-0024-live-hosts.ts';
import * as m20261124lotteryDraws from './migrations/2026-11-24-0025-lottery-draws.ts';
import * as m20261124lobbyNews from './migrations/2026-11-24-0026-lobby-news.ts';
import * as m20261124bannerTexts from './migrations/2026-11-24-0027-banner-texts.ts';
import * as m20261124operators from './migrations/2026-11-24-0028-operators.ts';
import * as m20261124consolePlayers from './migrations/2026-11-24-0029-console-players.ts';
import * as m20261124consoleContent from './migrations/2026-11-24-0030-console-content.ts';
import * as m20261128catalogueVersionRows from './migrations/2026-11-28-0031-catalogue-version-rows.ts';
import * as m20261128operatorAccountsAudit from './migrations/2026-11-28-0032-operator-accounts-audit.ts';
import * as m20261128inboxTexts from './migrations/2026-11-28-0033-inbox-texts.ts';
import * as m20261128brandAppearance from './migrations/2026-11-28-0034-brand-appearance.ts';
import * as m20261128activity from './migrations/2026-11-28-0035-activity.ts';
import * as m20261129crashBeacon from './migrations/2026-11-29-0036-crash-beacon.ts';
import * as m20261129roundsByVendor from './migrations/2026-11-29-0037-rounds-by-vendor.ts';
import * as m20261130jobs from './migrations/2026-11-30-0038-jobs.ts';
import * as m20261130ledgerShards from './migrations/2026-11-30-0039-ledger-shards.ts';
import * as m20261130protection from './migrations/2026-11-30-0040-protection.ts';
import * as m20261130aml from './migrations/2026-11-30-0041-aml.ts';
import * as m20261130kyc from './migrations/2026-11-30-0042-kyc.ts';
import * as m20261130risk from './migrations/2026-11-30-0043-risk.ts';
import * as m20261130bonusCampaigns from './migrations/2026-11-30-0044-bonus-campaigns.ts';
import * as m20261130tournaments from './migrations/2026-11-30-0045-tournaments.ts';
import * as m20261130segmentsMessages from './migrations/2026-11-30-0046-segments-messages.ts';
import * as m20261130sportsbook from './migrations/2026-11-30-0047-sportsbook.ts';
import * as m20261130roundDetails from './migrations/2026-11-30-0048-round-details.ts';
import * as m20261130demoLive from './migrations/2026-11-30-0049-demo-live.ts';
import * as m20261130transferWallet from './migrations/2026-11-30-0050-transfer-wallet.ts';
import * as m20261130demoPoker from './migrations/2026-11-30-0053-demo-poker.ts';
import * as m20261130demoLottery from './migrations/2026-11-30-0054-demo-lottery.ts';
import type { DatabaseHandle } from './database.ts';

/**
 * Static list rather than a folder scan: works the same under tsx, Vitest and a bundler. Names sort in
 * the order they must run; add new files at the end. test/structure-lists.test.ts fails when the list and
 * the folder differ (a file left out, a name that is not its file's, an entry out of order).
 */
export const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22-0001-merchants': m20261122merchants,
  '2026-11-22-0002-accounts': m20261122accounts,
  '2026-11-22-0003-verification': m20261122verification,
  '2026-11-22-0004-social-identities': m20261122social,
  '2026-11-22-0005-games': m20261122games,
  '2026-11-22-0006-content': m20261122content,
  '2026-11-22-0007-feedback': m20261122feedback,
  '2026-11-22-0008-inbox-chat': m20261122inboxChat,
  '2026-11-23-0009-ledger': m20261123ledger,
  '2026-11-23-0010-payments': m20261123payments,
  '2026-11-23-0011-rounds': m20261123rounds,
  '2026-11-24-0014-jackpot': m20261124jackpot,
  '2026-11-24-0015-originals': m20261124originals,
  '2026-11-24-0016-crash': m20261124crash,
  '2026-11-24-0017-game-list-indexes': m20261124gameListIndexes,
  '2026-11-24-0018-game-name-walk': m20261124gameNameWalk,
  '2026-11-24-0019-member-settings': m20261124memberSettings,
  '2026-11-24-0020-referral': m20261124referral,
  '2026-11-24-0021-rewards': m20261124rewards,
  '2026-11-24-0022-agents': m20261124agents,
  '2026-11-24-0023-agent-settlements': m20261124agentSettlements,
  '2026-11-24-0024-live-hosts': m20261124liveHosts,
  '2026-11-24-0025-lottery-draws': m20261124lotteryDraws,
  '2026-11-24-0026-lobby-news': m20261124lobbyNews,
  '2026-11-24-0027-banner-texts': m20261124bannerTexts,
  '2026-11-24-0028-operators': m20261124operators,
  '2026-11-24-0029-console-players': m20261124consolePlayers,
  '2026-11-24-0030-console-content': m20261124consoleContent,
  '2026-11-28-0031-catalogue-version-rows': m20261128catalogueVersionRows,
  '2026-11-28-0032-operator-accounts-audit': m20261128operatorAccountsAudit,
  '2026-11-28-0033-inbox-texts': m20261128inboxTexts,
  '2026-11-28-0034-brand-appearance': m20261128brandAppearance,
  '2026-11-28-0035-activity': m20261128activity,
  '2026-11-29-0036-crash-beacon': m20261129crashBeacon,
  '2026-11-29-0037-rounds-by-vendor': m20261129roundsByVendor,
  '2026-11-30-0038-jobs': m20261130jobs,
  '2026-11-30-0039-ledger-shards': m20261130ledgerShards,
  '2026-11-30-0040-protection': m20261130protection,
  '2026-11-30-0041-aml': m20261130aml,
  '2026-11-30-0042-kyc': m20261130kyc,
  '2026-11-30-0043-risk': m20261130risk,
  '2026-11-30-0044-bonus-campaigns': m20261130bonusCampaigns,
  '2026-11-30-0045-tournaments': m20261130tournaments,
  '2026-11-30-0046-segments-messages': m20261130segmentsMessages,
  '2026-11-30-0047-sportsbook': m20261130sportsbook,
  '2026-11-30-0048-round-details': m20261130roundDetails,
  '2026-11-30-0049-demo-live': m20261130demoLive,
  '2026-11-30-0050-transfer-wallet': m20261130transferWallet,
  '2026-11-30-0053-demo-poker': m20261130demoPoker,
  '2026-11-30-0054-demo-lottery': m20261130demoLottery,
};

async function createMigrator(handle: DatabaseHandle): Promise<Migrator> {
  let migrationTableSchema: string | undefined;
  if (handle.dialect === 'postgres') {
    // Kysely looks for its bookkeeping tables in every schema unless told which one; with one schema
    // per test suite (or per tenant) it would see another schema's tables. Pin it to ours.
    const row = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
    migrationTableSchema = row.rows[0]?.schema;
  }
  return new Migrator({
    db: handle.db as Kysely<unknown>,
    provider: { getMigrations: async () => MIGRATIONS },
    migrationTableSchema,
  });
}

function unwrap(result: MigrationResultSet): string[] {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`migration ${failed ?? '(unknown)'} failed`, { cause: result.error });
  }
  return (result.results ?? []).map((r) => r.migrationName);
}

/** Runs every pending migration; returns the names applied. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = await createMigrator(handle);
  for (let attempt = 1; ; attempt++) {
    const result = await migrator.migrateToLatest();
    // Kysely's PostgreSQL introspection scans every schema of the database (has_schema_privilege per
    // schema): another schema dropped during that scan (a tenant removed, a test suite's schema) fails it
    // with 3F000 before anything of ours ran. Nothing was applied then, so it is safe to look again.
    if (attempt < 5 && isSchemaGone(result.error)) continue;
    return unwrap(result);
  }
}

/** Runs the migrations up to and including `name` (tests of a later migration on an older database). */
export async function migrateTo(handle: DatabaseHandle, name: string): Promise<string[]> {
  const migrator = await createMigrator(handle);
  return unwrap(await migrator.migrateTo(name));
}

function isSchemaGone(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '3F000';
}
