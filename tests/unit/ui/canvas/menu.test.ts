// The menu as the canvas lays it out and words it (src/ui/canvas/menuLook.ts): the rail buttons' names, tones and
// captions, where the rails, the middle column, the planks and Start sit, and the pictures' measures. What a tap
// on each does is end to end (play, candy, layers, economy specs).
import { describe, expect, it } from 'vitest';
import { LANGUAGES, translatorFor } from '../../../../src/i18n';
import {
  bestPillWidth,
  CANDY_PLATES,
  candyPlatesSize,
  captionSize,
  chipWidth,
  LANGUAGE_SHORT_NAMES,
  LEFT_RAIL,
  MENU,
  menuLayout,
  PLANK,
  PLANKS,
  railWords,
  RIGHT_RAIL,
  TITLE_POP,
  type RailButton,
} from '../../../../src/ui/canvas/menuLook';
import { sampleKeyframes, EASE } from '../../../../src/ui/canvas/motion';
import { DEFAULT_STAGE_DESIGN } from '../../../../src/ui/fitStage';

const t = translatorFor('en_US');
const ALL = new Set<RailButton>([...LEFT_RAIL, ...RIGHT_RAIL]);
const WIDTH = DEFAULT_STAGE_DESIGN.width;

describe('the rail buttons', () => {
  it('keep the test ids, tones and spoken names the DOM menu had', () => {
    const words = [...LEFT_RAIL, ...RIGHT_RAIL].map((b) => railWords(b, t, 'en_US', false));
    expect(words.map((w) => [w.testId, w.tone, w.caption, w.label])).toEqual([
      ['menu-signin', 'red', 'Rewards', 'Rewards'],
      ['menu-tasks', 'green', 'Tasks', 'Tasks'],
      ['menu-calendar', 'blue', 'Daily', 'Daily challenge'],
      ['menu-challenge', 'orange', 'Challenge', expect.stringMatching(/friend/i)],
      ['menu-rank', 'purple', 'Rank', 'Rank'],
      ['menu-share', 'blue', 'Share', 'Share'],
      ['menu-more', 'orange', 'More games', 'More games'],
      ['menu-language', 'wood', 'Language', 'EN Language'],
    ]);
  });

  it("name a waiting sign-in reward, and show the language's own short name", () => {
    expect(railWords('signIn', t, 'en_US', true).label).toMatch(/^Rewards, ./);
    expect(railWords('language', t, 'zh_CN', false).code).toBe('简');
    expect(railWords('language', t, 'hi_IN', false).label).toBe('हिं Language');
    expect(railWords('tasks', t, 'en_US', false).code).toBeUndefined();
    for (const { code } of LANGUAGES) expect(LANGUAGE_SHORT_NAMES[code].length).toBeGreaterThan(0);
  });

  it('set a caption at 26 px, smaller for a long one, and keep its chip at most 172 px wide', () => {
    expect(captionSize('Tasks')).toBe(MENU.chip.fontSize);
    const long = captionSize('Weitere Spiele und mehr');
    expect(long).toBeLessThan(MENU.chip.fontSize);
    expect(long).toBeGreaterThanOrEqual(MENU.chip.minFontSize);
    expect(chipWidth(60)).toBe(60 + 2 * (MENU.chip.padX + MENU.chip.rim));
    expect(chipWidth(400)).toBe(MENU.chip.maxWidth);
  });
});

