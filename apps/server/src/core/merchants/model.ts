import {
  languageSchema,
  PRIZE_MODES,
  resourceSchema,
  socialLinkSchema,
  WHITELABEL_FLAGS,
} from '@lobby/contract';
import type { Language, PrizeMode, WhitelabelFlags } from '@lobby/contract';
import { z } from 'zod';
import type { MerchantRow } from '../../db/schema.ts';

export interface Merchant {
  code: string;
  trialMerchantCode: string;
  name: string;
  platform: 'mobile';
  defaultLanguage: Language;
  languages: Language[];
  prizeMode: PrizeMode;
  imageCdns: string[];
  currency: { code: string; symbol: string };
  whitelabel: WhitelabelFlags;
  memCen: '0' | '1';
  depFunc: '0' | '1';
  resources: z.infer<typeof resourceSchema>[];
  socialLinks: z.infer<typeof socialLinkSchema>[];
  /** plain links; encrypted per response */
  customerService: { title: string; url: string }[];
  maintenance: boolean;
  blockedRegions: string[];
  ageLimit: number;
  /** IANA time zone of the merchant's players: daily limits and reports follow their calendar */
  timeZone: string;
  /** minutes between reality checks of a play session (0: off) */
  realityCheckMinutes: number;
  /** withdrawals and adjustments of at least this many cents need a second operator's approval */
  secondApprovalCents: number;
  /** how the installed app looks: its short name and colours (web app manifest, theme-color) */
  appearance: BrandAppearance;
  isDefault: boolean;
  createdAt: number;
  updatedAt: number;
}

export interface BrandAppearance {
  shortName: string;
  /** #rrggbb */
  themeColor: string;
  /** #rrggbb */
  backgroundColor: string;
}

/** The app's own dark surface (tokens.css --color-bg): what a brand without colours of its own shows. */
export const DEFAULT_BRAND_COLOR = '#0a0f1f';
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export interface MerchantDomain {
  domain: string;
  merchantCode: string;
  primary: boolean;
}

const columnSchemas = {
  languages: z.array(languageSchema).min(1),
  prizeMode: z.enum(PRIZE_MODES),
  imageCdns: z.array(z.string()),
  whitelabel: z.record(z.string(), z.unknown()),
  flag01: z.enum(['0', '1']),
  resources: z.array(resourceSchema),
  socialLinks: z.array(socialLinkSchema),
  customerService: z.array(z.object({ title: z.string(), url: z.string() })),
  blockedRegions: z.array(z.string()),
};

function json<T>(schema: z.ZodType<T>, text: string, column: string, code: string): T {
  const parsed = schema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    // A corrupt row is an operator problem: fail loudly with the merchant and column named.
    throw new Error(`merchant ${code}: column ${column} does not match its shape`, { cause: parsed.error });
  }
  return parsed.data;
}

/** Flags missing from the stored object (added by a later release) read as off. */
function toFlags(stored: Record<string, unknown>): WhitelabelFlags {
  return Object.fromEntries(WHITELABEL_FLAGS.map((f) => [f, stored[f] === true])) as WhitelabelFlags;
}

export function toMerchant(row: MerchantRow): Merchant {
  const c = row.code;
  return {
    code: row.code,
    trialMerchantCode: row.trial_merchant_code,
    name: row.name,
    platform: 'mobile',
    defaultLanguage: languageSchema.parse(row.default_language),
    languages: json(columnSchemas.languages, row.languages, 'languages', c),
    prizeMode: columnSchemas.prizeMode.parse(row.prize_mode),
    imageCdns: json(columnSchemas.imageCdns, row.image_cdns, 'image_cdns', c),
    currency: { code: row.currency_code, symbol: row.currency_symbol },
    whitelabel: toFlags(json(columnSchemas.whitelabel, row.whitelabel, 'whitelabel', c)),
    memCen: columnSchemas.flag01.parse(row.mem_cen),
    depFunc: columnSchemas.flag01.parse(row.dep_func),
    resources: json(columnSchemas.resources, row.resources, 'resources', c),
    socialLinks: json(columnSchemas.socialLinks, row.social_links, 'social_links', c),
    customerService: json(columnSchemas.customerService, row.customer_service, 'customer_service', c),
    maintenance: row.maintenance === 1,
    blockedRegions: json(columnSchemas.blockedRegions, row.blocked_regions, 'blocked_regions', c),
    ageLimit: row.age_limit,
    timeZone: row.time_zone,
    realityCheckMinutes: Number(row.reality_check_minutes ?? 30),
    secondApprovalCents: Number(row.second_approval_cents ?? 1_000_000),
    appearance: {
      shortName: row.short_name?.trim() || row.name,
      // A colour goes into a manifest and an HTML attribute: anything but #rrggbb reads as the default.
      themeColor: HEX_COLOR.test(row.theme_color ?? '') ? row.theme_color! : DEFAULT_BRAND_COLOR,
      backgroundColor: HEX_COLOR.test(row.background_color ?? '') ? row.background_color! : DEFAULT_BRAND_COLOR,
    },
    isDefault: row.is_default === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
