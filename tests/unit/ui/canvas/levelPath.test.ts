// The candy menu's level path the canvas draws, read without a canvas: where the bubbles sit (the current one
// on top, the locked ones in a row under it, none overlapping, all inside the row), the dotted trail, how big
// a number may be in each bubble, where the badges hang, and each bubble's test id and name (the DOM row's).
import { describe, expect, it, vi } from 'vitest';

// Pixi reads navigator when it loads; Node 20 has none. Graphics are built, never rendered.
vi.hoisted(() => {
  if (!('navigator' in globalThis))
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
});
// @pixi/react does not load under Node; the drawings read here use none of it.
vi.mock('@pixi/react', () => ({ extend: () => {}, useApplication: () => ({}), useTick: () => {} }));

import { Graphics } from 'pixi.js';
import { stubNodeCanvas } from './nodeCanvas';

stubNodeCanvas();
import { estimateTextEm, translatorFor } from '../../../../src/i18n';
import {
  badgeCentre,
  BUBBLE,
  currentFace,
  CURRENT_COLOURS,
  glossShape,
  LEVEL_PATH,
  levelNumberFontSize,
  levelPathLayout,
  levelPathSize,
  levelPathWords,
  numberFits,
  softShadow,
  trailDots,
  type BubblePlace,
} from '../../../../src/ui/canvas/levelPathLook';
import { drawBubbleBadge, drawBubbleBase, drawBubbleBody } from '../../../../src/ui/canvas/LevelPath';

const t = translatorFor('en_US');

const left = (p: BubblePlace) => p.x - p.size / 2;
const right = (p: BubblePlace) => p.x + p.size / 2;

describe('level path words', () => {
  it("the DOM row's test ids and names: 'Level 7' starts it, 'Level 8, locked' …", () => {
    const words = levelPathWords(t, 7, [8, 9, 10, 11, 12]);
    expect(words.group).toBe('Levels');
    expect(words.current).toEqual({ id: 'menu-level-current', name: 'Level 7', text: '7' });
    expect(words.next.map((w) => w.id)).toEqual([
      'menu-level-8',
      'menu-level-9',
      'menu-level-10',
      'menu-level-11',
      'menu-level-12',
    ]);
    expect(words.next[0]).toEqual({ id: 'menu-level-8', name: 'Level 8, locked', text: '8' });
    // Broken numbers show as the DOM's do: whole, from 1.
    expect(levelPathWords(t, Number.NaN, [2.6]).current.text).toBe('1');
    expect(levelPathWords(t, 0, [2.6]).next[0]!.name).toBe('Level 2, locked');
  });
});

