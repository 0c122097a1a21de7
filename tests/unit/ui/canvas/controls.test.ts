import { describe, expect, it, vi } from 'vitest';
import { createControlRegistry, type CanvasControl } from '../../../../src/ui/canvas/controls';

const button = (id: string, more: Partial<CanvasControl> = {}): CanvasControl => ({
  id,
  role: 'button',
  name: id,
  group: 'hud',
  box: { x: 0, y: 0, width: 80, height: 80 },
  press: () => {},
  ...more,
});

describe('the canvas control registry', () => {
  it('lists controls by group, groups in the order they came', () => {
    const registry = createControlRegistry();
    registry.setGroup({ id: 'hud', name: 'Game' });
    registry.set(button('hud-exit'));
    registry.set(button('exit-resume', { group: 'exit' }));
    registry.setGroup({ id: 'exit', name: 'Paused', dialog: true });
    registry.set(button('hud-hint'));
    expect(registry.groups().map((g) => [g.group.id, g.group.dialog ?? false, g.controls.map((c) => c.id)])).toEqual([
      ['hud', false, ['hud-exit', 'hud-hint']],
      ['exit', true, ['exit-resume']],
    ]);
    expect(registry.list().map((c) => c.id)).toEqual(['hud-exit', 'hud-hint', 'exit-resume']);
  });

  it('shows a control whose group was never set in a plain group of that name', () => {
    const registry = createControlRegistry();
    registry.set(button('tap-hint', { role: 'img', group: 'tap-hint-layer', press: undefined }));
    expect(registry.groups()).toEqual([
      { group: { id: 'tap-hint-layer' }, controls: [expect.objectContaining({ id: 'tap-hint' })] },
    ]);
  });

  it('tells its readers of what they would see change, not of a new press function', () => {
    const registry = createControlRegistry();
    const listener = vi.fn();
    registry.subscribe(listener);
    registry.set(button('hud-exit'));
    expect(listener).toHaveBeenCalledTimes(1);
    const before = registry.groups();
    registry.set(button('hud-exit'));
    expect(listener).toHaveBeenCalledTimes(1);
    // The same list for a reader (React's external store needs the same snapshot when nothing changed).
    expect(registry.groups()).toBe(before);
    registry.set(button('hud-exit', { name: 'Pause' }));
    registry.set(button('hud-exit', { name: 'Pause', disabled: true }));
    registry.set(button('hud-exit', { name: 'Pause', disabled: true, box: { x: 1, y: 0, width: 80, height: 80 } }));
    expect(listener).toHaveBeenCalledTimes(4);
    expect(registry.groups()).not.toBe(before);
    registry.remove('hud-exit');
    registry.remove('hud-exit');
    expect(listener).toHaveBeenCalledTimes(5);
    expect(registry.list()).toEqual([]);
  });

  it("tells its readers of a switch's new state and of a new language, and presses a switch like a button", () => {
    const registry = createControlRegistry();
    const listener = vi.fn();
    registry.subscribe(listener);
    const toggle = vi.fn();
    registry.set(button('settings-music', { role: 'switch', checked: true, press: toggle }));
    registry.set(button('settings-music', { role: 'switch', checked: true, press: toggle }));
    expect(listener).toHaveBeenCalledTimes(1);
    registry.set(button('settings-music', { role: 'switch', checked: false, press: toggle }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(registry.get('settings-music')?.checked).toBe(false);
    registry.set(button('settings-music', { role: 'switch', checked: false, press: toggle, lang: 'de-DE' }));
    expect(listener).toHaveBeenCalledTimes(3);
    expect(registry.press('settings-music')).toBe(true);
    expect(toggle).toHaveBeenCalledTimes(1);
  });

  it('presses the current press of a button, never a disabled one or a text', () => {
    const registry = createControlRegistry();
    const first = vi.fn();
    const second = vi.fn();
    registry.set(button('hud-exit', { press: first }));
    registry.set(button('hud-exit', { press: second }));
    expect(registry.press('hud-exit')).toBe(true);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    registry.set(button('hud-exit', { press: second, disabled: true }));
    expect(registry.press('hud-exit')).toBe(false);
    registry.set({
      id: 'hud-timer',
      role: 'timer',
      name: 'Time left',
      text: '0:42',
      group: 'hud',
      box: { x: 0, y: 0, width: 1, height: 1 },
    });
    expect(registry.press('hud-timer')).toBe(false);
    expect(registry.press('nothing')).toBe(false);
  });

  it('a listener that stops listening is not called again', () => {
    const registry = createControlRegistry();
    const listener = vi.fn();
    const stop = registry.subscribe(listener);
    stop();
    registry.set(button('a'));
    registry.setGroup({ id: 'g' });
    registry.removeGroup('g');
    expect(listener).not.toHaveBeenCalled();
  });
});
