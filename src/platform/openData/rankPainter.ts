// Draws the ranking on the shared canvas: a title, a page of rows (medal or rank, round avatar, nickname cut to
// fit, score) on a cream card, the player's own row pinned under the page when it is on another page, and the page counter; or
// one centred message while loading, when empty or when the host failed. Sizes follow the canvas width (a 600
// unit wide design), so the game may size the shared canvas to the panel it shows it in.
import type { RankContext2D } from './openDataApi';
import type { RankRow } from './rankRows';

/** What the ranking shows now. */
export interface RankView {
  title: string;
  /** 'ready' draws the rows; the others draw `message`. */
  state: 'loading' | 'failed' | 'empty' | 'ready';
  message: string;
  rows: readonly RankRow[];
  /** The page shown (0-based; clamped to the pages there are). */
  page: number;
  /** The own row's name when the host gave none. */
  you: string;
}

/** Where things go on a canvas of this size. */
export interface RankLayout {
  unit: number;
  titleHeight: number;
  rowHeight: number;
  footerHeight: number;
  perPage: number;
}

const DESIGN_WIDTH = 600;
const FONT = 'sans-serif';
const MEDALS = ['#f2b705', '#aab4c0', '#cd7f45'];
const AVATAR_COLOURS = ['#ef6f6c', '#f4a259', '#5b8e7d', '#8cb369', '#4f86c6', '#9b5de5', '#e56b9f', '#3aafa9'];

/** The layout of a ranking on a `width` x `height` canvas (at least one row a page). */
export function rankLayout(width: number, height: number): RankLayout {
  const unit = Math.max(0.25, width / DESIGN_WIDTH);
  const titleHeight = 84 * unit;
  const rowHeight = 96 * unit;
  // Room under the page for the pinned own row and the page counter.
  const footerHeight = rowHeight + 52 * unit;
  const perPage = Math.max(1, Math.floor((height - titleHeight - footerHeight) / rowHeight));
  return { unit, titleHeight, rowHeight, footerHeight, perPage };
}

/** The number of pages `rows` take. */
export function pageCount(rows: number, layout: RankLayout): number {
  return Math.max(1, Math.ceil(rows / layout.perPage));
}

