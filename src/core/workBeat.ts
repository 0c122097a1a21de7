// A beat from long work. The generator calls `workBeat` once an attempt; a worker that makes levels listens
// (`onWorkBeat`) and tells its page it is still at work, so that a level that takes long on a slow or busy
// device is not taken for a lost worker (src/app/workerClient.ts gives a silent worker up). Nothing listens
// on the main thread, where a beat costs one call.
let listener: (() => void) | null = null;

/** Listens to the beats of the work under way (null: stop). One listener at a time. */
export function onWorkBeat(next: (() => void) | null): void {
  listener = next;
}

/** Says the work under way is still going (the generator, once an attempt). */
export function workBeat(): void {
  listener?.();
}
