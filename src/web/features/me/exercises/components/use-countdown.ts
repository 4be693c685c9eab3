import { useEffect, useRef, useState } from 'react';

/**
 * A countdown from `durationSeconds` to zero with start, pause and reset. The remaining time is read
 * from the clock (not by counting ticks), so a busy or backgrounded tab does not make it drift.
 */
export function useCountdown(durationSeconds: number) {
  const [remaining, setRemaining] = useState(durationSeconds);
  const [isRunning, setIsRunning] = useState(false);
  const remainingRef = useRef(remaining);
  remainingRef.current = remaining;

  useEffect(() => {
    if (!isRunning) return;
    const endsAt = Date.now() + remainingRef.current * 1000;
    const id = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setIsRunning(false);
    }, 200);
    return () => window.clearInterval(id);
  }, [isRunning]);

  return {
    remaining,
    isRunning,
    isFinished: remaining === 0,
    start: () => remainingRef.current > 0 && setIsRunning(true),
    pause: () => setIsRunning(false),
    reset: () => {
      setIsRunning(false);
      setRemaining(durationSeconds);
    },
  };
}
