// Spec 2, 5, 8 and 9: the skill bar, the coin pill, the tip (prop) layer, the break prompt, tasks and rank.
// Static markup for what they show; for taps, a layer's tree is expanded down to DOM elements inside one
// server render (no DOM needed) and the handlers called, with the clock past the tap gate's entrance cooldown.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_TAP_COOLDOWN_MS,
  formatCoins,
  RankLayer,
  rankLabel,
  SKILL_PROMPT_TEXT,
  type RankLayerProps,
  type SkillBarSkill,
} from '../../../src/ui';
import { TaskLayer, taskCount, taskPercent, type TaskRow } from '../../../src/ui/TaskLayer';
import { buttonIds, byTestId, click, fakeClock, html, noop, rootId, text, tree } from './markup';
import { HUD, hudLayout, hudWords } from '../../../src/ui/canvas/hudLook';
import { skillBarButtons } from '../../../src/ui/canvas/skillBarLook';
import { BANNER, promptLayout } from '../../../src/ui/canvas/skillPromptLook';
import { SKILL_PROMPT } from '../../../src/core/stageLayout';
import { AddSlotIcon, BroomIcon, HammerIcon, StarIcon } from '../../../src/ui/icons';
import { translatorFor } from '../../../src/i18n';

/** The markup of the element with this test id, from its opening tag to the end of the document. */
function from(markup: string, id: string): string {
  const at = markup.search(new RegExp(`<[a-z]+\\b[^>]*data-testid="${id}"`));
  expect(at, `no ${id}`).toBeGreaterThanOrEqual(0);
  return markup.slice(at);
}

/** The markup of one task row, up to its end. */
function row(markup: string, id: string): string {
  const rest = from(markup, `task-row-${id}`);
  return rest.slice(0, rest.indexOf('</li>'));
}

/** Past the entrance cooldown and any earlier tap's cooldown. */
const LATER = DEFAULT_TAP_COOLDOWN_MS + 50;

const skills = (over: Partial<SkillBarSkill>[] = []): SkillBarSkill[] =>
  [
    { skill: 0 as const, props: 2, price: 200 },
    { skill: 1 as const, props: 0, price: 200 },
    { skill: 2 as const, props: 0, price: 300 },
  ].map((s, i) => ({ ...s, ...over[i] }));

describe('skill bar (drawn on the canvas: its buttons as placed and worded)', () => {
  const t = translatorFor('en_US');
  /** A stand-in for the canvas's text measure: 16 px a character at the badge's type. */
  const width = (text: string) => text.length * 16;
  const bar = (list: SkillBarSkill[]) => skillBarButtons(list, t, 'skill.', width);

  it('three round buttons, add slot / clear tray / break, named with what they cost', () => {
    const buttons = bar(skills());
    expect(buttons.map((b) => b.testId)).toEqual(['skill-0', 'skill-1', 'skill-2']);
    expect(buttons.map((b) => b.label)).toEqual(['Add slot, x2 held', 'Clear tray, 200 coins', 'Break, 300 coins']);
    expect(buttons.map((b) => b.tone)).toEqual(['blue', 'purple', 'orange']);
    expect(buttons.map((b) => b.Icon)).toEqual([AddSlotIcon, BroomIcon, HammerIcon]);
  });

  it('badge: "xN" while props are held, else the coin price (with room for a coin)', () => {
    const [held, coins, dear] = bar(skills());
    expect(held!.badge).toMatchObject({ kind: 'prop', text: 'x2' });
    expect(coins!.badge).toMatchObject({ kind: 'coins', text: '200' });
    expect(dear!.badge).toMatchObject({ kind: 'coins', text: '300' });
    // The coin's badge is wider by the coin than words alone would make it.
    expect(coins!.badge.box.width).toBeGreaterThan(held!.badge.box.width + 20);
    const none = bar(skills([{ props: 0 }, { props: 5 }, { props: 1 }]));
    expect(none.map((b) => [b.badge.kind, b.badge.text])).toEqual([
      ['coins', '200'],
      ['prop', 'x5'],
      ['prop', 'x1'],
    ]);
  });

  it('a disabled skill says so in its name and stays greyed', () => {
    const [first, second] = bar(skills([{ disabled: true }]));
    expect(first!.label).toBe('Add slot, x2 held, unavailable');
    expect(first!.disabled).toBe(true);
    expect(second!.disabled).toBe(false);
  });

  it('an unknown skill id shows a star on blue', () => {
    const [only] = bar([{ skill: 0, id: 'not-a-skill', props: 0, price: 10 }]);
    expect(only!.Icon).toBe(StarIcon);
    expect(only!.tone).toBe('blue');
  });
});

