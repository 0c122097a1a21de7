// The menu screen, drawn on the canvas: the screen's backdrop, the top bar (hearts, the coin pill, settings), the
// title sign, a rail of round buttons down each side (sign-in, tasks, the daily challenge and a friend
// challenge on the left; rank, share, more games and the language on the right), between them the best
// score and the game's picture (planks of screws, or plates of sweets and the level path), and Start with the
// official tournament's strip under it. Behind one of its panels it stays drawn but takes no tap and is out of
// reach of keyboards and screen readers.
import type { Container, Graphics } from 'pixi.js';
import { memo, useCallback, useMemo, useRef } from 'react';
import type { HeartsNodeProps } from './heartIcon';
import { useLanguage, useT, type LanguageCode } from '../../i18n';
import {
  CalendarIcon,
  GamesIcon,
  GearIcon,
  PlayIcon,
  PodiumIcon,
  ShareIcon,
  TaskIcon,
  TrophyIcon,
  VersusIcon,
} from '../icons';
import { GiftIcon } from './giftIcon';
import { useSkin } from '../skin';
import { CanvasButton } from './CanvasButton';
import { CanvasTextButton } from './CanvasTextButton';
import { useCanvasUi, useRedrawOnRender } from './canvasUi';
import { CoinPill } from './CoinPill';
import { heavy, widthOf } from './heavyText';
import { chocolate, coinPillBoxes, coinWords, HUD_COLOURS, type CoinNodeProps } from './coinPillLook';
import { drawIcon, type IconComponent } from './iconGraphics';
import type { MenuLevels } from './levelPathLook';
import type * as CandyMenuArt from './candyMenuArt';
import { PlankArt } from './menuArt';
import {
  bestPillWidth,
  candyPlatesSize,
  MENU,
  MENU_COLOURS,
  menuLayout,
  railWords,
  TITLE_POP,
  type RailButton as RailButtonName,
} from './menuLook';
import { EASE, sampleKeyframes } from './motion';
import { TEXT_BUTTON } from './panelLook';
import { drawPill } from './paint';
import { RailButton } from './RailButton';
import { ScreenBackdrop } from './ScreenBackdrop';
import { measureTitleSign, TitleSignArt } from './TitleSignArt';
import { DesignOrigin, useControl, useControlGroup } from './useControl';
import { useMotion } from './useMotion';

export type { MenuLevels } from './levelPathLook';

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
  /** Opens the daily-challenge calendar (left rail); no button without it. */
  onCalendar?: () => void;
  /** Plays a friend challenge (left rail, under the daily button); no button without it. */
  onChallenge?: () => void;
  /** The official tournament while it runs (instant games): a strip under Start with its time left. */
  tournament?: MenuTournament;
  /** The coin pill (with its look-ad button) in the top bar, left of settings; none without it. */
  coins?: CoinNodeProps;
  /** Opens the task list (left rail); none without it. */
  onTasks?: () => void;
  /** Opens the rank (right rail); none without it. */
  onRank?: () => void;
  /** The level path between the rails: the current level big, the next ones locked (drawn with `candyArt`). */
  levels?: MenuLevels;
  /** The hearts pill at the top left (drawn with `candyArt`). */
  hearts?: HeartsNodeProps;
  /**
   * Variant B's menu pictures (candyMenuArt.ts, a chunk variant A never fetches): its hearts pill, level path and
   * plates of sweets are drawn only with them.
   */
  candyArt?: typeof CandyMenuArt;
  /** Opens the sign-in popup (a gift button at the top of the left rail). */
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
  /** One of the menu's panels is open over it: drawn, but taking no tap and hidden from assistive tech. */
  underPanel?: boolean;
}

const GROUP = 'menu';

/** Each rail button's icon and its size (the language button shows words instead). */
const RAIL_ICONS: Record<Exclude<RailButtonName, 'language'>, { icon: IconComponent; size: number }> = {
  signIn: { icon: GiftIcon, size: 70 },
  tasks: { icon: TaskIcon, size: 62 },
  calendar: { icon: CalendarIcon, size: 60 },
  challenge: { icon: VersusIcon, size: 62 },
  rank: { icon: PodiumIcon, size: 62 },
  share: { icon: ShareIcon, size: 58 },
  moreGames: { icon: GamesIcon, size: 60 },
};

