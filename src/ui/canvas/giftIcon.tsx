// A wrapped gift box with a bow (keeps its own colours): the sign-in's button and the menu's sign-in rail
// button. An SVG icon like those of src/ui/icons.tsx, drawn on the canvas by drawIcon.
import { svgProps } from '../svgIcon';

/** A wrapped gift box with a bow, for the sign-in button (keeps its own colours). */
export function GiftIcon({ size = 48, className }: { size?: number; className?: string }) {
  return (
    <svg {...svgProps(size, className)}>
      <path d="M17 12 Q9 4 7.5 10 Q7 15 22 15 Z" fill="#ffd23f" stroke="#b88a00" strokeWidth="1.6" />
      <path d="M31 12 Q39 4 40.5 10 Q41 15 26 15 Z" fill="#ffd23f" stroke="#b88a00" strokeWidth="1.6" />
      <rect x="7" y="24" width="34" height="20" rx="3" fill="#e0314b" stroke="#8c1426" strokeWidth="2" />
      <rect x="5" y="15" width="38" height="10" rx="3" fill="#ff5f7a" stroke="#8c1426" strokeWidth="2" />
      <rect x="20.5" y="15" width="7" height="29" fill="#ffd23f" stroke="#b88a00" strokeWidth="1.4" />
      <circle cx="24" cy="14.5" r="3.6" fill="#ffd23f" stroke="#b88a00" strokeWidth="1.6" />
    </svg>
  );
}
