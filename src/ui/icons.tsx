// Inline SVG icons drawn for this game (no image assets). All take the text colour unless noted.
// The icons are split by where they are first drawn, because a module the menu imports is carried whole by the
// page's first load (the bundler never splits a module's exports between chunks): this file has the menu's and the
// screens' after loading; levelIcons.tsx those of a level, its skills and rewards; panelIcons.tsx those of the menu's
// panels (settings, calendar, lists, the level path); svgIcon.ts the helpers every icon shares (the loading screen's
// sweets among them).
import { useId } from 'react';
import { ringPoints, svgProps, type IconProps } from './svgIcon';

export { ringPoints, svgProps, type IconProps } from './svgIcon';

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

/** A cog wheel, for settings. */
export function GearIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <path d={GEAR_PATH} fill="currentColor" fillRule="evenodd" />
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
