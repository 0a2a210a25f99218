import type { Kysely } from 'kysely';
import { hashPassword } from '../../lib/passwords.ts';
import { localDate, startOfLocalDay } from '../../lib/time-zone.ts';
import type { Database } from '../schema.ts';
import { seedOpeningBalance } from './ledger.ts';

const DAY_MS = 86_400_000;

/** Demo logins under agent01 (README lists them): a sub-agent with members of its own, and two direct members. */
export const AGENT_TREE_SEEDS = [
  { username: 'agent02', password: 'Agent#2026', type: 7, upline: 'agent01', nickname: 'Agent Two', affiliateCode: 'AGENT02', balanceCents: 200_000 },
  { username: 'player11', password: 'Player#2026', type: 0, upline: 'agent01', nickname: 'Nico', affiliateCode: null, balanceCents: 35_000 },
  { username: 'player12', password: 'Player#2026', type: 0, upline: 'agent01', nickname: 'Bea', affiliateCode: null, balanceCents: 12_500 },
  { username: 'player21', password: 'Player#2026', type: 0, upline: 'agent02', nickname: 'Carlo', affiliateCode: null, balanceCents: 80_000 },
  { username: 'player22', password: 'Player#2026', type: 0, upline: 'agent02', nickname: 'Dani', affiliateCode: null, balanceCents: 4_000 },
] as const;

/**
 * A three-level demo team under agent01 (agent01 > agent02 > players, and players directly under agent01),
 * with a week of history for the team screens: paid deposits and settled slot rounds, and the activity rows
 * that count them (each member's days, by game and by hour, and the first and latest deposit), as the rounds
 * and payments modules would have written them. The history rows are records only (the balances are opening
 * balances on the ledger), like any demo data. Idempotent: nothing happens once agent02 exists or when
 * agent01 is missing.
 */
