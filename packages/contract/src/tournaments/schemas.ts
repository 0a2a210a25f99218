import { z } from 'zod';
import { epochMsSchema, INT32_MAX, languageSchema, merchantCodeSchema, moneyTextSchema } from '../common/schemas.ts';
import { gameSchema } from '../games/schemas.ts';
import { GAME_TYPES } from '../games/rules.ts';
import {
  prizeRowsProblem,
  TOURNAMENT_LIMITS,
  TOURNAMENT_PHASES,
  TOURNAMENT_PRIZE_KINDS,
  TOURNAMENT_SCORINGS,
  TOURNAMENT_STATUSES,
} from './rules.ts';

const DAY = 86_400_000;

export const tournamentIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(INT32_MAX) });

export const tournamentTextSchema = z.strictObject({
  name: z.string().trim().min(2).max(TOURNAMENT_LIMITS.name),
  description: z.string().trim().max(TOURNAMENT_LIMITS.description),
});

/** A game as rounds name it: its vendor (vassalage) and the catalogue's node id. */
export const tournamentGameRefSchema = z.strictObject({
  vendor: z.string().trim().min(1).max(32),
  code: z.string().trim().min(1).max(64),
});

export const tournamentPrizeBodySchema = z.strictObject({
  fromRank: z.number().int().min(1).max(TOURNAMENT_LIMITS.maxRank),
  toRank: z.number().int().min(1).max(TOURNAMENT_LIMITS.maxRank),
  /** each rank of the range is paid this much */
  amount: moneyTextSchema,
  kind: z.enum(TOURNAMENT_PRIZE_KINDS),
  /** bonus prizes: the wagering needed is the prize times this (cash: 0) */
  wageringMultiplier: z.number().int().min(0).max(TOURNAMENT_LIMITS.maxWageringMultiplier),
});

/**
 * A tournament as an operator writes it: name and description per language (English at least), the games
 * (game types and/or games by vendor and code), the period, the scoring, the minimum stake a round needs
 * to count, and the prize table (rank ranges that do not overlap).
 */
export const tournamentBodySchema = z
  .strictObject({
    texts: z.partialRecord(languageSchema, tournamentTextSchema),
    gameTypes: z.array(z.enum(GAME_TYPES)).max(GAME_TYPES.length),
    games: z.array(tournamentGameRefSchema).max(TOURNAMENT_LIMITS.maxGames),
    startsAt: epochMsSchema.min(0),
    endsAt: epochMsSchema.min(0),
    scoring: z.enum(TOURNAMENT_SCORINGS),
    minStake: moneyTextSchema,
    prizes: z.array(tournamentPrizeBodySchema).min(1).max(TOURNAMENT_LIMITS.maxPrizeRows),
  })
  .superRefine((t, ctx) => {
    if (!t.texts.EN) ctx.addIssue({ code: 'custom', path: ['texts', 'EN'], message: 'An English name is required.' });
    if (t.gameTypes.length === 0 && t.games.length === 0) ctx.addIssue({ code: 'custom', path: ['games'], message: 'Choose at least one game type or game.' });
    if (new Set(t.gameTypes).size !== t.gameTypes.length) ctx.addIssue({ code: 'custom', path: ['gameTypes'], message: 'A game type is listed twice.' });
    if (new Set(t.games.map((g) => `${g.vendor}\u0000${g.code}`)).size !== t.games.length) ctx.addIssue({ code: 'custom', path: ['games'], message: 'A game is listed twice.' });
    if (t.endsAt <= t.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start.' });
    else if (t.endsAt - t.startsAt > TOURNAMENT_LIMITS.maxDays * DAY) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: `A tournament lasts at most ${TOURNAMENT_LIMITS.maxDays} days.` });
    const problem = prizeRowsProblem(t.prizes);
    if (problem) ctx.addIssue({ code: 'custom', path: ['prizes'], message: problem });
    if (Number(t.minStake) < 0 || Number(t.minStake) > TOURNAMENT_LIMITS.maxAmount) ctx.addIssue({ code: 'custom', path: ['minStake'], message: 'The minimum stake is zero or more, within the limit.' });
    t.prizes.forEach((p, i) => {
      if (Number(p.amount) <= 0) ctx.addIssue({ code: 'custom', path: ['prizes', i, 'amount'], message: 'A prize is more than zero.' });
      if (Number(p.amount) > TOURNAMENT_LIMITS.maxAmount) ctx.addIssue({ code: 'custom', path: ['prizes', i, 'amount'], message: 'This prize is above the limit.' });
      if (p.kind === 'cash' && p.wageringMultiplier !== 0) ctx.addIssue({ code: 'custom', path: ['prizes', i, 'wageringMultiplier'], message: 'Cash prizes have no wagering.' });
    });
  });
export type TournamentBody = z.infer<typeof tournamentBodySchema>;

export const tournamentPrizeSchema = z.object({
  fromRank: z.number().int(),
  toRank: z.number().int(),
  amount: moneyTextSchema,
  kind: z.enum(TOURNAMENT_PRIZE_KINDS),
  wageringMultiplier: z.number().int(),
});

