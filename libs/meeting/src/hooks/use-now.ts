import { useEffect, useState } from 'react';

/** The time now, kept fresh each minute (a meeting turns 'now', then 'ended', on its own). */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
