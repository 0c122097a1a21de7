// Variant A's saved data (spec section 3): one JSON record under one key, read field by field.
import * as v from 'valibot';
import { flag, isRecord, jsonOf, wholeOr } from './fields';
import { MAX_SAVED_LEVEL, SCORE_MAX } from './saveRanges';
import type { KeyValueStore } from '../platform/storage';
import type { ScrewSave } from '../core/records';

export type { ScrewSave };

/**
 * The record, each field with its fallback: level 1 to 100,000 (else 1), scores 0 to SCORE_MAX (else 0),
 * music and sound on unless saved off. A best score below the score is raised to it.
 */
export const screwSaveSchema = v.pipe(
  v.object({
    game_music: flag(true),
    game_sound: flag(true),
    game_level: wholeOr(1, MAX_SAVED_LEVEL, 1),
    score: wholeOr(0, SCORE_MAX, 0),
    scoreMax: wholeOr(0, SCORE_MAX, 0),
  }),
  v.transform((save): ScrewSave => ({ ...save, scoreMax: Math.max(save.score, save.scoreMax) })),
);

/** Reads a saved record field by field; anything unreadable gives the defaults. Never throws. */
export function parseScrewSave(raw: string | null): ScrewSave {
  const data = jsonOf(raw);
  return v.parse(screwSaveSchema, isRecord(data) ? data : {});
}

/** Defaults of the spec's table. */
export const SCREW_SAVE_DEFAULTS: Readonly<ScrewSave> = parseScrewSave(null);

/** Loads and saves variant A's record under its key. */
export function screwSaveStore(store: KeyValueStore, key: string) {
  return {
    load: (): ScrewSave => parseScrewSave(store.get(key)),
    save: (data: ScrewSave): boolean => store.set(key, JSON.stringify(data)),
  };
}
