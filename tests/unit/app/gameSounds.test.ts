// Spec 6: the countdown ticks in its last seconds (the variant's timerWarningSeconds) while it runs; coins sound when they grow.
import { describe, expect, it } from 'vitest';
import { followGameSounds, type GameSoundSink, type SoundedGame } from '../../../src/app/gameSounds';
import { tickShouldPlay } from '../../../src/audio/config';
import { candyVariant } from '../../../src/variants/candy';
import { screwVariant } from '../../../src/variants/screw';

/** A game actor as far as sounds see it: a countdown and a wallet, stepped by the test. */
function fakeGame() {
  let remainingMs = 20_000;
  let pausedBy: string[] = [];
  let coin1 = 0;
  const listeners = new Set<(s: ReturnType<SoundedGame['getSnapshot']>) => void>();
  let stopped = false;
  const snapshot = () => ({
    children: { countdown: { getSnapshot: () => ({ context: { remainingMs, pausedBy } }) } },
    context: { gameData: { coin1 }, skillBusy: false },
    // Status RUN; 'clockStopped' while a state on top stops the clock (the exit layer, an ad).
    hasTag: (tag: string) => tag === 'clockRuns' || (stopped && tag === 'clockStopped'),
  });
  const game: SoundedGame = {
    getSnapshot: snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
  };
  const set = (next: { remainingMs?: number; pausedBy?: string[]; coin1?: number; stopped?: boolean }) => {
    stopped = next.stopped ?? stopped;
    remainingMs = next.remainingMs ?? remainingMs;
    pausedBy = next.pausedBy ?? pausedBy;
    coin1 = next.coin1 ?? coin1;
    listeners.forEach((l) => l(snapshot()));
  };
  return { game, set };
}

/** A sound bank that keeps whether the tick is wanted, as the real one decides it. */
function fakeSounds() {
  const played: string[] = [];
  let ticking = false;
  const sink: GameSoundSink = {
    updateTick: (remainingMs, running, fromMs) => void (ticking = tickShouldPlay(remainingMs, running, fromMs)),
    play: (name) => void played.push(name),
  };
  return { sink, played, ticking: () => ticking };
}

/** The first remaining time, counting down in 100 ms steps, at which the tick is heard. */
function tickStartsAt(variant: Pick<typeof screwVariant, 'timerWarningSeconds'>): number | null {
  const { game, set } = fakeGame();
  const sounds = fakeSounds();
  followGameSounds(game, sounds.sink, variant);
  for (let ms = 20_000; ms >= 0; ms -= 100) {
    set({ remainingMs: ms });
    if (sounds.ticking()) return ms;
  }
  return null;
}

describe('the sounds that follow the game', () => {
  it("tick from the variant's warning time: 5 s in both variants as shipped", () => {
    expect(tickStartsAt(screwVariant)).toBe(screwVariant.timerWarningSeconds * 1000);
    expect(tickStartsAt(candyVariant)).toBe(candyVariant.timerWarningSeconds * 1000);
  });

  it('a changed warning time changes when the tick starts', () => {
    expect(tickStartsAt({ timerWarningSeconds: 9 })).toBe(9_000);
    expect(tickStartsAt({ timerWarningSeconds: 2 })).toBe(2_000);
  });

  it('no tick while the clock stops (a state on top, a hidden page); a coin sound only when the balance grows', () => {
    const { game, set } = fakeGame();
    const sounds = fakeSounds();
    const stop = followGameSounds(game, sounds.sink, screwVariant);
    set({ remainingMs: 3_000, stopped: true });
    expect(sounds.ticking()).toBe(false);
    set({ stopped: false, pausedBy: ['hidden'] });
    expect(sounds.ticking()).toBe(false);
    set({ pausedBy: [] });
    expect(sounds.ticking()).toBe(true);
    set({ coin1: 200 });
    set({ coin1: 100 });
    set({ coin1: 100 });
    expect(sounds.played).toEqual(['coin']);
    stop();
    set({ coin1: 900 });
    expect(sounds.played).toEqual(['coin']);
  });
});
