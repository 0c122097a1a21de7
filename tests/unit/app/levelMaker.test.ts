// Generated levels off the main thread: the page's client orders a level from the real worker module (run
// here in a stand-in worker scope), answers its requests for shipped level files, and gets the same level the
// main thread would make. A file that cannot be loaded fails the order with its reason; a runtime without
// Worker, a worker that cannot start or one that crashes leaves the orders to the main thread.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDailyLevel, makeDailyPlannedLevel } from '../../../src/app/dailyLevel';
import { createLevelMaker } from '../../../src/app/levelMakerClient';
import { NO_WORKER_FOR_BACKGROUND } from '../../../src/app/workerClient';
import type { FromLevelMaker, ToLevelMaker } from '../../../src/app/levelOrders';
import type { LevelSpec } from '../../../src/core/types';
import type { WorkerPort } from '../../../src/platform/device';
import { screwVariant } from '../../../src/variants/screw';
import { levelMakerJob, WORKING_BEAT_MS } from '../../../src/app/levelMakerJob';
import { workBeat } from '../../../src/core/workBeat';
import { memoryDevice } from '../../../src/platform/memoryDevice';

const readLevelFile = (n: number) =>
  JSON.parse(
    readFileSync(new URL(`../../../assets/levels/level-${String(n).padStart(2, '0')}.json`, import.meta.url), 'utf8'),
  ) as unknown;

function needs(asked: number[] = []) {
  return {
    levelCount: screwVariant.levelCount,
    capacity: screwVariant.boxCapacity,
    loadLevelFile: async (n: number) => {
      asked.push(n);
      return readLevelFile(n);
    },
  };
}

const DAY = { year: 2026, month: 12, day: 5 };

