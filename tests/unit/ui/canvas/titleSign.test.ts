// The game-name sign on the canvas read without a canvas: its box as the DOM sign's, each line's type fitted to
// the board in every language (a fake measure stands in for Pixi's), the first line's letters in the game's
// colours in turn, bobbing up and down, the corners where the stylesheets put them, the grain and the icing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  boardSprinkles,
  BOTTOM_LINE,
  CANDY_SIGN,
  fitLineSize,
  grainBands,
  icingDrops,
  letterColour,
  signCorners,
  signLetters,
  TITLE_SIGN,
  titleSignLayout,
  titleSignSize,
  TOP_LINE,
  WOOD_SIGN,
  type MeasureLine,
} from '../../../../src/ui/canvas/titleSignLook';
import { CANDY_SKIN, SCREW_SKIN } from '../../../../src/ui/skin';
import { titleEms } from '../../../../src/ui/canvas/titleSignLook';

/** A stand-in for Pixi's measure: the DOM sign's em estimate at the size, plus the spacing between letters. */
const measure: MeasureLine = (text, fontSize, spacing) =>
  titleEms(text) * fontSize + Math.max(0, Array.from(text).length - 1) * spacing;

const LOCALES = join(__dirname, '../../../../src/i18n/locales');
/** Every language's two names: the screw game's and the candy game's. */
const NAMES = readdirSync(LOCALES)
  .filter((f) => f.endsWith('.json'))
  .map((f) => {
    const words = JSON.parse(readFileSync(join(LOCALES, f), 'utf8')) as Record<string, string>;
    return { language: f.replace('.json', ''), screw: words['app.title']!, candy: words['app.titleCandy']! };
  });

const screw = { letters: SCREW_SKIN.title.letters, corners: SCREW_SKIN.title.corners };
const candy = { letters: CANDY_SKIN.title.letters, corners: CANDY_SKIN.title.corners };

describe("the sign's box", () => {
  it("is the DOM sign's: 600 wide, its border, padding and two lines of 132 and 96 px tall", () => {
    expect(titleSignSize()).toEqual({ width: 600, height: 9 + 34 + 132 + 6 + 96 + 40 + 9 });
    expect(titleSignSize(undefined, 'sweets')).toEqual({ width: 600, height: 9 + 52 + 132 + 6 + 96 + 40 + 9 });
    // One line only: no gap, no second line.
    expect(titleSignSize({ top: 100, bottom: null }).height).toBe(9 + 34 + 100 + 40 + 9);
  });

  it('English: both lines at their largest type, so the sign is its full size', () => {
    const sign = titleSignLayout('Screw Puzzle', screw, measure);
    expect(sign.top.text).toBe('Screw');
    expect(sign.bottom?.text).toBe('Puzzle');
    expect(sign.top.fontSize).toBe(TOP_LINE.max);
    expect(sign.bottom?.fontSize).toBe(BOTTOM_LINE.max);
    expect({ width: sign.width, height: sign.height }).toEqual(titleSignSize());
    expect(sign.name).toBe('Screw Puzzle');
    expect(titleSignLayout('Candy Puzzle', candy, measure).height).toBe(titleSignSize(undefined, 'sweets').height);
  });

  it('the second line sits 6 px under the first', () => {
    const sign = titleSignLayout('Screw Puzzle', screw, measure);
    expect(sign.top.top).toBe(TITLE_SIGN.border + WOOD_SIGN.padTop);
    expect(sign.bottom!.top).toBe(sign.top.top + sign.top.fontSize + TITLE_SIGN.lineGap);
  });
});

