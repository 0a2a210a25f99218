import {
  computeSystemStatus,
  LANGUAGE_TAGS,
  LANGUAGES,
} from '@lobby/contract';
import type {
  ConsolidatedSettings,
  Country,
  DomainRoute,
  FirebaseWebConfig,
  Language,
  StatusInfo,
  SystemStatus,
} from '@lobby/contract';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { isRestricted, normaliseIp } from '../../../lib/regions.ts';
import { customerServiceLinks } from '../../../core/merchants/service.ts';
import type { ResolvedMerchant } from '../../../core/merchants/service.ts';

/** Where the web finds server-made artwork; a path the server does not draw yet answers 404. */
const ART_PATHS = { gameImage: '/media/games', vendorIcon: '/media/vendors', flag: '/media/flags' };

export function brandLogoUrl(code: string): string {
  return `/media/brand/${encodeURIComponent(code)}/logo.svg`;
}

function brandOf(m: ResolvedMerchant) {
  return {
    name: m.name,
    logoUrl: brandLogoUrl(m.code),
    copyright: `© ${new Date().getUTCFullYear()} ${m.name}. All rights reserved.`,
    themeColor: m.appearance.themeColor,
  };
}

export interface RequestOrigin {
  ip: string;
  /** ISO country from a trusted proxy header, or null */
  country: string | null;
}

export { countryFromHeaders } from '../../../lib/regions.ts';

export function createSystemService(deps: {
  referralEnabled?: (merchantCode: string) => Promise<boolean>;
  /** the merchant's first-deposit bonus in percent, or null (absent: none) */
  depositBonusPercent?: (merchantCode: string) => Promise<number | null>;
  /** the web's Firebase settings, when phone codes go through Firebase (one project for the install) */
  firebase?: FirebaseWebConfig;
}) {
  const countryCache = new Map<Language, Country[]>();

  function countries(language: Language): Country[] {
    const cached = countryCache.get(language);
    if (cached) return cached;
    const tag = LANGUAGE_TAGS[language];
    const local = new Intl.DisplayNames([tag, 'en'], { type: 'region', fallback: 'none' });
    const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    const collator = new Intl.Collator(tag);
    const list = getCountries()
      .map((code) => ({
        code,
        name: local.of(code) ?? english.of(code) ?? code,
        dialingCode: getCountryCallingCode(code),
      }))
      .sort((a, b) => collator.compare(a.name, b.name));
    countryCache.set(language, list);
    return list;
  }

  async function info(m: ResolvedMerchant): Promise<StatusInfo> {
    return {
      merchantCode: m.code,
      trialMerchantCode: m.trialMerchantCode,
      platform: 'mobile',
      brand: brandOf(m),
      defaultLanguage: m.defaultLanguage,
      languages: m.languages,
      prizeMode: m.prizeMode,
      currency: m.currency,
      timeZone: m.timeZone,
      ageLimit: m.ageLimit,
      customerService: await customerServiceLinks(m),
      mobileTemplate: { mem_cen: m.memCen, dep_func: m.depFunc },
      resources: m.resources,
      whitelabel: m.whitelabel,
      socialLinks: m.socialLinks,
      imageCDNs: m.imageCdns,
      paths: ART_PATHS,
      register: {
        username: m.whitelabel.USERNAMEREG3,
        mobile: m.whitelabel.MOBILENUMREG3,
        smsVerification: m.whitelabel.REGMOBVERF3,
        mobilePassword: m.whitelabel.MOBILENUMPASSREG3,
      },
      referral: (await deps.referralEnabled?.(m.code)) ?? false,
      depositBonusPercent: (await deps.depositBonusPercent?.(m.code)) ?? null,
      // Only where a phone code is asked for: SMS login or the password by phone.
      ...(deps.firebase && (m.whitelabel.MOBILEVERCODELOGIN3 || m.whitelabel.CHNGPASSVERIF3) ? { firebase: deps.firebase } : {}),
    };
  }

  return {
    async status(m: ResolvedMerchant, origin: RequestOrigin): Promise<SystemStatus> {
      const maintenance = m.maintenance;
      const regionRestriction = isRestricted(m.regions, origin.ip, origin.country);
      return {
        info: await info(m),
        location: { ip: normaliseIp(origin.ip), country: origin.country },
        maintenance,
        regionRestriction,
        status: computeSystemStatus({ maintenance, regionRestriction }),
      };
    },

    settings(m: ResolvedMerchant): ConsolidatedSettings {
      return {
        merchantCode: m.code,
        trialMerchantCode: m.trialMerchantCode,
        platform: 'mobile',
        brand: brandOf(m),
        defaultLanguage: m.defaultLanguage,
        languages: m.languages,
        allLanguages: [...LANGUAGES],
        prizeMode: m.prizeMode,
        currency: m.currency,
        mobileTemplate: { mem_cen: m.memCen, dep_func: m.depFunc },
        imageCDNs: m.imageCdns,
        ageLimit: m.ageLimit,
        whitelabel: m.whitelabel,
      };
    },

    countries,

    domainRoutes(m: ResolvedMerchant): DomainRoute[] {
      return m.domains.map((d) => ({ domain: d.domain, merchantCode: d.merchantCode, primary: d.primary }));
    },

    /** Throws when the database does not answer. */  };
}

export type SystemService = ReturnType<typeof createSystemService>;
