// The hint search off the main thread: the solver may visit a few hundred thousand positions, and a
// player never waits on a frozen screen.
import { hintFor, type HintAnswer } from '../core/hint';
import type { GameState, LevelSpec } from '../core/types';
import { errorMessage } from '../core/errorMessage';

/** A question to the worker. */
export interface HintRequest {
  id: number;
  level: LevelSpec;
  rules: GameState;
}

/** The worker's reply to one request. */
export type HintReply = { id: number; answer: HintAnswer } | { id: number; error: string };

self.onmessage = (event: MessageEvent<HintRequest>) => {
  const { id, level, rules } = event.data;
  let reply: HintReply;
  try {
    reply = { id, answer: hintFor(level, rules) };
  } catch (error) {
    reply = { id, error: errorMessage(error) };
  }
  self.postMessage(reply);
};
