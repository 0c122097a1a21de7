// Generated levels off the main thread: the daily challenge, a friend challenge and a replay past the last
// level are coloured by the generator, which proves each attempt with the solver and measures it with the
// simulated players (a second or more on a slow phone); a player never waits on a frozen screen. The worker
// asks the page for the shipped level files it needs (the page's catalogue knows where they are).
import { makeLevel, type FromLevelMaker, type ToLevelMaker } from './levelOrders';
import { errorMessage } from '../core/errorMessage';

const scope = self as unknown as {
  postMessage(message: FromLevelMaker): void;
  onmessage: ((event: MessageEvent<ToLevelMaker>) => void) | null;
};
const files = new Map<string, { resolve: (json: unknown) => void; reject: (error: Error) => void }>();
const post = (message: FromLevelMaker) => scope.postMessage(message);

scope.onmessage = (event) => {
  const message = event.data;
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
