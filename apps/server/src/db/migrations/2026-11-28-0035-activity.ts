/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

const HOUR = 3_600_000;
const QUARTER = 900_000;
const BATCH = 2_000;
const CHUNK = 200;

/**
 * The merchant's local day (YYYY-MM-DD) of an instant, and the start of its local hour counted from local
 * midnight (as the agents' hour-long contract periods count it). Written out here rather than imported, so
 * this migration stays what it was when it landed. Local days and hours start on a UTC quarter hour in
 * every zone in use, so one answer serves a whole quarter hour.
 */
function calendarOf(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const offset = (at: number) => {
    const parts = format.formatToParts(new Date(at));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - Math.floor(at / 1000) * 1000;
  };
  const cache = new Map<number, { day: string; hourStart: number }>();
  return (at: number) => {
    const quarter = Math.floor(at / QUARTER);
    let found = cache.get(quarter);
    if (!found) {
      const local = at + offset(at);
      const midnightLocal = local - (((local % 86_400_000) + 86_400_000) % 86_400_000);
      const dayStart = midnightLocal - offset(midnightLocal - offset(at));
      const day = new Date(midnightLocal).toISOString().slice(0, 10);
      found = { day, hourStart: dayStart + Math.floor((at - dayStart) / HOUR) * HOUR };
      if (cache.size > 100_000) cache.clear();
      cache.set(quarter, found);
    }
    return found;
  };
}

type Row = Record<string, any>;

/** Adds rows into a table: a new key is inserted, an existing one gets the `sums` columns added. */
async function addInto(db: Kysely<any>, table: string, keys: readonly string[], sums: readonly string[], rows: Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc.columns(keys as never).doUpdateSet(Object.fromEntries(sums.map((c) => [c, sql`${sql.ref(`${table}.${c}`)} + ${sql.ref(`excluded.${c}`)}`])) as never),
      )
      .execute();
  }
}

/** Reads a table in id order, a batch at a time (bounded memory on a big install). */
async function eachBatch(read: (afterId: number) => Promise<Row[]>, use: (rows: Row[]) => Promise<void>): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await read(after);
    if (!rows.length) return;
    await use(rows);
    after = Number(rows[rows.length - 1]!.id);
    if (rows.length < BATCH) return;
  }
}

/** The sums of a member's day (the rebuild's columns; the tests compare live rows by the same list). */
export const DAY_SUMS = [
  'valid_bet_cents',
  'win_cents',
  'jackpot_win_cents',
  'rounds',
  'deposit_gross_cents',
  'deposit_credit_cents',
  'deposit_count',
  'first_deposit_cents',
  'withdrawal_cents',
  'withdrawal_count',
] as const;
/** The sums of a member's play by game and by hour. */
export const PLAY_SUMS = ['valid_bet_cents', 'win_cents', 'rounds'] as const;

function dayRow(memberId: number, day: string, merchantCode: string, figures: Partial<Record<string, number>>): Row {
  return { member_id: memberId, day, merchant_code: merchantCode, ...Object.fromEntries(DAY_SUMS.map((c) => [c, figures[c] ?? 0])) };
}

/** Rows of one batch with the same key become one (one statement must not touch a row twice on PostgreSQL). */
function merged(rows: Row[], keys: readonly string[], sums: readonly string[]): Row[] {
  const out = new Map<string, Row>();
  for (const row of rows) {
    const key = keys.map((k) => row[k]).join('\u0000');
    const seen = out.get(key);
    if (!seen) out.set(key, { ...row });
    else for (const c of sums) seen[c] = Number(seen[c]) + Number(row[c]);
  }
  return [...out.values()];
}

