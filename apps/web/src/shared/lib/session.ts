import { create } from 'zustand';
import { isTrialType, roleOf, type Role } from '@lobby/contract/rules';
import { renderContext } from './render-context';
import { readSsrState } from './ssr-state';
import { local, session, STORAGE_KEYS } from './storage';

/**
 * The signed-in session as far as the browser may know it. The token is deliberately absent: the browser
 * asks for cookie transport and the token lives only in the HttpOnly `__Host-` cookie, where no script
 * (ours, an extension's, an injected one's) can read it.
 */
export interface SessionInfo {
  /** customer type: 0-2 real, 4 trial, others agents */
  type: number;
  /** the merchant code the session was opened under (the trial merchant code for trial accounts) */
  merchantCode: string;
  userName: string;
  firstTimeLogin: boolean;
  /** absolute expiry, epoch ms */
  expiresAt: number;
}

/** What a login, registration, renewal or set-by-phone answers; only the fields above are kept. */
export interface SessionAnswer {
  userName: string;
  type: number;
  merchantCode: string;
  firstTimeLogin?: boolean;
  expiresAt: number;
}

/**
 * Checked by hand rather than with the contract's zod schemas: start-up renewal and "Try for free" on home
 * run from chunks that must stay small (zod is ~26 KB gzip).
 */
export function isSessionAnswer(value: unknown): value is SessionAnswer {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.userName === 'string' &&
    typeof v.type === 'number' &&
    typeof v.merchantCode === 'string' &&
    typeof v.expiresAt === 'number'
  );
}

interface SessionState {
  info: SessionInfo | null;
}

function isSessionInfo(value: unknown): value is SessionInfo {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.type === 'number' &&
    typeof v.merchantCode === 'string' &&
    typeof v.userName === 'string' &&
    typeof v.expiresAt === 'number'
  );
}

function readStored(): SessionInfo | null {
  const raw = session.get(STORAGE_KEYS.session);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    // Past its absolute expiry the server has forgotten it; pretending otherwise shows a dead header.
    if (!isSessionInfo(parsed) || parsed.expiresAt <= Date.now()) return null;
    return parsed;
  } catch {
    return null;
  }
}

/**
 * A server-rendered page was rendered for the session the server saw (its cookie): the first render must
 * be that one too, or hydration would not match. Start-up then brings storage in line with it.
 */
function initialSession(): SessionInfo | null {
  const ssr = typeof document === 'undefined' ? null : readSsrState();
  return ssr ? ssr.session : readStored();
}

const browserStore = create<SessionState>(() => ({ info: initialSession() }));

/**
 * On the server every request has its own session (the render context's), read through the same hook and
 * accessors; nothing a render does can change it, and no request sees another's.
 */
function serverStore(): typeof browserStore {
  const state = (): SessionState => ({ info: renderContext()?.session ?? null });
  const hook = (<T>(selector?: (s: SessionState) => T) => (selector ? selector(state()) : state())) as typeof browserStore;
  hook.getState = state;
  hook.getInitialState = state;
  hook.setState = () => undefined;
  hook.subscribe = () => () => undefined;
  return hook;
}

export const useSessionStore = import.meta.env.SSR ? serverStore() : browserStore;

/**
 * Stores a new session from a server answer. Only the listed fields are copied, so a token in the answer
 * (a server configured without cookie transport) can never reach storage.
 */
export function startSession(answer: SessionAnswer): SessionInfo {
  const info: SessionInfo = {
    type: answer.type,
    merchantCode: answer.merchantCode,
    userName: answer.userName,
    firstTimeLogin: answer.firstTimeLogin ?? false,
    expiresAt: answer.expiresAt,
  };
  session.set(STORAGE_KEYS.session, JSON.stringify(info));
  // A different person may have signed in: the previous one's cached member info must not show.
  session.remove(STORAGE_KEYS.memberInfo);
  if (isTrialType(info.type)) session.set(STORAGE_KEYS.guestUser, info.userName);
  local.remove(STORAGE_KEYS.autoLogin);
  useSessionStore.setState({ info });
  return info;
}

/**
 * The server no longer knows the session (401, expiry): forget it locally. The guest name stays so
 * "Try for free" resumes the same trial account, and autoLogin is untouched so a remembered device may
 * renew on the next start.
 */
export function expireSession(): void {
  if (!useSessionStore.getState().info && !session.get(STORAGE_KEYS.session)) return;
  session.remove(STORAGE_KEYS.session);
  session.remove(STORAGE_KEYS.memberInfo);
  useSessionStore.setState({ info: null });
}

/**
 * A server-rendered page says who the session cookie stands for (the store already started with it):
 * storage follows, so the rest of the tab agrees. With no live session the cookie is gone or dead, and a
 * session remembered in storage would only meet a 401.
 */
export function adoptServerSession(info: SessionInfo | null): void {
  if (info) {
    session.set(STORAGE_KEYS.session, JSON.stringify(info));
    if (isTrialType(info.type)) session.set(STORAGE_KEYS.guestUser, info.userName);
  } else {
    session.remove(STORAGE_KEYS.session);
    session.remove(STORAGE_KEYS.memberInfo);
  }
}

/** A deliberate logout: everything about the account goes, and no silent renewal on the next start. */
export function endSession(): void {
  session.remove(STORAGE_KEYS.session);
  session.remove(STORAGE_KEYS.memberInfo);
  session.remove(STORAGE_KEYS.guestUser);
  local.set(STORAGE_KEYS.autoLogin, '0');
  useSessionStore.setState({ info: null });
}

export function hasSession(): boolean {
  return useSessionStore.getState().info !== null;
}

/** The trial account to resume, if this tab started one before. */
export function guestUserName(): string | null {
  return session.get(STORAGE_KEYS.guestUser);
}

/** Start-up may renew silently unless the person logged out on this device. */
export function mayAutoLogin(): boolean {
  return local.get(STORAGE_KEYS.autoLogin) !== '0';
}

export function currentRole(): Role {
  return roleOf(useSessionStore.getState().info?.type);
}

export function useRole(): Role {
  return useSessionStore((s) => roleOf(s.info?.type));
}

export function useSession(): SessionInfo | null {
  return useSessionStore((s) => s.info);
}

/**
 * Every query that belongs to the signed-in account starts its key with this, so one call drops them all
 * when the session ends or changes hands.
 */
export const ACCOUNT_QUERY_ROOT = 'account';
