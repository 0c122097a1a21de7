// A client of one of the game's workers (the hint search, the level maker): the worker starts with the first
// question and is kept for the session; each question waits for its answer. Where the runtime has no worker, or it
// cannot start, questions are answered on the main thread. A worker that crashes fails the open questions; one
// that says nothing of a question for `silenceMs` (a runtime that lost it) is given up and its questions are
// answered here. Either way, later questions are answered here too.
import type { DeviceTimers, WorkerPort } from '../platform/device';

/** What a message of the worker says of one question. */
export type WorkerWord<Q, A> =
  | { id: number; kind: 'answer'; answer: A }
  | { id: number; kind: 'error'; error: string }
  /** The worker is still at work on the question: its silence is counted again from now. */
  | { id: number; kind: 'working' }
  /** The worker is at work on the question and asks for something: `reply` sends what it asked for. */
  | { id: number; kind: 'asks'; reply: (question: Q, post: (message: unknown) => void) => void };

/** How a client speaks with its worker. */
export interface WorkerClientOptions<Q, A> {
  /** The worker's name in the log ("the hint worker"). */
  name: string;
  /** What the answers are (in the log: "hints are searched here"). */
  fallback: string;
  /** Starts the worker; null where the runtime has none. */
  start: (() => WorkerPort) | null;
  /** Answers a question on the main thread. */
  here: (question: Q) => Promise<A>;
  /** The message asking the worker question `id`. */
  request: (id: number, question: Q) => unknown;
  /** Reads a message of the worker (null: not one of ours). */
  read: (message: unknown) => WorkerWord<Q, A> | null;
  silenceMs: number;
  timers: DeviceTimers;
}

/** How one question is asked. */
export interface AskOptions {
  /**
   * Work the player does not wait for (a level made ahead): asked only of the worker. Where there is none, or it
   * is lost, the question fails at once instead of running on the main thread, where it would freeze the screen.
   */
  backgroundOnly?: boolean;
}

/** The error of a background question where no worker can take it. */
export const NO_WORKER_FOR_BACKGROUND = 'no worker for background work';

/** Asks questions of a worker; see the file's header. */
export function createWorkerClient<Q, A>(
  options: WorkerClientOptions<Q, A>,
): (question: Q, ask?: AskOptions) => Promise<A> {
  const { start: startWorker, here, request, read, silenceMs, timers } = options;
  let worker: WorkerPort | null = null;
  let broken = startWorker === null;
  let nextId = 1;
  const waiting = new Map<
    number,
    {
      question: Q;
      resolve: (answer: A) => void;
      reject: (error: Error) => void;
      silence: unknown;
      backgroundOnly: boolean;
    }
  >();

  /** Ends the worker for the session and takes its open questions off the list. */
  const drop = () => {
    broken = true;
    worker?.terminate();
    worker = null;
    const open = [...waiting.values()];
    waiting.clear();
    for (const question of open) timers.clearTimeout(question.silence);
    return open;
  };
  const giveUp = () => {
    console.warn(`${options.name} said nothing for ${silenceMs / 1000} s; ${options.fallback} here from now on.`);
    for (const open of drop()) {
      if (open.backgroundOnly) open.reject(new Error(NO_WORKER_FOR_BACKGROUND));
      else here(open.question).then(open.resolve, open.reject);
    }
  };
  /** Starts (again) a question's wait for a word from the worker. */
  const listen = (id: number) => {
    const open = waiting.get(id);
    if (!open) return;
    timers.clearTimeout(open.silence);
    open.silence = timers.setTimeout(giveUp, silenceMs);
  };

  const start = (): WorkerPort | null => {
    if (worker || broken) return worker;
    try {
      worker = startWorker!();
    } catch {
      broken = true;
      return null;
    }
    const post = (message: unknown) => worker?.postMessage(message);
    worker.onmessage = (event) => {
      const word = read(event.data);
      const open = word ? waiting.get(word.id) : undefined;
      if (!word || !open) return;
      if (word.kind === 'working') {
        listen(word.id);
        return;
      }
      if (word.kind === 'asks') {
        listen(word.id);
        word.reply(open.question, post);
        return;
      }
      waiting.delete(word.id);
      timers.clearTimeout(open.silence);
      if (word.kind === 'answer') open.resolve(word.answer);
      else open.reject(new Error(word.error));
    };
    worker.onerror = (event) => {
      // The worker could not load or crashed: open questions fail (the game says so and offers a way back).
      event.preventDefault();
      for (const open of drop()) open.reject(new Error(event.message || `${options.name} failed`));
    };
    return worker;
  };

  return (question, ask = {}) => {
    const w = start();
    if (!w) return ask.backgroundOnly ? Promise.reject(new Error(NO_WORKER_FOR_BACKGROUND)) : here(question);
    const id = nextId++;
    return new Promise<A>((resolve, reject) => {
      waiting.set(id, { question, resolve, reject, silence: undefined, backgroundOnly: ask.backgroundOnly ?? false });
      listen(id);
      w.postMessage(request(id, question));
    });
  };
}
