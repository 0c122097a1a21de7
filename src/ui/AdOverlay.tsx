// A simulated rewarded ad for the web platform adapter: a full-screen cover with a countdown badge.
import { useT } from '../i18n';
import { Button } from './Button';
import { CloseIcon, VideoIcon } from './icons';
import './styles.css';

/** Props of {@link AdOverlay}. */
export interface AdOverlayProps {
  /** Seconds until the reward; shown in the badge ("Ad · 2"). */
  secondsLeft: number;
  /** When given, a Skip button is shown (skipping forfeits the reward in the adapter). */
  onSkip?: () => void;
  /** An interstitial promises no reward (default: a rewarded video). */
  kind?: 'rewarded' | 'interstitial';
  /** Where the ad plays ('next', 'restart', 'rank'...): an interstitial says what comes after it. */
  placement?: string;
}

/** What an interstitial says comes next: the next level, the same level again, or the game the player left. */
export function interstitialTitleKey(placement: string | undefined) {
  switch (placement) {
    case 'next':
      return 'ad.interstitial' as const;
    case 'restart':
      return 'ad.interstitialRestart' as const;
    default:
      return 'ad.interstitialBreak' as const;
  }
}

/** A fake rewarded ad covering the whole stage and taking every tap. */
export function AdOverlay({ secondsLeft, onSkip, kind = 'rewarded', placement }: AdOverlayProps) {
  const t = useT();
  const secs = Number.isFinite(secondsLeft) ? Math.max(0, Math.ceil(secondsLeft)) : 0;
  return (
    <div className="layer layer--modal ad" data-testid="ad" role="dialog" aria-modal="true" aria-label={t('ad.label')}>
      <div className="ad__cover" />
      <div className="ad__badge" data-testid="ad-countdown">
        {secs > 0 ? t('ad.countdown', { seconds: secs }) : t('ad.badge')}
      </div>
      <div className="ad__card pop-in">
        <div className="ad__screen">
          <span className="ad__burst" />
          <VideoIcon size={150} className="ad__video" />
        </div>
        <p className="ad__title">{kind === 'rewarded' ? t('ad.rewarded') : t(interstitialTitleKey(placement))}</p>
        <p className="ad__sub">{t('ad.sponsored')}</p>
        <div className="ad__dots" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      </div>
      {onSkip && (
        <Button
          testId="ad-skip"
          tone="wood"
          size="md"
          className="ad__skip"
          icon={<CloseIcon size={40} />}
          onTap={onSkip}
        >
          {t('ad.skip')}
        </Button>
      )}
    </div>
  );
}
