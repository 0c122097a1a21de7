// The table behind the playfield, drawn once into a texture of the screen's own pixels. It never moves
// while a level plays, yet it covers the whole screen: drawn from its shapes every frame (a gradient sky,
// soft light blobs, a shelf, a panel of pegboard holes), it cost more fill than the boards themselves on
// a phone's GPU and on software WebGL. Cached, a frame draws it as one textured quad. The texture spans
// what the canvas shows of the design plane and no more (the container's bounds area is the view; the
// drawing keeps its wide bleed, so its gradients look the same on every screen), at the screen's pixels
// per design unit, and is drawn again when the view changes (a resize, a rotation, the safe area) or a
// level is built.
import { Container, Rectangle } from 'pixi.js';
import type { StageLayout } from '../core/stageLayout';
import type { DesignView } from './designView';
import { dispose } from './disposal';
import type { DrawTheme } from './draw/drawTheme';

export type { DesignView, ViewFit } from './designView';

/** Bleed of the drawing (design units beyond each edge of the design): covers any screen shape. */
export const BACKDROP_BLEED = 1400;
/** Design units drawn beyond what the canvas shows, for rounding and sub-pixel offsets. */
const VIEW_MARGIN = 8;
/** The largest side of the cached texture, in pixels: every WebGL device takes 4096. */
const MAX_TEXTURE_SIDE = 4096;

/** The area of the design plane the cached texture holds: the view and a small margin. */
export function cachedArea(view: DesignView): Rectangle {
  return new Rectangle(
    view.left - VIEW_MARGIN,
    view.top - VIEW_MARGIN,
    view.right - view.left + VIEW_MARGIN * 2,
    view.bottom - view.top + VIEW_MARGIN * 2,
  );
}

/** Pixels per design unit of the cached texture: the screen's, capped so no side passes the GPU's limit. */
export function cacheResolution(view: DesignView): number {
  const area = cachedArea(view);
  return Math.min(view.pixelsPerUnit, MAX_TEXTURE_SIDE / Math.max(area.width, area.height));
}

const sameView = (a: DesignView | null, b: DesignView): boolean =>
  a !== null &&
  a.left === b.left &&
  a.top === b.top &&
  a.right === b.right &&
  a.bottom === b.bottom &&
  a.pixelsPerUnit === b.pixelsPerUnit;

/** Owns the backdrop's drawing and its cached texture. */
export class BackdropView {
  readonly root = new Container({ label: 'backdrop' });
  private traySlots: number | null = null;
  private view: DesignView | null = null;

  constructor(
    private readonly theme: DrawTheme,
    private readonly layout: StageLayout,
  ) {
    this.root.isRenderGroup = true;
  }

  /**
   * Draws the backdrop of a level with a tray of `traySlots` slots; the next level with the same tray keeps
   * the drawing and its texture (its pegboard alone is thousands of vertices: no need to build it anew).
   */
  build(traySlots: number): void {
    if (traySlots === this.traySlots && this.root.children.length > 0) return;
    this.traySlots = traySlots;
    this.draw();
  }

  /** Follows what the canvas shows; true when that changed (the picture must be drawn again). */
  fit(view: DesignView): boolean {
    if (sameView(this.view, view)) return false;
    this.view = view;
    if (this.traySlots !== null) this.draw();
    return true;
  }

  /** True when the backdrop is drawn from a cached texture (a view is known). */
  cached(): boolean {
    return this.root.isCachedAsTexture;
  }

  /** Draws the cached texture again (it came back empty from a lost GPU context). */
  refresh(): void {
    if (this.root.isCachedAsTexture) this.root.updateCacheTexture();
  }

  /** Frees the drawing (the level is gone). */
  clear(): void {
    this.traySlots = null;
    for (const child of this.root.removeChildren()) dispose(child);
  }

  private draw(): void {
    for (const child of this.root.removeChildren()) dispose(child);
    if (this.traySlots === null) return;
    const view = this.view;
    this.root.addChild(
      this.theme.createBackgroundGraphic(this.layout, { traySlots: this.traySlots, bleed: BACKDROP_BLEED }),
    );
    // Without a view (a scene no canvas shows) the shapes are drawn as they are.
    if (!view) return;
    this.root.boundsArea = cachedArea(view);
    this.root.cacheAsTexture({ resolution: cacheResolution(view), antialias: true });
  }
}
