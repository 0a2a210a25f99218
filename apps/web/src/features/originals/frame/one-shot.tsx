import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OneShotGame } from '@lobby/contract/rules';
import type { OriginalRound } from '@lobby/contract/schemas';
import { useReducedMotion } from '@/shared/hooks/use-reduced-motion';
import { newRequestId } from '@/shared/lib/money';
import { placeBet, type AutoTag, type BetInput } from '../api/rounds';
import { AutoBetPanel } from './auto-bet';
import { GameFrame } from './game-frame';
import { useGameFrame, type GameFrameState } from './use-game-frame';

export interface StageProps {
  /** the last round, null before the first */
  round: OriginalRound | null;
  /** grows with every round: a new key restarts the stage's animation */
  spin: number;
  reduced: boolean;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A one-shot game (dice, limbo, coin flip, keno, plinko, wheel): the frame, the bet button, auto-bet; the
 * game gives its params, its controls and its stage. The result shows once the stage's animation lands.
 */
export function OneShotScreen({
  game,
  title,
  params,
  controls,
  renderStage,
  revealMs,
  help,
  blocked,
  frame: given,
}: {
  game: OneShotGame;
  title: string;
  params: BetInput['params'];
  controls: (frame: GameFrameState, locked: boolean) => ReactNode;
  renderStage: (stage: StageProps) => ReactNode;
  /** how long the stage's animation takes */
  revealMs: number;
  help: ReactNode;
  /** why the bet cannot be placed yet (keno with no pick), or null */
  blocked?: string | null;
  frame?: GameFrameState;
}) {
  const { t } = useTranslation();
  const own = useGameFrame(game);
  const frame = given ?? own;
  const reduced = useReducedMotion();
  const [round, setRound] = useState<OriginalRound | null>(null);
  const [spin, setSpin] = useState(0);
  const paramsRef = useRef(params);
  paramsRef.current = params;

  async function play(tag?: AutoTag): Promise<OriginalRound | null> {
    if (blocked) {
      frame.setError(blocked);
      return null;
    }
    const result = await frame.run(
      () => placeBet(game, { amount: frame.amount, requestId: newRequestId(), params: paramsRef.current, auto: tag }),
      { checkAmount: true },
    );
    if (!result) return null;
    setRound(result);
    setSpin((s) => s + 1);
    await wait(reduced ? 0 : tag ? Math.min(revealMs, 600) : revealMs);
    frame.settle(result);
    return result;
  }

  return (
    <GameFrame
      frame={frame}
      title={title}
      stage={renderStage({ round, spin, reduced })}
      controls={controls(frame, frame.busy)}
      action={
        <button
          type="button"
          className="btn btn--primary btn--lg btn--block og-bet"
          disabled={frame.busy}
          onClick={() => void play()}
          aria-busy={frame.busy}
        >
          {t('originals.frame.bet')}
        </button>
      }
      auto={<AutoBetPanel play={play} disabled={frame.busy} />}
      help={help}
    />
  );
}
