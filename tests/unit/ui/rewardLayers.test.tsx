// Variant A's reward loop as the player sees it: the win layer's coins, bonus and best time, the task
// layer's chests and award, and the question before the in-game video.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TAP_COOLDOWN_MS, WinLayer } from '../../../src/ui';
import { TaskLayer, type TaskRow } from '../../../src/ui/TaskLayer';
import { byTestId, buttonIds, click, fakeClock, html, noop, part, text, tree } from './markup';

const LATER = DEFAULT_TAP_COOLDOWN_MS + 50;
afterEach(() => vi.restoreAllMocks());

describe('the win layer of variant A', () => {
  const win = (extra: Partial<Parameters<typeof WinLayer>[0]>) =>
    html(<WinLayer level={4} score={100} scoreGain={20} bestBeaten onNext={noop} {...extra} />);

  it("shows the coins won, the first win of the day's bonus and the best time", () => {
    const m = win({ coinsGain: 200, firstWinBonus: 100, timeTakenMs: 65_000, bestTime: { ms: 61_000, beaten: false } });
    expect(text(part(m, 'win-coins', 'div'))).toBe('+200');
    expect(text(part(m, 'win-bonus', 'p'))).toBe('First win of the day +100');
    expect(text(part(m, 'win-best-time', 'div'))).toBe('Best time 01:01');
  });

  it('a score beaten (it only grows) is no "New best!" once best times are shown; a beaten time is', () => {
    expect(win({ bestTime: { ms: 61_000, beaten: false } })).not.toContain('data-testid="win-best"');
    const beaten = win({ bestTime: { ms: 59_000, beaten: true } });
    expect(text(part(beaten, 'win-best', 'div'))).toBe('New best time!');
    // Without best times (variant B) the best score's badge stays as it was.
    expect(text(part(win({}), 'win-best', 'div'))).toBe('New best!');
  });

  it('no bonus line when the day had its bonus; a daily challenge shows its coins', () => {
    expect(win({ coinsGain: 100, firstWinBonus: 0 })).not.toContain('win-bonus');
    const daily = win({ daily: { dateLabel: 'Nov 18' }, coinsGain: 300 });
    expect(text(part(daily, 'win-coins', 'div'))).toBe('+300');
  });
});

describe('the task layer of variant A: chests and their award', () => {
  const rows: TaskRow[] = [
    { id: 'task1', title: 'Win 5 levels', progress: 5, threshold: 5, reward: 5, state: 'claimed' },
  ];
  const chests = [
    { id: 'chest1', points: 20, status: 'claimed' as const },
    { id: 'chest2', points: 40, status: 'claimable' as const },
    { id: 'chest3', points: 65, status: 'locked' as const },
  ];

  it('a bar with the chests at their points, each with its state', () => {
    const m = html(
      <TaskLayer
        rows={rows}
        points={45}
        onClaim={noop}
        onClose={noop}
        chests={{ rows: chests, maxPoints: 65, onClaim: noop }}
      />,
    );
    expect(buttonIds(m)).toEqual(['tasks-close', 'task-chest-chest1', 'task-chest-chest2', 'task-chest-chest3']);
    expect(m).toMatch(/data-testid="task-chest-chest2" data-state="claimable"/);
    expect(m).toMatch(/data-testid="task-chest-chest3" data-state="locked"/);
    expect(m).toContain('aria-valuenow="45"');
    expect(html(<TaskLayer rows={rows} points={45} onClaim={noop} onClose={noop} />)).not.toContain('task-chest');
  });

  it('a tapped chest reports its id, whatever its state (the chart says why not)', () => {
    const clock = fakeClock();
    const onClaim = vi.fn();
    const nodes = tree(
      <TaskLayer
        rows={rows}
        points={45}
        onClaim={noop}
        onClose={noop}
        chests={{ rows: chests, maxPoints: 65, onClaim }}
      />,
    );
    clock.advance(LATER);
    click(byTestId(nodes, 'task-chest-chest3'));
    expect(onClaim.mock.calls).toEqual([['chest3']]);
  });

  it('the award lists the coins and props, and Collect closes it', () => {
    const clock = fakeClock();
    const onCollect = vi.fn();
    const award = { reward: { coin1: 300, prop0: 1, prop3: 2 }, onCollect };
    const m = html(<TaskLayer rows={rows} points={45} onClaim={noop} onClose={noop} award={award} />);
    expect(text(part(m, 'task-award-coin1', 'li'))).toBe('+300');
    expect(text(part(m, 'task-award-prop0', 'li'))).toBe('x1');
    expect(text(part(m, 'task-award-prop3', 'li'))).toBe('x2');
    expect(m).not.toContain('task-award-prop1');
    const nodes = tree(<TaskLayer rows={rows} points={45} onClaim={noop} onClose={noop} award={award} />);
    clock.advance(LATER);
    click(byTestId(nodes, 'task-award-collect'));
    expect(onCollect).toHaveBeenCalledTimes(1);
  });
});
