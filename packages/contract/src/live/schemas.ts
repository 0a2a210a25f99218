import { z } from 'zod';
import { INT32_MAX, languageSchema, merchantCodeSchema } from '../common/schemas.ts';
import { gameSchema } from '../games/schemas.ts';

/**
 * A live host ("anchor") as the player sees it: who, which table they deal at (a catalogue game, launched
 * like any other), whether they are on air now, and when they are next.
 */
export const liveHostSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** server-drawn portrait (SVG) */
  avatarUrl: z.string(),
  /** in the requested language */
  bio: z.string(),
  /** the languages the host speaks on stream */
  languages: z.array(languageSchema),
  /** the table the host runs: a LIVE catalogue game */
  game: gameSchema,
  /** switched on by the operator */
  active: z.boolean(),
  /** active and inside one of the weekly shifts now */
  streaming: z.boolean(),
  /** epoch ms when the current shift ends; null when off air */
  liveUntil: z.number().int().nullable(),
  /** epoch ms when the next shift starts (after the current one when on air); null when inactive or unscheduled */
  nextShiftAt: z.number().int().nullable(),
  /** members following the host */
  followers: z.number().int().min(0),
  /** the signed-in member follows the host (always false for visitors) */
  followed: z.boolean(),
});
export type LiveHost = z.infer<typeof liveHostSchema>;

export const liveHostListSchema = z.array(liveHostSchema);

/** "1"/"true" and "0"/"false"; anything else is a 400. */
const flagSchema = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

export const liveAnchorsQuerySchema = z.object({
  language: z.string().trim().max(16).optional(),
});

export const liveModelsQuerySchema = z.object({
  /** 1: switched-on hosts (default), 0: hosts switched off */
  active: flagSchema.optional(),
  /** 1: on air now, 0: off air now; absent: both */
  streaming: flagSchema.optional(),
  language: z.string().trim().max(16).optional(),
});
export type LiveModelsQuery = z.infer<typeof liveModelsQuerySchema>;

export const liveFollowBodySchema = z.object({
  anchorId: z.coerce.number().int().positive().max(INT32_MAX),
});
export type LiveFollowBody = z.infer<typeof liveFollowBodySchema>;

/** The ids of the hosts the member follows, newest first (what follow and unfollow answer). */
export const liveFocusIdsSchema = z.array(z.number().int());

export const opsLiveHostParamsSchema = z.object({ id: z.coerce.number().int().positive().max(INT32_MAX) });
export const opsLiveHostBodySchema = z.object({ enabled: z.boolean() });
export const opsLiveHostQuerySchema = z.object({
  merchant: merchantCodeSchema.optional().describe('merchant code; default the default merchant'),
});
export const opsLiveHostSchema = z.object({ id: z.number().int(), name: z.string(), active: z.boolean() });