describe('fitting the lines', () => {
  it('takes the largest size that fits, stepping from its guess', () => {
    // 7 px a letter at 10 px type plus 20 px of spacing: 500 px hold 68 px type (496), not 69 (503).
    const widthAt = (size: number) => size * 7 + 20;
    expect(fitLineSize(widthAt, 500, 132, 40)).toEqual({ fontSize: 68, squeeze: 1 });
    expect(fitLineSize(() => 300, 500, 132, 40)).toEqual({ fontSize: 132, squeeze: 1 });
  });

  it('squeezes a line too long even at the smallest type', () => {
    const fit = fitLineSize((size) => size * 20, 500, 132, 40);
    expect(fit.fontSize).toBe(40);
    expect(fit.squeeze).toBeCloseTo(500 / 800);
  });

  it.each(NAMES)("fits both names of $language on the board's width", ({ screw: screwName, candy: candyName }) => {
    for (const [title, look] of [
      [screwName, screw],
      [candyName, candy],
    ] as const) {
      const sign = titleSignLayout(title, look, measure);
      for (const line of [sign.top, sign.bottom]) {
        if (!line) continue;
        expect(line.width * line.squeeze).toBeLessThanOrEqual(TITLE_SIGN.lineRoom + 1e-9);
        expect(line.fontSize).toBeGreaterThanOrEqual(TITLE_SIGN.minFont);
      }
      expect(sign.top.fontSize).toBeLessThanOrEqual(TOP_LINE.max);
      expect(sign.width).toBe(600);
      expect(sign.height).toBe(
        titleSignSize({ top: sign.top.fontSize, bottom: sign.bottom?.fontSize ?? null }, look.corners).height,
      );
    }
  });

  it('sets a long German first line smaller, and the sign shorter', () => {
    const sign = titleSignLayout('Schrauben-Puzzle', screw, measure);
    expect(sign.top.text).toBe('Schrauben-');
    expect(sign.top.fontSize).toBeLessThan(TOP_LINE.max);
    expect(sign.top.width).toBeLessThanOrEqual(TITLE_SIGN.lineRoom);
    // As large as fits: one px more would not.
    const pieces = signLetters('Schrauben-');
    const widthAt = (size: number) => pieces.reduce((sum, p) => sum + measure(p, size, 0) + TOP_LINE.spacing, 0);
    expect(widthAt(sign.top.fontSize + 1)).toBeGreaterThan(TITLE_SIGN.lineRoom);
    expect(sign.height).toBeLessThan(titleSignSize().height);
  });

  it('fits a long single word (Afrikaans) on the first line alone', () => {
    const sign = titleSignLayout('Lekkergoedraaisel', candy, measure);
    expect(sign.bottom).toBeNull();
    expect(sign.top.width * sign.top.squeeze).toBeLessThanOrEqual(TITLE_SIGN.lineRoom);
  });

  it('squeezes a name far too long rather than letting it run off the board', () => {
    const sign = titleSignLayout('Supercalifragilisticexpialidocious', screw, measure);
    expect(sign.top.fontSize).toBe(TITLE_SIGN.minFont);
    expect(sign.top.squeeze).toBeLessThan(1);
    expect(sign.top.width * sign.top.squeeze).toBeCloseTo(TITLE_SIGN.lineRoom);
  });
});

