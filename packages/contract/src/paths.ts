/**
 * Every API path both sides name, by area. Zod-free (`@lobby/contract/paths`): the web's start-up bundle
 * imports these without pulling any schema in.
 */
export * from './system/paths.ts';
export * from './accounts/paths.ts';
export * from './games/paths.ts';
export * from './content/paths.ts';
export * from './inbox-chat/paths.ts';
export * from './money/paths.ts';
export * from './play/paths.ts';
export * from './settings/paths.ts';
export * from './protection/paths.ts';
export * from './aml/paths.ts';
export * from './kyc/paths.ts';
export * from './risk/paths.ts';
export * from './segments/paths.ts';
export * from './messages/paths.ts';
export * from './rewards/paths.ts';
export * from './referral/paths.ts';
export * from './agents/paths.ts';
export * from './live/paths.ts';
export * from './console/paths.ts';
export * from './console/players/paths.ts';
export * from './console/content/paths.ts';
export * from './console/money/paths.ts';
export * from './ops/paths.ts';
export { endpointPath } from './common/endpoint.ts';
export * from './bonus/paths.ts';
export * from './tournaments/paths.ts';
export * from './sportsbook/paths.ts';