export async function seedAgentTree(db: Kysely<Database>, now: number): Promise<void> {
  const top = await db.selectFrom('members').select(['id', 'merchant_code']).where('merchant_code', '=', 'LUCKY').where('username_key', '=', 'agent01').executeTakeFirst();
  if (!top) return;
  const done = await db.selectFrom('members').select('id').where('merchant_code', '=', 'LUCKY').where('username_key', '=', 'agent02').executeTakeFirst();
  if (done) return;
  const channel = await db.selectFrom('payment_channels').select(['id', 'provider']).where('merchant_code', '=', 'LUCKY').where('code', '=', 'GCASH').executeTakeFirst();
  const label = await db.selectFrom('club_labels').select(['id', 'expected_conditions']).where('merchant_code', '=', 'LUCKY').orderBy('level').executeTakeFirst();
  const hash = { agent: await hashPassword('Agent#2026'), player: await hashPassword('Player#2026') };
  const zone = await db.selectFrom('merchants').select('time_zone').where('code', '=', 'LUCKY').executeTakeFirst();
  const timeZone = zone?.time_zone ?? 'Asia/Manila';
  /** the local day of an instant, and its local hour's start counted from local midnight (activity's calendar) */
  const calendar = (at: number) => {
    const dayStart = startOfLocalDay(at, timeZone);
    return { day: localDate(at, timeZone), hourStart: dayStart + Math.floor((at - dayStart) / 3_600_000) * 3_600_000 };
  };

  await db.transaction().execute(async (trx) => {
    const ids = new Map<string, number>([['agent01', top.id]]);
    for (const [index, s] of AGENT_TREE_SEEDS.entries()) {
      const uplineId = ids.get(s.upline) as number;
      const created = now - (10 - index) * DAY_MS;
      const member = await trx
        .insertInto('members')
        .values({
          merchant_code: 'LUCKY',
          username: s.username,
          username_key: s.username,
          password_hash: s.type === 0 ? hash.player : hash.agent,
          type: s.type,
          nickname: s.nickname,
          account: s.username,
          affiliate_code: s.affiliateCode,
          head_icon: 2 + index,
          club_label_id: label?.id ?? null,
          rank_completed: 0,
          rank_expected: label?.expected_conditions ?? 0,
          profile: '{}',
          status: 'active',
          register_method: 'AGENT',
          created_at: created,
          last_login_at: now - index * 3_600_000,
          password_changed_at: created,
          upline_id: uplineId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(s.username, member.id);
      await trx.insertInto('member_tree').values({ ancestor_id: uplineId, member_id: member.id, depth: 1 }).execute();
      const above = await trx.selectFrom('member_tree').select(['ancestor_id', 'depth']).where('member_id', '=', uplineId).execute();
      for (const a of above) await trx.insertInto('member_tree').values({ ancestor_id: a.ancestor_id, member_id: member.id, depth: a.depth + 1 }).execute();
      await seedOpeningBalance(trx, { memberId: member.id, merchantCode: 'LUCKY', currency: 'PHP', demo: false, cents: s.balanceCents, at: created });
      if (s.type !== 0) continue;

      // A week of play: a deposit every other day, a few settled rounds a day (some days won, most lost).
      const activity = createActivityRows(member.id, calendar);
      for (let day = 0; day < 7; day++) {
        const at = now - day * DAY_MS - (index + 1) * 1_800_000;
        if (channel && day % 2 === index % 2) {
          const cents = (5 + index * 3 + day) * 10_000;
          await trx
            .insertInto('deposit_orders')
            .values({
              order_no: `SEED${member.id}D${day}`,
              merchant_code: 'LUCKY',
              member_id: member.id,
              channel_id: channel.id,
              provider: channel.provider,
              amount_cents: cents,
              fee_cents: 0,
              credit_cents: cents,
              bonus_cents: 0,
              currency: 'PHP',
              status: 'paid',
              provider_ref: null,
              checkout_url: null,
              request_key: `seed-${member.id}-${day}`,
              failure_reason: null,
              created_at: at,
              updated_at: at,
              expires_at: at + 1_800_000,
              paid_at: at,
            })
            .execute();
          activity.deposit(at, cents);
        }
        for (let round = 0; round < 3; round++) {
          const bet = (2 + ((index + day + round) % 5)) * 5_000;
          const win = (index + day * 2 + round) % 4 === 0 ? bet * 2 : (index + round) % 3 === 0 ? Math.floor(bet / 2) : 0;
          const settled = at + round * 60_000;
          await trx
            .insertInto('game_rounds')
            .values({
              merchant_code: 'LUCKY',
              member_id: member.id,
              demo: 0,
              vendor: 'DEMO',
              game_code: 'demo-slot-1',
              game_name: 'Lucky Sevens',
              game_type: 'RNG',
              round_ref: `seed-${member.id}-${day}-${round}`,
              bet_cents: bet,
              bet_cash_cents: bet,
              bet_bonus_cents: 0,
              win_cents: win,
              status: 'settled',
              fairness: null,
              created_at: settled,
              updated_at: settled,
              settled_at: settled,
            })
            .execute();
          activity.round(settled, bet, win);
        }
      }
      await activity.write(trx);
    }
  });
}

/**
 * The activity rows of one new member's seeded history, summed in memory and written at once (the member is
 * new, so nothing is there to add to): settled rounds on their local day and hour (one game), paid deposits
 * on theirs, the first and the latest deposit (with the stakes settled since it).
 */
function createActivityRows(memberId: number, calendar: (at: number) => { day: string; hourStart: number }) {
  const days = new Map<string, { valid_bet_cents: number; win_cents: number; rounds: number; deposit_gross_cents: number; deposit_credit_cents: number; deposit_count: number; first_deposit_cents: number }>();
  const hours = new Map<number, { valid_bet_cents: number; win_cents: number; rounds: number }>();
  const deposits: Array<{ at: number; cents: number }> = [];
  const stakes: Array<{ at: number; cents: number }> = [];
  const dayOf = (day: string) => {
    let d = days.get(day);
    if (!d) days.set(day, (d = { valid_bet_cents: 0, win_cents: 0, rounds: 0, deposit_gross_cents: 0, deposit_credit_cents: 0, deposit_count: 0, first_deposit_cents: 0 }));
    return d;
  };
  return {
    round(at: number, bet: number, win: number) {
      const { day, hourStart } = calendar(at);
      const d = dayOf(day);
      d.valid_bet_cents += bet;
      d.win_cents += win;
      d.rounds += 1;
      const h = hours.get(hourStart) ?? { valid_bet_cents: 0, win_cents: 0, rounds: 0 };
      h.valid_bet_cents += bet;
      h.win_cents += win;
      h.rounds += 1;
      hours.set(hourStart, h);
      stakes.push({ at, cents: bet });
    },
    deposit(at: number, cents: number) {
      const d = dayOf(calendar(at).day);
      d.deposit_gross_cents += cents;
      d.deposit_credit_cents += cents;
      d.deposit_count += 1;
      deposits.push({ at, cents });
    },
    async write(trx: Kysely<Database>) {
      deposits.sort((a, b) => a.at - b.at);
      const first = deposits[0];
      const last = deposits.at(-1);
      if (first && last) {
        const day = calendar(first.at).day;
        dayOf(day).first_deposit_cents = first.cents;
        await trx
          .insertInto('activity_members')
          .values({
            member_id: memberId,
            merchant_code: 'LUCKY',
            first_deposit_at: first.at,
            first_deposit_day: day,
            first_deposit_cents: first.cents,
            last_deposit_at: last.at,
            last_deposit_cents: last.cents,
            valid_bet_since_last_deposit_cents: stakes.filter((s) => s.at >= last.at).reduce((sum, s) => sum + s.cents, 0),
          })
          .execute();
      }
      for (const [day, d] of days) {
        await trx
          .insertInto('activity_days')
          .values({ member_id: memberId, day, merchant_code: 'LUCKY', jackpot_win_cents: 0, withdrawal_cents: 0, withdrawal_count: 0, ...d })
          .execute();
        if (d.rounds > 0) {
          await trx
            .insertInto('activity_games')
            .values({ member_id: memberId, day, vendor: 'DEMO', game_code: 'demo-slot-1', merchant_code: 'LUCKY', game_type: 'RNG', game_name: 'Lucky Sevens', valid_bet_cents: d.valid_bet_cents, win_cents: d.win_cents, rounds: d.rounds })
            .execute();
        }
      }
      for (const [hourStart, h] of hours) {
        await trx.insertInto('activity_hours').values({ member_id: memberId, hour_start: hourStart, merchant_code: 'LUCKY', ...h }).execute();
      }
    },
  };
}
