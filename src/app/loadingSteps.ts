// The steps of loading and their weights in the progress the loading bar and the host are shown (spec 9:
// prefabs 0.3, audio 0.3, sprites 0.2, json 0.2), as this game has them.

/** Each step's share of the loading progress. */
export const LOADING_WEIGHTS = {
  /** The renderer up and the scene's building blocks on it (the chunk of the screens after loading among them). */
  prefabs: 0.3,
  /** The effects and music files fetched and decoded. */
  audio: 0.3,
  /** What the canvas draws its pictures and words with (the fonts; the boards and screws are drawn, not loaded). */
  sprites: 0.2,
  /** The first level's file. */
  json: 0.2,
} as const;

export type LoadingStep = keyof typeof LOADING_WEIGHTS;

/** Every step, in the order of LOADING_WEIGHTS. */
export const LOADING_STEPS = Object.keys(LOADING_WEIGHTS) as LoadingStep[];

/** How long a step may take before loading goes on without it (it keeps loading behind): never a frozen screen. */
export const LOADING_STEP_PATIENCE_MS = 10_000;

/** The progress (0..1) once `done` are finished. */
export function loadingProgressOf(done: Iterable<LoadingStep>): number {
  let sum = 0;
  for (const step of new Set(done)) sum += LOADING_WEIGHTS[step];
  return Math.round(sum * 1000) / 1000;
}
