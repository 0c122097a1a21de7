// The coin pill (the HUD's and the menu's larger one) and the chocolate or wood pills it shares with the score and the
// hearts: their colours in each variant, measures, boxes and words. Apart from the rest of the HUD's look (hudLook.ts)
// because the menu draws the coin pill before any level, and a module the menu imports is carried whole by the page's
// first load. Pure, so the tests read it without a canvas.
import type { Translate } from '../../i18n';
import type { UiTheme } from '../skin';
import type { DesignBox } from './controls';
import type { PillPaint } from './paint';

/** A count as whole and not below 0. */
const whole = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

/** The coin pill's words: the balance as shown, its spoken name and the video button's. */
export function coinWords(coins: number, t: Translate): { text: string; name: string; lookAd: string } {
  return {
    text: formatCoins(coins),
    name: t('common.coinsLabel', { coins: whole(coins) }),
    lookAd: t('common.watchAdForCoins'),
  };
}

/** A variant's HUD colours, as the DOM HUD painted them before the canvas move. */
export interface HudColours {
  /** The level pill's gradient, rim and the outline of its words. */
  level: { top: number; bottom: number; rim: number; outline: number };
  /** The countdown's paper, rim and clock. */
  timer: { paper: number; rim: number; clock: number };
  /** The chocolate (or wood) pills of the score and coins: gradient, rim, top highlight and ledge. */
  pill: {
    top: number;
    bottom: number;
    rim: number;
    shine: number;
    shineAlpha: number;
    ledge: number;
    ledgeAlpha: number;
  };
}

export const HUD_COLOURS: Readonly<Record<UiTheme, HudColours>> = {
  screw: {
    level: { top: 0xf7c678, bottom: 0xdc8e40, rim: 0x6c3511, outline: 0x6c3511 },
    timer: { paper: 0xfff7e6, rim: 0x6c3511, clock: 0xa85c24 },
    pill: {
      top: 0x8a4819,
      bottom: 0x6c3511,
      rim: 0x6c3511,
      shine: 0xffffff,
      shineAlpha: 0.18,
      ledge: 0x3c1900,
      ledgeAlpha: 0.55,
    },
  },
  candy: {
    level: { top: 0xffa3cb, bottom: 0xf5559a, rim: 0x6e3418, outline: 0xa11c5a },
    timer: { paper: 0xfffaf3, rim: 0x6e3418, clock: 0xe0317a },
    pill: {
      top: 0x8b4a2b,
      bottom: 0x5e2c16,
      rim: 0x4a1d0c,
      shine: 0xffc8e1,
      shineAlpha: 0.3,
      ledge: 0x501428,
      ledgeAlpha: 0.45,
    },
  },
};

/** The chocolate (or wood) pill of the score and the coins. */
export function chocolate(colours: HudColours, rimWidth: number): PillPaint {
  const p = colours.pill;
  return {
    top: p.top,
    bottom: p.bottom,
    rim: p.rim,
    rimWidth,
    shine: { color: p.shine, alpha: p.shineAlpha, depth: 4 },
    ledge: { color: p.ledge, alpha: p.ledgeAlpha, depth: 8 },
  };
}

/** The measures of a coin pill (the HUD's, or the menu's larger one). */
export interface CoinPillMeasures {
  height: number;
  /** The coin's size. */
  coin: number;
  /** Between the coin and the balance. */
  gap: number;
  padLeft: number;
  padRight: number;
  /** The right padding when the video button overlaps the pill's end. */
  padRightAd: number;
  rim: number;
  fontSize: number;
  /** The video button's size, how far it overlaps the pill, and the size of its tap area. */
  ad: number;
  adOverlap: number;
  adTap: number;
}

/** Where a coin pill and its video button sit: the balance `textWidth` wide, its right end at `right`, its middle at `midY`. */
export function coinPillBoxes(
  c: CoinPillMeasures,
  textWidth: number,
  withAd: boolean,
  right: number,
  midY: number,
): DesignBox & { ad: { x: number; y: number; tap: DesignBox } | null } {
  const pillRight = withAd ? right - c.ad + c.adOverlap : right;
  const width = c.padLeft + c.coin + c.gap + textWidth + (withAd ? c.padRightAd : c.padRight) + 2 * c.rim;
  const ad = withAd
    ? {
        x: right - c.ad / 2,
        y: midY,
        tap: { x: right - c.ad / 2 - c.adTap / 2, y: midY - c.adTap / 2, width: c.adTap, height: c.adTap },
      }
    : null;
  return { x: pillRight - width, y: midY - c.height / 2, width, height: c.height, ad };
}

/** The coin pill's facts: the balance, and the video button's press (no button without it). */
export interface CoinNodeProps {
  coins: number;
  /** The video button on the pill (watch an ad for coins); no button without it. */
  onLookAd?: () => void;
}

/** A balance as the pill shows it: whole coins up to 99999, then '123K' and '1.2M' so the pill keeps its width. */
export function formatCoins(coins: number): string {
  const n = Number.isFinite(coins) ? Math.max(0, Math.floor(coins)) : 0;
  if (n < 100_000) return String(n);
  if (n < 1_000_000) return `${Math.floor(n / 1000)}K`;
  const m = Math.floor(n / 100_000) / 10;
  return `${m >= 100 ? Math.floor(m) : m}M`;
}
