// Do the canvas popups' and the menu's words fit in every language? Every ribbon title and every labelled button
// of the panels drawn on the canvas, the menu's Start and tournament buttons and its rail buttons' captions, in
// a language and a variant's words, checked against the room it is drawn in: a title takes at most two lines of
// the ribbon, a button's words at most two lines of the widest button, no single word is wider than a line (a
// button does not break words), and a caption fits its chip at the chip's smallest type (no ellipsis). Pure: `measure` gives a text's
// width in em of the heavy face (the test hook measures it in the real font in the browser).
import type { Translate } from '../../i18n';
import type { Skin } from '../skin';
import { skillText, SKILL_INDICES } from '../skillLooks';
import { calendarTitle } from './calendarLook';
import { exitWords, loseWords } from './levelPanelsLook';
import { LEFT_RAIL, MENU, railWords, RIGHT_RAIL } from './menuLook';
import { BODY_WIDTH, RIBBON, ribbonTitleSize, textButtonLayout, type TextButtonSize } from './panelLook';
import { innerWidth } from './updateBarLook';

/** Words drawn in a fixed room: a ribbon title or a button's label. */
export interface PanelWord {
  /** Where it is drawn ('exit: title', 'win-next'). */
  where: string;
  text: string;
  room: 'title' | TextButtonSize | 'chip';
}

/** One that does not fit, with what it needs and what it has, in design px. */
export interface Misfit extends PanelWord {
  need: number;
  room: PanelWord['room'];
  has: number;
}

/** The widest a panel's button may be (the body and 44 px of padding each side: CanvasPanel's PANEL_BUTTON_WIDTH). */
const BUTTON_WIDTH = BODY_WIDTH + 88;
/** The ribbon's room for words. */
const TITLE_WIDTH = RIBBON.width - 2 * RIBBON.padSide - 2 * RIBBON.rim;

/**
 * The titles and button labels of the canvas popups and the menu, in the language of `t` and the variant's words
 * (`reviveSeconds`: the time a revive gives, which the revive buttons name).
 */
export function panelWords(
  t: Translate,
  skin: Pick<Skin, 'loseFull' | 'loseTimeReviveKey' | 'skillWords' | 'win'>,
  reviveSeconds: number,
): PanelWord[] {
  const exit = exitWords(t, true, true, false);
  const words: PanelWord[] = [
    { where: 'exit: title', text: exit.title, room: 'title' },
    { where: 'exit-resume', text: exit.resume, room: 'lg' },
    { where: 'exit-submit', text: exit.menu, room: 'md' },
  ];
  for (const kind of ['lose-time', 'lose-full'] as const) {
    const lose = loseWords(t, skin, kind, reviveSeconds);
    words.push(
      { where: `${kind}: title`, text: lose.title, room: 'title' },
      { where: `${kind}-revive`, text: lose.revive, room: 'lg' },
      { where: `${kind}-restart`, text: lose.restart, room: 'md' },
    );
  }
  for (const skill of SKILL_INDICES) {
    words.push({ where: `tip ${skill}: title`, text: skillText(t, skill, skin.skillWords).title, room: 'title' });
  }
  words.push(
    { where: 'tip-submit (use)', text: t('tip.use'), room: 'lg' },
    { where: 'tip-submit (watch)', text: t('tip.watchAd'), room: 'lg' },
    { where: 'look-ad: title', text: t('lookAd.title'), room: 'title' },
    { where: 'look-ad-watch', text: t('lookAd.watch'), room: 'lg' },
    { where: 'look-ad-cancel', text: t('common.cancel'), room: 'md' },
    { where: 'error: title', text: t('error.title'), room: 'title' },
    { where: 'error-back', text: t('error.back'), room: 'md' },
    { where: 'win: title', text: t('win.title'), room: 'title' },
    { where: 'win-next', text: t(skin.win.nextKey), room: 'lg' },
    { where: 'win-next (daily)', text: t('win.calendar'), room: 'lg' },
    { where: 'win-share', text: t('common.share'), room: 'md' },
    // Variant B's hearts panel: its two titles and its video button.
    { where: 'hearts-layer: title', text: t('hearts.title'), room: 'title' },
    { where: 'hearts-layer: title (empty)', text: t('hearts.empty'), room: 'title' },
    { where: 'hearts-ad', text: t('hearts.getOne'), room: 'md' },
    // The calendar's ribbon: its longest month's title.
    {
      where: 'calendar: title',
      text: Array.from({ length: 12 }, (_, i) => calendarTitle(2026, i + 1, t)).reduce((a, b) =>
        b.length > a.length ? b : a,
      ),
      room: 'title',
    },
    { where: 'settings: title', text: t('settings.title'), room: 'title' },
    { where: 'settings-done', text: t('common.ok'), room: 'md' },
    { where: 'language: title', text: t('language.title'), room: 'title' },
    // The rank panel, and variant B's sign-in and award popups.
    { where: 'rank: title', text: t('rank.title'), room: 'title' },
    { where: 'rank-share', text: t('common.share'), room: 'md' },
    { where: 'signin: title', text: t('signIn.title'), room: 'title' },
    { where: 'signin-claim', text: t('signIn.claim'), room: 'md' },
    { where: 'signin-double', text: t('signIn.double'), room: 'md' },
    { where: 'award: title', text: t('tasks.rewardTitle'), room: 'title' },
    { where: 'award-ok', text: t('common.ok'), room: 'md' },
    // The menu: Start at a four-digit level, the tournament's strip, and every rail button's caption.
    { where: 'menu-start', text: t('menu.start', { level: 1000 }), room: 'xl' },
    { where: 'menu-tournament', text: t('tournament.official'), room: 'md' },
    // The simulated ad's Skip and the web app's update bar's Reload (a small button, at most half the bar).
    { where: 'ad-skip', text: t('ad.skip'), room: 'md' },
    { where: 'update-reload', text: t('update.reload'), room: 'sm' },
  );
  for (const button of [...LEFT_RAIL, ...RIGHT_RAIL]) {
    const rail = railWords(button, t, 'en_US', false);
    words.push({ where: `${rail.testId}: caption`, text: rail.caption, room: 'chip' });
  }
  return words;
}

