import type { Insertable, Selectable, Updateable } from 'kysely';

/**
 * Column types both drivers return alike: integers (flags as 0/1, epoch-ms times as bigint on
 * PostgreSQL, read back as numbers) and text (JSON documents are text, parsed in repositories).
 */
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
  created_at: number;
  updated_at: number;
}

export interface MerchantDomainsTable {
  domain: string;
  merchant_code: string;
  is_primary: number;
}

export interface Database {
  merchants: MerchantsTable;
  merchant_domains: MerchantDomainsTable;
}

export type MerchantRow = Selectable<MerchantsTable>;
export type NewMerchantRow = Insertable<MerchantsTable>;
export type MerchantRowUpdate = Updateable<MerchantsTable>;

export type MerchantDomainRow = Selectable<MerchantDomainsTable>;
export type NewMerchantDomainRow = Insertable<MerchantDomainsTable>;
export type MerchantDomainRowUpdate = Updateable<MerchantDomainsTable>;
