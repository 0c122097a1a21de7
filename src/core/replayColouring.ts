// A replayed level's fresh colouring (spec 4: past the last level the game plays a random earlier one). The
// file's map (boards, holes, box row, tray) stays; the generator colours it again towards the felt band the file
// measures in, seeded by the game level, so that a replay is a new puzzle and the same game level is the
// same puzzle on every device. Each colouring is proved winnable by the solver before it is kept; when no
// seed gives one, the file's own colouring is played.
import type { DifficultyBand } from './difficulty';
import { measureFeltDifficulty } from './feltDifficulty';
import { generateFromMap, type GenerateOptions } from './generator';
import { mapOf } from './levelMap';
import { hashSeed } from './random';
import { solveLevel } from './solver';
import type { LevelSpec } from './types';

/** Seeds tried, one after another, before falling back to the file's colouring. */
export const REPLAY_SEEDS = 4;

/** Options of {@link replayColouring}. */
export interface ReplayColouringOptions {
  /** Screws per box (the variant's figure, 3 by default). */
  capacity?: number;
  /** Seeds to try (default {@link REPLAY_SEEDS}); 0 plays the file's colouring. */
  seeds?: number;
  /** The generator's own options (attempts, players, state budget). */
  generate?: Omit<GenerateOptions, 'capacity'>;
}

/** A replayed level and how it was made. */
export interface ReplayColouring {
  level: LevelSpec;
  /** The band the colouring aimed at: the felt band of the file's own colouring. */
  band: DifficultyBand;
  /** The seed of the colouring played, or null when the file's own colouring is played. */
  seed: number | null;
}

/** The colours of a level's holes and its box queue, to tell two colourings of one map apart. */
function colouringKey(level: LevelSpec): string {
  return JSON.stringify([level.boards.map((b) => b.holes.map((h) => h.colour)), level.boxes.queue]);
}

/** The seed of try `k` for game level `gameLevel` (the same on every device). */
export function replaySeed(gameLevel: number, k: number): number {
  return hashSeed('replay', gameLevel, k);
}

/**
 * The level to play for game level `gameLevel` when it replays the file `level`: the file's map coloured
 * afresh towards the file's band. Seeds are tried in order (`replaySeed(gameLevel, 0)`, then 1...) until
 * one gives a colouring that differs from the file's and that the solver proves winnable, preferring one in
 * the band; when none does, the file's own level. Ids, names, the countdown and the tutorial flag stay.
 */
export function replayColouring(
  level: LevelSpec,
  gameLevel: number,
  opts: ReplayColouringOptions = {},
): ReplayColouring {
  const capacity = opts.capacity ?? 3;
  const band = measureFeltDifficulty(level, { capacity }).band;
  const seeds = Math.max(0, Math.floor(opts.seeds ?? REPLAY_SEEDS));
  const original = colouringKey(level);
  const map = mapOf(level);
  let outside: { level: LevelSpec; seed: number } | null = null;
  for (let k = 0; k < seeds; k++) {
    const seed = replaySeed(gameLevel, k);
    const generated = generateFromMap(map, seed, band, { ...opts.generate, capacity });
    const made = generated.level;
    if (colouringKey(made) === original) continue;
    if (!solveLevel(made, { capacity }).winnable) continue;
    const kept: LevelSpec = {
      ...level,
      boards: made.boards,
      boxes: { ...level.boxes, queue: made.boxes.queue },
    };
    // The generator's own measure (the felt difficulty, with a budgeted tray-need search) decides the band.
    if (generated.figures.band === band) return { level: kept, band, seed };
    outside ??= { level: kept, seed };
  }
  return outside ? { ...outside, band } : { level, band, seed: null };
}
