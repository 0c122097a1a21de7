// Lost because the tray (variant B: the holding plate) is full: revive by watching an ad (clears it), restart,
// or go home to the menu. Variant B also says the heart the loss cost.
import { useT } from '../i18n';
import { LoseHeart } from './LoseHeart';
import { Panel } from './Panel';
import { ReviveActions } from './ReviveActions';
import { sweet, WrappedCandyIcon } from './ScreenDecor';
import { useSkin } from './skin';
import './styles.css';

/** Props of {@link LoseFullLayer}. */
export interface LoseFullLayerProps {
  onRestart: () => void;
  /** Watch a rewarded ad to clear the tray and play on. */
  onRevive: () => void;
  /** Back to the menu. */
  onHome: () => void;
  /** The loss took a heart (variant B): how many are left. */
  heartSpent?: { left: number };
  /** True while the revive ad is loading or playing: both buttons ignore taps. */
  reviveBusy: boolean;
}

// The screw colours shown jammed in the little tray drawing (variant B shows five sweets on its holding plate).
const TRAY_COLOURS = ['#ff4b3e', '#2f9bff', '#ffc21a', '#4cc93a', '#b15cf0'];

/** The tray-full lose panel. */
export function LoseFullLayer({ onRestart, onRevive, onHome, heartSpent, reviveBusy }: LoseFullLayerProps) {
  const t = useT();
  const { loseFull } = useSkin();
  return (
    <Panel testId="lose-full" entrance="ordered" title={t(loseFull.titleKey)} tone="red">
      {loseFull.picture === 'plate' ? (
        <div className="mini-plate" data-testid="lose-full-picture" data-picture="plate" aria-hidden="true">
          {TRAY_COLOURS.map((_, i) => (
            <span key={i} className="mini-plate__dish">
              <span className="mini-plate__sweet" style={{ animationDelay: `${0.15 + i * 0.08}s` }}>
                <WrappedCandyIcon size={64} colours={sweet(i)} />
              </span>
            </span>
          ))}
        </div>
      ) : (
        <div className="mini-tray" data-testid="lose-full-picture" data-picture="tray" aria-hidden="true">
          {TRAY_COLOURS.map((c, i) => (
            <span key={i} className="mini-tray__slot">
              <span className="mini-tray__screw" style={{ background: c, animationDelay: `${0.15 + i * 0.08}s` }} />
            </span>
          ))}
        </div>
      )}
      <p className="panel__text">{t(loseFull.textKey)}</p>
      {heartSpent && <LoseHeart left={heartSpent.left} />}
      <ReviveActions
        testId="lose-full"
        revive={t('loseFull.revive')}
        hint={t(loseFull.hintKey)}
        onRevive={onRevive}
        onRestart={onRestart}
        onHome={onHome}
        busy={reviveBusy}
      />
    </Panel>
  );
}
