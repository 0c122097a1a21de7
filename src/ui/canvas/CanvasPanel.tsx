// The frame every canvas pop-up shares (the DOM layers' Panel): a backdrop that fades in and takes every tap
// under it, a wooden (variant B: candy) panel that comes in by one of spec 2's entrances, a ribbon with the
// title in type sized to fit, and a round close button when the popup can be closed. The body is a column of
// rows the layer gives with their heights; the panel stacks them, grows around them and sits centred under
// the layout's top. A screen reader hears it as a dialog named by its title.
import { CanvasTextMetrics, type Container, type Graphics, Rectangle, type TextStyle } from 'pixi.js';
import { useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { CloseIcon } from '../icons';
import { useSkin } from '../skin';
import { CanvasButton } from './CanvasButton';
import { useCanvasUi, useRedrawOnRender } from './canvasUi';
import type { DesignBox } from './controls';
import { stageStyle } from './heavyText';
import { radialGradient, verticalGradient } from './paint';
import {
  BODY_WIDTH,
  CLOSE_AT,
  closeButtonX,
  entranceFrame,
  entranceMs,
  GRAIN,
  PANEL,
  panelBox,
  panelHeight,
  RIBBON,
  ribbonColours,
  ribbonTitleSize,
  SPRINKLES,
  stackRows,
  type PanelEntrance,
  type PanelPaint,
  type RibbonColours,
  type RibbonTone,
} from './panelLook';
import { DesignOrigin, useControlGroup } from './useControl';
import { useMotion } from './useMotion';

/** One row of a panel's body: drawn centred on x = 0, from y = 0 down to its height. */
export interface PanelRow {
  key: string;
  height: number;
  /** Extra room above it (negative pulls it up) and below it, besides the body's gap. */
  before?: number;
  after?: number;
  node: ReactNode;
}

/** Props of {@link CanvasPanel}. */
export interface CanvasPanelProps {
  /** The dialog's test id (its mirror group). */
  testId: string;
  title: string;
  tone?: RibbonTone;
  /** A round close button in the corner when given. */
  onClose?: () => void;
  closeTestId?: string;
  entrance?: PanelEntrance;
  rows: readonly PanelRow[];
  /** Drawn above the panel, overlapping its top (the win's stars): centred on x = 0, y = 0 at the panel's top. */
  crown?: ReactNode;
  /** Drawn behind the panel over the backdrop, in design units (the win's rays and confetti). */
  decor?: ReactNode;
  /** The room above the body when not the panel's own 108 px (the win's 120, under its stars). */
  padTop?: number;
  /** The panel's width when not the usual 620 px (the sign-in's 702; the rows lay themselves out). */
  width?: number;
}

/** The width the panel's buttons may take: the body and 44 px of the padding on each side. */
export const PANEL_BUTTON_WIDTH = BODY_WIDTH + 88;

/** The backdrop over the whole window: a dark radial wash, lighter at the panel's centre. */
function drawBackdrop(g: Graphics, screen: DesignBox, paint: PanelPaint): void {
  g.clear();
  g.rect(screen.x, screen.y, screen.width, screen.height).fill(washOf(paint));
}

/** A skin's backdrop wash: it reaches its edge colour at 0.8 and keeps it to the window's corners (0.743 away). */
function washOf(paint: PanelPaint) {
  const { inner, innerAlpha, outer, outerAlpha } = paint.backdrop;
  const edge = `rgba(${rgb(outer)},${outerAlpha})`;
  return radialGradient({
    centre: { x: 0.5, y: 0.45 },
    radius: 0.76,
    stops: [
      { offset: 0, color: `rgba(${rgb(inner)},${innerAlpha})` },
      { offset: 0.8, color: edge },
      { offset: 0.99, color: edge },
      { offset: 1, color: `rgba(${rgb(outer)},0)` },
    ],
    space: 'local',
  });
}

function rgb(colour: number): string {
  return `${(colour >> 16) & 255},${(colour >> 8) & 255},${colour & 255}`;
}

/** The panel's shadow, ledge, frame, face and inner rim, in panel coordinates (x centred, y from the top). */
function drawFrame(g: Graphics, h: number, paint: PanelPaint, w: number): void {
  const x = -w / 2;
  const r = PANEL.radius;
  g.clear();
  // The soft shadow 40 px down (three widening veils), then the hard ledge 18 px down.
  for (const [grow, alpha] of [
    [0, 0.18],
    [14, 0.1],
    [28, 0.06],
  ] as const) {
    g.roundRect(x - grow, 40 - grow / 2, w + 2 * grow, h + grow, r + grow).fill({ color: paint.shadow, alpha });
  }
  g.roundRect(x, PANEL.ledge, w, h, r).fill(paint.ledge);
  g.roundRect(x, 0, w, h, r).fill(paint.border);
  g.roundRect(x + PANEL.border, PANEL.border, w - 2 * PANEL.border, h - 2 * PANEL.border, r - PANEL.border).fill(
    verticalGradient(paint.top, paint.bottom),
  );
}

/** The face's grain or sprinkles, to be masked by the face. */
function drawPattern(g: Graphics, h: number, paint: PanelPaint, w: number): void {
  g.clear();
  if (paint.pattern === 'sprinkles') {
    for (let ty = 0; ty < h; ty += SPRINKLES.tile) {
      for (let tx = -w / 2; tx < w / 2; tx += SPRINKLES.tile) {
        for (const dot of SPRINKLES.dots)
          g.circle(tx + dot.x, ty + dot.y, dot.r).fill({ color: dot.color, alpha: dot.alpha });
      }
    }
    return;
  }
  // Stripes across the face, tilted by the grain's angle.
  const rise = Math.tan(GRAIN.tilt) * w;
  for (let y = -rise; y < h + rise; y += GRAIN.period) {
    for (const stripe of GRAIN.stripes) {
      const top = y + stripe.at;
      g.poly([-w / 2, top, w / 2, top - rise, w / 2, top - rise + stripe.width, -w / 2, top + stripe.width]).fill({
        color: stripe.color,
        alpha: stripe.alpha,
      });
    }
  }
}

/** The face's shape (the mask of its pattern). */
function drawFace(g: Graphics, h: number, width: number): void {
  const w = width - 2 * PANEL.border;
  g.clear();
  g.roundRect(-w / 2, PANEL.border, w, h - 2 * PANEL.border, PANEL.radius - PANEL.border).fill(0xffffff);
}

/** The inner rim 10 px wide inside the frame, and the white highlight under its top. */
function drawRim(g: Graphics, h: number, paint: PanelPaint, width: number): void {
  const b = PANEL.border;
  const w = width - 2 * b;
  const inner = PANEL.innerRim;
  const r = PANEL.radius - b;
  g.clear();
  g.roundRect(-w / 2 + inner, b + inner, w - 2 * inner, h - 2 * b - 2 * inner, r - inner).fill({
    color: 0xffffff,
    alpha: paint.shineAlpha,
  });
  // The hole lies inside the highlight's shape (a hole reaching past it would not cut cleanly).
  g.roundRect(
    -w / 2 + inner + 0.5,
    b + inner + PANEL.shine,
    w - 2 * inner - 1,
    h - 2 * b - 2 * inner - PANEL.shine - 0.5,
    r - inner,
  ).cut();
  g.roundRect(-w / 2 + inner / 2, b + inner / 2, w - inner, h - 2 * b - inner, r - inner / 2).stroke({
    width: inner,
    color: paint.innerRim,
  });
}

/** The ribbon: its two notched tails behind, the body with its ledge and white rim, centred on x = 0. */
function drawRibbon(g: Graphics, c: RibbonColours): void {
  const { width: w, height: h, tail: t, rim, radius, ledge } = RIBBON;
  g.clear();
  const left = -w / 2 - t.out;
  const right = w / 2 + t.out;
  const tailFill = verticalGradient(c.tail, c.edge);
  g.poly([
    left,
    t.top,
    left + t.width,
    t.top,
    left + t.width,
    t.top + t.height,
    left,
    t.top + t.height,
    left + t.width * t.notch,
    t.top + t.height / 2,
  ]).fill(tailFill);
  g.poly([
    right - t.width,
    t.top,
    right,
    t.top,
    right - t.width * t.notch,
    t.top + t.height / 2,
    right,
    t.top + t.height,
    right - t.width,
    t.top + t.height,
  ]).fill(tailFill);
  g.roundRect(-w / 2, 18, w, h, radius).fill({ color: 0x461c00, alpha: 0.35 });
  g.roundRect(-w / 2, ledge, w, h, radius).fill(c.edge);
  g.roundRect(-w / 2, 0, w, h, radius).fill(verticalGradient(c.top, c.bottom));
  g.roundRect(-w / 2 + rim / 2, rim / 2, w - rim, h - rim, radius - rim / 2).stroke({
    width: rim,
    color: 0xffffff,
    alpha: 0.6,
  });
}

/** The ribbon's type: heavy white, outlined and shadowed in the ribbon's edge colour. */
function titleStyle(fontSize: number, twoLines: boolean, edge: number): TextStyle {
  return stageStyle({
    fontWeight: '900',
    fontSize,
    fill: 0xffffff,
    align: 'center',
    stroke: { color: edge, width: 6, join: 'round' },
    dropShadow: { color: edge, alpha: 1, angle: Math.PI / 2, distance: 5, blur: 0 },
    lineHeight: Math.round(fontSize * 1.02),
    wordWrap: twoLines,
    wordWrapWidth: RIBBON.width - 2 * RIBBON.padSide - 2 * RIBBON.rim,
  });
}

/** The title's type in the real face: one line from 58 px down to 36, else two lines, smaller till they fit. */
function titleFit(title: string): { fontSize: number; twoLines: boolean } {
  const probe = titleStyle(100, false, 0);
  return ribbonTitleSize(
    CanvasTextMetrics.measureText(title, probe).width / 100,
    (fontSize) => CanvasTextMetrics.measureText(title, titleStyle(fontSize, true, 0)).lines.length,
  );
}

/** A modal popup drawn on the canvas. */
export function CanvasPanel({
  testId,
  title,
  tone = 'orange',
  onClose,
  closeTestId,
  entrance = 'pop',
  rows,
  crown,
  decor,
  padTop = PANEL.padTop,
  width = PANEL.width,
}: CanvasPanelProps) {
  const t = useT();
  const skin = useSkin();
  const candy = skin.id === 'candy';
  const ui = useCanvasUi();
  const paint = skin.panel;
  const ribbon = ribbonColours(tone, candy);
  useRedrawOnRender();
  useControlGroup({ id: testId, name: title, dialog: true });

  const stack = useMemo(() => stackRows(rows), [rows]);
  const h = panelHeight(stack.height) + padTop - PANEL.padTop;
  const box = panelBox(h, ui.layoutTop, ui.designHeight, width);
  const bodyTop = PANEL.border + padTop;
  const fit = useMemo(() => titleFit(title), [title]);

  // The entrance, frame by frame, written to the Pixi objects.
  const backdrop = useRef<Graphics>(null);
  const panel = useRef<Container>(null);
  const rowRefs = useRef<(Container | null)[]>([]);
  const still = ui.reducedMotion();
  const duration = entranceMs(entrance, rows.length, still);
  const travel = ui.screen.height;
  const enter = useCallback(
    (p: number) => {
      const frame = entranceFrame(entrance, p * duration, rows.length, still, travel);
      if (backdrop.current) backdrop.current.alpha = frame.backdrop;
      if (panel.current) {
        panel.current.scale.set(frame.panel.scale);
        panel.current.alpha = frame.panel.alpha;
        panel.current.y = box.y + h / 2 + frame.panel.dy;
      }
      frame.rows.forEach((row, i) => {
        const node = rowRefs.current[i];
        if (!node) return;
        node.scale.set(row.scale);
        node.alpha = row.alpha;
      });
    },
    [entrance, duration, rows.length, still, travel, box.y, h],
  );
  useMotion(enter, { durationMs: duration });

  const screen = ui.screen;
  const hitArea = useMemo(() => new Rectangle(screen.x, screen.y, screen.width, screen.height), [screen]);
  const drawnBackdrop = useCallback((g: Graphics) => drawBackdrop(g, screen, paint), [screen, paint]);
  const drawnFrame = useCallback((g: Graphics) => drawFrame(g, h, paint, width), [h, paint, width]);
  const drawnPattern = useCallback((g: Graphics) => drawPattern(g, h, paint, width), [h, paint, width]);
  const drawnRim = useCallback((g: Graphics) => drawRim(g, h, paint, width), [h, paint, width]);
  const drawnRibbon = useCallback((g: Graphics) => drawRibbon(g, ribbon), [ribbon]);
  const faceMask = useRef<Graphics>(null);
  const pattern = useRef<Graphics>(null);
  // The face masks its grain or sprinkles (set once both exist).
  useLayoutEffect(() => {
    if (pattern.current && faceMask.current) pattern.current.mask = faceMask.current;
  }, []);
  const drawnFace = useCallback((g: Graphics) => drawFace(g, h, width), [h, width]);
  const ribbonTop = PANEL.border + RIBBON.top;

  return (
    <pixiContainer label={testId}>
      <pixiGraphics ref={backdrop} draw={drawnBackdrop} eventMode="static" hitArea={hitArea} />
      {decor}
      <pixiContainer ref={panel} x={375} y={box.y + h / 2} pivot={{ x: 0, y: h / 2 }} eventMode="passive">
        <pixiGraphics draw={drawnFrame} eventMode="static" />
        <pixiGraphics ref={faceMask} draw={drawnFace} />
        <pixiGraphics ref={pattern} draw={drawnPattern} />
        <pixiGraphics draw={drawnRim} />
        <DesignOrigin x={375} y={box.y}>
          {rows.map((row, i) => (
            <pixiContainer
              key={row.key}
              ref={(node) => {
                rowRefs.current[i] = node;
              }}
              y={bodyTop + (stack.tops[i] ?? 0) + row.height / 2}
              pivot={{ x: 0, y: row.height / 2 }}
            >
              <DesignOrigin x={0} y={bodyTop + (stack.tops[i] ?? 0)}>
                {row.node}
              </DesignOrigin>
            </pixiContainer>
          ))}
          {crown && <pixiContainer y={0}>{crown}</pixiContainer>}
          <pixiContainer y={ribbonTop}>
            <pixiGraphics draw={drawnRibbon} />
            <pixiText
              text={title}
              style={titleStyle(fit.fontSize, fit.twoLines, ribbon.edge)}
              anchor={0.5}
              y={RIBBON.height / 2 - 3}
            />
          </pixiContainer>
          {onClose && (
            <CanvasButton
              testId={closeTestId ?? `${testId}-close`}
              label={t('common.close')}
              group={testId}
              x={closeButtonX(width)}
              y={CLOSE_AT.dy}
              tone="red"
              kind="icon-sm"
              icon={CloseIcon}
              iconSize={44}
              onTap={onClose}
            />
          )}
        </DesignOrigin>
      </pixiContainer>
    </pixiContainer>
  );
}
