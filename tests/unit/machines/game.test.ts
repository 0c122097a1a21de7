import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { provisionsOf, tellTheHost, type EffectGroup } from '../../../src/app/gameEffects';
import { pagePresenceActor } from '../../../src/app/lifecycleRunner';
import { watchPresence } from '../../../src/platform/pagePresence';
import { FakePageDocument, FakePageWindow, fakeHost } from '../platform/fakes/page';
import {
  gameMachine,
  withRewardedAd,
  type GameEmitted,
  type GameSettings,
  type LevelRequest,
} from '../../../machines/game';
import { clockOf, screenOf, taskChestsOf, tasksOf } from '../../../machines/screen';
import { overlayOf } from '../../../machines/overlay';
import type { AdResult } from '../../../machines/rewardedAd';
import { isCompleted } from '../../../src/core/calendar';
import { breakBoard } from '../../../src/core/rules';
import { buildLevel } from '../../../src/core/buildLevel';
import type { SkillSpec } from '../../../src/core/skills';
import {
  LOOK_AD_COINS,
  SCREW_SKILLS,
  SKILL_INDEXES,
  skillBlocker,
  TIPS,
  type SkillIndex,
} from '../../../src/core/economy';
import type { HintAnswer } from '../../../src/core/hint';
import { HINT_PRICING } from '../../../src/core/hintPrice';
import { CHEST_TIPS } from '../../../src/core/candyTasks';
import { CLAIM_TIPS, SCREW_TASKS } from '../../../src/core/tasks';
import type { GameState, LevelSpec } from '../../../src/core/types';
import { defaultGameData, type GameData } from '../../../src/save/gameData';
import { SCREW_SAVE_DEFAULTS, type ScrewSave } from '../../../src/save/screwSave';
import { screwVariant } from '../../../src/variants/screw';
import { flatLevel } from '../core/fixtures';
import { boardTap, boxTap, screwTap } from './taps';

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
  /** The interstitial between levels: resolves (or rejects) when the ad is over; none by default. */
  interstitial?: () => Promise<void>;
  /** What every rewarded ad answers (true by default), 'fail' for an ad that throws, or a held answer. */
  ad?: AdResult | 'fail' | (() => Promise<AdResult>);
  json?: unknown;
  /** The hint search: answers at once by default; a test may hold it to tap in the meantime. */
  hint?: (input: { level: LevelSpec; rules: GameState }) => Promise<HintAnswer>;
  /** Settings that differ from variant A's (variant B's win coins). */
  settings?: Partial<GameSettings>;
  /** The player's day at start-up (GameInput.today). */
  today?: typeof TODAY;
  /** The app's effect groups to supply (src/app/gameEffects.ts), as the runtime does. */
  effects?: EffectGroup[];
  /** The hearts gate (variant B's; always open by default, as in variant A). */
  heartIsLeft?: () => boolean;
  /** The load of the level's rules' chunk (the real one, already in, by default). */
  rules?: () => Promise<unknown>;
}

function start(opts: StartOptions = {}) {
  const clock = new SimulatedClock();
  const effects = provisionsOf(opts.effects ?? []);
  const requests: LevelRequest[] = [];
  const hintSearches: GameState[] = [];
  const persistedData: GameData[] = [];
  const ads: string[] = [];
  const interstitials: string[] = [];
  const persisted: ScrewSave[] = [];
  const posted: number[] = [];
  const sessionPosted: number[] = [];
  const emitted: GameEmitted[] = [];
  const machine = gameMachine.provide({
    actors: {
      loadLevelFile: fromPromise<unknown, LevelRequest>(async ({ input }) => {
        requests.push(input);
        return input.custom ?? opts.json ?? structuredClone(level);
      }),
      ...withRewardedAd(
        fromPromise<AdResult, { placement: string }>(async ({ input }) => {
          ads.push(input.placement);
          if (opts.ad === 'fail') throw new Error('no fill');
          if (typeof opts.ad === 'function') return opts.ad();
          return opts.ad ?? true;
        }),
      ),
      interstitial: fromPromise<void, { placement: 'next' | 'restart' }>(async ({ input }) => {
        interstitials.push(input.placement);
        if (opts.interstitial) await opts.interstitial();
      }),
      findHint: fromPromise<HintAnswer, { level: LevelSpec; rules: GameState }>(async ({ input }) => {
        hintSearches.push(input.rules);
        return opts.hint ? opts.hint(input) : { kind: 'tap', screwId: 'b0.0' };
      }),
      ...(opts.rules ? { loadLevelRules: fromPromise<unknown>(() => opts.rules!()) } : {}),
      ...effects.actors,
    },
    actions: {
      persist: (_, save) => void persisted.push(save),
      postScore: (_, score) => void posted.push(score),
      postSessionScore: (_, score) => void sessionPosted.push(score),
      persistGameData: (_, data) => void persistedData.push(data),
      ...effects.actions,
    },
    ...(opts.heartIsLeft ? { guards: { heartIsLeft: opts.heartIsLeft } } : {}),
  });
  const actor = createActor(machine, {
    clock,
    input: {
      settings: { ...settings, ...opts.settings },
      save: { ...SCREW_SAVE_DEFAULTS, ...opts.save },
      gameData: { ...defaultGameData(TODAY), ...opts.gameData },
      ...(opts.today ? { today: opts.today } : {}),
    },
  });
  actor.on('*', (e) => void emitted.push(e as GameEmitted));
  actor.start();
  effects.follow(actor);
  actor.send({ type: 'LOADED' });
  return {
    actor,
    clock,
    persisted,
    posted,
    sessionPosted,
    emitted,
    requests,
    hintSearches,
    persistedData,
    ads,
    interstitials,
  };
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
  for (let i = 0; i < 9; i++) actor.send(screwTap(`b${i}.0`));
}

describe('one tap event, routed by state (DESIGN.md: the flow of one tap)', () => {
  type Actor = ReturnType<typeof start>['actor'];
  const rules = (actor: Actor) => actor.getSnapshot().context.rules!;
  const view = (actor: Actor) => actor.getSnapshot().context.skillView;
  const price = (skill: SkillIndex) => SCREW_SKILLS[skill]!.coins;
  const place = (actor: Actor, id: string) => rules(actor).screws[id]!.place.kind;

  it('playing: a screw hit goes to the tap rule, which decides cover from the hit', async () => {
    const { actor, emitted } = await startLevel();
    actor.send(screwTap('b0.0', true));
    expect(place(actor, 'b0.0')).toBe('board');
    expect(emitted.at(-1)).toMatchObject({ events: [{ type: 'Rejected', screwId: 'b0.0', reason: 'covered' }] });
    actor.send(screwTap('b0.0'));
    expect(place(actor, 'b0.0')).toBe('box');
    // A board or nothing under the tap means nothing while playing.
    const before = rules(actor);
    actor.send(boardTap('b1'));
    actor.send(boardTap(null));
    expect(rules(actor)).toBe(before);
  });

  it('choosing a board for skill 2: a tap on a screw is a tap on its board, for the skill', async () => {
    const { actor } = await startLevel({ gameData: { coin1: price(2) } });
    actor.send({ type: 'SKILL', skill: 2 });
    actor.send({ type: 'SKILL_PAY_COINS' });
    expect(view(actor)).toMatchObject({ stage: 'selectingBoard' });
    actor.send(screwTap('b3.0', false, 'b3'));
    expect(rules(actor).boards['b3']!.pins).toEqual([]);
    expect(place(actor, 'b3.0')).not.toBe('board');
    expect(view(actor)).toBeNull();
  });

  it('a tip layer, the exit layer or the flight of the last screw before the win layer: a tap does nothing', async () => {
    const { actor } = await startLevel();
    actor.send({ type: 'SKILL', skill: 2 });
    expect(view(actor)).toMatchObject({ stage: 'tip' });
    actor.send(screwTap('b0.0'));
    expect(place(actor, 'b0.0')).toBe('board');
    actor.send({ type: 'SKILL_CLOSE' });
    actor.send({ type: 'EXIT' });
    actor.send(screwTap('b0.0'));
    expect(place(actor, 'b0.0')).toBe('board');
    actor.send({ type: 'CLOSE' });
    for (let i = 0; i < 8; i++) actor.send(screwTap(`b${i}.0`));
    actor.send(screwTap('b8.0'));
    expect(actor.getSnapshot().matches({ level: 'over' })).toBe(true);
    const over = rules(actor);
    actor.send(screwTap('b8.0'));
    actor.send(boxTap(1));
    expect(rules(actor)).toBe(over);
    expect(actor.getSnapshot().matches({ level: 'over' })).toBe(true);
  });
});

