// The statechart inspector for testers (`?inspect`): loaded only when asked for, never in the initial
// bundle. Every actor of the game's system (game, countdown, skills, and what they spawn) reports to
// the Stately inspector, which opens in its own window.
import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent } from 'xstate';
import { device } from '../platform/currentDevice';

/** What the runtime hands to `createActor({ inspect })`. */
export interface StartedInspector {
  inspect: (event: InspectionEvent) => void;
  stop(): void;
}

/** Opens the inspector window and returns the hook every actor reports through. */
export function startInspector(): StartedInspector {
  const inspector = createBrowserInspector({ autoStart: true });
  device().globals().__inspector = true;
  return {
    inspect: (event) => inspector.inspect.next?.(event),
    stop: () => inspector.stop(),
  };
}
