// en_US says what the game says today: switching a text to t() later changes nothing visible in English.
// When one of these texts changes in the code, change en_US with it (and the other languages).
import { describe, expect, it } from 'vitest';
import { CANDY_TASKS, taskTitle } from '../../../src/core/candyTasks';
import { TIPS } from '../../../src/core/economy';
import { UNWINNABLE } from '../../../src/core/solver';
import { CLAIM_TIPS, SCREW_TASKS } from '../../../src/core/tasks';
import { ENGLISH, t, type MessageKey } from '../../../src/i18n';
import { SCHEDULED_MESSAGES } from '../../../src/platform/notifications';
import { CALENDAR_MONTH_NAMES, SKILL_NAMES, SKILL_PROMPT_TEXT } from '../../../src/ui';

const key = (k: string) => k as MessageKey;

describe('en_US matches the texts in the code', () => {
  it('every transient tip of the economy (toast.<name>)', () => {
    for (const [name, text] of Object.entries(TIPS)) expect(ENGLISH[key(`toast.${name}`)]).toBe(text);
  });

  it('the refused task claims', () => {
    expect(ENGLISH['toast.taskUnknown']).toBe(CLAIM_TIPS.unknown);
    expect(ENGLISH['toast.taskNotDone']).toBe(CLAIM_TIPS['not-reached']);
    expect(ENGLISH['toast.received']).toBe(CLAIM_TIPS.claimed);
  });

  it("the solver's reasons, and the hint toast that carries them", () => {
    for (const name of ['lost', 'tray', 'cover', 'noScrews'] as const) {
      expect(ENGLISH[key(`unwinnable.${name}`)]).toBe(UNWINNABLE[name]);
    }
    expect(t('toast.hintLost', { reason: UNWINNABLE.tray })).toBe(
      `This level can no longer be won: ${UNWINNABLE.tray}. Restart to try again.`,
    );
  });

  it("variant A's task titles, with the threshold as {{count}}", () => {
    for (const task of SCREW_TASKS) expect(t(key(`task.a.${task.id}`), { count: task.threshold })).toBe(task.title);
  });

  it('skill names, the board prompt, month names', () => {
    for (const i of [0, 1, 2] as const) expect(ENGLISH[key(`skill.name${i}`)]).toBe(SKILL_NAMES[i]);
    expect(ENGLISH['toast.selectBoard']).toBe(SKILL_PROMPT_TEXT);
    CALENDAR_MONTH_NAMES.forEach((name, i) => expect(ENGLISH[key(`calendar.month${i + 1}`)]).toBe(name));
  });

  it('the scheduled reminders', () => {
    SCHEDULED_MESSAGES.forEach((m, i) => {
      expect(ENGLISH[key(`notify.title${i}`)]).toBe(m.title);
      expect(ENGLISH[key(`notify.body${i}`)]).toBe(m.body);
    });
  });

  it("variant B's spec texts word for word", () => {
    expect(ENGLISH['toast.expansionAllUnlocked']).toBe('Expansion plate are all unlocked');
    expect(ENGLISH['toast.noCandies']).toBe('There are no candies in the holding plate');
    expect(ENGLISH['toast.notAvailable']).toBe('This feature is not yet available');
    expect(ENGLISH['toast.interrupted']).toBe('Video playback interrupted');
    expect(ENGLISH['toast.rewarded']).toBe('Reward has been issued');
    expect(ENGLISH['toast.notEnoughPoints']).toBe('Not enough points');
    expect(ENGLISH['toast.received']).toBe('You have received');
    expect(ENGLISH['toast.signedInToday']).toBe('You have signed in today');
    expect(ENGLISH['toast.levelLocked']).toBe('This level has not been unlocked');
    expect(ENGLISH['toast.miniGameOnly']).toBe('Only supported on mini-game platform');
    expect(ENGLISH['toast.coinsShortage']).toBe('Coins shortage');
  });

  it("variant B's 13 task titles, with the target as {{count}}", () => {
    expect(CANDY_TASKS.map((task) => task.target)).toEqual([1, 5, 3, 1, 15, 10, 5, 5, 30, 10, 20, 50, 30]);
    for (const task of CANDY_TASKS) expect(t(key(`task.b.${task.id}`), { count: task.target })).toBe(taskTitle(task));
  });

  it('9 loading tips', () => {
    const tips = Object.keys(ENGLISH).filter((k) => k.startsWith('loading.tip'));
    expect(tips).toHaveLength(9);
  });
});
