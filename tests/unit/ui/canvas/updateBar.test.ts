// The web app's update bar read without a canvas: its place at the bottom of the design box (above the part of
// the home-indicator area that reaches in, below the menu's Start), its parts' places, how its words are set,
// the variant's paint and its entrance.
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../../src/i18n';
import { menuLayout, MENU } from '../../../../src/ui/canvas/menuLook';
import {
  balancedWidth,
  bottomInsetOf,
  innerWidth,
  textRoom,
  UPDATE_BAR,
  updateBarEntrance,
  updateBarEntranceMs,
  updateBarLayout,
  updateBarPaint,
  updateTextSize,
} from '../../../../src/ui/canvas/updateBarLook';

const reload = { width: 210, height: 84 };

describe('the update bar', () => {
  it('says a new version is ready, with Reload and a close button named "Not now"', () => {
    const t = translatorFor('en_US');
    expect(t('update.ready')).toBe('A new version is ready.');
    expect(t('update.reload')).toBe('Reload');
    expect(t('update.dismiss')).toBe('Not now');
  });

  it('is a strip 24 px in from the sides and the bottom of the design box, at least 116 px tall', () => {
    // One line of words and no buttons would make it 116 px; Reload (84 px), its padding and border make it 120.
    expect(updateBarLayout({ designHeight: 1484, textHeight: 37, reload: { width: 0, height: 0 } }).bar.height).toBe(
      116,
    );
    const layout = updateBarLayout({ designHeight: 1484, textHeight: 74, reload });
    expect(layout.bar).toEqual({ x: 24, y: 1484 - 24 - 120, width: 702, height: 120 });
    // Its parts on its middle line: the close button at the right, Reload 18 px left of it, the words left of both.
    const mid = layout.bar.y + 60;
    expect(layout.dismiss).toEqual({ x: 24 + 702 - 4 - 18 - 34, y: mid });
    expect(layout.reload).toEqual({ x: layout.dismiss.x - 34 - 18 - 105, y: mid });
    expect(layout.text.x).toBe(24 + 4 + 30);
    expect(layout.text.x + layout.text.width + 18).toBe(layout.reload.x - 105);
    expect(innerWidth()).toBe(646);
  });

  it('grows for taller words and rises above the home-indicator area reaching into the design box', () => {
    const tall = updateBarLayout({ designHeight: 1484, textHeight: 120, reload });
    expect(tall.bar.height).toBe(120 + 28 + 8);
    expect(tall.bar.y + tall.bar.height).toBe(1484 - 24);
    const raised = updateBarLayout({ designHeight: 1484, textHeight: 74, reload, bottomInset: 30 });
    expect(raised.bar.y + raised.bar.height).toBe(1484 - 24 - 30);
    // The inset: the part of the safe area below the letterbox band, in design px.
    expect(bottomInsetOf({ scale: 0.5, offsetX: 0, offsetY: 10, topShift: 0 }, 34)).toBe(48);
    expect(bottomInsetOf({ scale: 0.5, offsetX: 0, offsetY: 40, topShift: 0 }, 34)).toBe(0);
    expect(bottomInsetOf({ scale: 0, offsetX: 0, offsetY: 0, topShift: 0 }, 34)).toBe(0);
  });

  it("never covers the menu's Start, with or without the notch shift", () => {
    for (const top of [0, 50]) {
      const start = menuLayout(top, new Set()).start;
      const startBottom = start.y + MENU.start.height / 2;
      const bar = updateBarLayout({ designHeight: 1484, textHeight: 74, reload }).bar;
      expect(bar.y).toBeGreaterThan(startBottom);
    }
  });

  it('sets its words at 32 px on at most two lines, smaller only when a language needs it, balanced', () => {
    expect(updateTextSize(() => 2)).toBe(32);
    expect(updateTextSize((size) => (size > 28 ? 3 : 2))).toBe(28);
    expect(updateTextSize(() => 3)).toBe(UPDATE_BAR.text.minFontSize);
    // Two lines at 300 px stay two down to 180 px: the balanced width is about that.
    const width = balancedWidth(300, (w) => (w >= 180 ? 2 : 3));
    expect(width).toBeGreaterThanOrEqual(180);
    expect(width).toBeLessThanOrEqual(184);
    expect(balancedWidth(300, () => 1)).toBe(300);
    expect(textRoom(210)).toBe(646 - 210 - 68 - 36);
  });

  it("wears the variant's look: dark wood, or chocolate with a strawberry rim", () => {
    expect(updateBarPaint(false)).toEqual({
      fill: { color: 0x482006, alpha: 0.92 },
      rim: { color: 0xffffff, alpha: 0.3 },
    });
    expect(updateBarPaint(true)).toEqual({
      fill: { color: 0x5c1e34, alpha: 0.92 },
      rim: { color: 0xffb9d6, alpha: 0.55 },
    });
  });

  it('slides up 60 px into place (0.32 s, a little overshoot); under reduced motion it fades (0.2 s)', () => {
    expect(updateBarEntranceMs(false)).toBe(320);
    expect(updateBarEntrance(0, false)).toEqual({ dy: 60, alpha: 0 });
    expect(updateBarEntrance(320, false)).toEqual({ dy: 0, alpha: 1 });
    const dys = Array.from({ length: 33 }, (_, i) => updateBarEntrance(i * 10, false).dy);
    expect(Math.min(...dys)).toBeLessThan(0);
    expect(updateBarEntranceMs(true)).toBe(200);
    expect(updateBarEntrance(0, true)).toEqual({ dy: 0, alpha: 0 });
    expect(updateBarEntrance(100, true).dy).toBe(0);
    expect(updateBarEntrance(200, true)).toEqual({ dy: 0, alpha: 1 });
  });
});
