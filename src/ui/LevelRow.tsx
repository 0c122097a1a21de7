// The menu's level path (spec 2, variant B): the current level as a big candy button that starts it, and the
// next levels smaller and locked on a dotted trail below. A locked one only answers with the app's toast.
import { useT } from '../i18n';
import { useGatedTap, usePressed } from './Button';
import { PlayIcon, svgProps } from './icons';
import type { TapGate } from './tapGate';
import { useTapGate } from './skin';
import './styles.css';
import './candy.css';

/** Props of {@link LevelRow}. */
export interface LevelRowProps {
  /** The level Start plays. */
  current: number;
  /** The levels after it (the spec shows 5), all still locked. */
  next: readonly number[];
  /** The current level was tapped: play it. */
  onPlay: () => void;
  /** A locked level was tapped ('This level has not been unlocked' is the app's toast). */
  onLocked: () => void;
  className?: string;
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

/** A level number as the bubbles show it: a whole number from 1 up. */
export function levelLabel(level: number): string {
  return String(Number.isFinite(level) ? Math.max(1, Math.floor(level)) : 1);
}

/** The level path. One tap gate covers every bubble, so a double tap starts the level once. */
export function LevelRow({ current, next, onPlay, onLocked, className }: LevelRowProps) {
  const t = useT();
  const gate = useTapGate();
  return (
    <div
      className={`level-row${className ? ` ${className}` : ''}`}
      data-testid="menu-levels"
      role="group"
      aria-label={t('menu.levels')}
    >
      <LevelBubble
        testId="menu-level-current"
        level={current}
        kind="current"
        label={t('menu.start', { level: levelLabel(current) })}
        gate={gate}
        onTap={onPlay}
      />
      {next.length > 0 && (
        <ol className="level-row__next">
          {next.map((n) => (
            <li key={n} className="level-row__item">
              <LevelBubble
                testId={`menu-level-${n}`}
                level={n}
                kind="locked"
                label={t('menu.levelLocked', { level: levelLabel(n) })}
                gate={gate}
                onTap={onLocked}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function LevelBubble({
  testId,
  level,
  kind,
  label,
  gate,
  onTap,
}: {
  testId: string;
  level: number;
  kind: 'current' | 'locked';
  label: string;
  gate: TapGate;
  onTap: () => void;
}) {
  const tap = useGatedTap(onTap, { gate });
  const { pressed, handlers } = usePressed();
  return (
    <button
      type="button"
      className={`level-bubble level-bubble--${kind}`}
      data-testid={testId}
      data-locked={kind === 'locked' ? 'true' : undefined}
      data-pressed={pressed ? 'true' : undefined}
      aria-label={label}
      onClick={tap}
      {...handlers}
    >
      <span className="level-bubble__number">{levelLabel(level)}</span>
      <span className="level-bubble__badge" aria-hidden="true">
        {kind === 'current' ? <PlayIcon size={34} /> : <LockIcon size={26} />}
      </span>
    </button>
  );
}
