import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { gameMachine, type GameEmitted, type GameSettings } from '../../../machines/game';
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

function start(
  opts: { save?: Partial<ScrewSave>; covered?: (id: string) => boolean; ad?: boolean | 'fail'; json?: unknown } = {},
) {
  const clock = new SimulatedClock();
  const persisted: ScrewSave[] = [];
  const posted: number[] = [];
  const emitted: GameEmitted[] = [];
  const machine = gameMachine.provide({
    actors: {
      loadLevelFile: fromPromise<unknown, { levelNumber: number; custom: unknown }>(
        async ({ input }) => input.custom ?? opts.json ?? structuredClone(level),
      ),
      rewardedAd: fromPromise(async () => {
        if (opts.ad === 'fail') throw new Error('no fill');
        return opts.ad ?? true;
      }),
    },
    guards: {
      screwIsCovered: ({ event }) => (event.type === 'TAP_SCREW' ? (opts.covered?.(event.id) ?? false) : false),
    },
    actions: {
      persist: (_, save) => void persisted.push(save),
      postScore: (_, score) => void posted.push(score),
    },
  });
  const actor = createActor(machine, { clock, input: { settings, save: { ...SCREW_SAVE_DEFAULTS, ...opts.save } } });
  actor.on('*', (e) => void emitted.push(e as GameEmitted));
  actor.start();
  actor.send({ type: 'LOADED' });
  return { actor, clock, persisted, posted, emitted };
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
