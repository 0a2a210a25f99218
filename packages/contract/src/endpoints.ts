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

import { SYSTEM_PLAYER_ENDPOINTS } from './system/player-endpoints.ts';
import { ACCOUNT_PLAYER_ENDPOINTS } from './accounts/player-endpoints.ts';
import { GAME_PLAYER_ENDPOINTS } from './games/player-endpoints.ts';
import { CONTENT_PLAYER_ENDPOINTS } from './content/player-endpoints.ts';
import { INBOX_CHAT_PLAYER_ENDPOINTS } from './inbox-chat/player-endpoints.ts';
import { MONEY_PLAYER_ENDPOINTS } from './money/player-endpoints.ts';
import { PLAY_PLAYER_ENDPOINTS } from './play/player-endpoints.ts';
import { SETTINGS_PLAYER_ENDPOINTS } from './settings/player-endpoints.ts';
import { PROTECTION_PLAYER_ENDPOINTS } from './protection/player-endpoints.ts';
import { PROTECTION_OPS_ENDPOINTS } from './protection/ops-endpoints.ts';
import { AML_OPS_ENDPOINTS } from './aml/endpoints.ts';
import { KYC_OPS_ENDPOINTS } from './kyc/ops-endpoints.ts';
import { RISK_OPS_ENDPOINTS } from './risk/endpoints.ts';
import { TOURNAMENT_OPS_ENDPOINTS } from './tournaments/ops-endpoints.ts';
import { TOURNAMENT_PLAYER_ENDPOINTS } from './tournaments/player-endpoints.ts';
import { BONUS_OPS_ENDPOINTS } from './bonus/ops-endpoints.ts';
import { BONUS_PLAYER_ENDPOINTS } from './bonus/player-endpoints.ts';
import { SEGMENT_OPS_ENDPOINTS } from './segments/endpoints.ts';
import { MESSAGE_OPS_ENDPOINTS } from './messages/endpoints.ts';
import { MESSAGE_PLAYER_ENDPOINTS } from './messages/player-endpoints.ts';
import { KYC_PLAYER_ENDPOINTS } from './kyc/player-endpoints.ts';
import { REWARD_PLAYER_ENDPOINTS } from './rewards/player-endpoints.ts';
import { REFERRAL_PLAYER_ENDPOINTS } from './referral/player-endpoints.ts';
import { AGENT_PLAYER_ENDPOINTS } from './agents/player-endpoints.ts';
import { LIVE_PLAYER_ENDPOINTS } from './live/player-endpoints.ts';
import { SPORTSBOOK_OPS_ENDPOINTS } from './sportsbook/ops-endpoints.ts';
import { SPORTSBOOK_PLAYER_ENDPOINTS } from './sportsbook/player-endpoints.ts';

export * from './common/endpoint.ts';
export {
  ACCOUNT_PLAYER_ENDPOINTS,
  AGENT_PLAYER_ENDPOINTS,
  CONTENT_PLAYER_ENDPOINTS,
  GAME_PLAYER_ENDPOINTS,
  INBOX_CHAT_PLAYER_ENDPOINTS,
  LIVE_PLAYER_ENDPOINTS,
  MONEY_PLAYER_ENDPOINTS,
  PLAY_PLAYER_ENDPOINTS,
  REFERRAL_PLAYER_ENDPOINTS,
  REWARD_PLAYER_ENDPOINTS,
  SETTINGS_PLAYER_ENDPOINTS,
  PROTECTION_PLAYER_ENDPOINTS,
  SYSTEM_PLAYER_ENDPOINTS,
  AGENT_OPS_ENDPOINTS,
  PROTECTION_OPS_ENDPOINTS,
  AML_OPS_ENDPOINTS,
  KYC_OPS_ENDPOINTS,
  KYC_PLAYER_ENDPOINTS,
  RISK_OPS_ENDPOINTS,
  TOURNAMENT_OPS_ENDPOINTS,
  TOURNAMENT_PLAYER_ENDPOINTS,
  SEGMENT_OPS_ENDPOINTS,
  MESSAGE_OPS_ENDPOINTS,
  MESSAGE_PLAYER_ENDPOINTS,
  BONUS_OPS_ENDPOINTS,
  BONUS_PLAYER_ENDPOINTS,
  SPORTSBOOK_OPS_ENDPOINTS,
  SPORTSBOOK_PLAYER_ENDPOINTS,
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
  PROTECTION_OPS_ENDPOINTS,
  AML_OPS_ENDPOINTS,
  KYC_OPS_ENDPOINTS,
  RISK_OPS_ENDPOINTS,
  TOURNAMENT_OPS_ENDPOINTS,
  SEGMENT_OPS_ENDPOINTS,
  MESSAGE_OPS_ENDPOINTS,
  BONUS_OPS_ENDPOINTS,
  SPORTSBOOK_OPS_ENDPOINTS,
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
  ...PROTECTION_OPS_ENDPOINTS,
  ...AML_OPS_ENDPOINTS,
  ...KYC_OPS_ENDPOINTS,
  ...RISK_OPS_ENDPOINTS,
  ...TOURNAMENT_OPS_ENDPOINTS,
  ...BONUS_OPS_ENDPOINTS,
  ...SEGMENT_OPS_ENDPOINTS,
  ...MESSAGE_OPS_ENDPOINTS,
  ...SPORTSBOOK_OPS_ENDPOINTS,
};
export type OpsEndpointName = keyof typeof OPS_ENDPOINTS;

