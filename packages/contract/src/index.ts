/**
 * Everything the web app and the API server agree on. Browser code that must stay small imports the
 * zod-free entry points instead: `@lobby/contract/paths`, `/rules` and `/phone` (libphonenumber, loaded on
 * demand); schemas are also at `/schemas`, the endpoint descriptors at `/endpoints`.
 */
export * from './paths.ts';
export * from './rules.ts';
export * from './schemas.ts';
export * from './endpoints.ts';
export * from './accounts/phone.ts';
