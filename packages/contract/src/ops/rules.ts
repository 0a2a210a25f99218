/** The channels of the local outbox (the SMS gateway's and the mail sender's messages). */
export const OUTBOX_CHANNELS = ['sms', 'mail'] as const;
