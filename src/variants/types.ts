// The shape of a variant: every number, rule switch and theme value the shared game reads.
import type { PhysicsTuning, PlayfieldConfig, ThemeId } from '../core/config';
import type { StageLayout } from '../core/stageLayout';
import type { SkillTable } from '../core/economy';
import type { CandyTaskSpec, ChestSpec } from '../core/candyTasks';
import type { LayerAdTable } from '../core/layerAds';
import type { SignInDay } from '../core/signIn';
import type { TaskChestSpec, TaskSpec } from '../core/tasks';

/** Design-space layout (units of the 750x1334 portrait design): src/core/stageLayout.ts defines it. */
export type Layout = StageLayout;

export type { PhysicsTuning, ThemeId };

/** A whole variant as plain config. */
export interface VariantConfig extends PlayfieldConfig {
  id: 'screw' | 'candy';
  levelCount: number;
  countdownSeconds: number;
  reviveSeconds: number;
  winScore: number;
  buttonCooldownMs: number;
  gameOverDelayMs: number;
  /**
   * How the player's data is kept: 'screw' is variant A's save plus gameData (two keys); 'candy' is
   * variant B's one record of spec 3, which holds the game chart's records too (src/save/candyChartRecords).
   */
  saveFormat: 'screw' | 'candy';
  saveKey: string;
  /** Storage key of the app-level gameData (coins, props, daily challenges, hints). */
  gameDataKey: string;
  /** The three skills: prop counter and coin price of each (src/core/economy). */
  skills: SkillTable;
  /** Coins a watched look-ad (coin node, rank layer) gives. */
  lookAdCoins: number;
  /** The task table: counter, threshold, reward and trigger of each task (src/core/tasks). */
  tasks: readonly TaskSpec[];
  /** The colour around the playfield (the edges of a wide window). */
  canvasBackground: number;
  /** The game's name (share title): an i18n key. */
  titleKey: 'app.title' | 'app.titleCandy';

  // ---- Figures only some variants have (variant B, spec sections 2 and 9); absent: the feature is off. ----

  /** Coins a won level gives. */
  winCoins?: number;
  /** Coins added to a win: the first win of the player's day, a daily challenge won (variant A, docs/economy.md). */
  winBonus?: { firstWinOfDayCoins: number; dailyChallengeCoins: number };
  /** Chests on the task layer's points bar, opened once a day for coins and props (variant A; B's are in taskBoard). */
  taskChests?: readonly TaskChestSpec[];
  /**
   * The win layer shows the level's best time and 'New best time!' only when it was beaten, in place of
   * the best score's 'New best!' (a score only grows, so that badge came with every win).
   */
  bestTimes?: boolean;
  /** The win layer has a Share button. */
  winShare?: boolean;
  /** The in-game video button of the coin node says what it gives and asks (Watch / Cancel) before the ad. */
  lookAdAsks?: boolean;
  /** An interstitial ad after every n-th win. */
  interstitialEveryWins?: number;
  /** Holding slots (the tray; variant B's holding plate): open at the start and at most, after expansions. */
  holdingSlots?: { initial: number; max: number };
  /** Seconds left from which the countdown loops its ticking warning sound (spec: 5). */
  timerWarningSeconds: number;
  /** The heart (energy) system: most hearts, and seconds per regenerated heart (offline time counts). */
  hearts?: { max: number; regenSeconds: number };
  /** The sign-in cycle: one entry per day, claimable once per 24-hour window (src/core/signIn). */
  signIn?: { days: readonly SignInDay[] };
  /** The full task list in spec order, the task points cap and the chests. */
  taskBoard?: { tasks: readonly CandyTaskSpec[]; maxPoints: number; chests: readonly ChestSpec[] };
  /** Loading screen: the bar's two legs (share reached, seconds) and how often the tip rotates. */
  loading?: { legs: readonly { to: number; seconds: number }[]; tipEverySeconds: number; tipCount: number };
  /** Seconds the logo scene shows before the game scene loads. */
  logoSeconds?: number;
  /** Level numbers the menu shows after the current one; with it, the menu also has share and more games. */
  menuNextLevels?: number;
  /** Share and more games only work on a mini-game platform (spec 5: 'Only supported on mini-game platform'). */
  miniGameOnlySharing?: boolean;
  /** Start hides the banner (spec 2); the menu brings it back. */
  startHidesBanner?: boolean;
  /** Toast look and life: font size (design px), seconds on screen. */
  toast: { fontSize: number; seconds: number };
  /**
   * Ads: banner (and custom-ad) refresh seconds, the interstitial cooldown, and the ad each of the rank, win,
   * lose-time and settings layers opens with (spec 2; src/core/layerAds).
   */
  ads: { bannerRefreshSeconds: number; interstitialCooldownSeconds: number; onOpening: LayerAdTable };
  /** Target frame rate of the canvas (variant B: 59); the display's own rate when absent. */
  frameRate?: number;
  /**
   * Toasts the variant words differently, shared text to the variant's (variant B: a rewarded video with
   * no ad to show says 'This feature is not yet available', spec 5).
   */
  toastWords?: Readonly<Record<string, string>>;
  /** The variant's own words for the skill blockers (spec 5), where they differ from the shared tips. */
  skillTips?: { trayAllOpen: string; trayEmpty: string };
}
