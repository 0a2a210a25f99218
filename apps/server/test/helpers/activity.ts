import type { App } from '../../src/app.ts';
import * as activityMigration from '../../src/db/migrations/2026-11-28-0035-activity.ts';

const { DAY_SUMS, PLAY_SUMS } = activityMigration;

/** The sums of a member's day, as numbers (absent day: zeros). */
export async function activityDay(app: App, memberId: number, day: string): Promise<Record<(typeof DAY_SUMS)[number], number>> {
  const row = await app.database.db.selectFrom('activity_days').selectAll().where('member_id', '=', memberId).where('day', '=', day).executeTakeFirst();
  return Object.fromEntries(DAY_SUMS.map((c) => [c, Number(row?.[c] ?? 0)])) as Record<(typeof DAY_SUMS)[number], number>;
}

/**
 * Every activity row as a line of text, sorted, leaving out rows whose sums are all zero (a day whose only
 * round was voided keeps its row at zero; a rebuild from the records never makes one).
 */
export async function activitySnapshot(app: App): Promise<Record<string, string[]>> {
  const db = app.database.db;
  const line = (row: Record<string, unknown>, keys: readonly string[], sums: readonly string[]) =>
    sums.some((c) => Number(row[c]) !== 0) ? [[...keys.map((k) => String(row[k])), ...sums.map((c) => Number(row[c]))].join('|')] : [];
  const days = (await db.selectFrom('activity_days').selectAll().execute()).flatMap((r) => line(r, ['member_id', 'day', 'merchant_code'], DAY_SUMS));
  const games = (await db.selectFrom('activity_games').selectAll().execute()).flatMap((r) =>
    line(r, ['member_id', 'day', 'vendor', 'game_code', 'merchant_code', 'game_type', 'game_name'], PLAY_SUMS),
  );
  const hours = (await db.selectFrom('activity_hours').selectAll().execute()).flatMap((r) => line(r, ['member_id', 'hour_start', 'merchant_code'], PLAY_SUMS));
  const members = (await db.selectFrom('activity_members').selectAll().execute()).map((r) =>
    [r.member_id, r.merchant_code, Number(r.first_deposit_at), r.first_deposit_day, Number(r.first_deposit_cents), Number(r.last_deposit_at), Number(r.last_deposit_cents), Number(r.valid_bet_since_last_deposit_cents)].join('|'),
  );
  return { days: days.sort(), games: games.sort(), hours: hours.sort(), members: members.sort() };
}

/**
 * The activity tables built again from the records (rounds, jackpot drops, deposits, withdrawals) by the
 * migration that introduced them, as an existing install gets them: its rows, as activitySnapshot reads them.
 */
export async function activityRebuiltFromRecords(app: App): Promise<Record<string, string[]>> {
  await activityMigration.down(app.database.db);
  await activityMigration.up(app.database.db);
  return activitySnapshot(app);
}
