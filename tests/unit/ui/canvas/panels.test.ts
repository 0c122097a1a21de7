// The canvas's pop-up panels read without a canvas: where a panel sits and how its rows stack, its entrances
// (every one under 0.5 s, only fades under reduced motion), the text buttons' type and wrapping, the ribbon's
// title type, and what the pause and lose panels say in each variant.
import { describe, expect, it } from 'vitest';
import { loadLanguage, translatorFor } from '../../../../src/i18n';
import { exitWords, heartSpentWords, loseButtonIds, loseWords } from '../../../../src/ui/canvas/levelPanelsLook';
import {
  BODY_WIDTH,
  entranceFrame,
  entranceMs,
  panelBox,
  panelHeight,
  PANEL,
  ribbonColours,
  ribbonTitleFit,
  ribbonTitleSize,
  RIBBON_MIN_FONT,
  rowDelay,
  stackRows,
  TEXT_BUTTON,
  textButtonLayout,
} from '../../../../src/ui/canvas/panelLook';
import { CANDY_SKIN, SCREW_SKIN } from '../../../../src/ui/skin';
import { tipContent } from '../../../../src/ui/canvas/tipLook';

const t = translatorFor('en_US');

describe('panel layout', () => {
  it('stacks rows with the gap, their margins added, and reports the body height', () => {
    expect(stackRows([{ height: 100 }, { height: 50, before: 8 }, { height: 30, before: -6, after: 4 }], 26)).toEqual({
      tops: [0, 134, 204],
      height: 238,
    });
    expect(stackRows([])).toEqual({ tops: [], height: 0 });
  });

  it('is 620 wide with a 508 body, and grows around its rows', () => {
    expect(BODY_WIDTH).toBe(508);
    expect(panelHeight(400)).toBe(2 * PANEL.border + PANEL.padTop + 400 + PANEL.padBottom);
  });

  it('sits centred in the area under the layout top, never above it', () => {
    const small = panelBox(600, 0, 1484);
    expect(small.x).toBe(65);
    // The area runs from 120 to 1444: a 600 px panel is centred in it.
    expect(small.y).toBe(120 + (1324 - 600) / 2);
    expect(panelBox(600, 50, 1484).y).toBe(small.y + 25);
    // Taller than the area: pinned to its top.
    expect(panelBox(1500, 50, 1484).y).toBe(170);
  });
});

describe('entrances (spec 2: pop, from the top or bottom, ordered; under 0.5 s)', () => {
  it('each ends within 0.5 s, the ordered one after its last row', () => {
    for (const entrance of ['pop', 'top', 'bottom', 'ordered'] as const) {
      expect(entranceMs(entrance, 6, false)).toBeLessThan(500);
      expect(entranceMs(entrance, 6, true)).toBeLessThan(500);
    }
    expect(entranceMs('ordered', 6, false)).toBe(rowDelay(5) + 220);
    expect(rowDelay(0)).toBe(120);
    expect(rowDelay(9)).toBe(260);
  });

  it('pop grows from 0.8 with an overshoot to 1, fading in, over the backdrop fading in', () => {
    const start = entranceFrame('pop', 0, 2, false, 1500);
    expect(start.panel).toEqual({ scale: 0.8, alpha: 0, dy: 0 });
    expect(start.backdrop).toBe(0);
    const mid = entranceFrame('pop', 150, 2, false, 1500);
    expect(mid.panel.scale).toBeGreaterThan(1);
    const end = entranceFrame('pop', 260, 2, false, 1500);
    expect(end.panel).toEqual({ scale: 1, alpha: 1, dy: 0 });
    expect(entranceFrame('pop', 250, 2, false, 1500).backdrop).toBe(1);
  });

  it('top and bottom fly in from beyond their edge', () => {
    expect(entranceFrame('top', 0, 1, false, 1500).panel.dy).toBe(-1500);
    expect(entranceFrame('bottom', 0, 1, false, 1500).panel.dy).toBe(1500);
    expect(entranceFrame('bottom', 380, 1, false, 1500).panel.dy).toBeCloseTo(0);
  });

  it('ordered pops the panel, then its rows one after another', () => {
    const f = entranceFrame('ordered', 200, 4, false, 1500);
    expect(f.rows[0]!.alpha).toBeGreaterThan(0);
    expect(f.rows[1]!.alpha).toBeGreaterThan(0);
    expect(f.rows[2]!.alpha).toBe(0);
    expect(f.rows[3]!.alpha).toBe(0);
    const done = entranceFrame('ordered', entranceMs('ordered', 4, false), 4, false, 1500);
    expect(done.rows.every((r) => r.scale === 1 && r.alpha === 1)).toBe(true);
  });

  it('under reduced motion nothing moves or scales: the panel only fades', () => {
    for (const entrance of ['pop', 'top', 'ordered'] as const) {
      const f = entranceFrame(entrance, 60, 3, true, 1500);
      expect(f.panel.scale).toBe(1);
      expect(f.panel.dy).toBe(0);
      expect(f.panel.alpha).toBeGreaterThan(0);
      expect(f.panel.alpha).toBeLessThan(1);
      expect(f.rows.every((r) => r.scale === 1)).toBe(true);
    }
  });
});

