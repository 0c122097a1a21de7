// The hint client (src/app/hintClient.ts): the worker's answer when it answers; the main thread's smaller search
// when the worker cannot start, or says nothing for the silence (a runtime that lost it), and from then on.
import { describe, expect, it, vi } from 'vitest';
import { buildLevel } from '../../../src/core/buildLevel';
import { hintFor } from '../../../src/core/hint';
import { createHintClient } from '../../../src/app/hintClient';
import { hintJob, type HintReply, type HintRequest } from '../../../src/app/hintJob';
import type { WorkerPort } from '../../../src/platform/device';
import { flatLevel } from '../core/fixtures';

const level = flatLevel([1, 2, 1, 2, 1, 2], { positions: 1, slots: 4 });
const rules = buildLevel(level, { boxCapacity: 3 });

/** Timers the test fires by hand. */
function handTimers() {
  const pending: (() => void)[] = [];
  return {
    pending,
    timers: {
      now: () => 0,
      setTimeout: (callback: () => void) => pending.push(callback),
      clearTimeout: vi.fn(),
      setInterval: () => 0,
      clearInterval: () => {},
    },
  };
}

describe('the hint client', () => {
  it("answers with the worker's search", async () => {
    const port = { onmessage: null, onerror: null, postMessage: vi.fn(), terminate: vi.fn() } as WorkerPort & {
      postMessage: ReturnType<typeof vi.fn>;
    };
    const answer = hintJob((reply: HintReply) => setTimeout(() => port.onmessage?.({ data: structuredClone(reply) })));
    port.postMessage.mockImplementation((request: unknown) => answer(structuredClone(request) as HintRequest));
    const { timers } = handTimers();
    const ask = createHintClient(() => port, { timers });
    expect(await ask(level, rules)).toEqual(hintFor(level, rules));
    expect(timers.clearTimeout).toHaveBeenCalled();
  });

  it('a worker that says nothing is given up: the question and later ones are searched here', async () => {
    const silent = { onmessage: null, onerror: null, postMessage: vi.fn(), terminate: vi.fn() };
    const { pending, timers } = handTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ask = createHintClient(() => silent, { silenceMs: 30_000, timers });
    const question = ask(level, rules);
    expect(pending).toHaveLength(1);
    pending[0]!();
    expect(await question).toEqual(hintFor(level, rules, 20_000));
    expect(silent.terminate).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('said nothing for 30 s'));
    await ask(level, rules);
    expect(silent.postMessage).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('without a worker, or one that cannot start, the main thread searches', async () => {
    expect(await createHintClient(null)(level, rules)).toEqual(hintFor(level, rules, 20_000));
    const refusing = createHintClient(() => {
      throw new Error('createWorker:fail');
    });
    expect(await refusing(level, rules)).toEqual(hintFor(level, rules, 20_000));
  });
});
