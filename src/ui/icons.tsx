// Inline SVG icons drawn for this game (no image assets). All take the text colour unless noted.
import { useId } from 'react';

/** Common props of every icon: its size in design px. */
export interface IconProps {
  size?: number;
  className?: string;
}

/** The attributes every icon's <svg> carries: size, the 48-unit view box, hidden from screen readers. */
export function svgProps(size: number, className: string | undefined) {
  return {
    width: size,
    height: size,
    viewBox: '0 0 48 48',
    className: className ? `icon ${className}` : 'icon',
    'aria-hidden': true,
    focusable: false,
  } as const;
}

/** Points of a regular star or gear outline around (cx, cy), alternating between two radii. */
function ringPoints(count: number, outer: number, inner: number, cx = 24, cy = 24, turn = -90): string {
  const pts: string[] = [];
  for (let i = 0; i < count * 2; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((turn + (i * 180) / count) * Math.PI) / 180;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(' ');
}

const STAR_POINTS = ringPoints(5, 22, 10.5, 24, 25.5);

/** Gear outline with square-ish teeth, plus a round hole (even-odd fill). */
const GEAR_PATH = (() => {
  const teeth = 8;
  const outer = 22;
  const root = 16.5;
  const parts: string[] = [];
  for (let i = 0; i < teeth; i += 1) {
    const base = (i * 360) / teeth;
    // Each tooth: root corner, tooth corners, root corner (angles in degrees around the centre).
    const corners: [number, number][] = [
      [base - 15, root],
      [base - 9, outer],
      [base + 9, outer],
      [base + 15, root],
    ];
    for (const [deg, r] of corners) {
      const a = (deg * Math.PI) / 180;
      parts.push(`${(24 + r * Math.cos(a)).toFixed(2)} ${(24 + r * Math.sin(a)).toFixed(2)}`);
    }
  }
  return `M${parts.join(' L')} Z M24 17 A7 7 0 1 0 24.01 17 Z`;
})();

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

/** A loudspeaker with sound waves; `off` swaps the waves for a cross. */
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

/** A cog wheel, for settings. */
export function GearIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <path d={GEAR_PATH} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}

/** Two bars, for pause. */
export function PauseIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <rect x="11" y="8" width="9.5" height="32" rx="3.5" fill="currentColor" />
      <rect x="27.5" y="8" width="9.5" height="32" rx="3.5" fill="currentColor" />
    </svg>
  );
}

/** A rounded play triangle. */
export function PlayIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <path
        d="M15 9.5 Q15 6 18 7.6 L39 21.4 Q41.6 24 39 26.6 L18 40.4 Q15 42 15 38.5 Z"
        fill="currentColor"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A circular arrow, for restart. */
export function RestartIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <path d="M36.5 15.5 A15 15 0 1 0 39 26" stroke="currentColor" strokeWidth="6" strokeLinecap="round" fill="none" />
      <path
        d="M41 6 L41 19.5 L27.5 19.5 Z"
        fill="currentColor"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A little house, for "back to the menu". */
export function HomeIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <path
        d="M24 6 L43 22 H37.5 V40 H28 V29 H20 V40 H10.5 V22 H5 Z"
        fill="currentColor"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A video camera, for "watch an ad". */
export function VideoIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <rect x="3" y="12" width="29" height="24" rx="6" fill="currentColor" />
      <path d="M34 21 L45 14 V34 L34 27 Z" fill="currentColor" strokeLinejoin="round" />
      <path d="M13.5 18.5 L23.5 24 L13.5 29.5 Z" fill="var(--icon-cut, #2f8f1e)" />
    </svg>
  );
}

/** A cup, for the best score. */
export function TrophyIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <path
        d="M12 12 H5.5 Q5 22 15 25 M36 12 H42.5 Q43 22 33 25"
        stroke="currentColor"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M12 6 H36 V17 Q36 29 24 30 Q12 29 12 17 Z" fill="currentColor" />
      <rect x="21" y="29" width="6" height="7" fill="currentColor" />
      <rect x="14" y="36" width="20" height="7" rx="2.5" fill="currentColor" />
    </svg>
  );
}

/** A five-pointed star with rounded tips. */
export function StarIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <polygon points={STAR_POINTS} fill="currentColor" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
    </svg>
  );
}

/** Three joined dots, for share. */
export function ShareIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <path d="M34 11 L14 24 L34 37" stroke="currentColor" strokeWidth="4.5" fill="none" />
      <circle cx="35" cy="11" r="7" fill="currentColor" />
      <circle cx="13" cy="24" r="7" fill="currentColor" />
      <circle cx="35" cy="37" r="7" fill="currentColor" />
    </svg>
  );
}

