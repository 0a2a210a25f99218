/** Messages to players: channels, states and limits both sides check. */

export const MESSAGE_CHANNELS = ['inbox', 'email', 'sms', 'push'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** scheduled: waits for its time (can be cancelled); sending: the job is going through the chunks; sent; cancelled */
export const MESSAGE_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_TITLE_MAX = 120;
export const MESSAGE_BODY_MAX = 2000;
/** an SMS carries the title and the body cut to this length */
export const MESSAGE_SMS_MAX = 300;
/** a message can be scheduled this far ahead at most */
export const MESSAGE_MAX_AHEAD_MS = 90 * 86_400_000;
export const MESSAGE_PAGE = 20;

/** The marketing channels a member consents to (the inbox is in-app, governed by `marketing` alone). */
export const MARKETING_CHANNELS = ['email', 'sms', 'push'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

/** Base64url without padding (a push subscription's keys). */
export const BASE64URL_PATTERN = /^[A-Za-z0-9_-]+$/;
