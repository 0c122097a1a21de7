// A canvas layer's button, text or picture joins the canvas's list of controls (controls.ts) while it is
// on screen, so that keyboards, screen readers and the test hook find it. A control inside a moved container
// (a panel's row) gives its box in that container's units; DesignOrigin says where that container sits.
import { createContext, useContext, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useCanvasUi } from './canvasUi';
import type { CanvasControl, ControlGroup } from './controls';

interface Origin {
  x: number;
  y: number;
}

const OriginContext = createContext<Origin>({ x: 0, y: 0 });

/** The controls inside it give boxes from (x, y) of the design box (added to any origin around it). */
export function DesignOrigin({ x, y, children }: { x: number; y: number; children?: ReactNode }) {
  const outer = useContext(OriginContext);
  const origin = useMemo(() => ({ x: outer.x + x, y: outer.y + y }), [outer.x, outer.y, x, y]);
  return <OriginContext.Provider value={origin}>{children}</OriginContext.Provider>;
}

/** Keeps `control` in the canvas's list while the calling component is drawn (null: not now). */
export function useControl(control: CanvasControl | null): void {
  const { controls } = useCanvasUi();
  const origin = useContext(OriginContext);
  // Every render: a label, a box or a press may have changed (the registry tells readers only of real changes).
  useLayoutEffect(() => {
    if (!control) return;
    const { box } = control;
    controls.set(
      origin.x === 0 && origin.y === 0
        ? control
        : { ...control, box: { ...box, x: box.x + origin.x, y: box.y + origin.y } },
    );
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
