// Lost because the tray is full: revive by watching an ad (clears the tray), or restart.
import { Button } from './Button';
import { RestartIcon, VideoIcon } from './icons';
import { Panel } from './Panel';
import './styles.css';

/** Props of {@link LoseFullLayer}. */
export interface LoseFullLayerProps {
  onRestart: () => void;
  /** Watch a rewarded ad to clear the tray and play on. */
  onRevive: () => void;
  /** True while the revive ad is loading or playing: both buttons ignore taps. */
  reviveBusy: boolean;
}

// The screw colours shown jammed in the little tray drawing.
const TRAY_COLOURS = ['#ff4b3e', '#2f9bff', '#ffc21a', '#4cc93a', '#b15cf0'];

/** The tray-full lose panel. */
export function LoseFullLayer({ onRestart, onRevive, reviveBusy }: LoseFullLayerProps) {
  return (
    <Panel testId="lose-full" title="Tray is full!" tone="red">
      <div className="mini-tray" aria-hidden="true">
        {TRAY_COLOURS.map((c, i) => (
          <span key={i} className="mini-tray__slot">
            <span className="mini-tray__screw" style={{ background: c, animationDelay: `${0.15 + i * 0.08}s` }} />
          </span>
        ))}
      </div>
      <p className="panel__text">No room left for another screw.</p>
      <div className="panel__actions">
        <Button
          testId="lose-full-revive"
          tone="green"
          size="lg"
          busy={reviveBusy}
          icon={<VideoIcon size={64} />}
          onTap={onRevive}
        >
          Revive
        </Button>
        <p className="panel__hint">Watch an ad to clear the tray</p>
        <Button
          testId="lose-full-restart"
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
