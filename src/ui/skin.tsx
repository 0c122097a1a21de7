// The look of a variant's layers: the class its panels wear, its words where the variants word a thing
// differently, its colours and which picture each layer draws. It reaches the layers through React context,
// so no layer asks which variant it is in (DESIGN.md: variant differences live in config and the skin).
import { createContext, useContext, useState } from 'react';
import type { MessageKey } from '../i18n';
import { createTapGate, DEFAULT_TAP_COOLDOWN_MS, type TapGate } from './tapGate';
import { CANDY_PANEL, WOOD_PANEL, type PanelPaint } from './canvas/panelFrame';

/** How long a toast's rise-and-fade lasts by default (spec: 2 s); the variant's `toast.seconds` in the game. */
export const TOAST_MS = 2000;

/** The toast of the layers' stylesheet: 38 px type, 2 s (the default when no variant skin is above). */
const TOAST_LOOK = { fontSize: 38, ms: TOAST_MS } as const;

/** Which look the layers wear: variant A's wood and screws, or variant B's sweets. */
export type UiTheme = 'screw' | 'candy';

/** One variant's look, as the layers read it. */
export interface Skin {
  /** Which variant's look it is. */
  id: UiTheme;
  /** Background of the full-screen layers: soft shapes, or sprinkles and floating sweets. */
  decor: 'shapes' | 'sweets';
  /** The game-name sign: its words, letter colours and what sits in its four corners. */
  title: { key: MessageKey; letters: readonly string[]; corners: 'screws' | 'sweets' };
  /** The menu's picture under the title: wooden planks or plates of sweets. */
  menuArt: 'planks' | 'plates';
  /** The win layer: confetti colours, the Next button's words and how the stats stand. */
  win: { confetti: readonly string[]; nextKey: MessageKey; stats: 'score' | 'column' };
  /** How the canvas popups' panels are painted: wood, or cream in a chocolate frame. */
  panel: PanelPaint;
  /** The tray-full lose layer: its picture and words (a tray of screws or a holding plate of sweets). */
  loseFull: { picture: 'tray' | 'plate'; titleKey: MessageKey; textKey: MessageKey; hintKey: MessageKey };
  /** The lose-time layer's revive button ('+60 s' or 'Add 60 s'). */
  loseTimeReviveKey: MessageKey;
  /** The words under the first level's pointing hand. */
  tapHintKey: MessageKey;
  /** Where the skills' names and descriptions sit in the locale files ('skill.' or 'skill.b.'). */
  skillWords: 'skill.' | 'skill.b.';
  /** How long a button ignores taps after an accepted one (the variant's `buttonCooldownMs`). */
  buttonCooldownMs: number;
  /** The toast's type size (design px) and how long its rise-and-fade lasts (the variant's `toast`). */
  toast: { fontSize: number; ms: number };
}

/** Variant A: wood, screws and a tray. */
export const SCREW_SKIN: Skin = {
  id: 'screw',
  panel: WOOD_PANEL,
  decor: 'shapes',
  title: {
    key: 'app.title',
    letters: ['#ff4b3e', '#ffb020', '#4cc93a', '#2f9bff', '#b15cf0'],
    corners: 'screws',
  },
  menuArt: 'planks',
  win: {
    confetti: ['#ff4b3e', '#ffc21a', '#4cc93a', '#2f9bff', '#b15cf0', '#ff8a3d'],
    nextKey: 'win.next',
    stats: 'score',
  },
  loseFull: { picture: 'tray', titleKey: 'loseFull.title', textKey: 'loseFull.text', hintKey: 'loseFull.hint' },
  loseTimeReviveKey: 'loseTime.revive',
  tapHintKey: 'tutorial.tapScrew',
  skillWords: 'skill.',
  buttonCooldownMs: DEFAULT_TAP_COOLDOWN_MS,
  toast: TOAST_LOOK,
};

/** Variant B: sweets, plates and a holding plate. */
export const CANDY_SKIN: Skin = {
  id: 'candy',
  panel: CANDY_PANEL,
  decor: 'sweets',
  title: {
    key: 'app.titleCandy',
    letters: ['#e0314b', '#ff8a1f', '#2bb673', '#2f6fde', '#8e44c9', '#ff5fa2'],
    corners: 'sweets',
  },
  menuArt: 'plates',
  win: {
    confetti: ['#e0314b', '#ffd23f', '#2bb673', '#2f6fde', '#8e44c9', '#ff8fc8'],
    nextKey: 'win.nextLevel',
    stats: 'column',
  },
  loseFull: { picture: 'plate', titleKey: 'losePlate.title', textKey: 'losePlate.text', hintKey: 'losePlate.hint' },
  loseTimeReviveKey: 'loseTime.addTime',
  tapHintKey: 'tutorial.tapCandy',
  skillWords: 'skill.b.',
  buttonCooldownMs: DEFAULT_TAP_COOLDOWN_MS,
  toast: TOAST_LOOK,
};

/** The skin of each look a variant config names (`VariantConfig.theme`). */
export const SKINS: Readonly<Record<UiTheme, Skin>> = { screw: SCREW_SKIN, candy: CANDY_SKIN };

const SkinContext = createContext<Skin>(SCREW_SKIN);

/** Gives the layers under it a variant's look (variant A's when no provider is above). */
export const SkinProvider = SkinContext.Provider;

/** The look of the variant being played. */
export function useSkin(): Skin {
  return useContext(SkinContext);
}

/** The figures of a variant that its skin carries besides the look. */
export interface SkinFigures {
  theme?: UiTheme;
  buttonCooldownMs: number;
  toast: { fontSize: number; seconds: number };
}

/** The skin of a variant: its look, with the variant's own button cooldown and toast. */
export function skinFor(variant: SkinFigures): Skin {
  const skin = SKINS[variant.theme ?? 'screw'];
  return {
    ...skin,
    buttonCooldownMs: variant.buttonCooldownMs,
    toast: { fontSize: variant.toast.fontSize, ms: variant.toast.seconds * 1000 },
  };
}

/**
 * A tap gate for a layer, armed when the layer mounts (taps during its entrance are ignored), with the
 * variant's button cooldown.
 */
export function useTapGate(): TapGate {
  const { buttonCooldownMs } = useSkin();
  const [gate] = useState(() => createTapGate(buttonCooldownMs, performance.now()));
  return gate;
}
