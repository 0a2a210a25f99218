import type { ConsoleBrandSummary, ConsoleBrandUpdate } from '@lobby/contract';
import { AppError } from '../../../lib/app-error.ts';
import type { MerchantService, ResolvedMerchant } from '../../../core/merchants/service.ts';

/** "10000.5" -> 1000050, exactly (the schema allowed at most two decimals). */
function decimalToCents(amount: string): number {
  const [whole, fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function summaryOf(m: ResolvedMerchant): ConsoleBrandSummary {
  return {
    code: m.code,
    trialMerchantCode: m.trialMerchantCode,
    name: m.name,
    isDefault: m.isDefault,
    maintenance: m.maintenance,
    blockedRegions: m.blockedRegions,
    realityCheckMinutes: m.realityCheckMinutes,
    imageCdns: m.imageCdns,
    domains: m.domains.map((d) => d.domain),
    secondApprovalAmount: (m.secondApprovalCents / 100).toFixed(2),
    updatedAt: m.updatedAt,
    whitelabel: m.whitelabel,
    languages: m.languages,
    defaultLanguage: m.defaultLanguage,
    timeZone: m.timeZone,
  };
}

export function createMerchantOpsService(deps: { merchants: MerchantService }) {
  const { merchants } = deps;
  return {
    async list(): Promise<ConsoleBrandSummary[]> {
      return (await merchants.all()).map(summaryOf);
    },

    async get(code: string): Promise<ConsoleBrandSummary> {
      const m = await merchants.byCode(code);
      if (!m) throw new AppError('request.not.found', { message: `No merchant ${code}.` });
      return summaryOf(m);
    },

    async update(code: string, patch: ConsoleBrandUpdate): Promise<ConsoleBrandSummary> {
      const current = await merchants.byCode(code);
      if (!current) throw new AppError('request.not.found', { message: `No merchant ${code}.` });
      const languages: readonly string[] = patch.languages ?? current.languages;
      const defaultLanguage = patch.defaultLanguage ?? current.defaultLanguage;
      if (!languages.includes(defaultLanguage)) {
        throw new AppError('request.invalid', { message: `defaultLanguage ${defaultLanguage} must be one of the languages (${languages.join(', ')}).` });
      }
      // Duplicates would only make the stored list harder to read.
      const blockedRegions = patch.blockedRegions && [...new Set(patch.blockedRegions)];
      const imageCdns = patch.imageCdns && [...new Set(patch.imageCdns.map((base) => base.replace(/\/+$/, '')))];
      const m = await merchants.updateOps(code, {
        maintenance: patch.maintenance,
        blockedRegions,
        realityCheckMinutes: patch.realityCheckMinutes,
        imageCdns,
        secondApprovalCents: patch.secondApprovalAmount === undefined ? undefined : decimalToCents(patch.secondApprovalAmount),
        whitelabel: patch.whitelabel,
        languages: patch.languages,
        defaultLanguage: patch.defaultLanguage,
      });
      if (!m) throw new AppError('request.not.found', { message: `No merchant ${code}.` });
      return summaryOf(m);
    },
  };
}

export type MerchantOpsService = ReturnType<typeof createMerchantOpsService>;
