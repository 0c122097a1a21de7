import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { gameMachine, type GameEmitted, type GameSettings, type LevelRequest } from '../../../machines/game';
import type { HintAnswer } from '../../../src/core/hint';
import { HINT_PRICING } from '../../../src/core/hintPrice';
import type { GameState, LevelSpec } from '../../../src/core/types';
import { defaultGameData, type GameData } from '../../../src/save/gameData';
import { SCREW_SAVE_DEFAULTS, type ScrewSave } from '../../../src/save/screwSave';
import { screwVariant } from '../../../src/variants/screw';
import { flatLevel } from '../core/fixtures';

const settings: GameSettings = {
  levelCount: screwVariant.levelCount,
  boxCapacity: screwVariant.boxCapacity,
  countdownMs: screwVariant.countdownSeconds * 1000,
  reviveMs: screwVariant.reviveSeconds * 1000,
  winScore: screwVariant.winScore,
  gameOverDelayMs: screwVariant.gameOverDelayMs,
};

/** Three colours, one box position, a tray of 2: tap b3, b6 to fill the tray. */
const level = flatLevel([1, 1, 1, 2, 2, 2, 3, 3, 3], { positions: 1, slots: 2 });

const TODAY = { year: 2026, month: 11, day: 21 };

interface StartOptions {
  save?: Partial<ScrewSave>;
  gameData?: Partial<GameData>;
  covered?: (id: string) => boolean;
  ad?: boolean | 'fail';
  json?: unknown;
  /** The hint search: answers at once by default; a test may hold it to tap in the meantime. */
  hint?: (input: { level: LevelSpec; rules: GameState }) => Promise<HintAnswer>;
}

