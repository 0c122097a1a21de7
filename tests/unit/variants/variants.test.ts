// The variant registry and variant B's config: `?variant=candy` picks the candy game, anything else the screw
// game, and every figure the spec gives for variant B (sections 2, 3, 5 and 9) is in its config.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CANDY_HOLDING_SLOTS } from '../../../src/core/candyLevel';
import { SIGN_IN_WINDOW_MS } from '../../../src/core/signIn';
import { HTTP_TIMEOUT_MS } from '../../../src/net/config';
import { markInk, contrast } from '../../../src/scene/draw/palette';
import { candyVariant } from '../../../src/variants/candy';
import { CANDY_SAVE_KEY } from '../../../src/save/candySave';
import { DEFAULT_VARIANT, variantFromSearch, variants } from '../../../src/variants/index';
import { screwVariant } from '../../../src/variants/screw';
import type { VariantConfig } from '../../../src/variants/types';

const levelFiles = import.meta.glob('../../../assets/levels-candy/level-*.json');

afterEach(() => vi.restoreAllMocks());

describe('choosing a variant from the address', () => {
  it('?variant=candy plays the candy game, ?variant=screw the screw game', () => {
    expect(variantFromSearch('?variant=candy')).toBe(candyVariant);
    expect(variantFromSearch('?variant=screw')).toBe(screwVariant);
    expect(variantFromSearch('?lang=fr&variant=candy&debug=1')).toBe(candyVariant);
    expect(variantFromSearch('variant=candy')).toBe(candyVariant);
  });

  it('plays the screw game when the address names no variant', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(variantFromSearch('')).toBe(screwVariant);
    expect(variantFromSearch('?level=3')).toBe(screwVariant);
    expect(variantFromSearch('?variant=')).toBe(screwVariant);
    expect(DEFAULT_VARIANT).toBe(screwVariant);
    expect(warn).not.toHaveBeenCalled();
  });

  it('plays the screw game and warns when the address names an unknown variant', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(variantFromSearch('?variant=lollipop')).toBe(screwVariant);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/Unknown variant "lollipop".*screw.*candy/);
  });

  it('registers both variants by their ids', () => {
    expect(Object.keys(variants).sort()).toEqual(['candy', 'screw']);
    for (const [id, v] of Object.entries(variants)) expect(v.id).toBe(id);
  });
});

describe('both configs are the same kind of object', () => {
  it('satisfy VariantConfig, and variant B has every field variant A has', () => {
    const both: VariantConfig[] = [screwVariant, candyVariant];
    expect(both).toHaveLength(2);
    for (const key of Object.keys(screwVariant)) expect(candyVariant, key).toHaveProperty(key);
    for (const key of Object.keys(screwVariant.layout)) expect(candyVariant.layout, key).toHaveProperty(key);
    for (const key of Object.keys(screwVariant.physics)) expect(candyVariant.physics, key).toHaveProperty(key);
  });

  it('name their drawing theme, and keep their own save and gameData keys', () => {
    expect(screwVariant.theme).toBe('screw');
    expect(candyVariant.theme).toBe('candy');
    expect(candyVariant.saveKey).toBe('screw-puzzle.candy.v1');
    expect(candyVariant.gameDataKey).not.toBe(screwVariant.gameDataKey);
    expect(candyVariant.saveKey).not.toBe(screwVariant.saveKey);
  });

  it('share the 750x1334 design, its band for the skill buttons, the physics and the candy size', () => {
    expect(candyVariant.layout).toEqual(screwVariant.layout);
    expect(candyVariant.physics).toEqual(screwVariant.physics);
    expect(candyVariant.screwRadius).toBe(screwVariant.screwRadius);
  });
});

