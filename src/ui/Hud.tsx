// The in-game top bar over the canvas: pause/exit, hint, level, countdown, score, coins. Only its buttons take taps.
import { shortDate, translateText, useT, type MonthDay } from '../i18n';
import { Button } from './Button';
import { CoinNode, type CoinNodeProps } from './CoinNode';
import { HUD_BAR_STYLE } from './controlStyles';
import { formatTime } from './formatTime';
import { BulbIcon, ClockIcon, CoinIcon, PauseIcon, StarIcon, VideoIcon } from './icons';
import './styles.css';

/** Below this much time left the timer turns red and pulses. */
export const LOW_TIME_MS = 10_000;

/** Titles longer than this get the smaller type, so the pill stays clear of the hint button. */
const LONG_TITLE_CHARS = 10;

/** Titles longer than this (German 'Täglich · 18. Nov.') get the smallest type. */
const LONGER_TITLE_CHARS = 16;

/** What a hint costs now: a free hint, a hint prop, coins, or watching an ad. */
export type HudHintKind = 'free' | 'prop' | 'coins' | 'ad';

/** The hint button's state, from the app. */
export interface HudHint {
  /** Badge text: free hints left ('3'), props held ('x2') or the coin price ('200'); unused for 'ad'. */
  label: string;
  kind: HudHintKind;
  /** The search for a hint is running: the bulb pulses and taps are ignored. */
  busy: boolean;
  onHint: () => void;
}

/** Props of {@link Hud}. */
export interface HudProps {
  timeLeftMs: number;
  level: number;
  score: number;
  /** The pause/exit button (opens the exit layer). */
  onExit: () => void;
  /** Replaces "Level N" (English texts of the game, such as "Daily · Nov 18", are translated). */
  title?: string;
  /** The daily challenge's day: the title reads "Daily · Nov 18" in the current language (unless `title` is given). */
  daily?: MonthDay;
  /** The hint button beside pause; no button without it. */
  hint?: HudHint;
  /** The coin pill (with its look-ad button), stacked under the score on the right; none without it. */
  coins?: CoinNodeProps;
}

/**
 * The top bar. It stays above design y 160 (below it the box row and tray sit on the canvas) and lets
 * pointer events through everywhere except its buttons.
 */
export function Hud({ timeLeftMs, level, score, onExit, title, daily, hint, coins }: HudProps) {
  const t = useT();
  const low = timeLeftMs < LOW_TIME_MS;
  const heading =
    title !== undefined
      ? translateText(title, t)
      : daily
        ? t('hud.daily', { date: shortDate(t, daily) })
        : t('hud.level', { level });
  const long = heading.length > LONG_TITLE_CHARS;
  const longer = heading.length > LONGER_TITLE_CHARS;
  return (
    <div className="layer hud" data-testid="hud" style={HUD_BAR_STYLE}>
      <div className="hud__bar">
        <div className="hud__side hud__side--left">
          <Button
            testId="hud-exit"
            tone="orange"
            size="icon"
            label={t('hud.pause')}
            icon={<PauseIcon size={60} />}
            onTap={onExit}
          />
          {hint && <HintButton {...hint} />}
        </div>
        <div className="hud__centre">
          <div
            className={`hud__level${long ? ' hud__level--long' : ''}${longer ? ' hud__level--longer' : ''}`}
            data-testid="hud-level"
          >
            {heading}
          </div>
          <div
            className={`hud__timer${low ? ' is-low' : ''}`}
            role="timer"
            aria-label={t('hud.timeLeft')}
            data-testid="hud-timer"
          >
            <ClockIcon size={40} className="hud__timer-icon" />
            <span className="hud__timer-text">{formatTime(timeLeftMs)}</span>
          </div>
        </div>
        <div className={`hud__side hud__side--right${coins ? ' hud__side--stack' : ''}`}>
          <div className="score-pill score-pill--hud" data-testid="hud-score" aria-label={t('hud.score', { score })}>
            <StarIcon size={coins ? 40 : 50} className="score-pill__icon score-pill__icon--gold" />
            <span className="score-pill__value">{score}</span>
          </div>
          {coins && <CoinNode {...coins} />}
        </div>
      </div>
    </div>
  );
}

/** The round bulb button with its price badge; the badge sits inside the button so taps on it count. */
function HintButton({ label, kind, busy, onHint }: HudHint) {
  const t = useT();
  return (
    <Button
      testId="hud-hint"
      tone="purple"
      size="icon-sm"
      // The badge's count or price is part of the name (a voice user says what they see).
      label={kind === 'ad' ? t('hud.hint') : `${t('hud.hint')} ${label}`}
      className="hud__hint"
      busy={busy}
      spinner={false}
      icon={
        <>
          <BulbIcon size={58} className="hud__hint-bulb" />
          <span className={`hud__hint-badge hud__hint-badge--${kind}`} data-testid="hud-hint-badge" data-kind={kind}>
            {kind === 'ad' ? (
              <VideoIcon size={30} className="hud__hint-badge-icon" />
            ) : (
              <>
                {kind === 'coins' && <CoinIcon size={28} className="hud__hint-badge-icon" />}
                <span className="hud__hint-badge-text">{label}</span>
              </>
            )}
          </span>
        </>
      }
      onTap={onHint}
    />
  );
}
