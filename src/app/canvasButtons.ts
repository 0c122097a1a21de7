// The buttons a tap would reach, read from the canvas's control list instead of the page's mirror: where there is
// no page (a mini-game runtime, issue 13's DOM-less harness) the test hook lists them from here, so that tests
// press buttons by their place as a player does.
import type { ButtonOnScreen } from '../platform/pageButtons';
import type { ControlRegistry } from '../ui/canvas/controls';
import type { StageFit } from '../ui/fitStage';

/**
 * The registry's buttons that take a tap now, in window px: not in an inert group (under a dialog), on top at
 * their centre (the control says so), with a box of some size. A busy or disabled one is listed as disabled.
 */
export function canvasButtons(controls: ControlRegistry, fit: StageFit): ButtonOnScreen[] {
  const out: ButtonOnScreen[] = [];
  for (const { group, controls: members } of controls.groups()) {
    if (group.inert) continue;
    for (const control of members) {
      if (control.role !== 'button' && control.role !== 'switch') continue;
      const { box } = control;
      const width = box.width * fit.scale;
      const height = box.height * fit.scale;
      if (width < 1 || height < 1 || !(control.onTop?.() ?? true)) continue;
      out.push({
        id: control.id,
        name: control.name,
        x: fit.offsetX + box.x * fit.scale,
        y: fit.offsetY + box.y * fit.scale,
        width,
        height,
        disabled: control.disabled ?? false,
      });
    }
  }
  return out;
}
