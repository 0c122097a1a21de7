// The question before the in-game video (variant A): what the ad gives, then Watch or Cancel.
import { useT } from '../i18n';
import { Button } from './Button';
import { CoinIcon, VideoIcon } from './icons';
import { Panel } from './Panel';
import './styles.css';

/** Props of {@link LookAdLayer}. */
export interface LookAdLayerProps {
  /** Coins the watched video gives (spec 9: 'Coin add 200'). */
  coins: number;
  /** Play the video. */
  onWatch: () => void;
  /** Back to the level, nothing spent. */
  onCancel: () => void;
}

/** A small panel: '+200' with a coin, 'Watch a video to get 200 coins?', Watch and Cancel. */
export function LookAdLayer({ coins, onWatch, onCancel }: LookAdLayerProps) {
  const t = useT();
  const amount = Math.max(0, Math.floor(coins));
  return (
    <Panel
      testId="look-ad"
      title={t('lookAd.title')}
      tone="green"
      onClose={onCancel}
      closeTestId="look-ad-close"
      className="look-ad"
    >
      <div className="look-ad__gain" aria-hidden="true">
        <CoinIcon size={84} />
        <span className="look-ad__amount">{`+${amount}`}</span>
      </div>
      <p className="panel__text look-ad__text" data-testid="look-ad-text">
        {t('lookAd.text', { coins: amount })}
      </p>
      <div className="panel__actions">
        <Button testId="look-ad-watch" tone="green" size="lg" icon={<VideoIcon size={56} />} onTap={onWatch}>
          {t('lookAd.watch')}
        </Button>
        <Button testId="look-ad-cancel" tone="orange" size="md" onTap={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </Panel>
  );
}
