// Spec 2: the daily-challenge calendar page. Static markup for what it shows; for taps, the layer's tree
// is expanded down to DOM elements inside one server render (no DOM needed) and their handlers called.
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markCompleted, type CompletedDays, type DayKey } from '../../../src/core/calendar';
import { CalendarLayer, type CalendarLayerProps } from '../../../src/ui';

const noop = () => {};
const today: DayKey = { year: 2026, month: 11, day: 18 };
// November 2026 starts on a Sunday: Monday-first, day 1 sits in cell 6.
const completed: CompletedDays = [3, 10, 18].reduce<CompletedDays>(
  (t, day) => markCompleted(t, { year: 2026, month: 11, day }),
  {},
);
const props = (over: Partial<CalendarLayerProps> = {}): CalendarLayerProps => ({
  year: 2026,
  month: 11,
  today: { ...today, day: 19 },
  completed,
  onPlay: noop,
  onPage: noop,
  onClose: noop,
  ...over,
});

interface HostNode {
  type: string;
  props: Record<string, unknown>;
  children: HostNode[];
}

/** Expands function components down to DOM elements (calling them inside one render, so hooks work). */
function expand(node: ReactNode): HostNode[] {
  if (Array.isArray(node)) return node.flatMap(expand);
  if (!isValidElement(node)) return [];
  const el = node as ReactElement<Record<string, unknown>>;
  if (typeof el.type === 'function') return expand((el.type as (p: unknown) => ReactNode)(el.props));
  const children = expand(el.props.children as ReactNode);
  return typeof el.type === 'string' ? [{ type: el.type, props: el.props, children }] : children;
}

/** The layer's DOM tree, built during a server render of a probe. */
function tree(p: CalendarLayerProps): HostNode[] {
  let out: HostNode[] = [];
  function Probe() {
    out = expand(<CalendarLayer {...p} />);
    return null;
  }
  renderToStaticMarkup(<Probe />);
  return out;
}

function all(nodes: HostNode[]): HostNode[] {
  return nodes.flatMap((n) => [n, ...all(n.children)]);
}

