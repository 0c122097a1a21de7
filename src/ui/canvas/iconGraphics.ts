// The game's icons (src/ui/icons.tsx, drawn in a 48-unit SVG box) drawn by Pixi: the icon's element tree is
// read as data (no DOM, so it works where there is none) and each shape is drawn into a Graphics at the size
// asked. The icons stay written as SVG: one readable source, read here into the canvas's shapes.
import { GraphicsPath, Matrix, type Graphics } from 'pixi.js';
import { isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react';

/** The colours an icon is drawn in: `currentColor` and its `var(--icon-cut, …)` accents. */
export interface IconColours {
  colour: number | string;
  /** The accent cut into the icon (a button's own colour); the icon's fallback when absent. */
  cut?: number | string;
  /** Every stroke in this colour (CSS's `stroke` over an icon: the pale rim of the win's stars). */
  stroke?: number | string;
}

/** An icon of icons.tsx: a component of `size` that returns one <svg viewBox="0 0 48 48">. */
export type IconComponent = ComponentType<{ size?: number; className?: string }>;

/** The attributes a shape inherits from its groups, as SVG does. */
interface Paint {
  fill: string | undefined;
  stroke: string | undefined;
  strokeWidth: number;
  linecap: 'butt' | 'round' | 'square';
  linejoin: 'miter' | 'round' | 'bevel';
  opacity: number;
  matrix: Matrix;
}

const VIEW_BOX = 48;

type Props = Record<string, unknown>;

const num = (v: unknown, fallback = 0): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number.parseFloat(v) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
};

/** An SVG transform list (translate, rotate, scale) as a matrix. */
export function parseTransform(text: string): Matrix {
  const out = new Matrix();
  for (const [, kind, args] of text.matchAll(/(translate|rotate|scale)\s*\(([^)]*)\)/g)) {
    const a = (args ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const step = new Matrix();
    if (kind === 'translate') step.translate(a[0] ?? 0, a[1] ?? 0);
    else if (kind === 'scale') step.scale(a[0] ?? 1, a[1] ?? a[0] ?? 1);
    else {
      const [deg = 0, cx = 0, cy = 0] = a;
      step
        .translate(-cx, -cy)
        .rotate((deg * Math.PI) / 180)
        .translate(cx, cy);
    }
    // SVG applies the list right to left to the shape's points: the earlier transform is the outer one.
    out.append(step);
  }
  return out;
}

function resolveColour(value: string | undefined, colours: IconColours): number | string | undefined {
  if (value === undefined || value === 'none') return undefined;
  if (value === 'currentColor') return colours.colour;
  const cut = /^var\(--icon-cut,\s*([^)]+)\)$/.exec(value);
  if (cut) return colours.cut ?? cut[1]!.trim();
  // Any other custom property: its fallback (the icon's own colour, e.g. the red slash of a muted note).
  const other = /^var\(--[\w-]+,\s*([^)]+)\)$/.exec(value);
  if (other) return other[1]!.trim();
  return value;
}

function paintOf(props: Props, parent: Paint): Paint {
  const own = typeof props.transform === 'string' ? parseTransform(props.transform) : null;
  const matrix = parent.matrix.clone();
  if (own) matrix.append(own);
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    fill: str(props.fill) ?? parent.fill,
    stroke: str(props.stroke) ?? parent.stroke,
    strokeWidth: props.strokeWidth !== undefined ? num(props.strokeWidth, 1) : parent.strokeWidth,
    linecap: (str(props.strokeLinecap) as Paint['linecap'] | undefined) ?? parent.linecap,
    linejoin: (str(props.strokeLinejoin) as Paint['linejoin'] | undefined) ?? parent.linejoin,
    opacity: parent.opacity * (props.opacity !== undefined ? num(props.opacity, 1) : 1),
    matrix,
  };
}