/** The best score: a chocolate pill with a gold trophy, the word 'Best' and the score, its top-centre at (x, y). */
const BestPill = memo(function BestPill({
  label,
  score,
  x,
  y,
}: {
  label: string;
  score: number;
  x: number;
  y: number;
}) {
  const b = MENU.best;
  const skin = useSkin();
  const labelStyle = heavy(b.labelSize, MENU_COLOURS[skin.id].bestLabel);
  const valueStyle = heavy(b.valueSize, 0xffffff);
  const value = String(score);
  const labelWidth = widthOf(label, labelStyle);
  const width = bestPillWidth(labelWidth, widthOf(value, valueStyle));
  const box = useMemo(() => ({ x: -width / 2, y: 0, width, height: b.height }), [width, b.height]);
  useControl({
    id: 'menu-best',
    role: 'text',
    name: `${label} ${value}`,
    group: GROUP,
    box: { x: x - width / 2, y, width, height: b.height },
  });
  const colours = HUD_COLOURS[skin.id];
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      drawPill(g, box, chocolate(colours, b.rim));
      const at = { x: box.x + b.rim + b.padLeft, y: (b.height - b.icon) / 2 };
      drawIcon(g, TrophyIcon, b.icon, { colour: 0xd98a00 }, { x: at.x, y: at.y + 3 });
      drawIcon(g, TrophyIcon, b.icon, { colour: 0xffc21a }, at);
    },
    [box, colours, b],
  );
  const textLeft = box.x + b.rim + b.padLeft + b.icon + b.gap;
  return (
    <pixiContainer x={x} y={y} eventMode="none">
      <pixiGraphics draw={draw} />
      <pixiText text={label} style={labelStyle} anchor={{ x: 0, y: 0.5 }} x={textLeft} y={b.height / 2} />
      <pixiText
        text={value}
        style={valueStyle}
        anchor={{ x: 0, y: 0.5 }}
        x={textLeft + labelWidth + b.gap}
        y={b.height / 2}
      />
    </pixiContainer>
  );
});

/** The title sign, popping in about its middle as the menu opens (only fading in under reduced motion). */
function PoppingTitle({ x, y, scale }: { x: number; y: number; scale: number }) {
  const ref = useRef<Container>(null);
  const { reducedMotion } = useCanvasUi();
  const still = reducedMotion();
  const skin = useSkin();
  const t = useT();
  // The pop turns about the sign's middle: the container sits there, the sign hangs from it.
  const middle = (measureTitleSign(t(skin.title.key), skin.title).height * scale) / 2;
  const apply = useCallback(
    (progress: number) => {
      const frame = sampleKeyframes(TITLE_POP, progress, EASE.linear);
      const sign = ref.current;
      if (!sign) return;
      sign.scale.set(still ? 1 : frame.scale);
      sign.alpha = frame.alpha;
    },
    [still],
  );
  useMotion(apply, { durationMs: MENU.titlePopMs });
  return (
    <DesignOrigin x={x} y={y + middle}>
      <pixiContainer ref={ref} label="title" x={x} y={y + middle}>
        <TitleSignArt x={0} y={-middle} group={GROUP} scale={scale} />
      </pixiContainer>
    </DesignOrigin>
  );
}

