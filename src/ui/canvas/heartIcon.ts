// The candy game's heart, shared by every surface that shows hearts: the glossy red (or pale, broken) heart
// icon, the hearts state a pill or panel shows, and the 'mm:ss' of the time to the next heart. Pure (the icon is
// an SVG element tree: the DOM shows it, the canvas draws it through iconGraphics.ts).
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { svgProps } from '../svgIcon';

/** The hearts state a pill shows, and what a tap on it does. */
export interface HeartsNodeProps {
  /** Hearts held. */
  hearts: number;
  max: number;
  /** Whole seconds until the next heart (ignored when full). */
  secondsToNext: number;
  /** Makes the pill a button (e.g. opens the hearts layer); a plain display without it. */
  onTap?: () => void;
}

/** The heart's outline in the icon's 48-unit box. */
const HEART_PATH =
  'M24 44 C10 34 3 26 3 16.5 C3 9.5 8.5 4.5 14.8 4.5 C19 4.5 22.3 7 24 10.2 C25.7 7 29 4.5 33.2 4.5 C39.5 4.5 45 9.5 45 16.5 C45 26 38 34 24 44 Z';

/** A glossy red heart, or a pale broken one (keeps its own colours). */
export function HeartIcon({
  size = 48,
  className,
  empty = false,
}: {
  size?: number;
  className?: string;
  /** Drawn as a pale, broken heart (no hearts left). */
  empty?: boolean;
}): ReactElement<{ children?: ReactNode }> {
  const fill = empty ? '#f3c6d6' : '#ff3d6e';
  const edge = empty ? '#c9879d' : '#b3123f';
  return h(
    'svg',
    svgProps(size, className),
    // The darker copy 1.8 units down (its first child: the pill's drop shadow reads it).
    h('path', { key: 'edge', d: HEART_PATH, fill: edge, transform: 'translate(0 1.8)' }),
    h('path', { key: 'face', d: HEART_PATH, fill, stroke: edge, strokeWidth: '2', strokeLinejoin: 'round' }),
    empty
      ? h('path', {
          key: 'crack',
          d: 'M24 10.5 L20.5 19 L26.5 24 L21.5 32 L24 40',
          stroke: edge,
          strokeWidth: '2.6',
          strokeLinejoin: 'round',
          strokeLinecap: 'round',
          fill: 'none',
        })
      : h('path', {
          key: 'shine',
          d: 'M10 14.5 Q11.5 9 17 8.8',
          stroke: '#fff',
          strokeWidth: '3.6',
          strokeLinecap: 'round',
          fill: 'none',
          opacity: '0.8',
        }),
  );
}

/** Whole seconds as 'mm:ss' (minutes padded too: '09:59'); negative or broken values read '00:00'. */
export function formatHeartTimer(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(total / 60);
  return `${String(minutes).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** A hearts count as shown: a whole number from 0 (broken values read 0). */
export function heartCount(hearts: number): number {
  return Number.isFinite(hearts) ? Math.max(0, Math.floor(hearts)) : 0;
}
