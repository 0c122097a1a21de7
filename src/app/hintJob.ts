// The hint search as a job a worker runs (the web's hint worker, the mini-game's game worker): each question
// answered with the next tap or the reason it failed.
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

/** Answers each question through `post`. */
export function hintJob(post: (reply: HintReply) => void): (request: HintRequest) => void {
  return ({ id, level, rules }) => {
    let reply: HintReply;
    try {
      reply = { id, answer: hintFor(level, rules) };
    } catch (error) {
      reply = { id, error: errorMessage(error) };
    }
    post(reply);
  };
}
