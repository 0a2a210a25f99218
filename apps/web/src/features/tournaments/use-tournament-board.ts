import { useEffect, useState } from 'react';
import { endpointPath, TOURNAMENT_PATHS } from '@lobby/contract/paths';
import { tournamentBoardEventSchema } from '@lobby/contract/schemas';
import type { TournamentBoardEvent } from '@lobby/contract';
import { getMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';

/** Reconnect waits: 0.5 s doubling to 15 s, with a little jitter so phones do not reconnect in step. */
function backoff(attempt: number): number {
  return Math.min(15_000, 500 * 2 ** attempt) + Math.floor(Math.random() * 250);
}

export function tournamentSocketUrl(id: number, merchant: string | null): string {
  const proto = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const qs = merchant ? `?merchant=${encodeURIComponent(merchant)}` : '';
  return `${proto}//${window.location.host}${endpointPath(TOURNAMENT_PATHS.socket, { id })}${qs}`;
}

/**
 * The live leaderboard: the board the page loaded with, then every board the socket pushes (the server
 * sends at most a few a second); an older board than the one shown is ignored. Reconnects with backoff;
 * `live` says whether the socket is open. The socket sends the session cookie, so `me` is the viewer's.
 */
export function useTournamentBoard(id: number, initial: TournamentBoardEvent | undefined, enabled: boolean) {
  const session = useSession();
  const merchant = session?.merchantCode ?? getMerchant();
  const [pushed, setPushed] = useState<TournamentBoardEvent | null>(null);
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!enabled || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const connect = () => {
      if (closed) return;
      socket = new WebSocket(tournamentSocketUrl(id, merchant));
      socket.onopen = () => {
        attempt = 0;
        setLive(true);
      };
      socket.onmessage = (message) => {
        const parsed = tournamentBoardEventSchema.safeParse(safeJson(String(message.data)));
        if (!parsed.success || parsed.data.tournamentId !== id) return;
        const board = parsed.data as TournamentBoardEvent;
        setPushed((shown) => (shown && shown.at > board.at ? shown : board));
      };
      socket.onclose = () => {
        setLive(false);
        if (closed) return;
        timer = setTimeout(connect, backoff(attempt++));
      };
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [id, merchant, enabled]);

  const board = pushed && (!initial || pushed.at >= initial.at) ? pushed : (initial ?? null);
  return { board, live };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
