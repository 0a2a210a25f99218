import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { firstStepMultiplier, type StepGame } from '@lobby/contract/rules';
import type { OriginalRound } from '@lobby/contract/schemas';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { newRequestId } from '@/shared/lib/money';
import { actRound, cashoutRound, startRound, useActiveRound, type AutoTag, type StartInput, type StepMove } from '../api/rounds';
import { GameFrame, type Hotkey } from './game-frame';
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

  async function start(params: StartInput['params'], auto?: AutoTag) {
    const top = firstStepMultiplier(game, params ?? {});
    const r = await frame.run(() => startRound(game, { amount: frame.stake(), requestId: newRequestId(), params, auto, ...frame.betExtras() }), { checkAmount: true, top });
    if (r) setRound(r);
    return r;
  }
  /** A move on a given round (an auto run goes on with the round its start answered, not a render's). */
  async function actOn(roundId: number, action: StepMove) {
    const r = await frame.run(() => actRound(game, roundId, action));
    if (r) {
      setRound(r);
      if (r.status === 'open') beep('tick');
      else frame.settle(r);
    }
    return r;
  }
  async function act(action: StepMove) {
    if (!round || !open) return null;
    return actOn(round.roundId, action);
  }
  async function cashoutOf(roundId: number) {
    const r = await frame.run(() => cashoutRound(game, roundId));
    if (r) {
      setRound(r);
      frame.settle(r);
    }
    return r;
  }
  async function cashout() {
    if (!round || !open) return null;
    return cashoutOf(round.roundId);
  }
  /**
   * One auto round of a step game: start (tagged with the run), the planned moves in order until one loses or
   * the round completes, then a cash-out of what is left open. Null (an error) stops the run.
   */
  async function autoRound(tag: AutoTag, params: StartInput['params'], moves: StepMove[]): Promise<OriginalRound | null> {
    let r = await start(params, tag);
    if (!r) return null;
    for (const move of moves) {
      r = await actOn(r.roundId, move);
      if (!r) return null;
      if (r.status !== 'open') return r;
    }
    return cashoutOf(r.roundId);
  }
  return { frame, round, open, start, act, cashout, autoRound };
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
    <button type="button" className="btn btn--primary btn--lg btn--block og-bet" disabled={frame.busy || frame.autoRunning} onClick={onStart} aria-busy={frame.busy}>
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
  auto,
  winAt,
  hotkeys,
}: {
  state: StepGameState;
  title: string;
  stage: ReactNode;
  controls?: ReactNode;
  onStart: () => void;
  canCashout: boolean;
  help: ReactNode;
  /** the auto-bet panel, if the game has one */
  auto?: ReactNode;
  /** what the next move pays if it wins (before a round: the first move's) */
  winAt?: number | null;
  /** the game's own keys */
  hotkeys?: Hotkey[];
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { frame, round, open } = state;
  // an open round whose next win would pass the cap: its moves are refused, so the screen says to cash out
  const capped = open && round !== null && frame.overCap(winAt, round.amount);
  return (
    <GameFrame
      frame={state.frame as GameFrameState}
      title={title}
      stage={stage}
      controls={controls}
      action={
        <>
          {capped ? (
            <p className="og-winline og-winline--over" role="status">
              {t('originals.frame.capReached', { max: money(frame.limits.maxPayout ?? 0) })}
            </p>
          ) : null}
          <StepAction state={state} onStart={onStart} canCashout={canCashout} />
        </>
      }
      amountLocked={state.open}
      help={help}
      auto={auto}
      winAt={open ? null : winAt}
      hotkeys={hotkeys}
    />
  );
}
