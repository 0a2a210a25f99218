// The schemas the in-house games check their answers with: imported only through `originalsSchemas()`
// (schemas.ts), so zod and these load after the page has started, and only these (not every schema of the
// contract).
export {
  fairnessSchema,
  originalRoundSchema,
  originalsConfigSchema,
  originalsFeedSchema,
  playSessionSchema,
  seedsSchema,
  walletSchema,
} from '@lobby/contract/schemas';
