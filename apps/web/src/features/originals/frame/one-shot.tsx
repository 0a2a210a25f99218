import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { topMultiplier, type OneShotGame } from '@lobby/contract/rules';
import type { OriginalRound } from '@lobby/contract/schemas';
import { useInBrowser } from '@/shared/hooks/use-in-browser';
import { useReducedMotion } from '@/shared/hooks/use-reduced-motion';
import { newRequestId } from '@/shared/lib/money';
import { placeBet, type AutoTag, type BetInput } from '../api/rounds';
import { AutoBetPanel } from './auto-bet';
import { GameFrame, type Hotkey } from './game-frame';
import { beep } from './sound';
import { useTurbo } from './turbo';
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
  hotkeys,
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
  /** the game's own keys */
  hotkeys?: Hotkey[];
}) {
  const { t } = useTranslation();
  const own = useGameFrame(game);
  const frame = given ?? own;
  const reduced = useReducedMotion();
  const inBrowser = useInBrowser();
  // turbo as this phone remembers it, once the page runs here (the server's page is drawn without it)
  const turbo = useTurbo((s) => s.on) && inBrowser;
  // turbo, like reduced motion, shows the result at once
  const instant = reduced || turbo;
  const [round, setRound] = useState<OriginalRound | null>(null);
  const [spin, setSpin] = useState(0);
  const paramsRef = useRef(params);
  paramsRef.current = params;
  // the most these settings can pay (keno with no pick yet: nothing)
  const top = blocked ? null : topMultiplier(game, params);

  async function play(tag?: AutoTag): Promise<OriginalRound | null> {
    if (blocked) {
      frame.setError(blocked);
      return null;
    }
    const result = await frame.runRaw(
      () => placeBet(game, { amount: frame.stake(), requestId: newRequestId(), params: paramsRef.current, auto: tag, ...frame.betExtras() }),
      { checkAmount: true, top: topMultiplier(game, paramsRef.current) },
    );
    if (!result) return null;
    beep('bet');
    setRound(result);
    setSpin((s) => s + 1);
    // no result before its animation: the balance, the session's net and the result line change as it lands
    await wait(instant ? 0 : tag ? Math.min(revealMs, 600) : revealMs);
    frame.applyRound(result);
    frame.settle(result);
    return result;
  }

  return (
    <GameFrame
      frame={frame}
      title={title}
      stage={renderStage({ round, spin, reduced: instant })}
      controls={controls(frame, frame.busy)}
      action={
        <button
          type="button"
          className="btn btn--primary btn--lg btn--block og-bet"
          disabled={frame.busy || frame.autoRunning}
          onClick={() => void play()}
          aria-busy={frame.busy}
        >
          {t('originals.frame.bet')}
        </button>
      }
      auto={<AutoBetPanel play={play} disabled={frame.busy} />}
      help={help}
      winAt={top}
      hotkeys={hotkeys}
    />
  );
}
