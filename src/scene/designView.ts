// What the canvas shows of the design plane, worked out by the stage from how the design box sits in the window:
// the area the backdrop is cached over (backdropView.ts). A module apart from the backdrop, so that the stage, which
// the menu needs, does not carry the playfield's drawing (loadPlayfield.ts).

/** The part of the design plane the canvas shows (design units), and the screen pixels per design unit. */
export interface DesignView {
  left: number;
  top: number;
  right: number;
  bottom: number;
  pixelsPerUnit: number;
}

/** How the design box sits on the canvas (src/ui/fitStage.ts), in CSS px and design units. */
export interface ViewFit {
  scale: number;
  offsetX: number;
  offsetY: number;
  topShift: number;
}

/** What a canvas of `width` x `height` CSS px at `resolution` device px per CSS px shows of the design plane. */
export function designViewOf(fit: ViewFit, width: number, height: number, resolution: number): DesignView {
  const left = -fit.offsetX / fit.scale;
  const top = -fit.offsetY / fit.scale - fit.topShift;
  return {
    left,
    top,
    right: left + width / fit.scale,
    bottom: top + height / fit.scale,
    pixelsPerUnit: fit.scale * resolution,
  };
}