/** A stand-in Worker running the real worker module: messages cross as structured clones, asynchronously. */
async function workerModule() {
  const scope: {
    postMessage: (message: FromLevelMaker) => void;
    onmessage: ((event: { data: ToLevelMaker }) => void) | null;
  } = { postMessage: () => {}, onmessage: null };
  vi.stubGlobal('self', scope);
  vi.resetModules();
  await import('../../../src/app/levelMakerWorker');
  const seen: string[] = [];
  const worker = {
    onmessage: null as ((event: { data: FromLevelMaker }) => void) | null,
    onerror: null as ((event: { message: string; preventDefault(): void }) => void) | null,
    postMessage(message: ToLevelMaker) {
      seen.push(`page:${message.type}`);
      const data = structuredClone(message);
      setTimeout(() => scope.onmessage?.({ data }), 0);
    },
    terminate: vi.fn(),
  };
  scope.postMessage = (message) => {
    seen.push(`worker:${message.type}`);
    const data = structuredClone(message);
    setTimeout(() => worker.onmessage?.({ data }), 0);
  };
  return { worker, seen };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A worker that never answers, with the test's own timers: the silence is a callback the test fires. */
function silentWorker() {
  const silent = { onmessage: null, onerror: null, postMessage: vi.fn(), terminate: vi.fn() };
  const pending: (() => void)[] = [];
  const timers = {
    now: () => 0,
    setTimeout: (callback: () => void) => pending.push(callback),
    clearTimeout: vi.fn(),
    setInterval: () => 0,
    clearInterval: () => {},
  };
  return { silent, pending, timers };
}

describe('the level maker', () => {
  it("makes a day's level in the worker, the same as the main thread makes, asking the page for its map", async () => {
    const { worker, seen } = await workerModule();
    const make = createLevelMaker(() => worker as unknown as WorkerPort);
    const asked: number[] = [];
    const level = await make({ kind: 'daily', day: DAY }, needs(asked));
    const onMain = await makeDailyPlannedLevel(DAY, needs());
    expect(level).toEqual(onMain.level);
    // The worker asks for each map its plan walks once (maps too small for the band are passed over);
    // the last is the one the level borrows.
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked.at(-1)).toBe(onMain.mapLevel);
    expect(seen).toEqual(['page:make', ...asked.flatMap(() => ['worker:need', 'page:file']), 'worker:made']);
  }, 60_000);

  it('a challenge and a replay past the last level come from the worker too; a bad seed fails with its reason', async () => {
    const { worker } = await workerModule();
    const make = createLevelMaker(() => worker as unknown as WorkerPort);
    expect((await make({ kind: 'challenge', seed: 'k3x9a0pq' }, needs())).id).toBe('challenge-k3x9a0pq');
    expect((await make({ kind: 'replay', gameLevel: 21 }, needs())).boards.length).toBeGreaterThan(0);
    await expect(make({ kind: 'challenge', seed: 'NOPE' }, needs())).rejects.toThrow('is not a challenge seed');
  }, 120_000);

  it('a map that cannot be loaded fails the order with its reason', async () => {
    const { worker } = await workerModule();
    const make = createLevelMaker(() => worker as unknown as WorkerPort);
    const broken = {
      ...needs(),
      loadLevelFile: async () => {
        throw new Error('level 7 could not be fetched');
      },
    };
    await expect(make({ kind: 'daily', day: DAY }, broken)).rejects.toThrow('level 7 could not be fetched');
  });

  it('without Worker, or when it cannot start, the main thread makes the same level', async () => {
    const expected = await makeDailyLevel(DAY, needs());
    expect(await createLevelMaker(null)({ kind: 'daily', day: DAY }, needs())).toEqual(expected);
    const refusing = createLevelMaker(() => {
      throw new Error('blocked by the container');
    });
    expect(await refusing({ kind: 'daily', day: DAY }, needs())).toEqual(expected);
  }, 60_000);

  it('a worker that crashes fails the open order; later orders are made on the main thread', async () => {
    const { worker } = await workerModule();
    worker.postMessage = () => {
      setTimeout(() => worker.onerror?.({ message: 'out of memory', preventDefault: () => {} }), 0);
    };
    const make = createLevelMaker(() => worker as unknown as WorkerPort);
    await expect(make({ kind: 'daily', day: DAY }, needs())).rejects.toThrow('out of memory');
    expect(worker.terminate).toHaveBeenCalled();
    expect((await make({ kind: 'daily', day: DAY }, needs())).id).toBe('daily-2026-12-05');
  }, 60_000);

  it('a worker that says nothing of an order is given up: the order and later ones are made on the main thread', async () => {
    const { silent, pending, timers } = silentWorker();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const make = createLevelMaker(() => silent as unknown as WorkerPort, { silenceMs: 45_000, timers });
    const order = make({ kind: 'daily', day: DAY }, needs());
    expect(silent.postMessage).toHaveBeenCalledTimes(1);
    expect(pending).toHaveLength(1);
    pending[0]!();
    expect(await order).toEqual(await makeDailyLevel(DAY, needs()));
    expect(silent.terminate).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('said nothing for 45 s'));
    // The worker is not asked again.
    expect((await make({ kind: 'replay', gameLevel: 21 }, needs())).boards.length).toBeGreaterThan(0);
    expect(silent.postMessage).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  }, 60_000);

  it('a level made ahead is made in the worker only: with none, or with one given up, it fails at once and the main thread does nothing', async () => {
    const asked: number[] = [];
    await expect(
      createLevelMaker(null)({ kind: 'replay', gameLevel: 21 }, needs(asked), { backgroundOnly: true }),
    ).rejects.toThrow(NO_WORKER_FOR_BACKGROUND);
    expect(asked).toEqual([]);

    const { silent, pending, timers } = silentWorker();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const make = createLevelMaker(() => silent as unknown as WorkerPort, { silenceMs: 45_000, timers });
    const ahead = make({ kind: 'replay', gameLevel: 21 }, needs(asked), { backgroundOnly: true });
    expect(silent.postMessage).toHaveBeenCalledTimes(1);
    pending[0]!();
    await expect(ahead).rejects.toThrow(NO_WORKER_FOR_BACKGROUND);
    expect(asked).toEqual([]);
    // Asked for by the game, the same level is then made on the main thread.
    expect((await make({ kind: 'replay', gameLevel: 21 }, needs(asked))).boards.length).toBeGreaterThan(0);
    expect(asked.length).toBeGreaterThan(0);
    warn.mockRestore();
  }, 60_000);

  it('a worker still at work is not given up: each "working" word counts its silence again', async () => {
    const device = memoryDevice();
    const worker = {
      onmessage: null as ((e: { data: FromLevelMaker }) => void) | null,
      onerror: null,
      postMessage: vi.fn(),
      terminate: vi.fn(),
    };
    const make = createLevelMaker(() => worker as unknown as WorkerPort, { silenceMs: 45_000, timers: device.timers });
    const asked: number[] = [];
    const order = make({ kind: 'replay', gameLevel: 21 }, needs(asked), { backgroundOnly: true });
    const { id } = worker.postMessage.mock.calls[0]![0] as { id: number };
    // 40 s of work, a word, 40 s more, a word, 40 s more: 120 s in all, never 45 s of silence.
    for (let k = 0; k < 2; k++) {
      device.advance(40_000);
      worker.onmessage!({ data: { type: 'working', id } });
    }
    device.advance(40_000);
    const level = { id: 'made-in-the-worker' } as unknown as LevelSpec;
    worker.onmessage!({ data: { type: 'made', id, level } });
    expect(await order).toBe(level);
    expect(worker.terminate).not.toHaveBeenCalled();
    // A word of work is not a request: nothing was read or sent back.
    expect(asked).toEqual([]);
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
  });

  it('the job says "working" for its open orders on the generator\'s beats, a word every 5 s at most, none once made', async () => {
    let clock = 0;
    const words: FromLevelMaker[] = [];
    const take = levelMakerJob(
      (word) => {
        words.push(word);
        if (word.type === 'need') take({ type: 'file', id: word.id, file: word.file, json: readLevelFile(word.file) });
      },
      () => clock,
    );
    take({ type: 'make', id: 7, order: { kind: 'daily', day: DAY }, levelCount: 20, capacity: 3 });
    // The generator's own beats, with the clock moved a little and then past the beat's spacing.
    clock += WORKING_BEAT_MS - 1;
    workBeat();
    expect(words.filter((w) => w.type === 'working')).toEqual([]);
    clock += 1;
    workBeat();
    workBeat();
    expect(words.filter((w) => w.type === 'working')).toEqual([{ type: 'working', id: 7 }]);
    await vi.waitFor(() => expect(words.at(-1)?.type).toBe('made'), { timeout: 30_000 });
    const before = words.length;
    clock += 10 * WORKING_BEAT_MS;
    workBeat();
    expect(words).toHaveLength(before);
  }, 60_000);
});
