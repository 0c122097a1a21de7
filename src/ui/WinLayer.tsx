// The win celebration: three stars pop in order, the score with its gain, a "New best!" badge, Next; a daily
// challenge win shows its date and leads back to the calendar instead.
import { Button } from './Button';
import { CalendarIcon, PlayIcon, StarIcon, TrophyIcon } from './icons';
import { Panel } from './Panel';
import './styles.css';

/** Props of {@link WinLayer}. */
export interface WinLayerProps {
  /** The level just won. */
  level: number;
  /** Score after the win. */
  score: number;
  /** What the win added to the score (the spec's +20). */
  scoreGain: number;
  /** True when this win set a new best score. */
  bestBeaten: boolean;
  /** Next (or, for a daily challenge, back to the calendar). */
  onNext: () => void;
  /** Set for a daily-challenge win: no score change is shown and the button leads to the calendar. */
  daily?: { dateLabel: string };
}

const CONFETTI_COLOURS = ['#ff4b3e', '#ffc21a', '#4cc93a', '#2f9bff', '#b15cf0', '#ff8a3d'];

/** The win panel, with stars, score +gain, an optional new-best badge and the Next (or Calendar) button. */
export function WinLayer({ level, score, scoreGain, bestBeaten, onNext, daily }: WinLayerProps) {
  return (
    <Panel
      testId="win"
      title="Well done!"
      tone="green"
      className="win"
      backdropDecor={<WinDecor />}
      crown={
        <div className="stars" aria-label="Three stars">
          {[0, 1, 2].map((i) => (
            <span key={i} className={`stars__star stars__star--${i}`}>
              <StarIcon size={i === 1 ? 150 : 118} />
            </span>
          ))}
        </div>
      }
    >
      {daily ? (
        <p className="win__level win__level--daily" data-testid="win-level">
          {`Daily challenge of ${daily.dateLabel} complete`}
        </p>
      ) : (
        <>
          <p className="win__level" data-testid="win-level">
            Level {level} complete
          </p>
          <div className="win__score" data-testid="win-score">
            <span className="win__score-label">Score</span>
            <span className="win__score-value">{score}</span>
            <span className="win__gain" data-testid="win-gain">
              +{scoreGain}
            </span>
          </div>
          {bestBeaten && (
            <div className="badge badge--best" data-testid="win-best">
              <TrophyIcon size={46} />
              New best!
            </div>
          )}
        </>
      )}
      <div className="panel__actions">
        <Button
          testId="win-next"
          tone="green"
          size="lg"
          icon={daily ? <CalendarIcon size={60} /> : <PlayIcon size={60} />}
          onTap={onNext}
        >
          {daily ? 'Calendar' : 'Next'}
        </Button>
      </div>
    </Panel>
  );
}

/** Sun rays and falling confetti behind the win panel. */
function WinDecor() {
  return (
    <div className="win-decor" aria-hidden="true">
      <div className="win-decor__rays" />
      {Array.from({ length: 18 }, (_, i) => (
        <span
          key={i}
          className="confetti"
          style={{
            left: `${4 + ((i * 53) % 92)}%`,
            background: CONFETTI_COLOURS[i % CONFETTI_COLOURS.length],
            animationDelay: `${(i * 0.37) % 2.4}s`,
            animationDuration: `${2.6 + ((i * 7) % 5) * 0.3}s`,
          }}
        />
      ))}
    </div>
  );
}
