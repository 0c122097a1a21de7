// Connects the web platform's simulated rewarded ads to the React overlay that shows them.
import { device } from '../platform/currentDevice';
import type { AdPresenter, SimulatedAdKind } from '../platform/webPlatform';

/** What the overlay shows while a simulated ad plays. */
export interface AdShowing {
  placement: string;
  secondsLeft: number;
  /** A rewarded video (the player earns something) or an interstitial between levels. */
  kind: SimulatedAdKind;
}

/**
 * A tiny store: the platform asks for an ad, the overlay shows it, it ends or is skipped. Its seconds count on
 * the timers of the device running when the bus is made; an ad of 2.5 s shows 3, 2 and 1 and ends at 2.5 s.
 */
export function createAdBus() {
  const { timers } = device();
  let showing: AdShowing | null = null;
  let finish: ((watched: boolean) => void) | null = null;
  let timer: unknown = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());

  const end = (watched: boolean) => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    showing = null;
    const done = finish;
    finish = null;
    notify();
    done?.(watched);
  };

  /** Counts down to the next whole second left (the first step takes the fraction of `?adSeconds=0.3`). */
  const tick = () => {
    if (!showing) return;
    showing = { ...showing, secondsLeft: Math.ceil(showing.secondsLeft) - 1 };
    if (showing.secondsLeft <= 0) return end(true);
    notify();
    timer = timers.setTimeout(tick, 1000);
  };

  const present: AdPresenter = (placement, seconds, kind = 'rewarded') => {
    if (finish) end(false);
    return new Promise<boolean>((resolve) => {
      finish = resolve;
      const length = Number.isFinite(seconds) ? Math.max(0, seconds) : 0;
      showing = { placement, secondsLeft: length, kind };
      notify();
      timer = timers.setTimeout(tick, (length % 1 || 1) * 1000);
    });
  };

  return {
    present,
    /** Closes the ad early: no reward. */
    skip: () => end(false),
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    current: () => showing,
  };
}

export type AdBus = ReturnType<typeof createAdBus>;
