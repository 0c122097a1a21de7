// The rank layer: the player's place on the leaderboard (asked of the platform when it opens), the best score,
// Share, and the leaderboard's ad-reward panel.
import { useT } from '../i18n';
import { Button } from './Button';
import { CoinIcon, PodiumIcon, ShareIcon, TrophyIcon, VersusIcon, VideoIcon } from './icons';
import { Panel } from './Panel';
import './styles.css';

/** The leaderboard's rewarded-ad offer. */
export interface RankAdReward {
  /** Coins the ad gives (the spec's +200). */
  coins: number;
  onWatch: () => void;
}

/** Props of {@link RankLayer}. */
export interface RankLayerProps {
  /** The player's place, 1 for the top; null when the platform has none. */
  rank: number | null;
  best: number;
  /** The platform has not answered yet: the medal shows a spinner. */
  loading: boolean;
  onShare: () => void;
  /** Invites friends through the host (a button beside Share) where the host invites. */
  onInvite?: () => void;
  onClose: () => void;
  /** Shows the ad-reward panel when given. */
  adReward?: RankAdReward;
}

/** The rank as the medal shows it: '#N', or '—' when there is none. */
export function rankLabel(rank: number | null): string {
  return rank !== null && Number.isFinite(rank) && rank >= 1 ? `#${Math.floor(rank)}` : '—';
}

/** The rank panel: medal with 'Your rank #N', best score, Share, and the optional 'Watch an ad' panel. */
export function RankLayer({ rank, best, loading, onShare, onInvite, onClose, adReward }: RankLayerProps) {
  const t = useT();
  const label = rankLabel(rank);
  const shareButton = (
    <Button testId="rank-share" tone="blue" size="md" icon={<ShareIcon size={50} />} onTap={onShare}>
      {t('common.share')}
    </Button>
  );
  // Long numbers shrink so that '#1234567' still fits across the medal.
  const valueSize = Math.min(96, Math.floor(300 / label.length));
  return (
    <Panel
      testId="rank"
      entrance="top"
      title={t('rank.title')}
      tone="purple"
      onClose={onClose}
      closeTestId="rank-close"
      className="rank"
      crown={
        <span className="rank__crown">
          <PodiumIcon size={150} />
        </span>
      }
    >
      <div
        className={`rank__medal${loading ? ' is-loading' : ''}`}
        data-testid="rank-medal"
        aria-busy={loading || undefined}
        aria-label={loading ? t('rank.loading') : t('rank.yourRankIs', { rank: label })}
        role="img"
      >
        <span className="rank__medal-label">{t('rank.yourRank')}</span>
        {loading ? (
          <span className="rank__spinner" data-testid="rank-loading" aria-hidden="true" />
        ) : (
          <span className="rank__value" data-testid="rank-value" style={{ fontSize: valueSize }}>
            {label}
          </span>
        )}
      </div>
      {!loading && rank === null && <p className="panel__note">{t('rank.notRanked')}</p>}
      <div className="score-pill score-pill--best" data-testid="rank-best">
        <TrophyIcon size={52} className="score-pill__icon score-pill__icon--gold" />
        <span className="score-pill__label">{t('common.best')}</span>
        <span className="score-pill__value">{best}</span>
      </div>
      <div className="panel__actions">
        {onInvite ? (
          <div className="panel__row">
            {shareButton}
            <Button
              testId="rank-invite"
              tone="orange"
              size="icon"
              label={t('rank.invite')}
              icon={<VersusIcon size={58} />}
              onTap={onInvite}
            />
          </div>
        ) : (
          shareButton
        )}
      </div>
      {adReward && (
        <div className="rank-ad">
          <Button
            testId="rank-ad"
            tone="green"
            size="md"
            className="rank-ad__button"
            icon={<VideoIcon size={60} />}
            onTap={adReward.onWatch}
          >
            <span className="rank-ad__text">
              {`${t('rank.watchAdFor')} `}
              <span className="rank-ad__amount">
                <CoinIcon size={44} className="rank-ad__coin" />
                {t('rank.adCoins', { coins: adReward.coins })}
              </span>
            </span>
          </Button>
        </div>
      )}
    </Panel>
  );
}
