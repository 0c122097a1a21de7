// Variant B, the candy game: candies instead of screws, plates instead of boxes, a holding plate
// instead of the tray, hearts, a 7-day sign-in and 13 daily tasks (spec sections 1 to 3, 5 and 9).
// The rules are variant A's; only these figures differ.
import { CANDY_HOLDING_SLOTS } from '../core/holdingPlate';
import { LOOK_AD_COINS, SCREW_SKILLS, TIPS, type SkillTable } from '../core/economy';
import { STAGE_LAYOUT } from '../core/stageLayout';
import { SCREW_RADIUS } from '../core/levelBounds';
import { CANDY_AD_TIPS, CANDY_CHESTS, CANDY_TASKS, HEARTS, SIGN_IN_DAYS, TASK_POINTS_MAX } from '../core/candyTables';
import { CANDY_SAVE_KEY } from '../core/records';
import { LAYER_ADS } from './layerAds';
import type { VariantConfig } from './types';

/**
 * How many level files ship in assets/levels-candy (the number of level files sets the maximum
 * level, spec 3); `npm run levels -- check` and the unit tests hold the two equal.
 */
export const CANDY_LEVEL_COUNT = 32;

/**
 * The skills of variant B: 0 opens an expansion plate (a locked holding-plate slot), 1 clears the
 * holding plate, 2 breaks a board. Spec 2 and 5 name the first two; the coin prices are not given for
 * variant B, so they are variant A's table itself (200, 200, 300), not a copy of it.
 */
export const CANDY_SKILLS: SkillTable = SCREW_SKILLS;

/** Variant B as plain config; every figure the spec gives for it lives here once (or in a core table it names). */
export const candyVariant: VariantConfig = {
  id: 'candy',
  theme: 'candy',
  levelCount: CANDY_LEVEL_COUNT,
  // A plate holds 3 candies, as a box holds 3 screws: the level format and the generator count in threes.
  boxCapacity: 3,
  // The spec gives no countdown for variant B: three minutes, a round figure near variant A's 185 s.
  // A level file may set its own (`countdown`, docs/levels-candy.md).
  countdownSeconds: 180,
  reviveSeconds: 60,
  // Leaderboard score per win (spec 9: 'leaderboard score +20').
  winScore: 20,
  winCoins: 100,
  // The win layer's Share (spec 2: 'buttons next level and share').
  winShare: true,
  // Variant A's reward loop is not B's: B has its sign-in, daily tasks and chests (taskBoard), and its win
  // layer keeps the best score's badge; the in-game video plays at once, as it always has.
  winBonus: { firstWinOfDayCoins: 0, dailyChallengeCoins: 0 },
  taskChests: [],
  bestTimes: false,
  lookAdAsks: false,
  interstitialEveryWins: 2,
  screwSpeed: 3000,
  buttonCooldownMs: 300,
  gameOverDelayMs: 500,
  // One save for everything (spec 3, variant B): the shared chart's records live inside it (src/app/saveAdapter).
  saveFormat: 'candy',
  saveKey: CANDY_SAVE_KEY,
  gameDataKey: CANDY_SAVE_KEY,
  skills: CANDY_SKILLS,
  // The leaderboard panel's rewarded ad (spec 9: +200 coins).
  lookAdCoins: LOOK_AD_COINS,
  // Variant A's achievement tasks are off: variant B has its 13 daily tasks (taskBoard, machines/dailyTasks).
  tasks: [],
  screwRadius: SCREW_RADIUS,
  // The stage layout both variants share; the level checks keep screws and boards clear of its controls.
  layout: STAGE_LAYOUT,
  physics: {
    gravity: 2400,
    hangingDamping: 0.02,
    pinStiffness: 1,
    stepMs: 1000 / 60,
    maxCatchUpMs: 100,
  },
  // Sweets, each with its own mark so that no colour has to be told by hue alone; the lightness steps
  // keep the pairs that colour-blind eyes confuse (cherry/mint, grape/blueberry, lemon/orange) apart too.
  canvasBackground: 0xf4a3c4,
  titleKey: 'app.titleCandy',
  palette: {
    1: { fill: 0xe0314b, mark: 'dot' }, // cherry
    2: { fill: 0x2f6fde, mark: 'bar' }, // blueberry
    3: { fill: 0x2bb673, mark: 'cross' }, // mint
    4: { fill: 0xffd23f, mark: 'ring' }, // lemon
    5: { fill: 0x8e44c9, mark: 'triangle' }, // grape
    6: { fill: 0xff8a1f, mark: 'square' }, // orange
    7: { fill: 0xff8fc8, mark: 'star' }, // bubblegum
  },
  holdingSlots: CANDY_HOLDING_SLOTS,
  timerWarningSeconds: 5,
  hearts: HEARTS,
  signIn: { days: SIGN_IN_DAYS },
  taskBoard: { tasks: CANDY_TASKS, maxPoints: TASK_POINTS_MAX, chests: CANDY_CHESTS },
  loading: {
    legs: [
      { to: 0.8, seconds: 15 },
      { to: 1, seconds: 5 },
    ],
    tipEverySeconds: 3,
    tipCount: 9,
  },
  logoSeconds: 2,
  menuNextLevels: 5,
  miniGameOnlySharing: true,
  startHidesBanner: true,
  // The spec reads the toast's life as 2 s in one place and 1 s + 0.3 s fade in another: 2 s.
  toast: { fontSize: 30, seconds: 2 },
  ads: { bannerRefreshSeconds: 30, interstitialCooldownSeconds: 30, onOpening: LAYER_ADS },
  frameRate: 59,
  toastWords: { [TIPS.noAds]: CANDY_AD_TIPS.notAvailable },
  skillTips: {
    trayAllOpen: 'Expansion plate are all unlocked',
    trayEmpty: 'There are no candies in the holding plate',
  },
};
