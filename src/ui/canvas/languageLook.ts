// How the language picker looks (as the DOM layer drew it before the canvas move; the candy game makes the wooden
// buttons strawberry), as numbers: the grid of two columns, each language's button and how its name (in its own script)
// is set to fit, and the current one's ring and check badge. Pure, read by LanguageLayer.tsx and its tests.
import { LANGUAGES, type LanguageCode } from '../../i18n';
import { BODY_WIDTH, TEXT_BUTTON } from './panelLook';

/** The grid and its buttons, in design px (the body is 508 wide). */
export const LANGUAGE_GRID = {
  columns: 2,
  columnGap: 16,
  rowGap: 18,
  /** The list's padding above and below. */
  padTop: 4,
  padBottom: 6,
  button: {
    height: 96,
    radius: 30,
    padSide: 16,
    /** Rim and ledges: the text button's, whose drawing the picker's buttons use (CanvasTextButton.tsx). */
    rim: TEXT_BUTTON.rim,
    ledge: TEXT_BUTTON.ledge,
    pressedLedge: TEXT_BUTTON.pressedLedge,
    fontSize: 32,
    minFontSize: 20,
    lineHeight: 1.05,
  },
  /** The current one's white ring: 5 px wide, 3 px out. */
  ring: { width: 5, offset: 3 },
  /** The check badge on the current one's corner: 52 px, 16 px above its top and 12 px past its right. */
  check: { size: 52, top: -16, right: -12, border: 4, icon: 38, ledge: 4 },
} as const;

/** A button's width: half the body less half the gap. */
export const OPTION_WIDTH = (BODY_WIDTH - LANGUAGE_GRID.columnGap) / 2;

/** The room for a name inside a button's rim and padding. */
export const NAME_ROOM = OPTION_WIDTH - 2 * LANGUAGE_GRID.button.padSide - 2 * LANGUAGE_GRID.button.rim;

/** One language's button: its test id, its name in its own language, its BCP 47 tag, and whether it is current. */
export interface LanguageOption {
  code: LanguageCode;
  testId: string;
  name: string;
  tag: string;
  current: boolean;
  /** Its centre, from the body's centre line and the grid's top. */
  x: number;
  y: number;
}

/** The languages in the picker's order (LANGUAGES), row by row, two to a row, the `current` one marked. */
export function languageOptions(current: string): LanguageOption[] {
  const { columns, columnGap, rowGap, padTop, button } = LANGUAGE_GRID;
  return LANGUAGES.map((language, i) => {
    const column = i % columns;
    const row = Math.floor(i / columns);
    return {
      code: language.code,
      testId: `language-${language.code}`,
      name: language.nativeName,
      tag: language.tag,
      current: language.code === current,
      x: (column - (columns - 1) / 2) * (OPTION_WIDTH + columnGap),
      y: padTop + row * (button.height + rowGap) + button.height / 2,
    };
  });
}

/** The grid's height: its rows, the gaps between them and its padding. */
export function gridHeight(count: number = LANGUAGES.length): number {
  const { columns, rowGap, padTop, padBottom, button } = LANGUAGE_GRID;
  const rows = Math.ceil(count / columns);
  return padTop + rows * button.height + Math.max(0, rows - 1) * rowGap + padBottom;
}

/** How a name is set: its lines and its type size. */
export interface NameLayout {
  lines: string[];
  fontSize: number;
}

/** Where a name may break onto a second line: at a space, or before an opening parenthesis ('繁體中文（香港）'). */
function breakPoints(name: string): number[] {
  const points: number[] = [];
  for (let i = 1; i < name.length; i++) {
    const ch = name[i]!;
    if (ch === ' ' || ch === '（' || ch === '(') points.push(i);
  }
  return points;
}

/**
 * A name set to fit `room` px: one line of 32 px type when it fits; else two lines broken where it may break,
 * at the break that lets the largest type fit; else one line, smaller (never below 20 px). `measure` gives a
 * text's width in ems of the heavy face.
 */
export function nameLayout(name: string, measure: (text: string) => number, room: number = NAME_ROOM): NameLayout {
  const { fontSize: max, minFontSize: min } = LANGUAGE_GRID.button;
  const sizeFor = (ems: number) => (ems <= 0 || ems * max <= room ? max : Math.max(min, Math.floor(room / ems)));
  const one = sizeFor(measure(name));
  if (one === max) return { lines: [name], fontSize: max };
  let best: NameLayout = { lines: [name], fontSize: one };
  for (const at of breakPoints(name)) {
    const lines = [name.slice(0, at).trim(), name.slice(at).trim()];
    const fontSize = sizeFor(Math.max(...lines.map(measure)));
    if (fontSize > best.fontSize) best = { lines, fontSize };
  }
  return best;
}
