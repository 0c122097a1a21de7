// Asks the hint worker for the next tap (the web's hint worker, or the mini-game's game worker); falls back to a
// smaller search on the main thread when the runtime cannot start a worker (old webviews, a runtime without one).
import type { HintAnswer } from '../core/hint';
import type { GameState, LevelSpec } from '../core/types';
import { device } from '../platform/currentDevice';
import type { WorkerPort } from '../platform/device';
import type { HintReply, HintRequest } from './hintJob';

/** Positions the main-thread fallback may search: a short pause at worst. */
const FALLBACK_MAX_STATES = 20_000;

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
): (level: LevelSpec, rules: GameState) => Promise<HintAnswer> {
  let worker: WorkerPort | null = null;
  let broken = startWorker === null;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (a: HintAnswer) => void; reject: (e: Error) => void }>();

  const start = (): WorkerPort | null => {
    if (worker || broken) return worker;
    try {
      worker = startWorker!();
    } catch {
      broken = true;
      return null;
    }
    worker.onmessage = (event) => {
      const reply = event.data as HintReply;
      const pending = waiting.get(reply.id);
      if (!pending) return;
      waiting.delete(reply.id);
      if ('answer' in reply) pending.resolve(reply.answer);
      else pending.reject(new Error(reply.error));
    };
    worker.onerror = (event) => {
      // The worker could not load or crashed: every open question fails, later ones use the fallback.
      event.preventDefault();
      broken = true;
      worker?.terminate();
      worker = null;
      for (const pending of waiting.values()) pending.reject(new Error(event.message || 'hint worker failed'));
      waiting.clear();
    };
    return worker;
  };

  return (level, rules) => {
    const w = start();
    // The solver loads only when it is needed (not in the initial bundle).
    if (!w) return import('../core/hint').then(({ hintFor }) => hintFor(level, rules, FALLBACK_MAX_STATES));
    const id = nextId++;
    return new Promise<HintAnswer>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      const request: HintRequest = { id, level, rules };
      w.postMessage(request);
    });
  };
}