function start(opts: StartOptions = {}) {
  const clock = new SimulatedClock();
  const requests: LevelRequest[] = [];
  const hintSearches: GameState[] = [];
  const persistedData: GameData[] = [];
  const ads: string[] = [];
  const persisted: ScrewSave[] = [];
  const posted: number[] = [];
  const emitted: GameEmitted[] = [];
  const machine = gameMachine.provide({
    actors: {
      loadLevelFile: fromPromise<unknown, LevelRequest>(async ({ input }) => {
        requests.push(input);
        return input.custom ?? opts.json ?? structuredClone(level);
      }),
      rewardedAd: fromPromise<boolean, { placement: string }>(async ({ input }) => {
        ads.push(input.placement);
        if (opts.ad === 'fail') throw new Error('no fill');
        return opts.ad ?? true;
      }),
      findHint: fromPromise<HintAnswer, { level: LevelSpec; rules: GameState }>(async ({ input }) => {
        hintSearches.push(input.rules);
        return opts.hint ? opts.hint(input) : { kind: 'tap', screwId: 'b0.0' };
      }),
    },
    guards: {
      screwIsCovered: ({ event }) => (event.type === 'TAP_SCREW' ? (opts.covered?.(event.id) ?? false) : false),
    },
    actions: {
      persist: (_, save) => void persisted.push(save),
      postScore: (_, score) => void posted.push(score),
      persistGameData: (_, data) => void persistedData.push(data),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      settings,
      save: { ...SCREW_SAVE_DEFAULTS, ...opts.save },
      gameData: { ...defaultGameData(TODAY), ...opts.gameData },
    },
  });
  actor.on('*', (e) => void emitted.push(e as GameEmitted));
  actor.start();
  actor.send({ type: 'LOADED' });
  return { actor, clock, persisted, posted, emitted, requests, hintSearches, persistedData, ads };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const remaining = (actor: ReturnType<typeof start>['actor']) =>
  (actor.getSnapshot().children.countdown?.getSnapshot() as { context: { remainingMs: number } }).context.remainingMs;

async function startLevel(opts?: Parameters<typeof start>[0]) {
  const g = start(opts);
  g.actor.send({ type: 'START' });
  await flush();
  return g;
}

function win(actor: ReturnType<typeof start>['actor']) {
  for (let i = 0; i < 9; i++) actor.send({ type: 'TAP_SCREW', id: `b${i}.0` });
}

describe('game status', () => {
  it('a new game builds the level and sets RUN', async () => {
    const { actor, emitted } = await startLevel();
    expect(actor.getSnapshot().matches({ level: { run: 'playing' } })).toBe(true);
    expect(emitted.some((e) => e.type === 'level.built')).toBe(true);
    expect(remaining(actor)).toBe(185_000);
  });

  it('a broken level file gives a message naming the field and a way back, not a crash', async () => {
    const { actor } = await startLevel({ json: { format: 1, id: 'x', boards: 'nope' } });
    expect(actor.getSnapshot().matches({ level: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.error).toMatch(/boards/);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches('menu')).toBe(true);
  });

  it('a covered screw does not move', async () => {
    const { actor, emitted } = await startLevel({ covered: (id) => id === 'b0.0' });
    actor.send({ type: 'TAP_SCREW', id: 'b0.0' });
    expect(actor.getSnapshot().context.rules!.screws['b0.0']!.place.kind).toBe('board');
    expect(emitted.at(-1)).toMatchObject({ type: 'rules', events: [{ type: 'Rejected', reason: 'covered' }] });
  });

  it('game over sets UNRUN at once and shows the win layer 0.5 s later', async () => {
    const { actor, clock } = await startLevel();
    win(actor);
    expect(actor.getSnapshot().matches({ level: 'over' })).toBe(true);
    clock.increment(settings.gameOverDelayMs - 1);
    expect(actor.getSnapshot().matches({ level: 'over' })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ level: 'won' })).toBe(true);
  });

  it(`a win: level +1, score +${settings.winScore}, best score and a leaderboard post when beaten, saved`, async () => {
    const { actor, persisted, posted } = await startLevel({ save: { game_level: 4, score: 60, scoreMax: 60 } });
    win(actor);
    const save = actor.getSnapshot().context.save;
    expect(save).toMatchObject({ game_level: 5, score: 80, scoreMax: 80 });
    expect(persisted.at(-1)).toEqual(save);
    expect(posted).toEqual([80]);
  });

  it('a win that does not beat the best score posts nothing', async () => {
    const { actor, posted } = await startLevel({ save: { score: 0, scoreMax: 500 } });
    win(actor);
    expect(actor.getSnapshot().context.save.scoreMax).toBe(500);
    expect(posted).toEqual([]);
  });

  it('after level 20 the next level file is a random one from 1 to 20', async () => {
    const { actor, clock } = await startLevel({ save: { game_level: 20 } });
    win(actor);
    clock.increment(settings.gameOverDelayMs);
    actor.send({ type: 'NEXT' });
    const { levelNumber, save } = actor.getSnapshot().context;
    expect(save.game_level).toBe(21);
    expect(levelNumber).toBeGreaterThanOrEqual(1);
    expect(levelNumber).toBeLessThanOrEqual(20);
  });

  it('lose-full changes neither level nor score; a second game over is ignored', async () => {
    const { actor, clock, persisted } = await startLevel({ save: { game_level: 3, score: 40 } });
    actor.send({ type: 'TAP_SCREW', id: 'b3.0' });
    actor.send({ type: 'TAP_SCREW', id: 'b6.0' });
    expect(actor.getSnapshot().matches({ level: 'over' })).toBe(true);
    actor.send({ type: 'TIME_UP' });
    clock.increment(settings.gameOverDelayMs);
    expect(actor.getSnapshot().matches({ level: 'lostFull' })).toBe(true);
    expect(actor.getSnapshot().context.save).toMatchObject({ game_level: 3, score: 40 });
    expect(persisted).toEqual([]);
  });

  it('revive after lose-full: a rewarded ad clears the tray, RUN again, the countdown goes on', async () => {
    const { actor, clock } = await startLevel();
    actor.send({ type: 'TICK', deltaMs: 10_000 });
    actor.send({ type: 'TAP_SCREW', id: 'b3.0' });
    actor.send({ type: 'TAP_SCREW', id: 'b6.0' });
    clock.increment(settings.gameOverDelayMs);
    actor.send({ type: 'TICK', deltaMs: 5_000 });
    expect(remaining(actor)).toBe(175_000);
    actor.send({ type: 'REVIVE' });
    await flush();
    const snap = actor.getSnapshot();
    expect(snap.matches({ level: { run: 'playing' } })).toBe(true);
    expect(snap.context.rules!.tray.slots).toEqual([null, null]);
    actor.send({ type: 'TICK', deltaMs: 1_000 });
    expect(remaining(actor)).toBe(174_000);
  });

  it('a failed or unfinished ad grants no revive', async () => {
    for (const ad of [false, 'fail'] as const) {
      const { actor, clock } = await startLevel({ ad });
      actor.send({ type: 'TAP_SCREW', id: 'b3.0' });
      actor.send({ type: 'TAP_SCREW', id: 'b6.0' });
      clock.increment(settings.gameOverDelayMs);
      actor.send({ type: 'REVIVE' });
      await flush();
      expect(actor.getSnapshot().matches({ level: 'lostFull' })).toBe(true);
      expect(actor.getSnapshot().context.rules!.tray.slots.filter(Boolean)).toHaveLength(2);
    }
  });

  it(`lose-time at 0; revive adds ${settings.reviveMs / 1000} s`, async () => {
    const { actor, clock } = await startLevel();
    actor.send({ type: 'TICK', deltaMs: settings.countdownMs });
    expect(actor.getSnapshot().matches({ level: 'over' })).toBe(true);
    clock.increment(settings.gameOverDelayMs);
    expect(actor.getSnapshot().matches({ level: 'lostTime' })).toBe(true);
    actor.send({ type: 'REVIVE' });
    await flush();
    expect(actor.getSnapshot().matches({ level: { run: 'playing' } })).toBe(true);
    expect(remaining(actor)).toBe(settings.reviveMs);
  });

  it('restart rebuilds the level and resets the countdown', async () => {
    const { actor, clock } = await startLevel();
    actor.send({ type: 'TAP_SCREW', id: 'b0.0' });
    actor.send({ type: 'TICK', deltaMs: settings.countdownMs });
    clock.increment(settings.gameOverDelayMs);
    actor.send({ type: 'RESTART' });
    const snap = actor.getSnapshot();
    expect(snap.matches({ level: { run: 'playing' } })).toBe(true);
    expect(snap.context.rules!.screws['b0.0']!.place.kind).toBe('board');
    expect(remaining(actor)).toBe(settings.countdownMs);
  });
});

