// The icons of a level and what it gives (HUD, skills, the win's stars, tasks' rewards), out of the first load
// (see icons.tsx). All take the text colour unless noted.
import { ringPoints, svgProps, type IconProps } from './svgIcon';

const STAR_POINTS = ringPoints(5, 22, 10.5, 24, 25.5);

/** Two bars, for pause. */
export function PauseIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <rect x="11" y="8" width="9.5" height="32" rx="3.5" fill="currentColor" />
      <rect x="27.5" y="8" width="9.5" height="32" rx="3.5" fill="currentColor" />
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

/** A five-pointed star with rounded tips. */
export function StarIcon({ size = 48, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <polygon points={STAR_POINTS} fill="currentColor" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
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