describe('effects supplied with .provide() (src/app/gameEffects.ts): the chart names them, the app carries them out', () => {
  const EFFECTS = [
    'showLevel',
    'clearLevel',
    'showRules',
    'buzz',
    'showEnding',
    'applySettings',
    'showToast',
    'showHint',
  ];

  /** An effect group that records every effect action it is given, with its params. */
  function recorder() {
    const calls: [string, unknown][] = [];
    const actions = Object.fromEntries(EFFECTS.map((n) => [n, (p: unknown) => void calls.push([n, p])]));
    return {
      calls,
      group: { actions } as EffectGroup,
      of: (n: string) => calls.filter(([c]) => c === n).map(([, p]) => p),
    };
  }

  it('every effect action and world actor the app supplies is one the chart names (none is silently dropped)', () => {
    const { actions, actors } = gameMachine.implementations;
    for (const name of EFFECTS) expect(actions).toHaveProperty(name);
    for (const name of ['dayClock', 'pagePresence', 'metaClock', 'idleHelp']) expect(actors).toHaveProperty(name);
  });

  it('a level is shown when built, each rule step is shown, and the ending is told once', async () => {
    const r = recorder();
    const { actor } = await startLevel({ effects: [r.group] });
    expect(r.of('showLevel')).toHaveLength(1);
    actor.send(screwTap('b0.0'));
    expect(r.of('showRules').at(-1)).toMatchObject({ events: [{ type: 'ScrewToBox', screwId: 'b0.0' }, {}] });
    win(actor);
    expect(r.of('showEnding')).toEqual([{ ending: 'won' }]);
  });

  it('the level is freed when the player leaves it for the menu, not when a lost level restarts', async () => {
    const r = recorder();
    const { actor, clock } = await startLevel({ effects: [r.group] });
    actor.send({ type: 'TIME_UP' });
    clock.increment(settings.gameOverDelayMs);
    actor.send({ type: 'RESTART' });
    await flush();
    expect(actor.getSnapshot().matches({ level: { run: 'playing' } })).toBe(true);
    expect(r.of('showLevel')).toHaveLength(2);
    expect(r.of('clearLevel')).toHaveLength(0);
    actor.send({ type: 'EXIT' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('menu')).toBe(true);
    expect(r.of('clearLevel')).toHaveLength(1);
  });

  it('the chart decides the buzz: short for a move, long for a refused tap, none with the setting off', async () => {
    const r = recorder();
    const { actor } = await startLevel({ effects: [r.group], gameData: { isVibart: true } });
    actor.send(screwTap('b0.0', true));
    actor.send(screwTap('b0.0'));
    expect(r.of('buzz')).toEqual([{ kind: 'bad' }, { kind: 'good' }]);
    actor.send({ type: 'TOGGLE_VIBRATION' });
    actor.send(screwTap('b1.0'));
    expect(r.of('buzz')).toHaveLength(2);
  });

  it('tips, hint answers and the switches go to their effect', async () => {
    const r = recorder();
    const { actor } = await startLevel({ effects: [r.group], ad: false });
    actor.send(boxTap(0));
    actor.send({ type: 'HINT', today: TODAY });
    await flush();
    expect(r.of('showHint')).toEqual([{ answer: { kind: 'tap', screwId: 'b0.0' } }]);
    actor.send({ type: 'TOGGLE_MUSIC' });
    expect(r.of('applySettings')).toEqual([{ music: false, sound: true }]);
    actor.send({ type: 'SKILL', skill: 0 });
    actor.send({ type: 'SKILL_PAY_COINS' });
    await flush();
    expect(r.of('showToast').length).toBeGreaterThan(0);
  });

  it('two groups that carry out the same action are both called, in order', async () => {
    const order: string[] = [];
    const first: EffectGroup = { actions: { showLevel: () => void order.push('scene') } };
    const second: EffectGroup = { actions: { showLevel: () => void order.push('idle') } };
    await startLevel({ effects: [first, second] });
    expect(order).toEqual(['scene', 'idle']);
  });

  it('the idle help runs only while the level runs, and hears of each rule step', async () => {
    const life: string[] = [];
    const idleHelp = fromCallback<{ type: 'ACTIVITY' }>(({ receive }) => {
      life.push('start');
      receive((e) => void life.push(e.type));
      return () => void life.push('stop');
    });
    const { actor, clock } = start({ effects: [{ actors: { idleHelp } }] });
    expect(life).toEqual([]);
    actor.send({ type: 'START' });
    await flush();
    actor.send(screwTap('b0.0'));
    expect(life).toEqual(['start', 'ACTIVITY']);
    win(actor);
    clock.increment(settings.gameOverDelayMs);
    expect(life.at(-1)).toBe('stop');
  });
});

describe('what the host hears of play (portals: gameplay start and stop, happy time)', () => {
  /** The game started with the app's host effect over a recording host. */
  function startWithHost(opts: StartOptions = {}) {
    const calls: string[] = [];
    const muted: boolean[] = [];
    let audioListener: (enabled: boolean) => void = () => {};
    const effect = tellTheHost({
      platform: {
        gameplay: {
          start: () => calls.push('start'),
          stop: () => calls.push('stop'),
          happyTime: () => calls.push('happy'),
        },
        audio: { enabled: () => false, onChange: (listener) => ((audioListener = listener), () => {}) },
        soundSetting: (on) => calls.push(`sound:${on}`),
      },
      sounds: { setHostMuted: (m) => muted.push(m) },
    });
    const g = start({ ...opts, effects: [effect] });
    return { g, host: { calls, muted, turnHostAudio: (on: boolean) => audioListener(on) } };
  }

  it('start when the countdown runs, stop whenever it stops (page away, exit layer, a skill tip, an ad), happy time and stop on a win', async () => {
    let answer: (r: AdResult) => void = () => {};
    const { g, host } = startWithHost({ ad: () => new Promise<AdResult>((r) => (answer = r)) });
    expect(host.calls).toEqual(['sound:true']);
    g.actor.send({ type: 'START' });
    await flush();
    expect(host.calls).toEqual(['sound:true', 'start']);
    g.actor.send({ type: 'VISIBILITY', hidden: true });
    g.actor.send({ type: 'VISIBILITY', hidden: false });
    g.actor.send({ type: 'EXIT' });
    g.actor.send({ type: 'CLOSE' });
    g.actor.send({ type: 'SKILL', skill: 2 });
    g.actor.send({ type: 'SKILL_CLOSE' });
    expect(host.calls.slice(2)).toEqual(['stop', 'start', 'stop', 'start', 'stop', 'start']);
    g.actor.send({ type: 'LOOK_AD' });
    g.actor.send({ type: 'LOOK_AD_WATCH' });
    await flush();
    expect(g.ads).toEqual(['look-ad']);
    expect(host.calls.at(-1)).toBe('stop');
    answer(true);
    await flush();
    expect(host.calls.slice(-2)).toEqual(['stop', 'start']);
    host.calls.length = 0;
    win(g.actor);
    g.clock.increment(settings.gameOverDelayMs);
    expect(host.calls).toEqual(['stop', 'happy']);
  });

  it("the player's sound switch reaches the host; the host's own switch mutes the game", async () => {
    const { g, host } = startWithHost();
    expect(host.muted).toEqual([true]);
    host.turnHostAudio(true);
    expect(host.muted).toEqual([true, false]);
    g.actor.send({ type: 'TOGGLE_SOUND' });
    expect(host.calls).toEqual(['sound:true', 'sound:false']);
  });
});

describe('the skill registry: a fourth skill registered only here works end to end in the chart', () => {
  /** Knocks down the top-most board still held (a skill no variant ships): no target, paid like the others. */
  const KNOCK_TOP_BOARD: SkillSpec = {
    id: 'knock-top-board',
    prop: 'prop3',
    coins: 150,
    target: 'none',
    blocker: (rules) => (Object.values(rules.boards).some((b) => b.pins.length > 0) ? null : 'noBoard'),
    apply: (rules) => {
      const top = Object.values(rules.boards)
        .filter((b) => b.pins.length > 0)
        .sort((a, b) => b.group - a.group)[0];
      return top ? breakBoard(rules, top.id) : { state: rules, events: [] };
    },
  };
  const table = [...SCREW_SKILLS, KNOCK_TOP_BOARD];
  const data = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.gameData;

  it('its tip offers its price; paid with coins, its rule runs, the wallet pays and the task counts', async () => {
    const { actor, emitted } = await startLevel({ settings: { skills: table }, gameData: { coin1: 400 } });
    actor.send({ type: 'SKILL', skill: 3 });
    expect(actor.getSnapshot().context.skillView).toMatchObject({
      stage: 'tip',
      skill: 3,
      offer: { skill: 3, props: 0, price: 150, canPayCoins: true },
    });
    const skillsUsed = data(actor).task6;
    actor.send({ type: 'SKILL_PAY_COINS' });
    const rules = actor.getSnapshot().context.rules!;
    expect(Object.values(rules.boards).filter((b) => b.pins.length === 0)).toHaveLength(1);
    expect(emitted.findLast((e) => e.type === 'rules')).toMatchObject({
      events: expect.arrayContaining([expect.objectContaining({ type: 'BoardFreed' })]),
    });
    expect(data(actor).coin1).toBe(250);
    expect(data(actor).task6).toBe(skillsUsed + 1);
    expect(emitted).toContainEqual({ type: 'skill.used', skill: 3, payment: 'coins', boardId: null });
    expect(actor.getSnapshot().context.skillView).toBeNull();
  });

  it('a held prop of its own pays it; without prop or coins it says so and takes nothing', async () => {
    const { actor, emitted } = await startLevel({ settings: { skills: table }, gameData: { prop3: 1 } });
    actor.send({ type: 'SKILL', skill: 3 });
    actor.send({ type: 'SKILL_SUBMIT' });
    expect(data(actor).prop3).toBe(0);
    expect(emitted).toContainEqual({ type: 'skill.used', skill: 3, payment: 'prop', boardId: null });
    actor.send({ type: 'SKILL', skill: 3 });
    actor.send({ type: 'SKILL_PAY_COINS' });
    expect(emitted.filter((e) => e.type === 'toast').map((e) => (e as { text: string }).text)).toContain(
      TIPS.coinsShortage,
    );
    expect(Object.values(actor.getSnapshot().context.rules!.boards).filter((b) => b.pins.length === 0)).toHaveLength(1);
  });

  it('its blocker speaks in the tip words, and an index no table has is refused', () => {
    const state = buildLevel(level, { boxCapacity: 3 });
    const cleared = {
      ...state,
      boards: Object.fromEntries(Object.entries(state.boards).map(([id, b]) => [id, { ...b, pins: [] }])),
    };
    expect(skillBlocker(state, 3, TIPS, table)).toBeNull();
    expect(skillBlocker(cleared, 3, TIPS, table)).toBe(TIPS.noBoard);
    expect(skillBlocker(state, 4, TIPS, table)).toBe(TIPS.notPlaying);
  });
});

describe('popups: one at a time, states of the overlay the game chart invokes', () => {
  const popup = (actor: ReturnType<typeof start>['actor']) =>
    overlayOf(actor.getSnapshot().children.overlay?.getSnapshot().value);

  it('a second popup replaces the first; close leaves none', () => {
    const { actor } = start();
    expect(popup(actor)).toBeNull();
    actor.send({ type: 'POPUP_OPEN', popup: 'language' });
    expect(popup(actor)).toBe('language');
    actor.send({ type: 'POPUP_OPEN', popup: 'hearts' });
    expect(popup(actor)).toBe('hearts');
    actor.send({ type: 'POPUP_CLOSE' });
    expect(popup(actor)).toBeNull();
  });

  it('a start refused by the hearts gate opens the hearts popup in place of another', () => {
    const { clock } = start();
    const gated = createActor(gameMachine.provide({ guards: { heartIsLeft: () => false } }), {
      clock,
      input: { settings, save: SCREW_SAVE_DEFAULTS, gameData: defaultGameData(TODAY) },
    });
    gated.start();
    gated.send({ type: 'LOADED' });
    gated.send({ type: 'POPUP_OPEN', popup: 'language' });
    gated.send({ type: 'START' });
    expect(gated.getSnapshot().matches('menu')).toBe(true);
    expect(popup(gated)).toBe('hearts');
  });
});

describe('the level clock as the test hook reports it', () => {
  it('runs in play; a state on top, a skill open or a hidden page pauses it; none outside a level', async () => {
    const { actor } = await startLevel();
    expect(clockOf(actor.getSnapshot())).toBe('running');
    actor.send({ type: 'EXIT' });
    expect(clockOf(actor.getSnapshot())).toBe('paused');
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'SKILL', skill: 2 });
    expect(clockOf(actor.getSnapshot())).toBe('paused');
    actor.send({ type: 'SKILL_CLOSE' });
    expect(clockOf(actor.getSnapshot())).toBe('running');
    actor.send({ type: 'VISIBILITY', hidden: true });
    expect(clockOf(actor.getSnapshot())).toBe('paused');
    actor.send({ type: 'VISIBILITY', hidden: false });
    actor.send({ type: 'EXIT' });
    actor.send({ type: 'SUBMIT' });
    expect(clockOf(actor.getSnapshot())).toBeNull();
  });
});

