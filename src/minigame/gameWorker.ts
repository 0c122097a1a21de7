// The mini-game's game worker (workers/game/index.js of the package; src/platform/miniGameWorker.ts): a mini-game
// runtime runs one worker at a time, so this one script runs every job of the game, the hint search and the level
// maker, each message in an envelope naming its job. The runtime gives a worker script a global `worker` (its
// onMessage and postMessage) and no wx API; the level maker asks the page for the level files it needs.
import { hintJob, type HintRequest } from '../app/hintJob';
import { levelMakerJob } from '../app/levelMakerJob';
import type { ToLevelMaker } from '../app/levelOrders';
import { readJobEnvelope, type MiniGameWorker } from '../platform/miniGameWorker';

/** The runtime's handle on this worker, inside it (WeChat: "在 Worker 线程执行上下文会全局暴露一个 worker 对象"). */
declare const worker: Pick<MiniGameWorker, 'onMessage' | 'postMessage'>;

const answerHint = hintJob((reply) => worker.postMessage({ job: 'hint', data: reply }));
const takeOrder = levelMakerJob((message) => worker.postMessage({ job: 'levelMaker', data: message }));

worker.onMessage((res) => {
  const envelope = readJobEnvelope(res);
  if (!envelope) {
    console.warn('Game worker: a message with no job was dropped.');
    return;
  }
  if (envelope.job === 'hint') answerHint(envelope.data as HintRequest);
  else takeOrder(envelope.data as ToLevelMaker);
});
