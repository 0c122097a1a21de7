// A treasure chest of the task boards' points bar (strawberry, grape, then gold), closed with a clasp or open
// with a glow inside, written as SVG and drawn on the canvas through iconGraphics' drawIcon.
import { svgProps } from './svgIcon';

/** Chest colours by place on the bar: strawberry, grape, then gold for the last. */
const CHEST_COLOURS = [
  { body: '#ff5f9e', lid: '#ff8dbb', edge: '#9e1f56' },
  { body: '#9a52d6', lid: '#bd85ee', edge: '#55207f' },
  { body: '#f2a81d', lid: '#ffcd4d', edge: '#94560a' },
];

/**
 * `hex` 45% of the way to its grey, 3% darker: CSS's `grayscale(0.45) brightness(0.97)` (a locked chest), worked
 * out on the colour so the canvas needs no filter.
 */
export function mutedColour(hex: string): string {
  const n = Number.parseInt(hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const grey = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const mix = (c: number) => Math.round(Math.min(255, (c + (grey - c) * 0.45) * 0.97));
  return `#${((mix(r) << 16) | (mix(g) << 8) | mix(b)).toString(16).padStart(6, '0')}`;
}

/** A treasure chest, closed with a clasp or open with a glow inside (keeps its own colours). */
export function ChestIcon({
  size = 48,
  className,
  tier = 0,
  open = false,
  muted = false,
}: {
  size?: number;
  className?: string;
  /** 0, 1 or 2: which chest of the bar. */
  tier?: number;
  open?: boolean;
  /** Its colours greyed (a locked chest on the canvas). */
  muted?: boolean;
}) {
  const c = (hex: string) => (muted ? mutedColour(hex) : hex);
  const colours = CHEST_COLOURS[Math.max(0, Math.min(2, Math.floor(tier)))]!;
  const [body, lid, edge] = [c(colours.body), c(colours.lid), c(colours.edge)];
  return (
    <svg {...svgProps(size, className)}>
      {open && (
        <>
          <path d="M7 21 L11 5 Q12 3 14 3 H34 Q36 3 37 5 L41 21 Z" fill={lid} stroke={edge} strokeWidth="2" />
          <path d="M11 19 L14 7 H34 L37 19 Z" fill={edge} opacity="0.55" />
          <ellipse cx="24" cy="22" rx="15" ry="5" fill={c('#fff3a6')} />
          <circle cx="18" cy="20" r="3.4" fill={c('#ffc21a')} stroke={c('#c27600')} strokeWidth="1.2" />
          <circle cx="27" cy="19" r="3.4" fill={c('#ffc21a')} stroke={c('#c27600')} strokeWidth="1.2" />
          <circle cx="31.5" cy="21.5" r="2.6" fill={c('#ffe27a')} stroke={c('#c27600')} strokeWidth="1" />
        </>
      )}
      <rect x="6" y="22" width="36" height="21" rx="3.5" fill={body} stroke={edge} strokeWidth="2" />
      <rect x="6" y="22" width="36" height="5" fill={c('#fff')} opacity="0.25" />
      <rect x="12" y="22" width="4" height="21" fill={c('#ffd23f')} stroke={c('#b88a00')} strokeWidth="0.8" />
      <rect x="32" y="22" width="4" height="21" fill={c('#ffd23f')} stroke={c('#b88a00')} strokeWidth="0.8" />
      {!open && (
        <>
          <path d="M6 23 V17 Q6 9 14 9 H34 Q42 9 42 17 V23 Z" fill={lid} stroke={edge} strokeWidth="2" />
          <path
            d="M10 14 Q12 11.5 16 11.5 H24"
            stroke={c('#fff')}
            strokeWidth="2.4"
            strokeLinecap="round"
            opacity="0.6"
          />
          <rect x="12" y="9.5" width="4" height="13" fill={c('#ffd23f')} stroke={c('#b88a00')} strokeWidth="0.8" />
          <rect x="32" y="9.5" width="4" height="13" fill={c('#ffd23f')} stroke={c('#b88a00')} strokeWidth="0.8" />
          <rect
            x="19.5"
            y="19"
            width="9"
            height="10"
            rx="2.5"
            fill={c('#ffd23f')}
            stroke={c('#b88a00')}
            strokeWidth="1.4"
          />
          <circle cx="24" cy="23.5" r="1.6" fill={c('#8a5a00')} />
        </>
      )}
    </svg>
  );
}