describe('text buttons', () => {
  const maxWidth = BODY_WIDTH + TEXT_BUTTON.spread;

  it('keep their minimum width and height for short words', () => {
    expect(textButtonLayout('lg', 3, true, maxWidth)).toEqual({
      width: 440,
      height: 136,
      fontSize: 60,
      wrapWidth: Infinity,
    });
    expect(textButtonLayout('md', 2, false, maxWidth)).toEqual({
      width: 340,
      height: 108,
      fontSize: 46,
      wrapWidth: Infinity,
    });
  });

  it('grow for longer words, with smaller type past about ten letters', () => {
    const wide = textButtonLayout('lg', 6, true, maxWidth);
    expect(wide.fontSize).toBe(60);
    expect(wide.width).toBe(Math.ceil(6 * 60) + 2 * 52 + 2 * 5 + 60 + 18);
    expect(textButtonLayout('lg', 7, true, maxWidth).fontSize).toBe(49);
  });

  it('wrap onto more lines and grow taller rather than leave the panel', () => {
    const lines = (wrap: number) => (wrap < 500 ? 3 : 1);
    const long = textButtonLayout('lg', 14, true, maxWidth, lines);
    expect(long.width).toBe(maxWidth);
    expect(Number.isFinite(long.wrapWidth)).toBe(true);
    expect(long.height).toBeGreaterThan(136);
  });
});

describe('ribbons', () => {
  it('set short titles on one line up to 58 px, long ones on two smaller lines', () => {
    expect(ribbonTitleFit(6)).toEqual({ fontSize: 58, twoLines: false });
    expect(ribbonTitleFit(30).twoLines).toBe(true);
  });

  it('set a two-line title smaller until its whole words take two lines', () => {
    // 30 characters: two lines by the estimate; the words take 3 lines above 36 px.
    const lines = (fontSize: number) => (fontSize > 36 ? 3 : 2);
    const fit = ribbonTitleSize(30 * 0.62, lines);
    expect(fit.twoLines).toBe(true);
    expect(fit.fontSize).toBeLessThanOrEqual(36);
    expect(fit.fontSize).toBeGreaterThan(33);
    // Never below the smallest type, even when nothing fits.
    expect(ribbonTitleSize(30 * 0.62, () => 5).fontSize).toBe(RIBBON_MIN_FONT);
    expect(ribbonTitleSize(6 * 0.62, () => 9)).toEqual({ fontSize: 58, twoLines: false });
  });

  it('turn strawberry and mint in the candy game, and keep their tone otherwise', () => {
    expect(ribbonColours('orange', true)).not.toEqual(ribbonColours('orange', false));
    expect(ribbonColours('green', true)).not.toEqual(ribbonColours('green', false));
    expect(ribbonColours('red', true)).toEqual(ribbonColours('red', false));
  });
});

