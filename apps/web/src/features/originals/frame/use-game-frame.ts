import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxStakeFor, type OriginalGame } from '@lobby/contract/rules';
import type { OriginalRound } from '@lobby/contract/schemas';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { errorText, isApiError } from '@/shared/lib/http';
import { useRole } from '@/shared/lib/session';
import { local } from '@/shared/lib/storage';
import { bonusKeys } from '@/shared/api/bonus/keys';
import { useGameConfig } from '../api/config';
import { useFreeBet, type FreeBet } from '../api/free-bet';
import { originalsSchemas, preloadOriginalsSchemas } from '../api/schemas';
import { originalsKeys } from '../api/keys';
import { useApplyRound } from '../api/rounds';
import { useGameBalance } from '../api/wallet';
import { REALITY_CHECK_CODE, useRealityCheckStore } from './reality-store';
import { beep } from './sound';

export interface Limits {
  min: number;
  max: number;
  maxPayout: number | null;
}

const DEFAULT_LIMITS: Limits = { min: 1, max: 10_000, maxPayout: null };
const amountKey = (game: OriginalGame) => `MC_ORIGINALS_AMOUNT_${game}`;

function roundCents(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Feedback after a settled round: what it paid, shown once the animation has landed. */
export interface Feedback {
  /** win: paid more than the stake; partial: paid back part of it (plinko, wheel, keno below 1×) */
  tone: 'win' | 'partial' | 'lose';
  payout: number;
  multiplier: number;
}

/**
 * The state every game screen shares: the stake (with its limits), the error line, the last result's
 * feedback, the reality check, and `run`, which every bet, act and cash-out goes through.
 */
export function useGameFrame(game: OriginalGame) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const role = useRole();
  const config = useGameConfig(game);
  const applyRound = useApplyRound();
  const client = useQueryClient();
  const openRealityCheck = useRealityCheckStore((s) => s.open);
  // the answers' schemas, loaded once the page has come alive: the first bet's answer is checked without a wait
  useEffect(preloadOriginalsSchemas, []);
  const limits: Limits = config.game
    ? { min: config.game.minBet, max: config.game.maxBet, maxPayout: config.game.maxPayout }
    : DEFAULT_LIMITS;
  // The stake this phone remembers for the game, put in before the first paint: not in the first render,
  // which hydrates the server's page (drawn without it).
  const [amountText, setAmountText] = useState('');
  useLayoutEffect(() => {
    const stored = local.get(amountKey(game));
    if (stored) setAmountText(stored);
  }, [game]);
  const [error, setError] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  // an auto-bet run is playing: the manual bet waits
  const [autoRunning, setAutoRunning] = useState(false);
  const playable = useGameBalance().data?.playable;
  // a free-bet bonus for this game: when the member turns it on, the stake is the bonus's and the bet names it
  const freeBet = useFreeBet(game);
  const [freeBetWanted, setFreeBetOn] = useState(false);
  const freeBetOn = freeBetWanted && freeBet !== null;
  // used up: off, so a later free-bet bonus is not spent without being asked
  useEffect(() => {
    if (freeBet === null) setFreeBetOn(false);
  }, [freeBet]);
  const freeRef = useRef<FreeBet | null>(null);
  freeRef.current = freeBetOn ? freeBet : null;

  const amount = freeBetOn ? freeBet.stake : Number(amountText === '' ? limits.min : amountText);
  // the stake as last set, for a bet sent before the next render (an auto run that changes its stake)
  const amountRef = useRef({ text: amountText, amount });
  amountRef.current = { text: amountText, amount };

  const setAmount = useCallback(
    (value: number | string) => {
      const text = typeof value === 'number' ? String(roundCents(value)) : value;
      amountRef.current = { text, amount: Number(text === '' ? limits.min : text) };
      setAmountText(text);
      local.set(amountKey(game), text);
      setError(null);
    },
    [game, limits.min],
  );

  /** The stake a bet sends now (a free bet's own stake while one is on). */
  const stake = () => freeRef.current?.stake ?? amountRef.current.amount;
  /** What a bet adds for a free bet: the bonus it spends (the server checks the game and the stake). */
  const betExtras = (): { freeRoundGrantId?: number } => (freeRef.current ? { freeRoundGrantId: freeRef.current.grantId } : {});

  const clamp = (n: number) => roundCents(Math.min(limits.max, Math.max(limits.min, n)));
  const half = () => setAmount(clamp(amount / 2));
  const double = () => setAmount(clamp(amount * 2));
  /** Max: the limit, or the whole playable balance when that is less (never below the minimum). */
  const max = () => setAmount(clamp(playable === undefined ? limits.max : Math.floor(playable * 100) / 100));

  /** Whether a win at `multiplier` on the stake would pass the most one round pays (the server refuses it). */
  const overCap = (multiplier: number | null | undefined, on = amount): boolean =>
    limits.maxPayout !== null && multiplier !== null && multiplier !== undefined && Math.round(on * 100) * multiplier > Math.round(limits.maxPayout * 100) + 1e-6;

  /** The words for a stake whose win at `multiplier` passes the cap: the cap and the largest stake that fits. */
  function capProblem(multiplier: number): string {
    const stake = maxStakeFor(multiplier, Math.round((limits.maxPayout ?? 0) * 100)) / 100;
    return t('originals.frame.aboveCap', { max: money(limits.maxPayout ?? 0), stake: money(stake) });
  }

  /** The stake's problem, if any, in words (checked before a request is sent); `top` is the most it can win. */
  function amountProblem(top?: number | null): string | null {
    // a free bet's stake is the bonus's: the server holds it to the game and the stake
    if (freeRef.current) return null;
    const { text, amount: now } = amountRef.current;
    if (!Number.isFinite(now) || now <= 0 || !/^\d+(\.\d{1,2})?$/.test(String(text || limits.min))) {
      return t('originals.frame.amountInvalid');
    }
    if (now < limits.min) return t('originals.frame.belowMin', { amount: money(limits.min) });
    if (now > limits.max) return t('originals.frame.aboveMax', { amount: money(limits.max) });
    if (top && overCap(top, now)) return capProblem(top);
    return null;
  }

  /**
   * Sends one call (one at a time). Failures become the error line (or the reality check) and resolve null,
   * which also stops an auto-bet run.
   */
  async function runRaw<T>(call: () => Promise<T>, opts: { checkAmount?: boolean; top?: number | null } = {}): Promise<T | null> {
    if (busyRef.current) return null;
    if (opts.checkAmount) {
      const problem = amountProblem(opts.top);
      if (problem) {
        setError(problem);
        return null;
      }
    }
    busyRef.current = true;
    setBusy(true);
    setError(null);
    setFeedback(null);
    const free = freeRef.current !== null;
    try {
      const answer = await call();
      // a free round was spent: the count left (and whether any is) comes from the bonuses
      if (free) void client.invalidateQueries({ queryKey: bonusKeys.all });
      return answer;
    } catch (e) {
      if (isApiError(e) && e.errorCode === REALITY_CHECK_CODE) {
        // the refusal carries the session as it stands: the dialog shows it without another request
        const session = (await originalsSchemas()).playSessionSchema.safeParse(e.value);
        if (session.success) client.setQueryData(originalsKeys.session, session.data);
        openRealityCheck();
      }
      else setError(isApiError(e) ? errorText(e.errorCode, e.message, e.value) : t('errors.common.unknown'));
      return null;
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  /** A bet, act or cash-out: the answer's balance shows in the header at once. */
  const run = async (call: () => Promise<OriginalRound>, opts: { checkAmount?: boolean; top?: number | null } = {}): Promise<OriginalRound | null> => {
    const round = await runRaw(call, opts);
    if (round) applyRound(round);
    return round;
  };

  /** Shows the result of a finished round (after its animation) and plays its sound. */
  const settle = useCallback((round: OriginalRound) => {
    if (round.status === 'open') return;
    const paid = round.payout > 0 && round.status !== 'lost';
    const tone = !paid ? 'lose' : round.payout > round.amount ? 'win' : 'partial';
    setFeedback({ tone, payout: round.payout, multiplier: round.multiplier });
    beep(tone === 'win' ? 'win' : 'lose');
  }, []);

  return {
    game,
    role,
    config,
    limits,
    amount,
    amountText,
    setAmount,
    stake,
    betExtras,
    freeBet,
    freeBetOn,
    setFreeBetOn,
    half,
    double,
    max,
    autoRunning,
    setAutoRunning,
    applyRound,
    error,
    setError,
    feedback,
    setFeedback,
    busy,
    overCap,
    capProblem,
    run,
    runRaw,
    settle,
    canPlay: role !== 'visitor',
  };
}

export type GameFrameState = ReturnType<typeof useGameFrame>;
