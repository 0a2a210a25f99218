/**
 * Lottery draws: when each lottery game draws, what a result looks like, and the Vietnamese prize tiers.
 * Zod-free: the server schedules and produces draws with it, the web names the tiers with it.
 */

/** Vietnam keeps UTC+7 all year (Asia/Ho_Chi_Minh has had no daylight saving since 1975). */
export const VN_UTC_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;

/** The vendor whose games are the Vietnamese lottery (the lottery menu's games). */
export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';

/** The Vietnamese lottery's regions, by the vendor's classification of a game. */
export const VN_REGIONS = ['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH'] as const;
export type VnRegion = (typeof VN_REGIONS)[number];

/** Local draw times (minutes after midnight in Vietnam), as the state lotteries draw. */
export const VN_DRAW_MINUTES: Record<VnRegion, number> = {
  VN_SOUTH: 16 * 60 + 15,
  VN_CENTRAL: 17 * 60 + 15,
  VN_NORTH: 18 * 60 + 15,
};

/** Draw history kept per game; the recent-draws answer shows at most RECENT_MAX of it. */
export const LOTTERY_LIMITS = { historyKept: 40, recentMax: 30, recentDefault: 10 } as const;

/**
 * A prize tier of a Vietnamese ticket: its key (DB is giải đặc biệt, G1 giải nhất … G8 giải tám), how
 * many numbers it draws and how many digits each has.
 */
export interface VnTier {
  tier: string;
  count: number;
  digits: number;
}

/** South and Central: ĐB 6 digits, G1 5, G2 5, G3 2x5, G4 7x5, G5 4, G6 3x4, G7 3, G8 2. */
const SOUTH_TIERS: readonly VnTier[] = [
  { tier: 'DB', count: 1, digits: 6 },
  { tier: 'G1', count: 1, digits: 5 },
  { tier: 'G2', count: 1, digits: 5 },
  { tier: 'G3', count: 2, digits: 5 },
  { tier: 'G4', count: 7, digits: 5 },
  { tier: 'G5', count: 1, digits: 4 },
  { tier: 'G6', count: 3, digits: 4 },
  { tier: 'G7', count: 1, digits: 3 },
  { tier: 'G8', count: 1, digits: 2 },
];

/** North: ĐB 5 digits, G1 5, G2 2x5, G3 6x5, G4 4x4, G5 6x4, G6 3x3, G7 4x2. */
const NORTH_TIERS: readonly VnTier[] = [
  { tier: 'DB', count: 1, digits: 5 },
  { tier: 'G1', count: 1, digits: 5 },
  { tier: 'G2', count: 2, digits: 5 },
  { tier: 'G3', count: 6, digits: 5 },
  { tier: 'G4', count: 4, digits: 4 },
  { tier: 'G5', count: 6, digits: 4 },
  { tier: 'G6', count: 3, digits: 3 },
  { tier: 'G7', count: 4, digits: 2 },
];

export const VN_TIERS: Record<VnRegion, readonly VnTier[]> = {
  VN_NORTH: NORTH_TIERS,
  VN_CENTRAL: SOUTH_TIERS,
  VN_SOUTH: SOUTH_TIERS,
};

/** Every tier key any Vietnamese ticket has, in ticket order. */
export const VN_TIER_KEYS = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'] as const;

/**
 * What one draw produces:
 * - `vn`: the tiers of a Vietnamese regional ticket;
 * - `balls`: `count` numbers from `min` to `max`, all different when `distinct` (lotto 6/49, sorted), or
 *   each on its own (digit games, dice: in draw order).
 */
export type LotteryFormat =
  | { kind: 'vn'; region: VnRegion }
  | { kind: 'balls'; count: number; min: number; max: number; distinct: boolean };

/** When a game draws: every `minutes` from the epoch, or once a day at `localMinute` Vietnam time. */
export type LotterySchedule = { kind: 'interval'; minutes: number } | { kind: 'daily'; localMinute: number };

export interface LotteryGameRef {
  vassalage: string;
  gameCode: string;
  gameClassify: string | null;
}

function isVnRegion(value: string | null): value is VnRegion {
  return (VN_REGIONS as readonly (string | null)[]).includes(value);
}

/** `6/49`-style lotto codes (SL649, GL655, UL658, ML645, L642): six numbers from 1 to the last two digits. */
const LOTTO_CODE = /^[A-Z]*6(\d{2})$/;
/** `D6`-style digit games: that many digits. */
const DIGIT_CODE = /^D(\d)$/;

