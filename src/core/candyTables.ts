// Variant B's tables (spec sections 4, 5 and 9): the hearts' figures, the 7-day sign-in's rewards, the 13 daily
// tasks and their three chests, and their toasts. Apart from the rules that read them (hearts.ts, signIn.ts,
// candyTasks.ts, which re-export them) because variant B's config carries them from the page's start, while those
// rules run only in variant B's meta charts, a chunk the page loads while it starts (app/candyRuntime.ts), and a
// module the first load imports is carried whole.
import type { CandyTaskSpec, ChestSpec } from './candyTasks';
import type { SignInDay } from './signIn';

/** The spec's figures: the only place they are written. */
export const HEARTS = { max: 20, regenSeconds: 600 } as const;

/** The spec's 7-day table: the only place its figures are written. */
export const SIGN_IN_DAYS: readonly SignInDay[] = [
  { day: 1, normal: { coin1: 200 }, double: { coin1: 400 } },
  { day: 2, normal: { prop0: 1 }, double: { prop0: 2 } },
  { day: 3, normal: { prop2: 1 }, double: { prop2: 2 } },
  { day: 4, normal: { coin1: 500 }, double: { coin1: 1000 } },
  { day: 5, normal: { prop1: 2 }, double: { prop1: 4 } },
  { day: 6, normal: { prop2: 2 }, double: { prop2: 4 } },
  { day: 7, normal: { prop0: 1, prop2: 1, coin1: 500 }, double: { prop0: 2, prop2: 2, coin1: 1000 } },
];

/** Variant B's toasts around a rewarded video (spec 5): no ad slot, interrupted, reward given. */
export const CANDY_AD_TIPS = {
  notAvailable: 'This feature is not yet available',
  interrupted: 'Video playback interrupted',
  rewarded: 'Reward has been issued',
} as const;

/** The spec's 13 tasks in order, with its targets and points; triggers as documented above. */
export const CANDY_TASKS: readonly CandyTaskSpec[] = [
  { id: 'task0', title: 'Win {n} level', target: 1, points: 5, trigger: 'levelWon' },
  { id: 'task1', title: 'Use {n} props', target: 5, points: 5, trigger: 'skillUsed' },
  { id: 'task2', title: 'Win {n} levels', target: 3, points: 10, trigger: 'levelWon' },
  { id: 'task3', title: 'Sign in {n} time', target: 1, points: 5, trigger: 'signedIn' },
  { id: 'task4', title: 'Fill {n} plates', target: 15, points: 10, trigger: 'boxFilled' },
  { id: 'task5', title: 'Play for {n} minutes', target: 10, points: 5, trigger: 'minutePlayed' },
  { id: 'task6', title: 'Watch {n} videos', target: 5, points: 10, trigger: 'adWatched' },
  { id: 'task7', title: 'Win {n} levels', target: 5, points: 10, trigger: 'levelWon' },
  { id: 'task8', title: 'Take {n} candies', target: 30, points: 10, trigger: 'screwTaken' },
  { id: 'task9', title: 'Play {n} levels', target: 10, points: 10, trigger: 'levelStarted' },
  { id: 'task10', title: 'Play for {n} minutes', target: 20, points: 15, trigger: 'minutePlayed' },
  { id: 'task11', title: 'Free {n} boards', target: 50, points: 15, trigger: 'boardFreed' },
  { id: 'task12', title: 'Play for {n} minutes', target: 30, points: 20, trigger: 'minutePlayed' },
];

/** The points bar's top: taskListNum never goes above it. */
export const TASK_POINTS_MAX = 100;

/** The spec's three chests: the only place their figures are written. */
export const CANDY_CHESTS: readonly ChestSpec[] = [
  { id: 'Get1', points: 40, reward: { coin1: 300, prop0: 1 } },
  { id: 'Get2', points: 70, reward: { coin1: 500, prop0: 1, prop1: 1, prop2: 1 } },
  { id: 'Get3', points: 100, reward: { coin1: 1000, prop0: 3, prop1: 3, prop2: 3 } },
];

/** The toasts of a refused chest claim (spec 5). */
export const CHEST_TIPS = {
  notEnoughPoints: 'Not enough points',
  received: 'You have received',
} as const;
