// The win celebration: three stars pop in order, the score with its gain, a "New best!" badge, Next; a daily
// challenge win shows its date and leads back to the calendar instead. The candy game says it its own way:
// 'Time taken mm:ss', 'Leaderboard score +20', the coins won, then Next level and Share.
import { useT } from '../i18n';
import { Button } from './Button';
import { CalendarIcon, ClockIcon, CoinIcon, PlayIcon, ShareIcon, StarIcon, TrophyIcon } from './icons';
import { Panel } from './Panel';
import { formatTimeTaken } from './formatTime';
import './styles.css';
import './candy.css';
import { useSkin, useTapGate, withSkinClass } from './skin';

export { formatTimeTaken };

/** Props of {@link WinLayer}. */
export interface WinLayerProps {
  /** The level just won. */
  level: number;
  /** Score after the win. */
  score: number;
  /** What the win added to the score (the spec's +20). */
  scoreGain: number;
  /**
   * True when this win beat a best that can fall (the 'New best!' badge, unless `bestTime` is given). The
   * game passes none: its score only grows, so every win would be a new best (the leaderboard post still
   * follows the spec's scoreMax rule).
   */
  bestBeaten?: boolean;
  /**
   * The level's best time and whether this win beat an earlier one: 'Best time mm:ss', and 'New best time!'
   * in place of the score's badge (a score only grows, a time can fall).
   */
  bestTime?: { ms: number; beaten: boolean };
  /** Coins of `coinsGain` that are the first win of the day's bonus: said on a line of their own. */
  firstWinBonus?: number;
  /** Next (or, for a daily challenge, back to the calendar). */
  onNext: () => void;
  /** Set for a daily-challenge win: no score change is shown and the button leads to the calendar. */
  daily?: { dateLabel: string };
  /** How long the level took: shows 'Time taken mm:ss'. */
  timeTakenMs?: number;
  /** Coins the win gave (the candy game's +100), shown with a coin. */
  coinsGain?: number;
  /** Shows a Share button under Next. */
  onShare?: () => void;
}

/** The win panel, with stars, score +gain, an optional new-best badge and the Next (or Calendar) button. */
export function WinLayer({
  level,
  score,
  scoreGain,
  bestBeaten = false,
  onNext,
  daily,
  timeTakenMs,
  coinsGain,
  onShare,
  bestTime,
  firstWinBonus,
}: WinLayerProps) {
  const t = useT();
  const skin = useSkin();
  const gate = useTapGate();
  const timeRow = timeTakenMs !== undefined && (
    <div className="win__stat" data-testid="win-time">
      <ClockIcon size={40} className="win__stat-icon" />
      <span className="win__stat-text">{t('win.timeTaken', { time: formatTimeTaken(timeTakenMs) })}</span>
    </div>
  );
  const coinsPill = coinsGain !== undefined && (
    <div
      className="win__coins"
      data-testid="win-coins"
      role="img"
      aria-label={t('rank.adCoins', { coins: Math.max(0, Math.floor(coinsGain)) })}
    >
      <CoinIcon size={62} className="win__coins-icon" />
      <span className="win__coins-value">{`+${Math.max(0, Math.floor(coinsGain))}`}</span>
    </div>
  );
  const bonusRow = firstWinBonus !== undefined && firstWinBonus > 0 && (
    <p className="win__bonus" data-testid="win-bonus">
      {t('win.firstWinBonus', { coins: Math.floor(firstWinBonus) })}
    </p>
  );
  const bestTimeRow = bestTime && (
    <>
      <div className="win__stat win__stat--best" data-testid="win-best-time">
        <TrophyIcon size={40} className="win__stat-icon win__stat-icon--gold" />
        <span className="win__stat-text">{t('win.bestTime', { time: formatTimeTaken(bestTime.ms) })}</span>
      </div>
      {bestTime.beaten && (
        <div className="badge badge--best" data-testid="win-best">
          <TrophyIcon size={46} />
          {t('win.newBestTime')}
        </div>
      )}
    </>
  );
  return (
    <Panel
      testId="win"
      title={t('win.title')}
      tone="green"
      className={withSkinClass('win', skin)}
      backdropDecor={<WinDecor />}
      crown={
        <div className="stars" role="img" aria-label={t('win.stars')}>
          {[0, 1, 2].map((i) => (
            <span key={i} className={`stars__star stars__star--${i}`}>
              <StarIcon size={i === 1 ? 150 : 118} />
            </span>
          ))}
        </div>
      }
    >
      {daily ? (
        <>
          <p className="win__level win__level--daily" data-testid="win-level">
            {t('win.dailyComplete', { date: daily.dateLabel })}
          </p>
          {coinsPill && <div className="win__stats">{coinsPill}</div>}
          {bonusRow}
        </>
      ) : (
        <>
          <p className="win__level" data-testid="win-level">
            {t('win.levelComplete', { level })}
          </p>
          {skin.win.stats === 'column' ? (
            // The spec's order: time taken, then the leaderboard score, then the coins.
            <div className="win__stats win__stats--column">
              {timeRow}
              <div className="win__stat win__stat--board" data-testid="win-score">
                <TrophyIcon size={42} className="win__stat-icon win__stat-icon--gold" />
                <span className="win__stat-text" data-testid="win-gain">
                  {t('win.leaderboardScore', { score: scoreGain })}
                </span>
              </div>
              {coinsPill}
            </div>
          ) : (
            <>
              <div className="win__score" data-testid="win-score">
                <span className="win__score-label">{t('common.score')}</span>
                <span className="win__score-value">{score}</span>
                <span className="win__gain" data-testid="win-gain">
                  +{scoreGain}
                </span>
              </div>
              {(timeRow || coinsPill) && (
                <div className="win__stats">
                  {timeRow}
                  {coinsPill}
                </div>
              )}
              {bonusRow}
            </>
          )}
          {bestTimeRow}
          {!bestTime && bestBeaten && (
            <div className="badge badge--best" data-testid="win-best">
              <TrophyIcon size={46} />
              {t('win.newBest')}
            </div>
          )}
        </>
      )}
      <div className="panel__actions">
        <Button
          testId="win-next"
          tone="green"
          size="lg"
          gate={onShare ? gate : undefined}
          icon={daily ? <CalendarIcon size={60} /> : <PlayIcon size={60} />}
          onTap={onNext}
        >
          {daily ? t('win.calendar') : t(skin.win.nextKey)}
        </Button>
        {onShare && (
          <Button testId="win-share" tone="blue" size="md" gate={gate} icon={<ShareIcon size={50} />} onTap={onShare}>
            {t('common.share')}
          </Button>
        )}
      </div>
    </Panel>
  );
}

/** Sun rays and falling confetti behind the win panel. */
function WinDecor() {
  const skin = useSkin();
  const colours = skin.win.confetti;
  return (
    <div className={['win-decor', skin.win.decorClass].filter(Boolean).join(' ')} aria-hidden="true">
      <div className="win-decor__rays" />
      {Array.from({ length: 18 }, (_, i) => (
        <span
          key={i}
          className="confetti"
          style={{
            left: `${4 + ((i * 53) % 92)}%`,
            background: colours[i % colours.length],
            animationDelay: `${(i * 0.37) % 2.4}s`,
            animationDuration: `${2.6 + ((i * 7) % 5) * 0.3}s`,
          }}
        />
      ))}
    </div>
  );
}
