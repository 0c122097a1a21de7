// Variant B's meta game as children of the game chart: the hearts, sign-in and daily-task charts, invoked
// at its root under system ids, so its overlay opens and closes their popups and its guards ask them.
// Variant A has no meta game: the same ids run a chart that takes every event and does nothing.
import { createMachine, type AnyStateMachine } from 'xstate';
import type { DailyTasksInput } from './dailyTasks';
import type { HeartsInput } from './hearts';
import type { SignInInput } from './signIn';

/** The meta charts' ids (their invoke ids and system ids alike). */
export type MetaChartId = 'hearts' | 'signIn' | 'dailyTasks';

/** What each meta chart starts from (variant B's save); none in variant A. */
export interface MetaInput {
  hearts?: HeartsInput;
  signIn?: SignInInput;
  dailyTasks?: DailyTasksInput;
}

/** A meta chart in a variant that has none. */
export const noMetaChart: AnyStateMachine = createMachine({ id: 'noMeta' });
