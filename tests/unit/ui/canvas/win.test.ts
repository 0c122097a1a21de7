// The win panel's content read without a canvas: the level or the daily challenge's date, the score with its
// gain (variant A) or the column of time, leaderboard score and coins (variant B), the bonus, the best time,
// the 'New best' badge and the buttons.
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../../src/i18n';
import { winContent, type WinInput, type WinRow } from '../../../../src/ui/canvas/winLook';
import { CANDY_SKIN, SCREW_SKIN } from '../../../../src/ui/skin';

const t = translatorFor('en_US');
const base: WinInput = { level: 7, score: 160, scoreGain: 20, share: false };
const kinds = (rows: WinRow[]) => rows.map((r) => r.kind);
const find = <K extends WinRow['kind']>(rows: WinRow[], kind: K) =>
  rows.find((r): r is Extract<WinRow, { kind: K }> => r.kind === kind);

describe('the win panel of variant A', () => {
  it('level, score with its gain, Next; New best only when beaten', () => {
    const plain = winContent(t, SCREW_SKIN, base);
    expect(plain.title).toBe('Well done!');
    expect(kinds(plain.rows)).toEqual(['level', 'score']);
    expect(find(plain.rows, 'level')!.text).toBe('Level 7 complete');
    expect(find(plain.rows, 'score')).toMatchObject({ value: '160', gain: '+20', name: 'Score 160 +20' });
    expect(plain.next).toEqual({ text: 'Next', icon: 'play' });
    expect(plain.share).toBeNull();
    expect(find(winContent(t, SCREW_SKIN, { ...base, bestBeaten: true }).rows, 'badge')!.text).toBe('New best!');
  });

  it("the coins won, the first win of the day's bonus and the best time", () => {
    const c = winContent(t, SCREW_SKIN, {
      ...base,
      coinsGain: 200,
      firstWinBonus: 100,
      timeTakenMs: 65_000,
      bestTime: { ms: 61_000, beaten: false },
    });
    expect(kinds(c.rows)).toEqual(['level', 'score', 'stats', 'bonus', 'stat']);
    const stats = find(c.rows, 'stats')!;
    expect(stats.stats.map((s) => s.text)).toEqual(['Time taken 01:05']);
    expect(stats.coins).toEqual({ text: '+200', name: '+200 coins' });
    expect(find(c.rows, 'bonus')!.text).toBe('First win of the day +100');
    expect(find(c.rows, 'stat')!.stat).toMatchObject({ id: 'win-best-time', text: 'Best time 01:01', gold: true });
  });

  it('a beaten score is no "New best!" once best times are shown; a beaten time is', () => {
    const kept = winContent(t, SCREW_SKIN, { ...base, bestBeaten: true, bestTime: { ms: 61_000, beaten: false } });
    expect(find(kept.rows, 'badge')).toBeUndefined();
    const beaten = winContent(t, SCREW_SKIN, { ...base, bestTime: { ms: 59_000, beaten: true } });
    expect(find(beaten.rows, 'badge')!.text).toBe('New best time!');
  });

  it('no bonus line when the day had its bonus', () => {
    expect(
      find(winContent(t, SCREW_SKIN, { ...base, coinsGain: 100, firstWinBonus: 0 }).rows, 'bonus'),
    ).toBeUndefined();
  });
});

describe('a daily challenge won', () => {
  it('celebrates the date, shows no score change and leads to the calendar', () => {
    const c = winContent(t, SCREW_SKIN, { ...base, bestBeaten: true, daily: { dateLabel: 'Nov 18' }, coinsGain: 300 });
    expect(find(c.rows, 'level')!.text).toBe('Daily challenge of Nov 18 complete');
    expect(kinds(c.rows)).toEqual(['level', 'coins']);
    expect(find(c.rows, 'coins')!.text).toBe('+300');
    expect(c.next).toEqual({ text: 'Calendar', icon: 'calendar' });
  });
});

describe('the win panel of variant B', () => {
  it('time taken, leaderboard score +20, coins, Next level and Share', () => {
    const c = winContent(t, CANDY_SKIN, { ...base, score: 80, timeTakenMs: 83_400, coinsGain: 100, share: true });
    expect(kinds(c.rows)).toEqual(['level', 'stat', 'stat', 'coins']);
    const stats = c.rows.flatMap((r) => (r.kind === 'stat' ? [r.stat.text] : []));
    expect(stats).toEqual(['Time taken 01:23', 'Leaderboard score +20']);
    expect(find(c.rows, 'coins')).toEqual({ kind: 'coins', text: '+100', name: '+100 coins' });
    expect(c.next.text).toBe('Next level');
    expect(c.share).toBe('Share');
  });
});
