// Orders generated levels from the level maker's worker (levelMakerWorker.ts) and answers its requests for
// shipped level files from the page's catalogue; falls back to making them on the main thread when the
// runtime cannot start the worker (old webviews, a runtime without one) or the worker is lost (workerClient.ts).
import type { FromLevelMaker, LevelOrder, ToLevelMaker } from './levelOrders';
import type { LevelSpec } from '../core/types';
import { errorMessage } from '../core/errorMessage';
import { device } from '../platform/currentDevice';
import type { DeviceTimers, WorkerPort } from '../platform/device';
import { createWorkerClient, type AskOptions } from './workerClient';

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
 * screen for good. Generous, since a slow phone's hardest day takes seconds. Counted from the order, then from
 * each level file the worker asks for and each "still at work" word (the generator's beat, levelMakerJob.ts).
 */
export const ORDER_SILENCE_MS = 45_000;

/** Makes generated levels; one worker, started on the first order and kept for the session. */
export function createLevelMaker(
  startWorker: StartWorker | null = defaultStart(),
  { silenceMs = ORDER_SILENCE_MS, timers = device().timers }: { silenceMs?: number; timers?: DeviceTimers } = {},
) {
  const order = createWorkerClient<{ order: LevelOrder; needs: LevelMakerNeeds }, LevelSpec>({
    name: "The level maker's worker",
    fallback: 'levels are made',
    start: startWorker,
    // The generator loads (a chunk of its own) and runs here.
    here: ({ order: what, needs }) => import('./levelOrders').then(({ makeLevel }) => makeLevel(what, needs)),
    request: (id, { order: what, needs }): ToLevelMaker => ({
      type: 'make',
      id,
      order: what,
      levelCount: needs.levelCount,
      capacity: needs.capacity,
    }),
    read: (raw) => {
      const message = raw as FromLevelMaker;
      const { id } = message;
      if (message.type === 'made') return { id, kind: 'answer', answer: message.level };
      if (message.type === 'failed') return { id, kind: 'error', error: message.error };
      if (message.type === 'working') return { id, kind: 'working' };
      // The worker asks for a shipped level file: the page's catalogue reads it.
      const { file } = message;
      return {
        id,
        kind: 'asks',
        reply: ({ needs }, post) =>
          needs.loadLevelFile(file).then(
            (json) => post({ type: 'file', id, file, json } satisfies ToLevelMaker),
            (error: unknown) => post({ type: 'file', id, file, error: errorMessage(error) } satisfies ToLevelMaker),
          ),
      };
    },
    silenceMs,
    timers,
  });
  return (what: LevelOrder, needs: LevelMakerNeeds, ask?: AskOptions): Promise<LevelSpec> =>
    order({ order: what, needs }, ask);
}
