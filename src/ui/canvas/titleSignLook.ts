// The look of the game-name sign on the canvas (TitleSignArt.tsx) as numbers: the board's measures and paint per
// variant (wood with screws, strawberry icing with sweets), the wood grain, the sprinkles and icing drops, where the
// corners sit, and the name set on two lines: each line's type fitted to the board by a measure the caller gives
// (Pixi's, or a fake one in tests), the first line's letters in the game's colours, bobbing up and down. Pure. The
// measures are the DOM title sign's, carried over in the canvas move.
/** The board's measures in design px (both variants). */
export const TITLE_SIGN = {
  width: 600,
  border: 9,
  padX: 40,
  padBottom: 40,
  /** Between the two lines. */
  lineGap: 6,
  /** Room for a line: the 600 px board less its padding and border. */
  lineRoom: 500,
  /** The smallest type a line is set in; a line still too long is squeezed across to fit. */
  minFont: 40,
  /** The whole sign leans back 3 degrees (about its centre). */
  tilt: -3,
  /** The inner rim (an 8 px inset ring) and the white highlight 12 px under its top. */
  innerRim: 8,
  shine: 12,
  shineAlpha: 0.3,
  /** The hard ledge 16 px under the board. */
  ledge: 16,
  /** The soft shadow 34 px down (CSS blur 44 px), drawn as widening veils adding up to its 40%. */
  shadowDrop: 34,
  shadowVeils: [
    { grow: -8, alpha: 0.16 },
    { grow: 8, alpha: 0.12 },
    { grow: 24, alpha: 0.08 },
    { grow: 40, alpha: 0.04 },
  ],
} as const;

/** The first line: up to 132 px, letters 2 px apart, each lifted or dropped 4 px and turned 4 degrees. */
export const TOP_LINE = { max: 132, spacing: 2, bob: 4, turn: 4 } as const;
/** The second line: up to 96 px, letters 4 px apart. */
export const BOTTOM_LINE = { max: 96, spacing: 4 } as const;

/**
 * The letters' outline and hard shadow: CSS draws a 5 px ring of text-shadows and a copy 12 (second line: 11) px
 * down; here a 10 px stroke (5 px outside the glyph) and a shadow of the outlined glyph 7 (6) px down, whose
 * lower edge lands where the CSS copy's does.
 */
export const LETTER_INK = { outline: 10, topDrop: 7, bottomDrop: 6 } as const;

/** What sits in the sign's corners: the skin's `title.corners`. */
export type SignCorners = 'screws' | 'sweets';

/** A variant's sign paint. */
export interface SignPaint {
  padTop: number;
  radius: number;
  border: number;
  face: { top: number; bottom: number };
  innerRim: number;
  ledge: number;
  shadow: number;
  pattern: 'grain' | 'sprinkles';
  /** Cream icing dripping along the top edge. */
  icing: boolean;
  /** The first line's letters: white outline, shadow colour. */
  letterOutline: number;
  letterShadow: number;
  /** The second line's colour, outline and shadow. */
  bottom: { fill: number; outline: number; shadow: number };
}

/** Variant A: a wooden board, wood-deep frame and type. */
export const WOOD_SIGN: SignPaint = {
  padTop: 34,
  radius: 46,
  border: 0x6c3511,
  face: { top: 0xf8c97d, bottom: 0xe59a4a },
  innerRim: 0xf2b063,
  ledge: 0x4f2509,
  shadow: 0x3c1400,
  pattern: 'grain',
  icing: false,
  letterOutline: 0xffffff,
  letterShadow: 0x6c3511,
  bottom: { fill: 0xfff7e6, outline: 0x6c3511, shadow: 0x6c3511 },
};

/** Variant B: a strawberry-iced board in a chocolate frame, raspberry-outlined white type. */
export const CANDY_SIGN: SignPaint = {
  padTop: 52,
  radius: 64,
  border: 0x6e3418,
  face: { top: 0xffc1dc, bottom: 0xff7fb4 },
  innerRim: 0xffd6e8,
  ledge: 0x4a1d0c,
  shadow: 0x6e143c,
  pattern: 'sprinkles',
  icing: true,
  letterOutline: 0xffffff,
  letterShadow: 0x6c3511,
  bottom: { fill: 0xffffff, outline: 0xc2185b, shadow: 0x6e3418 },
};

/** The sign paint for a skin's corners. */
export function signPaint(corners: SignCorners): SignPaint {
  return corners === 'sweets' ? CANDY_SIGN : WOOD_SIGN;
}

/**
 * The wood grain (a repeating gradient at 178 degrees, every 70 px): a light band from 30 to 34 and a dark one
 * from 62 to 70, measured along the grain's direction from the face's top-left corner.
 */