describe('level path layout', () => {
  it('the current bubble, 164 across, at the top; 5 locked ones 70 across, 12 apart, 20 under it', () => {
    const layout = levelPathLayout(5);
    expect(layout.current).toEqual({ kind: 'current', x: 0, y: 82, size: 164 });
    expect(layout.next).toHaveLength(5);
    expect(layout.next.map((p) => p.y)).toEqual([219, 219, 219, 219, 219]);
    expect(layout.width).toBe(5 * 70 + 4 * 12);
    expect(layout.height).toBe(164 + 20 + 70);
    expect(levelPathSize(5)).toEqual({ width: 398, height: 254 });
  });

  it('the 5 locked bubbles lie inside the row, centred under the current one, none overlapping', () => {
    const { next, width } = levelPathLayout(5);
    for (const p of next) {
      expect(left(p)).toBeGreaterThanOrEqual(-width / 2);
      expect(right(p)).toBeLessThanOrEqual(width / 2);
    }
    for (let i = 1; i < next.length; i++) expect(left(next[i]!) - right(next[i - 1]!)).toBe(LEVEL_PATH.nextGap);
    expect(left(next[0]!) + right(next[next.length - 1]!)).toBeCloseTo(0);
    // A locked badge reaches into the gap after its bubble but not onto the next bubble.
    const badge = badgeCentre('locked');
    expect(next[0]!.x + badge.x + badge.radius).toBeLessThan(left(next[1]!));
  });

  it('the locked row starts under the current bubble and its badge', () => {
    const { current, next } = levelPathLayout(5);
    const badge = badgeCentre('current');
    const currentBottom = Math.max(
      current.y + current.size / 2 + BUBBLE.current.ledge,
      current.y + badge.y + badge.radius + BUBBLE.current.badge.ledge,
    );
    expect(next[0]!.y - next[0]!.size / 2).toBeGreaterThan(currentBottom);
  });

  it('with no locked level it is the current bubble alone; any count stays centred', () => {
    expect(levelPathLayout(0)).toMatchObject({ width: 164, height: 164, next: [], trail: null });
    expect(levelPathLayout(-3).next).toEqual([]);
    expect(levelPathLayout(Number.NaN).next).toEqual([]);
    // One locked bubble: narrower than the current one, the row as wide as the current bubble.
    const one = levelPathLayout(1);
    expect(one.width).toBe(164);
    expect(one.next[0]!.x).toBe(0);
    const seven = levelPathLayout(7);
    expect(seven.width).toBe(7 * 70 + 6 * 12);
    expect(right(seven.next[6]!)).toBe(seven.width / 2);
  });

  it('the dotted trail runs 24 px in from the row ends, through the bubbles’ middles, a dot’s width apart', () => {
    const { trail, next, width } = levelPathLayout(5);
    expect(trail!.y).toBe(next[0]!.y);
    const dots = trail!.dots;
    const d = LEVEL_PATH.trail.dot;
    expect(dots[0]).toBe(-width / 2 + 24 + d / 2);
    expect(dots[dots.length - 1]).toBeCloseTo(width / 2 - 24 - d / 2);
    for (let i = 1; i < dots.length; i++) {
      const step = dots[i]! - dots[i - 1]!;
      expect(step).toBeGreaterThan(1.5 * d);
      expect(step).toBeLessThan(2.5 * d);
    }
    expect(trailDots(0, 4, 8)).toEqual([]);
    expect(trailDots(0, 8, 8)).toEqual([4]);
  });
});

describe('level numbers', () => {
  it('a 3-digit level fits the big bubble at its full 70 px; a 4-digit one gets smaller type that fits', () => {
    const three = estimateTextEm('999');
    expect(numberFits('current', 70, three)).toBe(true);
    expect(levelNumberFontSize('current', three)).toBe(70);
    const four = estimateTextEm('1000');
    expect(numberFits('current', 70, four)).toBe(false);
    const size = levelNumberFontSize('current', four);
    expect(size).toBeLessThan(70);
    expect(size).toBeGreaterThanOrEqual(BUBBLE.current.minFontSize);
    expect(numberFits('current', size, four)).toBe(true);
    expect(numberFits('current', size + 1, four)).toBe(false);
  });

  it('a locked bubble holds 3 digits at 30 px; longer numbers shrink; nothing goes under the minimum', () => {
    expect(levelNumberFontSize('locked', estimateTextEm('12'))).toBe(30);
    expect(levelNumberFontSize('locked', estimateTextEm('100'))).toBe(30);
    expect(levelNumberFontSize('locked', estimateTextEm('10000'))).toBeLessThan(30);
    expect(levelNumberFontSize('locked', 50)).toBe(BUBBLE.locked.minFontSize);
    expect(levelNumberFontSize('locked', 0)).toBe(30);
  });
});

