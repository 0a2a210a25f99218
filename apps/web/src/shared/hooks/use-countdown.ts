import { useCallback, useEffect, useState } from 'react';

/** The SMS button's countdown state starts at 60 and is polled every 500 ms. */
export const COUNTDOWN_INITIAL = 60;
export const COUNTDOWN_POLL_MS = 500;

function secondsUntil(until: number): number {
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

/**
 * Seconds left until a deadline (the SMS code's expirationTime). Polled rather than decremented, so a
 * phone that slept with the page open shows the true remainder when it wakes.
 */
export function useCountdown() {
  const [until, setUntil] = useState<number | null>(null);
  const [seconds, setSeconds] = useState(COUNTDOWN_INITIAL);

  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const left = secondsUntil(until);
      setSeconds(left);
      if (left <= 0) setUntil(null);
    };
    tick();
    const timer = setInterval(tick, COUNTDOWN_POLL_MS);
    return () => clearInterval(timer);
  }, [until]);

  const start = useCallback((deadline: number) => setUntil(deadline), []);
  const reset = useCallback(() => {
    setUntil(null);
    setSeconds(COUNTDOWN_INITIAL);
  }, []);

  return { counting: until !== null && seconds > 0, seconds, start, reset };
}
