// The in-game top bar over the canvas: pause/exit, level, countdown, score. Only its buttons take taps.
import { Button } from './Button';
import { formatTime } from './formatTime';
import { ClockIcon, PauseIcon, StarIcon } from './icons';
import './styles.css';

/** Below this much time left the timer turns red and pulses. */
export const LOW_TIME_MS = 10_000;

/** Props of {@link Hud}. */
export interface HudProps {
  timeLeftMs: number;
  level: number;
  score: number;
  /** The pause/exit button (opens the exit layer). */
  onExit: () => void;
}

/**
 * The top bar. It stays above design y 160 (below it the box row and tray sit on the canvas) and lets
 * pointer events through everywhere except its button.
 */
export function Hud({ timeLeftMs, level, score, onExit }: HudProps) {
  const low = timeLeftMs < LOW_TIME_MS;
  return (
    <div className="layer hud" data-testid="hud">
      <div className="hud__bar">
        <div className="hud__side hud__side--left">
          <Button
            testId="hud-exit"
            tone="orange"
            size="icon"
            label="Pause"
            icon={<PauseIcon size={60} />}
            onTap={onExit}
          />
        </div>
        <div className="hud__centre">
          <div className="hud__level" data-testid="hud-level">
            Level {level}
          </div>
          <div
            className={`hud__timer${low ? ' is-low' : ''}`}
            role="timer"
            aria-label="Time left"
            data-testid="hud-timer"
          >
            <ClockIcon size={40} className="hud__timer-icon" />
            <span className="hud__timer-text">{formatTime(timeLeftMs)}</span>
          </div>
        </div>
        <div className="hud__side hud__side--right">
          <div className="score-pill score-pill--hud" data-testid="hud-score" aria-label={`Score ${score}`}>
            <StarIcon size={50} className="score-pill__icon score-pill__icon--gold" />
            <span className="score-pill__value">{score}</span>
          </div>
        </div>
      </div>
    </div>
  );
}
