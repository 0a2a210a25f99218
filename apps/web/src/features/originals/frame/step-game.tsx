import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepGame } from '@lobby/contract/rules';
import type { OriginalRound } from '@lobby/contract/schemas';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { newRequestId } from '@/shared/lib/money';
import { actRound, cashoutRound, startRound, useActiveRound } from '../api/rounds';
import { GameFrame } from './game-frame';
import { beep } from './sound';
import { useGameFrame, type GameFrameState } from './use-game-frame';

/**
 * A game played in steps (mines, tower, hi-lo): start with a stake, act until a loss or a cash-out. An
 * unfinished round is picked up again after a reload.
 */
export function useStepGame(game: StepGame) {
  const frame = useGameFrame(game);
  const active = useActiveRound(game);
  const [round, setRound] = useState<OriginalRound | null>(null);
  useEffect(() => {
    if (active.data && active.data.status === 'open') setRound((r) => r ?? active.data!);
  }, [active.data]);
  const open = round?.status === 'open';

  async function start(params: Record<string, unknown>) {
    const r = await frame.run(() => startRound(game, { amount: frame.amount, requestId: newRequestId(), params }), { checkAmount: true });
    if (r) setRound(r);
    return r;
  }
  async function act(action: Record<string, unknown>) {
    if (!round || !open) return null;
    const r = await frame.run(() => actRound(game, round.roundId, action));
    if (r) {
      setRound(r);
      if (r.status === 'open') beep('tick');
      else frame.settle(r);
    }
    return r;
  }
  async function cashout() {
    if (!round || !open) return null;
    const r = await frame.run(() => cashoutRound(game, round.roundId));
    if (r) {
      setRound(r);
      frame.settle(r);
    }
    return r;
  }
  return { frame, round, open, start, act, cashout };
}

export type StepGameState = ReturnType<typeof useStepGame>;

/** Bet (no open round) or Cash out with the current payout (open round, something to cash). */
export function StepAction({ state, onStart, canCashout }: { state: StepGameState; onStart: () => void; canCashout: boolean }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { frame, round, open } = state;
  if (open && round) {
    const payout = Math.floor(round.amount * round.multiplier * 100) / 100;
    return (
      <button type="button" className="btn btn--primary btn--lg btn--block og-bet og-bet--cashout" disabled={frame.busy || !canCashout} onClick={() => void state.cashout()}>
        {t('originals.frame.cashout', { amount: money(payout) })}
      </button>
    );
  }
  return (
    <button type="button" className="btn btn--primary btn--lg btn--block og-bet" disabled={frame.busy} onClick={onStart} aria-busy={frame.busy}>
      {t('originals.frame.bet')}
    </button>
  );
}

export function StepFrame({
  state,
  title,
  stage,
  controls,
  onStart,
  canCashout,
  help,
}: {
  state: StepGameState;
  title: string;
  stage: ReactNode;
  controls?: ReactNode;
  onStart: () => void;
  canCashout: boolean;
  help: ReactNode;
}) {
  return (
    <GameFrame
      frame={state.frame as GameFrameState}
      title={title}
      stage={stage}
      controls={controls}
      action={<StepAction state={state} onStart={onStart} canCashout={canCashout} />}
      amountLocked={state.open}
      help={help}
    />
  );
}
