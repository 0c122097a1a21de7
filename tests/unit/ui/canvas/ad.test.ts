// The simulated ad read without a canvas: its words (the 'Ad · N' countdown, what the ad is for, that it is a
// simulated ad, Skip only when offered), where its parts sit in the design box, its entrance and its dots.
import { describe, expect, it } from 'vitest';
import { loadLanguage, translatorFor } from '../../../../src/i18n';
import {
  AD,
  adCardLayout,
  adEntrance,
  adEntranceMs,
  adSeconds,
  adWords,
  badgeBox,
  dotFrame,
  dotXs,
  interstitialTitleKey,
} from '../../../../src/ui/canvas/adLook';

const t = translatorFor('en_US');
const words = (secondsLeft: number, extra: { kind?: 'rewarded' | 'interstitial'; placement?: string } = {}) =>
  adWords(t, { secondsLeft, skippable: false, ...extra });

describe("the ad's words", () => {
  it('"Ad · N" counts whole seconds up; "Ad" once the time is up', () => {
    expect(words(2).badge).toBe('Ad · 2');
    expect(words(1.2).badge).toBe('Ad · 2');
    expect(words(0).badge).toBe('Ad');
    expect(words(Number.NaN).badge).toBe('Ad');
    expect(adSeconds(-3)).toBe(0);
    expect(adSeconds(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('a dialog named "Advertisement", plainly a simulated ad', () => {
    const w = words(2);
    expect(w.label).toBe('Advertisement');
    expect(w.sub).toBe('Sponsored · simulated ad');
    expect(w.title).toBe('Your reward is on its way!');
  });

  it('Skip only when offered', () => {
    expect(words(2).skip).toBeNull();
    expect(adWords(t, { secondsLeft: 2, skippable: true }).skip).toBe('Skip');
  });

  it('an interstitial says what comes after it: the next level, the same level again, or the game', () => {
    const said = (placement: string) => words(2, { kind: 'interstitial', placement }).title;
    expect(said('next')).toContain('The next level is coming up');
    expect(said('restart')).toContain('The level starts again in a moment');
    expect(said('restart')).not.toContain('next level');
    expect(said('rank')).toContain('Back to the game in a moment');
    expect(interstitialTitleKey(undefined)).toBe('ad.interstitialBreak');
  });

  it("speaks the player's language", async () => {
    await loadLanguage('de_DE');
    const de = adWords(translatorFor('de_DE'), { secondsLeft: 3, skippable: true });
    expect(de).toMatchObject({
      label: 'Werbung',
      badge: 'Werbung · 3',
      sub: 'Gesponsert · simulierte Werbung',
      skip: 'Überspringen',
    });
  });
});

describe("the ad's layout (styles.css .ad__*)", () => {
  it('the badge sits in the top right corner under the layout top, as wide as its words', () => {
    const box = badgeBox(100, 50);
    expect(box.x + box.width).toBe(750 - 36);
    expect(box.y).toBe(50 + 36);
    expect(box.width).toBe(100 + 2 * (30 + 3));
    expect(box.height).toBe(Math.round(38 * 1.2) + 2 * (12 + 3));
  });

  it('the card is 600 px wide, 330 px under the layout top, its parts stacked 20 px apart', () => {
    const layout = adCardLayout(53, 35, 0);
    expect(layout.card).toMatchObject({ x: 75, y: 330, width: 600 });
    expect(layout.screen).toEqual({ x: 40, y: 40, width: 520, height: 320 });
    expect(layout.titleTop).toBe(40 + 320 + 20 + 6);
    expect(layout.subTop).toBe(layout.titleTop + 53 + 20);
    expect(layout.dotsY).toBe(layout.subTop + 35 + 20 + 6 + 11);
    expect(layout.card.height).toBe(layout.dotsY + 11 + 48);
    // The card stays well clear of Skip at the bottom of the design box, even with a two-line title.
    const tall = adCardLayout(2 * 53, 2 * 35, 50);
    expect(tall.card.y + tall.card.height).toBeLessThan(1484 - AD.skipBottom - 108 - 40);
  });

  it('three dots 38 px apart, bouncing one after another (0.9 s, 0.15 s apart)', () => {
    expect(dotXs()).toEqual([-38, 0, 38]);
    expect(dotFrame(0, 0)).toEqual({ dy: 0, alpha: 0.5 });
    expect(dotFrame(0, 450).dy).toBeCloseTo(-14);
    expect(dotFrame(0, 450).alpha).toBeCloseTo(1);
    expect(dotFrame(1, 600).dy).toBeCloseTo(-14);
    expect(dotFrame(2, 750).dy).toBeCloseTo(-14);
    expect(dotFrame(0, 900).dy).toBeCloseTo(0);
  });
});

describe("the ad's entrance", () => {
  it('the cover fades in (0.2 s) as the card pops from 0.8 with a little overshoot (0.26 s)', () => {
    expect(adEntranceMs(false)).toBe(260);
    const start = adEntrance(0, false);
    expect(start.cover).toBe(0);
    expect(start.card).toEqual({ scale: 0.8, alpha: 0 });
    const scales = Array.from({ length: 27 }, (_, i) => adEntrance(i * 10, false).card.scale);
    expect(Math.max(...scales)).toBeGreaterThan(1);
    const end = adEntrance(260, false);
    expect(end.cover).toBe(1);
    expect(end.card).toEqual({ scale: 1, alpha: 1 });
  });

  it('under reduced motion the card only fades (0.2 s)', () => {
    expect(adEntranceMs(true)).toBe(200);
    for (const ms of [0, 50, 100, 200]) expect(adEntrance(ms, true).card.scale).toBe(1);
    expect(adEntrance(0, true).card.alpha).toBe(0);
    expect(adEntrance(200, true).card.alpha).toBe(1);
  });
});
