import type { OpsMerchantSummary, OpsMerchantUpdate } from '@lobby/contract';
import { AppError } from '../../lib/app-error.ts';
import type { MerchantService, ResolvedMerchant } from '../../core/merchants/service.ts';

/** "10000.5" -> 1000050, exactly (the schema allowed at most two decimals). */
function decimalToCents(amount: string): number {
  const [whole, fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function summaryOf(m: ResolvedMerchant): OpsMerchantSummary {
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
  };
}

export function createMerchantOpsService(deps: { merchants: MerchantService }) {
  const { merchants } = deps;
  return {
    async list(): Promise<OpsMerchantSummary[]> {
      return (await merchants.all()).map(summaryOf);
    },

    async get(code: string): Promise<OpsMerchantSummary> {
      const m = await merchants.byCode(code);
      if (!m) throw new AppError('request.not.found', { message: `No merchant ${code}.` });
      return summaryOf(m);
    },

    async update(code: string, patch: OpsMerchantUpdate): Promise<OpsMerchantSummary> {
      // Duplicates would only make the stored list harder to read.
      const blockedRegions = patch.blockedRegions && [...new Set(patch.blockedRegions)];
      const imageCdns = patch.imageCdns && [...new Set(patch.imageCdns.map((base) => base.replace(/\/+$/, '')))];
      const m = await merchants.updateOps(code, {
        maintenance: patch.maintenance,
        blockedRegions,
        realityCheckMinutes: patch.realityCheckMinutes,
        imageCdns,
        secondApprovalCents: patch.secondApprovalAmount === undefined ? undefined : decimalToCents(patch.secondApprovalAmount),
      });
      if (!m) throw new AppError('request.not.found', { message: `No merchant ${code}.` });
      return summaryOf(m);
    },
  };
}

export type MerchantOpsService = ReturnType<typeof createMerchantOpsService>;
