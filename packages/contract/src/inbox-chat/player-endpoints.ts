/** The player routes of this area (descriptors: see common/endpoint.ts). */
export const INBOX_CHAT_PLAYER_ENDPOINTS = {} as const;
