// The allData string a host keeps for the player (instant games' getDataAsync/setDataAsync, spec
// section 7): the screw save and the gameData in one JSON record, stamped with when it was written,
// so that the newer of the device's copy and the cloud's copy wins at start-up.
import * as v from 'valibot';
import { timeOr } from './fields';
import { parseGameData, type GameData } from './gameData';
import { parseScrewSave, type ScrewSave } from './screwSave';
import type { KeyValueStore } from '../platform/storage';

/** The record's format version. */
export const ALL_DATA_VERSION = 1;

/** Where the device keeps the time of its last write (ms since the epoch). */
export const SAVED_AT_KEY = 'screw-puzzle.savedAt';

/** Both saves and when they were written. */
export interface AllData {
  savedAt: number;
  save: ScrewSave;
  gameData: GameData;
}

/** The allData string for the host. */
export function serializeAllData(save: ScrewSave, gameData: GameData, savedAt: number): string {
  return JSON.stringify({ version: ALL_DATA_VERSION, savedAt, screw: save, gameData });
}

/**
 * Reads an allData string defensively: null when it is missing, not JSON, or carries no saves. A write
 * time later than a few days after `now` reads as 0 (never), so a copy stamped in the far future cannot
 * win over every later write.
 */
export function parseAllData(raw: string | null, now: number = Date.now()): AllData | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  if (!record.screw || typeof record.screw !== 'object') return null;
  const savedAt = typeof record.savedAt === 'number' ? v.parse(timeOr(now), record.savedAt) : 0;
  return {
    savedAt,
    save: parseScrewSave(JSON.stringify(record.screw)),
    gameData: parseGameData(record.gameData ?? {}),
  };
}

/** When the device last wrote its saves (0 when never, unreadable, or later than a few days after `now`). */
export function readSavedAt(store: KeyValueStore, now: number = Date.now()): number {
  return v.parse(timeOr(now), store.get(SAVED_AT_KEY));
}

/** Records the time of a write on the device. */
export function writeSavedAt(store: KeyValueStore, at: number): void {
  store.set(SAVED_AT_KEY, String(at));
}

/** The cloud copy to adopt at start-up: only one written after the device's own last write. */
export function newerCloudCopy(cloud: AllData | null, deviceSavedAt: number): AllData | null {
  return cloud && cloud.savedAt > deviceSavedAt ? cloud : null;
}
