/** The player routes of this area (descriptors: see common/endpoint.ts). */
export const LIVE_PLAYER_ENDPOINTS = {} as const;
