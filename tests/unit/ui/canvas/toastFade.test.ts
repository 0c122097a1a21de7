// The toast and the fade between scenes the canvas draws, read without a canvas: the toast's words, bubble and
// its rise-and-fade over its 2 s life (a plain fade under reduced motion); the scenes, and the veil that clears
// in under 0.3 s.
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../../src/i18n';
import { TOAST_MS } from '../../../../src/ui';
import { FADE_COLOUR, fadeAlpha, fadeMs, sceneOf } from '../../../../src/ui/canvas/sceneFadeLook';
import {
  TOAST,
  TOAST_PAINT,
  TOAST_TEXT_WIDTH,
  toastBox,
  toastFrame,
  toastWords,
} from '../../../../src/ui/canvas/toastLook';
import { CANDY_SKIN, SCREW_SKIN, skinFor } from '../../../../src/ui/skin';
import { candyVariant } from '../../../../src/variants/candy';

describe('toast', () => {
  it("lives the variant's toast time: 2 s (spec)", () => {
    expect(TOAST_MS).toBe(2000);
    expect(SCREW_SKIN.toast.ms).toBe(2000);
    expect(skinFor(candyVariant).toast).toEqual({ fontSize: 30, ms: 2000 });
  });

  it('shows an English tip of the game in the current language, any other text as it is', () => {
    const t = translatorFor('en_US');
    expect(toastWords('Coins shortage', t)).toBe('Coins shortage');
    expect(toastWords('Something new', t)).toBe('Something new');
  });

  it('a bubble centred below the tray, 560 px under the layout top, at most 680 wide', () => {
    const box = toastBox(300, 46, 20);
    expect(box).toEqual({ x: 375 - (300 + 96) / 2, y: 580, width: 300 + 96, height: 46 + 52 });
    expect(toastBox(5000, 46, 0).width).toBe(TOAST.maxWidth);
    expect(TOAST_TEXT_WIDTH).toBe(680 - 96);
  });

  it("each look has its bubble: variant A's brown, variant B's plum", () => {
    expect(TOAST_PAINT[SCREW_SKIN.id]).toMatchObject({ fill: 0x482006, fillAlpha: 0.88 });
    expect(TOAST_PAINT[CANDY_SKIN.id]).toMatchObject({ fill: 0x5c1e34, fillAlpha: 0.9 });
  });

  it('rises from 40 px below at 90%, stands by 12%, drifts up, and fades out rising to 90 px up', () => {
    expect(toastFrame(0, false)).toEqual({ alpha: 0, dy: 40, scale: 0.9 });
    expect(toastFrame(0.12, false)).toEqual({ alpha: 1, dy: 0, scale: 1 });
    const mid = toastFrame(0.5, false);
    expect(mid.alpha).toBe(1);
    expect(mid.dy).toBeLessThan(0);
    expect(mid.dy).toBeGreaterThan(-30);
    expect(toastFrame(0.85, false).alpha).toBeGreaterThan(0);
    expect(toastFrame(0.85, false).alpha).toBeLessThan(1);
    expect(toastFrame(1, false)).toEqual({ alpha: 0, dy: -90, scale: 1 });
  });

  it('under reduced motion it only fades in and out, never moving or scaling', () => {
    for (const p of [0, 0.06, 0.12, 0.5, 0.85, 1]) {
      const f = toastFrame(p, true);
      expect(f.dy).toBe(0);
      expect(f.scale).toBe(1);
    }
    expect(toastFrame(0, true).alpha).toBe(0);
    expect(toastFrame(0.5, true).alpha).toBe(1);
    expect(toastFrame(1, true).alpha).toBe(0);
  });
});

describe('scene fade', () => {
  it('overlays keep the scene under them; a level, the menu, the calendar are scenes of their own', () => {
    expect(['menu', 'settings', 'tasks', 'rank'].map(sceneOf)).toEqual(['menu', 'menu', 'menu', 'menu']);
    expect(sceneOf('win')).toBe('game');
    expect(sceneOf('calendar')).toBe('calendar');
  });

  it("a veil of the look's colour clears in 280 ms eased out, 150 ms under reduced motion", () => {
    expect(FADE_COLOUR).toEqual({ screw: 0x2b5fb8, candy: 0xf7c4d8 });
    expect(fadeMs(false)).toBe(280);
    expect(fadeMs(true)).toBe(150);
    expect(fadeAlpha(0)).toBe(1);
    expect(fadeAlpha(0.5)).toBeLessThan(0.5);
    expect(fadeAlpha(1)).toBe(0);
  });
});
