// The hearts count of the candy game: a chocolate pill with a big red heart holding the count, and 'Full' or
// the time to the next heart beside it.
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { useGatedTap, usePressed } from './Button';
import './styles.css';
import './candy.css';
import { svgProps } from './icons';

/** Props of {@link HeartsNode}. */
export interface HeartsNodeProps {
  /** Hearts held. */
  hearts: number;
  max: number;
  /** Whole seconds until the next heart (ignored when full). */
  secondsToNext: number;
  /** Makes the pill a button (e.g. opens the hearts layer); a plain display without it. */
  onTap?: () => void;
}

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
}) {
  const fill = empty ? '#f3c6d6' : '#ff3d6e';
  const edge = empty ? '#c9879d' : '#b3123f';
  return (
    <svg {...svgProps(size, className)}>
      <path
        d="M24 44 C10 34 3 26 3 16.5 C3 9.5 8.5 4.5 14.8 4.5 C19 4.5 22.3 7 24 10.2 C25.7 7 29 4.5 33.2 4.5 C39.5 4.5 45 9.5 45 16.5 C45 26 38 34 24 44 Z"
        fill={edge}
        transform="translate(0 1.8)"
      />
      <path
        d="M24 44 C10 34 3 26 3 16.5 C3 9.5 8.5 4.5 14.8 4.5 C19 4.5 22.3 7 24 10.2 C25.7 7 29 4.5 33.2 4.5 C39.5 4.5 45 9.5 45 16.5 C45 26 38 34 24 44 Z"
        fill={fill}
        stroke={edge}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      {empty ? (
        <path
          d="M24 10.5 L20.5 19 L26.5 24 L21.5 32 L24 40"
          stroke={edge}
          strokeWidth="2.6"
          strokeLinejoin="round"
          strokeLinecap="round"
          fill="none"
        />
      ) : (
        <path
          d="M10 14.5 Q11.5 9 17 8.8"
          stroke="#fff"
          strokeWidth="3.6"
          strokeLinecap="round"
          fill="none"
          opacity="0.8"
        />
      )}
    </svg>
  );
}

/** Whole seconds as 'mm:ss' (minutes padded too: '09:59'); negative or broken values read '00:00'. */
export function formatHeartTimer(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(total / 60);
  return `${String(minutes).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The pill: a heart with the count on it, then 'Full' or mm:ss to the next heart. A button when `onTap` is given. */
export function HeartsNode({ hearts, max, secondsToNext, onTap }: HeartsNodeProps) {
  const t = useT();
  const count = Number.isFinite(hearts) ? Math.max(0, Math.floor(hearts)) : 0;
  const full = count >= max;
  const time = full ? t('hearts.full') : formatHeartTimer(secondsToNext);
  // The name starts with what the pill shows, side by side (a voice user says what they see), then says it
  // in words: '3 09:59, Hearts 3 of 20, Next heart in 09:59'.
  const label = `${count} ${time}, ${t('hearts.label', { count, max })}, ${full ? time : t('hearts.nextIn', { time })}`;
  // The pill is drawn for the eye; its label says the same (count, maximum, time) to assistive technology.
  const body = (
    <span className="hearts-node__pill" aria-hidden="true">
      <span className="hearts-node__heart">
        <HeartIcon size={76} empty={count === 0} />
        <span className="hearts-node__count" data-testid="hearts-count">
          {count}
        </span>
      </span>
      {/* A space between count and time (no gap in the flex row): the pill's text reads '3 09:59'. */}{' '}
      <span className={`hearts-node__time${full ? ' is-full' : ''}`} data-testid="hearts-time">
        {time}
      </span>
    </span>
  );
  if (onTap) return <TappableHearts label={label} onTap={onTap} body={body} />;
  return (
    <div className="hearts-node" data-testid="hearts" role="group" aria-label={label}>
      {body}
    </div>
  );
}

function TappableHearts({ label, onTap, body }: { label: string; onTap: () => void; body: ReactNode }) {
  const tap = useGatedTap(onTap, {});
  const { pressed, handlers } = usePressed();
  return (
    <button
      type="button"
      className="hearts-node hearts-node--button"
      data-testid="hearts"
      data-pressed={pressed ? 'true' : undefined}
      aria-label={label}
      onClick={tap}
      {...handlers}
    >
      {body}
    </button>
  );
}
