// Asks the hint worker for the next tap (the web's hint worker, or the mini-game's game worker); falls back to a
// smaller search on the main thread when the runtime cannot start a worker (old webviews, a runtime without one).
import type { HintAnswer } from '../core/hint';
import type { GameState, LevelSpec } from '../core/types';
import { device } from '../platform/currentDevice';
import type { DeviceTimers, WorkerPort } from '../platform/device';
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

/**
 * How long a question may wait on the worker before the worker is given up and the question asked here: a worker
 * that never answers (a runtime that lost it) must not leave the hint searching for good.
 */
export const HINT_SILENCE_MS = 30_000;

/** The smaller search on the main thread (the solver loads only when it is needed: not in the initial bundle). */
const hintHere = (level: LevelSpec, rules: GameState) =>
  import('../core/hint').then(({ hintFor }) => hintFor(level, rules, FALLBACK_MAX_STATES));

/** Finds hints; one worker, started on the first question and kept for the session. */
export function createHintClient(
  startWorker: StartHintWorker | null = defaultStart(),
  { silenceMs = HINT_SILENCE_MS, timers = device().timers }: { silenceMs?: number; timers?: DeviceTimers } = {},
): (level: LevelSpec, rules: GameState) => Promise<HintAnswer> {
  let worker: WorkerPort | null = null;
  let broken = startWorker === null;
  let nextId = 1;
  const waiting = new Map<
    number,
    {
      level: LevelSpec;
      rules: GameState;
      resolve: (a: HintAnswer) => void;
      reject: (e: Error) => void;
      silence: unknown;
    }
  >();

  /** The worker left a question unanswered for `silenceMs`: it is given up, and its questions asked here. */
  const giveUp = () => {
    console.warn(`The hint worker said nothing for ${silenceMs / 1000} s; hints are searched here from now on.`);
    broken = true;
    worker?.terminate();
    worker = null;
    const questions = [...waiting.values()];
    waiting.clear();
    for (const question of questions) {
      timers.clearTimeout(question.silence);
      hintHere(question.level, question.rules).then(question.resolve, question.reject);
    }
  };

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
      timers.clearTimeout(pending.silence);
      if ('answer' in reply) pending.resolve(reply.answer);
      else pending.reject(new Error(reply.error));
    };
    worker.onerror = (event) => {
      // The worker could not load or crashed: every open question fails, later ones use the fallback.
      event.preventDefault();
      broken = true;
      worker?.terminate();
      worker = null;
      for (const pending of waiting.values()) {
        timers.clearTimeout(pending.silence);
        pending.reject(new Error(event.message || 'hint worker failed'));
      }
      waiting.clear();
    };
    return worker;
  };

  return (level, rules) => {
    const w = start();
    if (!w) return hintHere(level, rules);
    const id = nextId++;
    return new Promise<HintAnswer>((resolve, reject) => {
      waiting.set(id, { level, rules, resolve, reject, silence: timers.setTimeout(giveUp, silenceMs) });
      const request: HintRequest = { id, level, rules };
      w.postMessage(request);
    });
  };
}
