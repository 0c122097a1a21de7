// The web's simulated ad, as numbers and words: what the cover says (the 'Ad · N' badge, what the ad is for, that it is
// a simulated ad), where the badge, the card and Skip sit in the design box, and the card's entrance and its three
// bouncing dots. It is plainly a placeholder: a purple screen with a video sign, never made to look like a real
// advertiser's ad. Pure: AdLayer draws it, the tests pin it.
import type { Translate } from '../../i18n';
import { cubicBezier, EASE, sampleKeyframes } from './motion';

/** Props of the ad layer (AdLayer). */
export interface AdOverlayProps {
  /** Seconds until the reward; shown in the badge ("Ad · 2"). */
  secondsLeft: number;
  /** When given, a Skip button is shown (skipping forfeits the reward in the adapter). */
  onSkip?: () => void;
  /** An interstitial promises no reward (default: a rewarded video). */
  kind?: 'rewarded' | 'interstitial';
  /** Where the ad plays ('next', 'restart', 'rank'...): an interstitial says what comes after it. */
  placement?: string;
}

/** What an interstitial says comes next: the next level, the same level again, or the game the player left. */
export function interstitialTitleKey(placement: string | undefined) {
  switch (placement) {
    case 'next':
      return 'ad.interstitial' as const;
    case 'restart':
      return 'ad.interstitialRestart' as const;
    default:
      return 'ad.interstitialBreak' as const;
  }
}

/** The whole seconds the badge counts down (a fraction rounds up; none or nonsense is 0). */
export function adSeconds(secondsLeft: number): number {
  return Number.isFinite(secondsLeft) ? Math.max(0, Math.ceil(secondsLeft)) : 0;
}

/** The ad's words. */
export interface AdWords {
  /** The dialog's name ('Advertisement'). */
  label: string;
  /** 'Ad · 2', or 'Ad' once the time is up. */
  badge: string;
  /** What the ad is for: the reward on its way, or what comes after an interstitial. */
  title: string;
  /** 'Sponsored · simulated ad'. */
  sub: string;
  /** Skip's words when the ad may be skipped, else null (no Skip button). */
  skip: string | null;
}

/** The ad's words in the player's language. */
export function adWords(
  t: Translate,
  props: Pick<AdOverlayProps, 'secondsLeft' | 'kind' | 'placement'> & { skippable: boolean },
): AdWords {
  const secs = adSeconds(props.secondsLeft);
  const kind = props.kind ?? 'rewarded';
  return {
    label: t('ad.label'),
    badge: secs > 0 ? t('ad.countdown', { seconds: secs }) : t('ad.badge'),
    title: kind === 'rewarded' ? t('ad.rewarded') : t(interstitialTitleKey(props.placement)),
    sub: t('ad.sponsored'),
    skip: props.skippable ? t('ad.skip') : null,
  };
}

/** The ad's measures and paints in design px: the cover, the badge, the card and its parts. */
export const AD = {
  cover: { inner: 0x2d2350, outer: 0x120d24, fadeMs: 200 },
  badge: {
    top: 36,
    right: 36,
    padX: 30,
    padY: 12,
    border: 3,
    radius: 32,
    fontSize: 38,
    lineHeight: 1.2,
    fill: { color: 0xffffff, alpha: 0.16 },
    rim: { color: 0xffffff, alpha: 0.4 },
  },
  card: {
    x: 75,
    width: 600,
    top: 330,
    padTop: 40,
    padX: 40,
    padBottom: 48,
    gap: 20,
    radius: 48,
    faceTop: 0xffffff,
    faceBottom: 0xece6ff,
    shadow: { dy: 30, blur: 60, alpha: 0.5 },
  },
  screen: {
    height: 320,
    radius: 32,
    stops: [
      { offset: 0, color: 0xff7a59 },
      { offset: 0.45, color: 0xffb347 },
      { offset: 1, color: 0xffd95a },
    ],
    /** The burst's rays: 12° white at 22%, 12° clear, round the screen's centre. */
    ray: { degrees: 12, alpha: 0.22 },
    video: { size: 150, cut: 0xff8a4c, shadow: { color: 0x963200, alpha: 0.35, dy: 8 } },
  },
  title: { fontSize: 46, lineHeight: 1.15, colour: 0x2d2350, marginTop: 6 },
  sub: { fontSize: 30, lineHeight: 1.15, colour: 0x7a6fa0 },
  dots: { size: 22, gap: 16, marginTop: 6, colour: 0x8d6cf0, ms: 900, delayMs: 150, lift: 14 },
  /** Skip's bottom edge, up from the design box's bottom. */
  skipBottom: 120,
  pop: { ms: 260, from: 0.8 },
  fadeMs: 200,
} as const;