describe('pause', () => {
  it('the exit layer pauses the countdown; close resumes; submit returns to the menu', async () => {
    const { actor } = await startLevel();
    actor.send({ type: 'EXIT' });
    actor.send({ type: 'TICK', deltaMs: 5_000 });
    expect(remaining(actor)).toBe(settings.countdownMs);
    actor.send({ type: 'TAP_SCREW', id: 'b0.0' });
    expect(actor.getSnapshot().context.rules!.screws['b0.0']!.place.kind).toBe('board');
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'TICK', deltaMs: 5_000 });
    expect(remaining(actor)).toBe(settings.countdownMs - 5_000);
    actor.send({ type: 'EXIT' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('menu')).toBe(true);
  });

  it('a hidden tab pauses the countdown until it is visible again', async () => {
    const { actor } = await startLevel();
    actor.send({ type: 'VISIBILITY', hidden: true });
    actor.send({ type: 'TICK', deltaMs: 5_000 });
    expect(remaining(actor)).toBe(settings.countdownMs);
    actor.send({ type: 'VISIBILITY', hidden: false });
    actor.send({ type: 'TICK', deltaMs: 5_000 });
    expect(remaining(actor)).toBe(settings.countdownMs - 5_000);
  });

  it('a hidden tab and the exit layer both have to let go before the countdown runs', async () => {
    const { actor } = await startLevel();
    actor.send({ type: 'VISIBILITY', hidden: true });
    actor.send({ type: 'EXIT' });
    actor.send({ type: 'VISIBILITY', hidden: false });
    actor.send({ type: 'TICK', deltaMs: 5_000 });
    expect(remaining(actor)).toBe(settings.countdownMs);
  });

  it('unlocking a locked box position through a rewarded ad', async () => {
    const json = flatLevel([1, 1, 1, 2, 2, 2], { positions: 2, locked: [1] });
    const { actor } = await startLevel({ json });
    actor.send({ type: 'UNLOCK_BOX', position: 1 });
    await flush();
    expect(actor.getSnapshot().context.rules!.positions[1]).toMatchObject({ locked: false, box: { colour: 2 } });
  });

  it('music and sound toggles are saved at once', async () => {
    const { actor, persisted } = start();
    const onChange = vi.fn();
    actor.on('settings.changed', onChange);
    actor.send({ type: 'TOGGLE_MUSIC' });
    expect(persisted.at(-1)).toMatchObject({ game_music: false, game_sound: true });
    expect(onChange).toHaveBeenCalledWith({ type: 'settings.changed', music: false, sound: true });
  });
});

describe('the level shown', () => {
  it('stays the level being played through the win layer, then moves on', async () => {
    const { actor, clock } = await startLevel({ save: { game_level: 4 } });
    expect(actor.getSnapshot().context.playingLevel).toBe(4);
    win(actor);
    clock.increment(settings.gameOverDelayMs);
    expect(actor.getSnapshot().context).toMatchObject({ playingLevel: 4, save: { game_level: 5 } });
    actor.send({ type: 'NEXT' });
    await flush();
    expect(actor.getSnapshot().context.playingLevel).toBe(5);
  });
});