describe('coin pill', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('big balances shorten so the pill keeps its width', () => {
    expect(formatCoins(0)).toBe('0');
    expect(formatCoins(99_999)).toBe('99999');
    expect(formatCoins(100_000)).toBe('100K');
    expect(formatCoins(123_456)).toBe('123K');
    expect(formatCoins(1_234_567)).toBe('1.2M');
    expect(formatCoins(-5)).toBe('0');
    expect(formatCoins(Number.NaN)).toBe('0');
  });

  it('HUD (drawn on the canvas): the coin pill stacks under the score, which stays visible; none without the prop', () => {
    const content = { title: { width: 120, chars: 7 }, timerWidth: 90, scoreWidth: 60, hint: null };
    const stacked = hudLayout({ ...content, coins: { width: 60, ad: true } }, 0);
    expect(stacked.score.stacked).toBe(true);
    expect(stacked.coins).not.toBeNull();
    // The coins under the score, both right-aligned in the bar; the video button at the pill's right end.
    expect(stacked.coins!.y).toBeGreaterThanOrEqual(stacked.score.y + stacked.score.height);
    expect(stacked.coins!.ad!.x + HUD.coins.ad / 2).toBe(stacked.score.x + stacked.score.width);
    expect(stacked.coins!.x + stacked.coins!.width).toBe(stacked.coins!.ad!.x - HUD.coins.ad / 2 + HUD.coins.adOverlap);
    const words = hudWords(
      { timeLeftMs: 90_000, level: 3, score: 140, coins: { coins: 800, onLookAd: noop } },
      translatorFor('en_US'),
    );
    expect(words.coins).toEqual({ text: '800', name: 'Coins 800', lookAd: 'Watch an ad for coins' });
    const plain = hudLayout({ ...content, coins: null }, 0);
    expect(plain.coins).toBeNull();
    expect(plain.score.stacked).toBe(false);
    expect(hudWords({ timeLeftMs: 1, level: 3, score: 140 }, translatorFor('en_US')).coins).toBeNull();
  });
});

describe('break prompt (drawn on the canvas: its banner as laid out)', () => {
  it('says exactly "Please select the dish you want to break"', () => {
    expect(SKILL_PROMPT_TEXT).toBe('Please select the dish you want to break');
    expect(translatorFor('en_US')('toast.selectBoard')).toBe(SKILL_PROMPT_TEXT);
  });

  it('makes room for the cancel button only when there is one', () => {
    const plain = promptLayout(false, 41);
    const withCancel = promptLayout(true, 41);
    expect(plain.cancel).toBeNull();
    expect(withCancel.cancel).not.toBeNull();
    // The button, its gap, and the tighter right padding beside it.
    expect(withCancel.text.width).toBe(
      plain.text.width - BANNER.cancel - BANNER.gap - BANNER.padRightCancel + BANNER.padRight,
    );
    // The cancel button sits inside the banner's right end, on its middle line.
    const b = withCancel.banner;
    expect(withCancel.cancel!.x + BANNER.cancel / 2).toBeLessThanOrEqual(b.x + b.width - BANNER.rim);
    expect(withCancel.cancel!.y).toBe(b.y + b.height / 2);
  });

  it('grows upwards when its words take more than the least height leaves them, its bottom staying put', () => {
    const short = promptLayout(true, 41);
    const tall = promptLayout(true, 3 * 41);
    expect(short.banner.height).toBe(SKILL_PROMPT.height);
    expect(tall.banner.height).toBeGreaterThan(SKILL_PROMPT.height);
    expect(tall.banner.y + tall.banner.height).toBe(short.banner.y + short.banner.height);
  });
});

