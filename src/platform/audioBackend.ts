// What the game's sound bank needs from the runtime's audio: sprite sounds it can start, pause and stop, one
// switch that silences everything, and a context to resume inside a gesture. howler gives it on the web
// (howlerAudio.ts); a mini-game's inner audio context would give it there.

/** howler's sprite option: name → [offset ms, duration ms, loop?]. */
export type Sprite = Record<string, [number, number] | [number, number, boolean]>;

/** The little of a Howl the bank uses (tests pass a fake). */
export interface HowlLike {
  /** Starts a sprite by name (returns the new sound's id) or resumes a paused sound by id. */
  play(spriteOrId: string | number): number;
  pause(id: number): unknown;
  /** Stops one sound, or every sound of the Howl without an id. */
  stop(id?: number): unknown;
}

/** One sound file cut into sprites, and what to call when it has loaded or failed. */
export interface HowlOptions {
  src: string;
  sprite: Sprite;
  volume: number;
  onload(): void;
  onloaderror(error: unknown): void;
}

/** Makes one sprite sound from a file. */
export type HowlFactory = (options: HowlOptions) => HowlLike;

/** The runtime's audio, as the sound bank uses it (tests pass a fake). */
export interface AudioBackend {
  /**
   * Loads what createHowl needs, when it is not in the page yet (howler is fetched as its own chunk
   * on the first sound, out of the initial JS). A rejection means the game plays without sound.
   */
  prepare?(): Promise<void>;
  createHowl: HowlFactory;
  /** Silences (or restores) every sound at once. */
  muteAll(muted: boolean): void;
  /** Called inside a user gesture: resumes a suspended audio context. */
  resumeContext(): void;
}

/** Audio that plays nothing and loads at once (a runtime without sound, and the memory device). */
export const silentAudio: AudioBackend = {
  createHowl: (options) => {
    queueMicrotask(() => options.onload());
    return { play: () => 0, pause: () => undefined, stop: () => undefined };
  },
  muteAll: () => undefined,
  resumeContext: () => undefined,
};