/** A box in design units. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The badge's box: in the top right corner under the layout's top, as wide as its words (`textWidth`). */
export function badgeBox(textWidth: number, layoutTop: number, designWidth = 750): Box {
  const b = AD.badge;
  const width = Math.ceil(textWidth) + 2 * (b.padX + b.border);
  const height = Math.round(b.fontSize * b.lineHeight) + 2 * (b.padY + b.border);
  return { x: designWidth - b.right - width, y: layoutTop + b.top, width, height };
}

/** Where the card's parts sit (y from the card's top), and the card's box. */
export interface AdCardLayout {
  card: Box;
  screen: Box;
  /** The tops of the title, the line under it and the dots' centres. */
  titleTop: number;
  subTop: number;
  dotsY: number;
}

/** The width the card's words wrap at. */
export const AD_TEXT_WIDTH = AD.card.width - 2 * AD.card.padX;

/** The card under the layout's top, with the title and the line under it `titleHeight`, `subHeight` tall. */
export function adCardLayout(titleHeight: number, subHeight: number, layoutTop: number): AdCardLayout {
  const c = AD.card;
  const screen = { x: c.padX, y: c.padTop, width: AD_TEXT_WIDTH, height: AD.screen.height };
  const titleTop = screen.y + screen.height + c.gap + AD.title.marginTop;
  const subTop = titleTop + titleHeight + c.gap;
  const dotsTop = subTop + subHeight + c.gap + AD.dots.marginTop;
  const height = dotsTop + AD.dots.size + c.padBottom;
  return {
    card: { x: c.x, y: layoutTop + c.top, width: c.width, height },
    screen,
    titleTop,
    subTop,
    dotsY: dotsTop + AD.dots.size / 2,
  };
}

/** The centres of the three dots across the card (x from the card's centre). */
export function dotXs(): number[] {
  const step = AD.dots.size + AD.dots.gap;
  return [-step, 0, step];
}

/**
 * Dot `i`, `elapsedMs` into its bounce loop: lifted and clear at the top of its bounce (0.9 s, eased in and out,
 * each dot 0.15 s behind the one before).
 */
export function dotFrame(i: number, elapsedMs: number): { dy: number; alpha: number } {
  const d = AD.dots;
  const local = (((elapsedMs - i * d.delayMs) % d.ms) + d.ms) % d.ms;
  return sampleKeyframes(
    [
      [0, { dy: 0, alpha: 0.5 }],
      [0.5, { dy: -d.lift, alpha: 1 }],
      [1, { dy: 0, alpha: 0.5 }],
    ],
    local / d.ms,
    EASE.easeInOut,
  );
}

const POP = cubicBezier(0.34, 1.56, 0.64, 1);

/**
 * The entrance `ms` in: the cover fades in (0.2 s), the card pops from 0.8 (0.26 s, overshooting a little);
 * under reduced motion the card only fades (0.2 s, ease-out).
 */
export function adEntrance(ms: number, reduced: boolean): { cover: number; card: { scale: number; alpha: number } } {
  const cover = EASE.easeOut(ms / AD.cover.fadeMs);
  if (reduced) return { cover, card: { scale: 1, alpha: EASE.easeOut(ms / AD.fadeMs) } };
  const t = Math.min(1, Math.max(0, ms / AD.pop.ms));
  const p = POP(t);
  return { cover, card: { scale: AD.pop.from + (1 - AD.pop.from) * p, alpha: Math.min(1, p) } };
}

/** How long the entrance lasts, ms. */
export function adEntranceMs(reduced: boolean): number {
  return reduced ? Math.max(AD.cover.fadeMs, AD.fadeMs) : Math.max(AD.cover.fadeMs, AD.pop.ms);
}