describe('daily challenge', () => {
  async function playDay(day = { year: 2026, month: 11, day: 18 }, opts: StartOptions = {}) {
    const g = start(opts);
    g.actor.send({ type: 'OPEN_CALENDAR', today: TODAY });
    g.actor.send({ type: 'PLAY_DAY', day });
    await flush();
    return g;
  }

  it('the calendar opens on the current month and pages back to January of the previous year, never ahead', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN_CALENDAR', today: TODAY });
    expect(actor.getSnapshot().matches('calendar')).toBe(true);
    expect(actor.getSnapshot().context.calendarMonth).toEqual({ year: 2026, month: 11 });
    actor.send({ type: 'PAGE', delta: 1 });
    expect(actor.getSnapshot().context.calendarMonth).toEqual({ year: 2026, month: 11 });
    for (let i = 0; i < 40; i++) actor.send({ type: 'PAGE', delta: -1 });
    expect(actor.getSnapshot().context.calendarMonth).toEqual({ year: 2025, month: 1 });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('menu')).toBe(true);
  });

  it('opening the calendar creates the year tables of this and the previous year', () => {
    const { actor } = start({ gameData: { dailyChallengeCompleteDateArr: {} } });
    actor.send({ type: 'OPEN_CALENDAR', today: TODAY });
    expect(Object.keys(actor.getSnapshot().context.gameData.dailyChallengeCompleteDateArr).sort()).toEqual([
      '2025',
      '2026',
    ]);
  });

  it("a past day that is not completed opens that day's level", async () => {
    const { actor, requests } = await playDay();
    expect(actor.getSnapshot().matches({ level: { run: 'playing' } })).toBe(true);
    expect(requests.at(-1)).toMatchObject({ day: { year: 2026, month: 11, day: 18 } });
  });

  it('future days and completed days do not open', async () => {
    const { actor } = start({ gameData: { dailyChallengeCompleteDateArr: { '2026': { '11': [3] } } } });
    actor.send({ type: 'OPEN_CALENDAR', today: TODAY });
    actor.send({ type: 'PLAY_DAY', day: { year: 2026, month: 11, day: 22 } });
    expect(actor.getSnapshot().matches('calendar')).toBe(true);
    actor.send({ type: 'PLAY_DAY', day: { year: 2026, month: 11, day: 3 } });
    expect(actor.getSnapshot().matches('calendar')).toBe(true);
    actor.send({ type: 'PLAY_DAY', day: TODAY });
    expect(actor.getSnapshot().matches('level')).toBe(true);
  });

  it('winning marks the day completed and saves it; level and score stay; next returns to the calendar', async () => {
    const { actor, clock, persisted, persistedData, emitted } = await playDay(undefined, {
      save: { game_level: 7, score: 120, scoreMax: 120 },
    });
    win(actor);
    const { context } = actor.getSnapshot();
    expect(context.save).toMatchObject({ game_level: 7, score: 120 });
    expect(persisted).toEqual([]);
    expect(context.gameData.dailyChallengeCompleteDateArr['2026']!['11']).toEqual([18]);
    expect(persistedData.at(-1)!.dailyChallengeCompleteDateArr['2026']!['11']).toEqual([18]);
    expect(emitted).toContainEqual({ type: 'daily.completed', day: { year: 2026, month: 11, day: 18 } });
    clock.increment(settings.gameOverDelayMs);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches('calendar')).toBe(true);
    expect(actor.getSnapshot().context.calendarMonth).toEqual({ year: 2026, month: 11 });
  });

  it('a level loaded afterwards (test hook) is no longer the daily challenge', async () => {
    const { actor, persistedData } = await playDay();
    actor.send({ type: 'EXIT' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'LOAD_LEVEL', json: structuredClone(level) });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ mode: 'campaign', day: null });
    win(actor);
    expect(persistedData).toEqual([]);
  });

  it('a daily level that will not load says which day and goes back to the calendar', async () => {
    const { actor } = await playDay(undefined, { json: { format: 1 } });
    expect(actor.getSnapshot().context.error).toMatch(/of 2026-11-18/);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches('calendar')).toBe(true);
  });
});

