// A mini-game's worker for the game's jobs (the hint search, the level maker). WeChat and Douyin run at most one
// worker at a time ("目前限制最多只能创建 1 个 Worker，创建下一个 Worker 前请调用 Worker.terminate",
// wx.createWorker), from a script in the package's workers folder (game.json's `workers`), with no wx API inside
// and messages copied both ways (Worker.postMessage, Worker.onMessage). So one script runs every job
// (src/minigame/gameWorker.ts, built to MINI_GAME_WORKER_SCRIPT) and each message travels in an envelope that
// names its job; each job sees a port of its own.
import type { WorkerJob, WorkerPort } from './device';

/** The game worker's entry in the package (game.json's `workers` folder is `workers`). */
export const MINI_GAME_WORKER_FOLDER = 'workers';
export const MINI_GAME_WORKER_SCRIPT = `${MINI_GAME_WORKER_FOLDER}/game/index.js`;

/** A worker as the runtime gives it (wx.createWorker / tt.createWorker). */
export interface MiniGameWorker {
  postMessage(message: Record<string, unknown>): void;
  onMessage(listener: (res: unknown) => void): void;
  /** Main thread only. */
  terminate(): void;
  /** WeChat (base library 2.27.1+): the system stopped the worker (it may, on iOS, when memory runs short). */
  onProcessKilled?(listener: () => void): void;
}

/** A message between the game and its worker, with the job it belongs to. */
export interface JobEnvelope {
  job: WorkerJob;
  data: unknown;
}

const JOBS: readonly WorkerJob[] = ['hint', 'levelMaker'];

/**
 * Reads an envelope from what Worker.onMessage hands over: the message posted itself (as the runtimes hand it),
 * or, as one reading of the reference's "res.message", wrapped in `{ message }`; null for anything else.
 */
export function readJobEnvelope(res: unknown): JobEnvelope | null {
  const read = (value: unknown): JobEnvelope | null => {
    if (typeof value !== 'object' || value === null) return null;
    const { job, data } = value as Record<string, unknown>;
    return JOBS.includes(job as WorkerJob) ? { job: job as WorkerJob, data } : null;
  };
  return read(res) ?? (typeof res === 'object' && res !== null ? read((res as { message?: unknown }).message) : null);
}

/**
 * The job workers of a runtime with `createWorker`: one runtime worker, started with the first job and ended when
 * every job's port is terminated; undefined where the runtime makes no workers.
 */
export function miniGameJobWorkers(
  createWorker: ((scriptPath: string) => MiniGameWorker) | undefined,
  log: (message: string, error?: unknown) => void = (message, error) => console.warn(message, error ?? ''),
): ((job: WorkerJob) => WorkerPort) | undefined {
  if (!createWorker) return undefined;
  let shared: MiniGameWorker | null = null;
  let killed = false;
  const ports = new Map<WorkerJob, WorkerPort>();

  const open = (): MiniGameWorker => {
    if (killed) throw new Error('The runtime stopped the game worker; the game works without it from now on.');
    if (shared) return shared;
    const worker = createWorker(MINI_GAME_WORKER_SCRIPT);
    worker.onMessage((res) => {
      const envelope = readJobEnvelope(res);
      if (!envelope) {
        log('Mini-game worker: a message with no job was dropped.');
        return;
      }
      ports.get(envelope.job)?.onmessage?.({ data: envelope.data });
    });
    worker.onProcessKilled?.(() => {
      killed = true;
      shared = null;
      log('Mini-game worker: the runtime stopped it; its jobs run on the main thread from now on.');
      for (const port of [...ports.values()])
        port.onerror?.({ message: 'the runtime stopped the game worker', preventDefault() {} });
      ports.clear();
    });
    shared = worker;
    return worker;
  };

  return (job) => {
    const worker = open();
    const port: WorkerPort = {
      onmessage: null,
      onerror: null,
      postMessage: (data) => worker.postMessage({ job, data }),
      terminate: () => {
        if (ports.get(job) !== port) return;
        ports.delete(job);
        if (ports.size === 0 && shared === worker) {
          shared = null;
          worker.terminate();
        }
      },
    };
    ports.set(job, port);
    return port;
  };
}
