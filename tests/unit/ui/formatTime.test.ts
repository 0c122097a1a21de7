// The countdown text: m:ss (mm:ss from ten minutes), never negative, 0:00 only when time is out.
import { describe, expect, it } from 'vitest';
import { formatHours, formatTime } from '../../../src/ui/formatTime';
import { screwVariant } from '../../../src/variants/screw';

describe('formatTime', () => {
  it('shows the 185 s countdown start as 3:05', () => {
    expect(formatTime(screwVariant.countdownSeconds * 1000)).toBe('3:05');
  });

  it('pads seconds to two digits', () => {
    expect(formatTime(60_000)).toBe('1:00');
    expect(formatTime(69_000)).toBe('1:09');
    expect(formatTime(9_000)).toBe('0:09');
  });

  it('uses two minute digits from ten minutes up', () => {
    expect(formatTime(600_000)).toBe('10:00');
    expect(formatTime(3_599_000)).toBe('59:59');
  });

  it('rounds part seconds up, so 0:00 shows only when time is out', () => {
    expect(formatTime(59_001)).toBe('1:00');
    expect(formatTime(1)).toBe('0:01');
    expect(formatTime(999)).toBe('0:01');
    expect(formatTime(0)).toBe('0:00');
  });

  it('never shows a negative time', () => {
    expect(formatTime(-1)).toBe('0:00');
    expect(formatTime(-65_000)).toBe('0:00');
  });

  it('reads non-numbers as 0:00', () => {
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatTime(Number.NEGATIVE_INFINITY)).toBe('0:00');
  });

  it('ticks down one second per 1000 ms', () => {
    const shown = [185_000, 184_000, 183_500, 10_000, 9_999].map(formatTime);
    expect(shown).toEqual(['3:05', '3:04', '3:04', '0:10', '0:10']);
  });
});

describe('formatHours', () => {
  it('shows the sign-in wait as h:mm:ss, up to a whole day', () => {
    expect(formatHours(86_400)).toBe('24:00:00');
    expect(formatHours(86_399)).toBe('23:59:59');
    expect(formatHours(3_661)).toBe('1:01:01');
    expect(formatHours(59.2)).toBe('0:01:00');
  });

  it('never shows a negative wait', () => {
    expect(formatHours(-5)).toBe('0:00:00');
    expect(formatHours(Number.NaN)).toBe('0:00:00');
  });
});