/** The widest a small button may be: half the update bar's room (UpdateBarLayer's Reload). */
const SMALL_BUTTON_WIDTH = Math.floor(innerWidth() / 2);

/** The room for a caption's words in its chip, at most. */
const CHIP_ROOM = MENU.chip.maxWidth - 2 * (MENU.chip.padX + MENU.chip.rim);

/** Lines `text` takes when wrapped at `width` px of type `fontSize` (greedy, at spaces), and its widest word. */
function wrap(text: string, width: number, fontSize: number, measure: (text: string) => number) {
  const words = text.split(/\s+/).filter(Boolean);
  let lines = 0;
  let line = '';
  let widest = 0;
  for (const word of words) {
    widest = Math.max(widest, measure(word) * fontSize);
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next) * fontSize > width) {
      lines += 1;
      line = word;
    } else line = next;
  }
  return { lines: lines + (line ? 1 : 0), widest };
}

/** The words of `words` that do not fit their room; `measure` gives a text's width in em of the heavy face. */
export function misfits(words: readonly PanelWord[], measure: (text: string) => number): Misfit[] {
  const out: Misfit[] = [];
  for (const word of words) {
    const ems = measure(word.text);
    if (word.room === 'title') {
      const fit = ribbonTitleSize(ems, (fontSize) => wrap(word.text, TITLE_WIDTH, fontSize, measure).lines);
      const { lines, widest } = wrap(word.text, TITLE_WIDTH, fit.fontSize, measure);
      const most = fit.twoLines ? 2 : 1;
      if (lines > most || widest > TITLE_WIDTH) {
        out.push({ ...word, need: Math.ceil(Math.max(widest, (ems * fit.fontSize) / most)), has: TITLE_WIDTH });
      }
      continue;
    }
    if (word.room === 'chip') {
      // Set as large as fits (26 px down to 16): it spills only if even the smallest type is too wide.
      const need = ems * MENU.chip.minFontSize;
      if (need > CHIP_ROOM) out.push({ ...word, need: Math.ceil(need), has: CHIP_ROOM });
      continue;
    }
    const size = word.room;
    const width = size === 'xl' ? MENU.start.maxWidth : size === 'sm' ? SMALL_BUTTON_WIDTH : BUTTON_WIDTH;
    const layout = textButtonLayout(
      size,
      ems,
      true,
      width,
      (wrapWidth, fontSize) => wrap(word.text, wrapWidth, fontSize, measure).lines,
    );
    const room = Number.isFinite(layout.wrapWidth) ? layout.wrapWidth : width;
    const { lines, widest } = Number.isFinite(layout.wrapWidth)
      ? wrap(word.text, layout.wrapWidth, layout.fontSize, measure)
      : { lines: 1, widest: 0 };
    if (lines > 2 || widest > room) {
      out.push({ ...word, need: Math.ceil(Math.max(widest, (ems * layout.fontSize) / 2)), has: room });
    }
  }
  return out;
}
