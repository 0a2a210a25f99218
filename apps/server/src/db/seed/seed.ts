import type { Kysely } from 'kysely';
import type { Database, NewMerchantRow } from '../schema.ts';
import { seedCampaigns } from './campaigns.ts';
import { seedContent, seedPromotions } from './content.ts';
import { seedNoticesAndNews } from './lobby-news.ts';
import { seedCatalogue, seedWinners } from './games.ts';
import { seedInbox } from './inbox.ts';
import type { CatalogueOptions } from './games.ts';
import { MERCHANT_SEEDS } from './merchants.ts';
import { seedAgentTree } from './agents.ts';
import { seedAccounts } from './members.ts';
import { seedOriginalLimits } from './originals.ts';
import { seedJackpots } from './jackpots.ts';
import { seedPayments } from './payments.ts';
import { seedRewards } from './rewards.ts';
import { seedReferral } from './referral.ts';
import { seedLiveHosts } from './live-hosts.ts';
import { seedOperators } from './operators.ts';
import type { MerchantSeed } from './merchants.ts';

/** Columns the seed owns. Operator switches (maintenance, blocked regions) are only set on first insert. */
function seedColumns(s: MerchantSeed) {
  return {
    trial_merchant_code: s.trialMerchantCode,
    name: s.name,
    platform: 'mobile',
    default_language: s.defaultLanguage,
    languages: JSON.stringify(s.languages),
    prize_mode: s.prizeMode,
    image_cdns: JSON.stringify(s.imageCdns),
    currency_code: s.currency.code,
    currency_symbol: s.currency.symbol,
    whitelabel: JSON.stringify(s.whitelabel),
    mem_cen: s.memCen,
    dep_func: s.depFunc,
    resources: JSON.stringify(s.resources),
    social_links: JSON.stringify(s.socialLinks),
    customer_service: JSON.stringify(s.customerService),
    age_limit: s.ageLimit,
    time_zone: s.timeZone,
    short_name: s.appearance.shortName,
    theme_color: s.appearance.themeColor,
    background_color: s.appearance.backgroundColor,
    is_default: s.isDefault ? 1 : 0,
  };
}

export interface SeedReport {
  /** merchants */
  inserted: number;
  updated: number;
  /** demo members inserted (existing members are never touched) */
  members: number;
}

/*
 * Idempotent: inserts what is missing and rewrites a row only when its seed-owned columns differ, so a
 * second run changes nothing (not even updated_at). Safe when several processes start at once: the
 * insert is ON CONFLICT DO NOTHING.
 */
export interface SeedOptions {
  /** the demo accounts, operators and history as well (seedDemo) */
  demo?: boolean;
}

/**
 * The brands' starting configuration (merchants and domains, catalogue, payment channels, VIP levels, tasks,
 * jackpot pools, limits, announcements, promotions, help, hosts), which operators then edit in the console;
 * with `demo`, the demo accounts and history too.
 */
export async function seed(
  db: Kysely<Database>,
  now: number = Date.now(),
  catalogue: CatalogueOptions = {},
  options: SeedOptions = { demo: true },
): Promise<SeedReport> {
  const report: SeedReport = { inserted: 0, updated: 0, members: 0 };
  await db.transaction().execute(async (trx) => {
    for (const s of MERCHANT_SEEDS) {
      const columns = seedColumns(s);
      const row: NewMerchantRow = {
        code: s.code,
        ...columns,
        maintenance: 0,
        blocked_regions: '[]',
        created_at: now,
        updated_at: now,
      };
      const inserted = await trx
        .insertInto('merchants')
        .values(row)
        .onConflict((oc) => oc.column('code').doNothing())
        .returning('code')
        .executeTakeFirst();
      if (inserted) {
        report.inserted++;
      } else {
        const current = await trx
          .selectFrom('merchants')
          .selectAll()
          .where('code', '=', s.code)
          .executeTakeFirstOrThrow();
        const differs = (Object.keys(columns) as (keyof typeof columns)[]).some(
          (k) => current[k] !== columns[k],
        );
        if (differs) {
          await trx
            .updateTable('merchants')
            .set({ ...columns, updated_at: now })
            .where('code', '=', s.code)
            .execute();
          report.updated++;
        }
      }

      for (const d of s.domains) {
        const wanted = { merchant_code: s.code, is_primary: d.primary ? 1 : 0 };
        const added = await trx
          .insertInto('merchant_domains')
          .values({ domain: d.domain, ...wanted })
          .onConflict((oc) => oc.column('domain').doNothing())
          .returning('domain')
          .executeTakeFirst();
        if (!added) {
          await trx
            .updateTable('merchant_domains')
            .set(wanted)
            .where('domain', '=', d.domain)
            .where((eb) =>
              eb.or([
                eb('merchant_code', '!=', wanted.merchant_code),
                eb('is_primary', '!=', wanted.is_primary),
              ]),
            )
            .execute();
        }
      }
    }
  });
  await seedContent(db, now);
  await seedCatalogue(db, now, catalogue);
  await seedPayments(db);
  await seedReferral(db, now);
  await seedJackpots(db);
  await seedOriginalLimits(db);
  await seedRewards(db);
  await seedNoticesAndNews(db, now);
  await seedLiveHosts(db, now);
  if (options.demo) report.members = await seedDemo(db, now);
  return report;
}

/**
 * The demo on top of the brands: players, agents and their team, operators with public passwords and TOTP
 * secrets, the members' inbox and history, other players' wins on the winner board. Only when asked (SEED_DEMO=1; `npm start` asks for the embedded
 * default): a production install never has an account whose password is in the README.
 */
export async function seedDemo(db: Kysely<Database>, now: number = Date.now()): Promise<number> {
  const members = await seedAccounts(db, now);
  await seedWinners(db, now);
  await seedInbox(db, now);
  await seedAgentTree(db, now);
  await seedOperators(db, now);
  await seedPromotions(db, now);
  await seedCampaigns(db, now);
  return members;
}
