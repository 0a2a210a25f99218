/**
 * Every operator endpoint (method, path, schemas, permission, summary), by area, and all of them in one
 * table: the server registers its /ops routes from these descriptors and the console calls through them.
 * Schema-bearing (zod), like `@lobby/contract/schemas`: `@lobby/contract/endpoints`.
 */
import { AGENT_OPS_ENDPOINTS } from './agents/endpoints.ts';
import { LOBBY_NEWS_OPS_ENDPOINTS } from './content/endpoints.ts';
import { CONSOLE_CONTENT_ENDPOINTS } from './console/content/endpoints.ts';
import { CONSOLE_AUTH_ENDPOINTS } from './console/endpoints.ts';
import { CONSOLE_MONEY_ENDPOINTS } from './console/money/endpoints.ts';
import { CONSOLE_PLAYERS_ENDPOINTS } from './console/players/endpoints.ts';
import { GAME_OPS_ENDPOINTS } from './games/endpoints.ts';
import { LIVE_OPS_ENDPOINTS } from './live/endpoints.ts';
import { MONEY_OPS_ENDPOINTS } from './money/endpoints.ts';
import { OPS_SYSTEM_ENDPOINTS } from './ops/endpoints.ts';

export * from './common/endpoint.ts';
export {
  AGENT_OPS_ENDPOINTS,
  CONSOLE_AUTH_ENDPOINTS,
  CONSOLE_CONTENT_ENDPOINTS,
  CONSOLE_MONEY_ENDPOINTS,
  CONSOLE_PLAYERS_ENDPOINTS,
  GAME_OPS_ENDPOINTS,
  LIVE_OPS_ENDPOINTS,
  LOBBY_NEWS_OPS_ENDPOINTS,
  MONEY_OPS_ENDPOINTS,
  OPS_SYSTEM_ENDPOINTS,
};

/** The areas' tables, for checks that every key is unique across them (see OPS_ENDPOINTS). */
export const OPS_ENDPOINT_AREAS = {
  AGENT_OPS_ENDPOINTS,
  CONSOLE_AUTH_ENDPOINTS,
  CONSOLE_CONTENT_ENDPOINTS,
  CONSOLE_MONEY_ENDPOINTS,
  CONSOLE_PLAYERS_ENDPOINTS,
  GAME_OPS_ENDPOINTS,
  LIVE_OPS_ENDPOINTS,
  LOBBY_NEWS_OPS_ENDPOINTS,
  MONEY_OPS_ENDPOINTS,
  OPS_SYSTEM_ENDPOINTS,
} as const;

/** Every /ops endpoint by name (names are unique over the areas; the contract's tests check it). */
export const OPS_ENDPOINTS = {
  ...CONSOLE_AUTH_ENDPOINTS,
  ...CONSOLE_PLAYERS_ENDPOINTS,
  ...CONSOLE_CONTENT_ENDPOINTS,
  ...CONSOLE_MONEY_ENDPOINTS,
  ...MONEY_OPS_ENDPOINTS,
  ...AGENT_OPS_ENDPOINTS,
  ...LIVE_OPS_ENDPOINTS,
  ...LOBBY_NEWS_OPS_ENDPOINTS,
  ...GAME_OPS_ENDPOINTS,
  ...OPS_SYSTEM_ENDPOINTS,
};
export type OpsEndpointName = keyof typeof OPS_ENDPOINTS;
