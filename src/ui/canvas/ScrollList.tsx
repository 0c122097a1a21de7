// The task boards' scrolling list on the canvas (the DOM's `.task-list` and `.daily-list`, overflow-y auto): the
// rows are drawn in a masked view that scrolls by drag and by wheel, with a thin thumb along its right edge. A row's
// controls join the canvas's controls with their boxes clipped to what the view shows (`useListControl`), and a
// keyboard focus on one brings its row into view, as a focused element scrolls into view in the DOM. A drag is not
// a tap: a Claim under a dragging finger stays.
import {
  Rectangle,
  type FederatedPointerEvent,
  type FederatedWheelEvent,
  type Container,
  type Graphics,
} from 'pixi.js';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useCanvasUi, useRedrawOnRender } from './canvasUi';
import { clampScroll, clipToView, LIST, scrollThumb, scrollToShow, wheelStep } from './taskLook';
import { DesignOrigin, useControl } from './useControl';

/** What the rows know of the list around them. */
interface ListView {
  scroll: number;
  view: number;
  /** True when the pointer that just came up dragged the list (its tap is no tap). */
  dragged(): boolean;
  /** Scrolls so the content's span top..bottom shows. */
  show(top: number, bottom: number): void;
}

export const ListContext = createContext<ListView>({ scroll: 0, view: Infinity, dragged: () => false, show: () => {} });

/** A move of more than this many design px makes a press a drag. */
const DRAG_SLOP = 10;

/** Props of {@link ScrollList}. */
export interface ScrollListProps {
  /** Its left edge and width in the parent's units (the top is 0). */
  x: number;
  width: number;
  /** The view's height and the content's. */
  view: number;
  content: number;
  /** The thumb's colour (the DOM's scrollbar-color). */
  thumb: number;
  children: ReactNode;
}

/**
 * A view `view` tall onto content `content` tall, scrolled by drag and wheel. A drag moves the drawing only
 * (no render per pointer move); the scroll is committed, and the rows' mirror boxes follow, when it ends.
 */
export function ScrollList({ x, width, view, content, thumb, children }: ScrollListProps) {
  const ui = useCanvasUi();
  const [scroll, setScroll] = useState(0);
  const committed = clampScroll(scroll, content, view);
  // The scroll drawn now: the committed one, or where a drag has taken it.
  const live = useRef(committed);
  const drag = useRef<{ startY: number; startScroll: number } | null>(null);
  const moved = useRef(false);
  const root = useRef<Container>(null);
  const mask = useRef<Graphics>(null);
  const inner = useRef<Container>(null);
  const moving = useRef<Container>(null);
  const thumbRef = useRef<Container>(null);
  useRedrawOnRender();
  useLayoutEffect(() => {
    if (inner.current && mask.current) inner.current.mask = mask.current;
  }, []);
  useLayoutEffect(() => {
    if (!drag.current) live.current = committed;
  }, [committed]);

  const bar = scrollThumb(committed, content, view);
  /** Draws the content and the thumb at `at` without a render. */
  const place = useCallback(
    (at: number) => {
      live.current = at;
      if (moving.current) moving.current.y = -at;
      const t = scrollThumb(at, content, view);
      if (thumbRef.current && t) thumbRef.current.y = t.y;
      ui.invalidate();
    },
    [content, view, ui],
  );
  const scrollTo = useCallback(
    (next: number) => {
      const clamped = clampScroll(next, content, view);
      place(clamped);
      setScroll(clamped);
    },
    [content, view, place],
  );
  const localY = (e: FederatedPointerEvent) => (root.current ? e.getLocalPosition(root.current).y : e.global.y);
  const onPointerDown = (e: FederatedPointerEvent) => {
    moved.current = false;
    drag.current = { startY: localY(e), startScroll: live.current };
  };
  const onGlobalPointerMove = (e: FederatedPointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const dy = d.startY - localY(e);
    if (!moved.current && Math.abs(dy) < DRAG_SLOP) return;
    moved.current = true;
    place(clampScroll(d.startScroll + dy, content, view));
  };
  const end = () => {
    if (!drag.current) return;
    drag.current = null;
    if (moved.current) setScroll(live.current);
  };
  const onWheel = (e: FederatedWheelEvent) => {
    scrollTo(live.current + wheelStep(e.deltaY, e.deltaMode, view));
  };
  const list = useMemo<ListView>(
    () => ({
      scroll: committed,
      view,
      dragged: () => moved.current,
      show: (top, bottom) => scrollTo(scrollToShow(live.current, top, bottom, view, LIST.padTop)),
    }),
    [committed, view, scrollTo],
  );
  const hitArea = useMemo(() => new Rectangle(0, 0, width, view), [width, view]);
  const drawnMask = useCallback(
    (g: Graphics) => {
      g.clear();
      g.rect(0, 0, width, view).fill(0xffffff);
    },
    [width, view],
  );
  const thumbHeight = bar?.height ?? 0;
  const drawnThumb = useCallback(
    (g: Graphics) => {
      g.clear();
      if (thumbHeight > 0) g.roundRect(width - 8, 2, 6, thumbHeight - 4, 3).fill({ color: thumb, alpha: 0.5 });
    },
    [thumbHeight, width, thumb],
  );
  return (
    <pixiContainer
      ref={root}
      x={x}
      eventMode="static"
      hitArea={hitArea}
      onPointerDown={onPointerDown}
      onGlobalPointerMove={onGlobalPointerMove}
      onPointerUp={end}
      onPointerUpOutside={end}
      onWheel={onWheel}
    >
      <pixiGraphics ref={mask} draw={drawnMask} />
      <pixiContainer ref={inner}>
        <pixiContainer ref={moving} y={-committed}>
          <DesignOrigin x={x} y={0}>
            <ListContext.Provider value={list}>{children}</ListContext.Provider>
          </DesignOrigin>
        </pixiContainer>
      </pixiContainer>
      <pixiContainer ref={thumbRef} y={bar?.y ?? 0}>
        <pixiGraphics draw={drawnThumb} />
      </pixiContainer>
    </pixiContainer>
  );
}

/** A control of a row in the list: its box (in the content) clipped to the view; hidden rows flattened. */
export function useListControl(control: Parameters<typeof useControl>[0] & object, top: number) {
  const list = useContext(ListContext);
  const inContent = { ...control.box, y: control.box.y + top };
  // In the view's units (the origin is the view's top, which the scroll does not move).
  useControl({ ...control, box: clipToView(inContent, list.scroll, list.view) });
}
