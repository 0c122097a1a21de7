// A canvas layer's button, text or picture joins the canvas's list of controls (controls.ts) while it is
// on screen, so that keyboards, screen readers and the test hook find it.
import { useLayoutEffect } from 'react';
import { useCanvasUi } from './canvasUi';
import type { CanvasControl, ControlGroup } from './controls';

/** Keeps `control` in the canvas's list while the calling component is drawn (null: not now). */
export function useControl(control: CanvasControl | null): void {
  const { controls } = useCanvasUi();
  // Every render: a label, a box or a press may have changed (the registry tells readers only of real changes).
  useLayoutEffect(() => {
    if (control) controls.set(control);
  });
  const id = control?.id;
  useLayoutEffect(() => {
    if (id === undefined) return;
    return () => controls.remove(id);
  }, [controls, id]);
}

/** Keeps a layer's group (a region, or a popup announced as a dialog) in the canvas's list while it is drawn. */
export function useControlGroup(group: ControlGroup): void {
  const { controls } = useCanvasUi();
  useLayoutEffect(() => controls.setGroup(group));
  useLayoutEffect(() => () => controls.removeGroup(group.id), [controls, group.id]);
}