describe('the layout', () => {
  it('stacks each rail in order, 152 px apart, leaving no gap for a button not offered', () => {
    const full = menuLayout(0, ALL);
    expect(full.left.map((b) => b.button)).toEqual([...LEFT_RAIL]);
    expect(full.right.map((b) => b.button)).toEqual([...RIGHT_RAIL]);
    const pitch = MENU.rail.button + MENU.rail.gap;
    full.left.forEach((b, i) => expect(b.y).toBe(MENU.rail.y + MENU.rail.button / 2 + i * pitch));
    const screw = menuLayout(0, new Set<RailButton>(['tasks', 'calendar', 'challenge', 'rank', 'language']));
    expect(screw.left.map((b) => [b.button, b.y])).toEqual([
      ['tasks', full.left[0]!.y],
      ['calendar', full.left[1]!.y],
      ['challenge', full.left[2]!.y],
    ]);
    expect(screw.right.map((b) => b.button)).toEqual(['rank', 'language']);
  });

  it('keeps the rails at the sides, clear of the middle column, and their captions above Start', () => {
    const layout = menuLayout(0, ALL);
    const half = MENU.rail.width / 2;
    for (const b of layout.left) expect(b.x + half).toBeLessThanOrEqual(layout.middle.x - layout.middle.width / 2);
    for (const b of layout.right) expect(b.x - half).toBeGreaterThanOrEqual(layout.middle.x + layout.middle.width / 2);
    expect(layout.left[0]!.x).toBe(WIDTH - layout.right[0]!.x);
    const lowest = Math.max(...[...layout.left, ...layout.right].map((b) => b.y));
    const captionBottom = lowest + MENU.rail.button / 2 - MENU.chip.overlap + MENU.chip.height;
    expect(captionBottom).toBeLessThan(layout.start.y - MENU.start.height / 2);
  });

  it('moves everything down with the top of the layout (a notch), the top bar included', () => {
    const flat = menuLayout(0, ALL);
    const notched = menuLayout(88, ALL);
    expect(notched.settings.y - flat.settings.y).toBe(88);
    expect(notched.start.y - flat.start.y).toBe(88);
    expect(notched.left[2]!.y - flat.left[2]!.y).toBe(88);
    expect(notched.title.y - flat.title.y).toBe(88);
    // Settings at the top right, its 116 px button 36 px in; the coins end 168 px in, left of it.
    expect(flat.settings.x + MENU.rail.button / 2).toBe(WIDTH - MENU.top.side);
    expect(flat.coinsRight).toBeLessThan(flat.settings.x - MENU.rail.button / 2);
  });

  it('puts the tournament strip 44 px under Start, inside the design box and its controls band', () => {
    const layout = menuLayout(0, ALL);
    const y = layout.tournamentY(108);
    expect(y - 54 - (layout.start.y + MENU.start.height / 2)).toBe(MENU.tournament.gap);
    expect(y + 54).toBeLessThanOrEqual(DEFAULT_STAGE_DESIGN.height);
  });
});

describe('the pictures', () => {
  it('the best pill grows with its words and fits between the rails for a six-digit score', () => {
    const middle = WIDTH - 2 * MENU.middle.side;
    expect(bestPillWidth(80, 25)).toBeLessThan(bestPillWidth(80, 150));
    expect(bestPillWidth(90, 6 * 26)).toBeLessThanOrEqual(middle);
  });

  it('the planks fit their box and their screws sit on them', () => {
    for (const plank of PLANKS) {
      expect(plank.left + plank.right).toBeLessThan(MENU.planks.width - PLANK.height);
      expect(plank.top + PLANK.height).toBeLessThanOrEqual(MENU.planks.height);
    }
  });

  it('three plates of one sweet colour each fit between the rails, the middle one a little lower', () => {
    const size = candyPlatesSize();
    expect(size.width).toBe(3 * CANDY_PLATES.size + 2 * CANDY_PLATES.gap);
    expect(size.width).toBeLessThanOrEqual(WIDTH - 2 * MENU.middle.side);
    expect(CANDY_PLATES.plates.map((p) => p.drop)).toEqual([0, 14, 0]);
    expect(new Set(CANDY_PLATES.plates.map((p) => p.colour)).size).toBe(3);
  });

  it('the title pops in from 60% and clear, past full size, and settles at 1', () => {
    expect(sampleKeyframes(TITLE_POP, 0, EASE.linear)).toEqual({ scale: 0.6, alpha: 0 });
    expect(sampleKeyframes(TITLE_POP, 0.4, EASE.linear).scale).toBeGreaterThan(1);
    expect(sampleKeyframes(TITLE_POP, 1, EASE.linear)).toEqual({ scale: 1, alpha: 1 });
  });
});
