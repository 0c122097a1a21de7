// @vitest-environment jsdom
// The designers' debug panel: a slider and number box per tuned field, level picker, overlay switch,
// "Copy JSON" with its brief "Copied", "Reset" to the variant's values, and folding away.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_MS, DebugPanel, type DebugPanelProps } from '../../../src/devtools/DebugPanel';
import {
  DEBUG_FIELDS,
  DEBUG_RANGES,
  tuningFromVariant,
  tuningToVariantJson,
  type DebugTuning,
} from '../../../src/devtools/debugTuning';
import { screwVariant } from '../../../src/variants/screw';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLDivElement;

beforeEach(() => {
  host = document.createElement('div');
  document.body.appendChild(host);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

type Spies = {
  onChange: ReturnType<typeof vi.fn<(patch: Partial<DebugTuning>) => void>>;
  onPickLevel: ReturnType<typeof vi.fn<(n: number) => void>>;
  onOverlay: ReturnType<typeof vi.fn<(on: boolean) => void>>;
  onCopy: ReturnType<typeof vi.fn<(json: string) => void | Promise<void>>>;
};

/** Renders the panel around a live tuning state, as the app would hold it. */
function mount(extra: Partial<DebugPanelProps> = {}): Spies {
  const spies: Spies = {
    onChange: vi.fn<(patch: Partial<DebugTuning>) => void>(),
    onPickLevel: vi.fn<(n: number) => void>(),
    onOverlay: vi.fn<(on: boolean) => void>(),
    onCopy: vi.fn<(json: string) => void | Promise<void>>(),
  };
  function Host() {
    const [tuning, setTuning] = useState(() => tuningFromVariant(screwVariant));
    const [overlay, setOverlay] = useState(false);
    return (
      <DebugPanel
        tuning={tuning}
        onChange={(patch) => {
          spies.onChange(patch);
          setTuning((t) => ({ ...t, ...patch }));
        }}
        levelCount={20}
        currentLevel={2}
        onPickLevel={spies.onPickLevel}
        overlay={overlay}
        onOverlay={(on) => {
          spies.onOverlay(on);
          setOverlay(on);
        }}
        onCopy={spies.onCopy}
        variant={screwVariant}
        {...extra}
      />
    );
  }
  root = createRoot(host);
  act(() => root!.render(<Host />));
  return spies;
}

const byId = <T extends HTMLElement = HTMLElement>(id: string): T => {
  const el = document.querySelector<T>(`[data-testid="${id}"]`);
  if (!el) throw new Error(`no element with data-testid="${id}"`);
  return el;
};

/** Types a value into an input the way a browser does (React listens to 'input'). */
function type(el: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function choose(el: HTMLSelectElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(el, value);
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const click = (el: HTMLElement) => act(() => el.click());

describe('debug panel', () => {
  it('shows a slider and a number box for every field, with the variant values, on the page body', () => {
    mount();
    const panel = byId('debug-panel');
    expect(panel.parentElement).toBe(document.body);
    expect(host.contains(panel)).toBe(false);
    const t = tuningFromVariant(screwVariant);
    for (const f of DEBUG_FIELDS) {
      const box = byId<HTMLInputElement>(`debug-${f}`);
      expect(box.type).toBe('number');
      expect(Number(box.value)).toBeCloseTo(t[f], 6);
      const slider = byId<HTMLInputElement>(`debug-${f}-range`);
      expect(slider.type).toBe('range');
      expect(Number(slider.min)).toBe(DEBUG_RANGES[f].min);
      expect(Number(slider.max)).toBe(DEBUG_RANGES[f].max);
      // The label names the field and its unit.
      const label = document.querySelector(`label[for="${box.id}"]`)!.textContent!;
      expect(label).toContain(DEBUG_RANGES[f].label);
      if (DEBUG_RANGES[f].unit) expect(label).toContain(DEBUG_RANGES[f].unit);
    }
    for (const id of ['debug-level', 'debug-level-go', 'debug-overlay', 'debug-copy', 'debug-reset', 'debug-toggle'])
      expect(byId(id)).toBeTruthy();
  });

  it('applies a typed value at once when it is in range', () => {
    const spies = mount();
    type(byId('debug-countdownSeconds'), '30');
    expect(spies.onChange).toHaveBeenLastCalledWith({ countdownSeconds: 30 });
    type(byId('debug-gravity'), '1200');
    expect(spies.onChange).toHaveBeenLastCalledWith({ gravity: 1200 });
    expect(byId<HTMLInputElement>('debug-gravity-range').value).toBe('1200');
  });

  it('waits for Enter or leaving the box before clamping an out-of-range value', () => {
    const spies = mount();
    const box = byId<HTMLInputElement>('debug-countdownSeconds');
    type(box, '1');
    expect(spies.onChange).not.toHaveBeenCalled();
    expect(box.value).toBe('1');
    act(() => box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(spies.onChange).toHaveBeenLastCalledWith({ countdownSeconds: DEBUG_RANGES.countdownSeconds.min });
    expect(box.value).toBe(String(DEBUG_RANGES.countdownSeconds.min));

    const tray = byId<HTMLInputElement>('debug-traySlots');
    act(() => tray.focus());
    type(tray, '12');
    act(() => tray.blur());
    expect(spies.onChange).toHaveBeenLastCalledWith({ traySlots: 7 });
  });

  it('clamps and rounds what the slider gives', () => {
    const spies = mount();
    type(byId('debug-substeps-range'), '3');
    expect(spies.onChange).toHaveBeenLastCalledWith({ substeps: 3 });
    expect(byId<HTMLInputElement>('debug-substeps').value).toBe('3');
  });

  it('picks a level with the select and Go', () => {
    const spies = mount();
    const select = byId<HTMLSelectElement>('debug-level');
    expect(select.value).toBe('2');
    expect(select.options).toHaveLength(20);
    choose(select, '7');
    expect(spies.onPickLevel).not.toHaveBeenCalled();
    click(byId('debug-level-go'));
    expect(spies.onPickLevel).toHaveBeenCalledWith(7);
  });

  it('picks a big level (outside the ladder) with its own select and Go; none where the variant has none', () => {
    const onPickBigLevel = vi.fn<(n: number) => void>();
    mount({ bigLevelCount: 5, onPickBigLevel });
    const select = byId<HTMLSelectElement>('debug-big-level');
    expect(select.options).toHaveLength(5);
    choose(select, '5');
    click(byId('debug-big-level-go'));
    expect(onPickBigLevel).toHaveBeenCalledWith(5);
    act(() => root?.unmount());
    root = null;
    mount({ bigLevelCount: 0, onPickBigLevel });
    expect(document.querySelector('[data-testid="debug-big-level"]')).toBeNull();
  });

  it('turns the overlay on and off', () => {
    const spies = mount();
    const box = byId<HTMLInputElement>('debug-overlay');
    expect(box.checked).toBe(false);
    click(box);
    expect(spies.onOverlay).toHaveBeenLastCalledWith(true);
    expect(box.checked).toBe(true);
    click(box);
    expect(spies.onOverlay).toHaveBeenLastCalledWith(false);
  });

  it('copies the tuned values as variant JSON and says "Copied" briefly', async () => {
    vi.useFakeTimers();
    const spies = mount();
    type(byId('debug-reviveSeconds'), '45');
    await act(async () => byId('debug-copy').click());
    const expected = tuningToVariantJson({ ...tuningFromVariant(screwVariant), reviveSeconds: 45 }, screwVariant);
    expect(spies.onCopy).toHaveBeenCalledWith(expected);
    expect(JSON.parse(spies.onCopy.mock.calls[0]![0]).reviveSeconds).toBe(45);
    expect(byId('debug-copy').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(COPIED_MS + 10));
    expect(byId('debug-copy').textContent).toBe('Copy JSON');
  });

  it('says so when the copy fails', async () => {
    mount({ onCopy: () => Promise.reject(new Error('denied')) });
    await act(async () => byId('debug-copy').click());
    expect(byId('debug-copy').textContent).toBe('Copy failed');
  });

  it("resets to the variant's values, or to the given defaults", () => {
    const spies = mount();
    type(byId('debug-gravity'), '500');
    click(byId('debug-reset'));
    expect(spies.onChange).toHaveBeenLastCalledWith(tuningFromVariant(screwVariant));
    expect(Number(byId<HTMLInputElement>('debug-gravity').value)).toBe(screwVariant.physics.gravity);

    act(() => root?.unmount());
    const defaults = { ...tuningFromVariant(screwVariant), traySlots: 6 };
    const again = mount({ defaults });
    click(byId('debug-reset'));
    expect(again.onChange).toHaveBeenLastCalledWith(defaults);
  });

  it('folds to its title bar and opens again', () => {
    mount();
    const toggle = byId('debug-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('[data-testid="debug-gravity"]')).toBeNull();
    expect(byId('debug-panel').classList.contains('is-collapsed')).toBe(true);
    click(toggle);
    expect(byId('debug-gravity')).toBeTruthy();
  });

  it('renders in place when asked', () => {
    mount({ inline: true });
    expect(host.contains(byId('debug-panel'))).toBe(true);
  });

  it('is a fixed corner panel that takes taps only over itself', () => {
    const css = readFileSync(resolve(process.cwd(), 'src/devtools/debugPanel.css'), 'utf8');
    const rule = /\.debug-panel\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/position:\s*fixed/);
    expect(rule).toMatch(/top:/);
    expect(rule).toMatch(/right:/);
    expect(rule).not.toMatch(/inset:|left:|bottom:/);
    expect(rule).toMatch(/monospace/);
  });
});
