import { describe, expect, it } from 'vitest';
import { createIdleHelp, freeScrewThatFits, IDLE_HELP_MS } from '../../../src/app/idleHelp';
import { buildLevel } from '../../../src/core/buildLevel';
import { flatLevel } from '../core/fixtures';

describe('idle help', () => {
  it('is the spec 9 figure: 20 s', () => {
    expect(IDLE_HELP_MS).toBe(20_000);
  });

  function idle(playing = true) {
    let now = 0;
    const shown: string[] = [];
    const help = createIdleHelp({
      now: () => now,
      isPlaying: () => playing,
      pick: () => 'b0.0',
      show: (id) => void shown.push(id),
    });
    return { help, shown, wait: (ms: number) => void (now += ms), setPlaying: (p: boolean) => void (playing = p) };
  }

  it('pulses a screw after 20 s without a tap, then waits another 20 s', () => {
    const { help, shown, wait } = idle();
    wait(IDLE_HELP_MS - 1);
    expect(help.check()).toBe(false);
    wait(1);
    expect(help.check()).toBe(true);
    expect(shown).toEqual(['b0.0']);
    wait(IDLE_HELP_MS - 1);
    expect(help.check()).toBe(false);
  });

  it('a tap starts the count again', () => {
    const { help, shown, wait } = idle();
    wait(15_000);
    help.touch();
    wait(15_000);
    expect(help.check()).toBe(false);
    expect(shown).toEqual([]);
  });

  it('time with a layer on top or outside a level does not count', () => {
    const { help, shown, wait, setPlaying } = idle(false);
    wait(60_000);
    expect(help.check()).toBe(false);
    setPlaying(true);
    wait(1_000);
    expect(help.check()).toBe(false);
    expect(shown).toEqual([]);
  });

  it('points at a free screw that fits an open box', () => {
    const level = flatLevel([1, 1, 1, 2, 2, 2], { positions: 1, queue: [2, 1] });
    const rules = buildLevel(level, { boxCapacity: 3 });
    const screws = [
      { id: 'b0.0', colour: 1, covered: false, x: 0, y: 0 },
      { id: 'b3.0', colour: 2, covered: true, x: 0, y: 0 },
      { id: 'b4.0', colour: 2, covered: false, x: 0, y: 0 },
    ];
    expect(freeScrewThatFits(rules, screws)?.id).toBe('b4.0');
    expect(freeScrewThatFits(null, screws)).toBeNull();
  });
});
