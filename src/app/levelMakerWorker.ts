// Generated levels off the main thread: the daily challenge, a friend challenge and a replay past the last
// level are coloured by the generator, which proves each attempt with the solver and measures it with the
// simulated players (a second or more on a slow phone); a player never waits on a frozen screen.
import type { FromLevelMaker, ToLevelMaker } from './levelOrders';
import { levelMakerJob } from './levelMakerJob';

const scope = self as unknown as {
  postMessage(message: FromLevelMaker): void;
  onmessage: ((event: MessageEvent<ToLevelMaker>) => void) | null;
};
const take = levelMakerJob((message) => scope.postMessage(message));
scope.onmessage = (event) => take(event.data);