/** A thick cross, for close. */
export function CloseIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <path d="M12 12 L36 36 M36 12 L12 36" stroke="currentColor" strokeWidth="7.5" strokeLinecap="round" />
    </svg>
  );
}

/** An alarm clock, for time. */
export function ClockIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <path d="M6 13 L13 6 M42 13 L35 6" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
      <circle cx="24" cy="26" r="16.5" fill="none" stroke="currentColor" strokeWidth="5" />
      <path d="M24 17 V26 L30 30" stroke="currentColor" strokeWidth="4.5" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/** A warning triangle, for errors. */
export function WarningIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <path
        d="M24 5 L44.5 41 H3.5 Z"
        fill="currentColor"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <rect x="21.5" y="17" width="5" height="13" rx="2.5" fill="var(--icon-cut, #fff)" />
      <circle cx="24" cy="35" r="3" fill="var(--icon-cut, #fff)" />
    </svg>
  );
}

/** A shiny steel screw head with a cross slot, seen from above (keeps its own colours). */
export function ScrewHeadIcon({ size = 48, className }: IconProps) {
  const id = useId();
  const face = `${id}-face`;
  return (
    <svg {...svgProps(size, className)}>
      <defs>
        <radialGradient id={face} cx="38%" cy="32%" r="70%">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="0.45" stopColor="#c9d2dc" />
          <stop offset="1" stopColor="#6f7d8c" />
        </radialGradient>
      </defs>
      <circle cx="24" cy="26" r="20" fill="rgba(60,30,5,0.35)" />
      <circle cx="24" cy="24" r="20" fill={`url(#${face})`} stroke="#55606c" strokeWidth="2" />
      <path d="M15 24 H33 M24 15 V33" stroke="#4b5560" strokeWidth="5" strokeLinecap="round" />
      <path d="M15 23 H33 M23 15 V33" stroke="#2f373f" strokeWidth="2" strokeLinecap="round" opacity="0.5" />
    </svg>
  );
}

/** A light bulb with a little glint, for hints. */
export function BulbIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <path
        d="M24 4 C14 4 8.5 11 8.5 18.5 C8.5 24.5 12 28 15 31 C16.5 32.5 17 34 17 35.5 H31 C31 34 31.5 32.5 33 31 C36 28 39.5 24.5 39.5 18.5 C39.5 11 34 4 24 4 Z"
        fill="currentColor"
      />
      <rect x="17" y="37.5" width="14" height="4" rx="2" fill="currentColor" />
      <path d="M19.5 43.5 H28.5 Q27 46.5 24 46.5 Q21 46.5 19.5 43.5 Z" fill="currentColor" />
      <path
        d="M16 17.5 Q16.5 11.5 22.5 10"
        stroke="var(--icon-cut, #fff6c8)"
        strokeWidth="3.5"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

/** A desk calendar page with two rings and a ticked day, for the daily challenge. */
export function CalendarIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <path
        d="M5 15 Q5 9 11 9 H37 Q43 9 43 15 V37 Q43 43 37 43 H11 Q5 43 5 37 Z M10 20 V36 Q10 38 12 38 H36 Q38 38 38 36 V20 Z"
        fill="currentColor"
        fillRule="evenodd"
      />
      <rect x="13" y="4" width="6" height="11" rx="3" fill="currentColor" />
      <rect x="29" y="4" width="6" height="11" rx="3" fill="currentColor" />
      <path
        d="M17 29 L22 33.5 L31.5 24"
        stroke="currentColor"
        strokeWidth="4.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}

const COIN_STAR_POINTS = ringPoints(5, 8.5, 4, 24, 23.5);

/** A gold coin with a rim and a star stamp (keeps its own colours). */
export function CoinIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <circle cx="24" cy="26" r="19" fill="#c27600" />
      <circle cx="24" cy="23" r="19" fill="#ffc21a" stroke="#d98a00" strokeWidth="2.5" />
      <circle cx="24" cy="23" r="13" fill="none" stroke="#ffe27a" strokeWidth="2.5" />
      <polygon points={COIN_STAR_POINTS} fill="#d98a00" />
    </svg>
  );
}

