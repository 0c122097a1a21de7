// The menu screen: title sign, a little board of screws (or plates of sweets), best score, the Start button,
// settings, the daily challenge, the coin pill, tasks and rank. The candy game adds hearts, the level path,
// sign-in, share, more games and the language: then the round buttons stand in two rails down the sides.
import type { ReactNode } from 'react';
import { languageInfo, useLanguage, useT, type LanguageCode } from '../i18n';
import { Button, type ButtonTone } from './Button';
import { CoinNode, type CoinNodeProps } from './CoinNode';
import { HeartsNode, type HeartsNodeProps } from './HeartsNode';
import { CalendarIcon, GearIcon, PlayIcon, PodiumIcon, ShareIcon, TaskIcon, TrophyIcon, VersusIcon } from './icons';
import { LevelRow } from './LevelRow';
import { ScreenDecor, sweet, WrappedCandyIcon } from './ScreenDecor';
import { useSkin } from './skin';
import { GiftIcon } from './SignInLayer';
import { TitleSign } from './TitleSign';
import { fitFontSize } from '../i18n/textWidth';
import './styles.css';
import './candy.css';

/** The level path of the menu: the current level and the locked ones after it. */
export interface MenuLevels {
  current: number;
  /** The next levels (the spec shows 5). */
  next: readonly number[];
  /** The current level was tapped: start it (as Start does). */
  onPlay: () => void;
  /** A locked level was tapped (the app toasts 'This level has not been unlocked'). */
  onLocked: () => void;
}

/** The official tournament the menu offers. */
export interface MenuTournament {
  /** Its time left in the player's words ('Ends in 2d 5h'). */
  endsIn: string;
  /** Joins it and plays its challenge. */
  onPlay: () => void;
}

/** Props of {@link MenuLayer}. */
export interface MenuLayerProps {
  /** The level the Start button starts. */
  level: number;
  /** Best score so far. */
  scoreMax: number;
  onStart: () => void;
  onSettings: () => void;
  /** Opens the daily-challenge calendar; no button without it. */
  onCalendar?: () => void;
  /** Plays a friend challenge (left rail, under the daily button); no button without it. */
  onChallenge?: () => void;
  /** The official tournament while it runs (instant games): a strip under Start with its time left. */
  tournament?: MenuTournament;
  /** The coin pill (with its look-ad button) in the top row, left of settings; none without it. */
  coins?: CoinNodeProps;
  /** Opens the task list; a round button left of the best score (or in the left rail), none without it. */
  onTasks?: () => void;
  /** Opens the rank; a round button right of the best score (or in the right rail), none without it. */
  onRank?: () => void;
  /** The level path above Start: the current level big, the next ones locked. */
  levels?: MenuLevels;
  /** The hearts pill at the top left. */
  hearts?: HeartsNodeProps;
  /** Opens the sign-in popup (a gift button in the left rail). */
  onSignIn?: () => void;
  /** Today's sign-in reward is waiting: a dot on the sign-in button. */
  signInReady?: boolean;
  /** Share (right rail). */
  onShare?: () => void;
  /** More games (right rail). */
  onMoreGames?: () => void;
  /** Opens the language picker; the button shows the current language's short name (right rail). */
  onLanguage?: () => void;
  /** The language the language button names (default the one shown now). */
  language?: LanguageCode;
}

// Screw heads on the decorative planks: colour, position along the plank (%).
const PLANK_SCREWS: { colour: string; at: number }[][] = [
  [
    { colour: '#ff4b3e', at: 14 },
    { colour: '#2f9bff', at: 50 },
    { colour: '#ffc21a', at: 86 },
  ],
  [
    { colour: '#4cc93a', at: 16 },
    { colour: '#ff4b3e', at: 84 },
  ],
  [
    { colour: '#b15cf0', at: 18 },
    { colour: '#4cc93a', at: 50 },
    { colour: '#2f9bff', at: 82 },
  ],
];

/** Each language's short name on the language button, in its own script. */
export const LANGUAGE_SHORT_NAMES: Record<LanguageCode, string> = {
  en_US: 'EN',
  id_ID: 'ID',
  hi_IN: 'हिं',
  pt_PT: 'PT',
  es_LA: 'ES',
  tl_PH: 'FIL',
  af_ZA: 'AF',
  de_DE: 'DE',
  fr_FR: 'FR',
  zh_CN: '简',
  zh_HK: '繁',
  zh_TW: '繁',
};

/**
 * The menu. Without any of the candy game's extras it is the screw game's: title, planks, Tasks and Rank either
 * side of the best score, Start, and the daily button at the top left. With them (hearts, levels, sign-in,
 * share, more games, language) the round buttons move into a rail down each side, the hearts take the top
 * left, and the level path sits between the rails above Start.
 */