describe('what the level panels say', () => {
  it('pause: its toggles say their state, and the note says what leaving costs', () => {
    const on = exitWords(t, true, true, false);
    expect(on).toMatchObject({ title: 'Paused', music: 'Music on', sound: 'Sound on', resume: 'Resume', menu: 'Menu' });
    expect(on.note).toBe('Leaving ends this level.');
    const off = exitWords(t, false, false, true);
    expect([off.music, off.sound]).toEqual(['Music off', 'Sound off']);
    expect(off.note).toBe('Leaving ends this level and costs 1 heart.');
  });

  it("lose-time: revive reads '+60 s', or 'Add 60 s' in the candy game", () => {
    expect(loseWords(t, SCREW_SKIN, 'lose-time', 60)).toMatchObject({ title: "Time's up!", revive: '+60 s' });
    expect(loseWords(t, CANDY_SKIN, 'lose-time', 60).revive).toBe('Add 60 s');
  });

  it('lose-full: the tray, or the plate in the candy game; revive, restart and home', () => {
    expect(loseWords(t, SCREW_SKIN, 'lose-full', 0).title).toBe('Tray is full!');
    expect(loseWords(t, CANDY_SKIN, 'lose-full', 0).title).toBe('Plate is full!');
    expect(loseWords(t, SCREW_SKIN, 'lose-full', 0)).toMatchObject({
      revive: 'Revive',
      restart: 'Restart',
      home: 'Menu',
    });
    expect(loseButtonIds('lose-full')).toEqual(['lose-full-revive', 'lose-full-restart', 'lose-full-home']);
  });

  it('the heart a loss took: whole, never below 0', () => {
    expect(heartSpentWords(t, 4).text).toBe('-1 heart, 4 left');
    expect(heartSpentWords(t, -2)).toEqual({ count: 0, text: '-1 heart, 0 left' });
    expect(heartSpentWords(t, Number.NaN).count).toBe(0);
  });

  it('in German', async () => {
    await loadLanguage('de_DE');
    const de = translatorFor('de_DE');
    const words = exitWords(de, true, false, false);
    expect([words.music, words.sound, words.share, words.resume, words.menu]).toEqual([
      'Musik an',
      'Ton aus',
      'Teilen',
      'Weiter',
      'Menü',
    ]);
  });
});

describe('what the tip offers', () => {
  const base = { skill: 0 as const, props: 0, price: 200, coins: 500, adAvailable: true };

  it('props held: the count on the medal and a Use button only', () => {
    const c = tipContent(t, SCREW_SKIN.skillWords, { ...base, skill: 1, props: 3 });
    expect(c.count).toBe('x 3');
    expect(c.buttons.map((b) => [b.id, b.kind, b.text])).toEqual([['tip-submit', 'use', 'Use']]);
    expect(c.buttons[0]!.label).toMatch(/3/);
    expect(c.balance).toBeNull();
  });

  it('none held: Watch ad and the coin price, the balance under it', () => {
    const c = tipContent(t, SCREW_SKIN.skillWords, { ...base, skill: 2, price: 300 });
    expect(c.count).toBeNull();
    expect(c.buttons.map((b) => [b.id, b.text, b.label])).toEqual([
      ['tip-submit', 'Watch ad', 'Watch ad'],
      ['tip-coins', '300', 'Pay 300 coins'],
    ]);
    expect(c.balance).toEqual({ before: 'You have', after: '500', short: false });
  });

  it('no ad loaded: Watch ad is drawn switched off and says so, but stays a button', () => {
    const c = tipContent(t, SCREW_SKIN.skillWords, { ...base, adAvailable: false });
    expect(c.buttons[0]).toMatchObject({ id: 'tip-submit', unavailable: true });
    expect(c.buttons[0]!.label).not.toBe('Watch ad');
  });

  it('coins short: the price and the balance say so', () => {
    const c = tipContent(t, SCREW_SKIN.skillWords, { ...base, coins: 150 });
    expect(c.buttons[1]!.short).toBe(true);
    expect(c.balance!.short).toBe(true);
    expect(tipContent(t, SCREW_SKIN.skillWords, { ...base, coins: 200 }).balance!.short).toBe(false);
  });

  it("a given title and description are the game's English, translated; else the variant's own", () => {
    const given = tipContent(t, SCREW_SKIN.skillWords, { ...base, title: 'Add slot', description: 'Anything else' });
    expect(given.heading).toBe('Add slot');
    expect(given.description).toBe('Anything else');
    expect(tipContent(t, CANDY_SKIN.skillWords, base).heading).not.toBe(
      tipContent(t, SCREW_SKIN.skillWords, base).heading,
    );
  });
});
