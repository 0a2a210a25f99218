import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError, onUnauthorized } from '@/shared/api/client';
import { getMe } from '@/shared/api/get-me';
import type { Me, Operator } from '@/shared/api/get-me';
import { logout } from '@/shared/api/logout';

/** What a session must still do before the console opens (the server allows only /ops/auth/* until then). */
export type PendingSteps = Pick<Me, 'passwordChangeRequired' | 'totpSetupRequired'>;

export type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut'; expired: boolean }
  /** steps: what the operator must do before the console opens (own password, second factor) */
  | { status: 'signedIn'; operator: Operator; idleTimeoutMs: number; steps: PendingSteps };

const NO_STEPS: PendingSteps = { passwordChangeRequired: false, totpSetupRequired: false };

/** The steps an answer names (an answer without them, none). */
export function stepsOf(answer: Partial<PendingSteps>): PendingSteps {
  return { passwordChangeRequired: answer.passwordChangeRequired === true, totpSetupRequired: answer.totpSetupRequired === true };
}

interface SessionContextValue {
  state: SessionState;
  signedIn: (operator: Operator, options?: { idleTimeoutMs?: number; steps?: PendingSteps }) => void;
  signOut: () => Promise<void>;
  can: (permission: string) => boolean;
}

const SessionContext = createContext<SessionContextValue | null>(null);

const ACTIVITY = ['pointerdown', 'keydown', 'wheel'] as const;
const DEFAULT_IDLE_MS = 30 * 60 * 1000;

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const queryClient = useQueryClient();

  // Signed out (or expired): nothing the last operator loaded stays in memory for the next one.
  useEffect(() => {
    if (state.status === 'signedOut') queryClient.clear();
  }, [state.status, queryClient]);

  // On load: who am I? A 401 is simply "not signed in".
  useEffect(() => {
    let live = true;
    getMe()
      .then((me) => live && setState({ status: 'signedIn', operator: me.operator, idleTimeoutMs: me.idleTimeoutMs, steps: stepsOf(me) }))
      .catch(() => live && setState({ status: 'signedOut', expired: false }));
    return () => {
      live = false;
    };
  }, []);

  // Any later 401 means the session ended (idle timeout, disabled, signed out elsewhere).
  useEffect(
    () =>
      onUnauthorized(() =>
        setState((current) => (current.status === 'signedIn' ? { status: 'signedOut', expired: true } : current)),
      ),
    [],
  );

  // Idle: after the server's idle timeout without any input, ask the server (it decides; a 401 signs out).
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const idleMs = state.status === 'signedIn' ? state.idleTimeoutMs || DEFAULT_IDLE_MS : 0;
  useEffect(() => {
    if (!idleMs) return;
    const arm = () => {
      clearTimeout(idleTimer.current);
      idleTimer.current = setTimeout(() => {
        getMe().catch(() => undefined);
      }, idleMs + 1000);
    };
    arm();
    for (const type of ACTIVITY) window.addEventListener(type, arm, { passive: true });
    return () => {
      clearTimeout(idleTimer.current);
      for (const type of ACTIVITY) window.removeEventListener(type, arm);
    };
  }, [idleMs]);

  const signedIn = useCallback((operator: Operator, options: { idleTimeoutMs?: number; steps?: PendingSteps } = {}) => {
    setState((current) => ({
      status: 'signedIn',
      operator,
      idleTimeoutMs: options.idleTimeoutMs ?? (current.status === 'signedIn' ? current.idleTimeoutMs : DEFAULT_IDLE_MS),
      steps: options.steps ?? NO_STEPS,
    }));
  }, []);

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
    setState({ status: 'signedOut', expired: false });
  }, []);

  const value = useMemo<SessionContextValue>(() => {
    const permissions = new Set(state.status === 'signedIn' ? state.operator.permissions : []);
    return { state, signedIn, signOut, can: (permission) => permissions.has(permission) };
  }, [state, signedIn, signOut]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

export function useOperator(): Operator | null {
  const { state } = useSession();
  return state.status === 'signedIn' ? state.operator : null;
}