function byTestId(nodes: HostNode[], id: string): HostNode {
  const found = all(nodes).find((n) => n.props['data-testid'] === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
}

/** Clicks like a browser would: disabled buttons take no clicks. */
function click(node: HostNode) {
  if (node.props.disabled) return;
  const onClick = node.props.onClick;
  if (typeof onClick === 'function') (onClick as () => void)();
}

/** Renders with the clock at 0 ms, then returns a tap that happens 1 s later (past the entrance cooldown). */
function laterClock() {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  return {
    advance: (ms: number) => {
      now += ms;
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('calendar markup', () => {
  const markup = renderToStaticMarkup(<CalendarLayer {...props()} />);
  const cells = markup.match(/class="calendar-day [^"]*"[^>]*data-status="[a-z]+"/g) ?? [];

  it('root "calendar", title with the month and year, weekday row Monday first', () => {
    expect(markup).toMatch(/^<div class="layer layer--modal calendar-layer" data-testid="calendar"/);
    expect(markup).toContain('November 2026');
    expect(markup.match(/class="calendar-weekday">(\w+)</g)?.map((s) => s.slice(-4, -1))).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
  });

  it('42 cells: hidden placeholders outside the month keep the grid shape', () => {
    expect(cells).toHaveLength(42);
    expect(markup.match(/data-status="hidden"/g)).toHaveLength(12);
    expect(markup.match(/data-testid="calendar-day-\d+"/g)).toHaveLength(30);
    // The first six cells (Mon..Sat before Sunday the 1st) are placeholders, not buttons.
    expect(markup).toMatch(/<span class="calendar-day calendar-day--hidden" data-index="5" data-status="hidden"/);
    expect(markup).toMatch(/data-testid="calendar-day-1" data-index="6"/);
  });

  it('statuses: red open past days, green done days with a mark, today, grey future days', () => {
    const status = (d: number) =>
      new RegExp(`data-testid="calendar-day-${d}" data-index="\\d+" data-status="(\\w+)"`).exec(markup)?.[1];
    expect(status(1)).toBe('open');
    expect(status(3)).toBe('done');
    expect(status(18)).toBe('done');
    expect(status(19)).toBe('today');
    expect(status(20)).toBe('future');
    expect(status(30)).toBe('future');
    expect(markup).toMatch(
      /aria-label="November 3, completed" disabled=""><span class="calendar-day__number">3<\/span><svg/,
    );
    expect(markup).toMatch(/aria-label="November 20, not yet available" disabled=""/);
    expect(markup).toContain('aria-label="November 19, today, play"');
    expect(markup).toContain('aria-label="November 2, play"');
  });

  it('"N of M days completed this month"', () => {
    expect(markup).toMatch(/data-testid="calendar-progress">3 of 30 days completed this month</);
    const feb = renderToStaticMarkup(
      <CalendarLayer {...props({ year: 2024, month: 2, today: { year: 2024, month: 3, day: 1 } })} />,
    );
    expect(feb).toContain('>0 of 29 days completed this month<');
  });

  it('a close button and two paging arrows, all with test ids', () => {
    expect(markup).toContain('data-testid="calendar-close"');
    expect(markup).toMatch(/data-testid="calendar-prev"[^>]*aria-label="Previous month"/);
    expect(markup).toMatch(/data-testid="calendar-next"[^>]*aria-label="Next month"[^>]*disabled=""/);
    for (const tag of markup.match(/<button\b[^>]*>/g) ?? []) {
      expect(tag).toContain('type="button"');
      expect(tag).toMatch(/data-testid="calendar-[a-z0-9-]+"/);
    }
  });

  it('Sunday-first weeks when asked', () => {
    const sunday = renderToStaticMarkup(<CalendarLayer {...props({ weekStart: 0 })} />);
    expect(sunday).toMatch(/class="calendar-weekday">Sun</);
    expect(sunday).toMatch(/data-testid="calendar-day-1" data-index="0"/);
  });
});

describe('calendar taps', () => {
  it('tapping a red open day plays that day', () => {
    const clock = laterClock();
    const onPlay = vi.fn();
    const nodes = tree(props({ onPlay }));
    clock.advance(1000);
    click(byTestId(nodes, 'calendar-day-5'));
    expect(onPlay).toHaveBeenCalledWith({ year: 2026, month: 11, day: 5 });
  });

  it('tapping today plays today', () => {
    const clock = laterClock();
    const onPlay = vi.fn();
    const nodes = tree(props({ onPlay }));
    clock.advance(1000);
    click(byTestId(nodes, 'calendar-day-19'));
    expect(onPlay).toHaveBeenCalledWith({ year: 2026, month: 11, day: 19 });
  });

  it('done, future and hidden cells take no taps', () => {
    const clock = laterClock();
    const onPlay = vi.fn();
    const nodes = tree(props({ onPlay }));
    for (const id of ['calendar-day-3', 'calendar-day-18', 'calendar-day-20', 'calendar-day-30']) {
      clock.advance(1000);
      const node = byTestId(nodes, id);
      expect(node.props.disabled).toBe(true);
      expect(node.props.onClick).toBeUndefined();
      click(node);
    }
    const hidden = all(nodes).filter((n) => n.props['data-status'] === 'hidden');
    expect(hidden).toHaveLength(12);
    for (const n of hidden) {
      expect(n.type).toBe('span');
      expect(n.props.onClick).toBeUndefined();
    }
    expect(onPlay).not.toHaveBeenCalled();
  });

  it('taps share the 0.3 s cooldown: during the entrance and right after a tap they are ignored', () => {
    const clock = laterClock();
    const onPlay = vi.fn();
    const nodes = tree(props({ onPlay }));
    clock.advance(100);
    click(byTestId(nodes, 'calendar-day-1'));
    expect(onPlay).not.toHaveBeenCalled();
    clock.advance(300);
    click(byTestId(nodes, 'calendar-day-1'));
    clock.advance(100);
    click(byTestId(nodes, 'calendar-day-2'));
    expect(onPlay).toHaveBeenCalledTimes(1);
    clock.advance(300);
    click(byTestId(nodes, 'calendar-day-2'));
    expect(onPlay).toHaveBeenCalledTimes(2);
  });

  it('paging arrows call onPage, and are disabled at the limits', () => {
    const clock = laterClock();
    const onPage = vi.fn();
    // November 2026 is the current month: forward is disabled, back is allowed.
    let nodes = tree(props({ onPage }));
    expect(byTestId(nodes, 'calendar-next').props.disabled).toBe(true);
    expect(byTestId(nodes, 'calendar-prev').props.disabled).toBe(false);
    clock.advance(1000);
    click(byTestId(nodes, 'calendar-next'));
    expect(onPage).not.toHaveBeenCalled();
    click(byTestId(nodes, 'calendar-prev'));
    expect(onPage).toHaveBeenCalledWith(-1);

    // January of the previous year is the oldest page: back is disabled, forward allowed.
    nodes = tree(props({ year: 2025, month: 1, onPage }));
    expect(byTestId(nodes, 'calendar-prev').props.disabled).toBe(true);
    expect(byTestId(nodes, 'calendar-next').props.disabled).toBe(false);
    clock.advance(1000);
    click(byTestId(nodes, 'calendar-next'));
    expect(onPage).toHaveBeenLastCalledWith(1);
    expect(onPage).toHaveBeenCalledTimes(2);
  });

  it('a month of the previous year with nothing completed is all red and can page both ways', () => {
    const nodes = tree(props({ year: 2025, month: 6, completed: {} }));
    const statuses = all(nodes)
      .map((n) => n.props['data-status'])
      .filter((s) => s !== undefined && s !== 'hidden');
    expect(new Set(statuses)).toEqual(new Set(['open']));
    expect(byTestId(nodes, 'calendar-prev').props.disabled).toBe(false);
    expect(byTestId(nodes, 'calendar-next').props.disabled).toBe(false);
  });

  it('close calls onClose', () => {
    const clock = laterClock();
    const onClose = vi.fn();
    const nodes = tree(props({ onClose }));
    clock.advance(1000);
    click(byTestId(nodes, 'calendar-close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