/**
 * The activity module's tables: each member's valid bets, wins, rounds (by game, and by hour for hour-long
 * contract periods), deposits and withdrawals per merchant-local day, and each member's first and latest
 * deposit with the valid bets since the latest. Filled here from what an install already holds, by the rules the live writes follow: settled
 * real-money rounds on the day they settled, jackpot drops on the day they dropped, paid deposits and paid
 * withdrawals on the day they were paid. So an existing install's figures do not change with the switch.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('activity_days')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('valid_bet_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('win_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('jackpot_win_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('rounds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deposit_gross_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deposit_credit_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deposit_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_deposit_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('withdrawal_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('withdrawal_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('activity_days_pk', ['member_id', 'day'])
    .execute();
  await db.schema.createIndex('activity_days_merchant_day').on('activity_days').columns(['merchant_code', 'day']).execute();

  await db.schema
    .createTable('activity_games')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('game_name', 'text', (c) => c.notNull())
    .addColumn('valid_bet_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('win_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('rounds', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('activity_games_pk', ['member_id', 'day', 'vendor', 'game_code'])
    .execute();
  await db.schema.createIndex('activity_games_merchant_day').on('activity_games').columns(['merchant_code', 'day']).execute();

  await db.schema
    .createTable('activity_hours')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('hour_start', 'bigint', (c) => c.notNull())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('valid_bet_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('win_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('rounds', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('activity_hours_pk', ['member_id', 'hour_start'])
    .execute();

  await db.schema
    .createTable('activity_members')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('first_deposit_at', 'bigint', (c) => c.notNull())
    .addColumn('first_deposit_day', 'text', (c) => c.notNull())
    .addColumn('first_deposit_cents', 'bigint', (c) => c.notNull())
    .addColumn('last_deposit_at', 'bigint', (c) => c.notNull())
    .addColumn('last_deposit_cents', 'bigint', (c) => c.notNull())
    .addColumn('valid_bet_since_last_deposit_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await backfill(db);
}

async function backfill(db: Kysely<any>): Promise<void> {
  const zones = new Map<string, ReturnType<typeof calendarOf>>();
  for (const m of await db.selectFrom('merchants').select(['code', 'time_zone']).execute()) zones.set(m.code, calendarOf(m.time_zone));
  const calendar = (merchantCode: string) => {
    let c = zones.get(merchantCode);
    // a row of a merchant that is gone: the default zone of the merchants table
    if (!c) zones.set(merchantCode, (c = calendarOf('Asia/Manila')));
    return c;
  };
  const dayKeys = ['member_id', 'day'];

  // Settled real-money rounds, on the day (and hour) they settled.
  await eachBatch(
    (after) =>
      db
        .selectFrom('game_rounds')
        .select(['id', 'member_id', 'merchant_code', 'vendor', 'game_code', 'game_name', 'game_type', 'bet_cents', 'win_cents', 'settled_at'])
        .where('status', '=', 'settled')
        .where('demo', '=', 0)
        .where('settled_at', 'is not', null)
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute(),
    async (rows) => {
      const days: Row[] = [];
      const games: Row[] = [];
      const hours: Row[] = [];
      for (const r of rows) {
        const at = calendar(String(r.merchant_code))(Number(r.settled_at));
        const play = { valid_bet_cents: Number(r.bet_cents), win_cents: Number(r.win_cents), rounds: 1 };
        const member = Number(r.member_id);
        days.push(dayRow(member, at.day, String(r.merchant_code), play));
        games.push({ member_id: member, day: at.day, vendor: r.vendor, game_code: r.game_code, merchant_code: r.merchant_code, game_type: r.game_type, game_name: r.game_name, ...play });
        hours.push({ member_id: member, hour_start: at.hourStart, merchant_code: r.merchant_code, ...play });
      }
      await addInto(db, 'activity_days', dayKeys, DAY_SUMS, merged(days, dayKeys, DAY_SUMS));
      const gameKeys = ['member_id', 'day', 'vendor', 'game_code'];
      await addInto(db, 'activity_games', gameKeys, PLAY_SUMS, merged(games, gameKeys, PLAY_SUMS));
      const hourKeys = ['member_id', 'hour_start'];
      await addInto(db, 'activity_hours', hourKeys, PLAY_SUMS, merged(hours, hourKeys, PLAY_SUMS));
    },
  );

  // Jackpot drops, on the day they dropped (a win of the day, not of a game).
  await eachBatch(
    (after) =>
      db
        .selectFrom('jackpot_wins as w')
        .innerJoin('jackpot_pools as p', 'p.id', 'w.pool_id')
        .select(['w.id', 'w.member_id', 'p.merchant_code', 'w.amount_cents', 'w.won_at'])
        .where('w.id', '>', after)
        .orderBy('w.id')
        .limit(BATCH)
        .execute(),
    async (rows) => {
      const days = rows.map((r) => {
        const cents = Number(r.amount_cents);
        return dayRow(Number(r.member_id), calendar(String(r.merchant_code))(Number(r.won_at)).day, String(r.merchant_code), { win_cents: cents, jackpot_win_cents: cents });
      });
      await addInto(db, 'activity_days', dayKeys, DAY_SUMS, merged(days, dayKeys, DAY_SUMS));
    },
  );

  // Paid deposits, on the day they were credited.
  await eachBatch(
    (after) =>
      db
        .selectFrom('deposit_orders')
        .select(['id', 'member_id', 'merchant_code', 'amount_cents', 'credit_cents', 'paid_at'])
        .where('status', '=', 'paid')
        .where('paid_at', 'is not', null)
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute(),
    async (rows) => {
      const days = rows.map((r) =>
        dayRow(Number(r.member_id), calendar(String(r.merchant_code))(Number(r.paid_at)).day, String(r.merchant_code), {
          deposit_gross_cents: Number(r.amount_cents),
          deposit_credit_cents: Number(r.credit_cents),
          deposit_count: 1,
        }),
      );
      await addInto(db, 'activity_days', dayKeys, DAY_SUMS, merged(days, dayKeys, DAY_SUMS));
    },
  );

  // Each member's first and latest paid deposit (by when it was credited, then by order id).
  const paid = (alias: string) =>
    sql`${sql.ref(`${alias}.status`)} = 'paid' and ${sql.ref(`${alias}.paid_at`)} is not null`;
  await sql`
    insert into activity_members (member_id, merchant_code, first_deposit_at, first_deposit_day, first_deposit_cents, last_deposit_at, last_deposit_cents)
    select f.member_id, f.merchant_code, f.paid_at, '', f.credit_cents, l.paid_at, l.credit_cents
      from deposit_orders f
      join deposit_orders l on l.member_id = f.member_id
     where ${paid('f')} and ${paid('l')}
       and not exists (select 1 from deposit_orders e where e.member_id = f.member_id and ${paid('e')}
                          and (e.paid_at < f.paid_at or (e.paid_at = f.paid_at and e.id < f.id)))
       and not exists (select 1 from deposit_orders e where e.member_id = l.member_id and ${paid('e')}
                          and (e.paid_at > l.paid_at or (e.paid_at = l.paid_at and e.id > l.id)))`.execute(db);
  await sql`
    update activity_members
       set valid_bet_since_last_deposit_cents = (
             select coalesce(sum(g.bet_cents), 0) from game_rounds g
              where g.member_id = activity_members.member_id and g.status = 'settled' and g.demo = 0
                and g.settled_at >= activity_members.last_deposit_at)`.execute(db);
  await eachBatch(
    async (after) =>
      (
        await db
          .selectFrom('activity_members')
          .selectAll()
          .where('member_id', '>', after)
          .orderBy('member_id')
          .limit(BATCH)
          .execute()
      ).map((r) => ({ ...r, id: r.member_id })),
    async (rows) => {
      const firsts: Row[] = rows.map((r) => ({ ...r, day: calendar(String(r.merchant_code))(Number(r.first_deposit_at)).day }));
      for (let i = 0; i < firsts.length; i += CHUNK) {
        await db
          .insertInto('activity_members')
          .values(
            firsts.slice(i, i + CHUNK).map((r) => ({
              member_id: r.member_id,
              merchant_code: r.merchant_code,
              first_deposit_at: r.first_deposit_at,
              first_deposit_day: r.day,
              first_deposit_cents: r.first_deposit_cents,
              last_deposit_at: r.last_deposit_at,
              last_deposit_cents: r.last_deposit_cents,
              valid_bet_since_last_deposit_cents: r.valid_bet_since_last_deposit_cents,
            })),
          )
          .onConflict((oc) => oc.column('member_id').doUpdateSet({ first_deposit_day: sql.ref('excluded.first_deposit_day') } as never))
          .execute();
      }
      const days = firsts.map((r) => dayRow(Number(r.member_id), r.day, String(r.merchant_code), { first_deposit_cents: Number(r.first_deposit_cents) }));
      await addInto(db, 'activity_days', dayKeys, DAY_SUMS, days);
    },
  );

  // Withdrawals paid out, on the day the money left (fee included).
  await eachBatch(
    (after) =>
      db
        .selectFrom('withdrawal_orders')
        .select(['id', 'member_id', 'merchant_code', 'amount_cents', 'paid_at'])
        .where('status', '=', 'paid')
        .where('paid_at', 'is not', null)
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute(),
    async (rows) => {
      const days = rows.map((r) =>
        dayRow(Number(r.member_id), calendar(String(r.merchant_code))(Number(r.paid_at)).day, String(r.merchant_code), {
          withdrawal_cents: Number(r.amount_cents),
          withdrawal_count: 1,
        }),
      );
      await addInto(db, 'activity_days', dayKeys, DAY_SUMS, merged(days, dayKeys, DAY_SUMS));
    },
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('activity_members').execute();
  await db.schema.dropTable('activity_hours').execute();
  await db.schema.dropTable('activity_games').execute();
  await db.schema.dropTable('activity_days').execute();
}
