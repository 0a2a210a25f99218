import { z } from 'zod';

/**
 * Documents the tenant headers; loose so the other request headers survive validation (the validated
 * object replaces request.headers).
 */
export const tenantHeadersSchema = z.looseObject({
  merchant: z
    .string()
    .optional()
    .describe('merchant or trial merchant code; default: by host name, else the default merchant'),
  language: z.string().optional().describe('platform language code (EN, TY, …) for localized content'),
});
