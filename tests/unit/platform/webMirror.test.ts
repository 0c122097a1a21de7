// @vitest-environment jsdom
// The accessibility mirror written with the DOM alone: what a canvas layer lists (src/ui/canvas/controls.ts)
// becomes named elements over the same boxes, buttons a keyboard presses through the registry, switches,
// dialogs (modal: what lies under the top one is inert), inert groups, and elements kept across changes so a
// focused button keeps its focus; the design box follows the stage's fit.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountMirror } from '../../../src/platform/webMirror';
import { createControlRegistry } from '../../../src/ui/canvas/controls';

const removals: (() => void)[] = [];
afterEach(() => {
  for (const remove of removals.splice(0)) remove();
  document.body.innerHTML = '';
});

const settled = () => new Promise<void>((resolve) => queueMicrotask(resolve));

function mount() {
  const registry = createControlRegistry();
  const host = document.createElement('div');
  document.body.append(host);
  const mirror = mountMirror(host, registry, { scale: 0.5, offsetX: 8, offsetY: 20 }, { width: 750, height: 1484 });
  removals.push(() => mirror.remove());
  const el = (id: string) => host.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  return { registry, host, el, mirror };
}

const box = { x: 0, y: 0, width: 10, height: 10 };

describe('the DOM mirror of the canvas', () => {
  it('puts a named element over each control, in its group, where the canvas draws it', async () => {
    const { registry, el } = mount();
    registry.setGroup({ id: 'hud' });
    registry.set({
      id: 'hud-exit',
      role: 'button',
      name: 'Pause',
      group: 'hud',
      box: { x: 20, y: 60, width: 110, height: 112 },
      press: () => {},
    });
    registry.set({ id: 'hud-timer', role: 'timer', name: 'Time left', text: '2:59', group: 'hud', box });
    registry.set({ id: 'hud-level', role: 'text', name: 'Level 3', group: 'hud', box });
    registry.set({ id: 'tap-hint', role: 'img', name: 'Tap the screw!', group: 'tap-hint-layer', box });
    await settled();
    const button = el('hud-exit')!;
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('aria-label')).toBe('Pause');
    expect([button.style.left, button.style.top, button.style.width, button.style.height]).toEqual([
      '20px',
      '60px',
      '110px',
      '112px',
    ]);
    expect(button.closest('[data-testid="hud"]')).not.toBeNull();
    expect(el('hud-timer')!.getAttribute('role')).toBe('timer');
    expect(el('hud-timer')!.textContent).toBe('2:59');
    expect(el('hud-level')!.textContent).toBe('Level 3');
    expect(el('tap-hint')!.getAttribute('role')).toBe('img');
    for (const id of ['hud-exit', 'hud-timer', 'hud-level', 'tap-hint'])
      expect(el(id)!.className).toContain('a11y-mirror__node');
  });

  it('places the design box at the fit, and moves it when told', () => {
    const { el, mirror } = mount();
    const root = el('a11y-mirror')!;
    expect(root.style.transform).toBe('translate(8px, 20px) scale(0.5)');
    expect([root.style.width, root.style.height]).toEqual(['750px', '1484px']);
    mirror.place({ scale: 1, offsetX: 0, offsetY: 0 });
    expect(root.style.transform).toBe('translate(0px, 0px) scale(1)');
  });

  it('a click presses the current press through the registry; a disabled one does nothing', async () => {
    const { registry, el } = mount();
    const first = vi.fn();
    const second = vi.fn();
    registry.set({ id: 'hud-hint', role: 'button', name: 'Hint 3', group: 'hud', box, press: first });
    await settled();
    registry.set({ id: 'hud-hint', role: 'button', name: 'Hint 3', group: 'hud', box, press: second });
    el('hud-hint')!.click();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    registry.set({ id: 'hud-hint', role: 'button', name: 'Hint 3', group: 'hud', box, press: second, disabled: true });
    await settled();
    expect(el('hud-hint')!.getAttribute('aria-disabled')).toBe('true');
    el('hud-hint')!.click();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('keeps a focused button (and its focus) while its layer changes around it', async () => {
    const { registry, el } = mount();
    registry.set({ id: 'a', role: 'button', name: 'A', group: 'menu', box, press: () => {} });
    registry.set({ id: 'b', role: 'button', name: 'B', group: 'menu', box, press: () => {} });
    await settled();
    const b = el('b')!;
    b.focus();
    registry.remove('a');
    registry.set({ id: 'b', role: 'button', name: 'B!', group: 'menu', box: { ...box, x: 5 }, press: () => {} });
    registry.set({ id: 'c', role: 'button', name: 'C', group: 'menu', box, press: () => {} });
    await settled();
    expect(el('b')).toBe(b);
    expect(document.activeElement).toBe(b);
    expect(b.getAttribute('aria-label')).toBe('B!');
    expect(el('a')).toBeNull();
    expect([...el('menu')!.children].map((c) => c.getAttribute('data-testid'))).toEqual(['b', 'c']);
  });

  it("tells a control when its element takes the keyboard's focus (a list scrolls its row into view)", async () => {
    const { registry, el } = mount();
    const focus = vi.fn();
    registry.set({ id: 'task-claim-3', role: 'button', name: 'Claim', group: 'tasks', box, press: () => {}, focus });
    await settled();
    el('task-claim-3')!.focus();
    expect(focus).toHaveBeenCalledTimes(1);
  });

  it('announces switches on or off, and the chosen button of a picker with its language', async () => {
    const { registry, el } = mount();
    const toggle = vi.fn();
    const music = {
      id: 'settings-music',
      role: 'switch',
      name: 'Music',
      group: 'settings',
      box,
      press: toggle,
    } as const;
    registry.set({ ...music, checked: true });
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
    await settled();
    const node = el('settings-music')!;
    expect(node.tagName).toBe('BUTTON');
    expect(node.getAttribute('role')).toBe('switch');
    expect(node.getAttribute('aria-checked')).toBe('true');
    node.click();
    expect(toggle).toHaveBeenCalledTimes(1);
    registry.set({ ...music, checked: false });
    await settled();
    expect(el('settings-music')!.getAttribute('aria-checked')).toBe('false');
    expect(el('language-de_DE')!.getAttribute('aria-pressed')).toBe('true');
    expect(el('language-de_DE')!.getAttribute('lang')).toBe('de-DE');
  });

  it('announces a popup as a modal dialog; what lies under it, and an inert group, are out of reach', async () => {
    const { registry, el, host } = mount();
    registry.setGroup({ id: 'menu', inert: true });
    registry.set({ id: 'menu-start', role: 'button', name: 'Start', group: 'menu', box, press: () => {} });
    registry.setGroup({ id: 'hud' });
    registry.set({ id: 'hud-exit', role: 'button', name: 'Pause', group: 'hud', box, press: () => {} });
    registry.setGroup({ id: 'exit', name: 'Paused', dialog: true });
    registry.set({ id: 'exit-resume', role: 'button', name: 'Resume', group: 'exit', box, press: () => {} });
    await settled();
    const dialog = el('exit')!;
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-label')).toBe('Paused');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(el('hud')!.hasAttribute('inert')).toBe(true);
    expect(el('menu')!.hasAttribute('inert')).toBe(true);
    expect(el('menu')!.getAttribute('aria-hidden')).toBe('true');
    expect(dialog.hasAttribute('inert')).toBe(false);
    registry.remove('exit-resume');
    registry.removeGroup('exit');
    await settled();
    expect(el('exit')).toBeNull();
    expect(el('hud')!.hasAttribute('inert')).toBe(false);
    expect(host.querySelectorAll('[data-canvas-control]')).toHaveLength(2);
  });

  it('leaves the page as it found it when removed', async () => {
    const { registry, host, mirror } = mount();
    mirror.remove();
    registry.set({ id: 'late', role: 'button', name: 'Late', group: 'menu', box, press: () => {} });
    await settled();
    expect(host.children).toHaveLength(0);
  });
});
