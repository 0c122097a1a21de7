// What every canvas button shares: the spec's tap rules (0.3 s cooldown, none while busy, none during the
// layer's entrance) through a tap gate, the click sound, the pressed look while a pointer holds it, and the
// hit test that says whether a tap at its centre reaches it (nothing of the canvas drawn over it).
import { useApplication } from '@pixi/react';
import type { Container } from 'pixi.js';
import { useCallback, useRef, useState } from 'react';
import { useSkin } from '../skin';
import { createTapGate, type TapGate } from '../tapGate';
import { useCanvasUi } from './canvasUi';

/** A canvas button's press: its gated tap, pressed state, pointer handlers and on-top test. */
export interface CanvasPress {
  /** Put on the button's root container. */
  root: React.RefObject<Container | null>;
  /** Takes a tap under the gate's rules: plays the click and calls `onTap`, or ignores it. */
  press: () => void;
  pressed: boolean;
  /** The root container's pointer handlers (the pressed look and the tap). */
  handlers: {
    onPointerDown: () => void;
    onPointerUp: () => void;
    onPointerUpOutside: () => void;
    onPointerLeave: () => void;
    onPointerCancel: () => void;
    onPointerTap: () => void;
  };
  onTop: () => boolean;
}

/** The press of a canvas button calling `onTap`; `gate` shares one gate between buttons. */
export function useCanvasPress(onTap: () => void, busy: boolean, gate?: TapGate): CanvasPress {
  const skin = useSkin();
  const ui = useCanvasUi();
  const { app } = useApplication();
  const [pressed, setPressed] = useState(false);
  // Armed at mount: taps during the layer's entrance (shorter than one cooldown) are ignored.
  const [ownGate] = useState(() => createTapGate(skin.buttonCooldownMs, performance.now()));
  const root = useRef<Container>(null);

  const press = useCallback(() => {
    if (!(gate ?? ownGate).tryTap(performance.now(), busy, skin.buttonCooldownMs)) return;
    ui.buttonPressed();
    onTap();
  }, [gate, ownGate, busy, skin.buttonCooldownMs, ui, onTap]);

  // Whether a tap at the button's centre reaches it (nothing of the canvas drawn over it takes it first).
  const onTop = useCallback(() => {
    const own = root.current;
    const boundary = app?.renderer?.events?.rootBoundary;
    if (!own || !boundary) return false;
    // The boundary learns its root from the first pointer event; before one, it is the stage.
    boundary.rootTarget ??= app.stage;
    // The root's origin is the button's centre.
    const centre = own.toGlobal({ x: 0, y: 0 });
    for (let hit: Container | null = boundary.hitTest(centre.x, centre.y); hit; hit = hit.parent) {
      if (hit === own) return true;
    }
    return false;
  }, [app]);

  const release = useCallback(() => setPressed(false), []);
  const handlers = {
    onPointerDown: () => setPressed(true),
    onPointerUp: release,
    onPointerUpOutside: release,
    onPointerLeave: release,
    onPointerCancel: release,
    onPointerTap: press,
  };
  return { root, press, pressed, handlers, onTop };
}