describe('task layer', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const rows: TaskRow[] = [
    { id: 'task1', title: 'Win 5 levels', progress: 5, threshold: 5, reward: 5, state: 'claimed' },
    { id: 'task3', title: 'Play the daily challenge', progress: 1, threshold: 1, reward: 5, state: 'claimable' },
    { id: 'task6', title: 'Use 5 skills', progress: 2, threshold: 5, reward: 10, state: 'running' },
    { id: 'task9', title: 'Fill 10 boxes', progress: 10, threshold: 10, reward: 10, state: 'claimable' },
    { id: 'task4', title: 'Remove 15 boards', progress: 7, threshold: 15, reward: 10, state: 'running' },
    { id: 'task8', title: 'Take out 30 screws', progress: 12, threshold: 30, reward: 10, state: 'running' },
    { id: 'task11', title: 'Take out 50 screws', progress: 0, threshold: 50, reward: 15, state: 'running' },
  ];

  it('a row per task with title, bar, "progress/threshold" and "+reward"; total points', () => {
    const m = html(<TaskLayer rows={rows} points={25} onClaim={noop} onClose={noop} />);
    expect(rootId(m)).toBe('tasks');
    expect(text(from(m, 'task-points'))).toMatch(/^Points 25/);
    expect(m.match(/<li class="task-row/g)).toHaveLength(7);
    const running = row(m, 'task6');
    expect(running).toMatch(
      /^<li class="task-row task-row--running" data-testid="task-row-task6" data-state="running"/,
    );
    expect(running).toMatch(/>Use 5 skills</);
    expect(running).toMatch(/aria-valuenow="40"[^]*?width:40%/);
    expect(running).toMatch(/data-testid="task-count-task6">2\/5</);
    expect(running).toMatch(/data-testid="task-reward-task6"><svg[^]*?<\/svg>\+10</);
    expect(running).not.toContain('<button');
    expect(running).not.toContain('task-done');
  });

  it('Claim only on claimable rows, a check on claimed ones, nothing on running ones', () => {
    const m = html(<TaskLayer rows={rows} points={25} onClaim={noop} onClose={noop} />);
    expect(buttonIds(m)).toEqual(['tasks-close', 'task-claim-task3', 'task-claim-task9']);
    expect(m).toContain('data-testid="task-done-task1"');
    expect(m.match(/data-testid="task-done-/g)).toHaveLength(1);
    const claimed = row(m, 'task1');
    expect(claimed).toContain('data-state="claimed"');
    expect(claimed).toContain('aria-valuenow="100"');
    expect(claimed).toContain('aria-label="Claimed"');
    expect(claimed).not.toContain('<button');
    const claimable = row(m, 'task3');
    expect(claimable).toContain('data-state="claimable"');
    expect(claimable).not.toContain('task-done');
    expect(text(from(claimable, 'task-claim-task3'))).toBe('Claim');
  });

  it('a claim reports the row id; one gate for all Claim buttons; close closes', () => {
    const clock = fakeClock();
    const onClaim = vi.fn();
    const onClose = vi.fn();
    const nodes = tree(<TaskLayer rows={rows} points={25} onClaim={onClaim} onClose={onClose} />);
    expect(byTestId(nodes, 'task-claim-task6')).toBeUndefined();
    expect(byTestId(nodes, 'task-claim-task1')).toBeUndefined();
    click(byTestId(nodes, 'task-claim-task3'));
    expect(onClaim).not.toHaveBeenCalled();
    clock.advance(LATER);
    click(byTestId(nodes, 'task-claim-task3'));
    click(byTestId(nodes, 'task-claim-task9'));
    expect(onClaim.mock.calls).toEqual([['task3']]);
    clock.advance(LATER);
    click(byTestId(nodes, 'task-claim-task9'));
    click(byTestId(nodes, 'tasks-close'));
    expect(onClaim.mock.calls).toEqual([['task3'], ['task9']]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('13 rows for variant B, in a list that scrolls', () => {
    const thirteen: TaskRow[] = Array.from({ length: 13 }, (_, i) => ({
      id: `task${i}`,
      title: `Task ${i}`,
      progress: i,
      threshold: 10,
      reward: 5,
      state: i >= 10 ? 'claimable' : 'running',
    }));
    const m = html(<TaskLayer rows={thirteen} points={0} onClaim={noop} onClose={noop} />);
    expect(m.match(/<li class="task-row/g)).toHaveLength(13);
    expect(buttonIds(m)).toEqual(['tasks-close', 'task-claim-task10', 'task-claim-task11', 'task-claim-task12']);
    const css = readFileSync(new URL('../../../src/ui/styles.css', import.meta.url), 'utf8');
    const at = css.indexOf('\n.task-list {');
    const rule = css.slice(at, css.indexOf('}', at));
    expect(rule).toContain('overflow-y: auto');
    expect(rule).toContain('touch-action: pan-y');
  });

  it('bar and count hold within 0..threshold; finished tasks are full', () => {
    expect(taskPercent({ progress: 3, threshold: 10, state: 'running' })).toBe(30);
    expect(taskPercent({ progress: 12, threshold: 10, state: 'running' })).toBe(100);
    expect(taskPercent({ progress: -1, threshold: 10, state: 'running' })).toBe(0);
    expect(taskPercent({ progress: 0, threshold: 0, state: 'running' })).toBe(100);
    expect(taskPercent({ progress: 0, threshold: 5, state: 'claimable' })).toBe(100);
    expect(taskCount({ progress: 12, threshold: 10, state: 'running' })).toBe('10/10');
    expect(taskCount({ progress: 3, threshold: 5, state: 'claimed' })).toBe('5/5');
    expect(taskCount({ progress: 2.7, threshold: 5, state: 'running' })).toBe('2/5');
  });
});

describe('rank layer', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const rank = (over: Partial<RankLayerProps> = {}): RankLayerProps => ({
    rank: 27,
    best: 260,
    loading: false,
    onShare: noop,
    onClose: noop,
    ...over,
  });

  it('"Your rank #N", the best score, Share and Close; no ad panel without adReward', () => {
    const m = html(<RankLayer {...rank()} />);
    expect(rootId(m)).toBe('rank');
    expect(m).toContain('aria-label="Your rank #27"');
    expect(text(from(m, 'rank-medal'))).toMatch(/^Your rank #27/);
    expect(m).toMatch(/data-testid="rank-value"[^>]*>#27</);
    expect(text(from(m, 'rank-best'))).toMatch(/^Best 260/);
    expect(buttonIds(m)).toEqual(['rank-close', 'rank-share']);
    expect(m).not.toContain('rank-ad');
    expect(m).not.toContain('Watch an ad');
  });

  it('no rank: "—"; loading: a spinner instead of the number', () => {
    const none = html(<RankLayer {...rank({ rank: null })} />);
    expect(none).toMatch(/data-testid="rank-value"[^>]*>—</);
    const loading = html(<RankLayer {...rank({ rank: null, loading: true })} />);
    expect(loading).toContain('data-testid="rank-loading"');
    expect(loading).not.toContain('rank-value');
    expect(loading).toContain('aria-busy="true"');
    expect(rankLabel(1)).toBe('#1');
    expect(rankLabel(0)).toBe('—');
    expect(rankLabel(Number.NaN)).toBe('—');
  });

  it('where the host invites: an Invite friends button beside Share, which fires through the tap gate', () => {
    const clock = fakeClock();
    const onInvite = vi.fn();
    const m = html(<RankLayer {...rank({ onInvite })} />);
    expect(buttonIds(m)).toEqual(['rank-close', 'rank-share', 'rank-invite']);
    expect(m).toContain('aria-label="Invite friends"');
    const nodes = tree(<RankLayer {...rank({ onInvite })} />);
    clock.advance(LATER);
    click(byTestId(nodes, 'rank-invite'));
    expect(onInvite).toHaveBeenCalledTimes(1);
  });

  it('with adReward: the panel "Watch an ad for +200 coins"', () => {
    const m = html(<RankLayer {...rank({ adReward: { coins: 200, onWatch: noop } })} />);
    expect(buttonIds(m)).toEqual(['rank-close', 'rank-share', 'rank-ad']);
    expect(text(from(m, 'rank-ad'))).toBe('Watch an ad for +200 coins');
    // The button's text content, as a browser reads it.
    const button = /data-testid="rank-ad"[^]*?<\/button>/.exec(m)?.[0] ?? '';
    expect(button.replace(/<[^>]+>/g, '').replace(/^[^>]*>/, '')).toBe('Watch an ad for +200 coins');
  });

  it('Share, Close and the ad fire their callbacks through the tap gate', () => {
    const clock = fakeClock();
    const onShare = vi.fn();
    const onClose = vi.fn();
    const onWatch = vi.fn();
    const nodes = tree(<RankLayer {...rank({ onShare, onClose, adReward: { coins: 200, onWatch } })} />);
    click(byTestId(nodes, 'rank-share'));
    expect(onShare).not.toHaveBeenCalled();
    clock.advance(LATER);
    click(byTestId(nodes, 'rank-share'));
    click(byTestId(nodes, 'rank-ad'));
    click(byTestId(nodes, 'rank-close'));
    expect(onShare).toHaveBeenCalledTimes(1);
    expect(onWatch).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
