// @vitest-environment jsdom
// The accessibility mirror of the canvas layers: what a canvas layer lists (src/ui/canvas/controls.ts) becomes
// named DOM elements over the same boxes, buttons that a keyboard presses through the registry, dialogs for
// popups, and nothing that takes a pointer.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { A11yMirror } from '../../../src/ui/A11yMirror';
import { createControlRegistry } from '../../../src/ui/canvas/controls';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const unmounts: (() => void)[] = [];
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
  document.body.innerHTML = '';
});

function mountMirror() {
  const registry = createControlRegistry();
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(<A11yMirror controls={registry} />));
  unmounts.push(() => act(() => root.unmount()));
  const el = (id: string) => host.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  return { registry, host, el };
}

describe('the accessibility mirror', () => {
  it('puts a named element over each control, in its group, where the canvas draws it', () => {
    const { registry, el } = mountMirror();
    const pause = vi.fn();
    act(() => {
      registry.setGroup({ id: 'hud' });
      registry.set({
        id: 'hud-exit',
        role: 'button',
        name: 'Pause',
        group: 'hud',
        box: { x: 20, y: 60, width: 110, height: 112 },
        press: pause,
      });
      registry.set({
        id: 'hud-timer',
        role: 'timer',
        name: 'Time left',
        text: '2:59',
        group: 'hud',
        box: { x: 300, y: 120, width: 180, height: 70 },
      });
      registry.set({
        id: 'hud-level',
        role: 'text',
        name: 'Level 3',
        group: 'hud',
        box: { x: 300, y: 60, width: 180, height: 60 },
      });
      registry.set({
        id: 'tap-hint',
        role: 'img',
        name: 'Tap the screw!',
        group: 'tap-hint-layer',
        box: { x: 0, y: 0, width: 320, height: 212 },
      });
    });
    const button = el('hud-exit')!;
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('aria-label')).toBe('Pause');
    expect(button.style.left).toBe('20px');
    expect(button.style.top).toBe('60px');
    expect(button.style.width).toBe('110px');
    expect(button.style.height).toBe('112px');
    expect(button.closest('[data-testid="hud"]')).not.toBeNull();
    expect(el('hud-timer')!.getAttribute('role')).toBe('timer');
    expect(el('hud-timer')!.textContent).toBe('2:59');
    expect(el('hud-level')!.textContent).toBe('Level 3');
    expect(el('tap-hint')!.getAttribute('role')).toBe('img');
    expect(el('tap-hint')!.getAttribute('aria-label')).toBe('Tap the screw!');
    // Every element lets the pointer through to the canvas (the stylesheet's .a11y-mirror__node).
    for (const id of ['hud-exit', 'hud-timer', 'hud-level', 'tap-hint'])
      expect(el(id)!.className).toContain('a11y-mirror__node');
  });

  it('a click (Enter or Space on the focused button) presses the current press; a disabled one does nothing', () => {
    const { registry, el } = mountMirror();
    const first = vi.fn();
    const second = vi.fn();
    const box = { x: 0, y: 0, width: 10, height: 10 };
    act(() => registry.set({ id: 'hud-hint', role: 'button', name: 'Hint 3', group: 'hud', box, press: first }));
    act(() => registry.set({ id: 'hud-hint', role: 'button', name: 'Hint 3', group: 'hud', box, press: second }));
    el('hud-hint')!.focus();
    expect(document.activeElement).toBe(el('hud-hint'));
    act(() => el('hud-hint')!.click());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    act(() =>
      registry.set({
        id: 'hud-hint',
        role: 'button',
        name: 'Hint 3',
        group: 'hud',
        box,
        press: second,
        disabled: true,
      }),
    );
    expect(el('hud-hint')!.getAttribute('aria-disabled')).toBe('true');
    act(() => el('hud-hint')!.click());
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('announces a switch as a switch, on or off, pressed by a click like a button', () => {
    const { registry, el } = mountMirror();
    const toggle = vi.fn();
    const box = { x: 300, y: 400, width: 170, height: 84 };
    const music = {
      id: 'settings-music',
      role: 'switch',
      name: 'Music',
      group: 'settings',
      box,
      press: toggle,
    } as const;
    act(() => registry.set({ ...music, checked: true }));
    const node = el('settings-music')!;
    expect(node.tagName).toBe('BUTTON');
    expect(node.getAttribute('role')).toBe('switch');
    expect(node.getAttribute('aria-checked')).toBe('true');
    expect(node.getAttribute('aria-label')).toBe('Music');
    expect(node.className).toContain('a11y-mirror__node');
    act(() => node.click());
    expect(toggle).toHaveBeenCalledTimes(1);
    act(() => registry.set({ ...music, checked: false }));
    expect(el('settings-music')!.getAttribute('aria-checked')).toBe('false');
    // A switch whose state is not given reads as off.
    act(() => registry.set({ ...music, id: 'settings-sound' }));
    expect(el('settings-sound')!.getAttribute('aria-checked')).toBe('false');
  });

  it('marks the chosen button of a picker as pressed, and gives words in another language their tag', () => {
    const { registry, el } = mountMirror();
    const box = { x: 0, y: 0, width: 10, height: 10 };
    act(() => {
      registry.set({
        id: 'language-de_DE',
        role: 'button',
        name: 'Deutsch',
        group: 'language',
        box,
        press: () => {},
        checked: true,
        lang: 'de-DE',
      });
      registry.set({
        id: 'language-hi_IN',
        role: 'button',
        name: 'हिन्दी',
        group: 'language',
        box,
        press: () => {},
        checked: false,
        lang: 'hi-IN',
      });
      registry.set({ id: 'hud-exit', role: 'button', name: 'Pause', group: 'hud', box, press: () => {} });
    });
    expect(el('language-de_DE')!.getAttribute('aria-pressed')).toBe('true');
    expect(el('language-de_DE')!.getAttribute('lang')).toBe('de-DE');
    expect(el('language-hi_IN')!.getAttribute('aria-pressed')).toBe('false');
    expect(el('language-hi_IN')!.getAttribute('lang')).toBe('hi-IN');
    expect(el('hud-exit')!.hasAttribute('aria-pressed')).toBe(false);
    expect(el('hud-exit')!.hasAttribute('lang')).toBe(false);
  });

  it('announces a popup as a dialog with its title, and follows controls as they come and go', () => {
    const { registry, el, host } = mountMirror();
    act(() => {
      registry.setGroup({ id: 'exit', name: 'Paused', dialog: true });
      registry.set({
        id: 'exit-resume',
        role: 'button',
        name: 'Resume',
        group: 'exit',
        box: { x: 0, y: 0, width: 1, height: 1 },
        press: () => {},
      });
    });
    const dialog = el('exit')!;
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-label')).toBe('Paused');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    act(() => {
      registry.remove('exit-resume');
      registry.removeGroup('exit');
    });
    expect(host.querySelector('[data-canvas-control]')).toBeNull();
    expect(el('exit')).toBeNull();
  });
});
