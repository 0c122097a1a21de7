// How the 750x1334 design box fits a window: one set of numbers shared by the DOM layers and the canvas.
import { STAGE_LAYOUT } from '../core/stageLayout';

/** The parts of the design layout that fitting needs (defaults: variant A's layout). */
export interface StageDesign {
  width: number;
  height: number;
  /** Window aspect (height / width) above which the top of the layout shifts down. */
  notchAspect: number;
  /** How far the top of the layout shifts on such windows, in design units. */
  notchShift: number;
}

/** Where the design box sits in a window: scale, top-left corner in window px, and the notch shift. */
export interface StageFit {
  /** Window px per design unit. */
  scale: number;
  /** Left edge of the scaled design box, in window px. */
  offsetX: number;
  /** Top edge of the scaled design box, in window px. */
  offsetY: number;
  /** How far the top of the layout moves down, in design units (0 or the notch shift). */
  topShift: number;
}

const { width, height, controlsBand, notchAspect, notchShift } = STAGE_LAYOUT;

/**
 * The box the stage fits: the 750x1334 design plus the controls band below it (the skill buttons live
 * there, never over a board); notch shift 50 above aspect 1.9.
 */
export const DEFAULT_STAGE_DESIGN: StageDesign = { width, height: height + controlsBand, notchAspect, notchShift };

/**
 * Where the top of the layout starts for the layers drawn on the canvas, in design units: below the notch
 * shift, and below the part of the screen's top safe-area inset (`insetTop`, window px) that reaches into the
 * design box.
 */
export function layoutTopOf(fit: StageFit, insetTop: number): number {
  const safe = fit.scale > 0 && insetTop > fit.offsetY ? (insetTop - fit.offsetY) / fit.scale : 0;
  return Math.max(fit.topShift, safe);
}

/**
 * The whole window in design units (the design box and the letterbox bands around it): where a layer that
 * covers the screen (a popup's backdrop) is drawn.
 */
export function screenBoxOf(fit: StageFit, design: StageDesign = DEFAULT_STAGE_DESIGN) {
  const bleedX = fit.scale > 0 ? fit.offsetX / fit.scale : 0;
  const bleedY = fit.scale > 0 ? fit.offsetY / fit.scale : 0;
  return { x: -bleedX, y: -bleedY, width: design.width + 2 * bleedX, height: design.height + 2 * bleedY };
}

/** Fits the design box into a `width` x `height` window: scaled to fit whole, centred. */
export function fitStage(winWidth: number, winHeight: number, design: StageDesign = DEFAULT_STAGE_DESIGN): StageFit {
  // A window being created or hidden can report 0 or garbage sizes; never hand back NaN or a negative scale.
  const w = Number.isFinite(winWidth) && winWidth > 0 ? winWidth : 0;
  const h = Number.isFinite(winHeight) && winHeight > 0 ? winHeight : 0;
  if (w === 0 || h === 0) return { scale: 0, offsetX: w / 2, offsetY: h / 2, topShift: 0 };
  const scale = Math.min(w / design.width, h / design.height);
  return {
    scale,
    offsetX: (w - design.width * scale) / 2,
    offsetY: (h - design.height * scale) / 2,
    topShift: h / w > design.notchAspect ? design.notchShift : 0,
  };
}
