import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { crashMultiplierAt, maskName } from '@lobby/contract/rules';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { newRequestId } from '@/shared/lib/money';
import { getHref } from '@/shared/lib/paths';
import { useSession } from '@/shared/lib/session';
import type { CrashState } from '@lobby/contract/schemas';
import { applyCrashBalance, crashCashout, placeCrashBet, useMyCrashBets } from '../api/crash';
import { originalsKeys } from '../api/keys';
import { creditPlayable } from '../api/wallet';
import type { AutoTag } from '../api/rounds';
import { AutoBetPanel, type AutoPlay, type AutoResult } from '../frame/auto-bet';
import { formatMultiplier, GameFrame } from '../frame/game-frame';
import { beep } from '../frame/sound';
import { useGameFrame } from '../frame/use-game-frame';
import { useCrashLive, type CrashLive } from './use-crash-live';

/** Waits (polling) until `done` holds; false if `giveUp` holds first. */
async function until(done: () => boolean, giveUp: () => boolean): Promise<boolean> {
  while (!done()) {
    if (giveUp()) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

const W = 340;
const H = 200;

/** The multiplier the round shows now: the curve at the server's time, never behind the last tick. */
export function liveMultiplier(live: Pick<CrashLive, 'offset' | 'startedAt' | 'lastTick'>, now = Date.now()): number {
  const started = live.startedAt.current;
  if (started === null) return 1;
  const fromCurve = crashMultiplierAt(now + live.offset.current - started);
  return Math.max(fromCurve, live.lastTick.current?.multiplier ?? 1);
}

/** The curve so far (smooth: the exact exponential, not the 2-decimal figure) and its filled area. */
function curvePath(elapsed: number, m: number): { line: string; area: string; x: number; y: number } {
  const maxT = Math.max(8_000, elapsed * 1.15);
  const maxM = Math.max(2, m * 1.25);
  const pts: string[] = [];
  const steps = 40;
  for (let i = 0; i <= steps; i++) {
    const t = (elapsed * i) / steps;
    const x = (t / maxT) * W;
    const y = H - ((Math.exp(0.00006 * t) - 1) / (maxM - 1)) * (H - 16);
    pts.push(`${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`);
  }
  const x = (elapsed / maxT) * W;
  const y = H - ((Math.exp(0.00006 * elapsed) - 1) / (maxM - 1)) * (H - 16);
  const line = pts.join(' ');
  return { line, area: `${line} L${x.toFixed(1)} ${H} L0 ${H} Z`, x, y };
}

/** My last crash bets (the bet records of the crash game): when, the stake, where it cashed out, the net. */
function MyCrashBets({ phase }: { phase: CrashState['phase'] }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const dates = useDateFormat();
  const client = useQueryClient();
  const signedIn = useSession() !== null;
  const bets = useMyCrashBets(signedIn);
  // a round that ends settles my bet in it: ask again
  useEffect(() => {
    if (phase === 'crashed') void client.invalidateQueries({ queryKey: originalsKeys.crashBets });
  }, [phase, client]);
  if (!signedIn) return <p className="og-muted">{t('originals.history.signIn')}</p>;
  if (!bets.data) return <p className="og-muted">{bets.isError ? t('originals.history.error') : t('general.loading')}</p>;
  if (bets.data.length === 0) return <p className="og-muted">{t('originals.history.empty')}</p>;
  return (
    <ul className="og-history" aria-label={t('originals.crash.myBets')} data-testid="crash-my-bets">
      {bets.data.map((r) => (
        <li key={r.id} className="og-history__row">
          <span className="og-history__time">{dates.dateTime(r.createdAt)}</span>
          <span>{money(r.bet)}</span>
          <span className="og-history__mult">{r.win > 0 ? formatMultiplier(r.win / r.bet) : '—'}</span>
          <span className={`og-history__net og-history__net--${r.win > 0 ? 'win' : 'lose'}`}>{money(r.net, { signed: true })}</span>
        </li>
      ))}
    </ul>
  );
}

/** Crash: one shared round; bet while the countdown runs, cash out before it crashes. */
export function CrashScreen() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const client = useQueryClient();
  const frame = useGameFrame('crash');
  const live = useCrashLive();
  const session = useSession();
  const { state } = live;
  const [autoText, setAutoText] = useState('');
  // the auto run reads the round as it is now, not as it was when the run started
  const stateRef = useRef(state);
  stateRef.current = state;
  const lastAutoRound = useRef<number | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const autoId = useId();
  const valueRef = useRef<HTMLSpanElement>(null);
  const labelRef = useRef<HTMLSpanElement>(null);
  const pathRef = useRef<SVGPathElement>(null);
  const areaRef = useRef<SVGPathElement>(null);
  const dotRef = useRef<SVGCircleElement>(null);
  const payoutRef = useRef<HTMLSpanElement>(null);
  const me = session ? maskName(session.userName) : null;
  const myBet = state?.bets.find((b) => b.mine) ?? null;
  const phase = state?.phase ?? 'betting';

  // One requestAnimationFrame loop writes the live figures straight into the DOM (spans React leaves
  // empty): React renders on events only, never per frame.
  useEffect(() => {
    let raf = 0;
    const frameFn = () => {
      const s = live.state;
      const now = Date.now();
      const serverNow = now + live.offset.current;
      let value = formatMultiplier(1);
      let countdown = '';
      if (s?.phase === 'running' && live.startedAt.current !== null) {
        const m = liveMultiplier(live, now);
        value = formatMultiplier(m);
        const curve = curvePath(serverNow - live.startedAt.current, m);
        pathRef.current?.setAttribute('d', curve.line);
        areaRef.current?.setAttribute('d', curve.area);
        dotRef.current?.setAttribute('transform', `translate(${curve.x.toFixed(1)} ${curve.y.toFixed(1)})`);
        dotRef.current?.setAttribute('visibility', 'visible');
        if (payoutRef.current && myBet && myBet.cashedOutAt === null) payoutRef.current.textContent = money(Math.floor(myBet.amount * m * 100) / 100);
      } else if (s?.phase === 'crashed' && s.crashPoint !== null) {
        value = formatMultiplier(s.crashPoint);
      } else if (s?.phase === 'betting') {
        countdown = t('originals.crash.startsIn', { seconds: (Math.max(0, s.startsAt - serverNow) / 1000).toFixed(1) });
        pathRef.current?.setAttribute('d', '');
        areaRef.current?.setAttribute('d', '');
        dotRef.current?.setAttribute('visibility', 'hidden');
      }
      if (valueRef.current && valueRef.current.textContent !== value) valueRef.current.textContent = value;
      if (labelRef.current && labelRef.current.textContent !== countdown) labelRef.current.textContent = countdown;
      raf = requestAnimationFrame(frameFn);
    };
    raf = requestAnimationFrame(frameFn);
    return () => cancelAnimationFrame(raf);
  }, [live, myBet, money, t]);

  useEffect(() => {
    if (state?.phase === 'crashed' && myBet && myBet.cashedOutAt === null) beep('crash');
  }, [state?.phase, myBet]);

  // My bet is cashed out (by its auto cash-out, told over the socket, or by my tap): the win shows once per
  // round, and an auto cash-out's payout reaches the header at once (a tap's answer carries the balance).
  const shownWin = useRef<number | null>(null);
  const tapped = useRef<number | null>(null);
  const roundId = state?.roundId ?? null;
  const myPayout = myBet?.cashedOutAt != null ? myBet.payout : null;
  const { setFeedback } = frame;
  useEffect(() => {
    if (roundId === null || myBet?.cashedOutAt == null || myPayout === null || shownWin.current === roundId) return;
    shownWin.current = roundId;
    if (tapped.current !== roundId) creditPlayable(client, myPayout);
    setFeedback({ tone: myPayout > myBet.amount ? 'win' : 'partial', payout: myPayout, multiplier: myBet.cashedOutAt });
    beep('cashout');
  }, [roundId, myBet, myPayout, client, setFeedback]);
  useEffect(() => {
    if (state?.phase === 'betting') setFeedback(null);
  }, [state?.phase, setFeedback]);

  const autoCashout = autoText ? Math.round(Number(autoText) * 100) / 100 : undefined;
  const autoValid = autoCashout === undefined || (autoCashout >= 1.01 && autoCashout <= 1_000_000);

  async function bet(tag?: AutoTag, target = autoCashout) {
    const current = stateRef.current;
    if (!current || !autoValid) return null;
    const roundId = current.roundId;
    const answer = await frame.runRaw(() => placeCrashBet({ amount: frame.stake(), requestId: newRequestId(), autoCashout: target, auto: tag }), {
      checkAmount: true,
      top: target,
    });
    if (!answer) return null;
    applyCrashBalance(client, answer);
    // the row is mine: mark it (the socket may already have listed it under my masked name)
    live.setState((s) => {
      if (!s || s.roundId !== roundId) return s;
      // the server's target: without one of its own, a stake that could pass the cap cashes out there
      const bet = { id: answer.betId, player: me ?? '***', amount: answer.amount, autoCashout: answer.autoCashout, cashedOutAt: null, payout: null, mine: true };
      const i = s.bets.findIndex((b) => b.mine || b.id === bet.id);
      return { ...s, bets: i >= 0 ? s.bets.map((b, j) => (j === i ? { ...b, mine: true } : b)) : [...s.bets, bet] };
    });
    return answer;
  }

  /**
   * One auto round: waits for the next betting phase (a round this run has not bet on), bets with the run's
   * tag and the auto cash-out target fixed when the run started, then waits for that round to crash. The
   * result is what the server paid the bet (the auto cash-out, if the rocket passed it), for the stop rules.
   */
  async function autoRound(tag: AutoTag, stopped: () => boolean, target: number): Promise<AutoResult | null> {
    const bettable = (s: CrashState | null) =>
      s !== null && s.phase === 'betting' && s.roundId !== lastAutoRound.current && !s.bets.some((b) => b.mine) && s.startsAt > Date.now() + live.offset.current;
    if (!(await until(() => bettable(stateRef.current), stopped))) return null;
    const roundId = stateRef.current!.roundId;
    lastAutoRound.current = roundId;
    const answer = await bet(tag, target);
    if (!answer) return null;
    const amount = answer.amount;
    // the bet is placed: its result is waited for even if the run is stopped meanwhile (only leaving gives up)
    const ended = await until(() => {
      const s = stateRef.current;
      return s !== null && (s.roundId !== roundId || s.phase === 'crashed');
    }, () => !mounted.current);
    if (!ended) return null;
    const s = stateRef.current!;
    const mine = s.roundId === roundId ? s.bets.find((b) => b.mine) : undefined;
    if (mine?.payout != null) return { amount, payout: mine.payout };
    const point = s.roundId === roundId ? s.crashPoint : (s.history.find((h) => h.roundId === roundId)?.crashPoint ?? null);
    // a crash at the target itself wins
    return { amount, payout: point !== null && point >= target ? Math.floor(amount * target * 100) / 100 : 0 };
  }

  async function cashout() {
    if (!state) return;
    tapped.current = state.roundId;
    const answer = await frame.runRaw(() => crashCashout(state.roundId));
    if (!answer) return;
    applyCrashBalance(client, answer);
    live.setState((s) =>
      s ? { ...s, bets: s.bets.map((b) => (b.mine ? { ...b, cashedOutAt: answer.multiplier, payout: answer.payout } : b)) } : s,
    );
  }

  const autoPlay: AutoPlay = (tag, stopped) => (autoCashout === undefined ? Promise.resolve(null) : autoRound(tag, stopped, autoCashout));

  const canCashout = phase === 'running' && myBet !== null && myBet.cashedOutAt === null;
  const action = canCashout ? (
    <button type="button" className="btn btn--primary btn--lg btn--block og-bet og-bet--cashout" disabled={frame.busy} onClick={() => void cashout()}>
      {t('originals.crash.cashout')} <span ref={payoutRef} />
    </button>
  ) : (
    <button
      type="button"
      className="btn btn--primary btn--lg btn--block og-bet"
      disabled={frame.busy || frame.autoRunning || phase !== 'betting' || myBet !== null || !state}
      onClick={() => void bet()}
    >
      {myBet && phase === 'betting' ? t('originals.crash.betPlaced') : phase === 'betting' ? t('originals.frame.bet') : t('originals.crash.waiting')}
    </button>
  );

  return (
    <GameFrame
      frame={frame}
      title={t('originals.games.crash')}
      help={
        <>
          <p>{t('originals.help.crash')}</p>
          <p>{t('originals.help.crashMath')}</p>
        </>
      }
      winAt={autoValid ? autoCashout : null}
      stage={
        <div className={`crash crash--${phase}`}>
          <ol className="crash__strip" aria-label={t('originals.crash.last')}>
            {(state?.history ?? []).slice(0, 12).map((h) => (
              <li key={h.roundId} className={h.crashPoint >= 2 ? 'is-high' : 'is-low'}>
                <Link to={getHref('inHouseFairness', { crash: h.hash, point: h.crashPoint })} title={h.hash}>
                  {formatMultiplier(h.crashPoint)}
                </Link>
              </li>
            ))}
          </ol>
          <svg className="crash__chart" viewBox={`0 0 ${W} ${H}`} aria-hidden="true">
            <defs>
              <linearGradient id="crash-line" x1="0" x2="1">
                <stop offset="0" stopColor="#f6c453" />
                <stop offset="1" stopColor="#e0195a" />
              </linearGradient>
              <linearGradient id="crash-area" x1="0" x2="0" y1="0" y2="1">
                <stop offset="0" stopColor="#f6c453" stopOpacity="0.35" />
                <stop offset="1" stopColor="#f6c453" stopOpacity="0" />
              </linearGradient>
            </defs>
            <path ref={areaRef} d="" fill="url(#crash-area)" />
            <path ref={pathRef} d="" fill="none" stroke="url(#crash-line)" strokeWidth="4" strokeLinecap="round" />
            <circle ref={dotRef} r="7" className="crash__dot" visibility="hidden" />
          </svg>
          <div className="crash__centre">
            <span ref={valueRef} className="crash__value" data-testid="crash-multiplier" aria-hidden="true" />
            <span ref={labelRef} className="crash__label" aria-hidden="true" />
            <span className="crash__label" role="status">
              {phase === 'crashed' && state?.crashPoint ? t('originals.crash.crashed', { point: formatMultiplier(state.crashPoint) }) : phase === 'running' ? t('originals.crash.running') : ''}
            </span>
            {phase === 'crashed' && state?.hash ? <span className="crash__hash og-mono">{state.hash.slice(0, 24)}…</span> : null}
          </div>
          {!live.connected ? <span className="crash__offline">{t('originals.crash.reconnecting')}</span> : null}
        </div>
      }
      controls={
        <label className="og-field" htmlFor={autoId}>
          <span className="og-label">{t('originals.crash.auto')}</span>
          <input
            id={autoId}
            className="og-input"
            inputMode="decimal"
            placeholder="2.00"
            value={autoText}
            aria-invalid={!autoValid}
            onChange={(e) => setAutoText(e.target.value.replace(/[^\d.]/g, ''))}
          />
        </label>
      }
      action={action}
      auto={
        <AutoBetPanel
          play={autoPlay}
          disabled={frame.busy || !state}
          blocked={autoCashout === undefined || !autoValid ? t('originals.auto.crashNeedsTarget') : null}
        />
      }
      history={
        <>
        <MyCrashBets phase={phase} />
        <h3 className="og-subtitle">{t('originals.crash.rounds')}</h3>
        <ul className="og-history" aria-label={t('originals.crash.rounds')}>
          {(state?.history ?? []).map((h) => (
            <li key={h.roundId} className="og-history__row og-history__row--crash">
              <span className={h.crashPoint >= 2 ? 'og-pos' : 'og-neg'}>{formatMultiplier(h.crashPoint)}</span>
              <span className="og-mono og-history__hash">{h.hash}</span>
              <Link className="og-link" to={getHref('inHouseFairness', { crash: h.hash, point: h.crashPoint })}>
                {t('originals.history.verify')}
              </Link>
            </li>
          ))}
        </ul>
        </>
      }
      extra={
        <section className="og-card crash-bets" aria-label={t('originals.crash.bets')}>
          <h2 className="og-subtitle">
            {t('originals.crash.bets')} <span className="og-muted">{state?.bets.length ?? 0}</span>
          </h2>
          <ul className="crash-bets__list">
            {(state?.bets ?? []).map((b, i) => (
              <li key={`${b.player}-${i}`} className={`crash-bets__row${b.mine ? ' is-mine' : ''}${b.cashedOutAt ? ' is-out' : ''}`}>
                <span>{b.player}</span>
                <span>{money(b.amount)}</span>
                <span>{b.cashedOutAt ? formatMultiplier(b.cashedOutAt) : b.autoCashout ? `→ ${formatMultiplier(b.autoCashout)}` : '—'}</span>
                <span className="crash-bets__payout">{b.payout ? money(b.payout) : ''}</span>
              </li>
            ))}
          </ul>
        </section>
      }
    />
  );
}
