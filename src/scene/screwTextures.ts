// Screw heads drawn once per colour into textures, so each screw on screen is two batched sprites.
import { Container, Rectangle, Sprite, type Renderer, type Texture } from 'pixi.js';
import type { VariantConfig } from '../variants/types';
import { createScrewGraphic, createScrewShadow } from './draw';
import { dispose } from './disposal';

/** Pixels per design unit of a screw texture: sharp when a box or a flight scales a screw up. */
const SCREW_TEXTURE_RESOLUTION = 2;

/** One texture per colour plus the shared shadow; `sprite()` builds a screw view from them. */
export class ScrewTextures {
  private readonly heads = new Map<number, Texture>();
  private readonly shadow: Texture;
  private readonly radius: number;

  constructor(renderer: Renderer, variant: VariantConfig) {
    this.radius = variant.screwRadius;
    const r = this.radius;
    // A square frame a little larger than the head holds the shadow's offset and the rim's stroke.
    const frame = new Rectangle(-r * 1.6, -r * 1.6, r * 3.2, r * 3.2);
    const bake = (view: Container): Texture => {
      const texture = renderer.generateTexture({
        target: view,
        frame,
        resolution: SCREW_TEXTURE_RESOLUTION,
        antialias: true,
      });
      dispose(view);
      return texture;
    };
    for (const colour of Object.keys(variant.palette).map(Number)) {
      this.heads.set(colour, bake(createScrewGraphic(colour, variant.palette, r)));
    }
    this.shadow = bake(createScrewShadow(r));
  }

  /** A screw of `colour` centred on (0, 0): shadow sprite under head sprite. */
  screw(colour: number): Container {
    const view = new Container({ label: 'screw' });
    const shadow = new Sprite(this.shadow);
    const head = new Sprite(this.heads.get(colour) ?? this.shadow);
    for (const s of [shadow, head]) s.anchor.set(0.5);
    view.addChild(shadow, head);
    return view;
  }

  /** Frees the textures. */
  destroy(): void {
    for (const t of this.heads.values()) t.destroy(true);
    this.shadow.destroy(true);
  }
}
