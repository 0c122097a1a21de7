// Variant A's reward loop as the player sees it: the task layer's chests and award (the win panel's coins,
// bonus and best time are pinned in tests/unit/ui/canvas/win.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TAP_COOLDOWN_MS } from '../../../src/ui';
import { TaskLayer, type TaskRow } from '../../../src/ui/TaskLayer';
import { byTestId, buttonIds, click, fakeClock, html, noop, part, text, tree } from './markup';

const LATER = DEFAULT_TAP_COOLDOWN_MS + 50;
afterEach(() => vi.restoreAllMocks());

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