/** The result format of a lottery game (a game the rules do not know draws six digits). */
export function lotteryFormatOf(game: LotteryGameRef): LotteryFormat {
  if (game.vassalage === VN_LOTTERY_VENDOR && isVnRegion(game.gameClassify)) return { kind: 'vn', region: game.gameClassify };
  const lotto = LOTTO_CODE.exec(game.gameCode);
  if (lotto) return { kind: 'balls', count: 6, min: 1, max: Number(lotto[1]), distinct: true };
  const digits = DIGIT_CODE.exec(game.gameCode);
  if (digits) return { kind: 'balls', count: Number(digits[1]), min: 0, max: 9, distinct: false };
  // The Vietnamese quick draws: Fast 3 is three dice, Fast 5 five digits, Vietlott Quick six of 1-45.
  if (game.gameCode.startsWith('F3')) return { kind: 'balls', count: 3, min: 1, max: 6, distinct: false };
  if (game.gameCode.startsWith('F5')) return { kind: 'balls', count: 5, min: 0, max: 9, distinct: false };
  if (game.gameCode.startsWith('VQ')) return { kind: 'balls', count: 6, min: 1, max: 45, distinct: true };
  return { kind: 'balls', count: 6, min: 0, max: 9, distinct: false };
}

/** A `…M3`/`…Q5` suffix names the quick draws' minutes (F3M1: every minute, VQ5: every five). */
const MINUTES_SUFFIX = /(?:M|Q)(\d{1,2})$/;

/**
 * When a lottery game draws: the Vietnamese regional lotteries daily at their local times; the quick draws
 * every minute count of their code; lotto 6/xx every 15 minutes; digit games every 5 (4D, 6D: 10).
 */
export function lotteryScheduleOf(game: LotteryGameRef): LotterySchedule {
  if (game.vassalage === VN_LOTTERY_VENDOR && isVnRegion(game.gameClassify)) {
    return { kind: 'daily', localMinute: VN_DRAW_MINUTES[game.gameClassify] };
  }
  const quick = game.vassalage === VN_LOTTERY_VENDOR ? MINUTES_SUFFIX.exec(game.gameCode) : null;
  if (quick) return { kind: 'interval', minutes: Math.max(1, Number(quick[1])) };
  if (LOTTO_CODE.test(game.gameCode)) return { kind: 'interval', minutes: 15 };
  const digits = DIGIT_CODE.exec(game.gameCode);
  if (digits) return { kind: 'interval', minutes: Number(digits[1]) >= 4 ? 10 : 5 };
  return { kind: 'interval', minutes: 5 };
}

/** The draw slot whose time is at or before `now` (the latest drawn), under the schedule. */
export function slotAt(schedule: LotterySchedule, now: number): number {
  if (schedule.kind === 'interval') return Math.floor(now / (schedule.minutes * 60_000));
  return Math.floor((now + VN_UTC_OFFSET_MS - schedule.localMinute * 60_000) / DAY_MS);
}

/** When a slot draws (UTC epoch ms). Daily slots count Vietnamese days from 1970-01-01. */
export function slotTime(schedule: LotterySchedule, slot: number): number {
  if (schedule.kind === 'interval') return slot * schedule.minutes * 60_000;
  return slot * DAY_MS + schedule.localMinute * 60_000 - VN_UTC_OFFSET_MS;
}

/** YYYYMMDD of a Vietnamese day number. */
function vnDate(day: number): string {
  const d = new Date(day * DAY_MS);
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}

/**
 * The draw number players see: the Vietnamese date of a daily draw (20261124); for the interval draws,
 * the date and the draw's number within that Vietnamese day (20261124-0197), the draw at midnight being
 * the last of the day before, as the quick lotteries number them.
 */
export function drawNumberOf(schedule: LotterySchedule, slot: number): string {
  if (schedule.kind === 'daily') return vnDate(slot);
  const at = slotTime(schedule, slot);
  const day = Math.floor((at - 1 + VN_UTC_OFFSET_MS) / DAY_MS);
  const index = (at + VN_UTC_OFFSET_MS - day * DAY_MS) / (schedule.minutes * 60_000);
  return `${vnDate(day)}-${String(index).padStart(4, '0')}`;
}

/** The draw id a result is derived from (with the revealed seed): `<gameCode>:<drawNo>`. */
export function lotteryDrawId(gameCode: string, drawNo: string): string {
  return `${gameCode}:${drawNo}`;
}
