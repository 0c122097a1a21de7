// Lost because time ran out: revive for extra seconds by watching an ad, or restart.
import { Button } from './Button';
import { ClockIcon, RestartIcon, VideoIcon } from './icons';
import { Panel } from './Panel';
import './styles.css';

/** Props of {@link LoseTimeLayer}. */
export interface LoseTimeLayerProps {
  /** Seconds a revive adds (the spec's 60). */
  reviveSeconds: number;
  onRestart: () => void;
  /** Watch a rewarded ad to get `reviveSeconds` more. */
  onRevive: () => void;
  /** True while the revive ad is loading or playing: both buttons ignore taps. */
  reviveBusy: boolean;
}

/** The time's-up lose panel. */
export function LoseTimeLayer({ reviveSeconds, onRestart, onRevive, reviveBusy }: LoseTimeLayerProps) {
  return (
    <Panel testId="lose-time" title="Time's up!" tone="red">
      <div className="big-clock" aria-hidden="true">
        <ClockIcon size={150} />
      </div>
      <p className="panel__text">So close! Want more time?</p>
      <div className="panel__actions">
        <Button
          testId="lose-time-revive"
          tone="green"
          size="lg"
          busy={reviveBusy}
          icon={<VideoIcon size={64} />}
          onTap={onRevive}
          label={`Watch an ad for ${reviveSeconds} more seconds`}
        >
          +{reviveSeconds} s
        </Button>
        <p className="panel__hint">Watch an ad for more time</p>
        <Button
          testId="lose-time-restart"
          tone="orange"
          size="md"
          busy={reviveBusy}
          spinner={false}
          icon={<RestartIcon size={50} />}
          onTap={onRestart}
        >
          Restart
        </Button>
      </div>
    </Panel>
  );
}
