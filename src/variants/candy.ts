// Variant B, the candy game: candies instead of screws, plates instead of boxes, a holding plate
// instead of the tray, hearts, a 7-day sign-in and 13 daily tasks (spec sections 1 to 3, 5 and 9).
// The rules are variant A's; only these figures differ.
import { CANDY_HOLDING_SLOTS } from '../core/candyLevel';
import type { SkillTable } from '../core/economy';
import { SCREW_RADIUS } from '../core/levelSchema';
import type { TaskCounter, TaskSpec } from '../core/tasks';
import type { SignInDay, TaskChest, TaskListRow, VariantConfig } from './types';

/**
 * How many level files ship in assets/levels-candy (the number of level files sets the maximum
 * level, spec 3); `npm run levels -- check` and the unit tests hold the two equal.
 */
export const CANDY_LEVEL_COUNT = 32;

/**
 * The skills of variant B: 0 opens an expansion plate (a locked holding-plate slot), 1 clears the
 * holding plate, 2 breaks a board. Spec 2 and 5 name the first two; the coin prices are not given for
 * variant B, so they are variant A's (200, 200, 300).
 */
export const CANDY_SKILLS: SkillTable = [
  { index: 0, effect: 'unlock-tray-slot', prop: 'prop0', coins: 200 },
  { index: 1, effect: 'clear-tray', prop: 'prop1', coins: 200 },
  { index: 2, effect: 'break-board', prop: 'prop2', coins: 300 },
];

/**
 * Variant B's 13 daily tasks in spec order (task0..task12) with the spec's targets and points. The
 * spec names what raises six of them (wins: task0, task2, task7; minutes of play: task5, task10,
 * task12); the other triggers are ours, from the shared trigger list.
 */
export const CANDY_TASK_LIST: readonly TaskListRow[] = [
  { id: 'task0', title: 'Win a level', target: 1, points: 5, trigger: 'levelWon' },
  { id: 'task1', title: 'Fill 5 plates', target: 5, points: 5, trigger: 'boxFilled' },
  { id: 'task2', title: 'Win 3 levels', target: 3, points: 10, trigger: 'levelWon' },
  { id: 'task3', title: 'Win a daily challenge', target: 1, points: 5, trigger: 'dailyWon' },
  { id: 'task4', title: 'Clear 15 boards', target: 15, points: 10, trigger: 'boardFreed' },
  { id: 'task5', title: 'Play for 10 minutes', target: 10, points: 5, trigger: 'minutePlayed' },
  { id: 'task6', title: 'Use 5 props', target: 5, points: 10, trigger: 'skillUsed' },
  { id: 'task7', title: 'Win 5 levels', target: 5, points: 10, trigger: 'levelWon' },
  { id: 'task8', title: 'Take 30 candies', target: 30, points: 10, trigger: 'screwTaken' },
  { id: 'task9', title: 'Fill 10 plates', target: 10, points: 10, trigger: 'boxFilled' },
  { id: 'task10', title: 'Play for 20 minutes', target: 20, points: 15, trigger: 'minutePlayed' },
  { id: 'task11', title: 'Take 50 candies', target: 50, points: 15, trigger: 'screwTaken' },
  { id: 'task12', title: 'Play for 30 minutes', target: 30, points: 20, trigger: 'minutePlayed' },
];

/** The gameData counters the shared task rules can store today (task1..task11). */
const STORED_COUNTERS: ReadonlySet<string> = new Set<TaskCounter>([
  'task1',
  'task2',
  'task3',
  'task4',
  'task5',
  'task6',
  'task7',
  'task8',
  'task9',
  'task10',
  'task11',
]);

/**
 * The rows of CANDY_TASK_LIST that the shared task rules (src/core/tasks) can count: those whose id is
 * a gameData counter. task0 and task12 join once TaskCounter and gameData hold those counters.
 */
export const CANDY_TASKS: readonly TaskSpec[] = CANDY_TASK_LIST.filter(
  (row): row is TaskListRow & { id: TaskCounter; trigger: NonNullable<TaskListRow['trigger']> } =>
    STORED_COUNTERS.has(row.id) && row.trigger !== null,
).map((row) => ({
  id: row.id,
  title: row.title,
  counter: row.id,
  threshold: row.target,
  reward: row.points,
  trigger: row.trigger,
}));

/** The 7-day sign-in rewards, normal and double (spec 9). */
export const CANDY_SIGN_IN_DAYS: readonly SignInDay[] = [
  { normal: { coins: 200 }, double: { coins: 400 } },
  { normal: { prop0: 1 }, double: { prop0: 2 } },
  { normal: { prop2: 1 }, double: { prop2: 2 } },
  { normal: { coins: 500 }, double: { coins: 1000 } },
  { normal: { prop1: 2 }, double: { prop1: 4 } },
  { normal: { prop2: 2 }, double: { prop2: 4 } },
  { normal: { prop0: 1, prop2: 1, coins: 500 }, double: { prop0: 2, prop2: 2, coins: 1000 } },
];

/** The task chests at 40, 70 and 100 points (spec 9). */
export const CANDY_TASK_CHESTS: readonly TaskChest[] = [
  { points: 40, reward: { coins: 300, prop0: 1 } },
  { points: 70, reward: { coins: 500, prop0: 1, prop1: 1, prop2: 1 } },
  { points: 100, reward: { coins: 1000, prop0: 3, prop1: 3, prop2: 3 } },
];

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
  interstitialEveryWins: 2,
  screwSpeed: 3000,
  buttonCooldownMs: 300,
  gameOverDelayMs: 500,
  saveKey: 'screw-puzzle.candy.v1',
  gameDataKey: 'screw-puzzle.candy.gameData.v1',
  skills: CANDY_SKILLS,
  // The leaderboard panel's rewarded ad (spec 9: +200 coins).
  lookAdCoins: 200,
  tasks: CANDY_TASKS,
  screwRadius: SCREW_RADIUS,
  layout: {
    width: 750,
    height: 1334,
    notchAspect: 1.9,
    notchShift: 50,
    boxRow: { y: 240, spacing: 146, width: 132, height: 104 },
    // Seven slots (5 open, 2 expansion plates) fit the 750 design at this spacing.
    tray: { y: 392, spacing: 92, slot: 76 },
    playArea: { top: 460, bottom: 1334 },
    controlsBand: 150,
  },
  physics: {
    gravity: 2400,
    hangingDamping: 0.02,
    pinStiffness: 1,
    stepMs: 1000 / 60,
    maxCatchUpMs: 100,
  },
  // Sweets, each with its own mark so that no colour has to be told by hue alone; the lightness steps
  // keep the pairs that colour-blind eyes confuse (cherry/mint, grape/blueberry, lemon/orange) apart too.
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
  hearts: { max: 20, regenSeconds: 600 },
  signIn: { windowHours: 24, days: CANDY_SIGN_IN_DAYS },
  taskBoard: { list: CANDY_TASK_LIST, maxPoints: 100, chests: CANDY_TASK_CHESTS },
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
  // The spec reads the toast's life as 2 s in one place and 1 s + 0.3 s fade in another: 2 s.
  toast: { fontSize: 30, seconds: 2 },
  ads: { bannerRefreshSeconds: 30, interstitialCooldownSeconds: 30 },
  frameRate: 59,
  skillTips: {
    trayAllOpen: 'Expansion plate are all unlocked',
    trayEmpty: 'There are no candies in the holding plate',
  },
};
