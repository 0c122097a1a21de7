// The settings panel and the language picker as the canvas lays them out and words them (settingsLook.ts,
// languageLook.ts): the rows' parts and the label's room, the switch's knob and words on and off, how a long
// label or name is fitted, the picker's grid, its current language and its names' lines. What a tap on each
// does, and how a screen reader hears the switches, is end to end (layers.spec.ts, candy.spec.ts).
import { describe, expect, it } from 'vitest';
import { estimateTextEm, LANGUAGES, loadLanguage, translatorFor } from '../../../../src/i18n';
import {
  gridHeight,
  LANGUAGE_GRID,
  languageOptions,
  NAME_ROOM,
  nameLayout,
  OPTION_WIDTH,
} from '../../../../src/ui/canvas/languageLook';
import { BODY_WIDTH, PANEL, stackRows } from '../../../../src/ui/canvas/panelLook';
import {
  fitLabel,
  knobXAt,
  LANGUAGE_ROW,
  rowLayout,
  SETTINGS_GAPS,
  SETTINGS_ROW,
  settingsWords,
  SWITCH,
  SWITCH_LABEL,
  switchLook,
  switchTextSize,
} from '../../../../src/ui/canvas/settingsLook';

describe('the settings rows', () => {
  it('span the body: icon, label and the 170 px switch inside the padding, the label 188 px of room', () => {
    const row = rowLayout();
    expect(row.left).toBe(-BODY_WIDTH / 2);
    expect(row.iconX - SETTINGS_ROW.icon / 2).toBe(row.left + SETTINGS_ROW.padLeft);
    expect(row.switchX + SWITCH.width).toBe(row.right - SETTINGS_ROW.padRight);
    expect(SWITCH_LABEL.room).toBe(188);
    expect(row.labelX + SWITCH_LABEL.room + SETTINGS_ROW.gap).toBe(row.switchX);
    // The row holds the switch with 18 px above and below.
    expect(SETTINGS_ROW.height).toBe(SWITCH.height + 36);
  });

  it('stack 22 px apart, and the OK button 8 px further down', () => {
    const rows = [
      { height: SETTINGS_ROW.height },
      { height: SETTINGS_ROW.height, before: SETTINGS_GAPS.listPull },
      { height: 108, before: SETTINGS_GAPS.actionsBefore },
    ];
    const { tops } = stackRows(rows, PANEL.gap);
    expect(tops[1]! - SETTINGS_ROW.height).toBe(22);
    expect(tops[2]! - tops[1]! - SETTINGS_ROW.height).toBe(PANEL.gap + 8);
  });

  it('set a label at 48 px, smaller for a long word down to 30, then on two lines', () => {
    expect(fitLabel(3, 188, 48, 30)).toEqual({ fontSize: 48, wraps: false });
    expect(fitLabel(5, 188, 48, 30)).toEqual({ fontSize: 37, wraps: false });
    expect(fitLabel(12, 188, 48, 30)).toEqual({ fontSize: 30, wraps: true });
    expect(fitLabel(0, 188, 48, 30)).toEqual({ fontSize: 48, wraps: false });
  });

  it('fit every switch label and the language label in all 12 languages without two lines (estimated)', async () => {
    for (const { code } of LANGUAGES) {
      await loadLanguage(code);
      const words = settingsWords(translatorFor(code));
      for (const label of [words.music, words.sound, words.vibration]) {
        const fit = fitLabel(estimateTextEm(label), SWITCH_LABEL.room, SWITCH_LABEL.fontSize, SWITCH_LABEL.minFontSize);
        expect(fit.wraps, `${code}: ${label}`).toBe(false);
      }
      const fit = fitLabel(
        estimateTextEm(words.language),
        LANGUAGE_ROW.labelRoom,
        LANGUAGE_ROW.fontSize,
        LANGUAGE_ROW.minFontSize,
      );
      expect(fit.wraps, `${code}: ${words.language}`).toBe(false);
    }
    await loadLanguage('en_US');
  });
});

