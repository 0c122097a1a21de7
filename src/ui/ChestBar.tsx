// A points bar with chests standing on it (variant B's daily tasks at 40, 70 and 100 points, variant A's task
// layer at its own points): locked below their points, glowing when they can be opened, open once claimed.
import { useT } from '../i18n';
import { useGatedTap, usePressed } from './Button';
import { CheckIcon, StarIcon, svgProps } from './icons';
import type { TapGate } from './tapGate';
import { useTapGate } from './skin';
import './styles.css';
import './candy.css';

/** Where a chest stands: below its points, openable, or opened. */
export type ChestBarStatus = 'locked' | 'claimable' | 'claimed';

/** One chest of the bar. */
export interface ChestBarChest {
  id: string;
  points: number;
  status: ChestBarStatus;
}

/** Props of {@link ChestBar}. */
export interface ChestBarProps {
  /** Points so far. */
  points: number;
  /** The bar's top. */
  maxPoints: number;
  chests: readonly ChestBarChest[];
  /** The data-testid of the points badge. */
  pointsTestId: string;
  /** The data-testid of a chest. */
  chestTestId: (id: string) => string;
  /** A chest was tapped, whatever its state: the owner opens it or says why not. */
  onClaim: (id: string) => void;
}

/** How far along the bar `points` are, 0-100. */
export function pointsPercent(points: number, maxPoints: number): number {
  if (!(maxPoints > 0) || !Number.isFinite(points) || points <= 0) return 0;
  return Math.min(100, (points / maxPoints) * 100);
}

/** Chest colours by place on the bar: strawberry, grape, then gold for the last. */
const CHEST_COLOURS = [
  { body: '#ff5f9e', lid: '#ff8dbb', edge: '#9e1f56' },
  { body: '#9a52d6', lid: '#bd85ee', edge: '#55207f' },
  { body: '#f2a81d', lid: '#ffcd4d', edge: '#94560a' },
];

/** A treasure chest, closed with a clasp or open with a glow inside (keeps its own colours). */
export function ChestIcon({
  size = 48,
  className,
  tier = 0,
  open = false,
}: {
  size?: number;
  className?: string;
  /** 0, 1 or 2: which chest of the bar. */
  tier?: number;
  open?: boolean;
}) {
  const { body, lid, edge } = CHEST_COLOURS[Math.max(0, Math.min(2, Math.floor(tier)))]!;
  return (
    <svg {...svgProps(size, className)}>
      {open && (
        <>
          <path d="M7 21 L11 5 Q12 3 14 3 H34 Q36 3 37 5 L41 21 Z" fill={lid} stroke={edge} strokeWidth="2" />
          <path d="M11 19 L14 7 H34 L37 19 Z" fill={edge} opacity="0.55" />
          <ellipse cx="24" cy="22" rx="15" ry="5" fill="#fff3a6" />
          <circle cx="18" cy="20" r="3.4" fill="#ffc21a" stroke="#c27600" strokeWidth="1.2" />
          <circle cx="27" cy="19" r="3.4" fill="#ffc21a" stroke="#c27600" strokeWidth="1.2" />
          <circle cx="31.5" cy="21.5" r="2.6" fill="#ffe27a" stroke="#c27600" strokeWidth="1" />
        </>
      )}
      <rect x="6" y="22" width="36" height="21" rx="3.5" fill={body} stroke={edge} strokeWidth="2" />
      <rect x="6" y="22" width="36" height="5" fill="#fff" opacity="0.25" />
      <rect x="12" y="22" width="4" height="21" fill="#ffd23f" stroke="#b88a00" strokeWidth="0.8" />
      <rect x="32" y="22" width="4" height="21" fill="#ffd23f" stroke="#b88a00" strokeWidth="0.8" />
      {!open && (
        <>
          <path d="M6 23 V17 Q6 9 14 9 H34 Q42 9 42 17 V23 Z" fill={lid} stroke={edge} strokeWidth="2" />
          <path d="M10 14 Q12 11.5 16 11.5 H24" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" opacity="0.6" />
          <rect x="12" y="9.5" width="4" height="13" fill="#ffd23f" stroke="#b88a00" strokeWidth="0.8" />
          <rect x="32" y="9.5" width="4" height="13" fill="#ffd23f" stroke="#b88a00" strokeWidth="0.8" />
          <rect x="19.5" y="19" width="9" height="10" rx="2.5" fill="#ffd23f" stroke="#b88a00" strokeWidth="1.4" />
          <circle cx="24" cy="23.5" r="1.6" fill="#8a5a00" />
        </>
      )}
    </svg>
  );
}

/** The points badge and the bar with its chests; one tap gate covers every chest, so a double tap opens one. */
export function ChestBar({ points, maxPoints, chests, pointsTestId, chestTestId, onClaim }: ChestBarProps) {
  const t = useT();
  const gate = useTapGate();
  const shown = Math.max(0, Math.min(maxPoints, Math.floor(Number.isFinite(points) ? points : 0)));
  const percent = pointsPercent(points, maxPoints);
  return (
    <div className="chest-bar">
      <span className="chest-bar__points" data-testid={pointsTestId}>
        <StarIcon size={50} className="chest-bar__star" />
        <span className="chest-bar__value">{shown}</span>
      </span>
      <div className="chest-bar__rail">
        <div
          className="chest-bar__track"
          role="progressbar"
          aria-label={t('tasks.points')}
          aria-valuemin={0}
          aria-valuemax={maxPoints}
          aria-valuenow={shown}
        >
          <span className="chest-bar__fill" style={{ width: `${percent}%` }} />
        </div>
        {chests.map((chest, i) => (
          <ChestButton
            key={chest.id}
            chest={chest}
            tier={i}
            at={pointsPercent(chest.points, maxPoints)}
            gate={gate}
            testId={chestTestId(chest.id)}
            onClaim={onClaim}
          />
        ))}
      </div>
    </div>
  );
}

const CHEST_STATE_KEY = { locked: 'tasks.locked', claimable: 'tasks.ready', claimed: 'tasks.claimed' } as const;

function ChestButton({
  chest,
  tier,
  at,
  gate,
  testId,
  onClaim,
}: {
  chest: ChestBarChest;
  tier: number;
  /** Where on the bar it sits, 0-100. */
  at: number;
  gate: TapGate;
  testId: string;
  onClaim: (id: string) => void;
}) {
  const t = useT();
  const tap = useGatedTap(() => onClaim(chest.id), { gate });
  const { pressed, handlers } = usePressed();
  const status = chest.status;
  return (
    <button
      type="button"
      className={`chest chest--${status}`}
      style={{ left: `${at}%` }}
      data-testid={testId}
      data-state={status}
      data-pressed={pressed ? 'true' : undefined}
      aria-label={`${t('tasks.chest')}, ${t('tasks.chestPoints', { points: chest.points })}, ${t(CHEST_STATE_KEY[status])}`}
      onClick={tap}
      {...handlers}
    >
      {status === 'claimable' && <span className="chest__glow" aria-hidden="true" />}
      <ChestIcon size={96} tier={tier} open={status === 'claimed'} className="chest__icon" />
      <span className="chest__points" aria-hidden="true">
        {chest.points}
      </span>
      {status === 'claimed' && (
        <span className="chest__tick" aria-hidden="true">
          <CheckIcon size={26} />
        </span>
      )}
    </button>
  );
}
