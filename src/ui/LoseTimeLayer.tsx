// Lost because time ran out: revive for extra seconds by watching an ad, restart, or go home to the menu.
// Variant B also says the heart the loss cost.
import { useT } from '../i18n';
import { ClockIcon } from './icons';
import { LoseHeart } from './LoseHeart';
import { Panel } from './Panel';
import { ReviveActions } from './ReviveActions';
import { useSkin } from './skin';
import './styles.css';
import './candy.css';

/** Props of {@link LoseTimeLayer}. */
export interface LoseTimeLayerProps {
  /** Seconds a revive adds (the spec's 60). */
  reviveSeconds: number;
  onRestart: () => void;
  /** Watch a rewarded ad to get `reviveSeconds` more. */
  onRevive: () => void;
  /** Back to the menu. */
  onHome: () => void;
  /** The loss took a heart (variant B): how many are left. */
  heartSpent?: { left: number };
  /** True while the revive ad is loading or playing: both buttons ignore taps. */
  reviveBusy: boolean;
}

/** The time's-up lose panel. */
export function LoseTimeLayer({
  reviveSeconds,
  onRestart,
  onRevive,
  onHome,
  heartSpent,
  reviveBusy,
}: LoseTimeLayerProps) {
  const t = useT();
  const skin = useSkin();
  const seconds = reviveSeconds;
  return (
    <Panel
      testId="lose-time"
      entrance="ordered"
      title={t('loseTime.title')}
      tone="red"
      className={skin.layerClass || undefined}
    >
      <div className="big-clock" aria-hidden="true">
        <ClockIcon size={150} />
      </div>
      <p className="panel__text">{t('loseTime.text')}</p>
      {heartSpent && <LoseHeart left={heartSpent.left} />}
      <ReviveActions
        testId="lose-time"
        revive={t(skin.loseTimeReviveKey, { seconds })}
        reviveLabel={t('loseTime.reviveLabel', { seconds })}
        hint={t('loseTime.hint')}
        onRevive={onRevive}
        onRestart={onRestart}
        onHome={onHome}
        busy={reviveBusy}
      />
    </Panel>
  );
}