/** Traces one shape's outline into `g`; false for an element that is not a shape. */
function traceShape(g: Graphics, type: string, p: Props): boolean {
  switch (type) {
    case 'rect': {
      const rx = num(p.rx, num(p.ry));
      const [x, y, w, h] = [num(p.x), num(p.y), num(p.width), num(p.height)];
      if (rx > 0) g.roundRect(x, y, w, h, Math.min(rx, w / 2, h / 2));
      else g.rect(x, y, w, h);
      return true;
    }
    case 'circle':
      g.circle(num(p.cx), num(p.cy), num(p.r));
      return true;
    case 'ellipse':
      g.ellipse(num(p.cx), num(p.cy), num(p.rx), num(p.ry));
      return true;
    case 'path':
      g.path(new GraphicsPath(String(p.d ?? '')));
      return true;
    case 'line':
      g.moveTo(num(p.x1), num(p.y1)).lineTo(num(p.x2), num(p.y2));
      return true;
    case 'polygon':
    case 'polyline': {
      const points = String(p.points ?? '')
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      g.poly(points, type === 'polygon');
      return true;
    }
    default:
      return false;
  }
}

function drawNode(g: Graphics, node: ReactNode, parent: Paint, colours: IconColours): void {
  if (Array.isArray(node)) {
    for (const child of node as ReactNode[]) drawNode(g, child, parent, colours);
    return;
  }
  if (!isValidElement(node)) return;
  const element = node as ReactElement<Props>;
  const props = element.props;
  if (typeof element.type === 'function') {
    // A part of an icon made as its own component (a slash over a muted note): what it draws.
    drawNode(g, (element.type as (p: Props) => ReactNode)(props), parent, colours);
    return;
  }
  if (typeof element.type !== 'string') {
    // A fragment (or any wrapper): its children, as they are.
    drawNode(g, props.children as ReactNode, parent, colours);
    return;
  }
  const paint = paintOf(props, parent);
  if (element.type === 'g' || element.type === 'svg') {
    drawNode(g, props.children as ReactNode, paint, colours);
    return;
  }
  g.setTransform(paint.matrix);
  const fill = resolveColour(paint.fill, colours);
  const own = resolveColour(paint.stroke, colours);
  const stroke = own !== undefined && colours.stroke !== undefined ? colours.stroke : own;
  const stroked = stroke !== undefined && paint.strokeWidth > 0;
  if (fill !== undefined && element.type === 'path' && props.fillRule === 'evenodd') {
    // Pixi fills every sub-path of a path and makes holes only of those wound the other way; SVG's even-odd
    // rule makes a hole of every sub-path inside the first (a calendar's page inside its frame): cut them.
    const [outer, ...holes] = String(props.d ?? '').match(/[Mm][^Mm]*/g) ?? [];
    if (outer !== undefined && holes.length > 0) {
      g.path(new GraphicsPath(outer)).fill({ color: fill, alpha: paint.opacity });
      for (const hole of holes) g.path(new GraphicsPath(hole)).cut();
      return;
    }
  }
  if ((fill === undefined && !stroked) || !traceShape(g, element.type, props)) return;
  // SVG fills first, then strokes over the fill (Pixi strokes the path it just filled).
  if (fill !== undefined) g.fill({ color: fill, alpha: paint.opacity });
  if (stroked) {
    // Pixi moves a path's points by the transform but keeps the stroke's width as given: scale it here.
    const m = paint.matrix;
    g.stroke({
      color: stroke,
      width: paint.strokeWidth * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c)),
      cap: paint.linecap,
      join: paint.linejoin,
      alpha: paint.opacity,
    });
  }
}

/**
 * Draws `Icon` into `g` at `size` design px with its top-left corner at (x, y). Appends to what `g` holds
 * (call g.clear() first for a fresh drawing), with the icon's own `props` (a music note's `off`). Icons that use
 * hooks cannot be read this way and throw.
 */
export function drawIcon(
  g: Graphics,
  Icon: IconComponent,
  size: number,
  colours: IconColours,
  at: { x: number; y: number } = { x: 0, y: 0 },
  props: Record<string, unknown> = {},
): void {
  const render = Icon as (props: { size?: number }) => ReactNode;
  const svg = render({ ...props, size });
  const base = new Matrix().scale(size / VIEW_BOX, size / VIEW_BOX).translate(at.x, at.y);
  // SVG's defaults: a black fill, no stroke, a 1-unit butt-capped miter-joined line.
  const root: Paint = {
    fill: '#000000',
    stroke: undefined,
    strokeWidth: 1,
    linecap: 'butt',
    linejoin: 'miter',
    opacity: 1,
    matrix: base,
  };
  drawNode(g, svg, root, colours);
  g.setTransform(new Matrix());
}
