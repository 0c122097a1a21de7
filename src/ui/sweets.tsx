// The candy game's sweets as pictures: a wrapped boiled sweet and a swirled lollipop in each of the playfield's
// seven colours. The canvas draws them (drawIcon) on the candy backdrop, the title sign, the logo, the menu's
// plates and the full plate of the lose panel.
import { svgProps, type IconProps } from './svgIcon';

/** The colours of one sweet: its body, the dark edge, and the light foil of its wrapper. */
export interface SweetColours {
  fill: string;
  edge: string;
  light: string;
}

/** The candy game's sweets, as the playfield draws them (cherry, orange, lemon, mint, blueberry, grape, bubblegum). */
export const SWEETS: readonly SweetColours[] = [
  { fill: '#e0314b', edge: '#97182c', light: '#ff9aa8' },
  { fill: '#ff8a1f', edge: '#b35300', light: '#ffc48a' },
  { fill: '#ffd23f', edge: '#b88a00', light: '#fff0a6' },
  { fill: '#2bb673', edge: '#167547', light: '#9be8c2' },
  { fill: '#2f6fde', edge: '#183f8f', light: '#9cc0ff' },
  { fill: '#8e44c9', edge: '#56207f', light: '#d6a8f5' },
  { fill: '#ff8fc8', edge: '#c2447f', light: '#ffd3ea' },
];

/** Sweet `i` of {@link SWEETS}, wrapping around. */
export function sweet(i: number): SweetColours {
  const n = SWEETS.length;
  return SWEETS[((Math.floor(i) % n) + n) % n]!;
}

interface SweetIconProps extends IconProps {
  colours?: SweetColours;
}

/** A boiled sweet in a twisted wrapper, seen from above (keeps its own colours). */
export function WrappedCandyIcon({ size = 48, className, colours = SWEETS[0]! }: SweetIconProps) {
  const { fill, edge, light } = colours;
  return (
    <svg {...svgProps(size, className)}>
      <g stroke={edge} strokeWidth="1.6" strokeLinejoin="round">
        <path d="M15 24 L3.5 14.5 Q1 24 3.5 33.5 Z" fill={light} />
        <path d="M33 24 L44.5 14.5 Q47 24 44.5 33.5 Z" fill={light} />
      </g>
      <path d="M5 24 H12 M36 24 H43" stroke={edge} strokeWidth="1.3" strokeLinecap="round" opacity="0.45" />
      <circle cx="24" cy="25.5" r="12.5" fill={edge} opacity="0.35" />
      <circle cx="24" cy="24" r="12.5" fill={fill} stroke={edge} strokeWidth="2" />
      <g stroke="#fff" strokeWidth="2.6" strokeLinecap="round" fill="none" opacity="0.55">
        <path d="M15.5 19.5 Q24 14 32.5 21" />
        <path d="M13.5 26 Q24 20.5 34.5 27.5" />
        <path d="M16.5 32 Q24 28 31 33" />
      </g>
      <ellipse cx="19" cy="18" rx="4" ry="2.4" fill="#fff" opacity="0.75" transform="rotate(-30 19 18)" />
    </svg>
  );
}

/** The swirl of a lollipop: an Archimedean spiral as a polyline, from the centre outwards. */
const SPIRAL = (() => {
  const pts: string[] = [];
  const turns = 2.6;
  const steps = 80;
  for (let i = 0; i <= steps; i += 1) {
    const a = (i / steps) * turns * Math.PI * 2;
    const r = 1.2 + (i / steps) * 12.2;
    pts.push(`${(24 + r * Math.cos(a)).toFixed(2)},${(18 + r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(' ');
})();

/** A swirled lollipop on a stick (keeps its own colours). */
export function LollipopIcon({ size = 48, className, colours = SWEETS[6]! }: SweetIconProps) {
  const { fill, edge } = colours;
  return (
    <svg {...svgProps(size, className)}>
      <rect x="22.2" y="26" width="3.6" height="20" rx="1.8" fill="#fff7ef" stroke="#c9a78f" strokeWidth="1" />
      <circle cx="24" cy="19.5" r="15" fill={edge} opacity="0.35" />
      <circle cx="24" cy="18" r="15" fill={fill} stroke={edge} strokeWidth="2" />
      <polyline points={SPIRAL} fill="none" stroke="#fff" strokeWidth="3.4" strokeLinecap="round" opacity="0.85" />
      <ellipse cx="17.5" cy="10.5" rx="4.2" ry="2.4" fill="#fff" opacity="0.7" transform="rotate(-35 17.5 10.5)" />
    </svg>
  );
}