describe('the switch', () => {
  it('keeps its knob at the left when off, 84 px to the right when on, its words on the other side', () => {
    const off = switchLook(false, false);
    const on = switchLook(true, false);
    expect(off.knobX).toBe(SWITCH.rim + SWITCH.knobLeft);
    expect(on.knobX - off.knobX).toBe(SWITCH.travel);
    expect(knobXAt(0)).toBe(off.knobX);
    expect(knobXAt(1)).toBe(on.knobX);
    // The words sit beside the knob, inside the rim.
    expect(off.textX - off.textRoom / 2).toBeGreaterThanOrEqual(off.knobX + SWITCH.knob);
    expect(off.textX + off.textRoom / 2).toBeLessThanOrEqual(SWITCH.width - SWITCH.rim);
    expect(on.textX - on.textRoom / 2).toBeGreaterThanOrEqual(SWITCH.rim);
    expect(on.textX + on.textRoom / 2).toBeLessThanOrEqual(on.knobX);
    expect(off.textRoom).toBeGreaterThan(50);
    expect(on.textRoom).toBeGreaterThan(50);
  });

  it('stretches its knob to 72 px while held, toward the middle', () => {
    const off = switchLook(false, true);
    const on = switchLook(true, true);
    expect(off.knobWidth).toBe(72);
    expect(off.knobX).toBe(switchLook(false, false).knobX);
    expect(on.knobX + on.knobWidth).toBe(switchLook(true, false).knobX + SWITCH.knob);
  });

  it('sets its words at 28 px, smaller when longer, never below 18', () => {
    expect(switchTextSize(1.5, 60)).toBe(28);
    expect(switchTextSize(3, 60)).toBe(20);
    expect(switchTextSize(10, 60)).toBe(18);
  });

  it('says on and off in the language', async () => {
    expect(settingsWords(translatorFor('en_US'))).toMatchObject({ on: 'ON', off: 'OFF', title: 'Settings', ok: 'OK' });
    await loadLanguage('de_DE');
    expect(settingsWords(translatorFor('de_DE'))).toMatchObject({
      title: 'Einstellungen',
      music: 'Musik',
      vibration: 'Vibration',
      on: 'AN',
      off: 'AUS',
    });
    await loadLanguage('en_US');
  });
});

describe('the language picker', () => {
  it('lists the 12 languages in their own names, two to a row, the current one (and only it) marked', () => {
    const options = languageOptions('hi_IN');
    expect(options.map((o) => o.code)).toEqual(LANGUAGES.map((l) => l.code));
    expect(options.map((o) => o.name)).toEqual(LANGUAGES.map((l) => l.nativeName));
    expect(options.map((o) => o.tag)).toEqual(LANGUAGES.map((l) => l.tag));
    expect(options.filter((o) => o.current).map((o) => o.testId)).toEqual(['language-hi_IN']);
    expect(options.find((o) => o.code === 'de_DE')?.testId).toBe('language-de_DE');
    // Two columns 16 px apart across the body, rows 18 px apart.
    expect(OPTION_WIDTH).toBe(246);
    expect(options[0]!.x).toBe(-(OPTION_WIDTH + 16) / 2);
    expect(options[1]!.x).toBe((OPTION_WIDTH + 16) / 2);
    expect(options[2]!.y - options[0]!.y).toBe(LANGUAGE_GRID.button.height + LANGUAGE_GRID.rowGap);
    expect(options[1]!.y).toBe(options[0]!.y);
    const last = options.at(-1)!;
    expect(last.y + LANGUAGE_GRID.button.height / 2 + LANGUAGE_GRID.padBottom).toBe(gridHeight());
  });

  it('sets a short name on one line at 32 px', () => {
    expect(nameLayout('Deutsch', estimateTextEm)).toEqual({ lines: ['Deutsch'], fontSize: 32 });
  });

  it("breaks a long name at a space, and a Chinese one before its parenthesis, as the DOM's keep-all did", () => {
    expect(nameLayout('Bahasa Indonesia', estimateTextEm).lines).toEqual(['Bahasa', 'Indonesia']);
    const hk = nameLayout('繁體中文（香港）', estimateTextEm);
    expect(hk.lines).toEqual(['繁體中文', '（香港）']);
    expect(hk.fontSize * 4).toBeLessThanOrEqual(NAME_ROOM);
  });

  it('shrinks a name that cannot break, never below 20 px', () => {
    const one = nameLayout('Abcdefghijklmnop', estimateTextEm);
    expect(one.lines).toHaveLength(1);
    expect(one.fontSize).toBeLessThan(32);
    expect(nameLayout('x'.repeat(80), estimateTextEm).fontSize).toBe(20);
  });

  it('fits every name in its button (estimated)', () => {
    for (const { nativeName } of LANGUAGES) {
      const { lines, fontSize } = nameLayout(nativeName, estimateTextEm);
      expect(lines.length).toBeLessThanOrEqual(2);
      for (const line of lines) expect(estimateTextEm(line) * fontSize, line).toBeLessThanOrEqual(NAME_ROOM + 1);
    }
  });
});
