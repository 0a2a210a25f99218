import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** The tables `core/merchants` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface CoreMerchantsTables {
  merchants: MerchantsTable;
  merchant_domains: MerchantDomainsTable;
}

export interface MerchantsTable {
  code: string;
  trial_merchant_code: string;
  /** brand name */
  name: string;
  platform: string;
  default_language: string;
  /** JSON array of language codes */
  languages: string;
  prize_mode: string;
  /** JSON array of URL prefixes */
  image_cdns: string;
  currency_code: string;
  currency_symbol: string;
  /** JSON object flag -> boolean */
  whitelabel: string;
  mem_cen: string;
  dep_func: string;
  /** JSON array of {resourceType, url} */
  resources: string;
  /** JSON array of {key, url, labelNameEn} */
  social_links: string;
  /** JSON array of {title, url}, plain: encrypted per response */
  customer_service: string;
  maintenance: number;
  /** JSON array of ISO country codes and CIDR blocks */
  blocked_regions: string;
  age_limit: number;
  is_default: number;
  /** IANA zone of the merchant's players: where "today" starts */
  time_zone: Generated<string>;
  /** minutes between reality checks of a play session (0: off) */
  reality_check_minutes: Generated<number>;
  /** withdrawals and adjustments of at least this many cents need a second operator's approval */
  second_approval_cents: Generated<number>;
  /** the name under the installed app's icon (the web app manifest's short_name); null: the brand name */
  short_name: string | null;
  /** #rrggbb of the installed app's title bar and the browser's theme-color */
  theme_color: Generated<string>;
  /** #rrggbb of the installed app's splash screen */
  background_color: Generated<string>;
  created_at: number;
  updated_at: number;
}

export interface MerchantDomainsTable {
  domain: string;
  merchant_code: string;
  is_primary: number;
}

export type MerchantRow = Selectable<MerchantsTable>;
export type NewMerchantRow = Insertable<MerchantsTable>;
export type MerchantRowUpdate = Updateable<MerchantsTable>;
export type MerchantDomainRow = Selectable<MerchantDomainsTable>;
export type NewMerchantDomainRow = Insertable<MerchantDomainsTable>;
export type MerchantDomainRowUpdate = Updateable<MerchantDomainsTable>;
