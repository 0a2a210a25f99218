import { centsToAmount } from '@lobby/contract';
import type { ResolvedMerchant } from '../../../core/merchants/service.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { RoundsService } from '../rounds/index.ts';
import type { OriginalsRepository } from './repository.ts';

export interface PlaySessionView {
  startedAt: number;
  net: number;
  rounds: number;
  realityCheckMinutes: number;
  nextCheckAt: number | null;
}

/**
 * Responsible play: a play session per login session, started at the login, with a reality check every
 * `reality_check_minutes` of the merchant. While a check is due no new stake is taken (one-shot bets, step
 * starts, auto-bet rounds alike; moves and cash-outs of an open round go on) until the player continues;
 * stopping ends the play session (the next starts afresh).
 */
export function createPlaySessions(deps: {
  repository: OriginalsRepository;
  rounds: RoundsService;
  /** when the login session was issued (core/sessions) */
  loginStartedAt: (sessionId: string) => Promise<number | undefined>;
  now: () => number;
}) {
  const { repository: repo, now } = deps;

  async function current(sessionId: string, memberId: number): Promise<{ started_at: number; checked_at: number }> {
    const found = await repo.playSession(sessionId);
    if (found) return { started_at: Number(found.started_at), checked_at: Number(found.checked_at) };
    const started = (await deps.loginStartedAt(sessionId)) ?? now();
    await repo.startPlaySession({ session_id: sessionId, member_id: memberId, started_at: started, checked_at: started });
    const row = (await repo.playSession(sessionId))!;
    return { started_at: Number(row.started_at), checked_at: Number(row.checked_at) };
  }

  function nextCheckAt(row: { checked_at: number }, minutes: number): number | null {
    return minutes > 0 ? row.checked_at + minutes * 60_000 : null;
  }

  async function viewOf(sessionId: string, memberId: number, merchant: ResolvedMerchant): Promise<PlaySessionView> {
    const row = await current(sessionId, memberId);
    const totals = await deps.rounds.memberTotals({ memberId, from: row.started_at, to: now() + 1 });
    return {
      startedAt: row.started_at,
      net: centsToAmount(totals.win - totals.bet),
      rounds: totals.rounds,
      realityCheckMinutes: merchant.realityCheckMinutes,
      nextCheckAt: nextCheckAt(row, merchant.realityCheckMinutes),
    };
  }

  return {
    view: viewOf,

    /** Refuses a new stake while the reality check is due. */
    async assertMayStake(sessionId: string, memberId: number, merchant: ResolvedMerchant): Promise<void> {
      const minutes = merchant.realityCheckMinutes;
      if (minutes <= 0) return;
      const row = await current(sessionId, memberId);
      const due = nextCheckAt(row, minutes)!;
      if (now() >= due) throw new AppError('play.reality_check_due', { value: await viewOf(sessionId, memberId, merchant) });
    },

    async check(sessionId: string, memberId: number, merchant: ResolvedMerchant, action: 'continue' | 'stop'): Promise<PlaySessionView> {
      await current(sessionId, memberId);
      const at = now();
      await repo.updatePlaySession(sessionId, action === 'continue' ? { checked_at: at } : { started_at: at, checked_at: at });
      return viewOf(sessionId, memberId, merchant);
    },
  };
}

export type PlaySessions = ReturnType<typeof createPlaySessions>;
