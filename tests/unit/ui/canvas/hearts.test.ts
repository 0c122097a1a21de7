// Variant B's hearts panel the canvas draws, read without a canvas: what it says in each state (the DOM panel's
// words), where the heart's badge, the timer and the '+1' badge sit, the heart's beat, and the heart icon every
// hearts surface shares.
import { describe, expect, it, vi } from 'vitest';

// Pixi reads navigator when it loads; Node 20 has none. Graphics are built, never rendered.
vi.hoisted(() => {
  if (!('navigator' in globalThis))
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
});
vi.mock('@pixi/react', () => ({ extend: () => {}, useApplication: () => ({}), useTick: () => {} }));

import { Graphics } from 'pixi.js';
import { stubNodeCanvas } from './nodeCanvas';

stubNodeCanvas();
import { translatorFor } from '../../../../src/i18n';
import { formatHeartTimer, HeartIcon, heartCount } from '../../../../src/ui/canvas/heartIcon';
import {
  countBadgeSize,
  HEART_BEAT,
  heartBeatScale,
  heartRowLayout,
  heartsLayerWords,
  plusBadgeBox,
  timerPillSize,
  timerTextScale,
  TIMER_TEXT_MAX,
} from '../../../../src/ui/canvas/heartsLayerLook';
import { heartOutline } from '../../../../src/ui/canvas/heartsPillLook';
import { drawIcon } from '../../../../src/ui/canvas/iconGraphics';
import { PANEL } from '../../../../src/ui/canvas/panelLook';

const t = translatorFor('en_US');
const state = { max: 20, adAvailable: true };

describe('hearts panel words', () => {
  it('out of hearts: the title says so, the timer, a video button for one heart', () => {
    const w = heartsLayerWords({ ...state, hearts: 0, secondsToNext: 421 }, t);
    expect(w.title).toBe('Out of hearts!');
    expect(w).toMatchObject({ count: 0, countText: '0/20', heartLabel: 'Hearts 0 of 20', empty: true, full: false });
    expect(w.note).toBe('Wait for a new heart or watch an ad.');
    expect(w.timer).toBe('Next heart in 07:01');
    expect(w.ad).toEqual({ text: 'Get a heart', label: 'Get a heart', unavailable: false });
    expect(w.plus).toBe('+1');
  });

  it('no video loaded: the button looks switched off and its name says why', () => {
    const w = heartsLayerWords({ ...state, adAvailable: false, hearts: 0, secondsToNext: 5 }, t);
    expect(w.ad).toEqual({ text: 'Get a heart', label: 'Get a heart, No ads available', unavailable: true });
  });

  it('with hearts left it is titled Hearts; with a full supply no video is offered and the timer reads Full', () => {
    const some = heartsLayerWords({ ...state, hearts: 7, secondsToNext: 30 }, t);
    expect(some.title).toBe('Hearts');
    expect(some.ad).not.toBeNull();
    expect(some.empty).toBe(false);
    const full = heartsLayerWords({ ...state, hearts: 20, secondsToNext: 0 }, t);
    expect(full).toMatchObject({
      title: 'Hearts',
      full: true,
      note: null,
      ad: null,
      timer: 'Full',
      countText: '20/20',
    });
  });

  it('broken counts read 0', () => {
    expect(heartsLayerWords({ ...state, hearts: Number.NaN, secondsToNext: 1 }, t).countText).toBe('0/20');
    expect(heartsLayerWords({ ...state, hearts: -3, secondsToNext: 1 }, t).count).toBe(0);
    expect(heartCount(4.7)).toBe(4);
  });

  it('the time to the next heart reads mm:ss; broken values read 00:00', () => {
    expect(formatHeartTimer(599)).toBe('09:59');
    expect(formatHeartTimer(3600)).toBe('60:00');
    expect(formatHeartTimer(-5)).toBe('00:00');
    expect(formatHeartTimer(Number.NaN)).toBe('00:00');
  });

  it('a long timer line is set smaller to stay on one line inside the panel', () => {
    expect(timerTextScale(300)).toBe(1);
    expect(timerTextScale(TIMER_TEXT_MAX * 2)).toBe(0.5);
    expect(timerPillSize(TIMER_TEXT_MAX).width).toBeLessThanOrEqual(PANEL.width - 2 * PANEL.border);
  });
});

describe('hearts panel layout', () => {
  it("the count's badge sits over the heart's bottom, 8 px below it, centred; the row holds its ledge", () => {
    const row = heartRowLayout(80);
    expect(row.heart).toEqual({ x: -95, y: 0, width: 190, height: 190 });
    expect(row.badge.width).toBe(80 + 2 * (24 + 4));
    expect(row.badge.x).toBe(-row.badge.width / 2);
    expect(row.badge.y + row.badge.height).toBe(190 + 8);
    expect(row.height).toBe(190 + 8 + 5);
    expect(countBadgeSize(Number.NaN).width).toBe(56);
  });

  it('the timer pill: clock, gap and words inside its padding; at least as tall as the clock', () => {
    const pill = timerPillSize(300);
    expect(pill.width).toBe(16 + 40 + 12 + 300 + 28);
    expect(pill.height).toBeGreaterThanOrEqual(40 + 20);
  });

  it("the '+1' badge reaches 55 px past the button's right edge and 41 px above its top", () => {
    const box = plusBadgeBox(420, 34);
    expect(box.x + box.width).toBe(210 + 55);
    expect(box.y).toBe(-41);
    expect(box.height).toBe(40 + 4 + 8);
    // It stays on the panel (inside its frame).
    expect(box.x + box.width).toBeLessThan(PANEL.width / 2 - PANEL.border);
  });
});

describe('the heart', () => {
  it('beats to 108% a third into each 1.4 s beat, 300 ms after the panel opens, then rests', () => {
    const at = (ms: number) => heartBeatScale((ms % HEART_BEAT.ms) / HEART_BEAT.ms);
    expect(at(0)).toBe(1);
    expect(at(299)).toBeCloseTo(1, 5);
    expect(at(300 + 0.3 * 1400)).toBeCloseTo(1.08, 5);
    expect(at(300 + 0.15 * 1400)).toBeGreaterThan(1);
    expect(at(300 + 0.8 * 1400)).toBe(1);
    for (let ms = 0; ms < 1400; ms += 50) expect(at(ms)).toBeLessThanOrEqual(1.08 + 1e-9);
  });

  it('is read as an outline for its shadows, and draws red or pale and broken', () => {
    const outline = heartOutline();
    expect(outline?.dy).toBe(1.8);
    expect(outline?.d.startsWith('M24 44')).toBe(true);
    const full = HeartIcon({ size: 48 });
    const empty = HeartIcon({ size: 48, empty: true });
    expect(JSON.stringify(full.props)).toContain('#ff3d6e');
    expect(JSON.stringify(empty.props)).toContain('#f3c6d6');
    for (const isEmpty of [false, true]) {
      const g = new Graphics();
      drawIcon(g, HeartIcon, 190, { colour: 0xffffff }, { x: 0, y: 0 }, { empty: isEmpty });
      const b = g.bounds;
      expect(b.width).toBeGreaterThan(150);
      expect(b.width).toBeLessThanOrEqual(190);
    }
  });
});
