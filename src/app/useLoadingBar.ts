// What the loading bar shows: the real progress, or with a variant's pacing (variant B, spec 2) at least the
// paced share, re-read every 100 ms while the loading screen is up, and full once loading is done.
import { useEffect, useRef, useState } from 'react';
import { device } from '../platform/currentDevice';
import { loadingBarShare, type PaceLeg } from '../ui/loadingPace';

/** The share the bar shows, 0..1. */
export function useLoadingBar(progress: number, legs: readonly PaceLeg[] | undefined, showing: boolean): number {
  const start = useRef(performance.now());
  const [now, setNow] = useState(() => performance.now());
  const pacing = legs !== undefined && showing;
  useEffect(() => {
    if (!pacing) return;
    const { timers } = device();
    const timer = timers.setInterval(() => setNow(performance.now()), 100);
    return () => timers.clearInterval(timer);
  }, [pacing]);
  return legs ? loadingBarShare(now - start.current, legs, progress, progress >= 1) : progress;
}
