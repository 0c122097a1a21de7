// The check that the canvas popups' titles and button labels fit their room, read with a made-up measure (the
// end-to-end test measures every language in the real font): it lists every popup's words, passes words that
// fit, and names the ones that would spill, a title past two ribbon lines or a button word wider than a line.
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../../src/i18n';
import { misfits, panelWords, type PanelWord } from '../../../../src/ui/canvas/panelWords';
import { CANDY_SKIN, SCREW_SKIN } from '../../../../src/ui/skin';

const t = translatorFor('en_US');
/** About the heavy face's average: 0.62 em a character. */
const measure = (text: string) => text.length * 0.62;

describe("the canvas popups' words", () => {
  it("list every popup's title and labelled buttons, in the variant's words", () => {
    const screw = panelWords(t, SCREW_SKIN, 60);
    expect(screw.map((w) => w.where)).toEqual(
      expect.arrayContaining([
        'exit: title',
        'exit-resume',
        'lose-full-revive',
        'tip 2: title',
        'win-next',
        'error-back',
      ]),
    );
    expect(screw.find((w) => w.where === 'lose-full: title')!.text).toBe('Tray is full!');
    expect(panelWords(t, CANDY_SKIN, 60).find((w) => w.where === 'lose-full: title')!.text).toBe('Plate is full!');
    // The revive button names the variant's own revive time; the menu's words come with the popups'.
    expect(panelWords(t, SCREW_SKIN, 90).find((w) => w.where === 'lose-time-revive')!.text).toBe('+90 s');
    expect(screw.find((w) => w.where === 'menu-more: caption')!.text).toBe('More games');
    expect(screw.find((w) => w.where === 'menu-start')).toMatchObject({ text: 'Level 1000', room: 'xl' });
  });

  it('fit in English', () => {
    expect(misfits(panelWords(t, SCREW_SKIN, 60), measure)).toEqual([]);
    expect(misfits(panelWords(t, CANDY_SKIN, 60), measure)).toEqual([]);
  });

  it('name a title longer than two ribbon lines, and a button word wider than its line', () => {
    const long: PanelWord[] = [
      {
        where: 'title',
        text: 'A title far too long to be set on the ribbon even in two small lines of type',
        room: 'title',
      },
      { where: 'button', text: 'Unbreakablewordthatisfartoolongforanybutton', room: 'md' },
      { where: 'ok', text: 'Resume', room: 'lg' },
    ];
    const out = misfits(long, measure);
    expect(out.map((m) => m.where)).toEqual(['title', 'button']);
    for (const m of out) expect(m.need).toBeGreaterThan(m.has);
  });

  it('let a long label wrap onto two lines of a button', () => {
    expect(misfits([{ where: 'two', text: 'Watch a video for more', room: 'lg' }], measure)).toEqual([]);
  });
});