/** A tournament as operators see it. */
export const opsTournamentSchema = z.object({
  id: z.number().int(),
  merchantCode: z.string(),
  currency: z.string(),
  /** the merchant's time zone: the console shows the period on it */
  timeZone: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  phase: z.enum(TOURNAMENT_PHASES),
  texts: z.partialRecord(languageSchema, tournamentTextSchema),
  gameTypes: z.array(z.enum(GAME_TYPES)),
  games: z.array(tournamentGameRefSchema),
  startsAt: epochMsSchema,
  endsAt: epochMsSchema,
  scoring: z.enum(TOURNAMENT_SCORINGS),
  minStake: moneyTextSchema,
  prizes: z.array(tournamentPrizeSchema),
  /** what the prize table pays in all when every paid rank is taken */
  prizePool: moneyTextSchema,
  entrants: z.number().int(),
  /** prizes paid so far (the promotion cost of the tournament) */
  prizesPaid: moneyTextSchema,
  createdAt: epochMsSchema,
  createdBy: z.string(),
  updatedAt: epochMsSchema,
  updatedBy: z.string(),
  publishedAt: epochMsSchema.nullable(),
  finishedAt: epochMsSchema.nullable(),
  cancelledAt: epochMsSchema.nullable(),
});
export type OpsTournament = z.infer<typeof opsTournamentSchema>;

export const opsTournamentListQuerySchema = z.strictObject({
  merchant: merchantCodeSchema,
  status: z.enum(TOURNAMENT_STATUSES).optional(),
});
export const opsTournamentMerchantQuerySchema = z.strictObject({ merchant: merchantCodeSchema });

export const opsTournamentGamesQuerySchema = z.strictObject({
  merchant: merchantCodeSchema,
  /** a part of the game's English name */
  q: z.string().trim().max(60).optional(),
});
export const opsTournamentGamesSchema = z.object({
  list: z.array(z.object({ vendor: z.string(), code: z.string(), name: z.string(), type: z.string() })),
});

export const opsTournamentListSchema = z.object({ list: z.array(opsTournamentSchema), timeZone: z.string(), currency: z.string() });

/** One member's standing as operators see it (the account's name whole), with the prize once finished. */
export const opsTournamentStandingSchema = z.object({
  rank: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  score: z.number(),
  rounds: z.number().int(),
  best: z.number(),
  updatedAt: epochMsSchema,
  prize: moneyTextSchema.nullable(),
  prizeKind: z.enum(TOURNAMENT_PRIZE_KINDS).nullable(),
  paidAt: epochMsSchema.nullable(),
});

export const opsTournamentDetailSchema = z.object({
  tournament: opsTournamentSchema,
  /** the first 100 (after the end, the frozen final standings) */
  standings: z.array(opsTournamentStandingSchema),
});
export type OpsTournamentDetail = z.infer<typeof opsTournamentDetailSchema>;

// ---- players ----

export const tournamentBoardRowSchema = z.object({ rank: z.number().int(), name: z.string(), score: z.number(), rounds: z.number().int() });
export const tournamentStandingSchema = z.object({ rank: z.number().int(), score: z.number(), rounds: z.number().int() });

export const tournamentBoardEventSchema = z.object({
  type: z.literal('board'),
  tournamentId: z.number().int(),
  phase: z.enum(TOURNAMENT_PHASES),
  entrants: z.number().int(),
  top: z.array(tournamentBoardRowSchema),
  me: tournamentStandingSchema.nullable(),
  changed: z.array(tournamentBoardRowSchema),
  at: epochMsSchema,
});

export const playerTournamentPrizeSchema = z.object({
  fromRank: z.number().int(),
  toRank: z.number().int(),
  amount: z.number(),
  kind: z.enum(TOURNAMENT_PRIZE_KINDS),
  wageringMultiplier: z.number().int(),
});

/** A tournament in the player's list, in the request's language (English when the operator wrote none). */
export const playerTournamentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  phase: z.enum(TOURNAMENT_PHASES),
  startsAt: epochMsSchema,
  endsAt: epochMsSchema,
  timeZone: z.string(),
  currency: z.string(),
  scoring: z.enum(TOURNAMENT_SCORINGS),
  minStake: z.number(),
  prizePool: z.number(),
  gameTypes: z.array(z.enum(GAME_TYPES)),
  entrants: z.number().int(),
});
export type PlayerTournament = z.infer<typeof playerTournamentSchema>;

export const playerTournamentListSchema = z.object({ list: z.array(playerTournamentSchema) });

export const playerTournamentDetailSchema = playerTournamentSchema.extend({
  prizes: z.array(playerTournamentPrizeSchema),
  /** the specific games of the tournament, as the lobby shows them (the game types link to their lobby) */
  games: z.array(gameSchema),
  board: tournamentBoardEventSchema,
  /** the viewer's prize once finished (null otherwise) */
  myPrize: z.number().nullable(),
});
export type PlayerTournamentDetail = z.infer<typeof playerTournamentDetailSchema>;