/** `text` cut with an ellipsis to fit `maxWidth` in the context's current font. */
export function fitText(ctx: Pick<RankContext2D, 'measureText'>, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  const chars = [...text];
  let low = 0;
  let high = chars.length;
  // The longest prefix that fits with the ellipsis.
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (ctx.measureText(`${chars.slice(0, mid).join('')}…`).width <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return low === 0 ? '…' : `${chars.slice(0, low).join('').trimEnd()}…`;
}

/** `text` in lines of at most `maxWidth`: at spaces, and between characters in scripts without spaces. */
export function wrapText(ctx: Pick<RankContext2D, 'measureText'>, text: string, maxWidth: number): string[] {
  const fits = (s: string) => ctx.measureText(s).width <= maxWidth;
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    line = '';
    if (fits(word)) {
      line = word;
      continue;
    }
    // A word wider than a line (or a sentence in a script without spaces): break it between characters.
    for (const char of word) {
      if (line !== '' && !fits(line + char)) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

function roundRect(ctx: RankContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

function circle(ctx: RankContext2D, x: number, y: number, r: number): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.closePath();
}

function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? '#4f86c6';
}

function drawRow(
  ctx: RankContext2D,
  row: RankRow,
  y: number,
  width: number,
  layout: RankLayout,
  you: string,
  imageOf: (url: string) => unknown,
): void {
  const u = layout.unit;
  const h = layout.rowHeight - 12 * u;
  const mid = y + h / 2;
  roundRect(ctx, 16 * u, y, width - 32 * u, h, 18 * u);
  ctx.fillStyle = row.self ? '#ffe29a' : '#fff7e8';
  ctx.fill();
  ctx.lineWidth = 3 * u;
  ctx.strokeStyle = row.self ? '#e9a400' : '#e8c48f';
  ctx.stroke();

  // Rank: a medal for the first three.
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (row.rank <= 3) {
    circle(ctx, 60 * u, mid, 26 * u);
    ctx.fillStyle = MEDALS[row.rank - 1] ?? '#f2b705';
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.font = `bold ${28 * u}px ${FONT}`;
  } else {
    ctx.fillStyle = '#8a5a2b';
    ctx.font = `bold ${row.rank >= 1000 ? 22 * u : 30 * u}px ${FONT}`;
  }
  ctx.fillText(String(row.rank), 60 * u, mid);

  // Avatar: the picture once it has loaded, else a coloured disc with the name's first letter.
  const name = row.self && (row.nickname === '' || row.nickname === '?') ? you : row.nickname;
  const image = row.avatarUrl ? imageOf(row.avatarUrl) : null;
  const ax = 132 * u;
  const ar = 32 * u;
  if (image) {
    ctx.save();
    circle(ctx, ax, mid, ar);
    ctx.clip();
    ctx.drawImage(image, ax - ar, mid - ar, ar * 2, ar * 2);
    ctx.restore();
  } else {
    circle(ctx, ax, mid, ar);
    ctx.fillStyle = colourOf(name);
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.font = `bold ${30 * u}px ${FONT}`;
    ctx.fillText([...name][0]?.toUpperCase() ?? '?', ax, mid);
  }

  // Score at the right, then the name in the room left.
  const score = String(row.score);
  ctx.textAlign = 'right';
  ctx.font = `bold ${34 * u}px ${FONT}`;
  ctx.fillStyle = '#d2691e';
  const right = width - 40 * u;
  ctx.fillText(score, right, mid);
  const scoreWidth = ctx.measureText(score).width;
  ctx.textAlign = 'left';
  ctx.font = `${row.self ? 'bold ' : ''}${30 * u}px ${FONT}`;
  ctx.fillStyle = '#5a3a1a';
  const left = 180 * u;
  ctx.fillText(fitText(ctx, name, Math.max(0, right - scoreWidth - 24 * u - left)), left, mid);
}

/** Draws `view` over the whole canvas; `imageOf` gives an avatar's loaded image, or null while it loads. */
export function paintRanks(
  ctx: RankContext2D,
  width: number,
  height: number,
  view: RankView,
  imageOf: (url: string) => unknown = () => null,
): void {
  const layout = rankLayout(width, height);
  const u = layout.unit;
  ctx.clearRect(0, 0, width, height);
  // Its own card, so it reads on whatever panel the game shows it in.
  roundRect(ctx, 2 * u, 2 * u, width - 4 * u, height - 4 * u, 28 * u);
  ctx.fillStyle = '#fdf1dc';
  ctx.fill();
  ctx.lineWidth = 4 * u;
  ctx.strokeStyle = '#e0b97a';
  ctx.stroke();

  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#7a4a1e';
  ctx.font = `bold ${40 * u}px ${FONT}`;
  ctx.fillText(fitText(ctx, view.title, width - 48 * u), width / 2, layout.titleHeight / 2);

  if (view.state !== 'ready' || view.rows.length === 0) {
    ctx.font = `${30 * u}px ${FONT}`;
    ctx.fillStyle = view.state === 'failed' ? '#b23a2a' : '#7a5a3a';
    const lines = wrapText(ctx, view.message, width - 80 * u);
    const lineHeight = 42 * u;
    const top = (layout.titleHeight + height) / 2 - ((lines.length - 1) * lineHeight) / 2;
    lines.forEach((line, i) => ctx.fillText(line, width / 2, top + i * lineHeight));
    return;
  }

  const pages = pageCount(view.rows.length, layout);
  const page = Math.min(Math.max(0, view.page), pages - 1);
  const shown = view.rows.slice(page * layout.perPage, (page + 1) * layout.perPage);
  shown.forEach((row, i) =>
    drawRow(ctx, row, layout.titleHeight + i * layout.rowHeight, width, layout, view.you, imageOf),
  );

  // The player's own row, pinned under the page when it is on another one.
  const own = view.rows.find((r) => r.self);
  const footerTop = height - layout.footerHeight;
  if (own && !shown.includes(own)) drawRow(ctx, own, footerTop, width, layout, view.you, imageOf);
  if (pages > 1) {
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = '#7a4a1e';
    ctx.font = `bold ${28 * u}px ${FONT}`;
    const label = `${page > 0 ? '‹  ' : ''}${page + 1} / ${pages}${page < pages - 1 ? '  ›' : ''}`;
    ctx.fillText(label, width / 2, height - 26 * u);
  }
}
