// Names the layer on top for a game snapshot, in the spec's words (used by the UI and the test hook).
import type { SnapshotFrom } from 'xstate';
import { taskChestRows, taskRows, type TaskChestRow, type TaskRow } from '../src/core/tasks';
import type { gameMachine } from './game';
import { clockRuns } from './gameSetup';

/** The layer a player sees on top. */
export type ScreenName =
  | 'loading'
  | 'menu'
  | 'settings'
  | 'calendar'
  | 'tasks'
  | 'rank'
  | 'game'
  | 'exit'
  | 'look-ad'
  | 'win'
  | 'lose-full'
  | 'lose-time'
  | 'challenge-result'
  | 'error'
  | 'ad';

/** The top layer of a game snapshot (the ad overlay is the platform's and is added by the caller). */
export function screenOf(snapshot: SnapshotFrom<typeof gameMachine>): Exclude<ScreenName, 'ad'> {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('menu')) return 'menu';
  if (snapshot.matches('settings')) return 'settings';
  if (snapshot.matches('calendar')) return 'calendar';
  if (snapshot.matches('tasks')) return 'tasks';
  if (snapshot.matches('rank')) return 'rank';
  if (snapshot.matches({ level: 'failed' })) return 'error';
  if (snapshot.matches({ level: { run: 'exit' } })) return 'exit';
  if (snapshot.matches({ level: { run: 'lookAdAsk' } })) return 'look-ad';
  if (snapshot.matches({ level: 'won' })) return 'win';
  if (snapshot.matches({ level: 'challengeDone' }) || snapshot.matches({ level: 'interstitial' }))
    return 'challenge-result';
  if (snapshot.matches({ level: 'lostFull' }) || snapshot.matches({ level: 'revivingFull' })) return 'lose-full';
  if (snapshot.matches({ level: 'lostTime' }) || snapshot.matches({ level: 'revivingTime' })) return 'lose-time';
  return 'game';
}

/**
 * The level clock as a player sees it: 'running', 'paused' (the chart stops it: UNRUN, the exit layer, a
 * question, an ad, a skill open; or the countdown is paused: a hidden page) or 'expired'; null outside a
 * level.
 */
export function clockOf(snapshot: SnapshotFrom<typeof gameMachine>): 'running' | 'paused' | 'expired' | null {
  const value = (snapshot.children.countdown?.getSnapshot() as { value?: unknown } | undefined)?.value;
  if (value === undefined) return null;
  if (value === 'expired') return 'expired';
  return value === 'running' && clockRuns(snapshot) ? 'running' : 'paused';
}

/** Game status as the spec names it: RUN while the level runs, else UNRUN. */
export function statusOf(snapshot: SnapshotFrom<typeof gameMachine>): 'RUN' | 'UNRUN' {
  return snapshot.matches({ level: 'run' }) ? 'RUN' : 'UNRUN';
}

/** The task layer's rows (progress, threshold, reward, claimable) from the game's gameData and task table. */
export function tasksOf(snapshot: SnapshotFrom<typeof gameMachine>): TaskRow[] {
  const { gameData, settings } = snapshot.context;
  return settings.tasks ? taskRows(gameData, settings.tasks) : taskRows(gameData);
}

/** The task layer's chests (locked, claimable, claimed) from the game's gameData and chest table. */
export function taskChestsOf(snapshot: SnapshotFrom<typeof gameMachine>): TaskChestRow[] {
  const { gameData, settings } = snapshot.context;
  return taskChestRows(gameData, settings.taskChests ?? []);
}
