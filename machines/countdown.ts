// The level countdown as a statechart: driven by TICK events so tests can step it, paused for named reasons.
import { assign, sendParent, setup } from 'xstate';

/**
 * Why the countdown itself is stopped: the page is hidden or the host paused the game (native wrapper,
 * instant-games or mini-game lifecycle). What the game's own states stop (status UNRUN, the exit layer,
 * an ad, a question, a skill) is told by the game chart's tags instead: it sends TICK only while its
 * clock runs (machines/gameSetup.ts, clockRuns). The other reasons stay for charts that pause it so.
 */
export type PauseReason = 'status' | 'exit' | 'hidden' | 'ad' | 'ask' | 'skill';

export type CountdownEvent =
  | { type: 'TICK'; deltaMs: number }
  | { type: 'PAUSE'; reason: PauseReason }
  | { type: 'RESUME'; reason: PauseReason }
  | { type: 'SET'; ms: number }
  | { type: 'ADD'; ms: number };

export interface CountdownContext {
  remainingMs: number;
  elapsedMs: number;
  pausedBy: PauseReason[];
}

/** Counts down while nothing pauses it; tells the parent TIME_UP once when it reaches 0. */
export const countdownMachine = setup({
  types: {
    context: {} as CountdownContext,
    events: {} as CountdownEvent,
    input: {} as { ms: number; pausedBy?: PauseReason[] },
  },
  guards: {
    nothingPausesIt: ({ context }) => context.pausedBy.length === 0,
    timeIsUp: ({ context }) => context.remainingMs <= 0,
  },
  actions: {
    addReason: assign({
      pausedBy: ({ context, event }) =>
        event.type === 'PAUSE' && !context.pausedBy.includes(event.reason)
          ? [...context.pausedBy, event.reason]
          : context.pausedBy,
    }),
    dropReason: assign({
      pausedBy: ({ context, event }) =>
        event.type === 'RESUME' ? context.pausedBy.filter((r) => r !== event.reason) : context.pausedBy,
    }),
    countDown: assign(({ context, event }) => {
      if (event.type !== 'TICK') return {};
      const step = Math.min(Math.max(0, event.deltaMs), context.remainingMs);
      return { remainingMs: context.remainingMs - step, elapsedMs: context.elapsedMs + step };
    }),
    setTime: assign({
      remainingMs: ({ event, context }) => (event.type === 'SET' ? Math.max(0, event.ms) : context.remainingMs),
    }),
    addTime: assign({
      remainingMs: ({ event, context }) =>
        event.type === 'ADD' ? context.remainingMs + event.ms : context.remainingMs,
    }),
    tellTimeUp: sendParent({ type: 'TIME_UP' }),
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => ({ remainingMs: input.ms, elapsedMs: 0, pausedBy: input.pausedBy ?? [] }),
  initial: 'deciding',
  on: {
    PAUSE: { target: '.deciding', actions: 'addReason' },
    RESUME: { target: '.deciding', actions: 'dropReason' },
    SET: { target: '.deciding', actions: 'setTime' },
    ADD: { target: '.deciding', actions: 'addTime' },
  },
  states: {
    deciding: {
      always: [
        { guard: 'timeIsUp', target: 'expired' },
        { guard: 'nothingPausesIt', target: 'running' },
        { target: 'paused' },
      ],
    },
    running: {
      on: { TICK: { target: 'deciding', actions: 'countDown' } },
    },
    paused: {},
    expired: {
      entry: 'tellTimeUp',
      on: {
        SET: { target: 'deciding', actions: 'setTime' },
        ADD: { target: 'deciding', actions: 'addTime' },
        PAUSE: { actions: 'addReason' },
        RESUME: { actions: 'dropReason' },
      },
    },
  },
});