export const GRAIN = {
  period: 70,
  angle: 178,
  bands: [
    { from: 30, to: 34, colour: 0xffffff, alpha: 0.15 },
    { from: 62, to: 70, colour: 0x96460f, alpha: 0.1 },
  ],
} as const;

/** The grain's bands over a face `width` x `height` (from its top-left corner): quadrilaterals, with paint. */
export function grainBands(width: number, height: number): { points: number[]; colour: number; alpha: number }[] {
  const a = (GRAIN.angle * Math.PI) / 180;
  // CSS angles: 0 is up, clockwise; 178 points down and a little right. A band is where the distance along
  // that direction from the top-left corner lies in its range.
  const dx = Math.sin(a);
  const dy = -Math.cos(a);
  const length = width * dx + height * dy;
  const yAt = (d: number, x: number) => (d - x * dx) / dy;
  const out: { points: number[]; colour: number; alpha: number }[] = [];
  for (let start = 0; start < length; start += GRAIN.period) {
    for (const band of GRAIN.bands) {
      const d1 = start + band.from;
      const d2 = start + band.to;
      out.push({
        points: [0, yAt(d1, 0), width, yAt(d1, width), width, yAt(d2, width), 0, yAt(d2, 0)],
        colour: band.colour,
        alpha: band.alpha,
      });
    }
  }
  return out;
}

/** The candy board's sprinkles: two dots on a 60 px tile from the face's top-left corner. */
export const BOARD_SPRINKLES = {
  tile: 60,
  dots: [
    { x: 16, y: 20, r: 4.5, colour: 0xffffff, alpha: 0.55 },
    { x: 44, y: 46, r: 4.5, colour: 0xffd23f, alpha: 0.6 },
  ],
} as const;

/** The sprinkles over a face `width` x `height`, from its top-left corner. */
export function boardSprinkles(
  width: number,
  height: number,
): { x: number; y: number; r: number; colour: number; alpha: number }[] {
  const out: { x: number; y: number; r: number; colour: number; alpha: number }[] = [];
  for (let ty = 0; ty < height; ty += BOARD_SPRINKLES.tile) {
    for (let tx = 0; tx < width; tx += BOARD_SPRINKLES.tile) {
      for (const dot of BOARD_SPRINKLES.dots) out.push({ ...dot, x: tx + dot.x, y: ty + dot.y });
    }
  }
  return out;
}

/** The icing: a 30 px cream band along the face's top and a round drop every 60 px hanging from it. */
export const ICING = { colour: 0xfffaf3, band: 30, first: 34, every: 60, dropY: 30, dropR: 15.5 } as const;

/** The icing's drops along a face `width` wide: their centres (the face clips the ends). */
export function icingDrops(width: number): { x: number; y: number; r: number }[] {
  const out: { x: number; y: number; r: number }[] = [];
  for (let x = ICING.first; x - ICING.dropR < width; x += ICING.every) out.push({ x, y: ICING.dropY, r: ICING.dropR });
  return out;
}

/** One corner's piece: its centre (board coordinates: x from the board's centre, y from its top), size, turn. */
export interface SignCorner {
  x: number;
  y: number;
  size: number;
  angle: number;
  /** The sweet's colour (ScreenDecor's `sweet(i)`), for the candy sign. */
  colour: number;
}

/** The screws: 54 px, 14 px in from the face's corners, each turned its own way. */
export const CORNER_SCREWS = { size: 54, inset: 14, angles: [20, -35, 60, 5] } as const;
/** The sweets: 64 px wrapped candies stuck over the corners (cherry, mint, grape, orange), with a soft shadow. */
export const CORNER_SWEETS = {
  size: 64,
  out: { x: 30, y: 26 },
  colours: [0, 3, 5, 1],
  shadow: { dy: 6, blur: 4, colour: 0x5a1432, alpha: 0.35 },
} as const;

/** The four corners (top-left, top-right, bottom-left, bottom-right) of a sign `height` tall. */
export function signCorners(corners: SignCorners, height: number): SignCorner[] {
  const { width, border } = TITLE_SIGN;
  const faceLeft = -width / 2 + border;
  const faceRight = width / 2 - border;
  const faceBottom = height - border;
  // Offsets of the piece's top-left corner from the face's edges (negative: out over the frame).
  const screws = corners === 'screws';
  const size = screws ? CORNER_SCREWS.size : CORNER_SWEETS.size;
  const inX = screws ? CORNER_SCREWS.inset : -CORNER_SWEETS.out.x;
  const inY = screws ? CORNER_SCREWS.inset : -CORNER_SWEETS.out.y;
  const half = size / 2;
  const xs = [faceLeft + inX + half, faceRight - inX - half];
  const ys = [border + inY + half, faceBottom - inY - half];
  return [0, 1, 2, 3].map((i) => ({
    x: xs[i % 2]!,
    y: ys[i < 2 ? 0 : 1]!,
    size,
    angle: screws ? CORNER_SCREWS.angles[i]! : 0,
    colour: screws ? 0 : CORNER_SWEETS.colours[i]!,
  }));
}

