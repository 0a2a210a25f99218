import { useEffect, useRef } from 'react';
import { SPORTSBOOK_PATHS } from '@lobby/contract/paths';
import { sportsbookSocketFrameSchema } from '@lobby/contract/schemas';
import { getMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { useLiveStore } from './live-store';

/**
 * One socket for the whole book. The list, the event page and the slip each say what they watch; the socket
 * subscribes to the union (a subscribe replaces the last set), and again after every reconnect. It closes a
 * moment after the last watcher leaves, so moving from the list to an event keeps it open.
 */
type Watch = { events: readonly number[]; markets: readonly number[] };

const watchers = new Map<symbol, Watch>();
const betListeners = new Set<(id: number) => void>();
let socket: WebSocket | null = null;
let socketMerchant: string | null = null;
/** the merchant and the member the socket was opened for: its `bet` messages are that member's */
let socketIdentity = '';
let open = false;
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let closeTimer: ReturnType<typeof setTimeout> | undefined;
let sent = '';

/** Reconnect waits: 0.5 s doubling to 15 s, with a little jitter so phones do not reconnect in step. */
function backoff(n: number): number {
  return Math.min(15_000, 500 * 2 ** n) + Math.floor(Math.random() * 250);
}

export function sportsbookSocketUrl(merchant: string | null): string {
  const proto = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const qs = merchant ? `?merchant=${encodeURIComponent(merchant)}` : '';
  return `${proto}//${window.location.host}${SPORTSBOOK_PATHS.socket}${qs}`;
}

function wanted(): { events: number[]; markets: number[] } {
  const events = new Set<number>();
  const markets = new Set<number>();
  for (const w of watchers.values()) {
    for (const id of w.events) events.add(id);
    for (const id of w.markets) markets.add(id);
  }
  return { events: [...events].sort((a, b) => a - b).slice(0, 200), markets: [...markets].sort((a, b) => a - b).slice(0, 500) };
}

function sendSubscription(force = false) {
  if (!socket || !open) return;
  const message = JSON.stringify({ type: 'subscribe', ...wanted() });
  if (!force && message === sent) return;
  sent = message;
  socket.send(message);
}

function connect() {
  if (typeof WebSocket === 'undefined' || watchers.size === 0) return;
  const ws = new WebSocket(sportsbookSocketUrl(socketMerchant));
  socket = ws;
  ws.onopen = () => {
    if (socket !== ws) return;
    open = true;
    attempt = 0;
    sendSubscription(true);
  };
  ws.onmessage = (message) => {
    // a frame is a message, or the messages of one change in order
    const parsed = sportsbookSocketFrameSchema.safeParse(safeJson(String(message.data)));
    if (!parsed.success) return;
    const messages = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
    useLiveStore.getState().apply(messages);
    for (const m of messages) if (m.type === 'bet') for (const listener of betListeners) listener(m.id);
  };
  ws.onclose = () => {
    if (socket !== ws) return;
    open = false;
    socket = null;
    if (watchers.size === 0) return;
    retryTimer = setTimeout(connect, backoff(attempt++));
  };
}

function disconnect() {
  clearTimeout(retryTimer);
  const ws = socket;
  socket = null;
  open = false;
  sent = '';
  ws?.close();
}

function watch(key: symbol, w: Watch, merchant: string | null, member: string | null) {
  clearTimeout(closeTimer);
  watchers.set(key, w);
  const identity = `${merchant ?? ''}|${member ?? ''}`;
  if (socket && socketIdentity !== identity) disconnect();
  socketMerchant = merchant;
  socketIdentity = identity;
  if (!socket) {
    clearTimeout(retryTimer);
    connect();
  } else sendSubscription();
}

function unwatch(key: symbol) {
  watchers.delete(key);
  if (watchers.size === 0) {
    clearTimeout(closeTimer);
    closeTimer = setTimeout(() => {
      if (watchers.size === 0) disconnect();
    }, 3_000);
  } else sendSubscription();
}

/** Closes the socket and forgets every watcher at once (tests: each starts with no socket). */
export function closeLiveSocket() {
  watchers.clear();
  clearTimeout(closeTimer);
  disconnect();
}

/** Watches these events (their state and every market) and markets while the component is shown. */
export function useLiveFeed(events: readonly number[], markets: readonly number[] = []) {
  const session = useSession();
  const merchant = session?.merchantCode ?? getMerchant();
  const key = useRef<symbol>(null);
  key.current ??= Symbol('watch');
  const eventsKey = events.join(',');
  const marketsKey = markets.join(',');
  const member = session?.userName ?? null;
  useEffect(() => {
    const k = key.current!;
    if (!eventsKey && !marketsKey && !member) return;
    const ids = (text: string) => (text ? text.split(',').map(Number) : []);
    // a member's socket stays open with nothing watched too: it carries their bets' changes
    watch(k, { events: ids(eventsKey), markets: ids(marketsKey) }, merchant, member);
    return () => unwatch(k);
  }, [eventsKey, marketsKey, merchant, member]);
}

/** Calls back with the id of one of the member's bets the socket says changed. */
export function useBetMessages(onBet: (id: number) => void) {
  const latest = useRef(onBet);
  latest.current = onBet;
  useEffect(() => {
    const listener = (id: number) => latest.current(id);
    betListeners.add(listener);
    return () => {
      betListeners.delete(listener);
    };
  }, []);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
