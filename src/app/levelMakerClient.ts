// Orders generated levels from the level maker's worker (levelMakerWorker.ts) and answers its requests for
// shipped level files from the page's catalogue; falls back to making them on the main thread when the
// browser cannot start the worker (old webviews, mini-game containers without Worker).
import type { FromLevelMaker, LevelOrder, ToLevelMaker } from './levelOrders';
import type { LevelSpec } from '../core/types';
import { errorMessage } from '../core/errorMessage';
import { device } from '../platform/currentDevice';
import type { WorkerPort } from '../platform/device';

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

/** Makes generated levels; one worker, started on the first order and kept for the session. */
export function createLevelMaker(startWorker: StartWorker | null = defaultStart()) {
  let worker: WorkerPort | null = null;
  let broken = startWorker === null;
  let nextId = 1;
  const waiting = new Map<
    number,
    { resolve: (level: LevelSpec) => void; reject: (error: Error) => void; needs: LevelMakerNeeds }
  >();

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
        order.needs.loadLevelFile(file).then(
          (json) => send({ type: 'file', id, file, json }),
          (error: unknown) => send({ type: 'file', id, file, error: errorMessage(error) }),
        );
        return;
      }
      waiting.delete(message.id);
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
      for (const order of waiting.values()) order.reject(new Error(event.message || 'level maker failed'));
      waiting.clear();
    };
    return worker;
  };

  return (order: LevelOrder, needs: LevelMakerNeeds): Promise<LevelSpec> => {
    const w = start();
    // Without a worker: the generator loads (a chunk of its own) and runs here.
    if (!w) return import('./levelOrders').then(({ makeLevel }) => makeLevel(order, needs));
    const id = nextId++;
    return new Promise<LevelSpec>((resolve, reject) => {
      waiting.set(id, { resolve, reject, needs });
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