/**
 * The width of `text` in the sign's heavy face at `fontSize` px, with `letterSpacing` px after every letter
 * but the last (as Pixi measures it).
 */
export type MeasureLine = (text: string, fontSize: number, letterSpacing: number) => number;

/**
 * The largest type size from `min` to `max` at which a line `widthAt(size)` px wide fits `room`, and how much
 * it must be squeezed across when even `min` is too wide (1: not at all).
 */
export function fitLineSize(
  widthAt: (fontSize: number) => number,
  room: number,
  max: number,
  min: number,
): { fontSize: number; squeeze: number } {
  const widest = widthAt(max);
  if (widest <= room) return { fontSize: max, squeeze: 1 };
  // Type widens about in step with its size: start from that guess, then step to the largest that fits.
  let size = Math.max(min, Math.min(max, Math.floor((max * room) / widest)));
  while (size > min && widthAt(size) > room) size -= 1;
  while (size < max && widthAt(size + 1) <= room) size += 1;
  const width = widthAt(size);
  return { fontSize: size, squeeze: width > room ? room / width : 1 };
}

// Letters that can be coloured one by one without breaking how the script joins them (Latin and CJK); the
// one Latin or CJK script.
const SEPARABLE = /^[\p{Script=Latin}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\s'’\-0-9]+$/u;

/** The first line cut into the pieces that are coloured one by one: its letters, or the whole line. */
export function signLetters(top: string): string[] {
  return SEPARABLE.test(top) ? Array.from(top) : [top];
}

/** The colour of the first line's `i`th piece: the game's colours in turn (spaces take their turn too). */
export function letterColour(colours: readonly string[], i: number): string {
  return colours[i % colours.length] ?? '#ffffff';
}

/** A piece of the first line: its words, colour, box across (from the line's centre) and its bob. */
export interface SignLetter {
  text: string;
  colour: string;
  /** Left edge and width of its box (the glyphs and the spacing after them), from the sign's centre line. */
  left: number;
  width: number;
  /** Lifted (negative) or dropped, in px, and turned, in degrees (odd pieces up and left, even down and right). */
  dy: number;
  angle: number;
}

/** A line of the sign: its words, type size, top (from the board's top), box width and squeeze across. */
export interface SignLine {
  text: string;
  fontSize: number;
  top: number;
  /** Its box across, the spacing after its last letter included (unsqueezed). */
  width: number;
  squeeze: number;
}

/** The sign laid out: its box (width x height, from its top-centre), its lines, corners and paint. */
export interface TitleSignLayout {
  width: number;
  height: number;
  /** Both lines, joined by a space (the name as the sign shows it). */
  name: string;
  top: SignLine & { letters: SignLetter[] };
  bottom: SignLine | null;
  corners: SignCorner[];
  paint: SignPaint;
}

/**
 * The box a sign takes with lines of `top` and `bottom` px type (no second line: null), as the DOM sign's: 600
 * wide, as tall as its padding, border and lines. Its drawing reaches past it: the whole sign leans 3 degrees
 * (about 16 px more at its corners), its ledge and soft shadow fall some 80 px below it, and the candy sign's
 * corner sweets stand 17 to 21 px out of it.
 */
export function titleSignSize(
  lines: { top: number; bottom: number | null } = { top: TOP_LINE.max, bottom: BOTTOM_LINE.max },
  corners: SignCorners = 'screws',
): { width: number; height: number } {
  const paint = signPaint(corners);
  const { border, lineGap, padBottom, width } = TITLE_SIGN;
  const bottom = lines.bottom === null ? 0 : lineGap + lines.bottom;
  return { width, height: 2 * border + paint.padTop + lines.top + bottom + padBottom };
}

/**
 * The sign for the game's name `title` (cut in two lines as the DOM sign cuts it), with the skin's letter
 * colours and corners, its type measured by `measure`.
 */
export function titleSignLayout(
  title: string,
  look: { letters: readonly string[]; corners: SignCorners },
  measure: MeasureLine,
): TitleSignLayout {
  const paint = signPaint(look.corners);
  const [topText, bottomText] = splitTitle(title);
  const pieces = signLetters(topText);
  // A piece's box: its glyphs and the spacing after them. A whole line of a joined script (one piece) is set
  // unspaced inside, so that its letters stay joined.
  const pieceWidth = (piece: string, size: number) =>
    measure(piece === ' ' ? '\u00a0' : piece, size, 0) + TOP_LINE.spacing;
  const topWidthAt = (size: number) => pieces.reduce((sum, piece) => sum + pieceWidth(piece, size), 0);
  const topFit = fitLineSize(topWidthAt, TITLE_SIGN.lineRoom, TOP_LINE.max, TITLE_SIGN.minFont);
  const bottomWidthAt = (size: number) => measure(bottomText, size, BOTTOM_LINE.spacing) + BOTTOM_LINE.spacing;
  const bottomFit = bottomText
    ? fitLineSize(bottomWidthAt, TITLE_SIGN.lineRoom, BOTTOM_LINE.max, TITLE_SIGN.minFont)
    : null;

  const topTop = TITLE_SIGN.border + paint.padTop;
  const topWidth = topWidthAt(topFit.fontSize);
  let left = -topWidth / 2;
  const letters = pieces.map((piece, i) => {
    const width = pieceWidth(piece, topFit.fontSize);
    const up = i % 2 === 0;
    const letter: SignLetter = {
      text: piece,
      colour: letterColour(look.letters, i),
      left,
      width,
      dy: up ? -TOP_LINE.bob : TOP_LINE.bob,
      angle: up ? -TOP_LINE.turn : TOP_LINE.turn,
    };
    left += width;
    return letter;
  });
  const size = titleSignSize({ top: topFit.fontSize, bottom: bottomFit?.fontSize ?? null }, look.corners);
  return {
    ...size,
    name: [topText, bottomText].filter(Boolean).join(' '),
    top: { text: topText, fontSize: topFit.fontSize, top: topTop, width: topWidth, squeeze: topFit.squeeze, letters },
    bottom: bottomFit
      ? {
          text: bottomText,
          fontSize: bottomFit.fontSize,
          top: topTop + topFit.fontSize + TITLE_SIGN.lineGap,
          width: bottomWidthAt(bottomFit.fontSize),
          squeeze: bottomFit.squeeze,
        }
      : null,
    corners: signCorners(look.corners, size.height),
    paint,
  };
}

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/u;
const COMBINING = /[\u0300-\u036f\u0900-\u0903\u093a-\u094f\u0951-\u0957\u0962\u0963]/u;
const NARROW = /[iIljtfr.,:;'’!|\s-]/u;
const WIDE = /[mwMW@]/u;

/** A rough width of `text` in ems of the sign's heavy face (a canvas-free estimate, good enough to pick a size). */
export function titleEms(text: string): number {
  let em = 0;
  for (const ch of text) {
    if (CJK.test(ch)) em += 1;
    else if (COMBINING.test(ch)) em += 0.12;
    else if (NARROW.test(ch)) em += 0.42;
    else if (WIDE.test(ch)) em += 0.95;
    else if (ch !== ch.toLowerCase()) em += 0.78;
    else em += 0.66;
  }
  return em;
}

/** The largest type size from `min` to `max` px at which `text` fits `room` px, by {@link titleEms}. */
function signFontSize(text: string, room: number, max: number, min: number): number {
  const ems = titleEms(text);
  return ems > 0 ? Math.max(min, Math.min(max, Math.floor(room / ems))) : max;
}

/** The type size of a sign line: as large as `max`, smaller when the line would not fit the board. */
export function titleLineSize(text: string, max: number): number {
  return signFontSize(text, TITLE_SIGN.lineRoom, max, TITLE_SIGN.minFont);
}

/**
 * The name cut into the sign's two lines: at the space (or hyphen) that leaves the halves most even, else a
 * name of 4 or more CJK characters in half; a name that cannot be cut stays on the first line.
 */
export function splitTitle(title: string): [string, string] {
  const text = title.trim();
  const cuts: { top: string; bottom: string }[] = [];
  for (let i = 1; i < text.length - 1; i += 1) {
    if (text[i] === ' ') cuts.push({ top: text.slice(0, i), bottom: text.slice(i + 1) });
    else if (text[i] === '-' && text[i - 1] !== ' ')
      cuts.push({ top: text.slice(0, i + 1), bottom: text.slice(i + 1) });
  }
  if (cuts.length > 0) {
    const longest = (c: { top: string; bottom: string }) => Math.max(titleEms(c.top), titleEms(c.bottom));
    const best = cuts.reduce((a, b) => (longest(b) < longest(a) ? b : a));
    return [best.top.trim(), best.bottom.trim()];
  }
  const chars = Array.from(text);
  if (chars.length >= 4 && chars.every((c) => CJK.test(c))) {
    const half = Math.ceil(chars.length / 2);
    return [chars.slice(0, half).join(''), chars.slice(half).join('')];
  }
  return [text, ''];
}
