// The game's name as a sign: a wooden board screwed on at its corners (screw game), or a strawberry-iced
// board with sweets at its corners (candy game). The name comes from the language file and is set on two
// lines, the first one in coloured letters, each line's size fitted to its length.
import { useT } from '../i18n';
import { ScrewHeadIcon } from './icons';
import { sweet, WrappedCandyIcon } from './ScreenDecor';
import { useSkin } from './skin';
import './styles.css';
import './candy.css';

// The sweets at the corners of the candy sign: cherry, mint, grape, orange.
const CANDY_CORNERS = [0, 3, 5, 1];

// Room for a line inside the 600 px board (less its padding and border), and the largest type of each line.
const LINE_WIDTH = 500;
const TOP_MAX = 132;
const BOTTOM_MAX = 96;

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
  return signFontSize(text, LINE_WIDTH, max, 40);
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

// Letters that can be coloured one by one without breaking how the script joins them (Latin and CJK).
const SEPARABLE = /^[\p{Script=Latin}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\s'’\-0-9]+$/u;

/** The game-name sign of the menu, loading and logo screens. */
export function TitleSign({ className }: { className?: string }) {
  const t = useT();
  const skin = useSkin();
  const title = t(skin.title.key);
  const [top, bottom] = splitTitle(title);
  // The letters of the first line take the game's piece colours in turn, like a row of screw heads or sweets.
  const colours = skin.title.letters;
  const letters = SEPARABLE.test(top) ? Array.from(top) : [top];
  return (
    <div className={['title-sign', skin.title.className, className].filter(Boolean).join(' ')} data-testid="title-sign">
      <h1 className="title-sign__board" aria-label={title}>
        {(['tl', 'tr', 'bl', 'br'] as const).map((corner, i) => (
          <span key={corner} className={`title-sign__screw title-sign__screw--${corner}`}>
            {skin.title.corners === 'sweets' ? (
              <WrappedCandyIcon size={64} colours={sweet(CANDY_CORNERS[i] ?? 0)} />
            ) : (
              <ScrewHeadIcon size={54} />
            )}
          </span>
        ))}
        <span className="title-sign__line title-sign__line--top" aria-hidden="true" style={lineStyle(top, TOP_MAX)}>
          {letters.map((ch, i) => (
            <span key={i} className="title-sign__letter" style={{ color: colours[i % colours.length] }}>
              {ch === ' ' ? '\u00a0' : ch}
            </span>
          ))}
        </span>
        {bottom && (
          <span
            className="title-sign__line title-sign__line--bottom"
            aria-hidden="true"
            style={lineStyle(bottom, BOTTOM_MAX)}
          >
            {bottom}
          </span>
        )}
      </h1>
    </div>
  );
}

/** The inline size of a line, only when it differs from the stylesheet's (so the English sign is unchanged). */
function lineStyle(text: string, max: number) {
  const size = titleLineSize(text, max);
  return size === max ? undefined : { fontSize: size };
}
