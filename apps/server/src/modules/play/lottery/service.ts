import { randomBytes } from 'node:crypto';
import {
  GAME_LIST_LIMITS,
  LOTTERY_LIMITS,
  drawNumberOf,
  lotteryBalls,
  lotteryDrawId,
  lotteryFormatOf,
  lotteryResult,
  lotteryScheduleOf,
  sha256Hex,
  slotAt,
  slotTime,
  VN_LOTTERY_VENDOR,
} from '@lobby/contract';
import type {
  Language,
  LotteryDraw,
  LotteryFormat,
  LotteryGameDraws,
  LotteryNumero,
  LotterySchedule,
  LotteryTierResult,
  LotteryVnNumero,
  LotteryVnRecent,
} from '@lobby/contract';
import type { ResolvedMerchant } from '../../../core/merchants/service.ts';
import type { LotteryDrawRow, NewLotteryDrawRow } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { LOTTERY_TYPES } from '../../catalogue/catalogue/index.ts';
import type { GameCatalogue, GameRecord } from '../../catalogue/catalogue/index.ts';
import type { LotteryRepository } from './repository.ts';

export interface LotteryServiceDeps {
  catalogue: GameCatalogue;
  repo: LotteryRepository;
  now: () => number;
}

interface GameDraws {
  /** drawn slots, newest first (the first is the latest) */
  drawn: LotteryDrawRow[];
  next: LotteryDrawRow;
}

function refOf(row: GameRecord) {
  return { vassalage: row.vassalage, gameCode: row.game_code, gameClassify: row.game_classify };
}

function parseResult(text: string | null): LotteryTierResult[] {
  if (text === null) return [];
  return JSON.parse(text) as LotteryTierResult[];
}

export function drawDto(row: LotteryDrawRow): LotteryDraw {
  const result = parseResult(row.result);
  return {
    drawNo: row.draw_no,
    drawAt: Number(row.draw_at),
    seedHash: row.seed_hash,
    drawId: lotteryDrawId(row.game_code, row.draw_no),
    serverSeed: row.server_seed,
    committedAt: Number(row.committed_at),
    balls: lotteryBalls(result),
    result,
  };
}

function nextDto(row: LotteryDrawRow) {
  return { drawNo: row.draw_no, drawAt: Number(row.draw_at), seedHash: row.seed_hash };
}

/**
 * Lottery draws, made when first needed: reading a game makes its latest draw (result from a fresh server
 * seed) and the next one (seed kept secret, its SHA-256 published). A result is HMAC-SHA256 of the seed
 * over the draw id, mapped to numbers without modulo bias (the contract's lotteryResult), so anyone can
 * recompute it once the seed is revealed. Slots are unique per merchant and game in the database.
 */
