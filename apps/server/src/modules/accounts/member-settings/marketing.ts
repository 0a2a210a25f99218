import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** A member's marketing choices (no row: these defaults, see docs/decisions.md). */
export interface MarketingPreferences {
  /** false: no marketing on any channel, the inbox included */
  marketing: boolean;
  email: boolean;
  sms: boolean;
  push: boolean;
  /** the app's language last seen; null: not known */
  language: string | null;
}

/** In-app messages unless the member says no; e-mail, SMS and push only once the member turns them on. */
export const MARKETING_DEFAULTS: MarketingPreferences = { marketing: true, email: false, sms: false, push: false, language: null };

const flag = (v: boolean) => (v ? 1 : 0);

/** The marketing_preferences table: the member's own settings screen writes it, messages and segments read it. */
export function createMarketingRepository(db: Kysely<Database>) {
  return {
    async of(memberId: number, on: Kysely<Database> = db): Promise<MarketingPreferences> {
      const row = await on.selectFrom('marketing_preferences').selectAll().where('member_id', '=', memberId).executeTakeFirst();
      return row ? toPreferences(row) : { ...MARKETING_DEFAULTS };
    },

    /** Each member's choices (defaults for those who never chose). */
    async ofMany(memberIds: readonly number[], on: Kysely<Database> = db): Promise<Map<number, MarketingPreferences>> {
      const out = new Map<number, MarketingPreferences>(memberIds.map((id) => [id, { ...MARKETING_DEFAULTS }]));
      if (!memberIds.length) return out;
      const rows = await on.selectFrom('marketing_preferences').selectAll().where('member_id', 'in', [...memberIds]).execute();
      for (const row of rows) out.set(Number(row.member_id), toPreferences(row));
      return out;
    },

    /** Saves the choices given (the others kept), and the app's language when told. */
    async save(
      member: { id: number; merchantCode: string },
      change: Partial<Omit<MarketingPreferences, 'language'>> & { language?: string },
      now: number,
    ): Promise<MarketingPreferences> {
      const current = await this.of(member.id);
      const next: MarketingPreferences = {
        marketing: change.marketing ?? current.marketing,
        email: change.email ?? current.email,
        sms: change.sms ?? current.sms,
        push: change.push ?? current.push,
        language: change.language ?? current.language,
      };
      const values = {
        merchant_code: member.merchantCode,
        language: next.language,
        marketing: flag(next.marketing),
        email: flag(next.email),
        sms: flag(next.sms),
        push: flag(next.push),
        updated_at: now,
      };
      await db
        .insertInto('marketing_preferences')
        .values({ member_id: member.id, ...values })
        .onConflict((oc) => oc.column('member_id').doUpdateSet(values))
        .execute();
      return next;
    },
  };
}

export type MarketingRepository = ReturnType<typeof createMarketingRepository>;

function toPreferences(row: { marketing: number; email: number; sms: number; push: number; language: string | null }): MarketingPreferences {
  return { marketing: Number(row.marketing) === 1, email: Number(row.email) === 1, sms: Number(row.sms) === 1, push: Number(row.push) === 1, language: row.language };
}

/**
 * Members by the language their app last used, as subqueries for an audience (segments): a member whose
 * language is not known counts as speaking the brand's default.
 */
export function languageAudience(on: Kysely<Database>, merchantCode: string, languages: readonly string[], brandDefault: string) {
  const known = on.selectFrom('marketing_preferences').select('marketing_preferences.member_id').where('marketing_preferences.merchant_code', '=', merchantCode);
  return languages.includes(brandDefault)
    ? { notAmong: known.where('marketing_preferences.language', 'is not', null).where('marketing_preferences.language', 'not in', [...languages]) }
    : { among: known.where('marketing_preferences.language', 'in', [...languages]) };
}