describe("the first line's letters", () => {
  it("take the game's colours in turn, spaces taking their turn", () => {
    const colours = ['#a', '#b', '#c'];
    const sign = titleSignLayout('Ab cdefg Hi', { letters: colours, corners: 'screws' }, measure);
    const letters = sign.top.letters;
    expect(letters.map((l) => l.text).join('')).toBe(sign.top.text);
    letters.forEach((letter, i) => expect(letter.colour).toBe(colours[i % 3]));
    expect(letterColour(colours, 7)).toBe('#b');
    // Variant A's five colours cycle round the 5 letters of 'Screw'; variant B's six round 'Candy'.
    expect(titleSignLayout('Screw Puzzle', screw, measure).top.letters.map((l) => l.colour)).toEqual(
      SCREW_SKIN.title.letters.slice(0, 5),
    );
    const longTop = titleSignLayout('Lekkergoedraaisel', candy, measure).top.letters;
    expect(longTop[6]!.colour).toBe(CANDY_SKIN.title.letters[0]);
  });

  it('bob up and down in turn, turned 4 degrees, side by side and centred', () => {
    const { letters, width } = titleSignLayout('Screw Puzzle', screw, measure).top;
    letters.forEach((letter, i) => {
      expect(letter.dy).toBe(i % 2 === 0 ? -4 : 4);
      expect(letter.angle).toBe(i % 2 === 0 ? -4 : 4);
      if (i > 0) expect(letter.left).toBeCloseTo(letters[i - 1]!.left + letters[i - 1]!.width);
    });
    expect(letters[0]!.left).toBeCloseTo(-width / 2);
    expect(letters.at(-1)!.left + letters.at(-1)!.width).toBeCloseTo(width / 2);
  });

  it('keep a joined script (Hindi) whole, in the first colour; Chinese letter by letter', () => {
    const hindi = titleSignLayout('पेंच पहेली', screw, measure);
    expect(hindi.top.letters).toHaveLength(1);
    expect(hindi.top.letters[0]).toMatchObject({ text: 'पेंच', colour: SCREW_SKIN.title.letters[0] });
    expect(hindi.bottom?.text).toBe('पहेली');
    const chinese = titleSignLayout('拧螺丝大作战', screw, measure);
    expect(chinese.top.letters.map((l) => l.text)).toEqual(['拧', '螺', '丝']);
    expect(chinese.name).toBe('拧螺丝 大作战');
  });
});

describe('the corners and the face', () => {
  it('screws sit 14 px inside the face, turned their own ways', () => {
    const corners = signCorners('screws', 326);
    // The face starts 9 px in; a 54 px screw 14 px further has its centre 50 px in.
    expect(corners.map((c) => [c.x, c.y])).toEqual([
      [-250, 50],
      [250, 50],
      [-250, 276],
      [250, 276],
    ]);
    expect(corners.map((c) => c.angle)).toEqual([20, -35, 60, 5]);
  });

  it("the candy sign's sweets stick out over its corners in cherry, mint, grape and orange", () => {
    const corners = signCorners('sweets', 344);
    // 64 px sweets 30 px left of and 26 px above the face's corner: their centres 2 px and 6 px out.
    expect(corners[0]).toMatchObject({ x: -289, y: 15, size: 64, angle: 0, colour: 0 });
    expect(corners[3]).toMatchObject({ x: 289, y: 344 - 15, colour: 1 });
    expect(corners.map((c) => c.colour)).toEqual([0, 3, 5, 1]);
  });

  it('the grain runs across the whole face, rising a little to the right', () => {
    const bands = grainBands(582, 308);
    const [first] = bands;
    // The first light band starts 30 px down at the left edge.
    expect(first!.points[1]).toBeCloseTo(30 / Math.cos((2 * Math.PI) / 180));
    expect(first!.points[3]).toBeLessThan(first!.points[1]!);
    const lowest = Math.max(...bands.map((b) => Math.max(b.points[5]!, b.points[7]!)));
    expect(lowest).toBeGreaterThan(308 - 70);
  });

  it("the candy face's sprinkles and icing", () => {
    expect(CANDY_SIGN.icing).toBe(true);
    expect(WOOD_SIGN.icing).toBe(false);
    const dots = boardSprinkles(582, 326);
    expect(dots.slice(0, 2)).toEqual([
      expect.objectContaining({ x: 16, y: 20 }),
      expect.objectContaining({ x: 44, y: 46 }),
    ]);
    const drops = icingDrops(582);
    expect(drops[0]).toEqual({ x: 34, y: 30, r: 15.5 });
    expect(drops[1]!.x - drops[0]!.x).toBe(60);
    // The last drop reaches the face's right edge.
    expect(drops.at(-1)!.x + drops.at(-1)!.r).toBeGreaterThanOrEqual(582);
  });
});
