import { describe, expect, it, vi } from 'vitest';
import { parseScrewSave, SCREW_SAVE_DEFAULTS, screwSaveStore } from '../../../src/save/screwSave';
import { safeStore } from '../../../src/platform/storage';

describe('variant A save parser', () => {
  it('gives the spec defaults when nothing is saved', () => {
    expect(parseScrewSave(null)).toEqual({ game_music: true, game_sound: true, game_level: 1, score: 0, scoreMax: 0 });
  });

  it.each(['{', 'null', '[]', '"text"', '42', 'undefined'])('survives corrupt JSON %s', (raw) => {
    expect(parseScrewSave(raw)).toEqual(SCREW_SAVE_DEFAULTS);
  });

  it('falls back field by field: invalid numbers to level 1 and score 0, music and sound to on', () => {
    const raw = '{"game_music":"maybe","game_sound":null,"game_level":-4,"score":"NaN","scoreMax":1e400}';
    expect(parseScrewSave(raw)).toEqual(SCREW_SAVE_DEFAULTS);
    expect(parseScrewSave(JSON.stringify({ game_level: 2.5, score: -20 }))).toMatchObject({ game_level: 1, score: 0 });
  });

  it('keeps good values, also when stored as strings as older builds did', () => {
    const raw = JSON.stringify({ game_music: false, game_sound: 'false', game_level: '7', score: 120, scoreMax: 140 });
    expect(parseScrewSave(raw)).toEqual({
      game_music: false,
      game_sound: false,
      game_level: 7,
      score: 120,
      scoreMax: 140,
    });
  });

  it('never lets the best score sit below the score', () => {
    expect(parseScrewSave(JSON.stringify({ score: 60, scoreMax: 'x' })).scoreMax).toBe(60);
  });
});

describe('storage that throws', () => {
  it('keeps the game playable: reads give defaults, writes report false and keep the value for this visit', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = screwSaveStore(safeStore(throwing), 'k');
    expect(store.load()).toEqual(SCREW_SAVE_DEFAULTS);
    const data = { ...SCREW_SAVE_DEFAULTS, game_level: 3 };
    expect(store.save(data)).toBe(false);
    expect(store.load().game_level).toBe(3);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('round-trips through working storage', () => {
    const map = new Map<string, string>();
    const store = screwSaveStore(
      safeStore({ getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) }),
      'k',
    );
    store.save({ game_music: false, game_sound: true, game_level: 4, score: 60, scoreMax: 80 });
    expect(store.load()).toEqual({ game_music: false, game_sound: true, game_level: 4, score: 60, scoreMax: 80 });
  });
});