describe('a friend challenge (docs/challenges.md): one seeded level, scored, compared', () => {
  it("PLAY_CHALLENGE asks for the seed's level; a win scores 10 000 + seconds left and leaves the ladder and coins alone", async () => {
    const g = start();
    const before = g.actor.getSnapshot().context;
    g.actor.send({ type: 'PLAY_CHALLENGE', seed: 'k3x9a0pq', theirs: { score: 10_100, name: 'Ann' } });
    await flush();
    expect(g.requests.at(-1)).toMatchObject({ challenge: 'k3x9a0pq', day: null, gameLevel: null });
    g.actor.send({ type: 'TICK', deltaMs: 20_400 });
    win(g.actor);
    g.clock.increment(settings.gameOverDelayMs);
    const snap = g.actor.getSnapshot();
    expect(screenOf(snap)).toBe('challenge-result');
    const left = Math.ceil((settings.countdownMs - 20_400) / 1000);
    expect(snap.context.challenge).toEqual({
      seed: 'k3x9a0pq',
      theirs: { score: 10_100, name: 'Ann' },
      score: 10_000 + left,
    });
    expect(snap.context.save.game_level).toBe(before.save.game_level);
    expect(snap.context.gameData.coin1).toBe(before.gameData.coin1);
    g.actor.send({ type: 'HOME' });
    expect(screenOf(g.actor.getSnapshot())).toBe('menu');
  });

  it('a loss goes to the result with no revive, scored by screws placed per mille', async () => {
    const g = start();
    g.actor.send({ type: 'PLAY_CHALLENGE', seed: 'abcdefgh' });
    await flush();
    g.actor.send(screwTap('b0.0'));
    g.actor.send(screwTap('b1.0'));
    g.actor.send({ type: 'TIME_UP' });
    g.clock.increment(settings.gameOverDelayMs);
    const snap = g.actor.getSnapshot();
    expect(screenOf(snap)).toBe('challenge-result');
    expect(snap.context.challenge).toEqual({ seed: 'abcdefgh', theirs: null, score: Math.floor((2 * 1000) / 9) });
    expect(g.ads).toEqual([]);
  });

  it('Play again builds the same level anew after the restart interstitial; the hearts gate refuses without a heart', async () => {
    let hearts = 1;
    const { actor: gated, clock } = start({ heartIsLeft: () => hearts > 0 });
    gated.send({ type: 'PLAY_CHALLENGE', seed: 'abcdefgh' });
    await flush();
    gated.send({ type: 'TIME_UP' });
    clock.increment(settings.gameOverDelayMs);
    gated.send({ type: 'RESTART' });
    await flush();
    expect(gated.getSnapshot().matches({ level: { run: 'playing' } })).toBe(true);
    expect(gated.getSnapshot().context.challenge).toMatchObject({ seed: 'abcdefgh', score: null });
    gated.send({ type: 'HOME' });
    gated.send({ type: 'EXIT' });
    gated.send({ type: 'SUBMIT' });
    hearts = 0;
    gated.send({ type: 'PLAY_CHALLENGE', seed: 'abcdefgh' });
    expect(screenOf(gated.getSnapshot())).toBe('menu');
  });
});