export function MenuLayer({
  level,
  scoreMax,
  onStart,
  onSettings,
  onCalendar,
  onChallenge,
  tournament,
  coins,
  onTasks,
  onRank,
  levels,
  hearts,
  onSignIn,
  signInReady = false,
  onShare,
  onMoreGames,
  onLanguage,
  language: languageProp,
}: MenuLayerProps) {
  const t = useT();
  const shown = useLanguage();
  const language = languageProp ?? shown;
  const skin = useSkin();
  const plates = skin.menuArt === 'plates';
  const rails = Boolean(levels || hearts || onSignIn || onShare || onMoreGames || onLanguage);
  // Tasks and rank: on the side rails, or either side of the best score (the screw menu without rails).
  const tasksButton = onTasks && (
    <MenuRoundButton
      testId="menu-tasks"
      tone="green"
      caption={t('menu.tasks')}
      icon={<TaskIcon size={62} />}
      onTap={onTasks}
    />
  );
  const rankButton = onRank && (
    <MenuRoundButton
      testId="menu-rank"
      tone="purple"
      caption={t('menu.rank')}
      icon={<PodiumIcon size={62} />}
      onTap={onRank}
    />
  );
  const best = (
    <div className="score-pill score-pill--best" data-testid="menu-best">
      <TrophyIcon size={52} className="score-pill__icon score-pill__icon--gold" />
      <span className="score-pill__label">{t('common.best')}</span>
      <span className="score-pill__value">{scoreMax}</span>
    </div>
  );
  const classes = ['layer', 'layer--screen', 'menu', skin.layerClass, rails ? 'menu--rails' : ''];
  return (
    <div className={classes.filter(Boolean).join(' ')} data-testid="menu">
      <ScreenDecor />
      {!rails && onCalendar && (
        <div className="menu__top menu__top--left">
          <Button
            testId="menu-calendar"
            tone="blue"
            size="md"
            label={t('menu.dailyLabel')}
            className="menu__daily"
            icon={<CalendarIcon size={58} />}
            onTap={onCalendar}
          >
            {t('menu.daily')}
          </Button>
        </div>
      )}
      {rails && hearts && (
        <div className="menu__hearts">
          <HeartsNode {...hearts} />
        </div>
      )}
      {coins && (
        <div className="menu__coins">
          <CoinNode {...coins} />
        </div>
      )}
      <div className="menu__top">
        <Button
          testId="menu-settings"
          tone="wood"
          size="icon"
          label={t('menu.settings')}
          icon={<GearIcon size={64} />}
          onTap={onSettings}
        />
      </div>
      <TitleSign className="menu__title" />
      {rails ? (
        <>
          <div className="menu__rail menu__rail--left">
            {onSignIn && (
              <MenuRoundButton
                testId="menu-signin"
                tone="red"
                caption={t('menu.signIn')}
                label={signInReady ? `${t('menu.signIn')}, ${t('menu.signInReady')}` : undefined}
                icon={<GiftIcon size={70} />}
                dot={signInReady}
                onTap={onSignIn}
              />
            )}
            {tasksButton}
            {onCalendar && (
              <MenuRoundButton
                testId="menu-calendar"
                tone="blue"
                caption={t('menu.daily')}
                label={t('menu.dailyLabel')}
                icon={<CalendarIcon size={60} />}
                onTap={onCalendar}
              />
            )}
            {onChallenge && (
              <MenuRoundButton
                testId="menu-challenge"
                tone="orange"
                caption={t('challenge.menu')}
                label={t('challenge.menuLabel')}
                icon={<VersusIcon size={62} />}
                onTap={onChallenge}
              />
            )}
          </div>
          <div className="menu__rail menu__rail--right">
            {rankButton}
            {onShare && (
              <MenuRoundButton
                testId="menu-share"
                tone="blue"
                caption={t('common.share')}
                icon={<ShareIcon size={58} />}
                onTap={onShare}
              />
            )}
            {onMoreGames && (
              <MenuRoundButton
                testId="menu-more"
                tone="orange"
                caption={t('menu.moreGames')}
                icon={<GamesIcon size={60} />}
                onTap={onMoreGames}
              />
            )}
            {onLanguage && (
              <MenuRoundButton
                testId="menu-language"
                tone="wood"
                caption={t('menu.language')}
                // What the button shows, the code then the caption, is its name (a voice user says what they see).
                label={`${LANGUAGE_SHORT_NAMES[language]} ${t('menu.language')}`}
                icon={
                  <span className="menu__language-code" lang={languageInfo(language).tag}>
                    {LANGUAGE_SHORT_NAMES[language]}
                  </span>
                }
                onTap={onLanguage}
              />
            )}
          </div>
          <div className="menu__middle">
            {best}
            {plates && <CandyArt compact />}
            {levels && <LevelRow className="menu__levels" {...levels} />}
          </div>
        </>
      ) : plates ? (
        <CandyArt />
      ) : (
        <PlankArt />
      )}
      {rails && !plates && <PlankArt className="menu__art--rails" />}
      <div className="menu__bottom">
        {!rails && (
          <div className="menu__row">
            {tasksButton}
            {best}
            {rankButton}
          </div>
        )}
        <Button
          testId="menu-start"
          tone="green"
          size="lg"
          className="menu__start"
          icon={<PlayIcon size={68} />}
          onTap={onStart}
        >
          {t('menu.start', { level })}
        </Button>
        {tournament && (
          <Button
            testId="menu-tournament"
            tone="purple"
            size="md"
            className="menu__tournament"
            label={`${t('tournament.officialLabel')}, ${tournament.endsIn}`}
            icon={<TrophyIcon size={54} className="menu__tournament-icon" />}
            onTap={tournament.onPlay}
          >
            <span className="menu__tournament-text">
              <span className="menu__tournament-name">{t('tournament.official')}</span>
              <span className="menu__tournament-time">{tournament.endsIn}</span>
            </span>
          </Button>
        )}
      </div>
    </div>
  );
}

