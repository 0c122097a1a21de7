// Throttled writes of the allData string: at most one write every 30 s, and only when the text changed.
import { realClock, type Clock } from './clock';
import { consoleLog, type PlatformLog } from './platform';

/** The shortest time between two writes of allData (spec 7, instant-games player data). */
export const SAVE_INTERVAL_MS = 30_000;

/** A throttled writer of one string. */
export interface SaveThrottle {
  /** Asks for `value` to be stored: now if the last write was 30 s ago or more, else when 30 s have passed. */
  save(value: string): void;
  /** Writes a waiting value now, ignoring the interval (pause, page hidden). */
  flush(): Promise<void>;
  /** Tells the throttle what the host already holds (after a read), so the same text is not written back. */
  known(value: string | null): void;
}

/** Wraps `write`; a failed write is logged and the value stays waiting for the next save or flush. */
export function createSaveThrottle(
  write: (value: string) => Promise<void>,
  options: { clock?: Clock; intervalMs?: number; log?: PlatformLog } = {},
): SaveThrottle {
  const { clock = realClock, intervalMs = SAVE_INTERVAL_MS, log = consoleLog } = options;
  // The text last handed to the host (null when unknown, e.g. after a failed write).
  let sent: string | null = null;
  let waiting: string | null = null;
  let lastWriteAt = -Infinity;
  let timer: unknown = null;
  let writing: Promise<void> = Promise.resolve();

  const cancelTimer = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };

  const writeWaiting = (): Promise<void> => {
    cancelTimer();
    const value = waiting;
    if (value === null) return writing;
    waiting = null;
    sent = value;
    lastWriteAt = clock.now();
    writing = writing.then(async () => {
      try {
        await write(value);
      } catch (error) {
        log('Saving player data to the host failed; it will be retried.', error);
        if (sent === value) sent = null;
        // Keep it for the next save or flush unless something newer has arrived meanwhile.
        if (waiting === null) waiting = value;
      }
    });
    return writing;
  };

  return {
    save(value) {
      if (value === sent) {
        // Back to what the host holds: nothing to write.
        waiting = null;
        cancelTimer();
        return;
      }
      waiting = value;
      const wait = lastWriteAt + intervalMs - clock.now();
      if (wait <= 0) void writeWaiting();
      else if (timer === null) timer = clock.setTimeout(() => void writeWaiting(), wait);
    },
    flush: () => writeWaiting(),
    known(value) {
      sent = value;
    },
  };
}
