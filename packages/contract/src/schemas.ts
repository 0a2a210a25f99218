/** The zod schemas of requests and answers, by area, with the types inferred from them. */
export * from './common/schemas.ts';
export * from './system/schemas.ts';
export * from './accounts/schemas.ts';
export * from './games/schemas.ts';
export * from './content/schemas.ts';
export * from './inbox-chat/schemas.ts';
export * from './ops/schemas.ts';
export * from './money/schemas.ts';
export * from './play/schemas.ts';
export * from './settings/schemas.ts';
export * from './rewards/schemas.ts';
export * from './referral/schemas.ts';
export * from './agents/schemas.ts';
export * from './live/schemas.ts';
export * from './console/schemas.ts';
export * from './console/players/schemas.ts';
export * from './console/content/schemas.ts';
