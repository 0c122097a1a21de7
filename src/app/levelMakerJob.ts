// The level maker as a job a worker runs (the web's level maker worker, the mini-game's game worker): it makes
// the level of each order and asks the page for the shipped level files it needs (the page's catalogue knows
// where they are; a mini-game's worker cannot read files at all).
import { makeLevel, type FromLevelMaker, type ToLevelMaker } from './levelOrders';
import { errorMessage } from '../core/errorMessage';
import { onWorkBeat } from '../core/workBeat';

/** The least time between two "still at work" words of one order (the page gives a worker up after 45 s of silence). */
export const WORKING_BEAT_MS = 5_000;

/** Takes the page's messages; answers through `post`. `now` is the worker's clock (for the beats). */
export function levelMakerJob(
  post: (message: FromLevelMaker) => void,
  now: () => number = () => Date.now(),
): (message: ToLevelMaker) => void {
  const files = new Map<string, { resolve: (json: unknown) => void; reject: (error: Error) => void }>();
  // The generator beats once an attempt (src/core/workBeat.ts). Which order it works on is not known (orders
  // wait on level files in turn), so every open order is said to be at work, a word every WORKING_BEAT_MS at
  // most: the page then keeps waiting however long a level takes on a slow or busy device.
  const open = new Set<number>();
  let said = now();
  onWorkBeat(() => {
    if (open.size === 0 || now() - said < WORKING_BEAT_MS) return;
    said = now();
    for (const id of open) post({ type: 'working', id });
  });
  return (message) => {
    if (message.type === 'file') {
      const key = `${message.id}:${message.file}`;
      const waiting = files.get(key);
      files.delete(key);
      if (message.error !== undefined) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.json);
      return;
    }
    const { id, order, levelCount, capacity } = message;
    const loadLevelFile = (file: number) =>
      new Promise<unknown>((resolve, reject) => {
        files.set(`${id}:${file}`, { resolve, reject });
        post({ type: 'need', id, file });
      });
    open.add(id);
    const done = (word: FromLevelMaker) => {
      open.delete(id);
      post(word);
    };
    makeLevel(order, { levelCount, capacity, loadLevelFile }).then(
      (level) => done({ type: 'made', id, level }),
      (error: unknown) => done({ type: 'failed', id, error: errorMessage(error) }),
    );
  };
}
