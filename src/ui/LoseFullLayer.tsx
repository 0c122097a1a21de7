// Lost because the tray is full: revive by watching an ad (clears the tray), or restart.
import { Panel } from './Panel';
import { ReviveActions } from './ReviveActions';
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
      <ReviveActions
        testId="lose-full"
        revive="Revive"
        hint="Watch an ad to clear the tray"
        onRevive={onRevive}
        onRestart={onRestart}
        busy={reviveBusy}
      />
    </Panel>
  );
}
