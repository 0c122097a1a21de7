// Asks the hint worker for the next tap; falls back to a smaller search on the main thread when the
// browser cannot start the worker (old webviews, strict mini-game containers).
import type { HintAnswer } from '../core/hint';
import type { GameState, LevelSpec } from '../core/types';
import type { HintReply, HintRequest } from './hintWorker';

/** Positions the main-thread fallback may search: a short pause at worst. */
const FALLBACK_MAX_STATES = 20_000;

/** Finds hints; one worker, started on the first question and kept for the session. */
export function createHintClient(): (level: LevelSpec, rules: GameState) => Promise<HintAnswer> {
  let worker: Worker | null = null;
  let broken = typeof Worker === 'undefined';
  let nextId = 1;
  const waiting = new Map<number, { resolve: (a: HintAnswer) => void; reject: (e: Error) => void }>();

  const start = (): Worker | null => {
    if (worker || broken) return worker;
    try {
      worker = new Worker(new URL('./hintWorker.ts', import.meta.url), { type: 'module' });
    } catch {
      broken = true;
      return null;
    }
    worker.onmessage = (event: MessageEvent<HintReply>) => {
      const reply = event.data;
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