describe('between levels', () => {
  it('Next plays the interstitial as a state of the chart: the win layer stays until it is over', async () => {
    let end: (ok: boolean) => void = () => {};
    const { actor, clock, interstitials } = await startLevel({
      interstitial: () =>
        new Promise<void>((resolve, reject) => (end = (ok) => (ok ? resolve() : reject(new Error('x'))))),
    });
    win(actor);
    clock.increment(settings.gameOverDelayMs);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches({ level: { won: 'interstitial' } })).toBe(true);
    expect(screenOf(actor.getSnapshot())).toBe('win');
    // A second Next while the ad shows does nothing more.
    actor.send({ type: 'NEXT' });
    expect(interstitials).toEqual(['next']);
    end(true);
    await flush();
    await flush();
    expect(actor.getSnapshot().matches({ level: 'run' })).toBe(true);
  });

  it.each([
    [2, ['skip', 'next', 'skip', 'next']],
    [3, ['skip', 'skip', 'next', 'skip']],
  ])(
    'the variant figure interstitialEveryWins = %i decides which Next plays one (wins of this session)',
    async (every, expected) => {
      const { actor, clock, interstitials } = await startLevel({ settings: { interstitialEveryWins: every } });
      const seen: string[] = [];
      for (let i = 0; i < 4; i++) {
        const before = interstitials.length;
        win(actor);
        clock.increment(settings.gameOverDelayMs);
        actor.send({ type: 'NEXT' });
        await flush();
        await flush();
        expect(actor.getSnapshot().matches({ level: 'run' })).toBe(true);
        seen.push(interstitials.length > before ? 'next' : 'skip');
      }
      expect(seen).toEqual(expected);
    },
  );

  it('Restart after a loss plays the restart interstitial; one that fails still restarts', async () => {
    const { actor, clock, interstitials } = await startLevel({
      interstitial: () => Promise.reject(new Error('no fill')),
    });
    actor.send({ type: 'TIME_UP' });
    clock.increment(settings.gameOverDelayMs);
    expect(screenOf(actor.getSnapshot())).toBe('lose-time');
    actor.send({ type: 'RESTART' });
    expect(screenOf(actor.getSnapshot())).toBe('lose-time');
    await flush();
    expect(interstitials).toEqual(['restart']);
    expect(actor.getSnapshot().matches({ level: { run: 'playing' } })).toBe(true);
  });

  it('the hearts gate (provided; variant A always passes) refuses Next and Restart without a heart', async () => {
    let hearts = 0;
    const g = start();
    const gated = createActor(
      gameMachine.provide({
        actors: { loadLevelFile: fromPromise<unknown, LevelRequest>(async () => structuredClone(level)) },
        guards: { heartIsLeft: () => hearts > 0 },
      }),
      { clock: g.clock, input: { settings, save: SCREW_SAVE_DEFAULTS, gameData: defaultGameData(TODAY) } },
    );
    const refused: string[] = [];
    gated.on('play.refused', (e) => void refused.push(e.type));
    gated.start();
    gated.send({ type: 'LOADED' });
    gated.send({ type: 'START' });
    expect(gated.getSnapshot().matches('menu')).toBe(true);
    hearts = 1;
    gated.send({ type: 'START' });
    await flush();
    win(gated);
    g.clock.increment(settings.gameOverDelayMs);
    hearts = 0;
    gated.send({ type: 'NEXT' });
    expect(gated.getSnapshot().matches({ level: { won: 'shown' } })).toBe(true);
    expect(refused).toEqual(['play.refused', 'play.refused']);
  });
});

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

  it("a level whose rules' chunk cannot be loaded says so before its file is asked for, and opens on the next Start", async () => {
    let down = true;
    const { actor, requests, emitted } = start({
      rules: async () => {
        if (down) throw new Error("The game's rules could not be loaded: Failed to fetch dynamically imported module");
      },
    });
    actor.send({ type: 'START' });
    await flush();
    expect(actor.getSnapshot().matches({ level: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.error).toMatch(
      /^Level \d+ could not be loaded: The game's rules could not be loaded: Failed to fetch/,
    );
    expect(requests).toEqual([]);
    expect(emitted.some((e) => e.type === 'level.built')).toBe(false);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches('menu')).toBe(true);

    down = false;
    actor.send({ type: 'START' });
    await flush();
    expect(actor.getSnapshot().matches({ level: { run: 'playing' } })).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it.each([
    [
      'a board 1e10 wide',
      (l: LevelSpec) => (l.boards[3]!.shape = { kind: 'rect', width: 1e10, height: 40 }),
      'boards[3].shape.width: 1e10 is more than 1334',
    ],
    ['a pose at x 1e308', (l: LevelSpec) => (l.boards[0]!.x = 1e308), 'boards[0].x: 1e308 is more than 1500'],
    ['a countdown of 1e20 s', (l: LevelSpec) => (l.countdown = 1e20), 'countdown: 1e20 is more than 3600'],
  ])(
    'a level loaded with %s (test hook, debug panel) shows the bound and a way back',
    async (_name, spoil, message) => {
      const { actor, emitted } = start();
      const json = structuredClone(level);
      spoil(json);
      actor.send({ type: 'LOAD_LEVEL', json });
      await flush();
      expect(actor.getSnapshot().matches({ level: 'failed' })).toBe(true);
      expect(actor.getSnapshot().context.error).toBe(`Level (test): ${message}`);
      expect(emitted.some((e) => e.type === 'level.built')).toBe(false);
      actor.send({ type: 'BACK' });
      expect(actor.getSnapshot().matches('menu')).toBe(true);
    },
  );

  it('a covered screw does not move', async () => {
    const { actor, emitted } = await startLevel();
    actor.send(screwTap('b0.0', true));
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

  it('every win of the ladder posts the session score: the points won since the game opened, best or not', async () => {
    const { actor, clock, sessionPosted } = await startLevel({ save: { score: 0, scoreMax: 500 } });
    win(actor);
    expect(sessionPosted).toEqual([settings.winScore]);
    clock.increment(settings.gameOverDelayMs);
    actor.send({ type: 'NEXT' });
    await flush();
    await flush();
    expect(actor.getSnapshot().matches({ level: 'run' })).toBe(true);
    win(actor);
    expect(sessionPosted).toEqual([settings.winScore, 2 * settings.winScore]);
    expect(actor.getSnapshot().context.sessionScore).toBe(2 * settings.winScore);
  });

  it('a loss posts no session score', async () => {
    const { actor, clock, sessionPosted } = await startLevel();
    actor.send({ type: 'TICK', deltaMs: settings.countdownMs });
    clock.increment(settings.gameOverDelayMs);
    expect(actor.getSnapshot().matches({ level: 'lostTime' })).toBe(true);
    expect(sessionPosted).toEqual([]);
  });

  it('after level 20 the next level file is a random one from 1 to 20', async () => {
    const { actor, clock } = await startLevel({ save: { game_level: 20 } });
    win(actor);
    clock.increment(settings.gameOverDelayMs);
    actor.send({ type: 'NEXT' });
    await flush();
    const { levelNumber, save } = actor.getSnapshot().context;
    expect(save.game_level).toBe(21);
    expect(levelNumber).toBeGreaterThanOrEqual(1);
    expect(levelNumber).toBeLessThanOrEqual(20);
  });

  it('the level request says which game level the file is played for, so that a replay gets a fresh colouring', async () => {
    const { actor, clock, requests } = await startLevel({ save: { game_level: 20 } });
    expect(requests.at(-1)).toMatchObject({ levelNumber: 20, gameLevel: 20 });
    win(actor);
    clock.increment(settings.gameOverDelayMs);
    actor.send({ type: 'NEXT' });
    await flush();
    expect(requests.at(-1)).toMatchObject({ levelNumber: actor.getSnapshot().context.levelNumber, gameLevel: 21 });
  });

  it('lose-full changes neither level nor score; a second game over is ignored', async () => {
    const { actor, clock, persisted } = await startLevel({ save: { game_level: 3, score: 40 } });
    actor.send(screwTap('b3.0'));
    actor.send(screwTap('b6.0'));
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
    actor.send(screwTap('b3.0'));
    actor.send(screwTap('b6.0'));
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
      const { actor, clock, emitted } = await startLevel({ ad });
      actor.send(screwTap('b3.0'));
      actor.send(screwTap('b6.0'));
      clock.increment(settings.gameOverDelayMs);
      actor.send({ type: 'REVIVE' });
      await flush();
      expect(actor.getSnapshot().matches({ level: 'lostFull' })).toBe(true);
      expect(actor.getSnapshot().context.rules!.tray.slots.filter(Boolean)).toHaveLength(2);
      expect(emitted.filter((e) => e.type === 'toast')).toEqual([
        { type: 'toast', text: ad === false ? TIPS.interrupted : TIPS.noAds },
      ]);
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

  it('Home on either lose layer goes to the menu (no dead end without a revive or a heart)', async () => {
    const full = await startLevel();
    full.actor.send(screwTap('b3.0'));
    full.actor.send(screwTap('b6.0'));
    full.actor.send({ type: 'HOME' });
    expect(full.actor.getSnapshot().matches({ level: 'over' })).toBe(true);
    full.clock.increment(settings.gameOverDelayMs);
    expect(screenOf(full.actor.getSnapshot())).toBe('lose-full');
    full.actor.send({ type: 'HOME' });
    expect(screenOf(full.actor.getSnapshot())).toBe('menu');

    const time = await startLevel();
    time.actor.send({ type: 'TICK', deltaMs: settings.countdownMs });
    time.clock.increment(settings.gameOverDelayMs);
    expect(screenOf(time.actor.getSnapshot())).toBe('lose-time');
    time.actor.send({ type: 'HOME' });
    expect(screenOf(time.actor.getSnapshot())).toBe('menu');
    time.actor.send({ type: 'START' });
    await flush();
    expect(time.actor.getSnapshot().matches({ level: { run: 'playing' } })).toBe(true);
  });

  it("a paid revive says so ('level.revived'); one that did not pay says nothing", async () => {
    for (const ad of [true, false] as const) {
      const { actor, clock, emitted } = await startLevel({ ad });
      actor.send({ type: 'TICK', deltaMs: settings.countdownMs });
      clock.increment(settings.gameOverDelayMs);
      actor.send({ type: 'REVIVE' });
      await flush();
      expect(emitted.filter((e) => e.type === 'level.revived')).toHaveLength(ad ? 1 : 0);
    }
  });

  it('restart rebuilds the level and resets the countdown', async () => {
    const { actor, clock } = await startLevel();
    actor.send(screwTap('b0.0'));
    actor.send({ type: 'TICK', deltaMs: settings.countdownMs });
    clock.increment(settings.gameOverDelayMs);
    actor.send({ type: 'RESTART' });
    await flush();
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
    actor.send(screwTap('b0.0'));
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

  it('frozen during a rewarded ad that ends while frozen: the countdown holds until the page resumes (lifecycle runner)', async () => {
    const json = flatLevel([1, 1, 1, 2, 2, 2], { positions: 2, locked: [1] });
    let answer: (r: AdResult) => void = () => {};
    const doc = new FakePageDocument();
    const hidden: boolean[] = [];
    const backs: number[] = [];
    let redraws = 0;
    const presence = pagePresenceActor(() => watchPresence(doc, new FakePageWindow(), fakeHost()), {
      sounds: { setHidden: (h) => hidden.push(h) },
      today: () => (backs.push(1), TODAY),
      redraw: () => redraws++,
    });
    const { actor } = await startLevel({
      json,
      ad: () => new Promise<AdResult>((r) => (answer = r)),
      effects: [{ actors: { pagePresence: presence } }],
    });
    actor.send(boxTap(1));
    doc.freeze();
    answer(true);
    await flush();
    expect(actor.getSnapshot().context.rules!.positions[1]!.locked).toBe(false);
    actor.send({ type: 'TICK', deltaMs: 5_000 });
    expect(remaining(actor)).toBe(settings.countdownMs);
    doc.resume();
    actor.send({ type: 'TICK', deltaMs: 5_000 });
    expect(remaining(actor)).toBe(settings.countdownMs - 5_000);
    expect(hidden).toEqual([true, false]);
    expect(backs).toHaveLength(1);
    // The canvas, drawn only on change, is drawn again on the way back.
    expect(redraws).toBe(1);
  });

  it('the exit layer still holds the countdown after the page comes back (lifecycle runner)', async () => {
    const doc = new FakePageDocument();
    const presence = pagePresenceActor(() => watchPresence(doc, null, null), {
      sounds: { setHidden: () => {} },
      today: () => TODAY,
    });
    const { actor } = await startLevel({ effects: [{ actors: { pagePresence: presence } }] });
    actor.send({ type: 'EXIT' });
    doc.hide();
    doc.show();
    actor.send({ type: 'TICK', deltaMs: 5_000 });
    expect(remaining(actor)).toBe(settings.countdownMs);
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'TICK', deltaMs: 5_000 });
    expect(remaining(actor)).toBe(settings.countdownMs - 5_000);
  });

  it('a level built while the host has paused the game starts held (lifecycle runner)', async () => {
    const host = fakeHost();
    const presence = pagePresenceActor(() => watchPresence(null, null, host), {
      sounds: { setHidden: () => {} },
      today: () => TODAY,
    });
    const g = start({ effects: [{ actors: { pagePresence: presence } }] });
    host.pause();
    g.actor.send({ type: 'START' });
    await flush();
    g.actor.send({ type: 'TICK', deltaMs: 5_000 });
    expect(remaining(g.actor)).toBe(settings.countdownMs);
    host.resume();
    g.actor.send({ type: 'TICK', deltaMs: 5_000 });
    expect(remaining(g.actor)).toBe(settings.countdownMs - 5_000);
  });

  it('unlocking a locked box position through a rewarded ad', async () => {
    const json = flatLevel([1, 1, 1, 2, 2, 2], { positions: 2, locked: [1] });
    const { actor } = await startLevel({ json });
    actor.send(boxTap(1));
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
    await flush();
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
    for (const data of persistedData) {
      expect(isCompleted(data.dailyChallengeCompleteDateArr, { year: 2026, month: 11, day: 18 })).toBe(false);
    }
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
    actor.send(screwTap('b0.0'));
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

describe('skills (spec 4, 5 and 8)', () => {
  /** Skill 0 needs a locked tray slot: the same level with a tray of 2 open slots and 1 locked. */
  const trayLocked = flatLevel([1, 1, 1, 2, 2, 2, 3, 3, 3], { positions: 1, slots: 3, trayLocked: 1 });
  const price = (skill: SkillIndex) => SCREW_SKILLS[skill]!.coins;
  const prop = (skill: SkillIndex) => SCREW_SKILLS[skill]!.prop;
  const view = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.skillView;
  const data = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.gameData;
  const rules = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.rules!;
  const toasts = (emitted: GameEmitted[]) => emitted.flatMap((e) => (e.type === 'toast' ? [e.text] : []));
  const used = (emitted: GameEmitted[]) => emitted.filter((e) => e.type === 'skill.used');

  /** A level where `skill` can apply: a locked tray slot (0), a screw in the tray (1), boards (2). */
  async function skillReady(skill: SkillIndex, opts: StartOptions = {}) {
    const g = await startLevel({ ...(skill === 0 ? { json: trayLocked } : {}), ...opts });
    if (skill === 1) g.actor.send(screwTap('b3.0'));
    return g;
  }

  /** True when the skill's rule was applied on the level of `skillReady` (board b0 for skill 2). */
  function applied(skill: SkillIndex, state: GameState): boolean {
    if (skill === 0) return state.tray.open === 3;
    if (skill === 1) return state.tray.slots.every((s) => s === null) && state.setAside.includes('b3.0');
    return state.boards['b0']!.pins.length === 0 && state.screws['b0.0']!.place.kind === 'box';
  }

  /** After payment, skill 2 waits for a board: tap board b0. */
  function pickBoard(skill: SkillIndex, actor: ReturnType<typeof start>['actor']) {
    if (skill !== 2) return;
    expect(view(actor)).toMatchObject({ stage: 'selectingBoard', prompt: TIPS.selectBoard });
    actor.send(boardTap('b0'));
  }

  it.each(SKILL_INDEXES)('skill %i paid with coins costs its price from the table', async (skill) => {
    const { actor, emitted, persistedData, ads } = await skillReady(skill, { gameData: { coin1: price(skill) + 50 } });
    actor.send({ type: 'SKILL', skill });
    expect(view(actor)).toEqual({
      stage: 'tip',
      skill,
      offer: { skill, props: 0, price: price(skill), canPayCoins: true },
      prompt: null,
    });
    actor.send({ type: 'SKILL_PAY_COINS' });
    pickBoard(skill, actor);
    expect(data(actor).coin1).toBe(50);
    expect(applied(skill, rules(actor))).toBe(true);
    expect(persistedData.at(-1)!.coin1).toBe(50);
    expect(used(emitted)).toEqual([
      { type: 'skill.used', skill, payment: 'coins', boardId: skill === 2 ? 'b0' : null },
    ]);
    expect(emitted.findLast((e) => e.type === 'rules')).toMatchObject({ rules: rules(actor) });
    expect(view(actor)).toBeNull();
    expect(ads).toEqual([]);
  });

  it.each(SKILL_INDEXES)("skill %i: coins short of the price show 'Coins shortage' and cost nothing", async (skill) => {
    const { actor, emitted } = await skillReady(skill, { gameData: { coin1: price(skill) - 1 } });
    const before = rules(actor);
    actor.send({ type: 'SKILL', skill });
    expect(view(actor)!.offer.canPayCoins).toBe(false);
    actor.send({ type: 'SKILL_PAY_COINS' });
    expect(toasts(emitted)).toEqual([TIPS.coinsShortage]);
    expect(view(actor)).toMatchObject({ stage: 'tip' });
    expect(data(actor).coin1).toBe(price(skill) - 1);
    expect(rules(actor)).toBe(before);
    expect(used(emitted)).toEqual([]);
  });

  it.each(SKILL_INDEXES)("skill %i: a held prop shows 'x N' and is spent before coins", async (skill) => {
    const { actor, emitted, ads } = await skillReady(skill, { gameData: { coin1: 1000, [prop(skill)]: 2 } });
    actor.send({ type: 'SKILL', skill });
    expect(view(actor)!.offer).toMatchObject({ props: 2 });
    actor.send({ type: 'SKILL_SUBMIT' });
    pickBoard(skill, actor);
    expect(data(actor)).toMatchObject({ coin1: 1000, [prop(skill)]: 1 });
    expect(applied(skill, rules(actor))).toBe(true);
    expect(used(emitted)[0]).toMatchObject({ payment: 'prop' });
    expect(ads).toEqual([]);
  });

  it.each(SKILL_INDEXES)('skill %i: without a prop, submit plays a rewarded ad that pays for it', async (skill) => {
    const { actor, emitted, ads } = await skillReady(skill, { gameData: { coin1: 1000 } });
    actor.send({ type: 'SKILL', skill });
    actor.send({ type: 'SKILL_SUBMIT' });
    expect(view(actor)).toMatchObject({ stage: 'watchingAd' });
    await flush();
    pickBoard(skill, actor);
    expect(ads).toEqual([`skill-${skill}`]);
    expect(data(actor).coin1).toBe(1000);
    expect(applied(skill, rules(actor))).toBe(true);
    expect(used(emitted)[0]).toMatchObject({ payment: 'ad' });
  });

  const adFailures: [string, AdResult | 'fail', string][] = [
    ['interrupted', { rewarded: false, reason: 'interrupted' }, TIPS.interrupted],
    ['not rewarded', false, TIPS.interrupted],
    ['no ads ready', { rewarded: false, reason: 'no-ads' }, TIPS.noAds],
    ['not ready (platform word)', 'not-ready', TIPS.noAds],
    ['failed to show', { rewarded: false, reason: 'failed' }, TIPS.noAds],
    ['thrown', 'fail', TIPS.noAds],
  ];

  it.each(adFailures)('an ad that is %s gives no effect, costs nothing and says why', async (_, ad, tip) => {
    const { actor, emitted } = await skillReady(1, { ad, gameData: { coin1: 1000 } });
    actor.send({ type: 'SKILL', skill: 1 });
    actor.send({ type: 'SKILL_SUBMIT' });
    await flush();
    expect(toasts(emitted)).toEqual([tip]);
    expect(view(actor)).toMatchObject({ stage: 'tip' });
    expect(rules(actor).tray.slots[0]).toBe('b3.0');
    expect(data(actor).coin1).toBe(1000);
    expect(used(emitted)).toEqual([]);
  });

  it('a skill that cannot apply says why, opens nothing and costs nothing', async () => {
    const { actor, emitted } = await startLevel({ gameData: { coin1: 1000, prop0: 1 } });
    actor.send({ type: 'SKILL', skill: 1 });
    actor.send({ type: 'SKILL', skill: 0 });
    expect(toasts(emitted)).toEqual([TIPS.trayEmpty, TIPS.trayAllOpen]);
    expect(view(actor)).toBeNull();
    actor.send({ type: 'TICK', deltaMs: 1_000 });
    expect(remaining(actor)).toBe(settings.countdownMs - 1_000);
    expect(data(actor)).toMatchObject({ coin1: 1000, prop0: 1 });
    expect(used(emitted)).toEqual([]);
  });

  it('an open tip pauses the countdown and holds screw taps and hints; close resumes at no cost', async () => {
    const { actor, emitted } = await skillReady(0, { gameData: { coin1: 1000 } });
    actor.send({ type: 'SKILL', skill: 0 });
    actor.send({ type: 'TICK', deltaMs: 5_000 });
    expect(remaining(actor)).toBe(settings.countdownMs);
    actor.send(screwTap('b0.0'));
    actor.send({ type: 'HINT', today: TODAY });
    expect(rules(actor).screws['b0.0']!.place.kind).toBe('board');
    expect(actor.getSnapshot().matches({ level: { run: 'playing' } })).toBe(true);
    actor.send({ type: 'SKILL_CLOSE' });
    expect(view(actor)).toBeNull();
    actor.send({ type: 'TICK', deltaMs: 5_000 });
    expect(remaining(actor)).toBe(settings.countdownMs - 5_000);
    expect(data(actor).coin1).toBe(1000);
    expect(used(emitted)).toEqual([]);
  });

  it('the countdown also waits while the skill ad plays', async () => {
    let finish: (r: AdResult) => void = () => {};
    const { actor, emitted } = await skillReady(1, {
      ad: () => new Promise<AdResult>((resolve) => (finish = resolve)),
    });
    actor.send({ type: 'SKILL', skill: 1 });
    actor.send({ type: 'SKILL_SUBMIT' });
    await flush();
    actor.send({ type: 'TICK', deltaMs: 5_000 });
    expect(view(actor)).toMatchObject({ stage: 'watchingAd' });
    expect(remaining(actor)).toBe(settings.countdownMs);
    finish('rewarded');
    await flush();
    expect(applied(1, rules(actor))).toBe(true);
    // A watched video says so (spec 5: 'Reward has been issued').
    expect(toasts(emitted)).toContain(TIPS.rewarded);
    actor.send({ type: 'TICK', deltaMs: 5_000 });
    expect(remaining(actor)).toBe(settings.countdownMs - 5_000);
  });

  it('break-board: only a tap inside a board counts; the board falls and its screws are kept, so the level is won', async () => {
    const { actor, emitted } = await startLevel({ gameData: { coin1: price(2) } });
    actor.send({ type: 'SKILL', skill: 2 });
    actor.send({ type: 'SKILL_PAY_COINS' });
    expect(view(actor)).toMatchObject({ stage: 'selectingBoard', prompt: TIPS.selectBoard });
    actor.send(boardTap(null));
    actor.send(boardTap('no-such-board'));
    actor.send({ type: 'TICK', deltaMs: 5_000 });
    expect(view(actor)).toMatchObject({ stage: 'selectingBoard' });
    expect(rules(actor).screws['b1.0']!.place.kind).toBe('board');
    expect(remaining(actor)).toBe(settings.countdownMs);
    expect(data(actor).coin1).toBe(price(2));
    // b3 holds a colour-2 screw and only the colour-1 box is up: the screw waits, set aside.
    actor.send(boardTap('b3'));
    expect(emitted.findLast((e) => e.type === 'rules')).toMatchObject({
      events: [
        { type: 'ScrewSetAside', screwId: 'b3.0', boardId: 'b3' },
        { type: 'BoardFreed', boardId: 'b3' },
      ],
    });
    expect(data(actor).coin1).toBe(0);
    expect(view(actor)).toBeNull();
    for (const id of ['b0.0', 'b1.0', 'b2.0', 'b4.0', 'b5.0', 'b6.0', 'b7.0', 'b8.0']) {
      actor.send(screwTap(id));
    }
    expect(rules(actor).outcome).toBe('won');
    expect(actor.getSnapshot().matches({ level: 'over' })).toBe(true);
  });

  it('a board being chosen after a prop or coins can be closed at no cost; after a watched ad it must be picked', async () => {
    const coins = await startLevel({ gameData: { coin1: price(2) } });
    coins.actor.send({ type: 'SKILL', skill: 2 });
    coins.actor.send({ type: 'SKILL_PAY_COINS' });
    coins.actor.send({ type: 'SKILL_CLOSE' });
    expect(view(coins.actor)).toBeNull();
    expect(data(coins.actor).coin1).toBe(price(2));

    const ad = await startLevel();
    ad.actor.send({ type: 'SKILL', skill: 2 });
    ad.actor.send({ type: 'SKILL_SUBMIT' });
    await flush();
    ad.actor.send({ type: 'SKILL_CLOSE' });
    expect(view(ad.actor)).toMatchObject({ stage: 'selectingBoard' });
    ad.actor.send(boardTap('b0'));
    expect(rules(ad.actor).boards['b0']!.pins).toEqual([]);
  });

  it('a used skill counts for its task and is saved', async () => {
    const { actor, persistedData } = await skillReady(1, { gameData: { prop1: 1 } });
    actor.send({ type: 'SKILL', skill: 1 });
    actor.send({ type: 'SKILL_SUBMIT' });
    expect(data(actor)).toMatchObject({ prop1: 0, task6: 1 });
    expect(persistedData.at(-1)).toMatchObject({ prop1: 0, task6: 1 });
  });

  it('leaving the level closes an open tip', async () => {
    const { actor } = await skillReady(0, { gameData: { coin1: 1000 } });
    actor.send({ type: 'SKILL', skill: 0 });
    actor.send({ type: 'EXIT' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('menu')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ skillView: null, skillBusy: false });
    expect(data(actor).coin1).toBe(1000);
  });
});

describe('tasks (spec 9)', () => {
  const data = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.gameData;
  const task = (id: string) => SCREW_TASKS.find((t) => t.id === id)!;

  it('a win counts levels won, screws taken, boxes filled and boards freed, capped at each threshold', async () => {
    const { actor, persistedData } = await startLevel({ gameData: { task11: task('task11').threshold - 2 } });
    win(actor);
    expect(data(actor)).toMatchObject({ task1: 1, task9: 3, task8: 9, task11: task('task11').threshold });
    expect(persistedData.at(-1)).toMatchObject({ task1: 1, task9: 3, task8: 9 });
  });

  it('a daily challenge won counts for the daily task and the levels won', async () => {
    const { actor } = start();
    actor.send({ type: 'OPEN_CALENDAR', today: TODAY });
    actor.send({ type: 'PLAY_DAY', day: TODAY });
    await flush();
    win(actor);
    expect(data(actor)).toMatchObject({ task3: 1, task1: 1 });
    expect(isCompleted(data(actor).dailyChallengeCompleteDateArr, TODAY)).toBe(true);
  });

  it('minutes of countdown time count; paused time does not; part minutes carry over', async () => {
    const { actor } = await startLevel();
    actor.send({ type: 'TICK', deltaMs: 70_000 });
    actor.send({ type: 'EXIT' });
    actor.send({ type: 'TICK', deltaMs: 100_000 });
    actor.send({ type: 'SUBMIT' });
    expect(data(actor).task4).toBe(1);
    actor.send({ type: 'START' });
    await flush();
    actor.send({ type: 'TICK', deltaMs: 50_000 });
    actor.send({ type: 'EXIT' });
    actor.send({ type: 'SUBMIT' });
    expect(data(actor).task4).toBe(2);
  });

  it('the task layer: a reached task is claimed once for its reward; others say why not', async () => {
    const { actor, emitted, persistedData } = start({ gameData: { task1: task('task1').threshold } });
    actor.send({ type: 'OPEN_TASKS' });
    expect(screenOf(actor.getSnapshot())).toBe('tasks');
    expect(tasksOf(actor.getSnapshot()).find((r) => r.id === 'task1')).toMatchObject({ claimable: true });
    actor.send({ type: 'CLAIM_TASK', id: 'task3' });
    actor.send({ type: 'CLAIM_TASK', id: 'task1' });
    actor.send({ type: 'CLAIM_TASK', id: 'task1' });
    expect(data(actor)).toMatchObject({ taskListNum: task('task1').reward, tasksClaimed: ['task1'] });
    expect(persistedData.at(-1)).toMatchObject({ taskListNum: task('task1').reward, tasksClaimed: ['task1'] });
    expect(emitted.filter((e) => e.type === 'task.claimed')).toEqual([
      { type: 'task.claimed', id: 'task1', reward: task('task1').reward },
    ]);
    expect(emitted.flatMap((e) => (e.type === 'toast' ? [e.text] : []))).toEqual([
      CLAIM_TIPS['not-reached'],
      CLAIM_TIPS.claimed,
    ]);
    actor.send({ type: 'CLOSE' });
    expect(screenOf(actor.getSnapshot())).toBe('menu');
  });
});

describe('look-ad (spec 2 and 9)', () => {
  const coins = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.gameData.coin1;
  const toasts = (emitted: GameEmitted[]) => emitted.flatMap((e) => (e.type === 'toast' ? [e.text] : []));

  it(`the coin node's look-ad gives ${LOOK_AD_COINS} coins, saved`, async () => {
    const { actor, emitted, persistedData, ads } = start({ gameData: { coin1: 10 } });
    actor.send({ type: 'LOOK_AD' });
    await flush();
    expect(coins(actor)).toBe(10 + LOOK_AD_COINS);
    expect(persistedData.at(-1)!.coin1).toBe(10 + LOOK_AD_COINS);
    expect(toasts(emitted)).toEqual([TIPS.rewarded]);
    expect(ads).toEqual(['look-ad']);
    expect(screenOf(actor.getSnapshot())).toBe('menu');
  });

  it.each([
    [{ rewarded: false, reason: 'interrupted' } as AdResult, TIPS.interrupted],
    ['not-ready' as AdResult, TIPS.noAds],
    ['fail' as const, TIPS.noAds],
  ])('an ad without reward (%j) gives nothing and says why', async (ad, tip) => {
    const { actor, emitted, persistedData } = start({ ad });
    actor.send({ type: 'LOOK_AD' });
    await flush();
    expect(coins(actor)).toBe(0);
    expect(persistedData).toEqual([]);
    expect(toasts(emitted)).toEqual([tip]);
  });

  it("the rank layer's ad-reward panel gives the same coins", async () => {
    const { actor } = start();
    actor.send({ type: 'OPEN_RANK' });
    expect(screenOf(actor.getSnapshot())).toBe('rank');
    actor.send({ type: 'LOOK_AD' });
    await flush();
    expect(coins(actor)).toBe(LOOK_AD_COINS);
    expect(screenOf(actor.getSnapshot())).toBe('rank');
    actor.send({ type: 'CLOSE' });
    expect(screenOf(actor.getSnapshot())).toBe('menu');
  });

  it('during play the countdown waits for the ad; not while a tip is open', async () => {
    const { actor, ads } = await startLevel({ gameData: { coin1: 1000 } });
    actor.send({ type: 'LOOK_AD' });
    expect(actor.getSnapshot().matches({ level: { run: 'lookAd' } })).toBe(true);
    actor.send({ type: 'TICK', deltaMs: 5_000 });
    expect(remaining(actor)).toBe(settings.countdownMs);
    await flush();
    expect(coins(actor)).toBe(1000 + LOOK_AD_COINS);
    actor.send({ type: 'SKILL', skill: 2 });
    actor.send({ type: 'LOOK_AD' });
    expect(ads).toEqual(['look-ad']);
    expect(actor.getSnapshot().matches({ level: { run: 'playing' } })).toBe(true);
  });
});

describe('debug panel', () => {
  it('a changed countdown applies at once to the running level and to the next ones', async () => {
    const { actor } = await startLevel();
    actor.send({ type: 'DEBUG_SET_COUNTDOWN', seconds: 42 });
    expect(remaining(actor)).toBe(42_000);
    expect(actor.getSnapshot().context.settings.countdownMs).toBe(42_000);
  });

  it('a changed revive time is what the next revive adds', async () => {
    const { actor } = await startLevel();
    actor.send({ type: 'DEBUG_SET_REVIVE', seconds: 15 });
    expect(actor.getSnapshot().context.settings.reviveMs).toBe(15_000);
  });
});

describe('host copy of the saves', () => {
  it('while loading, a newer host copy replaces both saves and is written on the device', () => {
    const clock = new SimulatedClock();
    const persisted: ScrewSave[] = [];
    const persistedData: GameData[] = [];
    const actor = createActor(
      gameMachine.provide({
        actions: {
          persist: (_, save) => void persisted.push(save),
          persistGameData: (_, data) => void persistedData.push(data),
        },
      }),
      { clock, input: { settings, save: { ...SCREW_SAVE_DEFAULTS }, gameData: defaultGameData(TODAY) } },
    ).start();
    const save = { ...SCREW_SAVE_DEFAULTS, game_level: 9, score: 160, scoreMax: 160 };
    const gameData = { ...defaultGameData(TODAY), coin1: 700 };
    actor.send({ type: 'RESTORE', save, gameData });
    actor.send({ type: 'LOADED' });
    const { context } = actor.getSnapshot();
    expect(context.save).toEqual(save);
    expect(context.gameData.coin1).toBe(700);
    expect(context.levelNumber).toBe(9);
    expect(persisted.at(-1)).toEqual(save);
    expect(persistedData.at(-1)!.coin1).toBe(700);
  });
});

describe('vibration setting', () => {
  it('the vibration switch flips isVibart and saves it at once', () => {
    const { actor, persistedData } = start();
    expect(actor.getSnapshot().context.gameData.isVibart).toBe(true);
    actor.send({ type: 'TOGGLE_VIBRATION' });
    expect(actor.getSnapshot().context.gameData.isVibart).toBe(false);
    expect(persistedData.at(-1)!.isVibart).toBe(false);
  });
});

describe('variant B figures on the shared chart', () => {
  it("a won level gives the variant's win coins once, and a chart without win coins none", async () => {
    const b = await startLevel({ settings: { winCoins: 100 }, gameData: { coin1: 5 } });
    win(b.actor);
    expect(b.actor.getSnapshot().context.gameData.coin1).toBe(105);
    const a = await startLevel({ gameData: { coin1: 5 } });
    win(a.actor);
    expect(a.actor.getSnapshot().context.gameData.coin1).toBe(5);
  });

  it('the time taken is the countdown time of this try only, from its build to its ending', async () => {
    const { actor, clock } = await startLevel();
    // Time runs out, then a restart of the same level (the countdown lives on across it).
    actor.send({ type: 'TICK', deltaMs: settings.countdownMs });
    clock.increment(settings.gameOverDelayMs);
    expect(actor.getSnapshot().matches({ level: 'lostTime' })).toBe(true);
    actor.send({ type: 'RESTART' });
    await flush();
    expect(actor.getSnapshot().matches({ level: { run: 'playing' } })).toBe(true);
    actor.send({ type: 'TICK', deltaMs: 65_000 });
    win(actor);
    clock.increment(settings.gameOverDelayMs);
    expect(actor.getSnapshot().context.timeTakenMs).toBe(65_000);
  });

  it("a skill that cannot apply says why in the variant's own words (plates and candies)", async () => {
    const words = {
      trayAllOpen: 'Expansion plate are all unlocked',
      trayEmpty: 'There are no candies in the holding plate',
    };
    const { actor, emitted } = await startLevel({ settings: { skillTips: words }, gameData: { prop0: 1 } });
    actor.send({ type: 'SKILL', skill: 1 });
    actor.send({ type: 'SKILL', skill: 0 });
    const said = emitted.flatMap((e) => (e.type === 'toast' ? [e.text] : []));
    expect(said).toEqual([words.trayEmpty, words.trayAllOpen]);
  });

  it('GRANT adds whole, positive coins and props and saves them; anything else is ignored', async () => {
    const { actor, persistedData } = start({ gameData: { coin1: 10, prop0: 1 } });
    actor.send({ type: 'GRANT', reward: { coin1: 200, prop0: 2, prop2: -3, prop1: 1.5 } });
    const data = actor.getSnapshot().context.gameData;
    expect([data.coin1, data.prop0, data.prop1, data.prop2]).toEqual([210, 3, 0, 0]);
    expect(persistedData.at(-1)?.coin1).toBe(210);
  });
});

/** Variant A's reward loop as its config gives it (src/variants/screw.ts). */
const screwRewards: Partial<GameSettings> = {
  winCoins: screwVariant.winCoins,
  winBonus: screwVariant.winBonus,
  taskChests: screwVariant.taskChests,
  tasks: screwVariant.tasks,
  lookAdAsks: screwVariant.lookAdAsks,
};
const TOMORROW = { year: 2026, month: 11, day: 22 };

describe("variant A's reward loop (docs/economy.md)", () => {
  const data = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.gameData;
  const levelCoins = screwVariant.winCoins!;
  const bonus = screwVariant.winBonus!.firstWinOfDayCoins;

  it('a win pays the win coins, and the first win of the day its bonus once, saved', async () => {
    const g = await startLevel({ settings: screwRewards, today: TODAY, gameData: { coin1: 5 } });
    win(g.actor);
    expect(data(g.actor).coin1).toBe(5 + levelCoins + bonus);
    expect(g.actor.getSnapshot().context.winPay).toEqual({
      level: levelCoins,
      firstOfDay: bonus,
      daily: 0,
      coins: levelCoins + bonus,
    });
    expect(g.persistedData.at(-1)).toMatchObject({ coin1: 5 + levelCoins + bonus, firstWinDay: '2026-11-21' });
    g.clock.increment(settings.gameOverDelayMs);
    g.actor.send({ type: 'NEXT' });
    await flush();
    win(g.actor);
    expect(data(g.actor).coin1).toBe(5 + 2 * levelCoins + bonus);
    expect(g.actor.getSnapshot().context.winPay).toMatchObject({ firstOfDay: 0, coins: levelCoins });
    // The next day's first win has its bonus again.
    g.actor.send({ type: 'DAY', today: TOMORROW });
    g.clock.increment(settings.gameOverDelayMs);
    g.actor.send({ type: 'NEXT' });
    await flush();
    win(g.actor);
    expect(data(g.actor).coin1).toBe(5 + 3 * levelCoins + 2 * bonus);
  });

  it('a lost level pays nothing', async () => {
    const { actor } = await startLevel({ settings: screwRewards, today: TODAY });
    actor.send(screwTap('b3.0'));
    actor.send(screwTap('b6.0'));
    expect(data(actor).coin1).toBe(0);
    expect(actor.getSnapshot().context.winPay).toBeNull();
  });

  it("a daily challenge won pays its reward on top of the win's coins", async () => {
    const { actor, sessionPosted } = start({
      settings: screwRewards,
      today: TODAY,
      gameData: { firstWinDay: '2026-11-21' },
    });
    actor.send({ type: 'OPEN_CALENDAR', today: TODAY });
    actor.send({ type: 'PLAY_DAY', day: { year: 2026, month: 11, day: 18 } });
    await flush();
    win(actor);
    // A daily challenge is not the ladder: it earns no score, so no session score is posted.
    expect(sessionPosted).toEqual([]);
    const daily = screwVariant.winBonus!.dailyChallengeCoins;
    expect(data(actor).coin1).toBe(levelCoins + daily);
    expect(actor.getSnapshot().context.winPay).toEqual({
      level: levelCoins,
      firstOfDay: 0,
      daily,
      coins: levelCoins + daily,
    });
  });

  it('task points open the chests once each: coins and props arrive; refusals say why', () => {
    const chests = screwVariant.taskChests!;
    const first = chests[0]!;
    const { actor, emitted, persistedData } = start({
      settings: screwRewards,
      today: TODAY,
      gameData: { taskListNum: first.points - 1, coin1: 10, prop3: 2 },
    });
    actor.send({ type: 'OPEN_TASKS' });
    expect(taskChestsOf(actor.getSnapshot()).map((c) => c.status)).toEqual(['locked', 'locked', 'locked']);
    actor.send({ type: 'CLAIM_CHEST', id: first.id });
    expect(data(actor).coin1).toBe(10);
    expect(emitted.at(-1)).toEqual({ type: 'toast', text: CHEST_TIPS.notEnoughPoints });
    // Claiming a task brings the points over the first chest's.
    const {
      actor: b,
      emitted: be,
      persistedData: bp,
    } = start({
      settings: screwRewards,
      today: TODAY,
      gameData: { taskListNum: first.points, coin1: 10, prop3: 2 },
    });
    b.send({ type: 'OPEN_TASKS' });
    expect(taskChestsOf(b.getSnapshot())[0]!.status).toBe('claimable');
    b.send({ type: 'CLAIM_CHEST', id: first.id });
    expect(data(b)).toMatchObject({
      coin1: 10 + (first.reward.coin1 ?? 0),
      prop3: 2 + (first.reward.prop3 ?? 0),
      chestsClaimed: [first.id],
    });
    expect(bp.at(-1)).toMatchObject({ chestsClaimed: [first.id] });
    expect(be.filter((e) => e.type === 'chest.claimed')).toEqual([
      { type: 'chest.claimed', id: first.id, reward: first.reward },
    ]);
    b.send({ type: 'CLAIM_CHEST', id: first.id });
    expect(be.at(-1)).toEqual({ type: 'toast', text: CHEST_TIPS.received });
    expect(data(b).coin1).toBe(10 + (first.reward.coin1 ?? 0));
    expect(taskChestsOf(b.getSnapshot())[0]!.status).toBe('claimed');
    expect(persistedData).toEqual([]);
  });

  it('a new day resets the counters, the claims, the chests and the points, saved; the same day changes nothing', () => {
    const { actor, persistedData } = start({
      settings: screwRewards,
      today: TODAY,
      gameData: {
        tasksDay: '2026-11-21',
        task1: 5,
        task11: 20,
        taskListNum: 25,
        tasksClaimed: ['task1'],
        chestsClaimed: ['chest1'],
        coin1: 300,
      },
    });
    actor.send({ type: 'DAY', today: TODAY });
    expect(persistedData).toEqual([]);
    expect(data(actor)).toMatchObject({ task1: 5, taskListNum: 25 });
    actor.send({ type: 'DAY', today: TOMORROW });
    expect(data(actor)).toMatchObject({
      task1: 0,
      task11: 0,
      taskListNum: 0,
      tasksClaimed: [],
      chestsClaimed: [],
      tasksDay: '2026-11-22',
      coin1: 300,
    });
    expect(persistedData.at(-1)).toMatchObject({ taskListNum: 0, tasksDay: '2026-11-22' });
  });

  it('a save from an earlier day is reset when the game starts', () => {
    const { actor } = start({
      settings: screwRewards,
      today: TOMORROW,
      gameData: { tasksDay: '2026-11-21', task1: 3, taskListNum: 10, tasksClaimed: ['task3'] },
    });
    expect(data(actor)).toMatchObject({ task1: 0, taskListNum: 0, tasksClaimed: [], tasksDay: '2026-11-22' });
  });
});

describe('best time (the win layer)', () => {
  async function winIn(g: ReturnType<typeof start>, ms: number) {
    g.actor.send({ type: 'TICK', deltaMs: ms });
    win(g.actor);
    return g.actor.getSnapshot().context.bestTime;
  }
  async function replay(g: ReturnType<typeof start>) {
    g.clock.increment(settings.gameOverDelayMs);
    g.actor.send({ type: 'EXIT' });
    g.actor.send({ type: 'LOAD_LEVEL', json: structuredClone(level) });
    await flush();
  }

  it('a first clear sets the best time without a "new best"; only a faster win beats it; saved', async () => {
    const g = await startLevel();
    expect(await winIn(g, 40_000)).toEqual({ ms: 40_000, beaten: false });
    expect(g.persistedData.at(-1)!.bestTimes).toEqual({ [level.id]: 40_000 });
    await replay(g);
    expect(await winIn(g, 50_000)).toEqual({ ms: 40_000, beaten: false });
    await replay(g);
    expect(await winIn(g, 30_000)).toEqual({ ms: 30_000, beaten: true });
    expect(g.actor.getSnapshot().context.gameData.bestTimes).toEqual({ [level.id]: 30_000 });
  });

  it('the score still posts its best to the leaderboard (a score only grows, so it is no badge)', async () => {
    const g = await startLevel({ save: { score: 40, scoreMax: 40 } });
    await winIn(g, 10_000);
    expect(g.posted).toEqual([60]);
  });

  it('a daily challenge keeps no best time (each day is won once)', async () => {
    const g = start();
    g.actor.send({ type: 'OPEN_CALENDAR', today: TODAY });
    g.actor.send({ type: 'PLAY_DAY', day: TODAY });
    await flush();
    expect(await winIn(g, 10_000)).toBeNull();
    expect(g.actor.getSnapshot().context.gameData.bestTimes).toEqual({});
  });
});

describe("the in-game video button asks first (variant A's lookAdAsks)", () => {
  it('it asks and plays no ad; the countdown waits; Cancel resumes with nothing spent', async () => {
    const { actor, ads, persistedData } = await startLevel({ settings: screwRewards, gameData: { coin1: 50 } });
    actor.send({ type: 'LOOK_AD' });
    expect(screenOf(actor.getSnapshot())).toBe('look-ad');
    await flush();
    expect(ads).toEqual([]);
    actor.send({ type: 'TICK', deltaMs: 5_000 });
    expect(remaining(actor)).toBe(settings.countdownMs);
    actor.send(screwTap('b0.0'));
    expect(actor.getSnapshot().context.rules!.screws['b0.0']!.place.kind).toBe('board');
    actor.send({ type: 'LOOK_AD_CANCEL' });
    expect(actor.getSnapshot().matches({ level: { run: 'playing' } })).toBe(true);
    actor.send({ type: 'TICK', deltaMs: 1_000 });
    expect(remaining(actor)).toBe(settings.countdownMs - 1_000);
    expect(actor.getSnapshot().context.gameData.coin1).toBe(50);
    expect(persistedData).toEqual([]);
  });

  it(`Watch plays the ad, which gives ${LOOK_AD_COINS} coins`, async () => {
    const { actor, ads } = await startLevel({ settings: screwRewards, gameData: { coin1: 50 } });
    actor.send({ type: 'LOOK_AD' });
    actor.send({ type: 'LOOK_AD_WATCH' });
    expect(actor.getSnapshot().matches({ level: { run: 'lookAd' } })).toBe(true);
    await flush();
    expect(ads).toEqual(['look-ad']);
    expect(actor.getSnapshot().context.gameData.coin1).toBe(50 + LOOK_AD_COINS);
    expect(actor.getSnapshot().matches({ level: { run: 'playing' } })).toBe(true);
  });
});
