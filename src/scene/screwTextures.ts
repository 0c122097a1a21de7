// Screw heads drawn once per colour into textures, so each screw on screen is one batched sprite.
import { Container, Matrix, Rectangle, Sprite, type Renderer, type Texture } from 'pixi.js';
import type { PlayfieldConfig } from '../core/config';
import { drawThemeOf } from './draw/drawTheme';
import { dispose } from './disposal';

/** Pixels per design unit of a screw texture: sharp when a box or a flight scales a screw up. */
const SCREW_TEXTURE_RESOLUTION = 2;

/** One texture per colour, head over its shadow; `screw()` builds a screw view from it. */
export class ScrewTextures {
  private readonly screws = new Map<number, Texture>();
  private readonly fallback: Texture;
  /** Each texture with the drawing it was baked from, to bake it again when the GPU lost it. */
  private readonly baked: { view: Container; texture: Texture }[] = [];
  private readonly offset: Matrix;

  constructor(renderer: Renderer, variant: PlayfieldConfig) {
    const r = variant.screwRadius;
    const { createScrewGraphic, createScrewShadow } = drawThemeOf(variant);
    // A square frame a little larger than the head holds the shadow's offset and the rim's stroke.
    const frame = new Rectangle(-r * 1.6, -r * 1.6, r * 3.2, r * 3.2);
    this.offset = new Matrix().translate(-frame.x, -frame.y);
    const bake = (view: Container): Texture => {
      const texture = renderer.generateTexture({
        target: view,
        frame,
        resolution: SCREW_TEXTURE_RESOLUTION,
        antialias: true,
      });
      this.baked.push({ view, texture });
      return texture;
    };
    // Shadow and head in one picture: one sprite per screw on screen, half the renderables to batch.
    const withShadow = (head: Container | null): Container => {
      const view = new Container({ label: 'screw' });
      view.addChild(createScrewShadow(r));
      if (head) view.addChild(head);
      return view;
    };
    for (const colour of Object.keys(variant.palette).map(Number)) {
      this.screws.set(colour, bake(withShadow(createScrewGraphic(colour, variant.palette, r))));
    }
    this.fallback = bake(withShadow(null));
  }

  /** A screw of `colour` centred on (0, 0): one sprite of its shadow and head. */
  screw(colour: number): Container {
    const sprite = new Sprite({ texture: this.screws.get(colour) ?? this.fallback, label: 'screw' });
    sprite.anchor.set(0.5);
    return sprite;
  }

  /**
   * Bakes every texture again into the same texture objects (the sprites keep them): a GPU context lost and
   * restored gives render textures back empty.
   */
  redraw(renderer: Renderer): void {
    for (const { view, texture } of this.baked) {
      renderer.render({ container: view, transform: this.offset, target: texture, clearColor: [0, 0, 0, 0] });
    }
  }

  /** Frees the textures and the drawings they were baked from. */
  destroy(): void {
    for (const t of this.screws.values()) t.destroy(true);
    this.fallback.destroy(true);
    for (const { view } of this.baked.splice(0)) dispose(view);
  }
}
