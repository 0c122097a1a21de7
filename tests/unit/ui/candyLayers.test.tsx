// @vitest-environment jsdom
// Spec 2, 4, 5 and 9 (variant B) in its DOM layers: the title's split and the loading tips' keys, hearts, the
// 7-day sign-in, the daily tasks with their chests, and the win and lose-time wording. Static markup for what
// they show; for taps, a layer's tree is expanded down to DOM elements inside one server render and the
// handlers called, with the clock past the tap gate's entrance cooldown. (The logo, loading screen and menu
// are drawn on the canvas: tests/unit/ui/canvas.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CANDY_TASKS, candyTaskRows, chestRows, emptyTaskData, taskTitle } from '../../../src/core/candyTasks';
import { DAY_MS, NO_SIGN_IN, SIGN_IN_DAYS, signInStatus, type SignInState } from '../../../src/core/signIn';
import { ENGLISH, isMessageKey, t, type MessageKey } from '../../../src/i18n';
import {
  DEFAULT_TAP_COOLDOWN_MS,
  formatHeartTimer,
  formatTimeTaken,
  HeartsNode,
  loadingTipKey,
  splitTitle,
} from '../../../src/ui';
import { AwardLayer } from '../../../src/ui/AwardLayer';
import { CANDY_CHESTS } from '../../../src/core/candyTasks';
import { DailyTaskLayer, pointsPercent } from '../../../src/ui/DailyTaskLayer';
import { HeartsLayer } from '../../../src/ui/HeartsLayer';
import { SignInLayer, signInDayState, type SignInLayerProps } from '../../../src/ui/SignInLayer';
import { buttonIds, byTestId, click, fakeClock, html, noop, part, rootId, tag, text, tree } from './markup';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => {
  // jsdom has no canvas: the ribbon title falls back to its estimate without a "not implemented" warning.
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Past the entrance cooldown and any earlier tap's cooldown. */
const LATER = DEFAULT_TAP_COOLDOWN_MS + 50;

describe('logo and title', () => {
  it('the name is cut into two even lines, at a space, a hyphen, or in half for CJK', () => {
    expect(splitTitle('Screw Puzzle')).toEqual(['Screw', 'Puzzle']);
    expect(splitTitle('Puzzle de tornillos')).toEqual(['Puzzle de', 'tornillos']);
    expect(splitTitle('Schrauben-Puzzle')).toEqual(['Schrauben-', 'Puzzle']);
    expect(splitTitle('糖果大作战')).toEqual(['糖果大', '作战']);
    expect(splitTitle('Skroefraaisel')).toEqual(['Skroefraaisel', '']);
  });
});

describe('loading tips', () => {
  it('the tip keys go round loading.tip0..tip{count-1}, each an English text of its own', () => {
    const keys = Array.from({ length: 11 }, (_, step) => loadingTipKey(step, 9));
    expect(keys).toEqual([...Array.from({ length: 9 }, (_, i) => `loading.tip${i}`), 'loading.tip0', 'loading.tip1']);
    expect(loadingTipKey(-1, 9)).toBe('loading.tip8');
    expect(loadingTipKey(5, 0)).toBe('loading.tip0');
    const texts = keys.slice(0, 9).map((k) => {
      expect(isMessageKey(k), k).toBe(true);
      return ENGLISH[k as MessageKey];
    });
    expect(new Set(texts).size).toBe(9);
  });
});

describe('hearts', () => {
  it('the pill: count and "Full", or mm:ss to the next heart', () => {
    const full = html(<HeartsNode hearts={20} max={20} secondsToNext={0} />);
    expect(rootId(full)).toBe('hearts');
    expect(text(part(full, 'hearts-count', 'span'))).toBe('20');
    expect(text(part(full, 'hearts-time', 'span'))).toBe('Full');
    expect(buttonIds(full)).toEqual([]);
    const low = html(<HeartsNode hearts={3} max={20} secondsToNext={599} onTap={noop} />);
    expect(buttonIds(low)).toEqual(['hearts']);
    expect(text(part(low, 'hearts-time', 'span'))).toBe('09:59');
    expect(tag(low, 'hearts')).toContain('aria-label="3 09:59, Hearts 3 of 20, Next heart in 09:59"');
    expect(formatHeartTimer(600)).toBe('10:00');
    expect(formatHeartTimer(-5)).toBe('00:00');
    expect(formatHeartTimer(Number.NaN)).toBe('00:00');
  });

  it('out of hearts: the next heart timer, a video button for one heart, and close', () => {
    const props = { hearts: 0, max: 20, secondsToNext: 421, busy: false, onWatchAd: noop, onClose: noop };
    const m = html(<HeartsLayer {...props} adAvailable />);
    expect(rootId(m)).toBe('hearts-layer');
    expect(m).toContain('Out of hearts!');
    expect(buttonIds(m)).toEqual(['hearts-close', 'hearts-ad']);
    expect(text(part(m, 'hearts-timer', 'p'))).toBe('Next heart in 07:01');
    expect(part(m, 'hearts-ad', 'button')).toContain('<svg');
    expect(tag(m, 'hearts-ad')).not.toContain('is-unavailable');
    expect(tag(html(<HeartsLayer {...props} adAvailable={false} />), 'hearts-ad')).toContain('is-unavailable');
    expect(html(<HeartsLayer {...props} adAvailable busy />)).toContain('btn__spinner');
  });

  it('with hearts left it is titled Hearts; with a full supply no video is offered', () => {
    const props = { max: 20, busy: false, adAvailable: true, onWatchAd: noop, onClose: noop };
    const some = html(<HeartsLayer {...props} hearts={7} secondsToNext={30} />);
    expect(some).not.toContain('Out of hearts!');
    expect(buttonIds(some)).toEqual(['hearts-close', 'hearts-ad']);
    const full = html(<HeartsLayer {...props} hearts={20} secondsToNext={0} />);
    expect(buttonIds(full)).toEqual(['hearts-close']);
    expect(text(part(full, 'hearts-timer', 'p'))).toBe('Full');
  });
});

describe('sign-in', () => {
  const now = 100 * DAY_MS + 12 * 3_600_000;
  const status = (state: Partial<SignInState>) => signInStatus({ ...NO_SIGN_IN, ...state }, now);
  const layer = (over: Partial<SignInLayerProps> = {}) => (
    <SignInLayer
      status={status({ signIn: 2, isSigIn: true, lastSignInTime: now - DAY_MS })}
      table={SIGN_IN_DAYS}
      busy={false}
      adAvailable
      onClaim={noop}
      onClaimDouble={noop}
      onClose={noop}
      {...over}
    />
  );
  const dayState = (m: string, day: number) => /data-state="(\w+)"/.exec(tag(m, `signin-day-${day}`))?.[1];

  it('seven cards: the days claimed ticked, today lit, day 7 wide', () => {
    const m = html(layer());
    expect(rootId(m)).toBe('signin');
    expect(m).toContain('Daily rewards');
    expect([1, 2, 3, 4, 5, 6, 7].map((d) => dayState(m, d))).toEqual([
      'claimed',
      'claimed',
      'today',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(m).toContain('data-testid="signin-day-1-claimed"');
    expect(m).toContain('data-testid="signin-day-2-claimed"');
    expect(m).not.toContain('signin-day-3-claimed');
    expect(tag(m, 'signin-day-3')).toContain('signin-day--today');
    expect(tag(m, 'signin-day-3')).toContain('aria-current="date"');
    expect(text(part(m, 'signin-day-3', 'li'))).toMatch(/^Today/);
    expect(text(part(m, 'signin-day-4', 'li'))).toMatch(/^Day 4/);
    expect(tag(m, 'signin-day-7')).toContain('signin-day--wide');
    expect(tag(m, 'signin-day-6')).not.toContain('signin-day--wide');
  });

  it('each card shows its reward: coins as a number, props as xN with their picture', () => {
    const m = html(layer());
    expect(text(part(m, 'signin-day-1', 'li'))).toBe('Day 1 200');
    expect(part(m, 'signin-day-1', 'li')).toContain('data-item="coin1"');
    expect(text(part(m, 'signin-day-5', 'li'))).toBe('Day 5 x2');
    expect(part(m, 'signin-day-5', 'li')).toContain('aria-label="Clear plate x2"');
    const seven = part(m, 'signin-day-7', 'li');
    expect([...seven.matchAll(/data-item="(\w+)"/g)].map((x) => x[1])).toEqual(['coin1', 'prop0', 'prop2']);
    expect(text(seven)).toBe('Day 7 500 x1 x1');
  });

  it('buttons: Sign in, Claim x2 with a video icon, close; claimed today greys both and marks that day', () => {
    const m = html(layer());
    expect(buttonIds(m)).toEqual(['signin-close', 'signin-claim', 'signin-double']);
    expect(text(part(m, 'signin-claim', 'button'))).toBe('Sign in');
    expect(text(part(m, 'signin-double', 'button'))).toBe('Claim x2');
    expect(part(m, 'signin-double', 'button')).toMatch(/<svg[^]*Claim x2/);
    expect(tag(m, 'signin-claim')).not.toContain('is-unavailable');
    expect(tag(m, 'signin-double')).not.toContain('is-unavailable');

    const done = status({ signIn: 3, isSigIn: true, lastSignInTime: now - 3_600_000 });
    expect(done.claimedToday).toBe(true);
    const d = html(layer({ status: done }));
    expect([1, 2, 3, 4].map((day) => dayState(d, day))).toEqual(['claimed', 'claimed', 'claimed', 'upcoming']);
    expect(d).not.toContain('signin-day--today');
    expect(tag(d, 'signin-claim')).toContain('is-unavailable');
    expect(tag(d, 'signin-double')).toContain('is-unavailable');
    expect(tag(html(layer({ adAvailable: false })), 'signin-double')).toContain('is-unavailable');
  });

  it("while the last claim's 24 hours run, the popup says when the next claim opens", () => {
    expect(html(layer())).not.toContain('signin-next');
    const done = status({ signIn: 3, isSigIn: true, lastSignInTime: now - 3_600_000 - 30_000 });
    const m = html(layer({ status: done }));
    expect(text(part(m, 'signin-next', 'p'))).toBe('Next reward in 22:59:30');
  });

  it('the 7th claim of the cycle shows all seven ticked that day', () => {
    const s = status({ signIn: 0, isSigIn: true, lastSignInTime: now - 60_000 });
    expect(s.claimedSlots).toBe(7);
    expect([1, 7].map((day) => signInDayState(s, day))).toEqual(['claimed', 'claimed']);
    expect(signInDayState(status({}), 1)).toBe('today');
  });

  it('the buttons share one gate: a double tap claims once', () => {
    const clock = fakeClock();
    const onClaim = vi.fn();
    const onClaimDouble = vi.fn();
    const nodes = tree(layer({ onClaim, onClaimDouble }));
    clock.advance(LATER);
    click(byTestId(nodes, 'signin-claim'));
    click(byTestId(nodes, 'signin-double'));
    expect(onClaim).toHaveBeenCalledTimes(1);
    expect(onClaimDouble).not.toHaveBeenCalled();
    clock.advance(LATER);
    click(byTestId(nodes, 'signin-double'));
    expect(onClaimDouble).toHaveBeenCalledTimes(1);
  });
});

describe('daily tasks', () => {
  const data = { ...emptyTaskData(1), task0: 1, task1: 2, task4: 15, task8: 12, taskListNum: 75, Get1: true };
  const layer = (onClaimChest = noop) => (
    <DailyTaskLayer
      rows={candyTaskRows(data)}
      chests={chestRows(data)}
      points={75}
      maxPoints={100}
      onClaimChest={onClaimChest}
      onClose={noop}
    />
  );

  it('the English titles say what the task table says', () => {
    for (const task of CANDY_TASKS) {
      expect(t(`task.b.${task.id}` as MessageKey, { count: task.target })).toBe(taskTitle(task));
    }
  });

  it('13 rows in table order: title, n/target, points, a tick when done', () => {
    const m = html(layer());
    expect(rootId(m)).toBe('daily-tasks');
    const ids = [...m.matchAll(/data-testid="daily-task-(task\d+)"/g)].map((x) => x[1]);
    expect(ids).toEqual(CANDY_TASKS.map((task) => task.id));
    const row = (id: string) => part(m, `daily-task-${id}`, 'li');
    expect(text(row('task0'))).toBe('Win 1 level 1/1 +5');
    expect(text(row('task1'))).toBe('Use 5 props 2/5 +5');
    expect(text(row('task3'))).toBe('Sign in 1 time 0/1 +5');
    expect(text(row('task6'))).toBe('Watch 5 videos 0/5 +10');
    expect(text(row('task9'))).toBe('Play 10 levels 0/10 +10');
    expect(text(row('task11'))).toBe('Free 50 boards 0/50 +15');
    expect(text(part(m, 'daily-task-count-task8', 'span'))).toBe('12/30');
    expect(row('task8')).toContain('width:40%');
    expect(row('task0')).toContain('data-testid="daily-task-done-task0"');
    expect(row('task4')).toContain('data-testid="daily-task-done-task4"');
    expect(row('task1')).not.toContain('daily-task-done');
    expect(tag(m, 'daily-task-task0')).toContain('data-done="true"');
    expect(tag(m, 'daily-task-task1')).toContain('data-done="false"');
  });

  it('the points bar runs 0..100 with the chests at 40, 70 and 100: claimed open, claimable glowing, locked', () => {
    const m = html(layer());
    expect(buttonIds(m)).toEqual(['daily-tasks-close', 'chest-Get1', 'chest-Get2', 'chest-Get3']);
    expect(text(part(m, 'daily-tasks-points', 'span'))).toBe('75');
    expect(m).toMatch(/role="progressbar"[^>]*aria-valuemax="100" aria-valuenow="75"/);
    expect(m).toContain('class="chest-bar__fill" style="width:75%"');
    expect(tag(m, 'chest-Get1')).toMatch(/class="chest chest--claimed" style="left:40%"[^>]*data-state="claimed"/);
    expect(tag(m, 'chest-Get2')).toMatch(/class="chest chest--claimable" style="left:70%"[^>]*data-state="claimable"/);
    expect(tag(m, 'chest-Get3')).toMatch(/class="chest chest--locked" style="left:100%"[^>]*data-state="locked"/);
    expect(tag(m, 'chest-Get2')).toContain('aria-label="Chest, 70 points, Ready to open"');
    expect(part(m, 'chest-Get2', 'button')).toContain('chest__glow');
    expect(part(m, 'chest-Get3', 'button')).not.toContain('chest__glow');
    expect(pointsPercent(150, 100)).toBe(100);
    expect(pointsPercent(-3, 100)).toBe(0);
  });

  it('a chest tap reports its id whatever its state (the app says "Not enough points" or opens it)', () => {
    const clock = fakeClock();
    const onClaimChest = vi.fn();
    const nodes = tree(layer(onClaimChest));
    clock.advance(LATER);
    click(byTestId(nodes, 'chest-Get3'));
    clock.advance(LATER);
    click(byTestId(nodes, 'chest-Get2'));
    click(byTestId(nodes, 'chest-Get2'));
    expect(onClaimChest.mock.calls).toEqual([['Get3'], ['Get2']]);
  });
});

describe('win and lose-time (candy wording)', () => {
  it('time taken as mm:ss', () => {
    expect(formatTimeTaken(0)).toBe('00:00');
    expect(formatTimeTaken(83_400)).toBe('01:23');
    expect(formatTimeTaken(599_999)).toBe('09:59');
    expect(formatTimeTaken(3_725_000)).toBe('62:05');
    expect(formatTimeTaken(-1)).toBe('00:00');
    expect(formatTimeTaken(Number.NaN)).toBe('00:00');
  });
});

describe("a chest's award popup", () => {
  it('shows what the chest gave, each item with its picture and amount, and an OK button', () => {
    const m = html(<AwardLayer reward={CANDY_CHESTS[1]!.reward} tier={1} onOk={noop} />);
    expect(rootId(m)).toBe('award');
    expect(m).toContain('Reward');
    expect(m).toMatch(/^<div class="layer layer--modal theme-candy award"/);
    expect([...m.matchAll(/data-item="(\w+)"/g)].map((x) => x[1])).toEqual(['coin1', 'prop0', 'prop1', 'prop2']);
    expect(m).toContain('aria-label="Coins 500"');
    expect(text(m)).toContain('500 x1 x1 x1');
    expect(buttonIds(m)).toEqual(['award-ok']);
    expect(text(part(m, 'award-ok', 'button'))).toBe('OK');
  });

  it('OK closes it', () => {
    const clock = fakeClock();
    const onOk = vi.fn();
    const root = tree(<AwardLayer reward={CANDY_CHESTS[0]!.reward} tier={0} onOk={onOk} />);
    clock.advance(400);
    click(byTestId(root, 'award-ok'));
    expect(onOk).toHaveBeenCalledTimes(1);
  });
});

describe('candy styles', () => {
  const css = readFileSync(join(__dirname, '../../../src/ui/candy.css'), 'utf8');

  it('the look is scoped to the candy theme', () => {
    expect(css).toContain(":is([data-theme='candy'], .theme-candy) .panel {");
    expect(css).toContain(".stage[data-theme='candy'] {");
  });

  it('reduced motion stops the looping animations and turns entrances into fades', () => {
    const media = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(media).toMatch(/\.signin-day__tick \{\s*animation: fade-in/);
    for (const selector of ['.signin-day--today', '.chest__glow', '.hearts-layer__heart']) {
      expect(media).toContain(selector);
    }
  });
});