describe("variant B's figures (spec 9)", () => {
  const v = candyVariant;

  it('plates take 3 candies; the holding plate starts with 5 slots and grows to 7', () => {
    expect(v.boxCapacity).toBe(3);
    expect(v.holdingSlots).toEqual({ initial: 5, max: 7 });
    expect(v.holdingSlots).toBe(CANDY_HOLDING_SLOTS);
    // Seven slots fit the design.
    expect((v.holdingSlots!.max - 1) * v.layout.tray.spacing + v.layout.tray.slot).toBeLessThan(v.layout.width);
  });

  it('a win gives 100 coins and 20 leaderboard points; every 2nd win shows an interstitial', () => {
    expect(v.winCoins).toBe(100);
    expect(v.winScore).toBe(20);
    expect(v.interstitialEveryWins).toBe(2);
  });

  it('a revive adds 60 s; the leaderboard panel ad gives 200 coins; the timer warns from 5 s', () => {
    expect(v.reviveSeconds).toBe(60);
    expect(v.lookAdCoins).toBe(200);
    expect(v.timerWarningSeconds).toBe(5);
    expect(v.countdownSeconds).toBeGreaterThan(v.timerWarningSeconds!);
  });

  it('hearts: at most 20, one per 600 s', () => {
    expect(v.hearts).toEqual({ max: 20, regenSeconds: 600 });
  });

  it('the 7-day sign-in rewards, normal and double, in a 24-hour window', () => {
    expect(SIGN_IN_WINDOW_MS).toBe(24 * 3600 * 1000);
    expect(v.signIn?.days.map(({ normal, double }) => ({ normal, double }))).toEqual([
      { normal: { coin1: 200 }, double: { coin1: 400 } },
      { normal: { prop0: 1 }, double: { prop0: 2 } },
      { normal: { prop2: 1 }, double: { prop2: 2 } },
      { normal: { coin1: 500 }, double: { coin1: 1000 } },
      { normal: { prop1: 2 }, double: { prop1: 4 } },
      { normal: { prop2: 2 }, double: { prop2: 4 } },
      { normal: { prop0: 1, prop2: 1, coin1: 500 }, double: { prop0: 2, prop2: 2, coin1: 1000 } },
    ]);
  });

  it('13 tasks with the spec targets and points, at most 100 points, chests at 40, 70 and 100', () => {
    const list = v.taskBoard!.tasks;
    expect(list.map((t) => t.id)).toEqual(Array.from({ length: 13 }, (_, i) => `task${i}`));
    expect(list.map((t) => t.target)).toEqual([1, 5, 3, 1, 15, 10, 5, 5, 30, 10, 20, 50, 30]);
    expect(list.map((t) => t.points)).toEqual([5, 5, 10, 5, 10, 5, 10, 10, 10, 10, 15, 15, 20]);
    expect(v.taskBoard!.maxPoints).toBe(100);
    expect(v.taskBoard!.chests.map(({ points, reward }) => ({ points, reward }))).toEqual([
      { points: 40, reward: { coin1: 300, prop0: 1 } },
      { points: 70, reward: { coin1: 500, prop0: 1, prop1: 1, prop2: 1 } },
      { points: 100, reward: { coin1: 1000, prop0: 3, prop1: 3, prop2: 3 } },
    ]);
  });

  it('a win raises task0, task2 and task7; a minute of play task5, task10 and task12', () => {
    const by = (trigger: string) => v.taskBoard!.tasks.filter((t) => t.trigger === trigger).map((t) => t.id);
    expect(by('levelWon')).toEqual(['task0', 'task2', 'task7']);
    expect(by('minutePlayed')).toEqual(['task5', 'task10', 'task12']);
  });

  it("a rewarded video with no ad says the spec's words in variant B, and A keeps its own", () => {
    expect(v.toastWords?.['No ads available']).toBe('This feature is not yet available');
    expect(screwVariant.toastWords).toBeUndefined();
  });

  it('keeps one save of its own format, shares only on a mini-game platform, and hides the banner on start', () => {
    expect(v.saveFormat).toBe('candy');
    expect(screwVariant.saveFormat).toBe('screw');
    expect(v.miniGameOnlySharing).toBe(true);
    expect(screwVariant.miniGameOnlySharing).toBeUndefined();
    expect(v.startHidesBanner).toBe(true);
    expect(v.titleKey).toBe('app.titleCandy');
  });

  it("variant A's achievement tasks are off; the one save of spec 3 holds the chart's records too", () => {
    expect(v.tasks).toEqual([]);
    expect(v.saveKey).toBe(CANDY_SAVE_KEY);
    expect(v.saveKey).not.toBe(screwVariant.saveKey);
    expect(v.saveKey).not.toBe(screwVariant.gameDataKey);
  });

  it('loading: 80% over 15 s, then 100% over 5 s, a tip every 3 s of 9; the logo shows about 2 s', () => {
    expect(v.loading).toEqual({
      legs: [
        { to: 0.8, seconds: 15 },
        { to: 1, seconds: 5 },
      ],
      tipEverySeconds: 3,
      tipCount: 9,
    });
    expect(v.logoSeconds).toBe(2);
    expect(v.menuNextLevels).toBe(5);
  });

  it('toast font size 30; ads refresh every 30 s with a 30 s interstitial cooldown; 59 frames a second', () => {
    expect(v.toast?.fontSize).toBe(30);
    expect(v.ads).toMatchObject({ bannerRefreshSeconds: 30, interstitialCooldownSeconds: 30 });
    expect(v.frameRate).toBe(59);
    // The HTTP layer's figure lives once, in its own config.
    expect(HTTP_TIMEOUT_MS).toBe(5000);
  });

  it("skills: expansion plate, clear the holding plate, break a board; the spec's words for their blockers", () => {
    expect(v.skills.map((s) => s.id)).toEqual(['unlock-tray-slot', 'clear-tray', 'break-board']);
    expect(v.skills.map((s) => s.prop)).toEqual(['prop0', 'prop1', 'prop2']);
    expect(v.skillTips).toEqual({
      trayAllOpen: 'Expansion plate are all unlocked',
      trayEmpty: 'There are no candies in the holding plate',
    });
  });

  it('the number of level files sets the maximum level (at least 30)', () => {
    expect(v.levelCount).toBe(Object.keys(levelFiles).length);
    expect(v.levelCount).toBeGreaterThanOrEqual(30);
  });

  it('seven sweet colours, each with its own mark, every mark readable on its colour', () => {
    const entries = Object.entries(v.palette);
    expect(entries.map(([k]) => Number(k))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(entries.map(([, p]) => p.mark)).size).toBe(7);
    expect(new Set(entries.map(([, p]) => p.fill)).size).toBe(7);
    for (const [, { fill }] of entries) expect(contrast(fill, markInk(fill))).toBeGreaterThanOrEqual(2);
  });
});
