// The level maker as a job a worker runs (the web's level maker worker, the mini-game's game worker): it makes
// the level of each order and asks the page for the shipped level files it needs (the page's catalogue knows
// where they are; a mini-game's worker cannot read files at all).
import { makeLevel, type FromLevelMaker, type ToLevelMaker } from './levelOrders';
import { errorMessage } from '../core/errorMessage';

/** Takes the page's messages; answers through `post`. */
export function levelMakerJob(post: (message: FromLevelMaker) => void): (message: ToLevelMaker) => void {
  const files = new Map<string, { resolve: (json: unknown) => void; reject: (error: Error) => void }>();
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
    makeLevel(order, { levelCount, capacity, loadLevelFile }).then(
      (level) => post({ type: 'made', id, level }),
      (error: unknown) => post({ type: 'failed', id, error: errorMessage(error) }),
    );
  };
}
