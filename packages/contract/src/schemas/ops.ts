import { z } from 'zod';
import { merchantCodeSchema, epochMsSchema } from './common.ts';

/**
 * One blocked-region entry: an ISO 3166-1 alpha-2 country code (upper case) or an IPv4/IPv6 CIDR block.
 * Whether a well-formed code names a real country is checked by the server, which has the region list.
 */
export const blockedRegionSchema = z.union([
  z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 country code in upper case'),
  z.cidrv4(),
  z.cidrv6(),
]);

/** Operator switches on a merchant (PATCH /ops/merchants/:code); omitted fields stay as they are. */
export const opsMerchantUpdateSchema = z.strictObject({
  maintenance: z.boolean().optional(),
  blockedRegions: z.array(blockedRegionSchema).max(1000).optional(),
});
export type OpsMerchantUpdate = z.infer<typeof opsMerchantUpdateSchema>;

export const opsMerchantSummarySchema = z.object({
  code: merchantCodeSchema,
  trialMerchantCode: merchantCodeSchema,
  name: z.string(),
  isDefault: z.boolean(),
  maintenance: z.boolean(),
  blockedRegions: z.array(z.string()),
  domains: z.array(z.string()),
  updatedAt: epochMsSchema,
});
export type OpsMerchantSummary = z.infer<typeof opsMerchantSummarySchema>;