/** The menu. */
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
  candyArt,
  onSignIn,
  signInReady = false,
  onShare,
  onMoreGames,
  onLanguage,
  language: languageProp,
  underPanel = false,
}: MenuLayerProps) {
  const t = useT();
  const shown = useLanguage();
  const language = languageProp ?? shown;
  const skin = useSkin();
  const { layoutTop } = useCanvasUi();
  useRedrawOnRender();
  useControlGroup({ id: GROUP, ...(underPanel ? { inert: true } : {}) });

  const presses: Partial<Record<RailButtonName, () => void>> = {
    ...(onSignIn ? { signIn: onSignIn } : {}),
    ...(onTasks ? { tasks: onTasks } : {}),
    ...(onCalendar ? { calendar: onCalendar } : {}),
    ...(onChallenge ? { challenge: onChallenge } : {}),
    ...(onRank ? { rank: onRank } : {}),
    ...(onShare ? { share: onShare } : {}),
    ...(onMoreGames ? { moreGames: onMoreGames } : {}),
    ...(onLanguage ? { language: onLanguage } : {}),
  };
  // The buttons offered, as one string: the layout is rebuilt only when they (or the layout's top) change.
  const offered = Object.keys(presses).join();
  const layout = useMemo(
    () => menuLayout(layoutTop, new Set(offered.split(',') as RailButtonName[])),
    [layoutTop, offered],
  );

  const colours = HUD_COLOURS[skin.id];
  const coinText = coins ? coinWords(coins.coins, t) : null;
  const coinBoxes = coinText
    ? coinPillBoxes(
        MENU.coins,
        widthOf(coinText.text, heavy(MENU.coins.fontSize, 0xffffff)),
        coins?.onLookAd !== undefined,
        layout.coinsRight,
        layout.barMid,
      )
    : null;

  const plates = skin.menuArt === 'plates';
  const m = layout.middle;
  const bestBottom = m.y + MENU.best.height;
  const platesTop = bestBottom + m.gap;
  const pathTop = plates ? platesTop + candyPlatesSize().height + m.gap : bestBottom + m.gap;
  const startText = t('menu.start', { level });

  const rail = (entries: typeof layout.left) =>
    entries.map(({ button, x, y }) => {
      const words = railWords(button, t, language, signInReady);
      const press = presses[button]!;
      if (button === 'language') {
        return <RailButton key={button} words={words} group={GROUP} x={x} y={y} code={words.code} onTap={press} />;
      }
      const { icon, size } = RAIL_ICONS[button];
      return (
        <RailButton
          key={button}
          words={words}
          group={GROUP}
          x={x}
          y={y}
          icon={icon}
          iconSize={size}
          dot={button === 'signIn' && signInReady}
          onTap={press}
        />
      );
    });

  return (
    <pixiContainer label="menu" eventMode={underPanel ? 'none' : 'passive'}>
      <ScreenBackdrop />
      {hearts && candyArt && (
        <candyArt.HeartsPill
          {...hearts}
          x={layout.hearts.x}
          y={layout.hearts.y - candyArt.heartsPillSize(hearts).height / 2}
          group={GROUP}
        />
      )}
      {coinText && coinBoxes && (
        <CoinPill
          words={coinText}
          onLookAd={coins?.onLookAd}
          box={coinBoxes}
          ad={coinBoxes.ad}
          measures={MENU.coins}
          colours={colours}
          inert={underPanel}
        />
      )}
      <CanvasButton
        testId="menu-settings"
        label={t('menu.settings')}
        group={GROUP}
        x={layout.settings.x}
        y={layout.settings.y}
        tone="wood"
        icon={GearIcon}
        iconSize={64}
        onTap={onSettings}
      />
      <PoppingTitle x={layout.title.x} y={layout.title.y} scale={layout.title.scale} />
      {rail(layout.left)}
      {rail(layout.right)}
      <BestPill label={t('common.best')} score={scoreMax} x={m.x} y={m.y} />
      {plates ? (
        candyArt && <candyArt.CandyPlates x={m.x} y={platesTop} />
      ) : (
        <PlankArt x={layout.planks.x} y={layout.planks.y} width={layout.planks.width} />
      )}
      {levels && candyArt && <candyArt.LevelPath {...levels} x={m.x} y={pathTop} group={GROUP} />}
      <CanvasTextButton
        testId="menu-start"
        text={startText}
        group={GROUP}
        x={layout.start.x}
        y={layout.start.y}
        tone="green"
        size="xl"
        icon={PlayIcon}
        minWidth={MENU.start.minWidth}
        maxWidth={MENU.start.maxWidth}
        breathe
        onTap={onStart}
      />
      {tournament && (
        <CanvasTextButton
          testId="menu-tournament"
          text={t('tournament.official')}
          detail={tournament.endsIn}
          label={`${t('tournament.officialLabel')}, ${tournament.endsIn}`}
          group={GROUP}
          x={layout.start.x}
          y={layout.tournamentY(TEXT_BUTTON.md.height)}
          tone="purple"
          size="md"
          icon={TrophyIcon}
          iconColour={0xffd54a}
          minWidth={MENU.tournament.minWidth}
          maxWidth={MENU.start.maxWidth}
          onTap={tournament.onPlay}
        />
      )}
    </pixiContainer>
  );
}
