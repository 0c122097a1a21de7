// The settings panel drawn on the canvas: music, sound and (where given) vibration rows, each with its icon,
// label and a chunky on/off switch, the language row (a globe, 'Language' and the current language in its own
// name, a chevron) that opens the picker, and OK. A screen reader hears each switch as a switch, on or off.
import { CanvasTextMetrics, type Graphics } from 'pixi.js';
import { useCallback, useMemo } from 'react';
import { languageInfo, useLanguage, useT } from '../../i18n';
import { MusicIcon, SpeakerIcon, VibrateIcon } from '../panelIcons';
import { useSkin } from '../skin';
import { CanvasPanel, PANEL_BUTTON_WIDTH, type PanelRow } from './CanvasPanel';
import { textButtonRow } from './CanvasTextButton';
import { useRedrawOnRender } from './canvasUi';
import { drawIcon, type IconComponent } from './iconGraphics';
import { drawSunken } from './paint';
import { ellipsized } from './panelText';
import {
  fitLabel,
  LANGUAGE_ROW,
  rowLayout,
  SETTINGS_GAPS,
  SETTINGS_ROW,
  settingsWords,
  SWITCH,
  SWITCH_LABEL,
  type LabelFit,
} from './settingsLook';
import { SETTINGS_GROUP, Switch } from './SettingsSwitch';
import { emsOf, settingsStyle } from './settingsType';
import { useCanvasPress } from './useCanvasPress';
import { useControl } from './useControl';

/** Props of {@link SettingsLayer}. */
export interface SettingsLayerProps {
  music: boolean;
  sound: boolean;
  onToggleMusic: () => void;
  onToggleSound: () => void;
  /** The vibration setting (gameData isVibart); the switch shows only when given. */
  vibration?: { on: boolean; onToggle: () => void };
  /** Opens the language picker; the row (showing the current language) shows only when given. */
  onLanguage?: () => void;
  onClose: () => void;
}

const LAYOUT = rowLayout();

/** The height a label takes at its fit, in the real face. */
function labelHeight(text: string, fit: LabelFit, room: number): number {
  const style = settingsStyle(fit.fontSize, 0, fit.wraps ? room : undefined);
  return Math.ceil(CanvasTextMetrics.measureText(text, style).height);
}

/** The settings panel. */
export function SettingsLayer({
  music,
  sound,
  onToggleMusic,
  onToggleSound,
  vibration,
  onLanguage,
  onClose,
}: SettingsLayerProps) {
  const t = useT();
  const language = useLanguage();
  const words = settingsWords(t);
  const { nativeName } = languageInfo(language);
  const vibrationOn = vibration?.on;
  const onToggleVibration = vibration?.onToggle;
  const rows = useMemo<PanelRow[]>(() => {
    const switches: { testId: string; label: string; icon: IconComponent; on: boolean; onToggle: () => void }[] = [
      { testId: 'settings-music', label: words.music, icon: MusicIcon, on: music, onToggle: onToggleMusic },
      { testId: 'settings-sound', label: words.sound, icon: SpeakerIcon, on: sound, onToggle: onToggleSound },
    ];
    if (vibrationOn !== undefined && onToggleVibration) {
      switches.push({
        testId: 'settings-vibration',
        label: words.vibration,
        icon: VibrateIcon,
        on: vibrationOn,
        onToggle: onToggleVibration,
      });
    }
    const list: PanelRow[] = switches.map((row, i) => ({
      key: row.testId,
      height: SETTINGS_ROW.height,
      ...(i > 0 ? { before: SETTINGS_GAPS.listPull } : {}),
      node: <SwitchRow {...row} onWord={words.on} offWord={words.off} />,
    }));
    if (onLanguage) {
      const fit = fitLabel(
        emsOf(words.language),
        LANGUAGE_ROW.labelRoom,
        LANGUAGE_ROW.fontSize,
        LANGUAGE_ROW.minFontSize,
      );
      const textHeight =
        labelHeight(words.language, fit, LANGUAGE_ROW.labelRoom) +
        Math.round(LANGUAGE_ROW.valueSize * SWITCH_LABEL.lineHeight);
      const height = Math.max(SETTINGS_ROW.height, textHeight + 36);
      list.push({
        key: 'language',
        height,
        before: SETTINGS_GAPS.listPull,
        node: (
          <LanguageRow label={words.language} fit={fit} value={nativeName} height={height} onLanguage={onLanguage} />
        ),
      });
    }
    list.push(
      textButtonRow(
        'done',
        {
          testId: 'settings-done',
          text: words.ok,
          group: SETTINGS_GROUP,
          tone: 'green',
          size: 'md',
          maxWidth: PANEL_BUTTON_WIDTH,
          onTap: onClose,
        },
        { before: SETTINGS_GAPS.actionsBefore },
      ),
    );
    return list;
  }, [
    words.music,
    words.sound,
    words.vibration,
    words.language,
    words.on,
    words.off,
    words.ok,
    music,
    sound,
    vibrationOn,
    onToggleMusic,
    onToggleSound,
    onToggleVibration,
    onLanguage,
    nativeName,
    onClose,
  ]);
  return (
    <CanvasPanel
      testId={SETTINGS_GROUP}
      title={words.title}
      tone="purple"
      onClose={onClose}
      closeTestId="settings-close"
      rows={rows}
    />
  );
}

/** A row's sunken ground, from the body's left edge, `height` tall (darker while held). */
function drawGround(g: Graphics, height: number, pressed = false): void {
  g.clear();
  drawSunken(
    g,
    { x: LAYOUT.left, y: 0, width: SETTINGS_ROW.width, height },
    SETTINGS_ROW.radius,
    { fill: pressed ? SETTINGS_ROW.pressedGround : SETTINGS_ROW.ground, inset: SETTINGS_ROW.inset },
    SETTINGS_ROW.insetDepth,
  );
}

