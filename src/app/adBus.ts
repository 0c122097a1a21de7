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
 * the timers of the device running when the bus is made.
 */
export function createAdBus() {
  const { timers } = device();
  let showing: AdShowing | null = null;
  let finish: ((watched: boolean) => void) | null = null;
  let timer: unknown = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());

  const end = (watched: boolean) => {
    if (timer !== null) timers.clearInterval(timer);
    timer = null;
    showing = null;
    const done = finish;
    finish = null;
    notify();
    done?.(watched);
  };

  const present: AdPresenter = (placement, seconds, kind = 'rewarded') => {
    if (finish) end(false);
    return new Promise<boolean>((resolve) => {
      finish = resolve;
      showing = { placement, secondsLeft: seconds, kind };
      notify();
      timer = timers.setInterval(() => {
        if (!showing) return;
        showing = { ...showing, secondsLeft: showing.secondsLeft - 1 };
        if (showing.secondsLeft <= 0) end(true);
        else notify();
      }, 1000);
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