/** A tray slot with a plus badge, for the "add slot" skill. */
export function AddSlotIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <rect x="2" y="16" width="36" height="27" rx="10" fill="currentColor" />
      <circle cx="19" cy="29.5" r="8.5" fill="var(--icon-cut, #1d69c5)" />
      <circle cx="36" cy="13" r="12" fill="var(--icon-cut, #1d69c5)" />
      <circle cx="36" cy="13" r="9.5" fill="currentColor" />
      <path
        d="M36 7.5 V18.5 M30.5 13 H41.5"
        stroke="var(--icon-cut, #1d69c5)"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

/** A broom sweeping, for the "clear tray" skill. */
export function BroomIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <path d="M43 5 L23 25" stroke="currentColor" strokeWidth="5.5" strokeLinecap="round" />
      <path
        d="M17.8 21.8 L26.2 30.2 L17.8 46.2 Q9 43 4.8 38.5 Q1.6 34.6 1.8 30.2 Z"
        fill="currentColor"
        strokeLinejoin="round"
      />
      <g stroke="var(--icon-cut, #6f35ba)" strokeWidth="2.6" strokeLinecap="round" fill="none">
        <path d="M14.9 23.1 L24.9 33.1" />
        <path d="M13.5 42.5 L19.2 36.8 M9.3 38.7 L15 33 M5.1 34.5 L10.8 28.8" />
      </g>
      <g stroke="currentColor" strokeWidth="3" strokeLinecap="round" fill="none" opacity="0.8">
        <path d="M31 40 H45 M35 46 H44" />
      </g>
    </svg>
  );
}

/** A claw hammer, for the "break" skill. */
export function HammerIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <g transform="translate(-2 2) rotate(45 24 24)">
        <rect x="21" y="14" width="6" height="32" rx="3" fill="currentColor" />
        <path d="M9 8 Q9 7 10 7 H31 V17 H15 Q11.5 17 9 12.5 Z" fill="currentColor" />
        <rect x="31" y="5" width="8" height="14" rx="2.5" fill="currentColor" />
        <rect x="30" y="5" width="2.5" height="14" fill="var(--icon-cut, #d24f12)" />
        <rect x="21" y="21" width="6" height="2.5" fill="var(--icon-cut, #d24f12)" />
      </g>
    </svg>
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

/** A clipboard with ticked lines, for the task list. */
export function TaskIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <path d="M11 7 H37 Q42 7 42 12 V41 Q42 46 37 46 H11 Q6 46 6 41 V12 Q6 7 11 7 Z" fill="currentColor" />
      <rect
        x="15"
        y="2"
        width="18"
        height="10"
        rx="4"
        fill="currentColor"
        stroke="var(--icon-cut, #2f8f1e)"
        strokeWidth="2.5"
      />
      <g stroke="var(--icon-cut, #2f8f1e)" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" fill="none">
        <path d="M12 21 L15 24 L19.5 18.5 M24 21.5 H36" />
        <path d="M12 32 L15 35 L19.5 29.5 M24 32.5 H36" />
      </g>
    </svg>
  );
}

const PODIUM_STAR_POINTS = ringPoints(5, 7, 3.2, 24, 8.5);

/** A three-step podium with a star over the top step, for the rank. */
export function PodiumIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <polygon
        points={PODIUM_STAR_POINTS}
        fill="currentColor"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M17 21 Q17 19 19 19 H29 Q31 19 31 21 V45 H17 Z" fill="currentColor" />
      <path d="M3 29 Q3 27 5 27 H15.5 V45 H3 Z" fill="currentColor" />
      <path d="M32.5 33 H43 Q45 33 45 35 V45 H32.5 Z" fill="currentColor" />
      <rect x="22.5" y="25" width="3" height="10" rx="1.5" fill="var(--icon-cut, #6f35ba)" />
    </svg>
  );
}

/** Two players side by side, for a friend challenge. */
export function VersusIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <circle cx="33" cy="14" r="6.5" fill="currentColor" opacity="0.7" />
      <path d="M21 38 Q21 24.5 33 24.5 Q45 24.5 45 38 Z" fill="currentColor" opacity="0.7" />
      <circle cx="16" cy="17" r="7" fill="currentColor" />
      <path d="M3 42 Q3 27.5 16 27.5 Q29 27.5 29 42 Z" fill="currentColor" />
    </svg>
  );
}

/** Four rounded tiles, for "more games". */
export function GamesIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <rect x="5" y="5" width="17" height="17" rx="5" fill="currentColor" />
      <rect x="26" y="5" width="17" height="17" rx="5" fill="currentColor" opacity="0.8" />
      <rect x="5" y="26" width="17" height="17" rx="5" fill="currentColor" opacity="0.8" />
      <circle cx="34.5" cy="34.5" r="9.5" fill="currentColor" />
    </svg>
  );
}

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
