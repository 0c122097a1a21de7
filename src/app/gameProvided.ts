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
import type { CandyMeta } from './candyMeta';
import type { GameEffects } from './gameEffects';
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
}

/** Loads a level: a tester's JSON, the day's challenge (generated), a replay past the last level, or a file. */
function levelLoader({ variant, levels }: Pick<GameProvisions, 'variant' | 'levels'>) {
  return fromPromise<unknown, LevelRequest>(({ input }) => {
    if (input.custom != null) return Promise.resolve(input.custom);
    const count = Math.min(variant.levelCount, levels.count);
    const maker = { levelCount: count, capacity: variant.boxCapacity, loadLevelFile: levels.load };
    if (input.challenge) {
      // A friend challenge's level: seeded, the same on every device (docs/challenges.md); a lazy chunk.
      const seed = parseChallengeSeed(input.challenge);
      if (!seed) return Promise.reject(new Error(`"${input.challenge}" is not a challenge seed`));
      return import('../core/challengeLevel').then(({ makeChallengeLevel }) => makeChallengeLevel(seed, maker));
    }
    if (input.day) {
      // The generator and solver load only when a daily challenge is opened (not in the initial bundle).
      const day = input.day;
      return import('./dailyLevel').then(({ makeDailyLevel }) => makeDailyLevel(day, maker));
    }
    if (input.gameLevel != null && input.gameLevel > count) {
      // A replay past the last level gets a fresh colouring; the generator loads only then.
      const gameLevel = input.gameLevel;
      return import('./replayLevel').then(({ makeReplayLevel }) => makeReplayLevel(gameLevel, maker));
    }
    return levels.load(input.levelNumber);
  });
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
