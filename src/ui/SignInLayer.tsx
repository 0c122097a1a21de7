// The candy game's 7-day sign-in popup (spec 2, 4 and 9): a card per day with its reward, the days claimed
// ticked, today's card lit, then 'Sign in' and 'Claim x2' (through a rewarded video); while the last
// claim's 24 hours run, the time until the next one.
import type { SignInDay, SignInStatus } from '../core/signIn';
import { useT } from '../i18n';
import { Button } from './Button';
import { CheckIcon, ClockIcon, VideoIcon, svgProps } from './icons';
import { formatHours } from './formatTime';
import { Panel } from './Panel';
import { RewardItems } from './RewardItems';
import { useTapGate } from './skin';
import { fitFontSize } from '../i18n/textWidth';
import './styles.css';
import './candy.css';

/** Props of {@link SignInLayer}. */
export interface SignInLayerProps {
  /** Where the cycle stands today (signInStatus of src/core/signIn). */
  status: SignInStatus;
  /** The 7 days of the cycle and their rewards. */
  table: readonly SignInDay[];
  /** A claim (or its video) is running: the buttons ignore taps. */
  busy: boolean;
  /** A rewarded video is loaded; without one 'Claim x2' looks switched off but still reports taps. */
  adAvailable: boolean;
  /** The normal claim. Also called when today's claim was already made, so the app can say so. */
  onClaim: () => void;
  /** The double claim, after a rewarded video. */
  onClaimDouble: () => void;
  onClose: () => void;
}

/** How a day's card looks: claimed (ticked), today's (lit, the next claim gives it) or still to come. */
export type SignInDayState = 'claimed' | 'today' | 'upcoming';

/** The state of the card of `day` (1 to 7). */
export function signInDayState(status: SignInStatus, day: number): SignInDayState {
  if (day <= status.claimedSlots) return 'claimed';
  if (status.claimable && day === status.day) return 'today';
  return 'upcoming';
}

/** A wrapped gift box with a bow, for the sign-in button (keeps its own colours). */
export function GiftIcon({ size = 48, className }: { size?: number; className?: string }) {
  return (
    <svg {...svgProps(size, className)}>
      <path d="M17 12 Q9 4 7.5 10 Q7 15 22 15 Z" fill="#ffd23f" stroke="#b88a00" strokeWidth="1.6" />
      <path d="M31 12 Q39 4 40.5 10 Q41 15 26 15 Z" fill="#ffd23f" stroke="#b88a00" strokeWidth="1.6" />
      <rect x="7" y="24" width="34" height="20" rx="3" fill="#e0314b" stroke="#8c1426" strokeWidth="2" />
      <rect x="5" y="15" width="38" height="10" rx="3" fill="#ff5f7a" stroke="#8c1426" strokeWidth="2" />
      <rect x="20.5" y="15" width="7" height="29" fill="#ffd23f" stroke="#b88a00" strokeWidth="1.4" />
      <circle cx="24" cy="14.5" r="3.6" fill="#ffd23f" stroke="#b88a00" strokeWidth="1.6" />
    </svg>
  );
}

/**
 * The sign-in popup. Days 1 to 6 sit in a grid of four columns and day 7 takes two; the buttons share one tap
 * gate, so a double tap claims once. Once a claim is made both buttons look switched off, yet still report
 * taps ('You have signed in today' is the app's toast), and a line tells when the next claim opens.
 */
export function SignInLayer({ status, table, busy, adAvailable, onClaim, onClaimDouble, onClose }: SignInLayerProps) {
  const t = useT();
  const gate = useTapGate();
  const done = !status.claimable;
  return (
    <Panel
      testId="signin"
      entrance="ordered"
      title={t('signIn.title')}
      tone="orange"
      onClose={onClose}
      closeTestId="signin-close"
      className="theme-candy signin"
    >
      <p className="panel__note signin__tip">{t('signIn.tip')}</p>
      <ol className="signin__days">
        {table.map((row, i) => {
          const state = signInDayState(status, row.day);
          const wide = i === table.length - 1 && table.length % 4 === 3;
          return (
            <li
              key={row.day}
              className={`signin-day signin-day--${state}${wide ? ' signin-day--wide' : ''}`}
              data-testid={`signin-day-${row.day}`}
              data-state={state}
              aria-current={state === 'today' ? 'date' : undefined}
            >
              <DayLabel text={state === 'today' ? t('signIn.today') : t('signIn.day', { day: row.day })} />
              <RewardItems reward={row.normal} size={wide ? 60 : 66} className="signin-day__reward" />
              {state === 'claimed' && (
                <span
                  className="signin-day__tick"
                  data-testid={`signin-day-${row.day}-claimed`}
                  role="img"
                  aria-label={t('tasks.claimed')}
                >
                  <CheckIcon size={44} />
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <div className="panel__actions signin__actions">
        {done && (
          <p className="signin__next" data-testid="signin-next">
            <ClockIcon size={40} className="signin__clock" />
            <span>{t('signIn.nextIn', { time: formatHours(status.secondsToNext) })}</span>
          </p>
        )}
        <Button
          testId="signin-claim"
          tone="green"
          size="md"
          gate={gate}
          busy={busy}
          spinner={false}
          className={`signin__claim${done ? ' is-unavailable' : ''}`}
          icon={<GiftIcon size={56} />}
          onTap={onClaim}
        >
          {t('signIn.claim')}
        </Button>
        <Button
          testId="signin-double"
          tone="purple"
          size="md"
          gate={gate}
          busy={busy}
          className={`signin__double${done || !adAvailable ? ' is-unavailable' : ''}`}
          label={`${t('signIn.double')}${adAvailable ? '' : `, ${t('toast.noAds')}`}`}
          icon={<VideoIcon size={56} />}
          onTap={onClaimDouble}
        >
          {t('signIn.double')}
        </Button>
      </div>
    </Panel>
  );
}

/** A card's heading chip: 26 px, smaller for a long word ('Aujourd’hui') so it stays on the card. */
function DayLabel({ text }: { text: string }) {
  const size = fitFontSize(text, 132, 26, 18);
  return (
    <span className="signin-day__label" style={size === 26 ? undefined : { fontSize: size }}>
      {text}
    </span>
  );
}