export function createLotteryService(deps: LotteryServiceDeps) {
  const { catalogue, repo, now } = deps;

  async function newDraw(merchantCode: string, gameCode: string, schedule: LotterySchedule, format: LotteryFormat, slot: number, at: number): Promise<NewLotteryDrawRow> {
    const serverSeed = randomBytes(32).toString('hex');
    const drawNo = drawNumberOf(schedule, slot);
    const drawAt = slotTime(schedule, slot);
    const drawn = drawAt <= at;
    return {
      merchant_code: merchantCode,
      game_code: gameCode,
      slot,
      draw_no: drawNo,
      draw_at: drawAt,
      server_seed: serverSeed,
      seed_hash: await sha256Hex(serverSeed),
      result: drawn ? JSON.stringify(await lotteryResult(format, serverSeed, lotteryDrawId(gameCode, drawNo))) : null,
      committed_at: at,
      settled_at: drawn ? at : null,
    };
  }

  /**
   * The game's last `back` drawn slots and the next one, made if missing (never more than `back` of the
   * past: nothing is made for slots nobody asks about) and settled once their time has passed.
   */
  async function ensure(merchantCode: string, game: GameRecord, back: number, at: number): Promise<GameDraws> {
    const schedule = lotteryScheduleOf(refOf(game));
    const format = lotteryFormatOf(refOf(game));
    const code = game.game_code;
    const current = slotAt(schedule, at);
    const from = current - back + 1;
    const to = current + 1;
    let rows = await repo.slots(merchantCode, code, from, to);
    if (rows.length < to - from + 1) {
      const have = new Set(rows.map((r) => Number(r.slot)));
      const missing: NewLotteryDrawRow[] = [];
      for (let slot = from; slot <= to; slot++) {
        if (!have.has(slot)) missing.push(await newDraw(merchantCode, code, schedule, format, slot, at));
      }
      await repo.insertMissing(missing);
      await repo.prune(merchantCode, code, current - LOTTERY_LIMITS.historyKept + 1);
      rows = await repo.slots(merchantCode, code, from, to);
    }
    for (const row of rows) {
      if (row.result === null && Number(row.draw_at) <= at) {
        const result = JSON.stringify(await lotteryResult(format, row.server_seed, lotteryDrawId(code, row.draw_no)));
        await repo.settle(row.id, result, at);
        row.result = result;
        row.settled_at = at;
      }
    }
    const next = rows.find((r) => Number(r.slot) === to);
    if (!next) throw new Error(`lottery draw ${code}/${to} was not written`);
    return { drawn: rows.filter((r) => Number(r.slot) <= current), next };
  }

  /** The merchant's playable lottery games (enabled, of an enabled vendor), in list order. */
  async function lotteryGames(merchant: ResolvedMerchant, vassalage?: string): Promise<GameRecord[]> {
    const vendors = await catalogue.vendorsOf(merchant.code);
    return catalogue.games.list(
      { merchantCode: merchant.code, gameTypes: LOTTERY_TYPES, excludeVendors: vendors.disabled, ...(vassalage ? { vassalage } : {}) },
      { offset: 0, limit: GAME_LIST_LIMITS.maxPageSize },
    );
  }

  async function gameDraws(merchant: ResolvedMerchant, games: GameRecord[], language: Language, at: number): Promise<LotteryGameDraws[]> {
    const vendors = await catalogue.vendorsOf(merchant.code);
    const out: LotteryGameDraws[] = [];
    // One game after another: a burst of parallel writes would only queue on SQLite's one writer.
    for (const game of games) {
      const { drawn, next } = await ensure(merchant.code, game, 1, at);
      out.push({ game: catalogue.toGame(game, vendors, language), latest: drawDto(drawn[0]!), next: nextDto(next) });
    }
    return out;
  }

  async function oneGame(merchant: ResolvedMerchant, gameCode: string, vassalage?: string): Promise<GameRecord> {
    const game = (await lotteryGames(merchant, vassalage)).find((g) => g.game_code === gameCode);
    if (!game) throw new AppError('game.not.found', { message: `No lottery game ${gameCode}.` });
    return game;
  }

  return {
    ensure,

    /** The latest draw of every lottery game of the merchant, or of one. */
    async numero(merchant: ResolvedMerchant, gameCode: string | undefined, language: Language): Promise<LotteryNumero> {
      const at = now();
      const games = gameCode ? [await oneGame(merchant, gameCode)] : await lotteryGames(merchant);
      const [list, prizeMode] = await Promise.all([gameDraws(merchant, games, language, at), catalogue.lotteryPrizeMode(merchant)]);
      return { prizeMode, serverTime: at, list };
    },

    /** The latest draw of every Vietnamese lottery game, grouped by region in the vendor's order. */
    async vnNumero(merchant: ResolvedMerchant, language: Language): Promise<LotteryVnNumero> {
      const at = now();
      const vendors = await catalogue.vendorsOf(merchant.code);
      const vendor = vendors.byCode.get(VN_LOTTERY_VENDOR);
      const games = vendor?.enabled ? await lotteryGames(merchant, VN_LOTTERY_VENDOR) : [];
      const [draws, prizeMode] = await Promise.all([gameDraws(merchant, games, language, at), catalogue.lotteryPrizeMode(merchant)]);
      const names = vendor?.classifications ?? {};
      const order = Object.keys(names);
      const groups = new Map<string, LotteryGameDraws[]>();
      for (const d of draws) {
        const key = d.game.gameClassify ?? '';
        groups.set(key, [...(groups.get(key) ?? []), d]);
      }
      const rank = (k: string) => (order.indexOf(k) + 1 || order.length + 1);
      const regions = [...groups.entries()]
        .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
        .map(([gameClassify, list]) => ({ gameClassify, displayName: names[gameClassify] ?? gameClassify, games: list }));
      return { prizeMode, serverTime: at, regions };
    },

    /** The last `size` draws of one Vietnamese lottery game, newest first. */
    async vnRecent(merchant: ResolvedMerchant, gameCode: string, size: number, language: Language): Promise<LotteryVnRecent> {
      const at = now();
      const game = await oneGame(merchant, gameCode, VN_LOTTERY_VENDOR);
      const { drawn, next } = await ensure(merchant.code, game, Math.min(size, LOTTERY_LIMITS.recentMax), at);
      const vendors = await catalogue.vendorsOf(merchant.code);
      return { game: catalogue.toGame(game, vendors, language), serverTime: at, next: nextDto(next), draws: drawn.map(drawDto) };
    },

    /** One drawn draw, recomputed from its revealed seed. A draw still to come is not found. */
    async verify(merchant: ResolvedMerchant, gameCode: string, drawNo: string) {
      const game = await oneGame(merchant, gameCode);
      const row = await repo.byDrawNo(merchant.code, game.game_code, drawNo);
      if (!row || row.result === null || Number(row.draw_at) > now()) {
        throw new AppError('request.not.found', { message: `No drawn draw ${drawNo} of ${gameCode}.` });
      }
      const draw = drawDto(row);
      const recomputed = await lotteryResult(lotteryFormatOf(refOf(game)), row.server_seed, draw.drawId);
      return {
        draw,
        hashMatches: (await sha256Hex(row.server_seed)) === row.seed_hash,
        resultMatches: JSON.stringify(recomputed) === JSON.stringify(draw.result),
      };
    },
  };
}

export type LotteryService = ReturnType<typeof createLotteryService>;
