// Where there is no page, the test hook lists the buttons from the canvas's controls (src/app/canvasButtons.ts).
import { describe, expect, it } from 'vitest';
import { canvasButtons } from '../../../src/app/canvasButtons';
import { createControlRegistry } from '../../../src/ui/canvas/controls';

describe('canvas buttons', () => {
  it('lists the buttons and switches that take a tap, placed in window px as the stage is', () => {
    const controls = createControlRegistry();
    controls.setGroup({ id: 'menu' });
    controls.set({
      id: 'menu-start',
      role: 'button',
      name: 'Level 1',
      group: 'menu',
      box: { x: 100, y: 600, width: 200, height: 80 },
    });
    controls.set({
      id: 'sound',
      role: 'switch',
      name: 'Sound',
      group: 'menu',
      box: { x: 0, y: 0, width: 50, height: 50 },
      disabled: true,
    });
    controls.set({
      id: 'title',
      role: 'text',
      name: 'Candy Puzzle',
      group: 'menu',
      box: { x: 0, y: 100, width: 300, height: 90 },
    });
    controls.set({
      id: 'hidden',
      role: 'button',
      name: 'Under',
      group: 'menu',
      box: { x: 0, y: 0, width: 10, height: 10 },
      onTop: () => false,
    });
    const fit = { scale: 0.5, offsetX: 10, offsetY: 20, topShift: 0 };
    expect(canvasButtons(controls, fit)).toEqual([
      { id: 'menu-start', name: 'Level 1', x: 60, y: 320, width: 100, height: 40, disabled: false },
      { id: 'sound', name: 'Sound', x: 10, y: 20, width: 25, height: 25, disabled: true },
    ]);
  });

  it('leaves out the buttons of a group under a dialog (inert)', () => {
    const controls = createControlRegistry();
    controls.setGroup({ id: 'menu', inert: true });
    controls.setGroup({ id: 'exit', dialog: true });
    controls.set({
      id: 'menu-start',
      role: 'button',
      name: 'Level 1',
      group: 'menu',
      box: { x: 0, y: 0, width: 100, height: 40 },
    });
    controls.set({
      id: 'exit-resume',
      role: 'button',
      name: 'Resume',
      group: 'exit',
      box: { x: 0, y: 0, width: 100, height: 40 },
    });
    const ids = canvasButtons(controls, { scale: 1, offsetX: 0, offsetY: 0, topShift: 0 }).map((b) => b.id);
    expect(ids).toEqual(['exit-resume']);
  });
});
