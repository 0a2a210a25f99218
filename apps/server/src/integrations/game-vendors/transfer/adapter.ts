import type { Language } from '@lobby/contract';

/**
 * A transfer-wallet vendor: the player's money is moved into the vendor's own wallet when a game opens and
 * back when the player leaves, instead of the vendor calling our wallet per bet. Every move carries our
 * transfer id, which the vendor keeps: the same id twice moves money once (and answers as the first time),
 * and the id can be asked about later when an answer was lost.
 */
export interface TransferVendor {
  /** the vendor's code in the catalogue's terms (used for its ledger account) */
  readonly code: string;
  /** moves `amountCents` from us to the player's wallet at the vendor */
  deposit(move: TransferMove): Promise<TransferOutcome>;
  /** moves `amountCents` from the player's wallet at the vendor back to us */
  withdraw(move: TransferMove): Promise<TransferOutcome>;
  /** the player's balance at the vendor, and when they last played there (ms), if the vendor says */
  balance(player: TransferPlayer): Promise<{ balanceCents: number; lastActiveAt?: number }>;
  /** what became of a move whose answer never came: done, failed (nothing moved), or never seen */
  status(transferId: string): Promise<{ state: 'done' | 'failed' | 'unknown' }>;
  /** the game's URL, for a player whose money is at the vendor */
  launchUrl(input: { player: TransferPlayer; gameCode: string; gameName: string; language: Language; returnUrl: string }): Promise<{ url: string }>;
}

export interface TransferPlayer {
  /** the player's id at the vendor (ours, as text) */
  user: string;
  currency: string;
}

export interface TransferMove extends TransferPlayer {
  /** our id of the move: the vendor's idempotency key */
  transferId: string;
  amountCents: number;
}

/**
 * What the vendor answered: done (with the player's balance at the vendor afterwards) or refused (nothing
 * moved: not enough money at the vendor, the player blocked, a limit). An answer that never came (a timeout,
 * a dropped connection, a 5xx) is thrown as TransferUnknown: the move may or may not have happened.
 */
export type TransferOutcome = { ok: true; balanceCents: number } | { ok: false; reason: string };

export class TransferUnknown extends Error {
  override readonly name = 'TransferUnknown';
}