/** The player API's areas (`/wps`, `/lgw`): the web app calls through these, the server registers them. */
export const PLAYER_ENDPOINT_AREAS = {
  SYSTEM_PLAYER_ENDPOINTS,
  ACCOUNT_PLAYER_ENDPOINTS,
  GAME_PLAYER_ENDPOINTS,
  CONTENT_PLAYER_ENDPOINTS,
  INBOX_CHAT_PLAYER_ENDPOINTS,
  MONEY_PLAYER_ENDPOINTS,
  PLAY_PLAYER_ENDPOINTS,
  SETTINGS_PLAYER_ENDPOINTS,
  PROTECTION_PLAYER_ENDPOINTS,
  KYC_PLAYER_ENDPOINTS,
  TOURNAMENT_PLAYER_ENDPOINTS,
  BONUS_PLAYER_ENDPOINTS,
  REWARD_PLAYER_ENDPOINTS,
  REFERRAL_PLAYER_ENDPOINTS,
  AGENT_PLAYER_ENDPOINTS,
  LIVE_PLAYER_ENDPOINTS,
  MESSAGE_PLAYER_ENDPOINTS,
  SPORTSBOOK_PLAYER_ENDPOINTS,
} as const;

/** Every player endpoint by name (names are unique over the areas; the contract's tests check it). */
export const PLAYER_ENDPOINTS = {
  ...SYSTEM_PLAYER_ENDPOINTS,
  ...ACCOUNT_PLAYER_ENDPOINTS,
  ...GAME_PLAYER_ENDPOINTS,
  ...CONTENT_PLAYER_ENDPOINTS,
  ...INBOX_CHAT_PLAYER_ENDPOINTS,
  ...MONEY_PLAYER_ENDPOINTS,
  ...PLAY_PLAYER_ENDPOINTS,
  ...SETTINGS_PLAYER_ENDPOINTS,
  ...PROTECTION_PLAYER_ENDPOINTS,
  ...KYC_PLAYER_ENDPOINTS,
  ...TOURNAMENT_PLAYER_ENDPOINTS,
  ...BONUS_PLAYER_ENDPOINTS,
  ...REWARD_PLAYER_ENDPOINTS,
  ...REFERRAL_PLAYER_ENDPOINTS,
  ...AGENT_PLAYER_ENDPOINTS,
  ...LIVE_PLAYER_ENDPOINTS,
  ...MESSAGE_PLAYER_ENDPOINTS,
  ...SPORTSBOOK_PLAYER_ENDPOINTS,
};
export type PlayerEndpointName = keyof typeof PLAYER_ENDPOINTS;
/** Any player endpoint's descriptor: the web client finds a call's types by its method and path. */
export type PlayerEndpoint = (typeof PLAYER_ENDPOINTS)[PlayerEndpointName];
