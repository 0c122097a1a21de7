// Variant A's saved data (spec section 3): one JSON record under one key, read defensively.
import type { KeyValueStore } from './storage';

/** The saved fields exactly as the spec's variant A table names them. */
export interface ScrewSave {
  game_music: boolean;
  game_sound: boolean;
  game_level: number;
  score: number;
  scoreMax: number;
}

/** Defaults of the spec's table. */
export const SCREW_SAVE_DEFAULTS: Readonly<ScrewSave> = {
  game_music: true,
  game_sound: true,
  game_level: 1,
  score: 0,
  scoreMax: 0,
};

function wholeAtLeast(value: unknown, min: number): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && Number.isInteger(n) && n >= min ? n : null;
}

function flag(value: unknown): boolean {
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  return true;
}

/**
 * Reads a saved record field by field: invalid numbers fall back to level 1 and score 0, music and
 * sound to on. A best score below the score is raised to it. Never throws.
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
  const score = wholeAtLeast(data.score, 0) ?? SCREW_SAVE_DEFAULTS.score;
  const scoreMax = wholeAtLeast(data.scoreMax, 0) ?? SCREW_SAVE_DEFAULTS.scoreMax;
  return {
    game_music: flag(data.game_music),
    game_sound: flag(data.game_sound),
    game_level: wholeAtLeast(data.game_level, 1) ?? SCREW_SAVE_DEFAULTS.game_level,
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
