// Lost because time ran out: revive for extra seconds by watching an ad, or restart.
import { ClockIcon } from './icons';
import { Panel } from './Panel';
import { ReviveActions } from './ReviveActions';
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
      <ReviveActions
        testId="lose-time"
        revive={`+${reviveSeconds} s`}
        reviveLabel={`Watch an ad for ${reviveSeconds} more seconds`}
        hint="Watch an ad for more time"
        onRevive={onRevive}
        onRestart={onRestart}
        busy={reviveBusy}
      />
    </Panel>
  );
}
