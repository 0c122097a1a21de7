// The menu screen: title sign, a little board of screws, best score, the Start button, settings, the daily
// challenge, the coin pill, tasks and rank.
import type { ReactNode } from 'react';
import { Button } from './Button';
import { CoinNode, type CoinNodeProps } from './CoinNode';
import { CalendarIcon, GearIcon, PlayIcon, PodiumIcon, TaskIcon, TrophyIcon } from './icons';
import { ScreenDecor } from './ScreenDecor';
import { TitleSign } from './TitleSign';
import './styles.css';

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
  /** The coin pill (with its look-ad button) in the top row, left of settings; none without it. */
  coins?: CoinNodeProps;
  /** Opens the task list; a round button left of the best score, none without it. */
  onTasks?: () => void;
  /** Opens the rank; a round button right of the best score, none without it. */
  onRank?: () => void;
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

/**
 * The menu: game title, Start ("Level N"), best score, a settings gear and the daily-challenge button; with the
 * economy, a coin pill beside the gear and round Tasks and Rank buttons either side of the best score.
 */
export function MenuLayer({
  level,
  scoreMax,
  onStart,
  onSettings,
  onCalendar,
  coins,
  onTasks,
  onRank,
}: MenuLayerProps) {
  return (
    <div className="layer layer--screen menu" data-testid="menu">
      <ScreenDecor />
      {onCalendar && (
        <div className="menu__top menu__top--left">
          <Button
            testId="menu-calendar"
            tone="blue"
            size="md"
            label="Daily challenge"
            className="menu__daily"
            icon={<CalendarIcon size={58} />}
            onTap={onCalendar}
          >
            Daily
          </Button>
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
          label="Settings"
          icon={<GearIcon size={64} />}
          onTap={onSettings}
        />
      </div>
      <TitleSign className="menu__title" />
      <div className="menu__art" aria-hidden="true">
        {PLANK_SCREWS.map((screws, i) => (
          <div key={i} className={`plank plank--${i}`}>
            {screws.map(({ colour, at }, j) => (
              <span key={j} className="plank__screw" style={{ left: `${at}%`, background: colour }} />
            ))}
          </div>
        ))}
      </div>
      <div className="menu__bottom">
        <div className="menu__row">
          {onTasks && (
            <MenuRoundButton
              testId="menu-tasks"
              tone="green"
              caption="Tasks"
              icon={<TaskIcon size={62} />}
              onTap={onTasks}
            />
          )}
          <div className="score-pill score-pill--best" data-testid="menu-best">
            <TrophyIcon size={52} className="score-pill__icon score-pill__icon--gold" />
            <span className="score-pill__label">Best</span>
            <span className="score-pill__value">{scoreMax}</span>
          </div>
          {onRank && (
            <MenuRoundButton
              testId="menu-rank"
              tone="purple"
              caption="Rank"
              icon={<PodiumIcon size={62} />}
              onTap={onRank}
            />
          )}
        </div>
        <Button
          testId="menu-start"
          tone="green"
          size="lg"
          className="menu__start"
          icon={<PlayIcon size={68} />}
          onTap={onStart}
        >
          Level {level}
        </Button>
      </div>
    </div>
  );
}

/** A round icon button with its caption on a chip over its lower edge (inside the button, so the chip takes taps). */
function MenuRoundButton({
  testId,
  tone,
  caption,
  icon,
  onTap,
}: {
  testId: string;
  tone: 'green' | 'purple';
  caption: string;
  icon: ReactNode;
  onTap: () => void;
}) {
  return (
    <Button
      testId={testId}
      tone={tone}
      size="icon"
      label={caption}
      className="menu__round"
      icon={
        <>
          {icon}
          <span className="menu__round-caption" aria-hidden="true">
            {caption}
          </span>
        </>
      }
      onTap={onTap}
    />
  );
}
