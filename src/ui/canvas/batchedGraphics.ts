// Drawings that join their layer's batch whatever their size: the canvas UI's `<pixiGraphics>`.
//
// Pixi draws a Graphics of fewer than 200 vertices inside its layer's batch and a bigger one on its own: a
// draw call of its own, with the graphics shader switched in and out around it. The UI's panels, buttons and
// badges are bigger than that (rounded corners, rims, highlights), so the game screen took about 40 draw
// calls a frame where the frame bench's bare scene takes 2 (docs/performance.md). A GPU shrugs that off; a
// weak phone GPU, and software WebGL, pay each call. These drawings hardly ever change: their vertices are
// packed into the batch when their layer's list is rebuilt (a button shown or hidden, a label changed), and
// a drawing that only moves, fades or scales updates its own vertices in place. The scene's box row does the
// same (`batchedGraphics`, scene/draw/graphicsUtil.ts).
import { Graphics, type GraphicsContext, type GraphicsOptions } from 'pixi.js';

/** A Graphics whose drawing always joins its layer's batch. */
export class BatchedGraphics extends Graphics {
  constructor(options?: GraphicsOptions | GraphicsContext) {
    super(options);
    this.context.batchMode = 'batch';
  }
}
