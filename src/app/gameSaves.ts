// Where the game's records live: the device store (with a last good copy of each record), variant A's two
// records plus the host's allData copy, or variant B's one save that holds the chart's records inside it.
import type { DayKey } from '../core/calendar';
import type { HostStorage, Platform } from '../platform/platform';
import { browserStorage, safeStore, type KeyValueStore } from '../platform/storage';
import { serializeAllData, writeSavedAt } from '../save/allData';
import type { CandySaveWriter } from '../save/candySave';
import { loadGameData, saveGameData, type GameData } from '../save/gameData';
import { withSaveBackups } from '../save/saveBackup';
import { screwSaveStore, type ScrewSave } from '../save/screwSave';
import type { VariantConfig } from '../variants/types';

/**
 * The store of the game's records (the browser's storage, or the host's where it keeps them: `backing`),
 * and the keys of records that could be read in neither copy (told once, on the menu).
 */
export function openStore(
  variant: VariantConfig,
  backing: HostStorage | null = browserStorage(),
): { store: KeyValueStore; unreadable: string[] } {
  const unreadable: string[] = [];
  // Both variants' save records keep a last good copy, read when the record itself cannot be.
  const store = withSaveBackups(safeStore(backing), [variant.saveKey, variant.gameDataKey], (key) =>
    unreadable.push(key),
  );
  return { store, unreadable };
}

/** The chart's two records as they stand now (for the allData copy, which carries both). */
type CurrentRecords = () => { save: ScrewSave; gameData: GameData };

/**
 * The variant's saves. Variant A: every write goes to the device at once and, as one allData string
 * stamped with the time, to the host (which writes its cloud copy at most every 30 s, only when changed).
 * Variant B keeps everything in its one save (spec 3), whose writer sends the cloud copy.
 */
export async function createGameSaves(variant: VariantConfig, store: KeyValueStore, platform: Platform) {
  const candy = variant.saveFormat === 'candy' ? await import('./candyRuntime') : null;
  const candySave: CandySaveWriter | null = candy
    ? candy.createCandySaveWriter(store, platform, undefined, { key: variant.saveKey })
    : null;
  const saves = screwSaveStore(store, variant.saveKey);
  let current: CurrentRecords = () => ({ save: saves.load(), gameData: loadGameData(store, variant.gameDataKey) });
  const syncAllData = (changed: { save?: ScrewSave; gameData?: GameData }) => {
    const now = Date.now();
    writeSavedAt(store, now);
    const { save, gameData } = current();
    platform.saveData(serializeAllData(changed.save ?? save, changed.gameData ?? gameData, now));
  };
  return {
    candy,
    candySave,
    /** The records the chart starts from. */
    load: (today: DayKey) =>
      candy && candySave
        ? candy.chartRecordsOf(candySave.get(), today)
        : { save: saves.load(), gameData: loadGameData(store, variant.gameDataKey, today) },
    /** From now on the allData copy reads the chart's records (set once the game actor exists). */
    follow: (records: CurrentRecords) => {
      current = records;
    },
    saveRecord: (save: ScrewSave) => {
      if (candy && candySave) return void candySave.patch(candy.candyPatchOfSave(save));
      saves.save(save);
      syncAllData({ save });
    },
    saveGameData: (data: GameData) => {
      if (candy && candySave) return void candySave.patch(candy.candyPatchOfGameData(data));
      saveGameData(store, variant.gameDataKey, data);
      syncAllData({ gameData: data });
    },
  };
}
