import { randomInt } from 'node:crypto';
import { centsToAmount, maskName } from '@lobby/contract';
import type { JackpotPoolRow } from '../../../db/schema.ts';
import { afterCommit } from '../../../db/transaction.ts';
import { accounts } from '../../money/ledger/index.ts';
import { createMemberRepository } from '../../accounts/member/index.ts';
import type { LedgerBook, LedgerService, Purse } from '../../money/ledger/index.ts';
import type { LobbyNewsService } from '../../content/lobby-news/index.ts';
import type { JackpotRepository } from './repository.ts';

/** Draws in [0, 2^48): a stake wins when its draw falls under its chance scaled to this range. */
const DRAW_RANGE = 2 ** 48;

export interface JackpotStake {
  purse: Purse;
  gameType: string;
  stakeCents: number;
  /** unique per stake (the vendor transaction), so a pool is won at most once per stake */
  stakeRef: string;
  /** the game staked on, for the lobby news of a drop */
  game?: { code: string; name: string; vendor: string };
}

/**
 * Progressive pools on the ledger. Every real-money stake on a pool's games moves its share from the game
 * vendor's account (the house's side of the stake) into the pool's account, and wins the whole pool with
 * chance stake x share / (average drop - seed), so a pool drops on average at its advertised size; the
 * winner is paid from the pool, which is seeded again from the house. Demo money takes no part.
 */
export function createJackpotService(deps: {
  repository: JackpotRepository;
  ledger: LedgerService;
  /** the lobby news, told of every drop (absent: not told) */
  news?: Pick<LobbyNewsService, 'recordEvent'>;
  now: () => number;
  draw?: (range: number) => number;
}) {
  const { repository: repo, ledger, now } = deps;
  const draw = deps.draw ?? ((range: number) => randomInt(0, Math.min(range, 2 ** 48 - 1)));

  function poolAccount(pool: JackpotPoolRow, currency: string) {
    return accounts.jackpot(pool.merchant_code, currency, pool.code);
  }

  /**
   * Pools this process has seen funded (committed). A funded pool stays funded: only a drop empties it, and
   * the drop seeds it again in its own transaction. So a stake need not read the pool to know.
   */
  const funded = new Set<string>();

  async function ensureSeeded(book: LedgerBook, pool: JackpotPoolRow, currency: string, afterDrop = false): Promise<void> {
    const seen = `${pool.id}:${currency}`;
    if (funded.has(seen) && !afterDrop) return;
    const balance = await book.postedBalance(poolAccount(pool, currency));
    if (balance > 0) {
      afterCommit(book.tx, () => funded.add(seen));
      return;
    }
    if (Number(pool.seed_cents) <= 0) return;
    const wins = await repo.winCount(book.tx, pool.id);
    await book.transfer({
      key: `jackpot:seed:${pool.id}:${wins}`,
      debit: accounts.house(pool.merchant_code, currency),
      credit: poolAccount(pool, currency),
      amount: Number(pool.seed_cents),
      kind: 'jackpot_contribution',
      memo: 'pool seed',
    });
  }

  return {
    /** A stake's contribution and draw, inside the stake's own transaction. Returns the jackpot won (cents). */
    async onStake(book: LedgerBook, stake: JackpotStake, vendorAccount: ReturnType<typeof accounts.vendor>): Promise<number> {
      if (stake.purse.demo || stake.stakeCents <= 0) return 0;
      let won = 0;
      for (const pool of await repo.poolsTx(book.tx, stake.purse.merchantCode)) {
        if (!(JSON.parse(pool.game_types) as string[]).includes(stake.gameType)) continue;
        const currency = stake.purse.currency;
        await ensureSeeded(book, pool, currency);
        const share = Math.floor((stake.stakeCents * pool.contribution_bp) / 10_000);
        const spread = Number(pool.average_drop_cents) - Number(pool.seed_cents);
        const chance = spread > 0 ? (stake.stakeCents * pool.contribution_bp) / 10_000 / spread : 0;
        const drops = chance > 0 && draw(DRAW_RANGE) < Math.floor(chance * DRAW_RANGE);
        // A drop locks every row of the pool before it adds its share and reads the pool: no other stake
        // adds to what it pays while it runs, and (locked before this stake holds any row of the pool) two
        // drops at once wait in turn instead of deadlocking.
        if (drops) await book.postedBalance(poolAccount(pool, currency), { lock: true });
        if (share > 0) {
          await book.transfer({
            key: `jackpot:in:${pool.id}:${stake.stakeRef}`,
            debit: vendorAccount,
            credit: poolAccount(pool, currency),
            amount: share,
            kind: 'jackpot_contribution',
            memberId: stake.purse.memberId,
            reference: pool.code,
          });
        }
        if (!drops) continue;
        const amount = await book.postedBalance(poolAccount(pool, currency));
        if (amount <= 0) continue;
        const username = (await createMemberRepository(book.tx).byId(stake.purse.memberId))?.username ?? 'player';
        const winId = await repo.insertWin(book.tx, {
          pool_id: pool.id,
          member_id: stake.purse.memberId,
          player: maskName(username),
          amount_cents: amount,
          stake_ref: stake.stakeRef,
          won_at: now(),
        });
        // The drop is lobby news, committed with the win.
        await deps.news?.recordEvent(
          {
            kind: 'jackpot',
            merchantCode: stake.purse.merchantCode,
            winId,
            pool: pool.name,
            username,
            amountCents: amount,
            currency,
            game: stake.game ?? { code: '', name: '', vendor: '' },
            at: now(),
          },
          book.tx,
        );
        await book.transfer({
          key: `jackpot:win:${pool.id}:${stake.stakeRef}`,
          debit: poolAccount(pool, currency),
          credit: accounts.cash(stake.purse),
          amount,
          kind: 'jackpot_win',
          memberId: stake.purse.memberId,
          reference: pool.code,
        });
        await ensureSeeded(book, pool, currency, true);
        won += amount;
      }
      return won;
    },

    /** The merchant's pools as the home counter shows them. */
    async pools(merchantCode: string, currency: string) {
      const pools = await repo.pools(merchantCode);
      return Promise.all(
        pools.map(async (pool) => {
          const account = (await ledger.accountBalance(poolAccount(pool, currency))) ?? Number(pool.seed_cents);
          const last = await repo.lastWin(pool.id);
          return {
            code: pool.code,
            name: pool.name,
            amount: centsToAmount(account),
            currency,
            lastWin: last ? { player: last.player, amount: centsToAmount(Number(last.amount_cents)), at: last.won_at } : null,
          };
        }),
      );
    },
  };
}

export type JackpotService = ReturnType<typeof createJackpotService>;
