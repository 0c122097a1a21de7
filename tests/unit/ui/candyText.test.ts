// Variant B's words and numbers that its canvas layers show (spec 2, 4, 5 and 9): the title's split, the
// loading tips' keys, the time to the next heart, and the time taken on the win and lose-time layers. The layers
// themselves are drawn on the canvas and tested in tests/unit/ui/canvas (signIn, tasks, hearts, award, logo).
import { describe, expect, it } from 'vitest';
import { ENGLISH, isMessageKey, type MessageKey } from '../../../src/i18n';
import { formatHeartTimer, formatTimeTaken, loadingTipKey, splitTitle } from '../../../src/ui';

describe('logo and title', () => {
  it('the name is cut into two even lines, at a space, a hyphen, or in half for CJK', () => {
    expect(splitTitle('Screw Puzzle')).toEqual(['Screw', 'Puzzle']);
    expect(splitTitle('Puzzle de tornillos')).toEqual(['Puzzle de', 'tornillos']);
    expect(splitTitle('Schrauben-Puzzle')).toEqual(['Schrauben-', 'Puzzle']);
    expect(splitTitle('糖果大作战')).toEqual(['糖果大', '作战']);
    expect(splitTitle('Skroefraaisel')).toEqual(['Skroefraaisel', '']);
  });
});

describe('loading tips', () => {
  it('the tip keys go round loading.tip0..tip{count-1}, each an English text of its own', () => {
    const keys = Array.from({ length: 11 }, (_, step) => loadingTipKey(step, 9));
    expect(keys).toEqual([...Array.from({ length: 9 }, (_, i) => `loading.tip${i}`), 'loading.tip0', 'loading.tip1']);
    expect(loadingTipKey(-1, 9)).toBe('loading.tip8');
    expect(loadingTipKey(5, 0)).toBe('loading.tip0');
    const texts = keys.slice(0, 9).map((k) => {
      expect(isMessageKey(k), k).toBe(true);
      return ENGLISH[k as MessageKey];
    });
    expect(new Set(texts).size).toBe(9);
  });
});

describe('hearts', () => {
  it('the time to the next heart reads mm:ss', () => {
    expect(formatHeartTimer(599)).toBe('09:59');
    expect(formatHeartTimer(600)).toBe('10:00');
    expect(formatHeartTimer(-5)).toBe('00:00');
    expect(formatHeartTimer(Number.NaN)).toBe('00:00');
  });
});

describe('win and lose-time (candy wording)', () => {
  it('time taken as mm:ss', () => {
    expect(formatTimeTaken(0)).toBe('00:00');
    expect(formatTimeTaken(83_400)).toBe('01:23');
    expect(formatTimeTaken(599_999)).toBe('09:59');
    expect(formatTimeTaken(3_725_000)).toBe('62:05');
    expect(formatTimeTaken(-1)).toBe('00:00');
    expect(formatTimeTaken(Number.NaN)).toBe('00:00');
  });
});
