// 'Out of hearts!': the candy game's panel when a level cannot start for want of a heart. It shows the time
// to the next heart and offers one heart for a rewarded video.
import { useT } from '../i18n';
import { Button } from './Button';
import { ClockIcon, VideoIcon } from './icons';
import { formatHeartTimer, HeartIcon } from './HeartsNode';
import { Panel } from './Panel';
import './styles.css';
import './candy.css';

/** Props of {@link HeartsLayer}. */
export interface HeartsLayerProps {
  hearts: number;
  max: number;
  /** Whole seconds until the next heart. */
  secondsToNext: number;
  /** A rewarded video is loaded. Without one the button looks switched off but still reports taps. */
  adAvailable: boolean;
  /** The video is loading or playing: the button shows a spinner and ignores taps. */
  busy: boolean;
  /** Watch a video for one heart. */
  onWatchAd: () => void;
  onClose: () => void;
}

/**
 * The hearts panel: the count, when the next heart comes, and a video button for one heart now. At zero it
 * reads 'Out of hearts!'; with a full supply it only shows the count.
 */
export function HeartsLayer({ hearts, max, secondsToNext, adAvailable, busy, onWatchAd, onClose }: HeartsLayerProps) {
  const t = useT();
  const count = Number.isFinite(hearts) ? Math.max(0, Math.floor(hearts)) : 0;
  const full = count >= max;
  return (
    <Panel
      testId="hearts-layer"
      title={count === 0 ? t('hearts.empty') : t('hearts.title')}
      tone="red"
      onClose={onClose}
      closeTestId="hearts-close"
      className="theme-candy hearts-layer"
    >
      <div className="hearts-layer__heart" role="img" aria-label={t('hearts.label', { count, max })}>
        <HeartIcon size={190} empty={count === 0} />
        <span className="hearts-layer__count" data-testid="hearts-layer-count">
          {`${count}/${max}`}
        </span>
      </div>
      {!full && <p className="panel__text hearts-layer__text">{t('hearts.emptyText')}</p>}
      <p className="hearts-layer__timer" data-testid="hearts-timer">
        <ClockIcon size={40} className="hearts-layer__clock" />
        <span>{full ? t('hearts.full') : t('hearts.nextIn', { time: formatHeartTimer(secondsToNext) })}</span>
      </p>
      {/* A full supply needs no video. */}
      {!full && (
        <div className="panel__actions">
          <Button
            testId="hearts-ad"
            tone="green"
            size="md"
            busy={busy}
            className={`hearts-layer__ad${adAvailable ? '' : ' is-unavailable'}`}
            label={`${t('hearts.getOne')}${adAvailable ? '' : `, ${t('toast.noAds')}`}`}
            icon={<VideoIcon size={56} />}
            onTap={onWatchAd}
          >
            {t('hearts.getOne')}
            <span className="hearts-layer__plus" aria-hidden="true">
              <HeartIcon size={40} />
              +1
            </span>
          </Button>
        </div>
      )}
    </Panel>
  );
}
