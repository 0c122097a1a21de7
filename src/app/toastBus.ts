// Transient tips ("No sure move found", later "Coins shortage"...): one at a time, each replacing the
// last, cleared after its rise-and-fade.
import { device } from '../platform/currentDevice';
import type { VariantConfig } from '../variants/types';

/** The tip on screen; `id` changes with every tip so that a repeated text plays again. */
export interface ToastShowing {
  id: number;
  text: string;
}

/** How many past tips the bus remembers for testers. */
const TOAST_HISTORY = 20;

/**
 * A tiny store the app writes tips to and the React frame reads; a tip stays the variant's `toast.seconds`
 * (on the timers of the device running when the bus is made).
 */
export function createToastBus(variant: Pick<VariantConfig, 'toast'>) {
  const durationMs = variant.toast.seconds * 1000;
  const { timers } = device();
  let showing: ToastShowing | null = null;
  let timer: unknown = null;
  let nextId = 1;
  /** The last tips shown, oldest first, for testers (a tip lives its seconds; a test on a busy machine reads them here). */
  const shown: string[] = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());

  return {
    /** Shows a tip now, replacing the one on screen. */
    show(text: string): void {
      if (timer !== null) timers.clearTimeout(timer);
      showing = { id: nextId++, text };
      shown.push(text);
      if (shown.length > TOAST_HISTORY) shown.shift();
      timer = timers.setTimeout(() => {
        showing = null;
        timer = null;
        notify();
      }, durationMs);
      notify();
    },
    current: (): ToastShowing | null => showing,
    /** The last tips shown (up to 20), oldest first. */
    history: (): readonly string[] => [...shown],
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastBus = ReturnType<typeof createToastBus>;
