// The hint search off the main thread: the solver may visit a few hundred thousand positions, and a
// player never waits on a frozen screen.
import { hintJob, type HintReply, type HintRequest } from './hintJob';

export type { HintReply, HintRequest } from './hintJob';

const scope = self as unknown as {
  postMessage(message: HintReply): void;
  onmessage: ((event: MessageEvent<HintRequest>) => void) | null;
};
const answer = hintJob((reply) => scope.postMessage(reply));
scope.onmessage = (event) => answer(event.data);
