// What the app supplies to the game chart with `.provide()` (DESIGN.md: effects as named actions and
// actors): loading a level file, the hint search, the rewarded ad and the interstitial, the hearts gate,
// and saving. Also the chart's settings, read from the variant config.
import { fromPromise, type AnyStateMachine } from 'xstate';
import { gameMachine, withRewardedAd, type GameSettings, type LevelRequest } from '../../machines/game';
import type { AdResult } from '../../machines/rewardedAd';
import { parseChallengeSeed } from '../core/challenge';
import type { HintAnswer } from '../core/hint';
import type { GameState, LevelSpec } from '../core/types';
import type { AdService } from '../platform/adService';
import type { Platform } from '../platform/platform';
import type { VariantConfig } from '../variants/types';
import { bigDailyLevel } from './bigDailyLevel';
import type { CandyMeta } from './candyMeta';
import type { GameEffects } from './gameEffects';
import type { LevelMakerNeeds } from './levelMakerClient';
import { replaysAhead } from './replaysAhead';
import type { AskOptions } from './workerClient';
import type { LevelOrder } from './levelOrders';
import type { LevelCatalog } from './levelCatalog';
import type { UrlOptions } from './urlOptions';
import type { GameData } from '../save/gameData';
import type { ScrewSave } from '../save/screwSave';

/** The chart's settings from the variant config (and a tester's `?countdown=`). */
export function gameSettingsOf(variant: VariantConfig, url: Pick<UrlOptions, 'countdownSeconds'>): GameSettings {
  return {
    levelCount: variant.levelCount,
    boxCapacity: variant.boxCapacity,
    countdownMs: (url.countdownSeconds ?? variant.countdownSeconds) * 1000,
    reviveMs: variant.reviveSeconds * 1000,
    winScore: variant.winScore,
    gameOverDelayMs: variant.gameOverDelayMs,
    skills: variant.skills,
    lookAdCoins: variant.lookAdCoins,
    tasks: variant.tasks,
    ...(variant.winCoins ? { winCoins: variant.winCoins } : {}),
    ...(variant.winBonus ? { winBonus: variant.winBonus } : {}),
    ...(variant.taskChests ? { taskChests: variant.taskChests } : {}),
    ...(variant.lookAdAsks ? { lookAdAsks: true } : {}),
    ...(variant.skillTips ? { skillTips: variant.skillTips } : {}),
    ...(variant.interstitialEveryWins ? { interstitialEveryWins: variant.interstitialEveryWins } : {}),
  };
}

/** What the provided actors and actions act on. */
export interface GameProvisions {
  variant: VariantConfig;
  levels: LevelCatalog;
  findHint: (level: LevelSpec, rules: GameState) => Promise<HintAnswer>;
  /**
   * Makes a generated level (daily, challenge, replay), off the main thread where it can (levelMakerClient.ts);
   * `backgroundOnly`: a level made ahead, in the worker only.
   */
  makeLevel: (order: LevelOrder, needs: LevelMakerNeeds, ask?: AskOptions) => Promise<LevelSpec>;
  adService: Pick<AdService, 'rewarded'>;
  /** The interstitial between levels, when the chart offers one (resolves when it is over or skipped). */
  betweenLevels: (placement: 'next' | 'restart') => Promise<void>;
  platform: Pick<Platform, 'leaderboard'>;
  /** Variant B's meta charts' wiring, once the game chart has started them; null in variant A. */
  meta: () => CandyMeta | null;
  /** Variant B's meta charts, invoked by the game chart (variant A keeps the chart's no-ops). */
  metaCharts?: { hearts: AnyStateMachine; signIn: AnyStateMachine; dailyTasks: AnyStateMachine };
  /** Writes the variant's save record, and the game data record. */
  saveRecord: (save: ScrewSave) => void;
  saveGameData: (data: GameData) => void;
  /** The chart's effect actions and the world's actors (gameEffects.ts); none in a bare chart. */
  effects?: Pick<GameEffects, 'actions' | 'actors'>;
  /** What the scene needs before it can build a level (the physics chunk), loaded with the level's file. */
  prepareScene?: () => Promise<unknown>;
}

/** Loads a level: a tester's JSON, the day's challenge (generated), a replay past the last level, or a file. */
function levelLoader(p: Pick<GameProvisions, 'variant' | 'levels' | 'makeLevel' | 'prepareScene'>) {
  const load = levelFile(p);
  return fromPromise<unknown, LevelRequest>(async ({ input }) => {
    const [json] = await Promise.all([load(input), p.prepareScene?.()]);
    return json;
  });
}

/** The JSON of the level a request names. */
export function levelFile({ variant, levels, makeLevel }: Pick<GameProvisions, 'variant' | 'levels' | 'makeLevel'>) {
  const count = Math.min(variant.levelCount, levels.count);
  const needs = { levelCount: count, capacity: variant.boxCapacity, loadLevelFile: levels.load };
  // Past the last file, each replay is made while the level before it is played (replaysAhead.ts).
  const replays = replaysAhead((gameLevel, ahead) =>
    makeLevel({ kind: 'replay', gameLevel }, needs, { backgroundOnly: ahead }),
  );
  return (input: LevelRequest): unknown => {
    if (input.custom != null) return Promise.resolve(input.custom);
    // Generated levels (the generator and solver stay out of the initial bundle, and run in a worker):
    // a friend challenge's, seeded and the same on every device (docs/challenges.md); a day's; and a replay
    // past the last level, coloured afresh.
    if (input.challenge) {
      const seed = parseChallengeSeed(input.challenge);
      if (!seed) return Promise.reject(new Error(`"${input.challenge}" is not a challenge seed`));
      return makeLevel({ kind: 'challenge', seed }, needs);
    }
    if (input.day) {
      // The last Sunday of a month plays a big level file (no generator); other days a generated one.
      const big = bigDailyLevel(input.day, levels.big);
      return big ? big.json : makeLevel({ kind: 'daily', day: input.day }, needs);
    }
    if (input.gameLevel != null && input.gameLevel > count) return replays.level(input.gameLevel);
    if (input.gameLevel === count) replays.ahead(count + 1);
    return levels.load(input.levelNumber);
  };
}

/** The game chart with the app's actors, guards and actions. */
export function provideGame(p: GameProvisions) {
  return gameMachine.provide({
    actors: {
      loadLevelFile: levelLoader(p),
      findHint: fromPromise<HintAnswer, { level: LevelSpec; rules: GameState }>(({ input }) =>
        p.findHint(input.level, input.rules),
      ),
      ...withRewardedAd(
        fromPromise<AdResult, { placement: string }>(({ input }) => p.adService.rewarded(input.placement)),
      ),
      interstitial: fromPromise<void, { placement: 'next' | 'restart' }>(({ input }) =>
        p.betweenLevels(input.placement),
      ),
      ...p.metaCharts,
      ...p.effects?.actors,
    },
    guards: {
      // Variant B's hearts gate on START, NEXT and RESTART.
      heartIsLeft: () => p.meta()?.canPlay() ?? true,
    },
    actions: {
      tellNoHeart: () => void p.meta()?.mayPlay(),
      persist: (_, save) => p.saveRecord(save),
      postScore: (_, score) => void p.platform.leaderboard.postScore(score),
      postSessionScore: (_, score) => void p.platform.leaderboard.postSessionScore?.(score),
      persistGameData: (_, data) => p.saveGameData(data),
      ...p.effects?.actions,
    },
  });
}
