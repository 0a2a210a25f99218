import { useEffect, useRef, useState } from 'react';
import { PLAY_PATHS } from '@lobby/contract/paths';
import { crashEventSchema, type CrashEvent, type CrashState } from '@lobby/contract/schemas';
import { getMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { fetchCrashState } from '../api/crash';

export type CrashBet = CrashState['bets'][number];

export interface CrashLive {
  state: CrashState | null;
  connected: boolean;
  /** server time minus local time, from the last `now`/`at` the server sent */
  offset: React.RefObject<number>;
  /** epoch ms (server clock) the running round started; null outside running */
  startedAt: React.RefObject<number | null>;
  /** the last tick: its multiplier and server time, to interpolate from */
  lastTick: React.RefObject<{ multiplier: number; at: number } | null>;
}

/** Reconnect waits: 0.5 s doubling to 15 s, with a little jitter so tabs do not reconnect in step. */
export function backoff(attempt: number): number {
  return Math.min(15_000, 500 * 2 ** attempt) + Math.floor(Math.random() * 250);
}

export function crashSocketUrl(merchant: string | null): string {
  const proto = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const qs = merchant ? `?merchant=${encodeURIComponent(merchant)}` : '';
  return `${proto}//${window.location.host}${PLAY_PATHS.crashSocket}${qs}`;
}

/** Applies one socket event to the state (pure, for tests). */
export function reduceCrash(state: CrashState | null, event: CrashEvent): CrashState | null {
  if (event.type === 'state') return event.state;
  if (!state) return state;
  switch (event.type) {
    case 'betting':
      return { ...state, roundId: event.roundId, phase: 'betting', startsAt: event.startsAt, crashPoint: null, hash: null, bets: [] };
    case 'running':
      return { ...state, roundId: event.roundId, phase: 'running', startsAt: event.startedAt };
    case 'bet': {
      if (event.roundId !== state.roundId) return state;
      // a bet already listed (my own, added from the bet's answer) is not listed twice: bets are told apart by
      // their id, as masked names repeat
      const i = state.bets.findIndex((b) => b.id === event.bet.id);
      if (i >= 0) return { ...state, bets: state.bets.map((b, j) => (j === i ? { ...event.bet, mine: b.mine } : b)) };
      return { ...state, bets: [...state.bets, { ...event.bet, mine: false }] };
    }
    case 'cashout':
      return {
        ...state,
        bets: state.bets.map((b) => (b.id === event.betId && b.cashedOutAt === null ? { ...b, cashedOutAt: event.multiplier, payout: event.payout } : b)),
      };
    case 'crashed':
      return {
        ...state,
        phase: 'crashed',
        crashPoint: event.crashPoint,
        hash: event.hash,
        history: [{ roundId: event.roundId, crashPoint: event.crashPoint, hash: event.hash }, ...state.history.filter((h) => h.roundId !== event.roundId)].slice(0, 30),
      };
    default:
      return state;
  }
}

/** The live crash round: the first state over HTTP, then the socket's events; reconnects with backoff. */
export function useCrashLive(): CrashLive & { setState: (fn: (s: CrashState | null) => CrashState | null) => void } {
  const session = useSession();
  const [state, setState] = useState<CrashState | null>(null);
  const [connected, setConnected] = useState(false);
  const offset = useRef(0);
  const startedAt = useRef<number | null>(null);
  const lastTick = useRef<{ multiplier: number; at: number } | null>(null);
  const merchant = session?.merchantCode ?? getMerchant();

  useEffect(() => {
    let socket: WebSocket | null = null;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;

    const adopt = (s: CrashState) => {
      offset.current = s.now - Date.now();
      startedAt.current = s.phase === 'running' ? s.startsAt : null;
      lastTick.current = null;
      setState(s);
    };

    fetchCrashState()
      .then((s) => !closed && adopt(s))
      .catch(() => undefined);

    const connect = () => {
      if (closed || typeof WebSocket === 'undefined') return;
      socket = new WebSocket(crashSocketUrl(merchant));
      socket.onopen = () => {
        attempt = 0;
        setConnected(true);
      };
      socket.onmessage = (message) => {
        let event: CrashEvent;
        try {
          event = crashEventSchema.parse(JSON.parse(String(message.data)));
        } catch {
          return;
        }
        if (event.type === 'state') adopt(event.state);
        else if (event.type === 'tick') {
          offset.current = event.at - Date.now();
          lastTick.current = { multiplier: event.multiplier, at: event.at };
          return;
        } else if (event.type === 'running') {
          startedAt.current = event.startedAt;
          lastTick.current = null;
        } else if (event.type === 'crashed' || event.type === 'betting') {
          startedAt.current = null;
          lastTick.current = null;
        }
        setState((s) => reduceCrash(s, event));
      };
      socket.onclose = () => {
        setConnected(false);
        if (closed) return;
        timer = setTimeout(connect, backoff(attempt++));
      };
      socket.onerror = () => socket?.close();
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [merchant]);

  return { state, connected, offset, startedAt, lastTick, setState };
}
