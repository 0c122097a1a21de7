// Asks the hint worker for the next tap (the web's hint worker, or the mini-game's game worker); falls back to a
// smaller search on the main thread when the runtime cannot start a worker (old webviews, a runtime without one)
// or the worker is lost (workerClient.ts).
import type { HintAnswer } from '../core/hint';
import type { GameState, LevelSpec } from '../core/types';
import { device } from '../platform/currentDevice';
import type { DeviceTimers, WorkerPort } from '../platform/device';
import type { HintReply, HintRequest } from './hintJob';
import { createWorkerClient } from './workerClient';

/** Positions the main-thread fallback may search: a short pause at worst. */
const FALLBACK_MAX_STATES = 20_000;

/**
 * How long a question may wait on the worker before the worker is given up and the question asked here: a worker
 * that never answers (a runtime that lost it) must not leave the hint searching for good.
 */
export const HINT_SILENCE_MS = 30_000;

/** A way to start the worker; null where the runtime has none. */
export type StartHintWorker = () => WorkerPort;

/** The runtime's own worker where it has one (mini-games), else the web's, else none. */
function defaultStart(): StartHintWorker | null {
  const { jobWorker } = device();
  if (jobWorker) return () => jobWorker('hint');
  if (typeof Worker === 'undefined') return null;
  return () => new Worker(new URL('./hintWorker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerPort;
}

/** Finds hints; one worker, started on the first question and kept for the session. */
export function createHintClient(
  startWorker: StartHintWorker | null = defaultStart(),
  { silenceMs = HINT_SILENCE_MS, timers = device().timers }: { silenceMs?: number; timers?: DeviceTimers } = {},
): (level: LevelSpec, rules: GameState) => Promise<HintAnswer> {
  const ask = createWorkerClient<{ level: LevelSpec; rules: GameState }, HintAnswer>({
    name: 'The hint worker',
    fallback: 'hints are searched',
    start: startWorker,
    // The solver loads only when it is needed (not in the initial bundle).
    here: ({ level, rules }) =>
      import('../core/hint').then(({ hintFor }) => hintFor(level, rules, FALLBACK_MAX_STATES)),
    request: (id, { level, rules }): HintRequest => ({ id, level, rules }),
    read: (message) => {
      const reply = message as HintReply;
      return 'answer' in reply
        ? { id: reply.id, kind: 'answer', answer: reply.answer }
        : { id: reply.id, kind: 'error', error: reply.error };
    },
    silenceMs,
    timers,
  });
  return (level, rules) => ask({ level, rules });
}
