// Orders generated levels from the level maker's worker (levelMakerWorker.ts) and answers its requests for
// shipped level files from the page's catalogue; falls back to making them on the main thread when the
// browser cannot start the worker (old webviews, mini-game containers without Worker).
import type { FromLevelMaker, LevelOrder, ToLevelMaker } from './levelOrders';
import type { LevelSpec } from '../core/types';
import { errorMessage } from '../core/errorMessage';
import { device } from '../platform/currentDevice';
import type { DeviceTimers, WorkerPort } from '../platform/device';

/** What the maker needs from the variant and the page. */
export interface LevelMakerNeeds {
  levelCount: number;
  capacity: number;
  /** The JSON of shipped level file `n` (the page's catalogue). */
  loadLevelFile: (n: number) => Promise<unknown>;
}

/** A way to start the worker (injected in tests); null when this runtime has none. */
export type StartWorker = () => WorkerPort;

/** The runtime's own worker where it has one (mini-games), else the web's, else none. */
function defaultStart(): StartWorker | null {
  const { jobWorker } = device();
  if (jobWorker) return () => jobWorker('levelMaker');
  if (typeof Worker === 'undefined') return null;
  return () =>
    new Worker(new URL('./levelMakerWorker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerPort;
}

/**
 * How long an order may go without a word from the worker before the worker is given up and the order made on
 * the main thread: a worker that never answers (a runtime that lost it) must not leave the player on the loading
 * screen for good. Generous, since a slow phone's hardest day takes seconds.
 */
export const ORDER_SILENCE_MS = 45_000;

/** The generator on the main thread (a chunk of its own, loaded only when needed). */
const makeHere = (order: LevelOrder, needs: LevelMakerNeeds) =>
  import('./levelOrders').then(({ makeLevel }) => makeLevel(order, needs));

/** Makes generated levels; one worker, started on the first order and kept for the session. */
export function createLevelMaker(
  startWorker: StartWorker | null = defaultStart(),
  { silenceMs = ORDER_SILENCE_MS, timers = device().timers }: { silenceMs?: number; timers?: DeviceTimers } = {},
) {
  let worker: WorkerPort | null = null;
  let broken = startWorker === null;
  let nextId = 1;
  const waiting = new Map<
    number,
    {
      order: LevelOrder;
      needs: LevelMakerNeeds;
      resolve: (level: LevelSpec) => void;
      reject: (error: Error) => void;
      silence: unknown;
    }
  >();

  /** The worker said nothing of an order for `silenceMs`: it is given up, and its orders are made here. */
  const giveUp = () => {
    console.warn(`The level maker's worker said nothing for ${silenceMs / 1000} s; levels are made here from now on.`);
    broken = true;
    worker?.terminate();
    worker = null;
    const orders = [...waiting.values()];
    waiting.clear();
    for (const pending of orders) {
      timers.clearTimeout(pending.silence);
      makeHere(pending.order, pending.needs).then(pending.resolve, pending.reject);
    }
  };
  /** Starts (again) the order's wait for a word from the worker. */
  const listen = (id: number) => {
    const pending = waiting.get(id);
    if (!pending) return;
    timers.clearTimeout(pending.silence);
    pending.silence = timers.setTimeout(giveUp, silenceMs);
  };

  const start = (): WorkerPort | null => {
    if (worker || broken) return worker;
    try {
      worker = startWorker!();
    } catch {
      broken = true;
      return null;
    }
    const send = (message: ToLevelMaker) => worker?.postMessage(message);
    worker.onmessage = (event) => {
      const message = event.data as FromLevelMaker;
      const order = waiting.get(message.id);
      if (!order) return;
      if (message.type === 'need') {
        const { id, file } = message;
        listen(id);
        order.needs.loadLevelFile(file).then(
          (json) => send({ type: 'file', id, file, json }),
          (error: unknown) => send({ type: 'file', id, file, error: errorMessage(error) }),
        );
        return;
      }
      waiting.delete(message.id);
      timers.clearTimeout(order.silence);
      if (message.type === 'made') order.resolve(message.level);
      else order.reject(new Error(message.error));
    };
    worker.onerror = (event) => {
      // The worker could not load or crashed: open orders fail (the game says so and offers a way back), later
      // ones are made on the main thread.
      event.preventDefault();
      broken = true;
      worker?.terminate();
      worker = null;
      for (const order of waiting.values()) {
        timers.clearTimeout(order.silence);
        order.reject(new Error(event.message || 'level maker failed'));
      }
      waiting.clear();
    };
    return worker;
  };

  return (order: LevelOrder, needs: LevelMakerNeeds): Promise<LevelSpec> => {
    const w = start();
    // Without a worker: the generator loads (a chunk of its own) and runs here.
    if (!w) return makeHere(order, needs);
    const id = nextId++;
    return new Promise<LevelSpec>((resolve, reject) => {
      waiting.set(id, { order, needs, resolve, reject, silence: undefined });
      listen(id);
      w.postMessage({
        type: 'make',
        id,
        order,
        levelCount: needs.levelCount,
        capacity: needs.capacity,
      } satisfies ToLevelMaker);
    });
  };
}
