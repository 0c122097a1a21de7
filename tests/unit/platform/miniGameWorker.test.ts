// The mini-game's job workers (src/platform/miniGameWorker.ts) over a fake wx.createWorker written from WeChat's
// Worker reference: one worker at a time (a second createWorker before terminate fails), messages copied,
// onProcessKilled when the system stops it.
import { describe, expect, it, vi } from 'vitest';
import { MINI_GAME_WORKER_SCRIPT, miniGameJobWorkers, readJobEnvelope } from '../../../src/platform/miniGameWorker';
import type { MiniGameWorker } from '../../../src/platform/miniGameWorker';

function fakeRuntime() {
  const created: string[] = [];
  let alive: (MiniGameWorker & { sent: unknown[]; reply(message: unknown): void; kill(): void }) | null = null;
  const createWorker = vi.fn((path: string) => {
    if (alive) throw new Error('createWorker:fail exceed max concurrent workers limit');
    created.push(path);
    const listeners: ((res: unknown) => void)[] = [];
    const killed: (() => void)[] = [];
    const worker = {
      sent: [] as unknown[],
      postMessage: (message: Record<string, unknown>) => void worker.sent.push(structuredClone(message)),
      onMessage: (listener: (res: unknown) => void) => void listeners.push(listener),
      onProcessKilled: (listener: () => void) => void killed.push(listener),
      terminate: vi.fn(() => {
        alive = null;
      }),
      reply: (message: unknown) => listeners.forEach((listener) => listener(structuredClone(message))),
      kill: () => {
        alive = null;
        killed.forEach((listener) => listener());
      },
    };
    alive = worker;
    return worker;
  });
  return { createWorker, created, current: () => alive };
}

describe('mini-game job workers', () => {
  it('none where the runtime makes no workers', () => {
    expect(miniGameJobWorkers(undefined)).toBeUndefined();
  });

  it("runs both jobs in the runtime's one worker, each message in an envelope naming its job", () => {
    const runtime = fakeRuntime();
    const start = miniGameJobWorkers(runtime.createWorker)!;
    const hint = start('hint');
    const maker = start('levelMaker');
    expect(runtime.created).toEqual([MINI_GAME_WORKER_SCRIPT]);
    hint.postMessage({ id: 1 });
    maker.postMessage({ type: 'make', id: 2 });
    expect(runtime.current()!.sent).toEqual([
      { job: 'hint', data: { id: 1 } },
      { job: 'levelMaker', data: { type: 'make', id: 2 } },
    ]);
    const hints: unknown[] = [];
    const orders: unknown[] = [];
    hint.onmessage = (event) => hints.push(event.data);
    maker.onmessage = (event) => orders.push(event.data);
    runtime.current()!.reply({ job: 'levelMaker', data: { type: 'need', id: 2, file: 7 } });
    runtime.current()!.reply({ job: 'hint', data: { id: 1, answer: null } });
    expect(hints).toEqual([{ id: 1, answer: null }]);
    expect(orders).toEqual([{ type: 'need', id: 2, file: 7 }]);
  });

  it('ends the runtime worker only when every job has let go of it, and starts a new one after', () => {
    const runtime = fakeRuntime();
    const start = miniGameJobWorkers(runtime.createWorker)!;
    const hint = start('hint');
    const maker = start('levelMaker');
    const worker = runtime.current()!;
    hint.terminate();
    expect(worker.terminate).not.toHaveBeenCalled();
    maker.terminate();
    expect(worker.terminate).toHaveBeenCalledTimes(1);
    start('hint');
    expect(runtime.created).toHaveLength(2);
  });

  it('when the system stops the worker, open jobs hear an error and later starts throw (the main thread takes over)', () => {
    const runtime = fakeRuntime();
    const log = vi.fn();
    const start = miniGameJobWorkers(runtime.createWorker, log)!;
    const hint = start('hint');
    const errors: string[] = [];
    hint.onerror = (event) => errors.push(event.message);
    runtime.current()!.kill();
    expect(errors).toEqual(['the runtime stopped the game worker']);
    expect(() => start('levelMaker')).toThrow(/stopped the game worker/);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('a worker the runtime refuses to create throws to the job (which then runs on the main thread)', () => {
    const start = miniGameJobWorkers(() => {
      throw new Error('createWorker:fail');
    })!;
    expect(() => start('hint')).toThrow('createWorker:fail');
  });

  it('drops a message with no job, with a line in the log', () => {
    const runtime = fakeRuntime();
    const log = vi.fn();
    const hint = miniGameJobWorkers(runtime.createWorker, log)!('hint');
    const seen = vi.fn();
    hint.onmessage = seen;
    runtime.current()!.reply({ id: 1 });
    runtime.current()!.reply('noise');
    expect(seen).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('reads an envelope as posted, or wrapped in { message } (the reference names the message so)', () => {
    expect(readJobEnvelope({ job: 'hint', data: 3 })).toEqual({ job: 'hint', data: 3 });
    expect(readJobEnvelope({ message: { job: 'levelMaker', data: 4 } })).toEqual({ job: 'levelMaker', data: 4 });
    expect(readJobEnvelope({ job: 'other', data: 1 })).toBeNull();
    expect(readJobEnvelope(null)).toBeNull();
  });
});