// Three plates of the candy menu, each holding sweets of its own colour (how the game is played).
const ART_PLATES = [
  { colour: 0, tilt: -8 },
  { colour: 3, tilt: 4 },
  { colour: 4, tilt: -3 },
];

/** Plates of matching sweets in place of the screw game's planks; `compact` between the rails. */
function CandyArt({ compact = false }: { compact?: boolean }) {
  return (
    <div className={`menu__candy-art${compact ? ' menu__candy-art--compact' : ''}`} aria-hidden="true">
      {ART_PLATES.map(({ colour, tilt }, i) => (
        <span key={i} className={`candy-plate candy-plate--${i}`} style={{ rotate: `${tilt}deg` }}>
          {[0, 1, 2].map((j) => (
            <span key={j} className={`candy-plate__sweet candy-plate__sweet--${j}`}>
              <WrappedCandyIcon size={compact ? 62 : 78} colours={sweet(colour)} />
            </span>
          ))}
        </span>
      ))}
    </div>
  );
}

/** Four rounded tiles, for "more games". */
function GamesIcon({ size = 48 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" className="icon" aria-hidden="true" focusable="false">
      <rect x="5" y="5" width="17" height="17" rx="5" fill="currentColor" />
      <rect x="26" y="5" width="17" height="17" rx="5" fill="currentColor" opacity="0.8" />
      <rect x="5" y="26" width="17" height="17" rx="5" fill="currentColor" opacity="0.8" />
      <circle cx="34.5" cy="34.5" r="9.5" fill="currentColor" />
    </svg>
  );
}

/** The screw menu's picture: three wooden planks with coloured screw heads. */
function PlankArt({ className }: { className?: string }) {
  return (
    <div className={`menu__art${className ? ` ${className}` : ''}`} aria-hidden="true">
      {PLANK_SCREWS.map((screws, i) => (
        <div key={i} className={`plank plank--${i}`}>
          {screws.map(({ colour, at }, j) => (
            <span key={j} className="plank__screw" style={{ left: `${at}%`, background: colour }} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** A round icon button with its caption on a chip over its lower edge (inside the button, so the chip takes taps). */
function MenuRoundButton({
  testId,
  tone,
  caption,
  label,
  icon,
  dot = false,
  onTap,
}: {
  testId: string;
  tone: ButtonTone;
  caption: string;
  /** The spoken name, when it says more than the caption. */
  label?: string;
  icon: ReactNode;
  /** A red dot on the top right: something is waiting there. */
  dot?: boolean;
  onTap: () => void;
}) {
  // 26 px, smaller for a long caption, so the chip (padding and border take 38 px) stays about the rail's width.
  // Measured in the real face where a canvas can (German 'Aufgaben' is wider than an estimate says).
  const size = fitFontSize(caption, 124, 26, 16);
  return (
    <Button
      testId={testId}
      tone={tone}
      size="icon"
      label={label ?? caption}
      className="menu__round"
      icon={
        <>
          {icon}
          {/* A space between what is shown (no gap in the flex row): the text reads 'EN Language', not 'ENLanguage'. */}{' '}
          <span className="menu__round-caption" aria-hidden="true" style={size === 26 ? undefined : { fontSize: size }}>
            {caption}
          </span>
          {dot && <span className="menu__dot" data-testid={`${testId}-dot`} aria-hidden="true" />}
        </>
      }
      onTap={onTap}
    />
  );
}
