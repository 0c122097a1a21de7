// What the UI tests share: layers rendered to static markup and read back (test ids, tags, text), and a
// layer's DOM tree built in a probe render so that its handlers can be called like a browser's clicks.
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, vi } from 'vitest';

export const noop = () => {};

export const html = (el: ReactElement) => renderToStaticMarkup(el);

/** The data-testid of every <button> in the markup, in order; fails if a button has none or is not type="button". */
export function buttonIds(markup: string): string[] {
  const buttons = markup.match(/<button\b[^>]*>/g) ?? [];
  return buttons.map((tag) => {
    expect(tag).toContain('type="button"');
    const id = /data-testid="([^"]+)"/.exec(tag)?.[1];
    expect(id, `button without data-testid: ${tag}`).toBeDefined();
    return id ?? '';
  });
}

/** The data-testid of the outermost element. */
export const rootId = (markup: string) => /^<[a-z]+\b[^>]*data-testid="([^"]+)"/.exec(markup)?.[1];

/** The opening tag of the element with this test id. */
export function tag(markup: string, id: string): string {
  const found = new RegExp(`<[a-z]+\\b[^>]*data-testid="${id}"[^>]*>`).exec(markup)?.[0];
  expect(found, `no ${id}`).toBeDefined();
  return found ?? '';
}

/** The markup of the element with this test id, from its opening tag up to the next `</${end}>`. */
export function part(markup: string, id: string, end: string): string {
  const at = markup.search(new RegExp(`<[a-z]+\\b[^>]*data-testid="${id}"`));
  expect(at, `no ${id}`).toBeGreaterThanOrEqual(0);
  const rest = markup.slice(at);
  return rest.slice(0, rest.indexOf(`</${end}>`));
}

/** Plain text of a piece of markup. */
export const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A DOM element of a layer as React would create it. */
export interface HostNode {
  type: string;
  props: Record<string, unknown>;
  children: HostNode[];
}

/** Expands function components down to DOM elements (calling them inside one render, so hooks work). */
export function expand(node: ReactNode): HostNode[] {
  if (Array.isArray(node)) return node.flatMap(expand);
  if (!isValidElement(node)) return [];
  const el = node as ReactElement<Record<string, unknown>>;
  if (typeof el.type === 'function') return expand((el.type as (p: unknown) => ReactNode)(el.props));
  const children = expand(el.props.children as ReactNode);
  return typeof el.type === 'string' ? [{ type: el.type, props: el.props, children }] : children;
}

/** A layer's DOM tree, built during a server render of a probe; its handlers can be called. */
export function tree(el: ReactElement): HostNode[] {
  let out: HostNode[] = [];
  function Probe() {
    out = expand(el);
    return null;
  }
  renderToStaticMarkup(<Probe />);
  return out;
}

/** The first node with this test id, depth first. */
export function byTestId(nodes: HostNode[], id: string): HostNode | undefined {
  for (const n of nodes) {
    if (n.props['data-testid'] === id) return n;
    const inner = byTestId(n.children, id);
    if (inner) return inner;
  }
  return undefined;
}

/** Clicks the button like a browser would. */
export function click(node: HostNode | undefined) {
  expect(node, 'no such button').toBeDefined();
  const onClick = node?.props.onClick;
  if (typeof onClick === 'function') (onClick as () => void)();
}

/** Renders with the clock at 0 ms; `advance` moves it on. */
export function fakeClock() {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  return {
    advance: (ms: number) => {
      now += ms;
    },
  };
}
