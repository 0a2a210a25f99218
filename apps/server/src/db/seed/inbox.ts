import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { MERCHANT_SEEDS } from './merchants.ts';
import { MEMBER_SEEDS } from './members.ts';

const HOUR = 3_600_000;

/** Welcome messages every demo member finds unread in the inbox (oldest first; {brand} is the merchant's name). */
export const INBOX_SEEDS = [
  {
    key: 'welcome',
    ageMs: 48 * HOUR,
    title: 'Welcome to {brand}!',
    content:
      'Thank you for joining {brand}. Your account is ready: explore slots, live casino, sports and more from the lobby.\n\nNeed help? Our customer service team is available 24/7 through live chat.',
  },
  {
    key: 'first-deposit',
    ageMs: 24 * HOUR,
    title: 'Your first-deposit bonus is waiting',
    content:
      'Make your first deposit today and receive a bonus of up to 120% on top. See the Promotion page for the full terms and conditions.',
  },
  {
    key: 'security',
    ageMs: 2 * HOUR,
    title: 'Keep your account safe',
    content:
      'We will never ask for your password. Link your mobile number and e-mail in the member centre so you can always recover your account.',
  },
] as const;

/**
 * Idempotent: a message is added once per member and key (unique member_id + seed_key); a message the
 * member read or that an operator changed is never touched again.
 */
export async function seedInbox(db: Kysely<Database>, now: number): Promise<void> {
  const brands = new Map(MERCHANT_SEEDS.map((m) => [m.code, m.name]));
  for (const s of MEMBER_SEEDS) {
    const member = await db
      .selectFrom('members')
      .select('id')
      .where('merchant_code', '=', s.merchantCode)
      .where('username_key', '=', s.username.toLowerCase())
      .executeTakeFirst();
    if (!member) continue;
    const brand = brands.get(s.merchantCode) ?? s.merchantCode;
    for (const m of INBOX_SEEDS) {
      await db
        .insertInto('inbox_messages')
        .values({
          merchant_code: s.merchantCode,
          member_id: member.id,
          title: m.title.replaceAll('{brand}', brand),
          content: m.content.replaceAll('{brand}', brand),
          seed_key: m.key,
          created_at: now - m.ageMs,
          read_at: null,
        })
        .onConflict((oc) => oc.columns(['member_id', 'seed_key']).doNothing())
        .execute();
    }
  }
}