/** A row's icon in the wood-dark accent, centred at (x, y). */
function RowIcon({ icon, x, y }: { icon: IconComponent; x: number; y: number }) {
  const s = SETTINGS_ROW.icon;
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      drawIcon(g, icon, s, { colour: SETTINGS_ROW.accent, cut: SETTINGS_ROW.accent }, { x: -s / 2, y: -s / 2 });
    },
    [icon, s],
  );
  return <pixiGraphics x={x} y={y} draw={draw} />;
}

/** A row's label at the left, fitted to its room: smaller type for a long word, two lines as a last resort. */
function RowLabel({
  text,
  fit,
  room,
  x,
  y,
  ink,
}: {
  text: string;
  fit: LabelFit;
  room: number;
  x: number;
  y: number;
  ink: number;
}) {
  return (
    <pixiText
      text={text}
      style={settingsStyle(fit.fontSize, ink, fit.wraps ? room : undefined)}
      anchor={{ x: 0, y: 0.5 }}
      x={x}
      y={y}
    />
  );
}

/** A labelled row with a chunky on/off switch. */
function SwitchRow({
  testId,
  label,
  icon,
  on,
  onToggle,
  onWord,
  offWord,
}: {
  testId: string;
  label: string;
  icon: IconComponent;
  on: boolean;
  onToggle: () => void;
  onWord: string;
  offWord: string;
}) {
  const { panel } = useSkin();
  const h = SETTINGS_ROW.height;
  const fit = useMemo(
    () => fitLabel(emsOf(label), SWITCH_LABEL.room, SWITCH_LABEL.fontSize, SWITCH_LABEL.minFontSize),
    [label],
  );
  const drawn = useCallback((g: Graphics) => drawGround(g, h), [h]);
  return (
    <pixiContainer>
      <pixiGraphics draw={drawn} />
      <RowIcon icon={icon} x={LAYOUT.iconX} y={h / 2} />
      <RowLabel text={label} fit={fit} room={SWITCH_LABEL.room} x={LAYOUT.labelX} y={h / 2} ink={panel.ink} />
      <Switch
        testId={testId}
        label={label}
        on={on}
        onToggle={onToggle}
        word={on ? onWord : offWord}
        x={LAYOUT.switchX + SWITCH.width / 2}
        y={h / 2}
      />
    </pixiContainer>
  );
}

/** A globe with its meridian and parallels: the language setting. */
function GlobeIcon({ size = 48 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="4">
        <circle cx="24" cy="24" r="18" />
        <ellipse cx="24" cy="24" rx="8" ry="18" />
        <path d="M6 24 H42 M9 15 H39 M9 33 H39" strokeWidth="3" />
      </g>
    </svg>
  );
}

/** The language row: a globe, 'Language' over the current language in its own name, a chevron; a tap opens the picker. */
function LanguageRow({
  label,
  fit,
  value,
  height: h,
  onLanguage,
}: {
  label: string;
  fit: LabelFit;
  value: string;
  height: number;
  onLanguage: () => void;
}) {
  const { panel } = useSkin();
  const { root, press, pressed, handlers, onTop } = useCanvasPress(onLanguage, false);
  useRedrawOnRender();
  const w = SETTINGS_ROW.width;
  useControl({
    id: 'settings-language',
    role: 'button',
    name: `${label}: ${value}`,
    group: SETTINGS_GROUP,
    box: { x: -w / 2, y: 0, width: w, height: h },
    press,
    onTop,
  });
  const room = LANGUAGE_ROW.labelRoom;
  const labelLines = useMemo(() => labelHeight(label, fit, room), [label, fit, room]);
  const valueLine = Math.round(LANGUAGE_ROW.valueSize * SWITCH_LABEL.lineHeight);
  const valueStyle = settingsStyle(LANGUAGE_ROW.valueSize, SETTINGS_ROW.accent);
  const shown = useMemo(() => ellipsized(value, valueStyle, room), [value, valueStyle, room]);
  const top = -(labelLines + valueLine) / 2;
  const drawn = useCallback((g: Graphics) => drawGround(g, h, pressed), [h, pressed]);
  const sink = pressed ? SETTINGS_ROW.pressedSink : 0;
  return (
    <pixiContainer
      ref={root}
      label="settings-language"
      y={h / 2}
      eventMode="static"
      cursor="pointer"
      hitArea={{ contains: (px: number, py: number) => Math.abs(px) <= w / 2 && Math.abs(py) <= h / 2 }}
      {...handlers}
    >
      <pixiContainer y={-h / 2 + sink}>
        <pixiGraphics draw={drawn} />
        <RowIcon icon={GlobeIcon} x={LAYOUT.iconX} y={h / 2} />
        <RowLabel
          text={label}
          fit={fit}
          room={room}
          x={LAYOUT.labelX}
          y={h / 2 + top + labelLines / 2}
          ink={panel.ink}
        />
        <pixiText
          text={shown}
          style={valueStyle}
          anchor={{ x: 0, y: 0.5 }}
          x={LAYOUT.labelX}
          y={h / 2 + top + labelLines + valueLine / 2}
        />
        <pixiText
          text="›"
          style={settingsStyle(LANGUAGE_ROW.chevronSize, SETTINGS_ROW.accent)}
          anchor={0.5}
          x={LAYOUT.chevronX}
          y={h / 2 - 4}
        />
      </pixiContainer>
    </pixiContainer>
  );
}
