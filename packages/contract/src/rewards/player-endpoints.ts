/** The player routes of this area (descriptors: see common/endpoint.ts). */
export const REWARD_PLAYER_ENDPOINTS = {} as const;
