import type { Tx } from '../../../db/transaction.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { OriginalsRepository } from './repository.ts';

/** What an auto-bet round says of itself: its run, its 1-based number, the run's limit. */
export interface AutoRound {
  run: string;
  round: number;
  limit: number;
}

/** Refuses a round that says it is past its own run's limit (before anything is looked up). */
export function checkAutoRound(auto: AutoRound | undefined): void {
  if (auto && auto.round > auto.limit) {
    throw new AppError('play.params.invalid', { message: "An auto-bet round cannot be past its run's limit." });
  }
}

/**
 * An auto-bet round counts against its run (in the caller's transaction, with the stake it goes with): the run
 * keeps the limit its first round fixed and never plays past it. One mechanism for every in-house game: the
 * one-shot games, the step games' starts and crash bets.
 */
export async function countAutoRound(repo: OriginalsRepository, tx: Tx, memberId: number, auto: AutoRound, at: number): Promise<void> {
  const run = await repo.autoRun(tx, memberId, auto.run);
  if (!run) {
    await repo.insertAutoRun(tx, { member_id: memberId, run_id: auto.run, round_limit: auto.limit, created_at: at });
    return;
  }
  if (run.round_limit !== auto.limit) throw new AppError('play.params.invalid', { message: 'An auto-bet run keeps the limit it started with.' });
  if (run.rounds >= run.round_limit) throw new AppError('play.auto.limit');
  await repo.countAutoRound(tx, memberId, auto.run);
}
