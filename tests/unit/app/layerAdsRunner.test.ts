// Spec 2: on opening, the rank, win, lose-time and settings layers show their ads; the banner comes back on the
// menu after a level; variant B's Start hides it. Driven by the real game chart.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { gameMachine, type LevelRequest } from '../../../machines/game';
import { runLayerAds } from '../../../src/app/layerAdsRunner';
import { defaultGameData } from '../../../src/save/gameData';
import { SCREW_SAVE_DEFAULTS } from '../../../src/save/screwSave';
import { candyVariant } from '../../../src/variants/candy';
import { screwVariant } from '../../../src/variants/screw';
import { flatLevel } from '../core/fixtures';
import { screwTap } from '../machines/taps';

const level = flatLevel([1, 1, 1], { positions: 1, slots: 2 });
const flush = () => new Promise((r) => setTimeout(r, 0));

function game(variant: typeof screwVariant, interstitialPlays: boolean) {
  const calls: string[] = [];
  const actor = createActor(
    gameMachine.provide({
      actors: { loadLevelFile: fromPromise<unknown, LevelRequest>(async () => structuredClone(level)) },
    }),
    {
      input: {
        settings: {
          levelCount: variant.levelCount,
          boxCapacity: variant.boxCapacity,
          countdownMs: 185_000,
          reviveMs: 60_000,
          winScore: 20,
          gameOverDelayMs: 0,
        },
        save: SCREW_SAVE_DEFAULTS,
        gameData: defaultGameData({ year: 2026, month: 11, day: 24 }),
      },
    },
  );
  actor.start();
  actor.send({ type: 'LOADED' });
  const ads = {
    interstitial: async (placement: string) => {
      calls.push(`interstitial(${placement})`);
      return interstitialPlays;
    },
    startBanner: (placement?: string) => void calls.push(`banner(${placement})`),
    stopBanner: () => void calls.push('hide'),
  };
  runLayerAds(actor, ads, variant);
  return { actor, calls };
}

describe('the ads a layer opens with', () => {
  it('the menu shows the banner; rank and settings open with an interstitial', async () => {
    const { actor, calls } = game(screwVariant, true);
    expect(calls).toEqual(['banner(menu)']);
    actor.send({ type: 'OPEN_RANK' });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN_SETTINGS' });
    await flush();
    expect(calls).toEqual(['banner(menu)', 'interstitial(rank)', 'banner(menu)', 'interstitial(settings)']);
  });

  it('when no interstitial may play (30 s cooldown, none loaded), the layer shows the banner instead', async () => {
    const { actor, calls } = game(screwVariant, false);
    actor.send({ type: 'OPEN_SETTINGS' });
    await flush();
    expect(calls).toEqual(['banner(menu)', 'interstitial(settings)', 'banner(settings)']);
  });

  it('variant B: Start hides the banner, the win layer shows it, and the menu brings it back', async () => {
    const { actor, calls } = game(candyVariant, true);
    actor.send({ type: 'START' });
    await flush();
    expect(calls).toEqual(['banner(menu)', 'hide']);
    // The exit layer and back keep the level's banner hidden.
    actor.send({ type: 'EXIT' });
    actor.send({ type: 'CLOSE' });
    expect(calls).toEqual(['banner(menu)', 'hide']);
    for (let i = 0; i < 3; i++) actor.send(screwTap(`b${i}.0`));
    await new Promise((r) => setTimeout(r, 20));
    expect(actor.getSnapshot().matches({ level: 'won' })).toBe(true);
    expect(calls.at(-1)).toBe('banner(win)');
    actor.send({ type: 'EXIT' });
    actor.send({ type: 'SUBMIT' });
  });

  it('variant A keeps its banner through a level (no hide)', async () => {
    const { actor, calls } = game(screwVariant, true);
    actor.send({ type: 'START' });
    await flush();
    expect(calls).toEqual(['banner(menu)']);
  });
});
