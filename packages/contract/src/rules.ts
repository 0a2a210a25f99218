/**
 * The constants, enums, error catalogue and pure rules both sides apply, by area. Zod-free
 * (`@lobby/contract/rules`): importing them never pulls a schema, or zod, into a browser bundle.
 */
export * from './common/languages.ts';
export * from './common/errors.ts';
export * from './common/envelope.ts';
export * from './common/base64url.ts';
export * from './common/return-path.ts';
export * from './system/rules.ts';
export * from './system/whitelabel.ts';
export * from './system/cs-cipher.ts';
export * from './accounts/roles.ts';
export * from './accounts/session.ts';
export * from './accounts/rules.ts';
export * from './accounts/body-cipher.ts';
export * from './games/rules.ts';
export * from './games/lottery.ts';
export * from './content/rules.ts';
export * from './inbox-chat/rules.ts';
export * from './ops/rules.ts';
export * from './money/rules.ts';
export * from './money/glossary.ts';
export * from './fair/rules.ts';
export * from './play/rules.ts';
export * from './settings/rules.ts';
export * from './protection/rules.ts';
export * from './aml/rules.ts';
export * from './kyc/rules.ts';
export * from './risk/rules.ts';
export * from './segments/rules.ts';
export * from './messages/rules.ts';
export * from './rewards/rules.ts';
export * from './referral/rules.ts';
export * from './agents/rules.ts';
export * from './live/rules.ts';
export * from './console/content/rules.ts';
export * from './console/password-strength.ts';
export * from './console/permissions.ts';
export * from './bonus/rules.ts';
export * from './tournaments/rules.ts';
export * from './sportsbook/rules.ts';