describe('hint', () => {
  const hintsOf = (emitted: GameEmitted[]) => emitted.filter((e) => e.type === 'hint');

  it(`the first ${HINT_PRICING.freePerDay} hints of a day are free and each shows the next tap`, async () => {
    const { actor, emitted, persistedData, ads } = await startLevel();
    for (let i = 0; i < HINT_PRICING.freePerDay; i++) {
      actor.send({ type: 'HINT', today: TODAY });
      expect(actor.getSnapshot().matches({ level: { run: 'hinting' } })).toBe(true);
      await flush();
    }
    expect(hintsOf(emitted)).toHaveLength(HINT_PRICING.freePerDay);
    expect(hintsOf(emitted)[0]).toEqual({ type: 'hint', answer: { kind: 'tap', screwId: 'b0.0' } });
    expect(persistedData.at(-1)!.hints).toEqual({ day: '2026-11-21', used: HINT_PRICING.freePerDay });
    expect(ads).toEqual([]);
    expect(actor.getSnapshot().context.gameData.coin1).toBe(0);
  });

  it('after the free ones a hint prop is spent, then coins, then a rewarded ad', async () => {
    const used = { hints: { day: '2026-11-21', used: HINT_PRICING.freePerDay } };
    const { actor, ads } = await startLevel({ gameData: { ...used, prop3: 1, coin1: HINT_PRICING.coins } });
    actor.send({ type: 'HINT', today: TODAY });
    await flush();
    expect(actor.getSnapshot().context.gameData).toMatchObject({ prop3: 0, coin1: HINT_PRICING.coins });
    actor.send({ type: 'HINT', today: TODAY });
    await flush();
    expect(actor.getSnapshot().context.gameData).toMatchObject({ prop3: 0, coin1: 0 });
    expect(ads).toEqual([]);
    actor.send({ type: 'HINT', today: TODAY });
    expect(actor.getSnapshot().matches({ level: { run: 'hintAd' } })).toBe(true);
    await flush();
    await flush();
    expect(ads).toEqual(['hint']);
    expect(actor.getSnapshot().matches({ level: { run: 'playing' } })).toBe(true);
    expect(actor.getSnapshot().context.gameData.hints.used).toBe(HINT_PRICING.freePerDay + 3);
  });

  it('a hint ad that fails shows no hint and costs nothing', async () => {
    const used = { hints: { day: '2026-11-21', used: HINT_PRICING.freePerDay } };
    const { actor, emitted } = await startLevel({ gameData: used, ad: 'fail' });
    actor.send({ type: 'HINT', today: TODAY });
    await flush();
    expect(actor.getSnapshot().matches({ level: { run: 'playing' } })).toBe(true);
    expect(hintsOf(emitted)).toEqual([]);
    expect(actor.getSnapshot().context.gameData.hints.used).toBe(HINT_PRICING.freePerDay);
  });

  it('free hints come back on a new day', async () => {
    const { actor, ads } = await startLevel({ gameData: { hints: { day: '2026-11-20', used: 9 } } });
    actor.send({ type: 'HINT', today: TODAY });
    await flush();
    expect(ads).toEqual([]);
    expect(actor.getSnapshot().context.gameData.hints).toEqual({ day: '2026-11-21', used: 1 });
  });

  it('taps go on during the search, and the hint is searched again from the new position', async () => {
    let answer: (a: HintAnswer) => void = () => {};
    const { actor, emitted, hintSearches } = await startLevel({
      hint: () => new Promise<HintAnswer>((resolve) => (answer = resolve)),
    });
    actor.send({ type: 'HINT', today: TODAY });
    actor.send({ type: 'TAP_SCREW', id: 'b0.0' });
    expect(actor.getSnapshot().context.rules!.screws['b0.0']!.place.kind).toBe('box');
    answer({ kind: 'tap', screwId: 'b0.0' });
    await flush();
    expect(hintSearches).toHaveLength(2);
    expect(hintSearches[1]!.screws['b0.0']!.place.kind).toBe('box');
    expect(hintsOf(emitted)).toEqual([]);
    answer({ kind: 'tap', screwId: 'b1.0' });
    await flush();
    expect(hintsOf(emitted)).toEqual([{ type: 'hint', answer: { kind: 'tap', screwId: 'b1.0' } }]);
    expect(actor.getSnapshot().context.gameData.hints.used).toBe(1);
  });

  it('says plainly when the position can no longer be won', async () => {
    const reason = 'the tray fills up on every line of taps';
    const { actor, emitted } = await startLevel({ hint: async () => ({ kind: 'lost', reason }) });
    actor.send({ type: 'HINT', today: TODAY });
    await flush();
    expect(hintsOf(emitted)).toEqual([{ type: 'hint', answer: { kind: 'lost', reason } }]);
  });
});
