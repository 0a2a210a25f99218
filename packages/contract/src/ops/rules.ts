/** The channels of the local outbox (the SMS gateway's and the mail sender's messages). */
export const OUTBOX_CHANNELS = ['sms', 'mail'] as const;

/**
 * A background job's state as operators see it (core/jobs): waiting to run (new, deferred or waiting for a
 * retry), running, done, or out of retries.
 */
export const JOB_STATES = ['queued', 'active', 'completed', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];