describe('bubble look', () => {
  it('the play badge hangs 12 px right of and 6 px below the inner edge; the padlock 9 and 9', () => {
    // Inner radius 74: the 62 px badge's right edge at 86, its bottom at 80.
    expect(badgeCentre('current')).toEqual({ x: 55, y: 49, radius: 31 });
    // Inner radius 30: the 34 px badge's right and bottom edges at 39.
    expect(badgeCentre('locked')).toEqual({ x: 22, y: 22, radius: 17 });
  });

  it('the face is lit from (36%, 28%) out to the farthest corner, strawberry in candy, orange otherwise', () => {
    const face = currentFace(CURRENT_COLOURS.candy);
    expect(face.centre).toEqual({ x: 0.36, y: 0.28 });
    expect(face.radius).toBeCloseTo(Math.hypot(0.64, 0.72));
    expect(face.stops.map((s) => s.offset)).toEqual([0, 0.45, 1]);
    expect(face.stops[1]!.color).toBe(0xff6fae);
    expect(currentFace(CURRENT_COLOURS.screw).stops[1]!.color).toBe(0xffb347);
  });

  it('the gloss sits inside the rim, in the top half; the soft shadow is tighter while held', () => {
    const { box, top, bottom } = glossShape();
    const inner = BUBBLE.current.size / 2 - BUBBLE.current.rim;
    expect(box.x).toBeGreaterThan(-inner);
    expect(box.x + box.width).toBeLessThan(inner);
    expect(box.y).toBeGreaterThan(-inner);
    expect(box.y + box.height).toBeLessThan(0);
    expect(top.ry + bottom.ry).toBeLessThanOrEqual(box.height);
    const resting = softShadow(CURRENT_COLOURS.candy, false);
    const held = softShadow(CURRENT_COLOURS.candy, true);
    expect(resting).toMatchObject({ y: 24, radius: 82 + 13 });
    expect(held).toMatchObject({ y: 8, radius: 82 + 5 });
    expect(resting.paint.stops[resting.paint.stops.length - 1]!.color).toMatch(/,0\)$/);
  });
});

describe('bubble drawing', () => {
  const bounds = (draw: (g: Graphics) => void) => {
    const g = new Graphics();
    draw(g);
    return g.bounds;
  };

  it('the body fills its diameter; the ledge and shadow reach below it, less while held', () => {
    for (const kind of ['current', 'locked'] as const) {
      const r = BUBBLE[kind].size / 2;
      const body = bounds((g) => drawBubbleBody(g, kind, CURRENT_COLOURS.candy, false));
      expect(body.minX).toBeCloseTo(-r, 0);
      expect(body.maxX).toBeCloseTo(r, 0);
      expect(body.minY).toBeCloseTo(-r, 0);
      const base = bounds((g) => drawBubbleBase(g, kind, CURRENT_COLOURS.candy, false));
      expect(base.maxY).toBeGreaterThanOrEqual(r + BUBBLE[kind].ledge - 0.5);
    }
    // Held, a locked bubble sinks 5 and keeps 1 of its ledge: the ledge's bottom stays put.
    const locked = (pressed: boolean) => bounds((g) => drawBubbleBase(g, 'locked', CURRENT_COLOURS.candy, pressed));
    expect(locked(true).maxY).toBeCloseTo(locked(false).maxY);
    expect(locked(true).minY).toBeCloseTo(locked(false).minY);
    // The current one's soft shadow tightens round it.
    const resting = bounds((g) => drawBubbleBase(g, 'current', CURRENT_COLOURS.candy, false));
    const held = bounds((g) => drawBubbleBase(g, 'current', CURRENT_COLOURS.candy, true));
    expect(held.maxY).toBeLessThan(resting.maxY);
  });

  it('the badges sit at the lower right, over the rim', () => {
    for (const kind of ['current', 'locked'] as const) {
      const at = badgeCentre(kind);
      const b = bounds((g) => drawBubbleBadge(g, kind));
      expect(b.minX).toBeCloseTo(at.x - at.radius, 0);
      expect(b.maxX).toBeCloseTo(at.x + at.radius, 0);
      expect(b.minY).toBeCloseTo(at.y - at.radius, 0);
      expect(b.maxY).toBeCloseTo(at.y + at.radius + BUBBLE[kind].badge.ledge, 0);
      expect(at.x + at.radius).toBeGreaterThan(BUBBLE[kind].size / 2 - BUBBLE[kind].rim);
    }
  });
});
