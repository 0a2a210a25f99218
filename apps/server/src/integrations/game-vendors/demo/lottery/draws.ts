import { GAME_PATHS, lotteryDrawId, lotteryFormatOf, lotteryResult, lotteryScheduleOf, sha256Hex } from '@lobby/contract';
import type { LotteryFormat, LotterySchedule, LotteryTierResult } from '@lobby/contract';

export type DrawTransport = (path: string, headers: Record<string, string>) => Promise<{ status: number; body: string }>;

export interface NextDraw {
  gameCode: string;
  /** the result's shape (a Vietnamese region's ticket, or balls) and when the game draws, as the contract says */
  format: LotteryFormat;
  schedule: LotterySchedule;
  vassalage: string;
  drawNo: string;
  drawAt: number;
  seedHash: string;
  /** the latest drawn draw, to show */
  latest: { drawNo: string; drawAt: number; seedHash: string; serverSeed: string; result: LotteryTierResult[] } | null;
}

export interface DrawnResult {
  drawNo: string;
  serverSeed: string;
  seedHash: string;
  result: LotteryTierResult[];
}

interface Envelope<T> {
  success?: boolean;
  value?: T;
}

/**
 * The operator's public draw API as a vendor reads it (HTTP through the same transport as the wallet calls):
 * the next draw of a game with its committed seed hash, and a drawn draw with its revealed seed. The vendor
 * trusts no result it cannot recompute: the seed must hash to the hash it saw before the draw, and the result
 * is recomputed from it with the contract's lotteryResult.
 */
export function createDrawClient(transport: DrawTransport) {
  async function read<T>(path: string, merchant: string): Promise<{ status: number; value: T | null }> {
    const res = await transport(path, { merchant, accept: 'application/json' });
    if (res.status !== 200) return { status: res.status, value: null };
    const json = JSON.parse(res.body) as Envelope<T>;
    return { status: 200, value: json.success ? (json.value ?? null) : null };
  }

  return {
    async next(merchant: string, gameCode: string): Promise<NextDraw | null> {
      const { value } = await read<{
        list: Array<{
          game: { gameCode: string; vassalage: string; gameClassify: string | null };
          latest: { drawNo: string; drawAt: number; seedHash: string; serverSeed: string; result: LotteryTierResult[] };
          next: { drawNo: string; drawAt: number; seedHash: string };
        }>;
      }>(`${GAME_PATHS.lotteryNumero}?gameCode=${encodeURIComponent(gameCode)}`, merchant);
      const item = value?.list.find((g) => g.game.gameCode === gameCode);
      if (!item) return null;
      const ref = { vassalage: item.game.vassalage, gameCode, gameClassify: item.game.gameClassify };
      return {
        gameCode,
        format: lotteryFormatOf(ref),
        schedule: lotteryScheduleOf(ref),
        vassalage: item.game.vassalage,
        drawNo: item.next.drawNo,
        drawAt: item.next.drawAt,
        seedHash: item.next.seedHash,
        latest: item.latest,
      };
    },

    /**
     * A drawn draw, checked: null while it is not drawn (or not found). A seed that does not hash to the
     * committed hash throws: the vendor pays nothing on a result it cannot verify.
     */
    async drawn(merchant: string, game: { gameCode: string; format: LotteryFormat }, drawNo: string, committedHash: string): Promise<DrawnResult | null> {
      const { status, value } = await read<{ draw: { drawNo: string; serverSeed: string; seedHash: string; result: LotteryTierResult[] } }>(
        `${GAME_PATHS.lotteryVerify}?gameCode=${encodeURIComponent(game.gameCode)}&drawNo=${encodeURIComponent(drawNo)}`,
        merchant,
      );
      if (status === 404 || !value) return null;
      const { serverSeed } = value.draw;
      if ((await sha256Hex(serverSeed)) !== committedHash) throw new Error(`draw ${game.gameCode} ${drawNo}: the revealed seed does not match the committed hash`);
      const result = await lotteryResult(game.format, serverSeed, lotteryDrawId(game.gameCode, drawNo));
      return { drawNo, serverSeed, seedHash: committedHash, result };
    },
  };
}

export type DrawClient = ReturnType<typeof createDrawClient>;
