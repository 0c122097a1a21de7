// Touches of a mini-game runtime (WeChat `wx`, Douyin `tt`) as Pixi's pointer events (issue 13). A mini-game
// has no DOM: no pointer, mouse or touch events on its canvas, no `document` to listen on, no element style to
// set a cursor on. Its touches come from the runtime's global listeners (WeChat's API reference,
// "wx.onTouchStart / wx.onTouchMove / wx.onTouchEnd / wx.onTouchCancel" and their wx.offTouch… pairs: each
// listener gets `touches`, `changedTouches` and `timeStamp`; a Touch has `identifier`, `clientX` and `clientY`
// in logical px from the window's top left; Douyin's tt.onTouch… are the same).
//
// Pixi's EventSystem takes its input from DOM listeners it adds to its canvas and to `document`; everything after
// that (hit testing, the federated pointerdown, pointerup, pointertap and pointerupoutside, bubbling) is
// independent of where the input came from. So the mini-game's event system is Pixi's own with its input side
// replaced: it listens to the runtime's touches instead of the DOM, gives each changed touch to Pixi as one
// pointer (type touch, its identifier as pointer id), and maps logical px straight to Pixi's screen space (the
// renderer's screen is the window in logical px, its resolution the pixel ratio), never asking the canvas for
// a bounding box. The cursor does not exist, so it is never set.
// Pixi's events module: its containers' pointer members (the mixin) and its EventSystem, which
// installTouchEvents then replaces (a mini-game loads Pixi without its browser extensions).
import 'pixi.js/events';
import { EventSystem, extensions, type Point, type Renderer } from 'pixi.js';

/** One finger, in logical px from the window's top left. */
export interface RuntimeTouch {
  identifier: number;
  clientX: number;
  clientY: number;
}

/** What a runtime's touch listener gets. */
export interface RuntimeTouchEvent {
  touches: readonly RuntimeTouch[];
  changedTouches: readonly RuntimeTouch[];
  timeStamp: number;
}

type TouchListener = (event: RuntimeTouchEvent) => void;

/** The runtime's touch listeners (the `wx` / `tt` global has them all; the `off` calls are newer). */
export interface RuntimeTouches {
  onTouchStart(listener: TouchListener): void;
  onTouchMove(listener: TouchListener): void;
  onTouchEnd(listener: TouchListener): void;
  onTouchCancel(listener: TouchListener): void;
  offTouchStart?(listener: TouchListener): void;
  offTouchMove?(listener: TouchListener): void;
  offTouchEnd?(listener: TouchListener): void;
  offTouchCancel?(listener: TouchListener): void;
}

/** A native pointer event as Pixi's EventSystem reads it (what `_bootstrapEvent` and `_transferMouseData` copy). */
export interface TouchPointer {
  type: 'pointerdown' | 'pointermove' | 'pointerup';
  pointerId: number;
  pointerType: 'touch';
  isPrimary: boolean;
  clientX: number;
  clientY: number;
  pageX: number;
  pageY: number;
  movementX: number;
  movementY: number;
  button: number;
  buttons: number;
  width: number;
  height: number;
  pressure: number;
  tangentialPressure: number;
  tiltX: number;
  tiltY: number;
  twist: number;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  isTrusted: boolean;
  timeStamp: number;
  /** A runtime touch cannot be cancelled by the page: Pixi then never calls preventDefault. */
  cancelable: false;
  preventDefault(): void;
  /** The canvas the touch is on (Pixi tells a pointerup outside it by this). */
  target: unknown;
  composedPath(): unknown[];
}

/** The pointer Pixi is given for one changed touch of a runtime event. */
export function pointerOfTouch(
  type: TouchPointer['type'],
  touch: RuntimeTouch,
  event: RuntimeTouchEvent,
  target: unknown,
): TouchPointer {
  const down = type === 'pointerdown' || type === 'pointermove';
  return {
    type,
    pointerId: touch.identifier,
    pointerType: 'touch',
    // The first finger down, alone on the screen, is the primary one (as browsers decide it for touches).
    isPrimary: event.touches.length <= 1 && (event.touches[0]?.identifier ?? touch.identifier) === touch.identifier,
    clientX: touch.clientX,
    clientY: touch.clientY,
    pageX: touch.clientX,
    pageY: touch.clientY,
    movementX: 0,
    movementY: 0,
    button: type === 'pointermove' ? -1 : 0,
    buttons: down ? 1 : 0,
    width: 1,
    height: 1,
    pressure: down ? 0.5 : 0,
    tangentialPressure: 0,
    tiltX: 0,
    tiltY: 0,
    twist: 0,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    isTrusted: true,
    timeStamp: event.timeStamp,
    cancelable: false,
    preventDefault: () => undefined,
    target,
    composedPath: () => [target],
  };
}

/** Pixi's input handlers (private in its types, the same methods its DOM listeners call). */
interface PointerHandlers {
  _onPointerDown(event: TouchPointer): void;
  _onPointerMove(event: TouchPointer): void;
  _onPointerUp(event: TouchPointer): void;
}

/**
 * Pixi's event system fed by the runtime's touches: a class to register in place of Pixi's EventSystem (same
 * extension name and renderer types, inherited), bound to `touches`.
 */
export function touchEventSystem(touches: RuntimeTouches): typeof EventSystem {
  return class TouchEventSystem extends EventSystem {
    private stopTouches: (() => void) | null = null;

    constructor(renderer: Renderer) {
      super(renderer);
    }

    /** Listens to the runtime's touches for `element` (the screen canvas); null stops. No DOM listener is added. */
    override setTargetElement(element: HTMLElement | null): void {
      this.stopTouches?.();
      this.stopTouches = null;
      this.domElement = element as HTMLElement;
      if (element) this.stopTouches = listen(touches, this as unknown as PointerHandlers, element);
    }

    /** Logical px are Pixi's screen space already. */
    override mapPositionToPoint(point: Point, x: number, y: number): void {
      point.set(x, y);
    }

    /** A runtime has no cursor. */
    override setCursor(): void {}
  };
}

function listen(touches: RuntimeTouches, pixi: PointerHandlers, canvas: unknown): () => void {
  const each =
    (type: TouchPointer['type'], handle: (pointer: TouchPointer) => void, target = canvas): TouchListener =>
    (event) => {
      for (const touch of event.changedTouches) handle(pointerOfTouch(type, touch, event, target));
    };
  const start = each('pointerdown', (p) => pixi._onPointerDown(p));
  const move = each('pointermove', (p) => pixi._onPointerMove(p));
  const end = each('pointerup', (p) => pixi._onPointerUp(p));
  // A cancelled touch (a system gesture, an incoming call) is lifted off the canvas: an up outside, never a tap.
  const cancel = each('pointerup', (p) => pixi._onPointerUp(p), null);
  touches.onTouchStart(start);
  touches.onTouchMove(move);
  touches.onTouchEnd(end);
  touches.onTouchCancel(cancel);
  return () => {
    touches.offTouchStart?.(start);
    touches.offTouchMove?.(move);
    touches.offTouchEnd?.(end);
    touches.offTouchCancel?.(cancel);
  };
}

/** Puts the touch-fed event system in the place of Pixi's own, for every renderer made after the call. */
export function installTouchEvents(touches: RuntimeTouches): void {
  extensions.remove(EventSystem);
  extensions.add(touchEventSystem(touches));
}
