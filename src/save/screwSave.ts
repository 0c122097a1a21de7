// Variant A's saved data (spec section 3): one JSON record under one key, read defensively.
import { MAX_SAVED_LEVEL, SCORE_MAX, wholeIn } from './saveRanges';
import type { KeyValueStore } from '../platform/storage';
import type { ScrewSave } from '../core/records';

export type { ScrewSave };

/** Defaults of the spec's table. */
export const SCREW_SAVE_DEFAULTS: Readonly<ScrewSave> = {
  game_music: true,
  game_sound: true,
  game_level: 1,
  score: 0,
  scoreMax: 0,
};

function flag(value: unknown): boolean {
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  return true;
}

/**
 * Reads a saved record field by field: invalid or out-of-range numbers (src/save/saveRanges: level 1 to
 * 100,000, scores 0 to SCORE_MAX) fall back to level 1 and score 0, music and sound to on. A best score
 * below the score is raised to it. Never throws.
 */
export function parseScrewSave(raw: string | null): ScrewSave {
  let data: Record<string, unknown> = {};
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) data = parsed as Record<string, unknown>;
    } catch {
      data = {};
    }
  }
  const score = wholeIn(data.score, 0, SCORE_MAX) ?? SCREW_SAVE_DEFAULTS.score;
  const scoreMax = wholeIn(data.scoreMax, 0, SCORE_MAX) ?? SCREW_SAVE_DEFAULTS.scoreMax;
  return {
    game_music: flag(data.game_music),
    game_sound: flag(data.game_sound),
    game_level: wholeIn(data.game_level, 1, MAX_SAVED_LEVEL) ?? SCREW_SAVE_DEFAULTS.game_level,
    score,
    scoreMax: Math.max(score, scoreMax),
  };
}

/** Loads and saves variant A's record under its key. */
export function screwSaveStore(store: KeyValueStore, key: string) {
  return {
    load: (): ScrewSave => parseScrewSave(store.get(key)),
    save: (data: ScrewSave): boolean => store.set(key, JSON.stringify(data)),
  };
}
