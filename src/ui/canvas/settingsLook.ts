// How the settings panel looks (as the DOM layer drew it before the canvas move, the same in both skins), as numbers
// and words: the sunken rows with their icon, label and chunky on/off switch, the language row, where the switch's knob
// and words sit, and how a label's type is fitted. Pure, read by SettingsLayer.tsx and its tests.
import type { Translate } from '../../i18n';
import { BODY_WIDTH, PANEL } from './panelLook';

/** A settings row (`.toggle-row`): a sunken pill across the body, padded 18 / 22 / 18 / 28, 22 px between its parts. */
export const SETTINGS_ROW = {
  width: BODY_WIDTH,
  /** 18 + the switch's 84 + 18. */
  height: 120,
  radius: 34,
  padLeft: 28,
  padRight: 22,
  gap: 22,
  icon: 56,
  /** Between the rows (`.panel__list` gap 22, the body's being 26). */
  listGap: 22,
  /** The row's ground and its inner shade along the top (rgba(120, 60, 15, 0.13), inset 0 5px rgba(90, 40, 5, 0.14)). */
  ground: { color: 0x783c0f, alpha: 0.13 },
  pressedGround: { color: 0x783c0f, alpha: 0.2 },
  inset: { color: 0x5a2805, alpha: 0.14 },
  insetDepth: 5,
  /** The icons, the language's name and the chevron (`--wood-dark`). */
  accent: 0xa85c24,
  /** A pressed language row sinks 4 px. */
  pressedSink: 4,
} as const;

/** The switch (`.switch`): 170 x 84 with a 5 px white rim, a 64 px knob that travels 84 px, its words 28 px. */
export const SWITCH = {
  width: 170,
  height: 84,
  rim: 5,
  rimAlpha: 0.6,
  radius: 42,
  /** The hard ledge under it. */
  ledge: 6,
  knob: 64,
  /** The knob's place inside the rim (CSS top 5, left 6). */
  knobTop: 5,
  knobLeft: 6,
  travel: 84,
  /** A held switch stretches its knob to 72 px. */
  pressedKnob: 72,
  /** The knob's slide and the track's colour change. */
  ms: 160,
  text: { fontSize: 28, minFontSize: 18, offRight: 20, onLeft: 22 },
  off: { top: 0xb9a998, bottom: 0x948270, edge: 0x6e5e4f, shade: 0.25 },
  on: { top: 0x6fd34a, bottom: 0x3ba623, edge: 0x287a16, shade: 0.2 },
  knobStops: [
    { offset: 0, color: 0xffffff },
    { offset: 0.55, color: 0xf3ece3 },
    { offset: 1, color: 0xcfc4b6 },
  ],
} as const;

/** A switch row's label: the room the row leaves it, 48 px type down to 30, then two lines. */
export const SWITCH_LABEL = {
  room:
    SETTINGS_ROW.width -
    SETTINGS_ROW.padLeft -
    SETTINGS_ROW.padRight -
    SETTINGS_ROW.icon -
    2 * SETTINGS_ROW.gap -
    SWITCH.width,
  fontSize: 48,
  minFontSize: 30,
  lineHeight: 1.1,
} as const;

/** The language row (`.settings-language`): 'Language' over the language's own name, a chevron at the end. */
export const LANGUAGE_ROW = {
  /** Beside the globe, the gaps and the chevron. */
  labelRoom: 320,
  fontSize: 48,
  minFontSize: 30,
  valueSize: 32,
  chevronSize: 64,
  /** The chevron's box: it sits 8 px into the gap before it. */
  chevronWidth: 26,
} as const;

/** The x of a row's parts from the body's centre line: icon centre, label start, switch box, chevron centre. */
export function rowLayout() {
  const left = -SETTINGS_ROW.width / 2;
  const right = SETTINGS_ROW.width / 2;
  const iconX = left + SETTINGS_ROW.padLeft + SETTINGS_ROW.icon / 2;
  const labelX = left + SETTINGS_ROW.padLeft + SETTINGS_ROW.icon + SETTINGS_ROW.gap;
  const switchX = right - SETTINGS_ROW.padRight - SWITCH.width;
  const chevronX = right - SETTINGS_ROW.padRight - LANGUAGE_ROW.chevronWidth / 2;
  return { left, right, iconX, labelX, switchX, chevronX };
}

/** The settings panel's words. */
export function settingsWords(t: Translate) {
  return {
    title: t('settings.title'),
    music: t('settings.music'),
    sound: t('settings.sound'),
    vibration: t('settings.vibration'),
    language: t('settings.language'),
    on: t('settings.on'),
    off: t('settings.off'),
    ok: t('common.ok'),
  };
}

/** How a label is set: its type size, and whether it wraps (onto two lines) at its room. */
export interface LabelFit {
  fontSize: number;
  wraps: boolean;
}

/**
 * A label `ems` wide at 1 px in a `room` px wide: `max` px type when it fits, else as large as fits down to `min`,
 * and at `min` it wraps.
 */
export function fitLabel(ems: number, room: number, max: number, min: number): LabelFit {
  if (ems <= 0 || ems * max <= room) return { fontSize: max, wraps: false };
  const fontSize = Math.floor(room / ems);
  if (fontSize >= min) return { fontSize, wraps: false };
  return { fontSize: min, wraps: true };
}

/** Where a switch's knob and words sit, in the switch's box (0..170 across, 0..84 down). */
export interface SwitchLook {
  /** The knob's left edge and width (a held knob is wider, stretching toward the middle). */
  knobX: number;
  knobWidth: number;
  /** The words' centre and the room they have beside the knob. */
  textX: number;
  textRoom: number;
}

/** The resting look of a switch, on or off, held or not. */
export function switchLook(on: boolean, pressed: boolean): SwitchLook {
  const { rim, knobLeft, knob, travel, pressedKnob, width, text } = SWITCH;
  const knobWidth = pressed ? pressedKnob : knob;
  // Off, the knob sits at the left and stretches right; on, at the right and stretches left.
  const knobX = on ? rim + knobLeft + travel + knob - knobWidth : rim + knobLeft;
  if (on) {
    const start = rim + text.onLeft;
    const end = rim + knobLeft + travel - 4;
    return { knobX, knobWidth, textX: (start + end) / 2, textRoom: end - start };
  }
  const end = width - rim - text.offRight;
  const start = rim + knobLeft + knob + 4;
  return { knobX, knobWidth, textX: (start + end) / 2, textRoom: end - start };
}

/** The knob's left edge `p` of the way (0..1, eased) from off to on. */
export function knobXAt(p: number): number {
  return SWITCH.rim + SWITCH.knobLeft + SWITCH.travel * p;
}

/** The switch's words' type: 28 px, smaller for a longer word, never below 18. */
export function switchTextSize(ems: number, room: number): number {
  const { fontSize, minFontSize } = SWITCH.text;
  if (ems <= 0 || ems * fontSize <= room) return fontSize;
  return Math.max(minFontSize, Math.floor(room / ems));
}

/** The rows' heights and the room between them, as the panel stacks them. */
export const SETTINGS_GAPS = {
  /** The body's gap less this is the list's gap. */
  listPull: SETTINGS_ROW.listGap - PANEL.gap,
  /** The OK button's extra room above it (`.panel__actions` margin-top 8). */
  actionsBefore: 8,
} as const;
