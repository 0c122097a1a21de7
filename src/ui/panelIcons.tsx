// The icons of the menu's panels (settings' switches, ticks, the calendar's and lists' arrows, the level path's
// lock), out of the first load (see icons.tsx). All take the text colour unless noted.
import { svgProps, type IconProps } from './svgIcon';

/** Two beamed eighth notes; `off` adds a slash. */
export function MusicIcon({ size = 48, className, off = false }: IconProps & { off?: boolean }) {
  return (
    <svg {...svgProps(size, className)}>
      <path d="M17 12 L39 6 V34 H34 V14 L22 17.5 V38 H17 Z" fill="currentColor" />
      <ellipse cx="13" cy="37.5" rx="7.5" ry="5.8" transform="rotate(-20 13 37.5)" fill="currentColor" />
      <ellipse cx="30" cy="33.5" rx="7.5" ry="5.8" transform="rotate(-20 30 33.5)" fill="currentColor" />
      {off && <Slash />}
    </svg>
  );
}

/** A phone with shake marks either side: the vibration setting. */
export function VibrateIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <rect x="15" y="6" width="18" height="36" rx="4" fill="currentColor" />
      <g stroke="currentColor" strokeWidth="4" strokeLinecap="round" fill="none">
        <path d="M8 16 L5 24 L8 32" />
        <path d="M40 16 L43 24 L40 32" />
      </g>
    </svg>
  );
}

/** A loudspeaker with sound waves; `off` swaps the waves for a cross. */
export function SpeakerIcon({ size = 48, className, off = false }: IconProps & { off?: boolean }) {
  return (
    <svg {...svgProps(size, className)}>
      <path d="M6 18 H14 L25 8 V40 L14 30 H6 Z" fill="currentColor" strokeLinejoin="round" />
      {off ? (
        <path d="M31 17 L43 31 M43 17 L31 31" stroke="currentColor" strokeWidth="5" strokeLinecap="round" fill="none" />
      ) : (
        <g stroke="currentColor" strokeWidth="4.5" strokeLinecap="round" fill="none">
          <path d="M31 17 Q36 24 31 31" />
          <path d="M36 11 Q45 24 36 37" />
        </g>
      )}
    </svg>
  );
}

function Slash() {
  return (
    <g strokeLinecap="round">
      <path d="M7 7 L41 41" stroke="var(--icon-slash-edge, #8a2a10)" strokeWidth="9" />
      <path d="M7 7 L41 41" stroke="var(--icon-slash, #ff5a3c)" strokeWidth="5" />
    </g>
  );
}

/** A bold tick, for done. */
export function CheckIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <path
        d="M10 25 L20 35 L39 14"
        stroke="currentColor"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}

/** A tick on a white disc: a completed day of the calendar. */
export function CheckBadgeIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <circle cx="24" cy="24" r="22" fill="#fff" />
      <path
        d="M13 25 L21 33 L36 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A chevron through `d` (48-unit box, 8 units thick, round ends): the calendar's paging arrows. */
function chevron(d: string) {
  return function Chevron({ size = 48, className }: IconProps) {
    return (
      <svg {...svgProps(size, className)}>
        <path d={d} fill="none" stroke="currentColor" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    );
  };
}

/** The chevron back (a month earlier). */
export const BackArrowIcon = chevron('M30 9 L15 24 L30 39');
/** The chevron on (a month later). */
export const NextArrowIcon = chevron('M18 9 L33 24 L18 39');

/** A padlock (keeps the text colour). */
export function LockIcon({ size = 48, className }: { size?: number; className?: string }) {
  return (
    <svg {...svgProps(size, className)}>
      <path d="M15 22 V15 Q15 6 24 6 Q33 6 33 15 V22" stroke="currentColor" strokeWidth="5.5" fill="none" />
      <rect x="9" y="20" width="30" height="24" rx="6" fill="currentColor" />
      <path d="M24 29 V35" stroke="var(--icon-cut, #fff)" strokeWidth="4.5" strokeLinecap="round" />
    </svg>
  );
}
