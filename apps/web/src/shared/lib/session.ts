import { create } from 'zustand';
import { roleOf, type Role } from '@lobby/contract';
import { session, STORAGE_KEYS } from './storage';

/**
 * The signed-in session as far as the shell needs it (token for the Authorization header, type for guards).
 * The auth feature owns logging in and out and writes here; until it lands nobody is signed in.
 */
export interface SessionInfo {
  token: string;
  type: number;
  userName?: string;
}

interface SessionState {
  info: SessionInfo | null;
  setSession: (info: SessionInfo | null) => void;
}

function readStored(): SessionInfo | null {
  const raw = session.get(STORAGE_KEYS.session);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SessionInfo>;
    return typeof parsed.token === 'string' && typeof parsed.type === 'number'
      ? (parsed as SessionInfo)
      : null;
  } catch {
    return null;
  }
}

export const useSessionStore = create<SessionState>((set) => ({
  info: readStored(),
  setSession: (info) => {
    if (info) session.set(STORAGE_KEYS.session, JSON.stringify(info));
    else session.remove(STORAGE_KEYS.session);
    set({ info });
  },
}));

export function getToken(): string | null {
  return useSessionStore.getState().info?.token ?? null;
}

export function currentRole(): Role {
  return roleOf(useSessionStore.getState().info?.type);
}

export function useRole(): Role {
  return useSessionStore((s) => roleOf(s.info?.type));
}
